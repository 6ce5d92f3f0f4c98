import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assemblePage, type Char, type Region } from './ppocr-engine.js';

/*
 * Regions and their characters as the detector and recogniser give them (the fifth blind set's NIN
 * slip, measured): a row of text cut into two regions that overlap.
 */
const region = (x0: number, x1: number): Region => ({ cx: (x0 + x1) / 2, cy: 640, cos: 1, sin: 0, length: x1 - x0, thickness: 50, score: 0.9 });
/** Characters at page x positions inside a region (one CTC step wide each), spaces between words. */
const chars = (r: Region, letters: [string, number][]): Char[] => letters.map(([text, x]) => ({ text, prob: 0.99, start: (x - (r.cx - r.length / 2)) / r.length, end: (x + 8 - (r.cx - r.length / 2)) / r.length }));

describe('a row of text cut into two overlapping regions', () => {
  it('reads a glyph the cut left in both regions once (`3727 6` + `602 3247` is `3727 602 3247`)', () => {
    const [p, q] = [region(43, 241), region(219, 523)];
    const page = assemblePage({ width: 1150, height: 750 }, [p, q], [
      chars(p, [['3', 51], ['7', 80], ['2', 110], ['7', 168], [' ', 190], ['6', 227]]),
      chars(q, [['6', 236], ['0', 270], ['2', 314], [' ', 350], ['3', 391], ['2', 420], ['4', 450], ['7', 504]]),
    ]);
    assert.equal(page.text, '3727 602 3247');
  });

  it('keeps a word the next region does not begin with, and regions that do not overlap', () => {
    const [p, q] = [region(43, 241), region(219, 523)];
    const differ = assemblePage({ width: 1150, height: 750 }, [p, q], [chars(p, [['3', 51], [' ', 190], ['6', 227]]), chars(q, [['8', 236], ['0', 270]])]);
    assert.equal(differ.text, '3 6 80');
    const [r, s] = [region(43, 241), region(250, 523)];
    const apart = assemblePage({ width: 1150, height: 750 }, [r, s], [chars(r, [['6', 227]]), chars(s, [['6', 256], ['6', 290]])]);
    assert.equal(apart.text, '6 66');
  });
});
