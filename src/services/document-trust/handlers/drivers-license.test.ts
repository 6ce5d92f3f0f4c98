import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrLine, OcrWord } from '../ocr/ocr-pool.js';
import { driversLicenseHandler } from './drivers-license.js';

/*
 * The words and boxes PP-OCR gave for a licence (the eleventh blind set's clean capture): the lone `F`
 * beside `Sex:` was not found at all, and the next field's label `Blood:` (one no handler reads) with
 * its `A+` was taken for the sex; unreadable as one, the genuine licence was REVIEW.
 */
const word = (text: string, x0: number, y0: number, x1: number, y1: number): OcrWord => ({ text, confidence: 0.98, box: { x0, y0, x1, y1 } });
const line = (...words: OcrWord[]): OcrLine => ({ text: words.map((w) => w.text).join(' '), confidence: 0.98, words });

const lines: OcrLine[] = [
  line(word('NACIONAL', 60, 21, 284, 71), word('DRIVERS', 334, 20, 524, 70), word('LICENCE', 566, 19, 748, 69)),
  line(word('Federal', 57, 80, 141, 116), word('Republic', 153, 80, 256, 116), word('of', 268, 80, 286, 116), word('Nigeria', 304, 80, 383, 116)),
  line(word('Licence', 421, 188, 504, 224), word('No:', 527, 189, 562, 225), word('BIU82317GW97', 670, 177, 957, 228), word('Class:', 1196, 181, 1262, 221)),
  line(word('Surname:', 425, 273, 537, 310), word('KWAJAFFA', 680, 260, 910, 308)),
  line(word('Forenames:', 423, 366, 557, 399), word('HAJJA', 680, 349, 793, 402), word('AISSA', 828, 349, 951, 402)),
  line(word('Birth', 421, 453, 475, 489), word('Date:', 497, 455, 556, 492), word('19/5/1971', 670, 450, 861, 494), word('Sex:', 1062, 452, 1115, 489), word('Blood:', 1250, 451, 1325, 487), word('A+', 1394, 446, 1436, 483)),
  line(word('Issue', 421, 544, 479, 579), word('Date:', 495, 546, 552, 581), word('26/1/2024', 668, 538, 857, 584), word('Expiry:', 1063, 544, 1153, 587), word('25/1/2029', 1251, 538, 1440, 586)),
  line(word('State:', 425, 626, 489, 663), word('BORNO', 674, 620, 797, 659)),
];

describe('a licence whose sex was not read, the next label beside it', () => {
  it("never takes another field's label and value for the sex: the sex is unread, not unreadable", async () => {
    const extraction = await driversLicenseHandler.extract({
      page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.98, skewDegrees: 0, lines },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.sex, undefined);
    assert.deepEqual(extraction.checks.filter((check) => check.status !== 'pass'), []);
    assert.equal(extraction.fields.dateOfBirth, '1971-05-19');
    assert.equal(extraction.fields.expiryDate, '2029-01-25');
    assert.deepEqual(extraction.missing, []);
  });

  it('still reads a sex printed before the next label', async () => {
    const withSex = lines.map((l) => (l.words.some((w) => w.text === 'Sex:') ? line(...l.words.slice(0, 4), word('F', 1170, 452, 1190, 489), ...l.words.slice(4)) : l));
    const extraction = await driversLicenseHandler.extract({
      page: { text: withSex.map((l) => l.text).join('\n'), confidence: 0.98, skewDegrees: 0, lines: withSex },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.sex, 'F');
  });
});

/*
 * A licence after the EU model (the twelfth blind set's), each label after its field's number, each
 * value set under the number: the lone `F` under `15 Sex` ends left of the label, and the label `Blood`
 * beside it was the only candidate: the sex was unreadable on every capture and each was REVIEW.
 */
const numbered: OcrLine[] = [
  line(word('DRIVING', 226, 111, 378, 148), word('LICENCE', 416, 111, 574, 148)),
  line(word('NIGERIA·', 220, 153, 317, 183), word('NGA', 331, 154, 365, 183)),
  line(word('1', 417, 197, 422, 224), word('Surname', 435, 198, 510, 225)),
  line(word('USHIE', 427, 224, 532, 267)),
  line(word('2', 421, 276, 426, 303), word('Given', 439, 276, 480, 304), word('names', 493, 277, 551, 305)),
  line(word('PRISCILLA', 428, 305, 632, 345), word('AGABI', 665, 305, 790, 345)),
  line(word('3', 416, 354, 422, 385), word('Date', 437, 354, 473, 385), word('of', 483, 354, 498, 385), word('birth', 508, 354, 544, 385), word('15', 769, 355, 784, 385), word('Sex', 793, 356, 822, 386), word('Blood', 912, 355, 955, 385)),
  line(word('7-JUL-1986', 425, 391, 610, 425), word('F', 778, 385, 787, 426), word('AB-', 919, 384, 976, 427)),
  line(word('4a', 415, 436, 434, 464), word('Date', 444, 436, 482, 464), word('of', 491, 436, 506, 465), word('issue', 515, 436, 558, 465), word('4b', 770, 434, 785, 464), word('Date', 800, 435, 835, 465), word('of', 849, 436, 860, 466), word('expiry', 869, 436, 919, 467)),
  line(word('2-JUN-2025', 423, 472, 609, 506), word('7-JUL-2029', 779, 471, 966, 507)),
  line(word('5', 413, 599, 418, 627), word('Licence', 431, 599, 495, 627), word('number', 509, 600, 577, 628)),
  line(word('BKW19774EW74', 417, 640, 738, 680)),
];

describe("a licence whose labels follow their fields' numbers, the values under the numbers", () => {
  it('reads the sex under its number, left of its label', async () => {
    const extraction = await driversLicenseHandler.extract({
      page: { text: numbered.map((l) => l.text).join('\n'), confidence: 0.98, skewDegrees: 0, lines: numbered },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.sex, 'F');
    assert.deepEqual(extraction.checks.filter((check) => check.status !== 'pass'), []);
    assert.equal(extraction.fields.dateOfBirth, '1986-07-07');
    assert.equal(extraction.fields.expiryDate, '2029-07-07');
    assert.equal(extraction.fields.documentNumber, 'BKW19774EW74');
  });
});

/*
 * Wordings issuers print that no evaluation set had printed when they were added (`Driving Licence No`,
 * `Other Name`, `Birthdate`, `Issuance Date`, `Valid Thru`), with year-first dates: each unseen wording of
 * a new set had lost its field until it was listed.
 */
const unseenWordings: OcrLine[] = [
  line(word('NATIONAL', 60, 21, 284, 71), word('DRIVERS', 334, 20, 524, 70), word('LICENCE', 566, 19, 748, 69)),
  line(word('Driving', 421, 188, 500, 224), word('Licence', 510, 188, 590, 224), word('No', 600, 189, 630, 225), word('KAN40213AA31', 700, 177, 987, 228)),
  line(word('Surname', 425, 273, 537, 310), word('OKONKWO-EZE', 700, 260, 990, 308)),
  line(word('Other', 423, 366, 490, 399), word('Name', 500, 366, 557, 399), word('CHIDI', 700, 349, 813, 402), word('EMEKA', 838, 349, 961, 402)),
  line(word('Birthdate', 421, 453, 556, 489), word('1971', 700, 450, 760, 494), word('MAY', 775, 450, 840, 494), word('19', 855, 450, 890, 494), word('Sex', 1062, 452, 1115, 489), word('M', 1170, 452, 1190, 489)),
  line(word('Issuance', 421, 544, 520, 579), word('Date', 530, 546, 582, 581), word('2024-01-26', 700, 538, 900, 584), word('Valid', 1063, 544, 1120, 587), word('Thru', 1130, 544, 1180, 587), word('2029-01-25', 1251, 538, 1450, 586)),
];

describe('a licence printing wordings and year-first dates no set had printed', () => {
  it('reads every field under its wording', async () => {
    const extraction = await driversLicenseHandler.extract({
      page: { text: unseenWordings.map((l) => l.text).join('\n'), confidence: 0.98, skewDegrees: 0, lines: unseenWordings },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.documentNumber, 'KAN40213AA31');
    assert.equal(extraction.fields.surname, 'OKONKWO-EZE');
    assert.equal(extraction.fields.givenNames, 'CHIDI EMEKA');
    assert.equal(extraction.fields.dateOfBirth, '1971-05-19');
    assert.equal(extraction.fields.sex, 'M');
    assert.equal(extraction.fields.issueDate, '2024-01-26');
    assert.equal(extraction.fields.expiryDate, '2029-01-25');
    assert.deepEqual(extraction.missing, []);
  });
});

const olderWordings: OcrLine[] = [
  line(word('NATIONAL', 60, 21, 284, 71), word('DRIVERS', 334, 20, 524, 70), word('LICENCE', 566, 19, 748, 69)),
  line(word('Licence', 421, 188, 500, 224), word('No', 510, 189, 540, 225), word('KAN40213AA31', 700, 177, 987, 228)),
  line(word('Surname', 425, 273, 537, 310), word('ADEYEMI', 700, 260, 900, 308)),
  line(word('Christian', 423, 366, 540, 399), word('Names', 550, 366, 630, 399), word('BOLA', 700, 349, 800, 402), word('TUNDE', 838, 349, 961, 402)),
  line(word('Date', 421, 453, 480, 489), word('of', 490, 453, 510, 489), word('Birth', 520, 453, 590, 489), word('19-05-1971', 700, 450, 900, 494), word('Sex', 1062, 452, 1115, 489), word('M', 1170, 452, 1190, 489)),
  line(word('Issuing', 421, 544, 510, 579), word('Date', 520, 546, 582, 581), word('26-01-2024', 700, 538, 900, 584), word('Valid', 1063, 544, 1120, 587), word('Up', 1130, 544, 1160, 587), word('To', 1170, 544, 1200, 587), word('25-01-2029', 1251, 538, 1450, 586)),
];

describe("a licence printing older wordings (`Christian Names`, `Issuing Date`, `Valid Up To`)", () => {
  it('reads every field under its wording', async () => {
    const extraction = await driversLicenseHandler.extract({
      page: { text: olderWordings.map((l) => l.text).join('\n'), confidence: 0.98, skewDegrees: 0, lines: olderWordings },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.givenNames, 'BOLA TUNDE');
    assert.equal(extraction.fields.issueDate, '2024-01-26');
    assert.equal(extraction.fields.expiryDate, '2029-01-25');
    assert.deepEqual(extraction.missing, []);
  });
});

/*
 * The fifteenth blind set's licence on a phone photo (PP-OCR's words and boxes): its small `SURNAME`
 * label read `SURUANE`, too far from any spelling to match as a label, and the surname `NDOLA` under it
 * went unread. Compared with the rn/m confusion folded on both sides, `SURUANE` was three edits from
 * the folded `SUMAME`; as read, it is two from `SURNAME`.
 */
const garbledSurnameLabel: OcrLine[] = [
  line(word('NAL', 200, 132, 253, 196), word("DRIVERS'", 274, 132, 423, 196), word('LICENCE', 444, 131, 571, 195), word('FEDERAL', 1041, 159, 1113, 186), word('ROAD', 1126, 159, 1167, 186), word('SAFETY', 1185, 159, 1244, 186), word('CORPS', 1257, 159, 1311, 186)),
  line(word('L/MO', 89, 212, 118, 242), word('RASS', 657, 209, 697, 244)),
  line(word('DEB17490UT66', 96, 245, 365, 280), word('C', 665, 243, 672, 278)),
  line(word('SURUANE', 91, 293, 153, 325)),
  line(word('NDOLA', 99, 324, 205, 362)),
  line(word('OTHER', 94, 376, 133, 409), word('NAMES', 144, 376, 183, 409)),
  line(word('UMMULKHAIRI', 101, 407, 339, 444), word('MELE', 364, 408, 437, 444)),
];

describe('a licence whose surname label was read with its N garbled', () => {
  it('takes `SURUANE` over a larger name for the surname label: the surname is read', async () => {
    const extraction = await driversLicenseHandler.extract({
      page: { text: garbledSurnameLabel.map((l) => l.text).join('\n'), confidence: 0.95, skewDegrees: 0, lines: garbledSurnameLabel },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.surname, 'NDOLA');
    assert.equal(extraction.labelsReadUnclearly?.surname, 'SURUANE');
    assert.equal(extraction.fields.givenNames, 'UMMULKHAIRI MELE');
  });
});

describe("a licence that numbers its fields (ISO/IEC 18013-1) instead of naming them", () => {
  // The nineteenth blind set's 2021 licence as PP-OCR read its clean capture: no wording at all, and
  // `3. DEC-07-1969` was the page's only old date, read as 3 December 2007: a genuine licence FAILed.
  const numbered = (marks: { surname: string; given: string; birth: string; issue: string; expiry: string; number: string }): OcrLine[] => [
    line(word('DRIVING', 58, 31, 242, 72), word('LICENCE', 283, 31, 475, 72)),
    line(word('NIGERIA', 53, 77, 124, 102), word('FEDERAL', 170, 77, 258, 103), word('ROAD', 275, 76, 324, 103), word('SAFETY', 341, 76, 412, 103), word('CORPS', 433, 76, 491, 103)),
    line(word(marks.surname, 364, 161, 373, 178), word('UMOETUK', 438, 146, 582, 185)),
    line(word(marks.given, 362, 232, 381, 260), word('UWEMEDIMO', 437, 222, 635, 259), word('ABASIAMA', 665, 222, 819, 260)),
    line(word(marks.birth, 365, 306, 380, 336), word('DEC-07-1969', 430, 295, 634, 334), word('IKOT', 912, 295, 961, 324), word('EKPENE', 980, 295, 1068, 324)),
    line(word(marks.issue, 360, 379, 396, 414), word('NOV-08-2026', 430, 370, 631, 410), word(marks.expiry, 843, 379, 877, 413), word('DEC-07-2030', 912, 371, 1113, 408)),
    line(word('4c.', 361, 447, 394, 480), word('FRSC', 429, 442, 485, 480), word('9.', 847, 458, 859, 482), word('D', 918, 448, 924, 482)),
    // The number printed larger than the address under it (the nineteenth set's 2021 design).
    line(word(marks.number, 362, 539, 380, 555), word('IKE36730BM30', 433, 520, 718, 557)),
    line(word('8.', 366, 580, 378, 600), word('23ABAK', 429, 580, 515, 603), word('ROAD,IKOT', 531, 580, 636, 603)),
  ];
  const extract = (lines: OcrLine[]) =>
    driversLicenseHandler.extract({
      page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.98, skewDegrees: 0, lines },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });

  it('reads each field by its number', async () => {
    const extraction = await extract(numbered({ surname: '1.', given: '2.', birth: '3.', issue: '4a.', expiry: '4b.', number: '5.' }));
    assert.deepEqual(extraction.fields, { surname: 'UMOETUK', givenNames: 'UWEMEDIMO ABASIAMA', dateOfBirth: '1969-12-07', issueDate: '2026-11-08', expiryDate: '2030-12-07', documentNumber: 'IKE36730BM30' });
  });

  it("reads a number whose dot was lost when it starts its line a column before the value; not a field's number out of order", async () => {
    const lost = await extract(numbered({ surname: '', given: '', birth: '3', issue: '48', expiry: '4b.', number: '5' }));
    assert.equal(lost.fields.dateOfBirth, '1969-12-07');
    assert.equal(lost.fields.expiryDate, '2030-12-07');
    // Numbers out of their order down the page are no field numbers: nothing read by them.
    const shuffled = await extract(numbered({ surname: '3.', given: '1.', birth: '2.', issue: '4a.', expiry: '4b.', number: '5.' }));
    assert.equal(shuffled.fields.surname, undefined);
    assert.notEqual(shuffled.fields.dateOfBirth, '2007-12-03');
  });
});

describe("a licence's label read a letter or two off, a shorter wording inside it", () => {
  it('takes the whole label `First a Other Nemes`, not `First a Other` with `Nemes` for the given names', async () => {
    // The eighteenth blind set's 2024 licence on a digital zoom, as PP-OCR read it.
    const zoomed: OcrLine[] = [
      line(word("DRIVER'S", 239, 189, 436, 228), word('LICENCE', 474, 190, 645, 230)),
      line(word('Surraine', 157, 275, 226, 303)),
      line(word('EREMOO', 163, 301, 266, 337)),
      line(word('First', 154, 352, 196, 383), word('a', 200, 352, 206, 383), word('Other', 221, 352, 268, 384), word('Nemes', 278, 353, 330, 384)),
      line(word('OYEMIEBI', 157, 380, 306, 418), word('ABBIA', 337, 380, 424, 418)),
      line(word('Date', 155, 434, 188, 463), word('of', 202, 434, 216, 463), word('Birth', 226, 434, 264, 463)),
      line(word('1992-DEC-03', 155, 457, 394, 497)),
      line(word('LICENCE', 157, 818, 245, 850), word('NUMBER', 261, 818, 339, 850)),
      line(word('ABU69926UH13', 163, 864, 562, 917)),
    ];
    const extraction = await driversLicenseHandler.extract({
      page: { text: zoomed.map((l) => l.text).join('\n'), confidence: 0.98, skewDegrees: 0, lines: zoomed },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.givenNames, 'OYEMIEBI ABBIA');
  });

  it('takes no short wording read two edits off for the label: `First & Oth` is not plainly `First/Other`, so what is beside it is read as under a garbled label', async () => {
    // The same set's other 2024 licence on a digital zoom: `First & Oth Nmk` over `IMAEYEN UKEME`.
    const zoomed: OcrLine[] = [
      line(word("DRIVER'S", 239, 194, 424, 231), word('LICENCE', 461, 194, 628, 231)),
      line(word('SU', 157, 277, 170, 303), word('Tuma', 183, 277, 223, 305)),
      line(word('NKANANG', 163, 301, 277, 339)),
      line(word('First', 157, 350, 194, 382), word('&', 205, 351, 210, 383), word('Oth', 221, 351, 248, 383), word('Nmk', 274, 351, 311, 384)),
      line(word('IMAEYEN', 161, 380, 281, 415), word('UKEME', 316, 379, 394, 415)),
    ];
    const extraction = await driversLicenseHandler.extract({
      page: { text: zoomed.map((l) => l.text).join('\n'), confidence: 0.98, skewDegrees: 0, lines: zoomed },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    // Under a garbled label, given names contradict a record only where its own are printed nowhere
    // (the record-guided step finds IMAEYEN UKEME under it); read plainly, `NMK` contradicted it.
    assert.notEqual(extraction.labelsReadUnclearly?.givenNames, undefined);
  });
});

/*
 * The twenty-first blind set's 2010 licence (its clean capture's words and boxes): `NAME` over the
 * surname alone, the given names under `FIRST NAMES`. Unread, a record holding another surname was
 * REVIEW (surname not read) instead of FAIL.
 */
describe('a licence printing NAME over the surname alone and FIRST NAMES apart', () => {
  const nameLines: OcrLine[] = [
    line(word('FEDERAL', 153, 19, 327, 54), word('ROADSAFETY', 356, 19, 628, 54), word('COMMISSION', 663, 19, 912, 54)),
    line(word('NATIONAL', 155, 62, 294, 93), word("DRIVER'S", 315, 62, 439, 93), word('LICENCE', 454, 62, 568, 93)),
    line(word('LICENCE', 947, 117, 1023, 144), word('NO', 1041, 118, 1059, 145)),
    line(word('IJ032097MU85', 958, 160, 1272, 199)),
    line(word('NAME', 45, 237, 110, 268), word('ODUBANJO', 298, 233, 469, 263)),
    line(word('FIRST', 46, 311, 102, 334), word('NAMES', 121, 311, 196, 334), word('GBOLAHAN', 298, 302, 470, 334), word('ADEDAPO', 511, 302, 657, 333)),
    line(word('DOB', 45, 379, 86, 406), word('130583', 297, 366, 418, 403), word('SEX', 592, 379, 624, 406), word('M', 747, 371, 753, 405)),
    line(word('ISSUED', 42, 447, 119, 477), word('141126', 297, 435, 423, 475), word('EXPIRES', 593, 448, 680, 475), word('130531', 746, 436, 867, 473)),
  ];
  const extract = (pageLines: OcrLine[]) =>
    driversLicenseHandler.extract({
      page: { text: pageLines.map((l) => l.text).join('\n'), confidence: 0.98, skewDegrees: 0, lines: pageLines },
      today: '2026-12-01',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });

  it('reads the one word under NAME as the surname, as clearly as it was read', async () => {
    const extraction = await extract(nameLines);
    assert.equal(extraction.fields.surname, 'ODUBANJO');
    assert.equal(extraction.fields.givenNames, 'GBOLAHAN ADEDAPO');
    assert.equal(extraction.fieldConfidence.surname, 0.98);
    assert.deepEqual(extraction.missing, []);
  });

  it('reads no surname from one word under NAME when no other names are labelled', async () => {
    const extraction = await extract(nameLines.filter((l) => l.words[0]!.text !== 'FIRST'));
    assert.equal(extraction.fields.surname, undefined);
    assert.equal(extraction.unsplitName, undefined);
  });
});
