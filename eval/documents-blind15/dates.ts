import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';
import { dateStyles as blind14Styles, earlierSetStyles as blind14EarlierStyles } from '../documents-blind14/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth, thirteenth or fourteenth set's designs printed.
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** The French abbreviations a bilingual data page prints after the English ones. */
const FRENCH = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;
/** A printout's month: three letters, the first a capital. */
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export type DateStyle =
  /** 09 FEB / FÉVR 46: a bilingual month with the slash spaced, a two-digit year */
  | 'dd MMM / MMM yy'
  /** 09 FEB / FÉVR 1946 */
  | 'dd MMM / MMM yyyy'
  /** 09 February 1946 */
  | 'dd Mmmm yyyy'
  /** Feb 9, 1946 */
  | 'Mmm d, yyyy'
  /** 09 / 02 / 1946 (spaced slashes) */
  | 'dd / mm / yyyy'
  /** 9.2.1946 (no leading zeros) */
  | 'd.m.yyyy'
  /** 09FEB46 */
  | 'ddMMMyy'
  /** 09-Feb-46 */
  | 'dd-Mmm-yy'
  /** 9/2/46 */
  | 'd/m/yy'
  /** 09 FEB, 1946 */
  | 'dd MMM, yyyy';

export const dateStyles: readonly DateStyle[] = ['dd MMM / MMM yy', 'dd MMM / MMM yyyy', 'dd Mmmm yyyy', 'Mmm d, yyyy', 'dd / mm / yyyy', 'd.m.yyyy', 'ddMMMyy', 'dd-Mmm-yy', 'd/m/yy', 'dd MMM, yyyy'];

/** The twelfth to fourteenth sets' forms (the fourteenth set's own and those it kept out): none of this set's may be one of them. */
export const earlierSetStyles: readonly string[] = [...blind14EarlierStyles, ...blind14Styles];

const two = (n: number) => String(n).padStart(2, '0');

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const yy = two(y % 100);
  switch (style) {
    case 'dd MMM / MMM yy':
      return `${two(d)} ${en} / ${FRENCH[m - 1] ?? ''} ${yy}`;
    case 'dd MMM / MMM yyyy':
      return `${two(d)} ${en} / ${FRENCH[m - 1] ?? ''} ${y}`;
    case 'dd Mmmm yyyy':
      return `${two(d)} ${FULL[m - 1] ?? ''} ${y}`;
    case 'Mmm d, yyyy':
      return `${TITLE[m - 1] ?? ''} ${d}, ${y}`;
    case 'dd / mm / yyyy':
      return `${two(d)} / ${two(m)} / ${y}`;
    case 'd.m.yyyy':
      return `${d}.${m}.${y}`;
    case 'ddMMMyy':
      return `${two(d)}${en}${yy}`;
    case 'dd-Mmm-yy':
      return `${two(d)}-${TITLE[m - 1] ?? ''}-${yy}`;
    case 'd/m/yy':
      return `${d}/${m}/${yy}`;
    case 'dd MMM, yyyy':
      return `${two(d)} ${en}, ${y}`;
  }
}

/** "Today" for the set: BLIND15_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND15_TODAY');
