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
