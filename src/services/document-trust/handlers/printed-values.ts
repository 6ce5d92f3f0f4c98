import { letters } from '../name-match.js';
import { charsOfWords, type OcrLine, type OcrWord } from '../ocr/ocr-pool.js';
import type { PrintedRead } from './differing-characters.js';
import type { LabelledValue } from './layout-fields.js';
import { meanConfidence, parseDate, yearsBefore, type DateKind } from './text-fields.js';

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
  for (const { iso, window } of printedDates(lines, options.kind, options.today)) {
    if (iso === options.iso) return { value: window.map((w) => w.text).join(' '), confidence: meanConfidence(window), position: 'below' };
  }
  return null;
}

/** A word of digits alone. */
const digits = (word: OcrWord | undefined) => word !== undefined && /^\d+$/.test(word.text);

/**
 * Every run of 1-5 words on one line that reads as a date, fewest words first (five: a bilingual
 * month, `02 NOV / NOV 36`). Digits only, a run is
 * no date when a word of digits stands right before or after it: it is a piece of a number printed
 * in groups (`1206 2001` of a NIN `1206 2001 234`).
 */
function* printedDates(lines: OcrLine[], kind: DateKind, today: string): Generator<{ iso: string; window: OcrWord[] }> {
  for (let size = 1; size <= 5; size++) {
    for (const { words } of lines) {
      for (let start = 0; start + size <= words.length; start++) {
        const window = words.slice(start, start + size);
        if (window.every(digits) && (digits(words[start - 1]) || digits(words[start + size]))) continue;
        const iso = parseDate(window.map((w) => w.text).join(' '), kind, today);
        if (iso) yield { iso, window };
      }
    }
  }
}

/** A birth date this many years back or more is no card's issue date (NIN slips from 2012, PVCs from 2011, licences valid 3-8 years). */
export const unlabelledBirthDateMinAge = 18;

/**
 * The page's one date far enough in the past to be no card's issue date: a card's birth date whose
 * label OCR could not read at all (`MXO` over `17 APR 1978  M` on a 780 px phone photo). None when two
 * such dates are printed (which is which is unknown) or the one is already another field's (`taken`).
 * Its characters' confidences come with it, so a contradiction is judged by them.
 */
export function findOnlyOldDate(lines: OcrLine[], options: { today: string; taken: (string | undefined)[] }): LabelledValue | null {
  const latest = yearsBefore(options.today, unlabelledBirthDateMinAge);
  const earliest = yearsBefore(options.today, 120);
  // Per date, its fewest words (`17 APR 1978`, not `17 APR 1978 M`); of as few, the last printed.
  const found = new Map<string, OcrWord[]>();
  for (const { iso, window } of printedDates(lines, 'birth', options.today)) {
    if (iso > latest || iso < earliest) continue;
    // A run of digits alone (`010170`) is a date only under a date's label: unlabelled, it may be any number.
    if (window.length === 1 && digits(window[0])) continue;
    // An expiry or issue date already read, its two-digit year read again as a birth's (`10 MAY 29`
    // as 1929), is that field's, not a birth date.
    const text = window.map((w) => w.text).join(' ');
    if ((['expiry', 'issue'] as const).some((kind) => options.taken.includes(parseDate(text, kind, options.today) ?? undefined))) continue;
    const known = found.get(iso);
    if (!known || known.length === window.length) found.set(iso, window);
  }
  if (found.size !== 1) return null;
  const [iso, window] = [...found][0]!;
  if (options.taken.includes(iso)) return null;
  const chars = charsOfWords(window);
  return { value: chars.text, confidence: meanConfidence(window), charConfidences: chars.confidences, position: 'below' };
}

/**
 * The distinct dates the page prints that no field took (`taken`: the birth, issue and expiry dates
 * read), between `from` and `to` (ISO): a NIN card's expiry and issue dates under labels OCR garbled
 * (`Eoxoby Date loued` over `2024-05-02 2014-05-03`), which a slip does not print.
 */
export function untakenDates(lines: OcrLine[], options: { today: string; from: string; to: string; taken: (string | undefined)[] }): string[] {
  const found = new Set<string>();
  for (const { iso } of printedDates(lines, 'expiry', options.today)) {
    if (iso >= options.from && iso <= options.to && !options.taken.includes(iso)) found.add(iso);
  }
  return [...found].sort();
}


/**
 * A line's words in runs, one per column: a gap wider than two of the words' heights is no space
 * between two words of one value (the sex `M` on a passport's given-names row, its label unread).
 */
export function columnRuns(line: OcrLine): OcrLine[] {
  const runs: OcrWord[][] = [];
  for (const word of line.words) {
    const run = runs.at(-1);
    const previous = run?.at(-1);
    const height = previous ? Math.max(previous.box.y1 - previous.box.y0, word.box.y1 - word.box.y0) : 0;
    if (run && previous && word.box.x0 - previous.box.x1 <= 2 * height) run.push(word);
    else runs.push([word]);
  }
  return runs.map((words) => ({ ...line, text: words.map((w) => w.text).join(' '), words }));
}

/**
 * An OCR line's column run that is the name letter for letter, in capitals and nothing else (not a
 * signature's lower case, not the MRZ): a passport's name part under a label OCR could not read. With
 * `cut`, the name is the MRZ's cut at the line's 44th character (`OMETERE<HA`), and the printed run
 * that begins with its letters, word for word up to the cut one, is the whole name.
 */
export function findPrintedNameLine(pageLines: OcrLine[], name: string, options: { cut?: boolean } = {}): LabelledValue | null {
  const lines = pageLines.flatMap(columnRuns);
  const wanted = letters(name);
  if (wanted.length < 2) return null;
  const cutWords = name.trim().split(/\s+/).map(letters);
  const beginsWithCut = (text: string) => {
    const words = text.trim().split(/\s+/).map(letters);
    return words.length >= cutWords.length && cutWords.every((word, i) => (i < cutWords.length - 1 ? words[i] === word : words[i]!.startsWith(word)));
  };
  for (const line of lines) {
    const text = line.words.map((w) => w.text).join(' ');
    if (!/^[A-Z][A-Z' -]*$/.test(text) || (letters(text) !== wanted && !(options.cut && beginsWithCut(text)))) continue;
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
  const [run] = apartRuns(lines, wanted);
  return run ? { value: run.map((w) => w.text).join(' ').replace(/,$/, ''), confidence: meanConfidence(run), position: 'below' } : findStackedName(lines, name);
}

/** Every run of one line's words that is `wanted`'s letters, in capitals and standing apart from the line's other words. */
function* apartRuns(lines: OcrLine[], wanted: string): Generator<OcrWord[]> {
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
        if (apart) yield run;
      }
    }
  }
}

/**
 * Given names a slip prints a word a row, under `First Name` and `Middle Name` (the eighteenth blind
 * set's slip zoomed from across a table: its labels read `Fevre` and `Mddane`, its values `ORIRE` and
 * `OMOYEMEN` at 0.84, and the slip stayed REVIEW with its given names unread). Each of the record's
 * words is found apart on a row of its own, in the record's order, each row right under the one before
 * (within two rows' height) and starting in its column: one column of one table. A page printing
 * another word in any of those rows has no name found.
 */
function findStackedName(lines: OcrLine[], name: string): LabelledValue | null {
  const words = name.trim().split(/\s+/).map(letters);
  if (words.length < 2 || words.some((word) => word.length < 2)) return null;
  const under = (previous: OcrWord[], run: OcrWord[]) => {
    const height = Math.max(8, ...previous.map((w) => w.box.y1 - w.box.y0));
    const gap = run[0]!.box.y0 - Math.max(...previous.map((w) => w.box.y1));
    return gap >= -height * 0.3 && gap <= height * 2 && Math.abs(run[0]!.box.x0 - previous[0]!.box.x0) <= height * 1.5;
  };
  const stack = (found: OcrWord[][]): OcrWord[][] | null => {
    if (found.length === words.length) return found;
    for (const run of apartRuns(lines, words[found.length]!)) {
      if (found.length > 0 && !under(found.at(-1)!, run)) continue;
      const whole = stack([...found, run]);
      if (whole) return whole;
    }
    return null;
  };
  const runs = stack([]);
  if (!runs) return null;
  return { value: runs.map((run) => run.map((w) => w.text).join(' ')).join(' '), confidence: meanConfidence(runs.flat()), position: 'below' };
}

/**
 * A name printed as one run of words (`DAMBAZAU ABUBAKAR SADIQ` under `FULL NAME`, no comma) split
 * where the authority's record says the surname ends: at the words that are the record's surname or
 * given names letter for letter, surname first or last. Both parts matching is the split; one part
 * matching names the other part as whatever the page prints there, so a card printing another surname
 * before the record's given names reads that surname (and contradicts the record). With neither part
 * found, or two different splits equally likely, there is none: the name stays unread. A split inside
 * a word is tried only when no split between words is found.
 */
export function splitPrintedName(read: PrintedRead, held: { surname?: string; givenNames?: string }): { surname: PrintedRead; givenNames: PrintedRead } | null {
  const value = read.value;
  const piece = (start: number, end: number): PrintedRead => {
    while (start < end && /\s/.test(value[start]!)) start++;
    while (end > start && /\s/.test(value[end - 1]!)) end--;
    return { value: value.slice(start, end), ...(read.charConfidences ? { charConfidences: read.charConfidences.slice(start, end) } : {}) };
  };
  const same = (printed: PrintedRead, heldPart: string | undefined) => heldPart !== undefined && letters(heldPart) !== '' && letters(printed.value) === letters(heldPart);
  const splitAt = (cuts: number[]) => {
    const candidates: { surname: PrintedRead; givenNames: PrintedRead; agree: number }[] = [];
    for (const cut of cuts) {
      const [head, tail] = [piece(0, cut), piece(cut, value.length)];
      for (const [surname, givenNames] of [[head, tail], [tail, head]] as const) {
        const agree = Number(same(surname, held.surname)) + Number(same(givenNames, held.givenNames));
        if (agree > 0) candidates.push({ surname, givenNames, agree });
      }
    }
    const best = Math.max(0, ...candidates.map((c) => c.agree));
    return candidates.filter((c) => c.agree === best);
  };
  const positions = Array.from(value, (_, i) => i).filter((i) => i > 0 && /\S/.test(value[i]!));
  // Between words first; inside a word only when no word boundary splits it: OCR runs a small card's
  // surname into the first given name (`NDAGIMUHAMMADU JIA` for `NDAGI, MUHAMMADU JIYA`).
  let chosen = splitAt(positions.filter((i) => /\s/.test(value[i - 1]!)));
  if (chosen.length === 0) chosen = splitAt(positions.filter((i) => /\p{L}/u.test(value[i - 1]!) && /\p{L}/u.test(value[i]!)));
  if (chosen.length === 0) return null;
  const splits = new Set(chosen.map((c) => `${c.surname.value}|${c.givenNames.value}`));
  return splits.size === 1 ? { surname: chosen[0]!.surname, givenNames: chosen[0]!.givenNames } : null;
}
