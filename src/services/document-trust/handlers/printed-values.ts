import type { OcrLine, OcrWord } from '../ocr/ocr-pool.js';
import type { LabelledValue } from './layout-fields.js';
import { meanConfidence, parseDate, type DateKind } from './text-fields.js';

/**
 * A value another source proves (a check-digit-proven MRZ, the authority's record), looked for among
 * what the page prints when its label could not be read. Found this way a value can only equal that
 * source's: it lets a genuine page be read whose labels OCR garbled, and never makes a page agree that
 * prints something else (that stays unread: REVIEW).
 */

/**
 * The fewest words on one line that read as the date `iso` (`10 MAY 2029`, not `2024 10 MAY 2029`),
 * unless the date is already one of `taken` (read under another date label).
 */
export function findPrintedDate(lines: OcrLine[], options: { iso: string; kind: DateKind; today: string; taken: (string | undefined)[] }): LabelledValue | null {
  if (options.taken.includes(options.iso)) return null;
  for (let size = 1; size <= 4; size++) {
    for (const { words } of lines) {
      for (let start = 0; start + size <= words.length; start++) {
        const window = words.slice(start, start + size);
        const text = window.map((w) => w.text).join(' ');
        if (parseDate(text, options.kind, options.today) === options.iso) return { value: text, confidence: meanConfidence(window), position: 'below' };
      }
    }
  }
  return null;
}

const letters = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z]/g, '');

/**
 * An OCR line that is the name letter for letter, in capitals and nothing else (not a signature's
 * lower case, not the MRZ): a passport's name part under a label OCR could not read.
 */
export function findPrintedNameLine(lines: OcrLine[], name: string): LabelledValue | null {
  const wanted = letters(name);
  if (wanted.length < 2) return null;
  for (const line of lines) {
    const text = line.words.map((w) => w.text).join(' ');
    if (!/^[A-Z][A-Z' -]*$/.test(text) || letters(text) !== wanted) continue;
    return { value: text, confidence: meanConfidence(line.words), position: 'below' };
  }
  return null;
}

/**
 * A run of capital-letter words on one line that is the name letter for letter and stands apart from
 * the line's other words (none, or a gap of more than two character heights, on each side): a card's
 * name value beside or under a label OCR could not read. Standing apart keeps a record's `EZE` from
 * being found in a printed `NWACHUKWU- EZE` whose hyphen OCR split off.
 */
export function findPrintedName(lines: OcrLine[], name: string): LabelledValue | null {
  const wanted = letters(name);
  if (wanted.length < 2) return null;
  const capitals = (word: OcrWord) => /^[\p{Lu}' -]+,?$/u.test(word.text) && letters(word.text) !== '';
  for (const { words } of lines) {
    for (let start = 0; start < words.length; start++) {
      let joined = '';
      for (let end = start; end < words.length && capitals(words[end]!); end++) {
        joined += letters(words[end]!.text);
        if (joined.length > wanted.length) break;
        if (joined !== wanted) continue;
        const run = words.slice(start, end + 1);
        const height = Math.max(8, ...run.map((w) => w.box.y1 - w.box.y0));
        const before = words[start - 1];
        const after = words[end + 1];
        const apart = (!before || run[0]!.box.x0 - before.box.x1 > 2 * height) && (!after || after.box.x0 - run.at(-1)!.box.x1 > 2 * height);
        if (apart) return { value: run.map((w) => w.text).join(' ').replace(/,$/, ''), confidence: meanConfidence(run), position: 'below' };
      }
    }
  }
  return null;
}
