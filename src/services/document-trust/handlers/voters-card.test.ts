import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrLine, OcrWord } from '../ocr/ocr-pool.js';
import { votersCardHandler } from './voters-card.js';

/*
 * The words and boxes PP-OCR gave for a voter's card photographed under flickering office light (the
 * tenth blind set): its VIN printed in four-character groups, taller than and a little above its small
 * `VIN:` label, was read as a line of its own; the groups reach further right of the label than a
 * value beside it was looked for, and the card lost its last two groups.
 */
const word = (text: string, x0: number, y0: number, x1: number, y1: number): OcrWord => ({ text, confidence: 0.96, box: { x0, y0, x1, y1 } });
const line = (...words: OcrWord[]): OcrLine => ({ text: words.map((w) => w.text).join(' '), confidence: 0.96, words });

const lines: OcrLine[] = [
  line(word('INDEPENDENT', 184, 81, 362, 121), word('NATIONAL', 384, 76, 499, 114), word('ELECTORAL', 520, 70, 664, 109), word('COMMISSION', 686, 63, 858, 104), word('INEC', 1274, 72, 1338, 112)),
  line(word('PERMANENT', 182, 127, 411, 169), word('VOTER', 445, 122, 557, 161), word('CARD', 597, 119, 679, 156)),
  line(word('61F4', 560, 209, 643, 252), word('DF9D', 683, 206, 767, 249), word('DFB5', 814, 203, 891, 246), word('4141', 938, 200, 1021, 243), word('08F', 1069, 197, 1125, 240)),
  line(word('VIN:', 366, 230, 398, 257)),
  line(word('SURNAME:', 365, 302, 462, 329), word("MA'AJI", 572, 283, 688, 329)),
  line(word('OTHER', 365, 378, 419, 406), word('NAMES:', 437, 378, 504, 405), word('FATI', 567, 364, 640, 405), word('BULAMA', 660, 362, 820, 404)),
  line(word('DATE', 364, 452, 400, 479), word('OF', 417, 452, 435, 479), word('BIRTH:', 453, 452, 515, 479), word('29/02/1988', 559, 432, 757, 481), word('GENDER:', 944, 444, 1032, 478), word('e', 1044, 455, 1047, 466), word('FEMALE', 1068, 437, 1210, 478)),
  line(word('DELIM:', 357, 523, 428, 554), word('YO/02/05/011', 560, 514, 766, 552)),
];

describe("a voter's card whose VIN, in groups, was read as a line of its own beside its label", () => {
  it('reads the whole VIN, every group, and the sex after a speck read as a letter', async () => {
    const extraction = await votersCardHandler.extract({
      page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.96, skewDegrees: 0, lines },
      today: '2026-11-29',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.documentNumber, '61F4DF9DDFB5414108F');
    assert.equal(extraction.fields.surname, "MA'AJI");
    assert.equal(extraction.fields.givenNames, 'FATI BULAMA');
    assert.equal(extraction.fields.dateOfBirth, '1988-02-29');
    assert.equal(extraction.fields.sex, 'F');
    assert.deepEqual(extraction.missing, []);
  });
});

/*
 * A voter's card whose names are set in a display face (the eleventh blind set): PP-OCR read the
 * surname `KWFJFFFA`, taller than the row under it, and that row's label `Names:` (a wording no list
 * holds) was taken for the surname instead: `NAMES`, read clearly, FAILed the genuine card on its record.
 */
const displayFace: OcrLine[] = [
  line(word('INEC', 57, 26, 209, 84), word('Permanent', 255, 36, 387, 74), word('Voter', 412, 36, 475, 74), word('Card', 494, 37, 538, 74), word('Federal', 595, 37, 683, 75), word('Republic', 701, 37, 808, 75), word('of', 821, 37, 840, 75), word('Nigeria', 865, 37, 940, 75)),
  line(word('VIN:', 55, 189, 104, 223), word('12F062A537E21AED1AB', 309, 181, 734, 222)),
  line(word('Surname:', 52, 281, 158, 313), word('KWFJFFFA', 307, 259, 508, 321)),
  line(word('Names:', 55, 371, 139, 406), word('HAJF', 310, 357, 395, 408), word('FISSA', 429, 356, 522, 407)),
  line(word('Birth:', 55, 462, 117, 495), word('19.5.1971', 314, 456, 491, 492), word('Sex:', 741, 461, 787, 496)),
  line(word('State:', 55, 548, 118, 581), word('BORNO', 313, 536, 412, 579)),
];

describe("a voter's card whose next row's label ends in a colon", () => {
  it('never takes a word ending in a colon for a value: the surname is what is printed beside its label', async () => {
    const extraction = await votersCardHandler.extract({
      page: { text: displayFace.map((l) => l.text).join('\n'), confidence: 0.95, skewDegrees: 0, lines: displayFace },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.surname, 'KWFJFFFA');
    assert.equal(extraction.fields.documentNumber, '12F062A537E21AED1AB');
  });

  it('reads the names under `Names:` after a labelled surname as the given names, the surname taken off when printed there too', async () => {
    const extract = (lines: OcrLine[]) =>
      votersCardHandler.extract({
        page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.95, skewDegrees: 0, lines },
        today: '2026-11-30',
        readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
      });
    const apart = await extract(displayFace);
    assert.equal(apart.fields.givenNames, 'HAJF FISSA');
    assert.deepEqual(apart.missing, []);
    const withSurname = displayFace.map((l) => (l.words[0]?.text === 'Names:' ? line(word('Names:', 55, 371, 139, 406), word('KWFJFFFA', 160, 357, 360, 408), word('HAJF', 380, 357, 465, 408), word('FISSA', 489, 356, 582, 407)) : l));
    assert.equal((await extract(withSurname)).fields.givenNames, 'HAJF FISSA');
  });
});


/*
 * The thirteenth blind set's 2011 voter's card (clean capture, PP-OCR's words and boxes): the surname
 * beside its label broken after its hyphen, its second part on the row under it.
 */
const wrapped: OcrLine[] = [
  line(word('INDEPENDENT', 43, 25, 274, 57), word('NATIONAL', 300, 25, 453, 56), word('ELECTORAL', 479, 25, 658, 56), word('COMMISSION', 689, 25, 889, 56)),
  line(word("VOTER'S", 244, 65, 354, 92), word('CARD', 381, 65, 445, 92)),
  line(word('VIN', 335, 147, 359, 175), word('74F66CC48147F60635C', 553, 139, 871, 172)),
  line(word('SURNAME', 336, 276, 434, 302), word('OGBONDA-', 561, 265, 748, 299)),
  line(word('AMADI', 560, 311, 668, 349)),
  line(word('OTHERNAMES', 337, 383, 485, 407), word('CHUKWUEMEKA', 558, 375, 782, 405), word('ONYEKACHUKWU', 812, 375, 1056, 405), word('OBI', 1082, 375, 1122, 405)),
  line(word('DATE', 336, 453, 380, 478), word('OF', 400, 453, 420, 478), word('BIRTH', 436, 453, 489, 477), word('08DECEMBER', 560, 443, 794, 474), word('1975', 824, 443, 895, 474), word('GENDER', 1042, 451, 1121, 479), word('M', 1177, 444, 1186, 476)),
];

describe("a voter's card whose surname beside its label is broken after a hyphen", () => {
  it('joins the row under it to the surname, without a space', async () => {
    const extraction = await votersCardHandler.extract({
      page: { text: wrapped.map((l) => l.text).join('\n'), confidence: 0.96, skewDegrees: 0, lines: wrapped },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.surname, 'OGBONDA-AMADI');
    assert.equal(extraction.fields.givenNames, 'CHUKWUEMEKA ONYEKACHUKWU OBI');
    assert.equal(extraction.fields.dateOfBirth, '1975-12-08');
  });
});

/*
 * The fifteenth blind set's voter's cards photographed at a steep angle (PP-OCR's words and boxes after
 * the pipeline's deskew): the keystone left each row sloping, so the VIN's groups stand at different
 * heights under their label. On one card the last group (`F45`) rose above the label's bottom; on
 * another the first (`68F5`) sank below the row's top. Each card lost a group and was REVIEW.
 */
const steepRising: OcrLine[] = [
  line(word('INDEPENDENT', 244, 299, 445, 357), word('NATIONAL', 466, 323, 587, 373), word('ELECTORAL', 601, 338, 735, 388), word('COMMISSION', 743, 353, 876, 404)),
  line(word('PERMANENT', 248, 340, 428, 390), word("VOTER'S", 447, 359, 555, 402), word('CARD', 574, 371, 633, 409)),
  line(word('SURNAME', 447, 412, 527, 446)),
  line(word('MAKAMA', 460, 448, 637, 504)),
  line(word('OTHER', 444, 513, 502, 546), word('NAMES', 517, 515, 571, 548)),
  line(word('RUKKAYA', 453, 549, 654, 600)),
  line(word('DATE', 265, 612, 313, 641), word('OF', 328, 613, 347, 642), word('BIRTH', 361, 613, 410, 642), word('GENDER', 698, 620, 760, 647), word('OCCUPATION', 846, 622, 935, 650)),
  line(word('08', 274, 647, 311, 691), word('AUG,', 347, 647, 443, 691), word('2002', 472, 647, 553, 691), word('F', 702, 652, 714, 690), word('FASHION', 851, 650, 942, 683), word('DESIGNER', 964, 650, 1067, 683)),
  line(word('UOTER', 267, 963, 330, 996), word('IDENTIFICATION', 341, 948, 491, 989), word('NUMBER', 507, 941, 574, 974)),
  line(word('14F6', 272, 1002, 371, 1059), word('CE4E', 413, 988, 503, 1044), word('C6B6', 545, 974, 636, 1030), word('AC3F', 670, 962, 754, 1017), word('F45', 780, 953, 839, 1006)),
];
const steepSinking: OcrLine[] = [
  line(word('INDEPENDENT', 87, 131, 299, 182), word('NATIONAL', 322, 153, 445, 196), word('ELECTORAL', 463, 167, 602, 211), word('COMMISSION', 615, 181, 754, 226)),
  line(word('PERMANENT', 90, 169, 280, 215), word("VOTER'S", 303, 187, 417, 227), word('CARD', 439, 198, 498, 234)),
  line(word('SURNAME', 301, 237, 388, 271)),
  line(word('OFFOBOCHE', 312, 273, 570, 330)),
  line(word('OTHER', 305, 336, 364, 367), word('NAMES', 377, 339, 436, 371)),
  line(word('PHILOMENA', 312, 373, 569, 422), word('ENE', 601, 382, 663, 425)),
  line(word('DATE', 112, 434, 165, 463), word('OF', 184, 435, 199, 464), word('BIRTH', 217, 435, 271, 465), word('GENDER', 583, 442, 645, 470), word('OCCUPATION', 739, 445, 833, 473)),
  line(word('09', 125, 472, 160, 513), word('MAY,', 209, 472, 312, 513), word('1998', 340, 472, 423, 513), word('F', 588, 475, 595, 514), word('SALT', 748, 473, 803, 506), word('TRADER', 819, 473, 907, 507)),
  line(word('UOTER', 124, 799, 190, 832), word('IDENTIFICATION', 202, 784, 371, 826), word('NUMBER', 387, 777, 463, 810)),
  line(word('68F5', 127, 840, 239, 904), word('45A0', 288, 824, 391, 888), word('E8CA', 430, 810, 534, 874), word('E76A', 573, 798, 659, 859), word('64C', 698, 788, 757, 847)),
];

describe("a voter's card photographed at a steep angle, its VIN's row sloping under its label", () => {
  for (const [slope, lines, vin] of [
    ['rising', steepRising, '14F6CE4EC6B6AC3FF45'],
    ['sinking', steepSinking, '68F545A0E8CAE76A64C'],
  ] as const) {
    it(`reads every group of a row ${slope} to the right, following it word by word`, async () => {
      const extraction = await votersCardHandler.extract({
        page: { text: lines.map((l) => l.text).join('\n'), confidence: 0.95, skewDegrees: 0, lines: [...lines] },
        today: '2026-11-30',
        readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
      });
      assert.equal(extraction.fields.documentNumber, vin);
    });
  }
});

/*
 * The seventeenth blind set's 2019 card, clean (PP-OCR's words and boxes): its VIN printed in groups of
 * five and four under a small `VIN` label, each group a column's width from the next; the value below
 * the label was the first group alone, and every capture of the card went to REVIEW with no number.
 */
const groupedBelow: OcrLine[] = [
  line(word('PERMANENT', 149, 33, 397, 70), word("VOTER'S", 433, 34, 590, 70), word('CARD', 633, 34, 723, 70)),
  line(word('INEC', 52, 54, 100, 83)),
  line(word('SURNAME', 372, 138, 472, 164)),
  line(word('OCHE', 377, 167, 464, 207)),
  line(word('FIRST&MIDDLENAMES', 371, 229, 624, 257)),
  line(word('OCHEPO', 378, 262, 515, 298), word('ADOKWU', 556, 262, 705, 298)),
  line(word('DATE', 373, 322, 419, 349), word('OF', 437, 322, 456, 350), word('BIRTH', 469, 322, 529, 350), word('GENDER', 898, 323, 976, 349)),
  line(word('October', 376, 352, 489, 387), word('15,', 518, 351, 554, 387), word('1988', 583, 351, 642, 387), word('M', 905, 351, 913, 391)),
  line(word('POLLING', 369, 507, 454, 534), word('UNIT', 472, 507, 518, 534), word('DELIM', 1047, 506, 1103, 535)),
  line(word('DISPENSARY', 373, 534, 539, 568), word('07-01-06-010', 1044, 534, 1231, 567)),
  line(word('VIN', 55, 681, 84, 710)),
  line(word('60F98', 61, 726, 203, 771), word('B4229', 263, 725, 406, 772), word('40CB8', 466, 726, 608, 771), word('64E4', 669, 725, 773, 773)),
];

describe("a voter's card whose VIN is printed in groups a column's width apart under its label", () => {
  it('reads the VIN by its shape, its groups joined', async () => {
    const extraction = await votersCardHandler.extract({
      page: { text: groupedBelow.map((l) => l.text).join('\n'), confidence: 0.96, skewDegrees: 0, lines: groupedBelow },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.documentNumber, '60F98B422940CB864E4');
    assert.deepEqual(extraction.missing, []);
  });
});

describe("a voter's card with its owner's watermark written across it", () => {
  it('takes no word the detector merged with the watermark for the surname: the surname is unread, not another', async () => {
    // The nineteenth blind set's 2023 card: `VERIFICATION` crossing `UMOETUK`, read as one word four label heights tall.
    const watermarked: OcrLine[] = [
      line(word('INDEPENDENT', 215, 225, 343, 257), word('NATIONAL', 358, 225, 446, 256), word('ELECTORAL', 456, 224, 558, 256), word('COMMISSION', 573, 224, 686, 255)),
      // Thickness across the text as PP-OCR's regions gave it: the label's 29, the merged word's 75.
      line({ ...word('Sumame', 144, 295, 217, 327), thickness: 29 }, { ...word('RJFICATUMOETUK', 135, 258, 519, 390), thickness: 75 }),
      line(word('First/Other', 145, 360, 234, 392), word('UWEMEDIMO', 365, 357, 554, 390), word('ABASIAMA', 581, 357, 726, 390)),
      line(word('Born', 142, 428, 176, 458), word('1969', 364, 425, 411, 456), word('DECEMBER', 432, 425, 600, 456), word('7', 610, 425, 621, 456)),
      line(word('VOTER', 134, 810, 193, 840), word('IDENTIFICATION', 207, 811, 366, 842), word('NUMBER', 385, 814, 467, 844)),
      line(word('37F3A1ECD5FE57117B3', 138, 854, 717, 911)),
    ];
    const extraction = await votersCardHandler.extract({
      page: { text: watermarked.map((l) => l.text).join('\n'), confidence: 0.96, skewDegrees: 0, lines: watermarked },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(extraction.fields.surname, undefined);
    assert.equal(extraction.fields.givenNames, 'UWEMEDIMO ABASIAMA');
    assert.equal(extraction.fields.dateOfBirth, '1969-12-07');
    // The same box from a tilted surname, its text no thicker than a value's, is the surname.
    const tilted = watermarked.map((l, i) => (i === 1 ? line(l.words[0]!, { ...word('UMOETUK', 135, 258, 519, 390), thickness: 40 }) : l));
    const read = await votersCardHandler.extract({
      page: { text: tilted.map((l) => l.text).join('\n'), confidence: 0.96, skewDegrees: 0, lines: tilted },
      today: '2026-11-30',
      readMrz: async () => ({ lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 }),
    });
    assert.equal(read.fields.surname, 'UMOETUK');
  });
});
