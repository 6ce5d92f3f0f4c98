/**
 * Name comparison that survives what differs between a document, its OCR and an authority record:
 * order (surname first or last), case, diacritics, punctuation, and common spelling variants.
 *
 * Method: both names are folded (NFD, combining marks removed, upper case, letters only), split into
 * tokens, and spelling variants mapped to one form. Each token of the shorter name is paired with its
 * most similar unused token of the other (Jaro-Winkler); the score is the mean of the paired
 * similarities, times the share of the longer name's tokens that were paired (a missing middle name
 * costs a little, a different person a lot). Thresholds: a match needs >= 0.92 overall and every
 * paired token >= 0.88 (one OCR slip in a name stays above it; OKAFOR vs OKORO does not);
 * >= 0.75 is partial (review); below, a mismatch.
 */

/** A name's letters alone: accents taken off, upper case, nothing but A-Z (no spaces or punctuation). */
export const letters = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z]/g, '');

/** Digits OCR reads for the letters they look like. */
export const letterOfDigit: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };

/**
 * A name as read with a digit that looks like a letter, inside a word otherwise of letters, taken for
 * that letter (same length): a condensed face's OOMEN read `00MEN` was the surname MEN, and a genuine
 * passport FAILed as another person's. A word of digits alone is left as it is.
 */
export function digitsAsLetters(name: string): string {
  return name.replace(/[^\s]+/g, (word) => (/\p{L}{2}/u.test(word) && /^[\p{L}\p{M}0158'-]+$/u.test(word) ? word.replace(/[0158]/g, (digit) => letterOfDigit[digit]!) : word));
}

/** Where a name's words end but the last, counted in its letters (`ABDUL-KARIM UBA`: 10; the hyphen joins). */
export function wordEnds(name: string): number[] {
  const ends: number[] = [];
  let count = 0;
  for (const word of name.trim().split(/\s+/)) ends.push((count += letters(word).length));
  return ends.slice(0, -1);
}

export const nameMatchThresholds = { match: 0.92, token: 0.88, partial: 0.75 };

/** Spellings of one name that records and documents use interchangeably. */
const variantGroups = [
  ['MUHAMMAD', 'MOHAMMED', 'MOHAMMAD', 'MUHAMMED', 'MOHAMED', 'MUHAMED'],
  ['ABUBAKAR', 'ABUBAKAR', 'ABUBAKARR', 'ABOUBAKAR'],
  ['AISHA', 'AISHAT', 'AYISHA', 'AISHATU'],
  ['IBRAHIM', 'IBRAHEEM'],
  ['YUSUF', 'YUSUFF', 'YUSSUF'],
  ['OLUWASEUN', 'OLUWASHEUN'],
  ['CHUKWUEMEKA', 'CHUKWUEMEKAH'],
  ['FATIMA', 'FATIMAH', 'FATIMOH'],
  ['ABDULLAHI', 'ABDULLAH'],
];
const canonical = new Map<string, string>();
for (const group of variantGroups) for (const name of group) canonical.set(name, group[0]!);

export function nameTokens(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z\s]/g, ' ')
    .split(/\s+/)
    .filter((token) => token.length > 0)
    .map((token) => canonical.get(token) ?? token);
}

function jaro(a: string, b: string): number {
  if (a === b) return 1;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  return (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
}

export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  let prefix = 0;
  while (prefix < Math.min(4, a.length, b.length) && a[prefix] === b[prefix]) prefix++;
  return j + prefix * 0.1 * (1 - j);
}

/**
 * A token of one name that is two or more consecutive tokens of the other run together, letter for
 * letter, is split like them: OCR of a small print loses the space between two given names
 * (`FOLAKECHUKWUDI` for `FOLAKE CHUKWUDI`), and the same letters in the same order are the same name.
 */
function splitRunTogether(tokens: string[], other: string[]): string[] {
  return tokens.flatMap((token) => {
    for (let i = 0; i < other.length; i++) {
      let joined = other[i]!;
      for (let j = i + 1; j < other.length && joined.length < token.length; j++) {
        joined += other[j]!;
        if (joined === token) return other.slice(i, j + 1);
      }
    }
    return [token];
  });
}

/** 0-1 similarity of two full names, order-free, and the weakest token pair's similarity. */
export function nameSimilarity(left: string, right: string): { similarity: number; weakestToken: number } {
  const b = nameTokens(right);
  const a = splitRunTogether(nameTokens(left), b);
  b.splice(0, b.length, ...splitRunTogether(b, a));
  if (a.length === 0 || b.length === 0) return { similarity: 0, weakestToken: 0 };
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Set<number>();
  let total = 0;
  let weakestToken = 1;
  for (const token of short) {
    let best = 0;
    let bestIndex = -1;
    long.forEach((other, index) => {
      if (used.has(index)) return;
      const score = jaroWinkler(token, other);
      if (score > best) [best, bestIndex] = [score, index];
    });
    if (bestIndex >= 0) used.add(bestIndex);
    total += best;
    weakestToken = Math.min(weakestToken, best);
  }
  const coverage = 0.9 + 0.1 * (short.length / long.length);
  return { similarity: (total / short.length) * coverage, weakestToken };
}

export type NameVerdict = 'match' | 'partial' | 'mismatch';

export function compareNames(left: string, right: string): { similarity: number; verdict: NameVerdict } {
  const { similarity, weakestToken } = nameSimilarity(left, right);
  const verdict =
    similarity >= nameMatchThresholds.match && weakestToken >= nameMatchThresholds.token ? 'match' : similarity >= nameMatchThresholds.partial ? 'partial' : 'mismatch';
  return { similarity, verdict };
}

/*
 * The passport's two zones. compareNames is lenient on purpose: an authority record and a document are
 * two sources that spell one person differently. The MRZ and the printed (visual) zone are not two
 * sources: they are one issuer's rendering of one name on one page, so after the transliteration
 * ICAO 9303 applies to the MRZ and the confusions OCR makes, they agree exactly or one was altered.
 */

/** Letters OCR reads as digits; the MRZ's name field never holds a digit, and a printed name neither. */
const digitLookalikes: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };

/** ICAO 9303 (Part 3, transliteration of Latin characters): letters written as two in the MRZ. */
const icaoDigraphs: Record<string, string> = { Æ: 'AE', Œ: 'OE', Ø: 'OE', ß: 'SS', Þ: 'TH', Ĳ: 'IJ' };

/**
 * A printed name as its MRZ field would write it: upper case, ICAO's digraphs, accents and other
 * combining marks dropped (a Yoruba Ọ, Ẹ, Ṣ is O, E, S), digits OCR read for their look-alike letters
 * put back, and every separator (space, hyphen, apostrophe, stray punctuation) as the filler `<`.
 * `umlautAsOne` writes Ä, Ö, Ü as A, O, U instead of AE, OE, UE: ICAO recommends the latter, issuers use both.
 */
export function mrzTransliteration(name: string, umlautAsOne = false): string {
  return name
    .toUpperCase()
    .replace(/[ÄÖÜ]/g, (c) => (umlautAsOne ? c : `${c}E`))
    .replace(/[ÆŒØßÞĲ]/g, (c) => icaoDigraphs[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\|/g, 'I')
    .replace(/[0-9]/g, (d) => digitLookalikes[d] ?? '<')
    .replace(/[^A-Z]/g, '<')
    .replace(/^<+|<+$/g, '');
}

/**
 * `mrzTransliteration` with a confidence per output character: each printed character is transliterated
 * alone and lends its OCR confidence to what it becomes (Ä to both of AE). Same text as `mrzTransliteration`.
 */
export function mrzTransliterationRead(name: string, confidences: number[] | undefined, umlautAsOne = false): { text: string; confidences: number[] } {
  let text = '';
  const out: number[] = [];
  Array.from(name).forEach((c, i) => {
    const piece = c
      .toUpperCase()
      .replace(/[ÄÖÜ]/g, (u) => (umlautAsOne ? u : `${u}E`))
      .replace(/[ÆŒØßÞĲ]/g, (u) => icaoDigraphs[u] ?? u)
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/\|/g, 'I')
      .replace(/[0-9]/g, (d) => digitLookalikes[d] ?? '<')
      .replace(/[^A-Z]/g, '<');
    text += piece;
    // Code units, not code points: an astral character's confidence lands on its two halves' place once.
    for (let k = 0; k < piece.length; k++) out.push(confidences?.[i] ?? 1);
  });
  const start = /^<*/.exec(text)![0].length;
  const end = text.replace(/<+$/, '').length;
  if (end <= start) return { text: '', confidences: [] };
  return { text: text.slice(start, end), confidences: out.slice(start, end) };
}

/** The MRZ's name characters as read: its digits taken for the letters they look like, `«` as `<`. */
function mrzNameAsRead(field: string): string {
  return field
    .toUpperCase()
    .replace(/«/g, '<')
    .replace(/[0-9]/g, (d) => digitLookalikes[d] ?? '<')
    .replace(/[^A-Z<]/g, '<');
}

/** Letters PP-OCR took for each other in the MRZ of phone photos (NWACHUKWU read NUACHUKHU, OLUWASEUN OLUHASEUN), with their kin. */
const lookAlikeGroups = ['WUHV', 'MN'];
const lookAlike = (a: string, b: string) => lookAlikeGroups.some((group) => group.includes(a) && group.includes(b));
/**
 * Letters a page's face may make OCR read one for another (K as R, O as D, I as L): a printed letter
 * that differs from the MRZ's by one of these is a misread as often as a forgery, so it must be read
 * more clearly to contradict (passport.ts differingCharacterRead). A forger's letter is any letter.
 */
const shapeGroups = ['KRXPB', 'ODQCG0', 'EF', 'ILTJ1', 'S5', 'Z2', 'B8', 'A4', 'G6', 'YV', 'WUHV', 'MN'];
const shapeLookAlike = (a: string, b: string) => shapeGroups.some((group) => group.includes(a) && group.includes(b));

/**
 * How the read MRZ name field aligns with the one expected from the printed zone: `letters` counts
 * letters changed, added or dropped (what an altered name makes); `filler` counts the MRZ's filler
 * read as K or L (the legacy engine's confusion) and look-alike letters, which prove nothing either way. Separators cost
 * nothing: OCR loses or adds spaces between printed words (`IFEOMAADA` for `IFEOMA ADA`), ICAO omits
 * apostrophes, and the same letters in the same order are the same name.
 * Returns, for each prefix length of `expected`, the cheapest alignment of all of `read` with it.
 */
function alignNames(read: string, expected: string): { letters: number; filler: number }[] {
  type Cost = { letters: number; filler: number };
  const better = (a: Cost, b: Cost) => (a.letters !== b.letters ? a.letters < b.letters : a.filler <= b.filler);
  const add = (a: Cost, letters: number, filler: number): Cost => ({ letters: a.letters + letters, filler: a.filler + filler });
  let previous: Cost[] = [{ letters: 0, filler: 0 }];
  for (let j = 1; j <= expected.length; j++) previous.push(add(previous[j - 1]!, expected[j - 1] === '<' ? 0 : 1, 0));
  for (let i = 1; i <= read.length; i++) {
    const r = read[i - 1]!;
    const row: Cost[] = [add(previous[0]!, r === '<' ? 0 : 1, 0)];
    for (let j = 1; j <= expected.length; j++) {
      const e = expected[j - 1]!;
      const substitute = r === e ? 0 : (e === '<' && (r === 'K' || r === 'L')) || lookAlike(r, e) ? -1 : 1;
      const candidates = [
        substitute === -1 ? add(previous[j - 1]!, 0, 1) : add(previous[j - 1]!, substitute, 0),
        add(previous[j]!, r === '<' ? 0 : 1, 0),
        add(row[j - 1]!, e === '<' ? 0 : 1, 0),
      ];
      row.push(candidates.reduce((best, c) => (better(c, best) ? c : best)));
    }
    previous = row;
  }
  return previous;
}

/**
 * The characters that make two names differ in their cheapest alignment (`alignNames`' letter costs):
 * the read characters changed or added, and the expected ones changed or dropped. A letter the read
 * lacks has no read character of its own: only its printed side is named (the caller judges the read
 * side by its line). Standing it for by the filler either side of the gap, read at 0.71 where the line
 * averaged above 0.75, turned a forged added surname part (NWACHUKWU-EZE printed over NWACHUKWU) from
 * FAIL to REVIEW on the red-team tune split.
 */
function differingCharacters(read: string, expected: string, options: { lookAlikes?: boolean } = {}): { read: number[]; expected: number[]; replaced: [string, string][] } {
  const n = read.length;
  const m = expected.length;
  const letterCost = (c: string) => (c === '<' ? 0 : 1);
  // Letters first, then filler/look-alike confusions, as alignNames orders them.
  const cost: [number, number][][] = Array.from({ length: n + 1 }, () => new Array<[number, number]>(m + 1));
  const less = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  cost[0]![0] = [0, 0];
  for (let j = 1; j <= m; j++) cost[0]![j] = [cost[0]![j - 1]![0] + letterCost(expected[j - 1]!), 0];
  for (let i = 1; i <= n; i++) {
    const r = read[i - 1]!;
    cost[i]![0] = [cost[i - 1]![0]![0] + letterCost(r), 0];
    for (let j = 1; j <= m; j++) {
      const e = expected[j - 1]!;
      const confusion = r !== e && ((e === '<' && (r === 'K' || r === 'L')) || lookAlike(r, e));
      const diagonal: [number, number] = confusion ? [cost[i - 1]![j - 1]![0], cost[i - 1]![j - 1]![1] + 1] : [cost[i - 1]![j - 1]![0] + (r === e ? 0 : 1), cost[i - 1]![j - 1]![1]];
      const up: [number, number] = [cost[i - 1]![j]![0] + letterCost(r), cost[i - 1]![j]![1]];
      const left: [number, number] = [cost[i]![j - 1]![0] + letterCost(e), cost[i]![j - 1]![1]];
      cost[i]![j] = [diagonal, up, left].reduce((best, c) => (less(c, best) ? c : best));
    }
  }
  const readAt: number[] = [];
  const expectedAt: number[] = [];
  const replaced: [string, string][] = [];
  let i = n;
  let j = m;
  const same = (a: [number, number], b: [number, number]) => a[0] === b[0] && a[1] === b[1];
  while (i > 0 || j > 0) {
    const here = cost[i]![j]!;
    if (i > 0 && j > 0) {
      const r = read[i - 1]!;
      const e = expected[j - 1]!;
      const confusion = r !== e && ((e === '<' && (r === 'K' || r === 'L')) || lookAlike(r, e));
      const before = cost[i - 1]![j - 1]!;
      const step: [number, number] = confusion ? [before[0], before[1] + 1] : [before[0] + (r === e ? 0 : 1), before[1]];
      if (same(step, here)) {
        // A look-alike letter pair (M for N) counts when asked for: on a `fillerMisread` they are all that differ.
        if ((!confusion || (options.lookAlikes && e !== '<')) && r !== e) {
          readAt.push(i - 1);
          expectedAt.push(j - 1);
          replaced.push([r, e]);
        }
        i--;
        j--;
        continue;
      }
    }
    if (i > 0 && same([cost[i - 1]![j]![0] + letterCost(read[i - 1]!), cost[i - 1]![j]![1]], here)) {
      if (read[i - 1] !== '<') readAt.push(i - 1);
      i--;
      continue;
    }
    if (expected[j - 1] !== '<') expectedAt.push(j - 1);
    j--;
  }
  return { read: readAt, expected: expectedAt, replaced };
}

export type ZoneNameVerdict =
  /** The MRZ says exactly what the printed zone says. */
  | 'agree'
  /** The MRZ's name field was cut short by the read (its line 1 partly read) before the printed name ended. */
  | 'mrzPartlyRead'
  /** Only characters OCR confuses stand between them (filler read as K or L, W for U, M for N): maybe a misread, not evidence. */
  | 'fillerMisread'
  /** A letter differs, is added or is missing. */
  | 'differ'
  /** Only one printed part was read and the MRZ's `<<` between its parts was not: nothing to compare. */
  | 'notCompared';

/** One alignment of the MRZ's characters as read with what the printed name says they must be. */
function judge(read: string, expectedOf: (umlautAsOne: boolean) => string, options: { truncated: boolean; partlyRead: boolean }): ZoneNameVerdict {
  const verdicts = [false, true].map((umlautAsOne): ZoneNameVerdict => {
    const expected = expectedOf(umlautAsOne);
    const costs = alignNames(read, expected);
    const exact = costs[expected.length]!;
    if (exact.letters === 0 && exact.filler === 0) return 'agree';
    // A prefix of the printed name matched letter for letter: the rest lies beyond what the MRZ shows.
    const prefixAgrees = costs.some((c, j) => j < expected.length && c.letters === 0 && c.filler === 0 && /[A-Z]/.test(expected.slice(j)));
    if (prefixAgrees && options.truncated) return 'agree';
    if (prefixAgrees && options.partlyRead) return 'mrzPartlyRead';
    return exact.letters === 0 ? 'fillerMisread' : 'differ';
  });
  const order: ZoneNameVerdict[] = ['agree', 'mrzPartlyRead', 'fillerMisread', 'differ'];
  return order.find((v) => verdicts.includes(v))!;
}

/** Per-character confidences of a zone comparison's inputs (each aligned with its string); absent sides count as unknown. */
export interface ZoneReadConfidences {
  mrzLine1?: number[];
  surname?: number[];
  givenNames?: number[];
}

/**
 * The confidence of the clearest character among those that make the MRZ and the printed name differ,
 * on each side (undefined where that side's confidences are unknown, or no character of it differs).
 * A mean over a line hides the one letter a misread changed, so only the differing letters count; and
 * one differing letter read clearly is the evidence (ADEYEMO over ADEYEMI), so a whole replaced surname
 * is not excused by one of its many differing letters read weakly.
 */
function differingConfidence(
  read: string,
  readConfidences: number[] | undefined,
  readOffset: number,
  expectedOf: (umlautAsOne: boolean) => { text: string; confidences: number[] },
  printedKnown: boolean,
  lookAlikes = false,
): { mrz?: number; printed?: number; lookAlike?: true } {
  const candidates = [false, true].map((u) => {
    const expected = expectedOf(u);
    return { expected, at: differingCharacters(read, expected.text, { lookAlikes }) };
  });
  const { expected, at } = candidates.reduce((best, c) => (c.at.read.length + c.at.expected.length < best.at.read.length + best.at.expected.length ? c : best));
  const clearest = (values: number[]) => (values.length === 0 ? undefined : Math.max(...values));
  // Every difference a letter replaced by one of its look-alikes, none added or dropped.
  const lookAlike = at.replaced.length > 0 && at.replaced.length === at.expected.length && at.replaced.length === at.read.length && at.replaced.every(([r, e]) => shapeLookAlike(r, e));
  return {
    ...(lookAlike ? { lookAlike: true as const } : {}),
    mrz: readConfidences ? clearest(at.read.map((i) => readConfidences[readOffset + i] ?? 0)) : undefined,
    // Only characters the print's read lacks (`ANYAGBU` for the MRZ's `ANYAEGBU`), or a gap where the
    // MRZ has a letter (`ANYA GBU`): no printed letter stands for the difference, and OCR drops and
    // splits letters far more often than a forger does, so it counts as read at 0.
    printed: at.expected.every((j) => expected.text[j] === '<') ? 0 : printedKnown ? clearest(at.expected.map((j) => expected.confidences[j] ?? 1)) : undefined,
  };
}

/**
 * The MRZ's name field (line 1 from its sixth character; `readLength` of line 1's 44 characters were
 * really read, the rest is padding) against the printed surname and given names.
 * The MRZ truncates a name too long for its 39 characters (its last character is then a letter):
 * the printed name must then begin with everything the MRZ holds. A printed part that was not read
 * (undefined) leaves the other compared with its own half of the field, split at `<<`.
 * With `confidences`, a `differ` verdict also says how confidently its differing characters were read.
 */
export function compareZoneNames(options: { mrzLine1: string; readLength: number; surname?: string; givenNames?: string; confidences?: ZoneReadConfidences }): {
  verdict: ZoneNameVerdict;
  /** The printed parts that differ; both when the MRZ's `<<` was not read (then which is unknown). */
  parts: ('surname' | 'givenNames')[];
  /** Whether `parts` are the parts that differ (the MRZ's `<<` was read), not both for want of knowing. */
  attributed: boolean;
  /** With `differ` or `fillerMisread`: the clearest per-character confidence of the differing characters, MRZ side and printed side. */
  differingRead?: { mrz?: number; printed?: number; lookAlike?: true };
} {
  const field = mrzNameAsRead(options.mrzLine1.slice(5, Math.max(5, Math.min(44, options.readLength))));
  const truncated = options.readLength >= 44 && /[A-Z]$/.test(field);
  const partlyRead = options.readLength < 44;
  const split = field.indexOf('<<');
  const { surname, givenNames } = options;
  const conf = options.confidences ?? {};
  const padded = (t: { text: string; confidences: number[] }, length: number) => ({ text: t.text.padEnd(length, '<'), confidences: [...t.confidences, ...new Array<number>(Math.max(0, length - t.text.length)).fill(1)] });
  if (surname === undefined || givenNames === undefined) {
    if (split < 0 || (surname === undefined && givenNames === undefined)) return { verdict: 'notCompared', parts: [], attributed: false };
    const readPart = surname !== undefined ? field.slice(0, split) : field.slice(split + 2);
    const expectedOf =
      surname !== undefined
        ? (u: boolean) => mrzTransliterationRead(surname, conf.surname, u)
        : (u: boolean) => padded(mrzTransliterationRead(givenNames!, conf.givenNames, u), 39 - split - 2);
    const verdict = judge(readPart, (u) => expectedOf(u).text, surname !== undefined ? { truncated: false, partlyRead: false } : { truncated, partlyRead });
    if (verdict !== 'differ' && verdict !== 'fillerMisread') return { verdict, parts: [], attributed: true };
    const printedKnown = (surname !== undefined ? conf.surname : conf.givenNames) !== undefined;
    const differingRead = differingConfidence(readPart, conf.mrzLine1, surname !== undefined ? 5 : 5 + split + 2, expectedOf, printedKnown, verdict === 'fillerMisread');
    if (verdict === 'fillerMisread') return { verdict, parts: [], attributed: true, differingRead };
    return { verdict, parts: [surname !== undefined ? 'surname' : 'givenNames'], attributed: true, differingRead };
  }
  const expectedOf = (u: boolean) => {
    const a = mrzTransliterationRead(surname, conf.surname, u);
    const b = mrzTransliterationRead(givenNames, conf.givenNames, u);
    return padded({ text: `${a.text}<<${b.text}`, confidences: [...a.confidences, 1, 1, ...b.confidences] }, 39);
  };
  const verdict = judge(field, (u) => expectedOf(u).text, { truncated, partlyRead });
  if (verdict !== 'differ' && verdict !== 'fillerMisread') return { verdict, parts: [], attributed: true };
  const differingRead = differingConfidence(field, conf.mrzLine1, 5, expectedOf, conf.surname !== undefined && conf.givenNames !== undefined, verdict === 'fillerMisread');
  // Confusable letters only: how clearly the print's were read is what the record may settle (run-pipeline.ts).
  if (verdict === 'fillerMisread') return { verdict, parts: [], attributed: true, differingRead };
  // Which printed part differs, when the MRZ's `<<` between surname and given names was read.
  if (split < 0) return { verdict, parts: ['surname', 'givenNames'], attributed: false, differingRead };
  const letters = (s: string) => s.replace(/</g, '');
  const mrzSurname = letters(field.slice(0, split));
  const mrzGiven = letters(field.slice(split + 2));
  const parts: ('surname' | 'givenNames')[] = [];
  if ([false, true].every((u) => letters(mrzTransliteration(surname, u)) !== mrzSurname)) parts.push('surname');
  const given = [false, true].map((u) => letters(mrzTransliteration(givenNames, u)));
  if (!given.some((g) => g === mrzGiven || (truncated && g.startsWith(mrzGiven)))) parts.push('givenNames');
  return parts.length > 0 ? { verdict, parts, attributed: true, differingRead } : { verdict, parts: ['surname', 'givenNames'], attributed: false, differingRead };
}
