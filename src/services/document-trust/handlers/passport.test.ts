import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mrzCheckDigit } from '../../../../test/helpers/documents.js';
import type { OcrLine } from '../ocr/ocr-pool.js';
import { mrzLinesIn, passportHandler } from './passport.js';

/*
 * What a failing MRZ check digit proves depends on how clearly the digit itself was read. A page whose
 * labels OCR garbled (`Dae oi irh` over `30 SEP 1998`) is built here as OCR lines, so the digit's
 * confidence is the one thing that changes between the cases.
 */

const line1 = 'P<NGAGIDADO<<HADIZA<BILKISU<<<<<<<<<<<<<<<<<';
/** Line 2 of the genuine page, then its document number's check digit as given (a forger's edit leaves the composite as it was). */
function line2(numberDigit: string): string {
  const [number, dob, expiry, optional] = ['A77058076', '980930', '270713', '<<<<<<<<<<<<<<'];
  const guarded = `${number}${mrzCheckDigit(number)}${dob}${mrzCheckDigit(dob)}${expiry}${mrzCheckDigit(expiry)}${optional}${mrzCheckDigit(optional)}`;
  const genuine = `${number}${mrzCheckDigit(number)}NGA${dob}${mrzCheckDigit(dob)}F${expiry}${mrzCheckDigit(expiry)}${optional}${mrzCheckDigit(optional)}${mrzCheckDigit(guarded)}`;
  return `${genuine.slice(0, 9)}${numberDigit}${genuine.slice(10)}`;
}

const word = (text: string, x: number, y: number) => ({ text, confidence: 0.97, box: { x0: x, y0: y, x1: x + 14 * text.length, y1: y + 24 } });
const page = (mrz2: string): { text: string; confidence: number; skewDegrees: number; lines: OcrLine[] } => {
  const rows = [
    ['PASSPORT', 'PASSEPORT'],
    ['Fpe/Tupe', 'Conlny', 'Paspt', 'a/'],
    ['P', 'NGA', 'A77058076'],
    ['suname/om'],
    ['GIDADO'],
    ['Oher', 'Noes'],
    ['HADIZA', 'BILKISU'],
    ['Dae', 'oi', 'irh'],
    ['30', 'SEP', '1998', 'F'],
    ['Date', 'of', 'pry'],
    ['13', 'JUL', '2027'],
    [line1],
    [mrz2],
  ];
  const lines = rows.map((texts, i) => {
    // Each word in its own column, as a data page sets its fields apart.
    const words = texts.map((text, j) => word(text, 100 + 240 * j, 40 * i));
    return { text: texts.join(' '), confidence: 0.97, words };
  });
  return { text: lines.map((l) => l.text).join('\n'), confidence: 0.95, skewDegrees: 0, lines };
};

async function mrzCheck(options: { numberDigit: string; digitConfidence: number; mrzConfidence?: number }) {
  const mrz2 = line2(options.numberDigit);
  const confidences = Array.from(mrz2, (_, i) => (i === 9 ? options.digitConfidence : 0.97));
  const extraction = await passportHandler.extract({
    page: page(mrz2),
    today: '2026-11-29',
    readMrz: async () => ({ lines: [line1, mrz2], lineConfidences: [Array.from(line1, () => 0.97), confidences], accepted: false, text: `${line1}\n${mrz2}`, confidence: options.mrzConfidence ?? 0.95 }),
  });
  return extraction.checks.find((check) => check.code === 'MRZ_CHECK_DIGITS');
}

describe('a failing MRZ check digit on a page whose labels OCR garbled', () => {
  it('builds the genuine line the test varies (its check digits hold)', async () => {
    assert.equal(mrzCheckDigit('A77058076'), '8');
    assert.equal((await mrzCheck({ numberDigit: '8', digitConfidence: 0.97 }))?.status, 'pass');
  });

  it('FAILs when the digit was read clearly and the number it guards is printed on the page as the MRZ reads it', async () => {
    const check = await mrzCheck({ numberDigit: '7', digitConfidence: 0.96 });
    assert.equal(check?.status, 'fail', check?.message);
    assert.match(check?.message ?? '', /Document number check digit/);
  });

  it('stays REVIEW when the failing digit itself was read unclearly: it may be the misread', async () => {
    const check = await mrzCheck({ numberDigit: '7', digitConfidence: 0.62 });
    assert.equal(check?.status, 'review', check?.message);
  });

  it("FAILs on a phone photo's MRZ read at 60% on average when the failing digit itself was read clearly and its number agrees with the page", async () => {
    const check = await mrzCheck({ numberDigit: '7', digitConfidence: 0.96, mrzConfidence: 0.6 });
    assert.equal(check?.status, 'fail', check?.message);
    assert.match(check?.message ?? '', /failing digit read at 96% and the field it guards the same in the visual zone/);
    const unclear = await mrzCheck({ numberDigit: '7', digitConfidence: 0.7, mrzConfidence: 0.6 });
    assert.equal(unclear?.status, 'review', unclear?.message);
  });

  it('stays REVIEW on such a read when the failing digit guards no field the page prints (the personal number)', async () => {
    const mrz2 = line2('8');
    // The personal number's check digit (position 42) changed: it and the composite fail, nothing printed agrees or not.
    const spoilt = `${mrz2.slice(0, 42)}${mrz2[42] === '1' ? '2' : '1'}${mrz2.slice(43)}`;
    const extraction = await passportHandler.extract({
      page: page(spoilt),
      today: '2026-11-29',
      readMrz: async () => ({ lines: [line1, spoilt], lineConfidences: [Array.from(line1, () => 0.97), Array.from(spoilt, () => 0.9)], accepted: false, text: `${line1}\n${spoilt}`, confidence: 0.6 }),
    });
    const check = extraction.checks.find((c) => c.code === 'MRZ_CHECK_DIGITS');
    assert.equal(check?.status, 'review', check?.message);
  });
});

describe("the passport number's row with the issuing state's code beside it", () => {
  // The sixth blind set's e-passport: its small `Type`, `Code` and `Passport No` labels unread, the
  // title `PASSPORT / PASSEPORT` centred over the row `NGA B37180417` was taken for the number's label.
  const number = 'B37180417';
  const daCosta = 'P<NGADA<COSTA<<OGHENEKARO<EFE<<<<<<<<<<<<<<<';
  const [dob, expiry, personal] = ['540914', '341210', '<<<<<<<<<<<<<<'];
  const guarded = [number, dob, expiry, personal].map((field) => `${field}${mrzCheckDigit(field)}`);
  const mrz2 = `${guarded[0]}NGA${guarded[1]}F${guarded[2]}${guarded[3]}${mrzCheckDigit(guarded.join(''))}`;
  const at = (text: string, x: number, y: number, width = 14 * text.length) => ({ text, confidence: 0.98, box: { x0: x, y0: y, x1: x + width, y1: y + 40 } });
  /** The page as read: `names` replaces the name rows (their labels read, by default). */
  async function extract(printedRow: { text: string; x: number }[], options: { mrz1?: string; names?: ReturnType<typeof at>[][] } = {}) {
    const mrz1 = options.mrz1 ?? daCosta;
    const rows = [
      [at('PASSPORT', 830, 0), at('/', 977, 0, 13), at('PASSEPORT', 997, 0)],
      printedRow.map((w) => at(w.text, w.x, 60)),
      ...(options.names ?? [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('Given', 722, 190, 40), at('Names', 766, 190, 40)], [at('OGHENEKARO', 722, 220), at('EFE', 880, 220)]]),
      [at('Date', 731, 260, 25), at('of', 768, 260, 13), at('Birth', 790, 260, 40)],
      [at('14', 723, 300), at('SEP', 779, 300), at('1954', 854, 300)],
      [at('Date', 731, 340, 25), at('of', 768, 340, 13), at('Expiry', 790, 340, 50)],
      [at('10', 733, 380), at('DEC', 787, 380), at('2034', 868, 380)],
      [at(mrz1, 366, 440, 1300)],
      [at(mrz2, 370, 500, 1300)],
    ];
    const lines: OcrLine[] = rows.map((words) => ({ text: words.map((w) => w.text).join(' '), confidence: 0.98, words }));
    return passportHandler.extract({
      page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.95, skewDegrees: 0, lines },
      today: '2026-11-29',
      readMrz: async () => ({ lines: [mrz1, mrz2], lineConfidences: [Array.from(mrz1, () => 0.97), Array.from(mrz2, () => 0.97)], accepted: true, text: `${mrz1}\n${mrz2}`, confidence: 0.95 }),
    });
  }
  const consistency = (extraction: Awaited<ReturnType<typeof extract>>) => extraction.checks.find((check) => check.code === 'MRZ_VISUAL_CONSISTENCY');

  it('reads the number alone, whether the code is a word apart or glued to it', async () => {
    for (const row of [[{ text: 'NGA', x: 862 }, { text: number, x: 1003 }], [{ text: `NGA${number}`, x: 862 }]]) {
      const extraction = await extract(row);
      assert.equal(extraction.checks.find((c) => c.code === 'MRZ_CHECK_DIGITS')?.status, 'pass');
      const check = consistency(extraction);
      assert.equal(check?.status, 'pass', `${row.map((w) => w.text).join(' ')}: ${check?.message}`);
    }
  });

  it('still FAILs a printed number that is not the MRZ one, the code beside it', async () => {
    const check = consistency(await extract([{ text: 'NGA', x: 862 }, { text: 'B37180471', x: 1003 }]));
    assert.equal(check?.status, 'fail', check?.message);
    assert.match(check?.message ?? '', /documentNumber \(MRZ B37180417, printed B37180471/);
  });

  it('reads a name in a face OCR reads partly in lower case under a bilingual label read whole, and takes the MRZ word break OCR lost', async () => {
    // The eleventh blind set's passport: `TAMUnOSIkIDAMIEBI` under `GIVEN NAMES / PRENOMS`, label-sized
    // and in mixed case, was taken for the label's French half printed on a row of its own, though that
    // half had been read on the label's line: the given names went unread and the genuine page was REVIEW.
    const names = [
      [at('SURNAME', 718, 110, 50), at('/', 772, 110, 5), at('NOM', 780, 110, 25)],
      [at('DA', 718, 140), at('COSTA', 775, 140)],
      [at('GIVEN', 722, 190, 40), at('NAMES', 766, 190, 40), at('/', 810, 190, 5), at('PRENOMS', 818, 190, 50)],
      [at('OGHENEkAROEFE', 722, 222)],
    ];
    const extraction = await extract([{ text: 'NGA', x: 862 }, { text: number, x: 1003 }], { names });
    assert.equal(extraction.fields.givenNames, 'OGHENEKARO EFE');
    assert.equal(consistency(extraction)?.status, 'pass', consistency(extraction)?.message);
  });

  it("takes no name from a value beside its label that no name could be (a watermark's year), and FAILs nothing on it", async () => {
    // The nineteenth blind set's owner-watermarked page: `Given Nam /202m`, its value cleaned to `M`,
    // contradicted the MRZ's given names and the genuine passport FAILed.
    const names = [
      [at('Surname', 718, 110, 50)],
      [at('DA', 718, 140), at('COSTA', 775, 140)],
      [at('Given', 722, 190, 40), at('Nam', 766, 190, 30), at('/202m', 800, 190, 40)],
    ];
    const extraction = await extract([{ text: 'NGA', x: 862 }, { text: number, x: 1003 }], { names });
    assert.notEqual(consistency(extraction)?.status, 'fail', consistency(extraction)?.message);
    assert.equal(extraction.fields.givenNames, 'OGHENEKARO EFE');
  });

  it("skips a small French half printed so close over the value that OCR's boxes overlap, taking the value under it", async () => {
    // The thirteenth blind set's ECOWAS passport on a ghosted night photo: `vom` (17 px) ended 5 px below
    // the top of `TCHABI` (43 px) under `Surname`; read as one row they matched no French half, and `VOM`
    // and `PRENON` were taken for the names and FAILed the genuine page as altered.
    const sized = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, confidence: 0.98, box: { x0, y0, x1, y1 } });
    const names = [
      [sized('Surname', 718, 110, 773, 138)],
      [sized('vom', 722, 131, 738, 148)],
      [sized('DA', 722, 143, 760, 186), sized('COSTA', 775, 143, 880, 186)],
      [sized('Given', 718, 180, 751, 208), sized('Names', 760, 180, 806, 208)],
      [sized('Prenon', 722, 202, 754, 215)],
      [sized('OGHENEKARO', 722, 213, 900, 255), sized('EFE', 918, 213, 964, 255)],
    ];
    const extraction = await extract([{ text: 'NGA', x: 862 }, { text: number, x: 1003 }], { names });
    assert.equal(extraction.fields.surname, 'DA COSTA');
    assert.equal(extraction.fields.givenNames, 'OGHENEKARO EFE');
    assert.equal(consistency(extraction)?.status, 'pass', consistency(extraction)?.message);
  });

  it('skips a small French half garbled in capitals past matching, over a taller value', async () => {
    // The same set's ECOWAS passport on another night photo: `Nom` read `MOT`, `Prénoms` read `SS`,
    // each 12-15 px under a 21-25 px label and over a 33-37 px name; as the names they contradicted the
    // MRZ "at 100%".
    const sized = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, confidence: 0.98, box: { x0, y0, x1, y1 } });
    const names = [
      [sized('Sutmarne', 718, 110, 773, 131)],
      [sized('MOT', 721, 129, 737, 141)],
      [sized('DA', 722, 144, 760, 181), sized('COSTA', 775, 144, 880, 181)],
      [sized('Givon', 718, 186, 746, 210), sized('Names', 758, 186, 799, 211)],
      [sized('SS', 731, 207, 767, 222)],
      [sized('OGHENEKARO', 722, 223, 900, 256), sized('EFE', 918, 223, 964, 256)],
    ];
    const extraction = await extract([{ text: 'NGA', x: 862 }, { text: number, x: 1003 }], { names });
    assert.equal(extraction.fields.surname, 'DA COSTA');
    assert.equal(extraction.fields.givenNames, 'OGHENEKARO EFE');
    assert.equal(consistency(extraction)?.status, 'pass', consistency(extraction)?.message);
  });

  it("contradicts the print by a letter the MRZ read clearly on a line 1 read short in its closing fillers, never by letters only the print has", async () => {
    // The twentieth blind set's backlit page: `P<NGABDLIYA<<YAMTA<BITRUS<<<<<<<` read as 32 characters, a
    // forged BUTRUS printed; the name was whole, but only a line read to 42 characters or more could say so.
    const names = (given: string) => [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('Given', 722, 190, 40), at('Names', 766, 190, 40)], [at(given, 722, 220), at('EFE', 880, 220)]];
    const short = daCosta.slice(0, 34);
    const read = async (given: string) => {
      const rows = [[at('NGA', 862, 60), at(number, 1003, 60)], ...names(given), [at(short, 366, 440, 1000)], [at(mrz2, 370, 500, 1300)]];
      const lines: OcrLine[] = rows.map((words) => ({ text: words.map((w) => w.text).join(' '), confidence: 0.98, words }));
      const extraction = await passportHandler.extract({
        page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.95, skewDegrees: 0, lines },
        today: '2026-11-29',
        readMrz: async () => ({ lines: [daCosta, mrz2], lineConfidences: [Array.from(daCosta, () => 0.99), Array.from(mrz2, () => 0.97)], accepted: true, text: `${short}\n${mrz2}`, confidence: 0.95 }),
      });
      return consistency(extraction);
    };
    const replaced = await read('OGHENEKURO');
    assert.equal(replaced?.status, 'fail', replaced?.message);
    // A letter the print has and the MRZ's read lacks may be the read's drop: not a contradiction.
    const added = await read('OGHENEKAROS');
    assert.notEqual(added?.status, 'fail', added?.message);
  });

  it('judges a printed letter that differs from the MRZ by whether it is a look-alike of the MRZ letter', async () => {
    // The eleventh blind set: a genuine page's printed K read as R at 81% was FAILed as altered, while
    // forged pages' replaced letters (A printed as O, I as E) were read at 80-88%. A look-alike (R for
    // K) must be read at 90% to contradict; any other letter at 80%.
    const given = (text: string, differing: number, confidence: number) => ({ ...at(text, 722, 220), charConfidences: Array.from(text, (_, i) => (i === differing ? confidence : 0.99)) });
    const names = (word: ReturnType<typeof given>) => [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('Given', 722, 190, 40), at('Names', 766, 190, 40)], [word, at('EFE', 880, 220)]];
    const row = [{ text: 'NGA', x: 862 }, { text: number, x: 1003 }];
    const lookAlike = consistency(await extract(row, { names: names(given('OGHENERARO', 6, 0.85)) }));
    assert.equal(lookAlike?.status, 'review', lookAlike?.message);
    const replaced = consistency(await extract(row, { names: names(given('OGHENEKARA', 9, 0.85)) }));
    assert.equal(replaced?.status, 'fail', replaced?.message);
    // Read unclearly, neither contradicts.
    const unclear = consistency(await extract(row, { names: names(given('OGHENEKARA', 9, 0.7)) }));
    assert.equal(unclear?.status, 'review', unclear?.message);
    const clearLookAlike = consistency(await extract(row, { names: names(given('OGHENERARO', 6, 0.93)) }));
    assert.equal(clearLookAlike?.status, 'fail', clearLookAlike?.message);
  });

  it('reads given names one letter off the MRZ under the surname when their label was garbled in mixed case or lost, and only a line near the MRZ names', async () => {
    // The fourteenth blind set: `Given NPrnom` over a forged SALOMI DEBORAH (SALOME DEBORAH in the MRZ),
    // and on another photo no label read at all: the given names went unread and the page was REVIEW.
    const row = [{ text: 'NGA', x: 862 }, { text: number, x: 1003 }];
    const garbled = await extract(row, { names: [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('Given', 722, 190, 40), at('NPrnom', 766, 190, 40)], [at('OGHENEKORO', 722, 220), at('EFE', 880, 220)]] });
    assert.equal(garbled.fields.givenNames, 'OGHENEKORO EFE');
    assert.equal(consistency(garbled)?.status, 'fail', consistency(garbled)?.message);
    assert.match(consistency(garbled)?.message ?? '', /printed DA COSTA OGHENEKORO EFE/);
    const unlabelled = await extract(row, { names: [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('OGHENEKORO', 722, 180), at('EFE', 880, 180)]] });
    assert.equal(consistency(unlabelled)?.status, 'fail', consistency(unlabelled)?.message);
    // A line of capitals under the surname that is no misread of the MRZ's given names is not them.
    const other = await extract(row, { names: [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('Given', 722, 190, 40), at('NPrnom', 766, 190, 40)], [at('PORT', 722, 220), at('HARCOURT', 800, 220)]] });
    assert.match(consistency(other)?.message ?? '', /Not read in the visual zone.*givenNames/, consistency(other)?.message);
  });

  it("takes the given names without the sex printed on their row in the next column, however they were found", async () => {
    // The fifteenth blind set's 2013 passport: `UMMULKHAIRI MELE F`, the `Sex` label garbled, was compared
    // whole with the MRZ's UMMULKHAIRI<MELE and the genuine page FAILed as altered.
    const row = [{ text: 'NGA', x: 862 }, { text: number, x: 1003 }];
    const namesRow = (given: string, y: number) => [at(given, 722, y), at('EFE', 880, y), at('F', 1020, y)];
    const surname = [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)]];
    // Under their label (the sex's beside it garbled).
    const labelled = await extract(row, { names: [...surname, [at('Given', 722, 190, 40), at('Names', 766, 190, 40), at('Sxe', 1020, 190, 40)], namesRow('OGHENEKARO', 220)] });
    assert.equal(labelled.fields.givenNames, 'OGHENEKARO EFE');
    assert.equal(consistency(labelled)?.status, 'pass', consistency(labelled)?.message);
    // No label, under the surname, one letter off the MRZ's (namePartBeside).
    const beside = await extract(row, { names: [...surname, namesRow('OGHENEKORO', 180)] });
    assert.equal(beside.fields.givenNames, 'OGHENEKORO EFE');
    // No label and no surname read, the MRZ's letters exactly (findPrintedNameLine).
    const alone = await extract(row, { names: [namesRow('OGHENEKARO', 180)] });
    assert.match(consistency(alone)?.message ?? '', /^Not read in the visual zone, so not compared with the MRZ: surname;/, consistency(alone)?.message);
  });

  it("reads no issue date from the next column's expiry risen to the issue label's row", async () => {
    // The fifteenth blind set's 2026 passport on a steep photo: `DATE OF ISSUE / DATE DE DELIVRANCE 22 APR/ AVR 2036`,
    // the expiry the MRZ proves beside the label, its issue date under it lost; the genuine page was REVIEW.
    const row = [{ text: 'NGA', x: 862 }, { text: number, x: 1003 }];
    const names = [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('Given', 722, 190, 40), at('Names', 766, 190, 40)], [at('OGHENEKARO', 722, 220), at('EFE', 880, 220)]];
    const issueRow = (value: string[]) => [at('Date', 731, 560, 25), at('of', 768, 560, 13), at('Issue', 790, 560, 40), ...value.map((word, i) => at(word, 1003 + 60 * i, 560))];
    const risen = await extract(row, { names: [...names, issueRow(['10', 'DEC', '2034'])] });
    assert.equal(risen.fields.issueDate, undefined);
    const own = await extract(row, { names: [...names, issueRow(['11', 'DEC', '2024'])] });
    assert.equal(own.fields.issueDate, '2024-12-11');
  });

  it('judges a letter missing from given names read as one word against the MRZ words run together', async () => {
    // The fourteenth set's scanner app: `VINCENTLIWU` printed for the MRZ's VINCENT<LIWHU, its space
    // lost: word for word the parts did not pair, and the deletion went unjudged (REVIEW).
    const joined = (centres: number[]) => ({ ...at('OGHENEKROEFE', 722, 220), charConfidences: Array.from('OGHENEKROEFE', () => 0.98), charCentres: centres });
    const usual = Array.from({ length: 12 }, (_, i) => 0.5 + 0.67 * i);
    const names = (word: ReturnType<typeof joined>) => [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('Given', 722, 190, 40), at('Names', 766, 190, 40)], [word]];
    const row = [{ text: 'NGA', x: 862 }, { text: number, x: 1003 }];
    const absent = consistency(await extract(row, { names: names(joined(usual)) }));
    assert.match(absent?.message ?? '', /absent from the print/, absent?.message);
    assert.equal(absent?.settledByRecordName?.printedShort, true);
    // The A's room left between K and R: OCR dropped it.
    const dropped = consistency(await extract(row, { names: names(joined(usual.map((c, i) => (i >= 7 ? c + 0.67 : c)))) }));
    assert.match(dropped?.message ?? '', /missing from the printed read/, dropped?.message);
    assert.equal(dropped?.settledByRecordName, undefined);
  });

  it('judges a whole given name missing from the print by where the name after it stands', async () => {
    // The seventeenth set's forged 2024 passport: `NDALOLO` printed for the MRZ's and record's
    // ALHAJI<NDALOLO was REVIEW on every capture (missing from the printed read, not judged).
    const names = (given: ReturnType<typeof at>[]) => [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('Given', 722, 190, 40), at('Names', 766, 190, 40)], given];
    const row = [{ text: 'NGA', x: 862 }, { text: number, x: 1003 }];
    // EFE where the given names start: no room for OGHENEKARO before it.
    const absent = consistency(await extract(row, { names: names([at('EFE', 722, 220)]) }));
    assert.match(absent?.message ?? '', /absent from the print/, absent?.message);
    assert.equal(absent?.settledByRecordName?.printedShort, true);
    // EFE where it stands after OGHENEKARO: the first name was there and not read.
    const unread = consistency(await extract(row, { names: names([at('EFE', 880, 220)]) }));
    assert.match(unread?.message ?? '', /missing from the printed read/, unread?.message);
    assert.equal(unread?.settledByRecordName, undefined);
    // The last given name missing: nothing after it shows its room.
    const last = consistency(await extract(row, { names: names([at('OGHENEKARO', 722, 220)]) }));
    assert.equal(last?.settledByRecordName, undefined, last?.message);
  });

  it('judges a two-letter given name missing from the print by the room between its neighbours, unless narrow', async () => {
    // The twenty-third set's forged `JOAO DEUS` (the MRZ's JOAO<DE<DEUS) was REVIEW: a word under three
    // letters was never judged. Its neighbours 0.5-0.8 line heights apart leave no room for DE.
    const mrz1 = (middle: string) => `P<NGADA<COSTA<<OGHENEKARO<${middle}<EFE`.padEnd(44, '<');
    const names = (efeAt: number) => [[at('Surname', 718, 110, 50)], [at('DA', 718, 140), at('COSTA', 775, 140)], [at('Given', 722, 190, 40), at('Names', 766, 190, 40)], [at('OGHENEKARO', 722, 220), at('EFE', efeAt, 220)]];
    const row = [{ text: 'NGA', x: 862 }, { text: number, x: 1003 }];
    // OGHENEKARO ends at 862: EFE a space after it.
    const absent = consistency(await extract(row, { mrz1: mrz1('DE'), names: names(880) }));
    assert.match(absent?.message ?? '', /absent from the print/, absent?.message);
    assert.equal(absent?.settledByRecordName?.printedShort, true);
    // EFE where DE and its spaces would have put it: OCR lost the word.
    const unread = consistency(await extract(row, { mrz1: mrz1('DE'), names: names(935) }));
    assert.match(unread?.message ?? '', /missing from the printed read/, unread?.message);
    assert.equal(unread?.settledByRecordName?.printedShort, undefined);
    // A narrow pair may stand inside a line height with its spaces: not judged.
    const narrow = consistency(await extract(row, { mrz1: mrz1('LI'), names: names(880) }));
    assert.match(narrow?.message ?? '', /missing from the printed read/, narrow?.message);
    assert.equal(narrow?.settledByRecordName?.printedShort, undefined);
  });

  it('reads a surname above the given names past a speck OCR read as a character', async () => {
    // The fourteenth set under a desk's glass: `me/Nom`, `BABAYA`, `0`, `Given Names/Prenor`: the
    // speck's row stood between the forged surname and the given names' label, and the surname went unread.
    const names = [[at('me/Nom', 718, 110, 50)], [at('DA', 718, 140), at('COSTO', 775, 140)], [at('0', 730, 175, 8)], [at('Given', 722, 190, 40), at('Names', 766, 190, 40)], [at('OGHENEKARO', 722, 220), at('EFE', 880, 220)]];
    const extraction = await extract([{ text: 'NGA', x: 862 }, { text: number, x: 1003 }], { names });
    assert.equal(consistency(extraction)?.status, 'fail', consistency(extraction)?.message);
    assert.match(consistency(extraction)?.message ?? '', /printed DA COSTO OGHENEKARO EFE/);
  });

  it("reads given names the MRZ cut at line 1's 44th character from the printed line they begin, their label unread", async () => {
    // The sixth blind set: `OHUNENE ENEYAMIRE OMETERE HAJARAT` fills the MRZ to `...OMETERE<HA`; with
    // the label unread, only a printed line equal to the MRZ's `OMETERE HA` was looked for, none was,
    // and the genuine page went to REVIEW ("given names not read in the visual zone").
    const mrz1 = 'P<NGAONORUOIZA<<OHUNENE<ENEYAMIRE<OMETERE<HA';
    assert.equal(mrz1.length, 44);
    const names = (given: string[]) => [
      [at('Surname', 718, 110, 50)],
      [at('ONORUOIZA', 718, 140)],
      [at('Gvn', 722, 190, 25), at('Nes/Pr', 750, 190, 40)],
      given.map((word, i) => at(word, 722 + 160 * i, 220)),
    ];
    const whole = await extract([{ text: 'NGA', x: 862 }, { text: number, x: 1003 }], { mrz1, names: names(['OHUNENE', 'ENEYAMIRE', 'OMETERE', 'HAJARAT']) });
    assert.equal(whole.fields.givenNames, 'OHUNENE ENEYAMIRE OMETERE HAJARAT');
    assert.equal(consistency(whole)?.status, 'pass', consistency(whole)?.message);
    // Another name after the cut's beginning is still found (the MRZ cannot tell); one that differs before it is not.
    const other = await extract([{ text: 'NGA', x: 862 }, { text: number, x: 1003 }], { mrz1, names: names(['OHUNENE', 'ENEYAMIRE', 'OMOTERE', 'HAJARAT']) });
    assert.notEqual(other.fields.givenNames, 'OHUNENE ENEYAMIRE OMOTERE HAJARAT');
  });
});

describe("an MRZ line's filler as PP-OCR reads it", () => {
  it('takes a mark read between two fillers for a filler, so the name field holds only MRZ characters', () => {
    // The eighteenth blind set's passport: its filler run's end read `<<<<<< ( < < <`.
    const [first] = mrzLinesIn('P<NGANKANANG<<IMAEYEN<UKEME<<<<<< ( < < <\nB633961396NGA9006094F360726045374472847<<<36');
    assert.equal(first, 'P<NGANKANANG<<IMAEYEN<UKEME<<<<<<<<<<<<<<<<<');
    // A mark beside a letter is no filler: it stays, and the name field is not a valid one.
    assert.equal(mrzLinesIn('P<NGANKANANG(<IMAEYEN<UKEME<<<<<<<<<<<<<<<<<\nB633961396NGA9006094F360726045374472847<<<36')[0], 'P<NGANKANANG(<IMAEYEN<UKEME<<<<<<<<<<<<<<<<<');
  });
});
