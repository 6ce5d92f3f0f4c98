import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import type { Layout, RedCase } from '../eval/documents-redteam/people.js';
import { testDatabaseKind } from './helpers/app.js';
import { checkOf } from './helpers/documents.js';
import { openRedTeamBench, postRedPage } from './helpers/redteam.js';

/*
 * What the red-team set (eval/documents-redteam/, docs/document-trust.md "Red-team set") showed the
 * reader doing wrong, on pages Chromium renders at test time with the wording pinned. Each page is
 * the clean rendering (no capture noise), so what is tested is the reading, not the camera; nothing
 * here depends on how fast the engine is.
 */

/** A font Debian's fonts-dejavu-core installs (scripts/ensure-fonts.sh), so the test needs no eval fonts. */
const font = 'DejaVu Serif';

function redCase(options: { layout: Layout; number: string; surname: string; givenNames: string; dateOfBirth: string; expiryDate?: string; force: string[]; seed?: number }): RedCase {
  const printed = { surname: options.surname, givenNames: options.givenNames, dateOfBirth: options.dateOfBirth, sex: 'F' as const, documentNumber: options.number, issueDate: '2023-05-11', expiryDate: options.expiryDate ?? null };
  return {
    id: `test-${options.layout}`,
    split: 'tune',
    layout: options.layout,
    kind: 'genuine',
    intended: 'PASS',
    printed,
    record: { surname: options.surname, givenNames: options.givenNames, dateOfBirth: options.dateOfBirth, sex: 'F', ...(options.expiryDate ? { expiryDate: options.expiryDate } : {}) },
    expectedFields: null,
    seed: options.seed ?? 0.4242,
    force: [font, ...options.force],
  };
}

describe(`document trust on what the red-team set showed (${testDatabaseKind})`, () => {
  const bench = openRedTeamBench();

  /** Registers the person with the sandbox authority, renders the page and posts it (docType auto). */
  async function read(c: RedCase, options: { cutBottom?: number; tiltSeed?: number } = {}): Promise<SessionData> {
    return postRedPage(bench, c, {
      capture: async (rendered, html) => {
        // A perspective-tilted photo of the page (the red-team capture's `tilt` variant at a fixed seed).
        const page = options.tiltSeed === undefined ? rendered : await bench.camera.photograph(rendered, html, 'tilt', options.tiltSeed);
        const { width = 0, height = 0 } = await sharp(page).metadata();
        return options.cutBottom ? await sharp(page).extract({ left: 0, top: 0, width, height: height - options.cutBottom }).png().toBuffer() : page;
      },
    });
  }
  const why = (data: SessionData) => JSON.stringify(data.checks.filter((check) => check.status !== 'pass'));

  it("reads a data page's visual zone labelled with ICAO's 'Code of Issuing State / Code de l'État émetteur' and accented bilingual months (DÉC, FÉV)", async () => {
    // With the MRZ out of the photo only the visual zone speaks. The value under the long label is
    // NGA; the words after "Code" were taken as the state ("OFISSUINGSTATE") and ISSUING_STATE
    // failed on a genuine page; "01 DEC/DÉC 1995" was no date. Without the MRZ: REVIEW, never FAIL.
    const c = redCase({ layout: 'passport', number: 'B62841935', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', expiryDate: '2030-02-10', force: ["Code of Issuing State / Code de l'État émetteur", 'dd MMM/FR yyyy'] });
    const data = await read(c, { cutBottom: 160 });
    assert.equal(checkOf(data, 'ISSUING_STATE')?.status, 'pass', why(data));
    assert.equal(data.extractedData.fields.issuingState, 'NGA');
    assert.equal(data.extractedData.fields.dateOfBirth, '01-12-1995', why(data));
    assert.equal(data.extractedData.fields.expiryDate, '10-02-2030', why(data));
    assert.equal(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'review', why(data));
    assert.equal(data.decision, 'REVIEW', why(data));

    // The whole page, MRZ included, passes.
    const whole = await read(c);
    assert.equal(whole.decision, 'PASS', why(whole));
  });

  it('fails a data page whose printed surname has a name part its MRZ lacks (OKONKWO-OBI over OKONKWO)', async () => {
    // Names are outside the MRZ check digits: the printed surname was extended to a person the
    // authority holds, and the lenient person-name score called the zones a match (PASS). The zones
    // are one name transliterated, compared exactly: read clearly on both, they contradict.
    const c = redCase({ layout: 'passport', number: 'B84063157', surname: 'OKONKWO-OBI', givenNames: 'CHUKWUEMEKA IKENNA', dateOfBirth: '1983-08-16', expiryDate: '2029-05-10', force: ['SURNAME / NOM', 'dd MMM yyyy'] });
    const data = await read({ ...c, kind: 'zones_disagree', intended: 'FAIL', mrzSurname: 'OKONKWO' });
    assert.notEqual(data.decision, 'PASS', why(data));
    assert.equal(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'fail', why(data));
    assert.match(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.message ?? '', /contradict each other on: name \(MRZ OKONKWO<<CHUKWUEMEKA<IKENNA, printed OKONKWO-OBI CHUKWUEMEKA IKENNA \(differing characters read at (\d+% in the MRZ, )?\d+% printed\)\)/);
    assert.equal(data.decision, 'FAIL', why(data));

    // The genuine page, MRZ OKONKWO<OBI (ICAO writes the hyphen as filler), passes.
    const genuine = await read({ ...c, printed: { ...c.printed, documentNumber: 'B84063164' } });
    assert.equal(checkOf(genuine, 'MRZ_VISUAL_CONSISTENCY')?.status, 'pass', why(genuine));
    assert.equal(genuine.decision, 'PASS', why(genuine));
  });

  it("passes an FRSC licence that prints 'D OF B' and 'VALID TILL' with hyphenated month names (01-DEC-1995)", async () => {
    const data = await read(
      redCase({ layout: 'drivers_license', number: 'ENU58302DF44', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', expiryDate: '2029-08-14', force: ['D OF B', 'VALID TILL', 'dd-MMM-yyyy'] }),
    );
    assert.equal(data.extractedData.fields.dateOfBirth, '01-12-1995', why(data));
    assert.equal(data.extractedData.fields.expiryDate, '14-08-2029', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  it("passes a NIN slip whose birth date row is labelled 'Birth Date'", async () => {
    const data = await read(redCase({ layout: 'nin_slip', number: '51829304762', surname: 'DAN-JUMA', givenNames: 'HAUWA AISHA', dateOfBirth: '1979-04-27', force: ['Birth Date', 'dd/mm/yyyy', 'Given Names'] }));
    assert.equal(data.extractedData.fields.dateOfBirth, '27-04-1979', why(data));
    assert.equal(data.extractedData.fields.givenNames, 'HAUWA AISHA');
    assert.equal(data.decision, 'PASS', why(data));
  });

  it("reads a NIN slip's one given-names row labelled 'First Name / Middle Name' as both given names", async () => {
    // The label's halves were read as First Name (with no value of its own) and Middle Name: the first
    // given name was lost and the slip went to REVIEW (the red-team tune split's sandbox mismatch too).
    const data = await read(redCase({ layout: 'nin_slip', number: '51829304763', surname: 'DAN-JUMA', givenNames: 'HAUWA AISHA', dateOfBirth: '1979-04-27', force: ['First Name / Middle Name', 'dd/mm/yyyy'] }));
    assert.equal(data.extractedData.fields.givenNames, 'HAUWA AISHA', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  it('reads the value stacked under a bilingual label whose French half the reader does not know', async () => {
    // PP-OCR read `Given Names / Prénoms` on a phone photo as `Given Names / Prino`: the unknown French
    // half was taken as the given names and the zones "differed". The words after the slash are label.
    const c = redCase({ layout: 'passport', number: 'A27318465', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', expiryDate: '2030-02-10', force: ['dd MMM yyyy'] });
    const data = await read({ ...c, passportLabels: { given: 'Given Names / Prino' } });
    assert.equal(data.extractedData.fields.givenNames, 'CHIAMAKA NGOZI', why(data));
    assert.equal(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'pass', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  it("reads a stacked value whose box overlaps its label's on a perspective-tilted photo", async () => {
    // Tilted text gets taller boxes: the `Surname/Nom` box ended below the top of the name's box, the
    // name was not taken as "below" the label, the surname came from the MRZ alone (NWACHUKWU EZE,
    // confidence 0) and the page went to REVIEW. Two tilts that lost it before.
    const c = redCase({ layout: 'passport', number: 'B62841936', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', expiryDate: '2030-02-10', force: ['Surname/Nom', 'dd MMM yyyy'] });
    for (const tiltSeed of [0.11, 0.52]) {
      const data = await read(c, { tiltSeed });
      assert.equal(data.extractedData.fields.surname, 'NWACHUKWU-EZE', `tilt seed ${tiltSeed}: ${why(data)}`);
      assert.equal(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'pass', `tilt seed ${tiltSeed}: ${why(data)}`);
      assert.equal(data.decision, 'PASS', `tilt seed ${tiltSeed}: ${why(data)}`);
    }
  });

  it('fails a data page whose MRZ number check digit was altered when a misreading of the MRZ would make fewer digits fail', async () => {
    // The page's MRZ, read exactly, fails the number and composite check digits. The legacy engine read
    // its B as 8, which happens to satisfy the composite (B=11 and 8 differ by 3, weighted 7 = 21), and
    // that misreading was kept for failing fewer digits: its number then differed from the printed one
    // and the forgery went to REVIEW. The reading that agrees with the visual zone is the one judged.
    const c = redCase({ layout: 'passport', number: 'B51730294', surname: 'ADEBAYO-OGUNDIPE', givenNames: 'OLUWASEUN TEMITOPE', dateOfBirth: '1987-06-09', expiryDate: '2029-05-10', force: ['dd/mm/yyyy'] });
    const data = await read({ ...c, kind: 'mrz_check_digit', intended: 'FAIL', breakCheckDigit: true });
    assert.equal(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'fail', why(data));
    assert.equal(data.extractedData.fields.documentNumber, 'B51730294', why(data));
    assert.equal(data.decision, 'FAIL', why(data));
  });

  it("passes a data page whose condensed surname OOMEN reads `00MEN`: the digits are the letters they look like, not dropped (surname MEN, another person's)", async () => {
    const printed = { surname: 'OOMEN', givenNames: 'AALIYAH NNENNA', dateOfBirth: '1990-04-12', sex: 'F' as const, documentNumber: 'B31000013', issueDate: '2022-01-10', expiryDate: '2032-01-09' };
    const c: RedCase = { id: 'test-oomen', split: 'wide', layout: 'passport', kind: 'genuine', intended: 'PASS', printed, record: { surname: 'OOMEN', givenNames: 'AALIYAH NNENNA', dateOfBirth: '1990-04-12', sex: 'F', expiryDate: '2032-01-09' }, expectedFields: null, seed: 0.24, force: ['Nimbus Sans Narrow'] };
    const data = await read(c);
    assert.equal(data.extractedData.fields.surname, 'OOMEN', why(data));
    assert.equal(checkOf(data, 'AUTHORITY_NAME_MATCH')?.status, 'pass', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  it("reads a voter's card's one NAME field 'SURNAME, GIVEN NAMES' by its comma, and one without a comma only where the authority's record splits it", async () => {
    const withComma = await read(redCase({ layout: 'voters_card', number: '90B3D5F7A9C2468013K', surname: 'OKONKWO-OBI', givenNames: 'NGOZI ADAEZE', dateOfBirth: '1983-08-16', force: ['combined', 'NAME', 'dd-mm-yyyy'] }));
    assert.equal(withComma.extractedData.fields.surname, 'OKONKWO-OBI', why(withComma));
    assert.equal(withComma.extractedData.fields.givenNames, 'NGOZI ADAEZE');
    assert.equal(withComma.decision, 'PASS', why(withComma));

    // NAME is matched letter for letter: one edit away it took AMINA (a value under OTHER NAMES) for a label.
    const apart = await read(redCase({ layout: 'voters_card', number: '90F5B0A6E5295403955', surname: 'BELLO', givenNames: 'AMINA HAUWA', dateOfBirth: '1992-11-03', force: ['separate', 'OTHER NAMES', 'dd-mm-yyyy'] }));
    // (PP-OCR may lose the space between the two names in this font; what matters is that they are read.)
    assert.equal(apart.extractedData.fields.givenNames?.replace(/ /g, ''), 'AMINAHAUWA', why(apart));
    assert.equal(apart.decision, 'PASS', why(apart));

    // Without the comma, the words alone do not say where the surname ends; the record for the number
    // does, when its surname or given names are printed there letter for letter (a dim photo lost the comma).
    const noCommaCase = redCase({ layout: 'voters_card', number: '90B3D5F7A9C2468014K', surname: 'OKONKWO-OBI', givenNames: 'NGOZI ADAEZE', dateOfBirth: '1983-08-16', force: ['combined', 'NAME', 'dd-mm-yyyy', 'name without comma'] });
    const noComma = await read(noCommaCase);
    assert.equal(noComma.extractedData.fields.surname, 'OKONKWO-OBI', why(noComma));
    assert.equal(noComma.extractedData.fields.givenNames?.replace(/ /g, ''), 'NGOZIADAEZE', why(noComma));
    assert.match(checkOf(noComma, 'FIELDS_FOUND_BY_RECORD')?.message ?? '', /split where the authority's record puts its parts/, why(noComma));
    assert.equal(noComma.decision, 'PASS', why(noComma));

    // The record's given names printed after another surname: that surname is what the card prints -> FAIL, another person.
    const otherFamily = await read({ ...noCommaCase, printed: { ...noCommaCase.printed, documentNumber: '90B3D5F7A9C2468015K' }, record: { ...noCommaCase.record!, surname: 'ADEYEMI' } });
    assert.equal(otherFamily.extractedData.fields.surname, 'OKONKWO-OBI', why(otherFamily));
    assert.equal(checkOf(otherFamily, 'AUTHORITY_NAME_MATCH')?.status, 'fail', why(otherFamily));
    assert.equal(otherFamily.decision, 'FAIL', why(otherFamily));

    // A record holding none of the printed words cannot split them: never guessed, never PASS or FAIL.
    const stranger = await read({ ...noCommaCase, printed: { ...noCommaCase.printed, documentNumber: '90B3D5F7A9C2468016K' }, record: { ...noCommaCase.record!, surname: 'ADEYEMI', givenNames: 'BOLA' } });
    assert.equal(stranger.decision, 'REVIEW', why(stranger));
    assert.equal(checkOf(stranger, 'CRITICAL_FIELDS_READ')?.status, 'review', why(stranger));
    assert.equal(stranger.extractedData.fields.surname, undefined);
  });

  it("reads an FRSC licence's expiry stacked under its label when the next column's word sits beside the label, lower, on a tilted photo", async () => {
    // Perspective tilt lowered the right column: `CLASS`, beside `EXP DATE` on its row, had its middle
    // below the label's and was taken as the row under it; the date under the label was lost
    // ("Labelled but unreadable: expiryDate", REVIEW). The row under a label is the one starting under it.
    // The page seed and tilt seed are one pair that showed it (the red-team tune split's tilt variant).
    const c = redCase({ layout: 'drivers_license', number: 'ENU58302DF44', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', expiryDate: '2029-08-14', force: ['EXP DATE', 'CLASS', 'dd/mm/yyyy'], seed: 0.012747121974825859 });
    const data = await read(c, { tiltSeed: 0.67 });
    assert.equal(data.extractedData.fields.expiryDate, '14-08-2029', why(data));
    assert.equal(data.extractedData.fields.dateOfBirth, '01-12-1995', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  it("reads a NIN card's birth date under a bilingual label read garbled ('Dat of Bi/ Dae de naissance')", async () => {
    // PP-OCR's reading of the small `Date of Birth / Date de naissance` on a phone photo (the red-team
    // tune split), printed here as read: five edits in 26 letters, past the two a label was allowed,
    // so the birth date was lost and a genuine card went to REVIEW. Long labels allow one edit in five.
    const c = redCase({ layout: 'nin_card', number: '40718293652', surname: 'DAN-JUMA', givenNames: 'HAUWA AISHA', dateOfBirth: '1979-04-27', force: ['Date of Birth / Date de naissance', 'dd MMM yyyy'] });
    const data = await read({ ...c, printedAs: { 'Date of Birth / Date de naissance': 'Dat of Bi/ Dae de naissance' } });
    assert.equal(data.extractedData.fields.dateOfBirth, '27-04-1979', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  it("reads a NIN slip's table row whose value cell OCR put on a line of its own on a tilted photo", async () => {
    // The tilt slopes the table's rows: the value beside `Birth Date` sat 20 px above its label and
    // was read as a separate line, so the label had no value on its line; the row under it (`F`, the
    // gender's value) was taken, and the birth date was unreadable (REVIEW). The value cell to the
    // label's right, nearest to it among the column's labels, is its value. The page in the eval's
    // Open Sans Condensed (scripts/ensure-fonts.sh --eval, which scripts/test.sh runs), page and tilt
    // seeds of the red-team tune image that showed it; the person is ours.
    const c = redCase({ layout: 'nin_slip', number: '51829304762', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', force: [], seed: 0.9180025993846357 });
    const data = await read({ ...c, force: ['Open Sans Condensed'] }, { tiltSeed: 0.9283118777351511 });
    assert.equal(data.extractedData.fields.dateOfBirth, '01-12-1995', why(data));
    assert.equal(data.extractedData.fields.sex, 'F', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  it("reads a phone photo's bilingual labels whose halves run into one word ('birth/Dte') and 'Other Name', one edit from 'Other Names' across an rn", async () => {
    // PP-OCR on the red-team tune split's phone photos: `Date of birt/Date de aissanc` (the English half
    // only matched as part of the whole bilingual spelling, three edits away) and `Other Name / Prino`
    // (the words' letters OTHERNAME against the spelling's OTHEMAMES, its rn folded to m: three edits).
    // The MRZ is cut off, so only the visual zone speaks (REVIEW for the missing MRZ, never FAIL).
    const c = redCase({ layout: 'passport', number: 'B62841937', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', expiryDate: '2030-02-10', force: ['dd MMM yyyy'] });
    const data = await read({ ...c, passportLabels: { dob: 'Date of birth/Dte d nai', given: 'Other Name / Prénoms' } }, { cutBottom: 160 });
    assert.equal(data.extractedData.fields.dateOfBirth, '01-12-1995', why(data));
    assert.equal(data.extractedData.fields.givenNames, 'CHIAMAKA NGOZI', why(data));
    assert.equal(data.decision, 'REVIEW', why(data));
  });

  it("reads an FRSC licence's surname under a label read one edit off ('SUGRNAME') when the next column's label follows it on the row", async () => {
    // PP-OCR on the red-team tune split's phone photo read `SURNAME` as `SUGRNAME`, on one line with the
    // next column's `OTHER NAMES`. The rule that gives a short value before a label back to the field
    // before (`Gender M Middle Name`) skipped the inexact label because an exact one started at the next
    // word: the surname was lost (REVIEW). The printed label is the garbled reading, pinned.
    const c = redCase({ layout: 'drivers_license', number: 'KAN48213BC07', surname: 'OKONKWO-OBI', givenNames: 'NGOZI ADAEZE', dateOfBirth: '1983-08-16', expiryDate: '2029-08-14', force: ['SURNAME', 'OTHER NAMES', 'DATE OF BIRTH', 'EXPIRY DATE', 'dd/mm/yyyy'] });
    const data = await read({ ...c, printedAs: { SURNAME: 'SUGRNAME' } });
    assert.equal(data.extractedData.fields.surname, 'OKONKWO-OBI', why(data));
    assert.equal(data.extractedData.fields.givenNames, 'NGOZI ADAEZE', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  it("reads a NIN card's one-letter sex read as 'E' as F (a small F on a phone photo), and still compares it with the authority", async () => {
    // PP-OCR read the NIN card's `F` under `Sex/Sexe` as `E` (56%) on the red-team tune split's phone
    // photo: "Labelled but unreadable: sex" sent a genuine card to REVIEW. The page prints the letter as read.
    const c = redCase({ layout: 'nin_card', number: '40718293653', surname: 'DAN-JUMA', givenNames: 'HAUWA AISHA', dateOfBirth: '1979-04-27', force: ['Sex/Sexe', 'Date of Birth', 'dd MMM yyyy'] });
    // The generator prints only M or F: the letter as OCR read it stands in for one (a test-only cast).
    const readAsE = 'E' as RedCase['printed']['sex'] & string;
    const data = await read({ ...c, printed: { ...c.printed, sex: readAsE } });
    assert.equal(data.extractedData.fields.sex, 'F', why(data));
    assert.equal(checkOf(data, 'AUTHORITY_SEX_MATCH')?.status, 'pass', why(data));
    assert.equal(data.decision, 'PASS', why(data));

    // Read as F, it is compared as F: an authority holding M does not match (never PASS).
    const other = await read({ ...c, printed: { ...c.printed, documentNumber: '40718293654', sex: readAsE }, record: { ...c.record!, sex: 'M' } });
    assert.notEqual(checkOf(other, 'AUTHORITY_SEX_MATCH')?.status, 'pass', why(other));
    assert.notEqual(other.decision, 'PASS', why(other));
  });

  // Found on the blind set (eval/documents-blind.ts) after its one measurement: causes of its genuine
  // FAILs and lost fields, reproduced on red-team pages edited to print them.
  it("passes a data page whose bilingual labels are printed on two rows (`Surname`, then an italic `Nom`, then the value)", async () => {
    // The French row was read as the value: the printed surname `NOM` and given names `PRENOMS`
    // contradicted the MRZ ("the page was altered") and the record: a genuine page FAILed.
    const c = redCase({ layout: 'passport', number: 'A27318469', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', expiryDate: '2030-02-10', force: ['dd MMM yyyy'] });
    const twoRows = (html: string) => html.replace('>Surname / Nom<', '>Surname<br><i>Nom</i><').replace('>Given Names / Prénoms<', '>Given Names<br><i>Prénoms</i><').replace('>Date of Birth / Date de naissance<', '>Date of Birth<br><i>Date de naissance</i><');
    const data = await postRedPage(bench, { ...c, passportLabels: { surname: 'Surname / Nom', given: 'Given Names / Prénoms', dob: 'Date of Birth / Date de naissance' } }, { edit: twoRows });
    assert.equal(data.extractedData.fields.surname, 'NWACHUKWU-EZE', why(data));
    assert.equal(data.extractedData.fields.givenNames, 'CHIAMAKA NGOZI', why(data));
    assert.equal(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'pass', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  it("passes a licence that prints one NAME field ('SURNAME, GIVEN NAMES') and its birth date as `dd mm yyyy`", async () => {
    const c = redCase({ layout: 'drivers_license', number: 'ENU58302DF45', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', expiryDate: '2029-08-14', force: ['SURNAME', 'OTHER NAMES', 'DATE OF BIRTH', 'dd/mm/yyyy'] });
    const oneName = (html: string) =>
      html
        .replace('>SURNAME<', '>NAME<')
        .replace('>NWACHUKWU-EZE<', '>NWACHUKWU-EZE, CHIAMAKA NGOZI<')
        .replace('>OTHER NAMES<', '>STATE<')
        .replace('>CHIAMAKA NGOZI<', '>ENUGU<')
        .replace('>01/12/1995<', '>01 12 1995<');
    const data = await postRedPage(bench, c, { edit: oneName });
    assert.equal(data.extractedData.fields.surname, 'NWACHUKWU-EZE', why(data));
    assert.equal(data.extractedData.fields.givenNames, 'CHIAMAKA NGOZI', why(data));
    assert.equal(data.extractedData.fields.dateOfBirth, '01-12-1995', why(data));
    assert.equal(data.decision, 'PASS', why(data));
  });

  describe('labels the reader cannot read at all (a phone photo garbles small labels: `Smime / Noe`, `Dat Ey/n`)', () => {
    // Wording no label list holds stands in for a label OCR garbled: every value under it is unread.
    const unreadable = { surname: 'Holder / Titulaire', given: 'Names / Prénoms', number: 'Document No. / N° du document', dob: 'Born / Né le', expiry: "Use by / Valable jusqu'au" };
    const c = redCase({ layout: 'passport', number: 'A27318466', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', expiryDate: '2030-02-10', force: ['dd MMM yyyy'] });

    it('passes a genuine page: the values the MRZ check digits prove (and its name) are found printed on the page', async () => {
      const data = await read({ ...c, passportLabels: unreadable });
      assert.equal(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'pass', why(data));
      assert.equal(data.extractedData.fields.surname, 'NWACHUKWU-EZE', why(data));
      assert.equal(data.extractedData.fields.givenNames, 'CHIAMAKA NGOZI', why(data));
      assert.equal(data.decision, 'PASS', why(data));
    });

    it('fails a page whose printed surname differs from the MRZ: with its label unread, the surname is the capitals line above the given names', async () => {
      // Left unread (REVIEW) until the seventh blind set, whose forged surnames under garbled labels were
      // never compared with the MRZ at all.
      const data = await read({ ...c, printed: { ...c.printed, documentNumber: 'A27318467' }, kind: 'zones_disagree', intended: 'FAIL', mrzSurname: 'NWACHUKWU', passportLabels: unreadable });
      const zones = checkOf(data, 'MRZ_VISUAL_CONSISTENCY');
      assert.equal(zones?.status, 'fail', why(data));
      assert.match(zones?.message ?? '', /MRZ NWACHUKWU<<CHIAMAKA<NGOZI, printed NWACHUKWU-EZE CHIAMAKA NGOZI/, why(data));
      assert.equal(data.decision, 'FAIL', why(data));
    });

    it('fails a page whose MRZ check digit, read clearly, does not add up while the value it guards is printed on the page as the MRZ reads it', async () => {
      // The labels unread, the printed value is still the MRZ's: the field reads the same in both zones,
      // so only the digit differs, and a clearly read digit is no misread (a dim photo's forged digit was REVIEW).
      const data = await read({ ...c, printed: { ...c.printed, documentNumber: 'A27318468' }, kind: 'mrz_check_digit', intended: 'FAIL', breakCheckDigit: true, passportLabels: unreadable });
      assert.equal(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'fail', why(data));
      assert.equal(data.decision, 'FAIL', why(data));
    });

    it('fails a page whose MRZ names another family than the record, read clearly there while the printed surname was not read', async () => {
      // The record holds the page's name; the MRZ names someone else, and the printed surname is not on
      // the page to read. The MRZ's name has no check digit, so its characters' own confidences say it
      // was read clearly: the document is not the record's person.
      const blankSurname = (html: string) => html.replace('>NWACHUKWU-EZE<', '><');
      const data = await postRedPage(bench, { ...c, printed: { ...c.printed, documentNumber: 'A27318470' }, kind: 'zones_disagree', intended: 'FAIL', mrzSurname: 'ADEYEMI', passportLabels: unreadable }, { edit: blankSurname });
      assert.equal(data.extractedData.fields.surname, 'ADEYEMI', why(data));
      assert.equal(checkOf(data, 'AUTHORITY_NAME_MATCH')?.status, 'fail', why(data));
      assert.equal(data.decision, 'FAIL', why(data));
    });
  });
});

