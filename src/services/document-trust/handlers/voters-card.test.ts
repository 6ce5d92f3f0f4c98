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
