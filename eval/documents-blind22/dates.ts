import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';
import { dateStyles as blind21Styles, earlierSetStyles as blind21EarlierStyles } from '../documents-blind21/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth to twenty-first sets' designs printed (the twenty-first set's list of
 * earlier forms and its own): the English and the French month side by side with no mark between
 * them (04 AUG AOÛT 1991); a title-case abbreviation with its full stop before a two-digit year
 * (04 Aug. 91); the weekday written out in title case before an ordinal day (Sunday 4th August 1991);
 * a verification portal's database date with its midnight time (1991-08-04 00:00:00); full stops
 * round a title-case abbreviation before a two-digit year (04.Aug.91); a zero-padded ordinal day in
 * capitals before the abbreviation (04TH AUG 1991); an unpadded day, a title-case abbreviation and
 * the year's last two digits after an apostrophe (4 Aug '91); spaced hyphens round the abbreviation
 * (04 - AUG - 1991); an unpadded day before a padded month (4/08/1991); and the month written out
 * first in capitals before a padded day and a comma (AUGUST 04, 1991). Every numeric form keeps the
 * day before the month but the database date, which is ISO's year first.
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** The French abbreviations a bilingual data page prints (with their accents). */
const FRENCH = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;
const FULL_TITLE = FULL.map((m) => `${m[0]}${m.slice(1).toLowerCase()}`);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type DateStyle =
  /** 09 FEB FÉVR 1946: the English month and the French one side by side */
  | 'dd MMM MMMfr yyyy'
  /** 09 Feb. 46 */
  | 'dd Mmm. yy'
  /** Saturday 9th February 1946 */
  | 'Wwww do Mmmm yyyy'
  /** 1946-02-09 00:00:00: a database date with its midnight time */
  | 'yyyy-mm-dd 00:00:00'
  /** 09.Feb.46 */
  | 'dd.Mmm.yy'
  /** 09TH FEB 1946 */
  | 'ddo MMM yyyy'
  /** 9 Feb '46 */
  | "d Mmm 'yy"
  /** 09 - FEB - 1946 */
  | 'dd - MMM - yyyy'
  /** 9/02/1946 */
  | 'd/mm/yyyy'
  /** FEBRUARY 09, 1946 */
  | 'MMMM dd, yyyy';

export const dateStyles: readonly DateStyle[] = ['dd MMM MMMfr yyyy', 'dd Mmm. yy', 'Wwww do Mmmm yyyy', 'yyyy-mm-dd 00:00:00', 'dd.Mmm.yy', 'ddo MMM yyyy', "d Mmm 'yy", 'dd - MMM - yyyy', 'd/mm/yyyy', 'MMMM dd, yyyy'];

/** The twelfth to twenty-first sets' forms (the twenty-first set's own and those it kept out): none of this set's may be one of them. */
export const earlierSetStyles: readonly string[] = [...blind21EarlierStyles, ...blind21Styles];

const two = (n: number) => String(n).padStart(2, '0');
const ordinal = (d: number) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const title = TITLE[m - 1] ?? '';
  const yy = two(y % 100);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  switch (style) {
    case 'dd MMM MMMfr yyyy':
      return `${two(d)} ${en} ${FRENCH[m - 1] ?? ''} ${y}`;
    case 'dd Mmm. yy':
      return `${two(d)} ${title}. ${yy}`;
    case 'Wwww do Mmmm yyyy':
      return `${weekday} ${d}${ordinal(d)} ${FULL_TITLE[m - 1] ?? ''} ${y}`;
    case 'yyyy-mm-dd 00:00:00':
      return `${y}-${two(m)}-${two(d)} 00:00:00`;
    case 'dd.Mmm.yy':
      return `${two(d)}.${title}.${yy}`;
    case 'ddo MMM yyyy':
      return `${two(d)}${ordinal(d).toUpperCase()} ${en} ${y}`;
    case "d Mmm 'yy":
      return `${d} ${title} '${yy}`;
    case 'dd - MMM - yyyy':
      return `${two(d)} - ${en} - ${y}`;
    case 'd/mm/yyyy':
      return `${d}/${two(m)}/${y}`;
    case 'MMMM dd, yyyy':
      return `${FULL[m - 1] ?? ''} ${two(d)}, ${y}`;
  }
}

/** "Today" for the set: BLIND22_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND22_TODAY');
