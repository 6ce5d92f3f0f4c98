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
