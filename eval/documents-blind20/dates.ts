import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';
import { dateStyles as blind19Styles, earlierSetStyles as blind19EarlierStyles } from '../documents-blind19/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth to nineteenth sets' designs printed: the French month before the English
 * one on the booklet's data page, with a two-digit year (04 AOÛT/AUG 91) and with four digits (04
 * AOÛT/AUG 1991); the compact year-first figures of a system printout (19910804); an ordinal day with
 * "of" before a written month (4th of August 1991); spaced slashes round a month word (04 / AUG /
 * 1991); hyphens round a title-case month written out (04-August-1991); the compact day-first figures
 * of a licence printer (04081991); the year, a month word and the day run together (1991AUG04); an
 * ordinal day before a title-case month abbreviation (4th Aug 1991); and a zero-padded day, a
 * title-case abbreviation and a two-digit year (04 Aug 91). Only the day-first compact form names
 * its month by a number after the day, the order every Nigerian numeric date keeps.
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** The French abbreviations a bilingual data page prints (with their accents). */
const FRENCH = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL_TITLE = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export type DateStyle =
  /** 09 FÉVR/FEB 46: the French month first, a two-digit year */
  | 'dd MMMfr/MMM yy'
  /** 09 FÉVR/FEB 1946 */
  | 'dd MMMfr/MMM yyyy'
  /** 19460209: compact, the year first */
  | 'yyyymmdd'
  /** 9th of February 1946 */
  | 'do of Mmmm yyyy'
  /** 09 / FEB / 1946 */
  | 'dd / MMM / yyyy'
  /** 09-February-1946 */
  | 'dd-Mmmm-yyyy'
  /** 09021946: compact, the day first */
  | 'ddmmyyyy'
  /** 1946FEB09 */
  | 'yyyyMMMdd'
  /** 9th Feb 1946 */
  | 'do Mmm yyyy'
  /** 09 Feb 46 */
  | 'dd Mmm yy';

export const dateStyles: readonly DateStyle[] = ['dd MMMfr/MMM yy', 'dd MMMfr/MMM yyyy', 'yyyymmdd', 'do of Mmmm yyyy', 'dd / MMM / yyyy', 'dd-Mmmm-yyyy', 'ddmmyyyy', 'yyyyMMMdd', 'do Mmm yyyy', 'dd Mmm yy'];

/** The twelfth to nineteenth sets' forms (the nineteenth set's own and those it kept out): none of this set's may be one of them. */
export const earlierSetStyles: readonly string[] = [...blind19EarlierStyles, ...blind19Styles];

const two = (n: number) => String(n).padStart(2, '0');
const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const fr = FRENCH[m - 1] ?? '';
  const yy = two(y % 100);
  switch (style) {
    case 'dd MMMfr/MMM yy':
      return `${two(d)} ${fr}/${en} ${yy}`;
    case 'dd MMMfr/MMM yyyy':
      return `${two(d)} ${fr}/${en} ${y}`;
    case 'yyyymmdd':
      return `${y}${two(m)}${two(d)}`;
    case 'do of Mmmm yyyy':
      return `${ordinal(d)} of ${FULL_TITLE[m - 1] ?? ''} ${y}`;
    case 'dd / MMM / yyyy':
      return `${two(d)} / ${en} / ${y}`;
    case 'dd-Mmmm-yyyy':
      return `${two(d)}-${FULL_TITLE[m - 1] ?? ''}-${y}`;
    case 'ddmmyyyy':
      return `${two(d)}${two(m)}${y}`;
    case 'yyyyMMMdd':
      return `${y}${en}${two(d)}`;
    case 'do Mmm yyyy':
      return `${ordinal(d)} ${TITLE[m - 1] ?? ''} ${y}`;
    case 'dd Mmm yy':
      return `${two(d)} ${TITLE[m - 1] ?? ''} ${yy}`;
  }
}

/** "Today" for the set: BLIND20_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND20_TODAY');
