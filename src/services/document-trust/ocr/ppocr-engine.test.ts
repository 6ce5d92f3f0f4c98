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

  it("reads a region's first character once when it is its neighbour's last, where that one stood (`5759` + `9306` is `5759 306`)", () => {
    // The twenty-third blind set's NIN card on a clean capture: regions meeting on the 9, a twelve-digit NIN.
    const [p, q] = [region(230, 345), region(335, 470)];
    const read = (copyAt: number) => assemblePage({ width: 1150, height: 750 }, [p, q], [chars(p, [['5', 246], ['7', 278], ['5', 311], ['9', 334]]), chars(q, [['9', copyAt], ['3', 389], ['0', 421], ['6', 448]])]).text;
    assert.equal(read(336), '5759 306');
    // A 9 of its own, a letter's pitch on: kept.
    assert.equal(read(362), '5759 9306');
  });
});

describe("a letter the recogniser reads twice, a space after it", () => {
  it('drops a lone character nearer the last letter than letters stand, read unsurely (`D7FB 3 3CA` is `D7FB 3CA`)', () => {
    const r = region(430, 610);
    const at = (letters: [string, number][], prob = 0.99): Char[] => chars(r, letters).map((c) => ({ ...c, prob }));
    const read = (echoProb: number, echoX: number) =>
      assemblePage({ width: 1200, height: 760 }, [r], [[...at([['D', 440], ['7', 459], ['F', 478], ['B', 497], [' ', 501]]), ...at([['3', echoX]], echoProb), ...at([[' ', 520], ['3', 549], ['C', 568], ['A', 587]])]]).text;
    assert.equal(read(0.72, 505), 'D7FB 3CA');
    // Read surely, or as far from the B as a letter stands: a character of its own.
    assert.equal(read(0.97, 505), 'D7FB 3 3CA');
    assert.equal(read(0.72, 520), 'D7FB 3 3CA');
  });
});

describe('text slanted across the page (an owner\'s watermark)', () => {
  /** A region at `cy`, `length` long and 40 thick, turned `degrees`. */
  const turned = (cx: number, cy: number, length: number, degrees: number): Region => {
    const angle = (degrees * Math.PI) / 180;
    return { cx, cy, cos: Math.cos(angle), sin: Math.sin(angle), length, thickness: 40, score: 0.9 };
  };
  const word = (r: Region, text: string): Char[] => Array.from(text, (letter, i) => ({ text: letter, prob: 0.99, start: (i + 0.2) / text.length, end: (i + 0.6) / text.length }));

  it("leaves out a region slanted well off the page's lines, keeping the page's own rows and letters", () => {
    // The page's rows run 3 degrees down to the right; the watermark crosses the surname's row at 28.
    const rows = [turned(400, 100, 500, 3), turned(400, 200, 420, 3.5), turned(400, 300, 480, 2.5)];
    const watermark = turned(700, 205, 600, 28);
    const letterAlone = turned(900, 300, 40, 25);
    const page = assemblePage({ width: 1400, height: 800 }, [...rows, watermark, letterAlone], [
      word(rows[0]!, 'SURNAME'),
      word(rows[1]!, 'MOENKWAP'),
      word(rows[2]!, 'NAANLEP'),
      word(watermark, 'NOTVALID'),
      word(letterAlone, 'F'),
    ]);
    assert.doesNotMatch(page.text, /NOTVALID/);
    assert.match(page.text, /MOENKWAP/);
    // A letter alone has no direction to judge: kept.
    assert.match(page.text, /F/);
  });

  it("keeps rows a phone's perspective slants a few degrees apart", () => {
    const rows = [turned(400, 100, 500, -4), turned(400, 200, 500, 3), turned(400, 300, 500, 9)];
    const page = assemblePage({ width: 1400, height: 800 }, rows, [word(rows[0]!, 'TOP'), word(rows[1]!, 'MIDDLE'), word(rows[2]!, 'BOTTOM')]);
    assert.deepEqual(page.lines.map((line) => line.text), ['TOP', 'MIDDLE', 'BOTTOM']);
  });
});
