import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OcrLine } from '../ocr/ocr-pool.js';
import { findOnlyOldDate, findPrintedDate, findPrintedName, findPrintedNameLine, splitPrintedName } from './printed-values.js';

describe("a name printed as one run of words, split where the authority's record says", () => {
  const split = (printed: string, held: { surname?: string; givenNames?: string }) => {
    const parts = splitPrintedName({ value: printed }, held);
    return parts ? [parts.surname.value, parts.givenNames.value] : null;
  };

  it('splits surname first or last, both parts the record', () => {
    assert.deepEqual(split('DAMBAZAU ABUBAKAR SADIQ', { surname: 'DAMBAZAU', givenNames: 'ABUBAKAR SADIQ' }), ['DAMBAZAU', 'ABUBAKAR SADIQ']);
    assert.deepEqual(split('ABUBAKAR SADIQ DAMBAZAU', { surname: 'DAMBAZAU', givenNames: 'ABUBAKAR SADIQ' }), ['DAMBAZAU', 'ABUBAKAR SADIQ']);
    // Letter for letter: a hyphen OCR dropped, or a space it added, is the same name.
    assert.deepEqual(split('OKONKWO OBI NGOZI ADAEZE', { surname: 'OKONKWO-OBI', givenNames: 'NGOZI ADAEZE' }), ['OKONKWO OBI', 'NGOZI ADAEZE']);
  });

  it('reads the other part as printed when only one part is the record (another surname before the given names)', () => {
    assert.deepEqual(split('ADEYEMI NGOZI ADAEZE', { surname: 'OKONKWO', givenNames: 'NGOZI ADAEZE' }), ['ADEYEMI', 'NGOZI ADAEZE']);
    assert.deepEqual(split('OKONKWO NGOZI AMAKA', { surname: 'OKONKWO', givenNames: 'NGOZI ADAEZE' }), ['OKONKWO', 'NGOZI AMAKA']);
  });

  it('splits inside a word OCR ran together only when no split between words is found', () => {
    assert.deepEqual(split('NDAGIMUHAMMADU JIA', { surname: 'NDAGI', givenNames: 'MUHAMMADU JIYA' }), ['NDAGI', 'MUHAMMADU JIA']);
    assert.deepEqual(split('OKAFORMUHAMMADU JIYA', { surname: 'NDAGI', givenNames: 'MUHAMMADU JIYA' }), ['OKAFOR', 'MUHAMMADU JIYA']);
    // ADE|BAYO JOHN inside the word, ADEBAYO|JOHN between words: the word boundary wins.
    assert.deepEqual(split('ADEBAYO JOHN', { surname: 'ADE', givenNames: 'JOHN' }), ['ADEBAYO', 'JOHN']);
  });

  it('never guesses: no part of the record printed, two equally good splits, or one word', () => {
    assert.equal(split('ADEYEMI BOLA TUNDE', { surname: 'OKONKWO', givenNames: 'NGOZI' }), null);
    // BELLO is the record's surname at either end: which end is the surname is not known.
    assert.equal(split('BELLO MUSA BELLO', { surname: 'BELLO', givenNames: 'AHMED' }), null);
    assert.equal(split('DAMBAZAU', { surname: 'DAMBAZAU', givenNames: 'ABUBAKAR' }), null);
  });
});

describe("a card's birth date whose label was not read: the page's one date too old to be an issue date", () => {
  const today = '2026-11-29';
  /** One OCR line per text, its words 20 px tall; the first word of `17 APR 1978 M` read at 0.7. */
  const page = (...texts: string[]): OcrLine[] =>
    texts.map((text, row) => ({ text, confidence: 0.95, words: text.split(' ').map((word, i) => ({ text: word, confidence: i === 0 ? 0.7 : 0.95, box: { x0: i * 80, y0: row * 40, x1: i * 80 + 60, y1: row * 40 + 20 } })) }));

  it('takes the one old date, as its fewest words, with its characters\' confidences', () => {
    const found = findOnlyOldDate(page('IORTYOM', '17 APR 1978 M', '12 APR 2025'), { today, taken: [] });
    assert.equal(found?.value, '17 APR 1978');
    assert.deepEqual(found?.charConfidences?.slice(0, 3), [0.7, 0.7, 1]);
  });

  it('takes none when two old dates are printed, the one is another field\'s, or none is 18 years old', () => {
    assert.equal(findOnlyOldDate(page('17 APR 1978', '02 MAY 1983'), { today, taken: [] }), null);
    assert.equal(findOnlyOldDate(page('17 APR 1978'), { today, taken: ['1978-04-17'] }), null);
    // A child's NIN slip, or an issue date: 2012 is 14 years back.
    assert.equal(findOnlyOldDate(page('03 JAN 2012', '12 APR 2025'), { today, taken: [] }), null);
  });

  it('takes no piece of a number printed in groups, nor a run of digits alone, for a date', () => {
    // `1206 2001` would read as 12 June 2001 (with one space lost), `01 01 70` as 1 January 1970.
    assert.equal(findOnlyOldDate(page('NIN', '1206 2001 234'), { today, taken: [] }), null);
    assert.equal(findOnlyOldDate(page('0803 01 01 70 44'), { today, taken: [] }), null);
    assert.equal(findOnlyOldDate(page('TRACKING', '010170'), { today, taken: [] }), null);
    // The same dates standing alone are dates.
    assert.equal(findOnlyOldDate(page('BORN', '01 01 70'), { today, taken: [] })?.value, '01 01 70');
  });
});

describe("a passport's value found where it is printed when its label was not read", () => {
  const today = '2026-11-30';
  /** One OCR line of words at the given left edges, 30 px tall, 14 px per character. */
  const line = (...words: [string, number][]): OcrLine => ({
    text: words.map(([text]) => text).join(' '),
    confidence: 0.95,
    words: words.map(([text, x]) => ({ text, confidence: 0.95, box: { x0: x, y0: 0, x1: x + 14 * text.length, y1: 30 } })),
  });

  it('finds a date printed with a bilingual month, five words', () => {
    // The fifteenth blind set's 2013 passport: `02 NOV / NOV 36` under a garbled `Date of expiry` label.
    const found = findPrintedDate([line(['DEBA', 340], ['02', 900], ['NOV', 940], ['/', 990], ['NOV', 1016], ['36', 1069])], { iso: '2036-11-02', kind: 'expiry', today, taken: [] });
    assert.equal(found?.value, '02 NOV / NOV 36');
  });

  it("takes a name line's run in its own column, not the next column's value on its row", () => {
    // The sex `M` (its label garbled) three heights right of the given names, on their row.
    const row = line(['BARTHOLOMEW', 418], ['AWEMI', 586], ['DIO', 668], ['GAJERE', 720], ['M', 900]);
    assert.equal(findPrintedNameLine([row], 'BARTHOLOMEW AWEMI DIO GAJERE')?.value, 'BARTHOLOMEW AWEMI DIO GAJERE');
    // Cut at the MRZ's 44th character, the name's last word a beginning: still not the `M`.
    assert.equal(findPrintedNameLine([row], 'BARTHOLOMEW AWEMI DIO GAJ', { cut: true })?.value, 'BARTHOLOMEW AWEMI DIO GAJERE');
  });
});

describe("a card's name found printed as the authority holds it, its label not read", () => {
  /** A table row: a label at x=120 and its value at x=367, `y` px down, 30 px tall, 14 px per character. */
  const row = (label: string, value: string, y: number): OcrLine => ({
    text: `${label} ${value}`,
    confidence: 0.9,
    words: [
      { text: label, confidence: 0.6, box: { x0: 120, y0: y, x1: 120 + 10 * label.length, y1: y + 26 } },
      ...value.split(' ').map((text, i, all) => {
        const x0 = 367 + all.slice(0, i).reduce((sum, word) => sum + 14 * word.length + 12, 0);
        return { text, confidence: 0.84, box: { x0, y0: y, x1: x0 + 14 * text.length, y1: y + 30 } };
      }),
    ],
  });

  it('finds given names printed a word a row, under first and middle name labels it could not read', () => {
    // The eighteenth blind set's slip zoomed from across a table: `Fevre ORIRE`, `Mddane OMOYEMEN`.
    const slip = [row('Sate', 'EKPOSEMI', 216), row('Fevre', 'ORIRE', 270), row('Mddane', 'OMOYEMEN', 324), row('Gendr', 'F', 378)];
    assert.equal(findPrintedName(slip, 'ORIRE OMOYEMEN')?.value, 'ORIRE OMOYEMEN');
    assert.equal(findPrintedName(slip, 'EKPOSEMI')?.value, 'EKPOSEMI');
  });

  it('finds none when a row prints another word, the words stand in the other order, or their rows are apart', () => {
    const slip = [row('Fevre', 'ORIRE', 270), row('Mddane', 'OMOYEMI', 324)];
    assert.equal(findPrintedName(slip, 'ORIRE OMOYEMEN'), null);
    assert.equal(findPrintedName([row('Fevre', 'OMOYEMEN', 270), row('Mddane', 'ORIRE', 324)], 'ORIRE OMOYEMEN'), null);
    // The second word three rows down (the address's street), not the row under the first.
    assert.equal(findPrintedName([row('Fevre', 'ORIRE', 270), row('Adress', 'OMOYEMEN', 432)], 'ORIRE OMOYEMEN'), null);
  });
});
