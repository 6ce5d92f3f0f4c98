import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrLine, OcrWord } from '../ocr/ocr-pool.js';
import { ninSlipHandler } from './nin-slip.js';

/*
 * The words and boxes PP-OCR gave for a NIN card photocopied twice (the tenth blind set): toner specks
 * read as dots in its NIN's groups (`794.`) and in its expiry's year (`203.0`). The NIN was lost and the
 * expiry read as the year 203, "expired".
 */
const word = (text: string, x0: number, y0: number, x1: number, y1: number): OcrWord => ({ text, confidence: 0.97, box: { x0, y0, x1, y1 } });
const line = (...words: OcrWord[]): OcrLine => ({ text: words.map((w) => w.text).join(' '), confidence: 0.97, words });

const lines: OcrLine[] = [
  line(word('NIGERIA', 108, 56, 277, 110)),
  line(word('National', 105, 118, 176, 151), word('Identity', 187, 118, 254, 151), word('Management', 265, 118, 375, 151), word('Commission', 386, 118, 485, 151), word('Multipurpose', 519, 118, 623, 151), word('Card', 640, 118, 673, 151)),
  line(word('SURNAME', 105, 165, 189, 200)),
  line(word('ANJUGU', 115, 197, 228, 240)),
  line(word('GIVEN', 106, 252, 152, 283), word("NAMES'", 167, 252, 239, 283)),
  line(word('EWUGA', 109, 281, 208, 324), word('JOSHUA', 251, 281, 364, 324)),
  line(word('DATE', 105, 334, 145, 368), word('OF', 161, 334, 179, 369), word('BIRTH', 190, 335, 236, 369), word('SEX', 436, 334, 469, 366), word('NATIONALITY', 549, 336, 666, 368)),
  line(word('01-05-1999', 111, 367, 319, 407), word('M', 446, 368, 453, 406), word('NGA', 558, 366, 607, 408)),
  line(word('ISSUE', 101, 419, 151, 453), word('DATE', 162, 419, 207, 453), word('EXPIRY', 439, 419, 499, 452), word('DATE', 515, 419, 554, 453)),
  line(word('29-08-2020', 110, 450, 315, 492), word('28-08-203.0', 444, 451, 647, 492)),
  line(word('NIN', 105, 522, 136, 557)),
  line(word('7939', 117, 557, 239, 618), word('794.', 309, 556, 421, 617), word('0770', 451, 556, 572, 617)),
];

describe('a NIN card photocopied twice, specks read as dots', () => {
  it('reads the NIN across a dot after one of its groups, and the expiry year across a dot inside it', async () => {
    const extraction = await ninSlipHandler.extract({
      page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.97, skewDegrees: 0, lines },
      today: '2026-11-29',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.documentNumber, '79397940770');
    assert.equal(extraction.fields.expiryDate, '2030-08-28');
    assert.equal(extraction.fields.surname, 'ANJUGU');
    assert.deepEqual(extraction.missing, []);
  });
});

/*
 * The thirteenth blind set's NIN card (clean capture, PP-OCR's words and boxes): the NIN grouped 3-4-4,
 * a speck between its first groups read as `/` and `s`.
 */
const specked: OcrLine[] = [
  line(word('NATIONAL', 59, 26, 263, 63), word('IDENTITY', 293, 25, 485, 63), word('CARD', 522, 25, 615, 63)),
  line(word('SURNAME:', 379, 154, 500, 182), word('OGBONDA-AMADI', 591, 146, 936, 179)),
  line(word('OTHER', 380, 221, 448, 250), word('NAMES:', 467, 221, 549, 250), word('CHUKWUEMEKA', 592, 219, 850, 249), word('OBI', 1164, 219, 1209, 249)),
  line(word('D.0.B:', 382, 296, 446, 324), word('08.12.1975', 580, 293, 709, 326), word('SEX:', 897, 300, 945, 333), word('M', 990, 294, 1000, 332)),
  line(word('NATIONAL', 380, 663, 469, 688), word('IDENTIFICATION', 482, 663, 634, 688), word('NUMBER', 651, 663, 726, 688)),
  line(word('320', 384, 696, 469, 743), word('/', 522, 696, 530, 742), word('s', 530, 710, 532, 725), word('3108', 539, 697, 666, 743), word('4014', 733, 697, 860, 743)),
];

describe('a NIN card whose NIN, grouped 3-4-4, has a speck read as words between its groups', () => {
  const extract = (lines: OcrLine[]) =>
    ninSlipHandler.extract({
      page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.97, skewDegrees: 0, lines },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });

  it('drops the speck when the words left are 11 digits', async () => {
    const extraction = await extract(specked);
    assert.equal(extraction.fields.documentNumber, '32031084014');
    assert.deepEqual(extraction.missing, []);
  });

  it('keeps a sign that stands for a digit: without it the NIN would be 10 digits', async () => {
    const misread = specked.map((l) => (l.words[0]!.text === '320' ? line(word('320', 384, 696, 469, 743), word('/', 522, 696, 530, 742), word('108', 539, 697, 666, 743), word('4014', 733, 697, 860, 743)) : l));
    const extraction = await extract(misread);
    assert.notEqual(extraction.fields.documentNumber, '3201084014');
  });

  it('finds the NIN by its 3-4-4 shape when its label was not read', async () => {
    const unlabelled = specked
      .filter((l) => l.words[1]?.text !== 'IDENTIFICATION')
      .map((l) => (l.words[0]!.text === '320' ? line(word('320', 384, 696, 469, 743), word('3108', 539, 697, 666, 743), word('4014', 733, 697, 860, 743)) : l));
    const extraction = await extract(unlabelled);
    assert.equal(extraction.fields.documentNumber, '32031084014');
  });
});

/*
 * The sixteenth blind set's web-printed slip photographed through rain drops (PP-OCR's words and boxes):
 * its values are printed in mixed case, and its birth date's month read `Fcb` (here `Fcx`: `Fcb`, a
 * letter from Feb alone, is read as Feb now, below). With the date unreadable
 * beside its label, the row under the label was looked at; the mixed-case row there (`State of
 * Residence Nasarawa`) was taken for the label's French half, the row under that (`Record Updated Thu
 * Aug 07 2025`) for the birth date, and the genuine slip FAILed on its record.
 */
const mixedCase: OcrLine[] = [
  line(word('Y', 553, 233, 561, 252), word('My', 598, 221, 615, 252), word('NIN', 634, 222, 661, 254), word('Details', 680, 224, 738, 257)),
  line(word('National', 589, 242, 630, 270), word('Identy', 633, 244, 669, 272), word('Managemnt', 677, 246, 735, 275), word('Cmmissn', 738, 249, 796, 278)),
  line(word('NIN', 541, 305, 557, 327), word('50133487871', 680, 308, 810, 342)),
  line(word('First', 537, 354, 563, 379), word('Name', 570, 355, 599, 381), word('Christabel', 680, 357, 772, 388)),
  line(word('Middle', 541, 405, 574, 430), word('Name', 581, 407, 613, 432), word('Bernadette', 679, 406, 774, 438), word('Rini', 788, 409, 822, 439), word('Yare', 835, 411, 869, 440)),
  line(word('Surname', 537, 456, 583, 481), word('Minchakpu', 681, 457, 762, 488)),
  line(word('Gender', 539, 508, 581, 532), word('Female', 677, 508, 734, 535)),
  line(word('Date', 536, 559, 559, 582), word('of', 566, 559, 578, 582), word('Birth', 582, 559, 609, 582), word('Sat', 677, 557, 701, 585), word('Fcx', 719, 558, 743, 586), word('11', 756, 558, 770, 586), word('1995', 789, 559, 822, 587)),
  line(word('State', 536, 609, 563, 632), word('of', 570, 609, 578, 632), word('Residence', 585, 610, 639, 633), word('Nasarawa', 680, 609, 742, 635)),
  line(word('Record', 535, 663, 574, 682), word('Updated', 584, 663, 626, 682), word('Thu', 678, 660, 698, 684), word('Aug', 710, 660, 731, 684), word('07', 743, 659, 755, 684), word('2025', 767, 659, 796, 684)),
];

describe('a slip printing its values in mixed case, its birth date unreadable beside its label', () => {
  it("never takes the mixed-case row under the label for the label's French half: the birth date stays unread", async () => {
    const extraction = await ninSlipHandler.extract({
      page: { text: mixedCase.map((l) => l.text).join('\n'), confidence: 0.97, skewDegrees: 0, lines: mixedCase },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.dateOfBirth, undefined);
    assert.deepEqual(extraction.missing, ['dateOfBirth']);
    assert.equal(extraction.fields.surname, 'MINCHAKPU');
  });

  it('reads the birth date whose month read `Fcb` as February, the one month a letter away', async () => {
    const lines = mixedCase.map((l) => (l.text.includes('Fcx') ? line(...l.words.map((w) => (w.text === 'Fcx' ? { ...w, text: 'Fcb' } : w))) : l));
    const extraction = await ninSlipHandler.extract({
      page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.97, skewDegrees: 0, lines },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.dateOfBirth, '1995-02-11');
    assert.deepEqual(extraction.missing, []);
  });
});

/*
 * The eighteenth blind set's 2013 slip on a phone photo (PP-OCR's words and boxes): a table of small
 * labels beside large values, the labels garbled. `Smame` matched the surname's label, but its value
 * was taken from the row under it (`Fhstame`, the next row's label), the line's own value being more
 * than eight label heights along; and the first and middle names' labels were read past matching.
 */
const slipTable = (firstLabel: string, middleLabel: string): OcrLine[] => [
  line(word('NATIONAL', 153, 124, 255, 155), word('IDENTITY', 271, 124, 358, 155), word('MANAGEMENT', 378, 124, 517, 155), word('COMMISSION', 537, 124, 660, 155)),
  line(word('Smame', 93, 277, 139, 300), word('NKANANG', 337, 270, 489, 309)),
  line(word(firstLabel, 95, 331, 150, 356), word('IMAEYEN', 338, 326, 474, 363)),
  line(word(middleLabel, 98, 385, 164, 409), word('UKEME', 341, 379, 442, 418)),
  line(word('Gender', 102, 440, 139, 461), word('F', 342, 435, 350, 470)),
  line(word('Date', 102, 491, 129, 518), word('of', 138, 491, 147, 518), word('Birth', 152, 491, 180, 518), word('09|06|1990', 340, 486, 530, 527)),
  line(word('NIN', 113, 616, 131, 637), word('70396817613', 191, 615, 513, 660)),
];

describe('a slip printing small labels beside large values, the labels garbled on a phone photo', () => {
  const extract = (lines: OcrLine[]) =>
    ninSlipHandler.extract({
      page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.95, skewDegrees: 0, lines },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });

  it("takes the surname beside its label, not the next row's label under it", async () => {
    const extraction = await extract(slipTable('Fhstame', 'Mdderame'));
    assert.equal(extraction.fields.surname, 'NKANANG');
    assert.equal(extraction.fields.dateOfBirth, '1990-06-09');
  });

  it('reads the given names beside garbled first and middle name labels, the surname labelled, and notes the labels as unclear', async () => {
    const extraction = await extract(slipTable('Arstname', 'Mddename'));
    assert.equal(extraction.fields.givenNames, 'IMAEYEN UKEME');
    assert.ok(extraction.labelsReadUnclearly?.givenNames !== undefined, JSON.stringify(extraction.labelsReadUnclearly));
  });
});

/*
 * The twentieth blind set's 2024 card held up to a window (PP-OCR's words and boxes): labels beside
 * values, each date's month in title case with its capital O read as a zero (`01-0ctober-1985`). Its
 * letters, all lower case, were taken for more of the label's wording, the row under it (`Issue Date
 * 12-0ctober-2025`) for the birth date, and the genuine card FAILed on its record.
 */
const titleCaseMonths: OcrLine[] = [
  line(word('NIN', 941, 304, 964, 327)),
  line(word('NIGERIA', 373, 316, 509, 352), word('7328', 980, 313, 1036, 351), word('2684', 1060, 314, 1116, 351), word('586', 1140, 314, 1177, 351)),
  line(word('Surname', 315, 399, 378, 423), word('ADEMUJIMI', 492, 387, 662, 421)),
  line(word('First', 316, 452, 346, 478), word('Name', 354, 453, 392, 479), word('OLUWADAMILARE', 492, 440, 763, 477)),
  line(word('Middle', 321, 505, 366, 533), word('Name', 374, 507, 410, 534), word('SEYI', 491, 496, 551, 532)),
  line(word('Date', 318, 562, 348, 588), word('of', 357, 561, 366, 587), word('Birth', 374, 560, 405, 587), word('01-0ctober-1985', 493, 548, 711, 586), word('Sex', 855, 550, 881, 587), word('M', 908, 547, 916, 583)),
  line(word('Issue', 316, 616, 354, 642), word('Date', 363, 616, 392, 642), word('12-0ctober-2025', 494, 601, 709, 640)),
  line(word('Expiry', 318, 670, 366, 697), word('Date', 374, 670, 404, 696), word('11-0ctober-2035', 495, 654, 707, 693)),
];

/** The slip handler's reading of a page of these lines, read on 2026-12-01. */
const readLines = (lines: OcrLine[]) =>
  ninSlipHandler.extract({
    page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.97, skewDegrees: 0, lines },
    today: '2026-12-01',
    readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
  });

describe('a card whose dates print a title-case month, its capital O read as a zero', () => {
  it('takes the date beside the label, not the row under it', async () => {
    const extraction = await readLines(titleCaseMonths);
    assert.equal(extraction.fields.dateOfBirth, '1985-10-01');
    assert.equal(extraction.fields.expiryDate, '2035-10-11');
    assert.equal(extraction.fields.givenNames, 'OLUWADAMILARE SEYI');
  });
});

/*
 * The twentieth blind set's kiosk slip in the lender app's capture screen (PP-OCR's words and boxes): a
 * speck after `SEX.` read as a small `1334`, under half the label's height, was taken for the sex and
 * the genuine slip was REVIEW ("labelled but unreadable: sex").
 */
const speckBeforeValue: OcrLine[] = [
  line(word('NATIONALIDENTITYMANAGEMENT', 156, 60, 633, 89), word('COMMISSION', 652, 59, 822, 89)),
  line(word('ENROLMENT', 149, 97, 267, 122), word('ACKNOWLEDGEMENT-NIN', 280, 97, 541, 122), word('SLIP', 557, 97, 591, 122)),
  line(word('NIN', 88, 171, 113, 196), word('20788170444', 454, 166, 703, 209)),
  line(word('SURNAME', 86, 228, 174, 257), word('ADEMUJIMI', 451, 223, 601, 262)),
  line(word('FIRST', 84, 286, 130, 315), word('NAME', 144, 287, 195, 315), word('OLUWADAMILARE', 450, 283, 676, 321)),
  line(word('MIDDLENAME', 82, 344, 214, 374), word('SEYI', 446, 341, 508, 382)),
  line(word('DATEOF', 80, 404, 156, 432), word('BIRTH', 169, 405, 223, 433), word('19851001', 447, 400, 580, 442)),
  line(word('SEX.', 74, 463, 117, 491), word('1334', 117, 475, 135, 486), word('MALE', 450, 459, 507, 502)),
  line(word('STATE', 76, 521, 132, 550), word('OF', 146, 523, 165, 551), word('ORIGIN.', 178, 523, 252, 552), word('ONDO', 441, 519, 494, 555)),
];

describe('a slip with a speck read as a small word between a label and its value', () => {
  it('takes the value, not the speck', async () => {
    const extraction = await readLines(speckBeforeValue);
    assert.equal(extraction.fields.sex, 'M');
    assert.equal(extraction.fields.dateOfBirth, '1985-10-01');
    assert.deepEqual(extraction.missing, []);
    assert.equal(extraction.checks.find((check) => check.code === 'FIELDS_READABLE'), undefined);
  });
});
