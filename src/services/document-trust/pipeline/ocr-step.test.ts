import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { joinLine1, nextMrzReading, type MrzReading } from './ocr-step.js';

describe("which MRZ reading the passport is judged by: the page read's or a band's", () => {
  const line1 = 'P<NGANKANANG<<IMAEYEN<UKEME<<<<<<<<<<<<<<<<<';
  const reading = (lines: string[], confidence: number, problems: number, whole: boolean): MrzReading => ({ lines, lineConfidences: lines.map((line) => Array.from(line, () => confidence)), confidence, problems, whole, text: lines.join('\n') });
  // The page read: line 1 padded (its filler's end unread), line 2 exact, its number check digit altered.
  const pageRead = reading([line1, 'B633961396NGA9006094F360726045374472847<<<36'], 0.88, 2, false);

  it("keeps the clearer page read against a band read as good whose line 1 is the same (its B->8 misread satisfying the altered digit)", () => {
    const band = reading([line1, '8633961396NGA9006094F360726045374472847<<<36'], 0.74, 2, true);
    assert.equal(nextMrzReading(pageRead, band), pageRead);
    // Its line 1 with a 0 read for each O is the same line.
    const eremoo = reading(['P<NGAEREMOO<<OYEMIEBI<ABBIA<<<<<<<<<<<<<<<<<', pageRead.lines[1]!], 0.88, 2, false);
    assert.equal(nextMrzReading(eremoo, { ...band, lines: ['P<NGAEREM00<<0YEMIEBI<ABBIA<<<<<<<<<<<<<<<<<', band.lines[1]!] }), eremoo);
  });

  it('takes a band read as good whose whole line 1 shows what the padding hid (a name letter)', () => {
    const band = reading(['P<NGANKANANG<<IMAEYEN<UKEMEA<<<<<<<<<<<<<<<<', pageRead.lines[1]!], 0.74, 2, true);
    assert.equal(nextMrzReading(pageRead, band), band);
  });

  it('reads the same lines read again, line 1 whole, as one reading each character as sure as the surer read', () => {
    const band = { ...reading(pageRead.lines, 0.7, 2, true), text: 'the band read' };
    const next = nextMrzReading(pageRead, band);
    assert.equal(next.confidence, 0.88);
    assert.equal(next.whole, true);
    assert.equal(next.text, 'the band read');
    assert.deepEqual(next.lineConfidences[1]!.slice(0, 3), [0.88, 0.88, 0.88]);
  });

  it('takes a band read with fewer problems only when as clear, or when every check digit then holds', () => {
    const fewer = reading(pageRead.lines, 0.7, 1, false);
    assert.equal(nextMrzReading(pageRead, fewer), pageRead);
    assert.equal(nextMrzReading(pageRead, { ...fewer, confidence: 0.9 }).confidence, 0.9);
    assert.equal(nextMrzReading(pageRead, { ...fewer, problems: 0 }).problems, 0);
  });
});

describe('MRZ line 1 read short on the page, joined to its reading alone', () => {
  const row = (text: string, confidence = 0.95) => ({ text, confidences: Array.from(text, () => confidence) });
  // The twentieth blind set's phone photo: two Cs dropped on the page, the filler run's end lost alone.
  const page = row('P<NGAEZE<<AMARAHI<0G0HUKWU<<<<<<<<<<<<<<<<', 0.76);

  it("takes the reading alone's letters and the page's filler run when they make exactly 44 characters", () => {
    const joined = joinLine1(page, row('P<NGAEZE<<AMARACHI<OGOCHUKWU<<'));
    assert.equal(joined?.text, 'P<NGAEZE<<AMARACHI<OGOCHUKWU<<<<<<<<<<<<<<<<');
    assert.equal(joined?.confidences.length, 44);
    assert.equal(joined?.confidences[0], 0.95);
    assert.equal(joined?.confidences[43], 0.76);
  });

  it('takes nothing that does not fit: another length, letters the page read did not have in that order, or no more letters', () => {
    assert.equal(joinLine1(page, row('P<NGAEZE<<AMARACHI<OGOCHUKWUA<<')), null);
    assert.equal(joinLine1(page, row('P<NGAEZE<<AMARACHI<OGOCHUKVU<<')), null);
    assert.equal(joinLine1(page, row('P<NGAEZE<<AMARAHI<OGOHUKWU<<')), null);
    assert.equal(joinLine1(row('P<NGAEZE<<AMARACHI<OGOCHUKWU'), row('P<NGAEZE<<AMARACHI<OGOCHUKWUXY<<')), null);
  });
});
