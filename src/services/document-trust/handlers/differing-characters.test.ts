import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clearestDifferingDateCharacter } from './differing-characters.js';

/*
 * A printed date whose month's name was replaced (the eleventh blind set's viz-dob passports: `06 JAN /
 * JANV 1979` printed beside an MRZ holding 6 November) differs from the other date by a whole word, no
 * one letter: it was judged by the field's mean and sent to REVIEW on every capture.
 */
const read = (value: string, confidenceAt: (i: number) => number) => ({ value, charConfidences: Array.from(value, (_, i) => confidenceAt(i)) });

describe('how clearly a printed date that differs was read', () => {
  it("judges a month's name replaced by its clearest letter", () => {
    assert.equal(clearestDifferingDateCharacter(read('06 JAN / JANV 1979', () => 0.99), '1979-11-06', 'birth', '2026-11-30'), 0.99);
    // Every letter of the month read unclearly: a misread it may be.
    assert.equal(clearestDifferingDateCharacter(read('06 JAN / JANV 1979', (i) => (i >= 3 && i <= 5 ? 0.6 : 0.99)), '1979-11-06', 'birth', '2026-11-30'), 0.6);
  });

  it('still judges a month one letter apart, and a digit, by the differing character alone', () => {
    assert.equal(clearestDifferingDateCharacter(read('06 JUN 1979', (i) => (i === 5 ? 0.7 : 0.99)), '1979-07-06', 'birth', '2026-11-30'), 0.7);
    assert.equal(clearestDifferingDateCharacter(read('06/11/1978', (i) => (i === 9 ? 0.5 : 0.99)), '1979-11-06', 'birth', '2026-11-30'), 0.5);
  });
});
