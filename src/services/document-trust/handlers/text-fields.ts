/** Parsing the values OCR read (dates, sex, names) and repairing OCR confusions. */

import { distance } from 'fastest-levenshtein';
import { digitsAsLetters } from '../name-match.js';

export const monthNames = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const toDigit: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', '|': '1', '!': '1', Z: '2', S: '5', G: '6', B: '8', T: '7' };
const toLetter: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B', '|': 'I' };

export function digitsOnly(text: string): string {
  return [...text.toUpperCase()].map((c) => toDigit[c] ?? c).join('');
}

/**
 * Repairs letter/digit confusions by position: `shape` is a string of A (letter), 9 (digit) and
 * * (either), e.g. passport numbers are "A99999999". Null when the text cannot have that shape.
 */
export function repairByShape(text: string, shape: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== shape.length) return null;
  let out = '';
  for (let i = 0; i < shape.length; i++) {
    const c = compact[i]!;
    const kind = shape[i]!;
    if (kind === '9') out += toDigit[c] ?? c;
    else if (kind === 'A') out += toLetter[c] ?? c;
    else out += c;
  }
  for (let i = 0; i < shape.length; i++) {
    const c = out[i]!;
    if (shape[i] === '9' && !/\d/.test(c)) return null;
    if (shape[i] === 'A' && !/[A-Z]/.test(c)) return null;
    if (shape[i] === '*' && !/[A-Z0-9]/.test(c)) return null;
  }
  return out;
}

function validIso(year: number, month: number, day: number): string | null {
  // No identity document prints a year outside these: `28-08-203.0` (a speck read in 2030) was year 203, and expired.
  if (year < 1900 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Which date a value is: a two-digit year is read in the century that makes sense for it. */
export type DateKind = 'birth' | 'issue' | 'expiry';

/**
 * The full year of a printed year: four digits as they are; two digits (the passport's `12 JAN /JAN 85`)
 * in the past for a birth or issue date (the latest year not after `today`), this century for an expiry.
 */
function fullYear(printed: string, kind: DateKind, today: string): number {
  const year = Number(digitsOnly(printed));
  if (printed.length === 4) return year;
  const century = Number(today.slice(0, 2)) * 100;
  if (kind === 'expiry') return century + year;
  return century + year > Number(today.slice(0, 4)) ? century - 100 + year : century + year;
}

/**
 * Month names as issuers print them, English and French (the bilingual passport and NIN card), full:
 * a printed month is any prefix of three letters or more (`SEPT`, `JUIL`, `AOUT`, `DECEMBER`), so
 * abbreviations need no list of their own.
 */
const monthWords: [string, number][] = [
  ...['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'].map((name, i): [string, number] => [name, i + 1]),
  ...['JANVIER', 'FEVRIER', 'MARS', 'AVRIL', 'MAI', 'JUIN', 'JUILLET', 'AOUT', 'SEPTEMBRE', 'OCTOBRE', 'NOVEMBRE', 'DECEMBRE'].map((name, i): [string, number] => [name, i + 1]),
];

const romanMonths = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

const weekdays = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/**
 * The month a printed word names (1-12), or null: a prefix of 3+ letters of one month's name (`JUI`
 * names two, so none). A word that is no month's prefix falls back to its first three letters as an
 * English abbreviation: the bilingual `JUL/JUIL` read with the slash as a letter (`JULIJUIL`). Only
 * after a day: before one, a word's first letters are too often a month's (`DECISION 12 1990`).
 */
function monthOf(word: string, abbreviationFallback: boolean): number | null {
  const months = new Set(monthWords.filter(([name]) => name.startsWith(word)).map(([, month]) => month));
  if (word.length >= 3 && months.size === 1) return [...months][0]!;
  if (months.size > 1) return null;
  // A three-letter month with one letter misread (`Sat Fcb 11 1995`, a web-printed slip: its birth date
  // unread): the one month's first three letters, English or French, a letter away (`MAV` is MAY's
  // and MAR's: neither). A weekday is no month misread (`SUN` is a letter from JUN).
  if (word.length === 3 && !weekdays.includes(word)) {
    const near = new Set(monthWords.filter(([name]) => distance(name.slice(0, 3), word) === 1).map(([, month]) => month));
    if (near.size === 1) return [...near][0]!;
  }
  // A month written out with one letter lost or misread (`ctober 3rd, 1976`, the nineteenth blind set's
  // slip on a phone photo: its capital O lost at the word's start): one month's whole name a letter away.
  if (word.length >= 5) {
    const near = new Set(monthWords.filter(([name]) => name.length >= 5 && distance(name, word) === 1).map(([, month]) => month));
    if (near.size === 1) return [...near][0]!;
  }
  if (!abbreviationFallback) return null;
  const abbreviation = monthNames.indexOf(word.slice(0, 3)) + 1;
  return abbreviation > 0 ? abbreviation : null;
}

/** Letters OCR reads for digits. */
const digitLookAlikes = 'OILSZBDQG';

/** A day, month or year part as printed, letters OCR reads for digits allowed (`3O`, `I4`). */
const digitPart = `[0-9${digitLookAlikes}]`;

/**
 * A year after a month's name (four or two characters) or a day after one (one or two), look-alike
 * letters allowed but one real digit at least: otherwise a month word's own last letters are taken
 * for them (`6 APRIL` was 6 April 2011, APR and IL read as 11; `APRIL 1995` the 1st, the twenty-first
 * blind set's slip: a genuine birth date then contradicted the record).
 */
const yearPart = `(?=${digitPart}{0,3}\\d)${digitPart}{4}|(?=${digitPart}?\\d)${digitPart}{2}`;
const numberAfterWord = `(?=${digitPart}?\\d)${digitPart}{1,2}`;

/**
 * A day before a month's name: one or two digits, a letter OCR reads for a digit allowed beside a
 * real one. Never look-alike letters alone: `Ised 05|12|2023` (a slip's `Date Issued` label garbled)
 * was read as the day I, the month SED (SEP a letter away) and the year 05.
 */
const dayPart = `(?:\\d{1,2}|\\d[${digitLookAlikes}]|[${digitLookAlikes}]\\d)`;

/**
 * "14 MAR 1990", "01-DEC-1995", "14 MAR /MARS 90", "01 DEC/DÉC 1995" (English then French month,
 * bilingual pages; the slash may be misread as I, L, | or 1), "12 DECEMBER 1981", "4 Mar 1977",
 * "14th March, 1990", "14 MARS 1990" (French), "MAR 14, 1990" (month first), "14-03-1990",
 * "14/03/1990", "14.03.1990", "14 03 1990", "14/03/90", "1990-03-14" (ISO, year first) -> "1990-03-14"; null if not a
 * date. Numeric dates are read day first, as Nigerian documents print them (never month first).
 * `kind` and `today` place a two-digit year.
 */
export function parseDate(text: string, kind: DateKind = 'birth', today = new Date().toISOString().slice(0, 10)): string | null {
  // French months carry accents (`DÉC`, `FÉV`, `AOÛT`): folded, so the bilingual form matches like the others.
  const upper = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    // Every apostrophe-like mark is the apostrophe (`14 Jun‘90`, the twenty-second blind set's 2012
    // licence: a left quote before the year, and the date unread).
    .replace(/[‘’`´ʼ′]/g, "'")
    // A time after the date is no part of it (`1984-09-08 00:00:00`, a record system's printout, its
    // space lost on the twenty-second blind set's slip: `1984-09-0800:00:00`).
    .replace(/(?<=\d)\s*T?\s*\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:AM|PM|Z|UTC|GMT|WAT)?\s*$/, '')
    .trim()
    // A month's letter read as its look-alike digit (`26N0V1984`, `0CT`, `5EP`): digits between two
    // letters (two of them in the French `AOÛT` read `A00T`, the thirteenth blind set's passport), or an
    // O or S before the rest of OCT or SEP, are the letters.
    .replace(/(?<=[A-Z])[01258]+(?=[A-Z])/g, (run) => Array.from(run, (d) => toLetter[d] ?? d).join(''))
    .replace(/(?<![A-Z])0(?=CT)/g, 'O')
    .replace(/(?<![A-Z])5(?=EP)/g, 'S')
    // A slash between numbers read as a bar (`03|12|1992`, the eighteenth blind set's 2013 slip);
    // middle dots between them are dots (`13·03·1985`, its NIN card; `04·AUG·1991` too), and so is a comma between two
    // numbers with no space (`1974.05,19`, a dot of its agent's printout read as a comma).
    .replace(/(?<=\d)\s*\|\s*(?=\d)/g, '/')
    .replace(/(?<=[0-9A-Z])\s*[·•∙‧]\s*(?=[0-9A-Z])/g, '.')
    .replace(/(?<=\d),(?=\d)/g, '.');
  // A speck read as a dot or comma inside a number of a date whose parts are apart by hyphens or slashes
  // (`28-08-203.0`): no part of it, as a dot is where dots are the separator (`09.02.1946`).
  const cleaned = /\d\s*([-/])\s*\d{1,2}\s*\1\s*\d/.test(upper) ? upper.replace(/(?<=\d)[.,·](?=\d)/g, '') : upper;
  return parseCleanDate(cleaned, kind, today);
}

function parseCleanDate(upper: string, kind: DateKind, today: string): string | null {
  const named = (day: string, word: string, year: string, abbreviationFallback: boolean) => {
    const month = monthOf(word, abbreviationFallback);
    const d = Number(digitsOnly(day));
    const y = fullYear(year, kind, today);
    return month !== null && Number.isInteger(d) && Number.isInteger(y) ? validIso(y, month, d) : null;
  };
  // The slash before the French month is often read as I, l, | or 1 (`02 JUL IJUIL 1982`, PP-OCR at 1000 px),
  // and some pages print none (`15 OCT OCT 88`, the seventeenth blind set's 2013 passport), or put the
  // French in brackets (`13 MAY (MAI) 1983`, the twenty-first's 2008 passport).
  // Issuers also join the parts with hyphens, slashes or dots (`01-DEC-1995`, the NIMC slip).
  // `15th of March 1970` and `15 Mar '70` too.
  // A two-digit year is no year when a separator and more digits follow it: `3. DEC-07-1969` (a field's
  // number before a month-first date, the nineteenth blind set's licence) is not 3 December 2007.
  const dayFirst = new RegExp(`(?<![0-9A-Z])(${dayPart})(?:ST|ND|RD|TH)?\\s*(?:OF\\s+)?[-./]?\\s*([A-Z]{3,})\\.?(?:\\s*[/|IL1(]?\\s*([A-Z]{3,9})\\.?\\)?)?\\s*[-./,]?\\s*['’]?(${yearPart})(?![0-9A-Z])(?!\\s*[-/.]\\s*\\d)`).exec(upper);
  if (dayFirst) {
    // The bilingual form's second month when its first is unread (`09 A00T/AUG 86`, AOÛT's O and U
    // both read as zeros on a phone photo of the twentieth blind set's passport).
    const iso = named(dayFirst[1]!, dayFirst[2]!, dayFirst[4]!, true) ?? (dayFirst[3] !== undefined && monthOf(dayFirst[2]!, false) === null ? named(dayFirst[1]!, dayFirst[3], dayFirst[4]!, false) : null);
    if (iso) return iso;
  }
  // The comma after the day may be read as a lone mark or digit (`JUN 18 3 1976`, the seventeenth blind
  // set's multipurpose card: the spaced digits after it were read as 18-03-1976): before a four-digit
  // year, one character standing alone there is the comma.
  // Its parts joined by hyphens or slashes too (`DEC-07-1969`, the nineteenth blind set's licence).
  const monthFirst = new RegExp(`(?<![0-9A-Z])([A-Z]{3,})\\.?\\s*[-/]?\\s*(${numberAfterWord})(?:ST|ND|RD|TH)?(?:\\s*[-/,.]|\\s+[0-9,.;:'’])?\\s*(${digitPart}{4})(?![0-9A-Z])`).exec(upper);
  if (monthFirst) {
    const iso = named(monthFirst[2]!, monthFirst[1]!, monthFirst[3]!, false);
    if (iso) return iso;
  }
  // Month first with a two-digit year (`AUG 04 91`, `Aug. 4, '91`): only as the whole value, as a
  // month-first date's two numbers are otherwise too easily a day and the next field's; and only a month
  // spelt as printed, as a label a letter from one (`SEX 12 91`) is no date; and the day apart from the
  // year, as `MAY 2023` is a month and a year.
  const monthFirstShort = /^([A-Z]{3,})\.?\s*[-/]?\s*(\d{1,2})(?:ST|ND|RD|TH)?(?:\s*[-/,.]\s*|\s+)['’]?(\d{2})$/.exec(upper);
  if (monthFirstShort && monthWords.some(([name]) => name.startsWith(monthFirstShort[1]!))) {
    const iso = named(monthFirstShort[2]!, monthFirstShort[1]!, monthFirstShort[3]!, false);
    if (iso) return iso;
  }
  // Year first with the month named (`1970 JAN 02`, `1970-JAN-02`): only a 19xx or 20xx year, its
  // first digit read apart at the start of the value (`2 031-MAR-13`, the eighteenth blind set's 2024
  // licence) joined back.
  const yearFirstNamed = new RegExp(`(?<![0-9A-Z])((?:19|20)\\d{2})\\s*[-./,]?\\s*([A-Z]{3,})\\.?\\s*[-./]?\\s*(${numberAfterWord})(?![0-9A-Z])`).exec(upper.replace(/^([12]) (\d{3}\s*[-./]\s*[A-Z]{3})/, '$1$2'));
  if (yearFirstNamed) {
    const iso = named(yearFirstNamed[3]!, yearFirstNamed[2]!, yearFirstNamed[1]!, false);
    if (iso) return iso;
  }
  // Year first (ISO, `1981-12-12`): only a 19xx or 20xx year, so a day-first date's parts are never taken for it.
  const yearFirst = /(?<![0-9A-Z])((?:19|20)\d{2})\s*[-/.]\s*(\S{1,2})\s*[-/.]\s*(\S{1,2})(?![0-9A-Z])/.exec(upper);
  if (yearFirst) {
    const [year, month, day] = [yearFirst[1]!, yearFirst[2]!, yearFirst[3]!].map((part) => Number(digitsOnly(part)));
    if ([day, month, year].every((n) => Number.isInteger(n))) return validIso(year!, month!, day!);
  }
  const numeric = /(\S{1,2})\s*[-/.]\s*(\S{1,2})\s*[-/.]\s*(\S{4})/.exec(upper);
  if (numeric) {
    const [day, month, year] = [numeric[1]!, numeric[2]!, numeric[3]!].map((part) => Number(digitsOnly(part)));
    if ([day, month, year].every((n) => Number.isInteger(n))) return validIso(year!, month!, day!);
  }
  // The month in Roman numerals (`4-VIII-1991`, `04.VIII.1991`), as some European-trained clerks write
  // it: only between a day and a four-digit year, so no stray I or V of a line is taken for a month.
  const roman = /(?<![0-9A-Z])(\d{1,2})\s*[-./ ]\s*(XII|XI|IX|X|VIII|VII|VI|IV|V|III|II|I)\s*[-./ ]\s*(\d{4})(?![0-9A-Z])/.exec(upper);
  if (roman) {
    const iso = validIso(Number(roman[3]), romanMonths.indexOf(roman[2]!) + 1, Number(roman[1]));
    if (iso) return iso;
  }
  // Day, month and year apart by spaces only (`06 05 1997`, a voter's card): digits as printed, no look-alike letters.
  const spaced = /(?<![0-9A-Z])(\d{1,2})\s+(\d{1,2})\s+(\d{4})(?![0-9A-Z])/.exec(upper);
  if (spaced) return validIso(Number(spaced[3]), Number(spaced[2]), Number(spaced[1]));
  // Such a date with some or all of its spaces lost (`3012 2030`, the eleventh blind set's NIN card;
  // `1409 92`, `010170`, the twelfth's 2010 passport), or with a two-digit year (`01 01 70`), placed by
  // what the date is: only as the whole value, so no number printed in groups (`1206 2001 234`) is read as one.
  const spacesLost = /^(\d{2})\s*(\d{2})\s*(\d{4}|\d{2})$/.exec(upper) ?? /^(\d{1,2})\s+(\d{1,2})\s+(\d{2})$/.exec(upper);
  const daySpaced = spacesLost && validIso(fullYear(spacesLost[3]!, kind, today), Number(spacesLost[2]), Number(spacesLost[1]));
  if (daySpaced) return daySpaced;
  // The same year first (`1970 01 02`, ISO's basic `19700102`): a 19xx or 20xx year, never valid as a
  // day-first date too (its day would be 19 or 20 and its year's first digits a month past 12).
  const yearSpaced = /^((?:19|20)\d{2})\s*(\d{2})\s*(\d{2})$/.exec(upper) ?? /^((?:19|20)\d{2})\s+(\d{1,2})\s+(\d{1,2})$/.exec(upper);
  if (yearSpaced) return validIso(Number(yearSpaced[1]), Number(yearSpaced[2]), Number(yearSpaced[3]));
  // A two-digit year (`14/03/90`), placed by what the date is.
  const shortYear = new RegExp(`(?<![0-9A-Z])(${digitPart}{1,2})\\s*[-/.]\\s*(${digitPart}{1,2})\\s*[-/.]\\s*(${digitPart}{2})(?![0-9A-Z])`).exec(upper);
  if (shortYear) {
    const [day, month] = [shortYear[1]!, shortYear[2]!].map((part) => Number(digitsOnly(part)));
    const year = fullYear(shortYear[3]!, kind, today);
    if ([day, month, year].every((n) => Number.isInteger(n))) return validIso(year, month!, day!);
  }
  return partsOnlyDate(upper);
}

/** Words a printed date carries round its parts that are no part of it (`the 13th day of May`, `Friday`, the French `1er`). */
const dateFillers = new Set(['ST', 'ND', 'RD', 'TH', 'ER', 'OF', 'THE', 'DAY', 'LE', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY', ...weekdays]);

/**
 * A date in a form none of the above knows, read from its parts alone: a value that is nothing but a
 * day, a month's name and a four-digit year (day, month, year; month, day, year; or year, month, day),
 * whatever marks stand between them (`13 — May — 1983`, `(13) MAY 1983`, `the 13th day of May, 1983`,
 * `Friday, 13 May 1983`), or a day, month and four-digit year apart by one mark twice (`13_05_1983`).
 * Each blind set printed a date form the reader had not met, and each time the field went unread; a form
 * is a matter of marks round the parts, which this reads without listing them. Only the whole value, only
 * real digits, only a four-digit year, and no other word: `SEX 12 1991` and `MAY 2023` are no dates.
 */
function partsOnlyDate(upper: string): string | null {
  const sameMark = /^(\d{1,2})\s*([^\sA-Z0-9])\s*(\d{1,2})\s*\2\s*(\d{4})$/.exec(upper);
  if (sameMark) return validIso(Number(sameMark[4]), Number(sameMark[3]), Number(sameMark[1]));
  const parts: ({ kind: 'day' | 'year'; value: number } | { kind: 'month'; value: number })[] = [];
  for (const token of upper.match(/\d+|[A-Z]+/g) ?? []) {
    if (/^\d/.test(token)) {
      if (token.length > 2 && token.length !== 4) return null;
      parts.push({ kind: token.length === 4 ? 'year' : 'day', value: Number(token) });
      continue;
    }
    if (dateFillers.has(token)) continue;
    const month = monthOf(token, false);
    if (month === null) return null;
    // The bilingual form's two halves name one month (`MAY (MAI)`); two months are no date.
    const last = parts.at(-1);
    if (last?.kind === 'month') {
      if (last.value !== month) return null;
      continue;
    }
    parts.push({ kind: 'month', value: month });
  }
  const shape = parts.map((part) => part.kind[0]).join('');
  const value = (kind: string) => parts.find((part) => part.kind === kind)!.value;
  return ['dmy', 'mdy', 'ymd'].includes(shape) ? validIso(value('year'), value('month'), value('day')) : null;
}

/**
 * `today` (ISO) with `years` taken off its year, month and day kept: a bound compared as text with ISO
 * dates (on 29 February a common year's bound sorts between its 28 February and 1 March, as it should).
 */
/**
 * The distinct dates a value's words spell, each from the fewest words in a row (up to five) that
 * parse, read left to right. Two mean the value ran across two columns (`6th September, 2020 19th
 * August, 1936`, an issue date beside the birth date on the sixteenth blind set's slip photographed on
 * a newspaper): which one is the field's is unknown.
 */
export function datesIn(text: string, kind: DateKind, today: string): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const found = new Set<string>();
  for (let start = 0; start < words.length; ) {
    let end = start + 1;
    let iso: string | null = null;
    for (; end <= Math.min(words.length, start + 5) && iso === null; end++) iso = parseDate(words.slice(start, end).join(' '), kind, today);
    if (iso === null) {
      start++;
      continue;
    }
    found.add(iso);
    start = end - 1;
  }
  return [...found];
}

export function yearsBefore(today: string, years: number): string {
  const [year, month, day] = today.split('-');
  return `${Number(year) - years}-${month}-${day}`;
}

/** YYYY-MM-DD -> DD-MM-YYYY, the response's date form. */
export function displayDate(iso: string): string {
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

/** Upper case letters, spaces, hyphens and apostrophes; OCR's "|" for I repaired, digits inside a word read as the letters they look like. */
export function cleanName(text: string): string {
  return digitsAsLetters(text.toUpperCase().replace(/\|/g, 'I'))
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseSex(text: string): string | null {
  const c = text.toUpperCase().trim();
  if (/^(M|MALE)\b/.test(c)) return 'M';
  if (/^(F|FEMALE)\b/.test(c)) return 'F';
  // A lone F over a card's ruled background reads E (the rule taken for its lower bar, blind5's
  // licences); no M reads so.
  if (/^(E|EEMALE)$/.test(c)) return 'F';
  // The word itself after a speck read as a letter (`e FEMALE`, a flickering light's band edge beside the
  // value): one of the two words whole, the other absent.
  const words = c.split(/\s+/);
  if (words.includes('FEMALE') !== words.includes('MALE')) return words.includes('FEMALE') ? 'F' : 'M';
  return null;
}

/** The mean of some confidences; 0 for none. */
export function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
}

export function meanConfidence(values: ({ confidence: number } | undefined)[]): number {
  return mean(values.filter((v): v is { confidence: number } => v !== undefined).map((v) => v.confidence));
}
