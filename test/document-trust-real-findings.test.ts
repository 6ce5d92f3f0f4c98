import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { checkOf, createVerifier, documentSvg, mrzCheckDigit, passportMrz, postDocument, renderDocument, samplePeople, type PassportSpec } from './helpers/documents.js';

/*
 * What real document images (eval/documents-real.ts, docs/document-trust.md "Real images") showed
 * the reader doing wrong, reproduced on documents we render ourselves, through HTTP.
 */

describe(`document trust on what real images showed (${testDatabaseKind})`, () => {
  let t: TestApp;
  let verifier: { institutionId: string; apiKey: string };

  before(async () => {
    t = await createTestApp();
    verifier = await createVerifier(t);
  });
  after(() => t.close());

  /** A data page whose printed MRZ lines are replaced: what PP-OCR read on a real page, printed, so the reader meets it on our own rendering. */
  async function renderWithMrz(spec: PassportSpec, replace: (lines: [string, string]) => [string, string]): Promise<Buffer> {
    const escape = (text: string) => text.replace(/</g, '&lt;');
    const lines = passportMrz(spec);
    const printed = replace(lines);
    const svg = documentSvg(spec).replace(escape(lines[0]), escape(printed[0])).replace(escape(lines[1]), escape(printed[1]));
    assert.ok(svg.includes(escape(printed[0])) && svg.includes(escape(printed[1])));
    return sharp(Buffer.from(svg)).png().toBuffer();
  }

  async function read(image: Buffer): Promise<SessionData> {
    const response = await postDocument(t, verifier.apiKey, image);
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    return response.body.data;
  }

  it('reads the MRZ of a data page photographed without its heading and number row, and detects the passport by it', async () => {
    // A real Luxembourg page: "PASS/PASSEPORT/PASSPORT" read as one run-together word, no number
    // label read, so the MRZ (read perfectly on the page) was never looked at: docType unknown and
    // "ask for a clearer image". Here a Ghanaian page (only P<NGA counted as a passport's MRZ).
    const page = await renderDocument({ ...samplePeople.passport, state: 'GHA', layout: 'stacked' });
    const { width = 0, height = 0 } = await sharp(page).metadata();
    const lowerPart = await sharp(page).extract({ left: 0, top: 200, width, height: height - 200 }).png().toBuffer();
    const data = await read(lowerPart);
    assert.equal(data.docTypeDetected, 'passport', JSON.stringify(data.checks));
    assert.equal(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'pass', JSON.stringify(checkOf(data, 'MRZ_CHECK_DIGITS')));
    assert.equal(data.extractedData.fields.documentNumber, samplePeople.passport.documentNumber);
    // The reason given is the true one: not a Nigerian passport.
    const state = checkOf(data, 'ISSUING_STATE');
    assert.equal(state?.status, 'fail', JSON.stringify(state));
    assert.match(state?.message ?? '', /GHA/);
  });

  it('never calls an MRZ altered when its check digits hold as printed (a number that starts with a digit)', async () => {
    // A real Croatian specimen (number 007007007): the Nigerian-shape repair turned its first 0
    // into an O, the correct check digits then failed.
    const data = await read(await renderDocument({ ...samplePeople.passport, documentNumber: '007492135', layout: 'stacked' }));
    const mrz = checkOf(data, 'MRZ_CHECK_DIGITS');
    assert.equal(mrz?.status, 'pass', JSON.stringify(mrz));
    assert.equal(data.extractedData.fields.documentNumber, '007492135');
    // Not the Nigerian format, said as such: the reason is the number's format, not an altered MRZ.
    assert.equal(checkOf(data, 'DOCUMENT_NUMBER_FORMAT')?.status, 'fail');
  });

  it('reads an MRZ whose state code the MRZ library does not list, and says the state is not NGA instead of asking for a retake', async () => {
    // ICAO's own UTOPIA specimen, read character for character: "the MRZ could not be read: retake".
    const data = await read(await renderDocument({ ...samplePeople.passport, state: 'UTO', layout: 'stacked' }));
    const mrz = checkOf(data, 'MRZ_CHECK_DIGITS');
    assert.equal(mrz?.status, 'pass', JSON.stringify(mrz));
    const state = checkOf(data, 'ISSUING_STATE');
    assert.equal(state?.status, 'fail', JSON.stringify(state));
    assert.match(state?.message ?? '', /UTO is not NGA/);
    assert.doesNotMatch(data.summary.headline, /retake/i);
  });

  it('does not take the NIMC helpdesk number printed on every slip for an unread NIN', async () => {
    // A real slip photographed with its NIN blurred: 07040144452 from the footer was read as the NIN
    // and looked up at the authority.
    const unread = await read(await renderDocument({ ...samplePeople.nin_slip, documentNumber: '', helpdesk: true }));
    assert.equal(unread.extractedData.fields.documentNumber, undefined, JSON.stringify(unread.extractedData.fields));
    assert.equal(checkOf(unread, 'DOCUMENT_NUMBER_FORMAT')?.status, 'review');
    assert.equal(unread.decision, 'REVIEW');
    assert.doesNotMatch(JSON.stringify(unread.checks), /0704014445/);

    // The same slip with its NIN printed is read as before: the footer takes nothing from the label.
    const printed = await read(await renderDocument({ ...samplePeople.nin_slip, helpdesk: true }));
    assert.equal(printed.extractedData.fields.documentNumber, samplePeople.nin_slip.documentNumber);
    assert.equal(printed.decision, 'PASS', printed.summary.headline);
  });

  it('reads line 2 whose empty personal-number filler was read short, instead of asking for a retake', async () => {
    // A real Hungarian page: fifteen `<` read as `<<<<<<<<< 人人`, line 2 then 41 characters, "partly
    // read, retake" on a page printed perfectly. The run's length is fixed by the layout; here the
    // page prints it three short, as the OCR read it there.
    const spec: PassportSpec = { ...samplePeople.passport, layout: 'stacked' };
    const data = await read(await renderWithMrz(spec, ([l1, l2]) => [l1, l2.replace('<<<<<<<<<<<<<<<', '<<<<<<<<<<<<')]));
    const mrz = checkOf(data, 'MRZ_CHECK_DIGITS');
    assert.equal(mrz?.status, 'pass', JSON.stringify(data.checks));
    assert.equal(data.docTypeDetected, 'passport');
    assert.equal(data.extractedData.fields.documentNumber, spec.documentNumber);
    assert.equal(data.extractedData.fields.expiryDate, '01-01-2032');
    assert.equal(data.decision, 'PASS', data.summary.headline);
  });

  it("reads an MRZ whose line 2 lost a letter of the holder's nationality, and never restores one the check digits do not prove", async () => {
    // The fourteenth blind set's genuine page under a glass desk top: line 2 read `A227461965NG7001017M...`,
    // every field after the lost `A` one place early, and the MRZ was "not read" on a page printed
    // perfectly. Here the page prints it so, as the OCR read it there.
    const spec: PassportSpec = { ...samplePeople.passport, layout: 'stacked' };
    const lostA = (l2: string) => `${l2.slice(0, 12)}${l2.slice(13)}`;
    const data = await read(await renderWithMrz(spec, ([l1, l2]) => [l1, lostA(l2)]));
    assert.equal(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'pass', JSON.stringify(data.checks));
    assert.equal(data.extractedData.fields.documentNumber, spec.documentNumber);
    assert.equal(data.extractedData.fields.expiryDate, '01-01-2032');
    assert.equal(data.decision, 'PASS', data.summary.headline);
    // The same line whose composite digit does not hold: nothing proves where a letter was lost.
    const wrongComposite = (l2: string) => l2.slice(0, 42) + String((Number(l2[42]) + 5) % 10);
    const forged = await read(await renderWithMrz(spec, ([l1, l2]) => [l1, wrongComposite(lostA(l2))]));
    assert.notEqual(checkOf(forged, 'MRZ_CHECK_DIGITS')?.status, 'pass', JSON.stringify(forged.checks));
    assert.notEqual(forged.decision, 'PASS', forged.summary.headline);
  });

  it('reads an MRZ whose line 1 lost its leading P, and judges the page by it', async () => {
    // A real Canadian page: `<CANMARTIN<<SARAH...` read without the `P` printed before it, so the
    // MRZ was "not read", docType unknown, REVIEW, though every check digit of line 2 held.
    const spec: PassportSpec = { ...samplePeople.passport, state: 'GHA', layout: 'stacked' };
    const data = await read(await renderWithMrz(spec, ([l1, l2]) => [l1.slice(1), l2]));
    const mrz = checkOf(data, 'MRZ_CHECK_DIGITS');
    assert.equal(mrz?.status, 'pass', JSON.stringify(data.checks));
    assert.equal(data.docTypeDetected, 'passport');
    assert.equal(data.extractedData.fields.documentNumber, spec.documentNumber);
    const state = checkOf(data, 'ISSUING_STATE');
    assert.equal(state?.status, 'fail', JSON.stringify(state));
    assert.match(state?.message ?? '', /GHA is not NGA/);
    assert.equal(data.decision, 'FAIL', data.summary.headline);
    // Line 1 was read short: its names are never taken as contradicting the printed ones.
    assert.notEqual(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'fail');
  });

  it('never makes a passport of a line 1 without its P when line 2 does not hold every check digit', async () => {
    // The `P` is put back only when the restored MRZ proves itself: a visa's line 1 that lost its `V`
    // has no composite digit on line 2 to satisfy. Here a page whose composite digit is wrong.
    const spec: PassportSpec = { ...samplePeople.passport, layout: 'stacked' };
    const wrongComposite = (l2: string) => l2.slice(0, 43) + String((Number(l2[43]) + 5) % 10);
    const data = await read(await renderWithMrz(spec, ([l1, l2]) => [l1.slice(1), wrongComposite(l2)]));
    assert.notEqual(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'pass', JSON.stringify(data.checks));
    assert.notEqual(data.decision, 'PASS', data.summary.headline);
  });

  it("names a visa's MRZ as a visa's instead of asking for a retake of a passport MRZ 'partly read'", async () => {
    // Real Polish and US visas: their MRZ (two lines of 36, document code V) was reported as a
    // passport's second line "partly read (36 of 44 characters): retake", which no retake can cure.
    const spec: PassportSpec = { ...samplePeople.passport, state: 'GHA', layout: 'stacked' };
    const visaMrz = (): [string, string] => {
      const line1 = 'V<GHAADEYEMI<<CHIDINMA<GRACE'.padEnd(36, '<');
      const number = 'G12345678';
      const line2 = `${number}${mrzCheckDigit(number)}GHA900314${mrzCheckDigit('900314')}F320101${mrzCheckDigit('320101')}`.padEnd(36, '<');
      return [line1, line2];
    };
    const data = await read(await renderWithMrz(spec, visaMrz));
    const mrz = checkOf(data, 'MRZ_CHECK_DIGITS');
    assert.equal(mrz?.status, 'review', JSON.stringify(data.checks));
    assert.match(mrz?.message ?? '', /visa's \(document code V\), not a passport data page/);
    assert.doesNotMatch(mrz?.message ?? '', /retake/);
    assert.equal(data.decision, 'REVIEW', data.summary.headline);
  });
});
