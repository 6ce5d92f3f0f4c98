import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { replacesMrzReading, type MrzReading } from './ocr-step.js';

describe("which MRZ reading the passport is judged by: the page read's or a band's", () => {
  const line1 = 'P<NGANKANANG<<IMAEYEN<UKEME<<<<<<<<<<<<<<<<<';
  // The page read: line 1 padded (its filler's end unread), line 2 exact, its number check digit altered.
  const pageRead: MrzReading = { lines: [line1, 'B633961396NGA9006094F360726045374472847<<<36'], confidence: 0.88, problems: 2, whole: false };

  it("keeps the clearer page read against a band read as good whose line 1 is the same (its B->8 misread satisfying the altered digit)", () => {
    const band: MrzReading = { lines: [line1, '8633961396NGA9006094F360726045374472847<<<36'], confidence: 0.74, problems: 2, whole: true };
    assert.equal(replacesMrzReading(band, pageRead), false);
    // Its line 1 with a 0 read for each O is the same line.
    assert.equal(replacesMrzReading({ ...band, lines: ['P<NGAEREM00<<0YEMIEBI<ABBIA<<<<<<<<<<<<<<<<<', band.lines[1]!] }, { ...pageRead, lines: ['P<NGAEREMOO<<OYEMIEBI<ABBIA<<<<<<<<<<<<<<<<<', pageRead.lines[1]!] }), false);
  });

  it('takes a band read as good whose whole line 1 shows what the padding hid (a name letter)', () => {
    const band: MrzReading = { lines: ['P<NGANKANANG<<IMAEYEN<UKEMEA<<<<<<<<<<<<<<<<', pageRead.lines[1]!], confidence: 0.74, problems: 2, whole: true };
    assert.equal(replacesMrzReading(band, pageRead), true);
  });

  it('takes a band read with fewer problems only when as clear, or when every check digit then holds', () => {
    const fewer: MrzReading = { lines: pageRead.lines, confidence: 0.7, problems: 1, whole: false };
    assert.equal(replacesMrzReading(fewer, pageRead), false);
    assert.equal(replacesMrzReading({ ...fewer, confidence: 0.9 }, pageRead), true);
    assert.equal(replacesMrzReading({ ...fewer, problems: 0 }, pageRead), true);
  });
});
