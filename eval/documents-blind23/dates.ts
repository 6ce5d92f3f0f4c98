import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';
import { dateStyles as blind22Styles, earlierSetStyles as blind22EarlierStyles } from '../documents-blind22/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth to twenty-second sets' designs printed (the twenty-second set's list of
 * earlier forms and its own): the English month and the French one after a space and a slash, as
 * the British and Canadian data pages print them, before a two-digit year (04 AUG /AOÛT 91); an
 * unpadded day, a capital abbreviation and a two-digit year (4 AUG 91); the weekday abbreviated in
 * capitals before a padded day, the month and the year, as a printout's time stamp writes it (SUN 04
 * AUG 1991); a numeric day first date with the midnight time a database export leaves after it
 * (04/08/1991 00:00:00); a title-case abbreviation first, the padded day, a comma (Aug 04, 1991); the
 * month written out in capitals after the day, with a comma (04 AUGUST, 1991); a spreadsheet's default
 * date (4-Aug-91); a padded day, a title-case abbreviation with its full stop and the whole year (04
 * Aug. 1991); slashes round a title-case abbreviation before a two-digit year (04/Aug/91); and a capital
 * abbreviation first, then the padded day and the year with no comma (AUG 04 1991). Every numeric
 * form keeps the day before the month.
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** The French abbreviations a bilingual data page prints (with their accents). */
const FRENCH = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export type DateStyle =
  /** 09 FEB /FÉVR 46: the English month, a space, a slash and the French one */
  | 'dd MMM /MMMfr yy'
  /** 9 FEB 46 */
  | 'd MMM yy'
  /** SAT 09 FEB 1946 */
  | 'WWW dd MMM yyyy'
  /** 09/02/1946 00:00:00: a database export's date with its midnight time */
  | 'dd/mm/yyyy 00:00:00'
  /** Feb 09, 1946 */
  | 'Mmm dd, yyyy'
  /** 09 FEBRUARY, 1946 */
  | 'dd MMMM, yyyy'
  /** 9-Feb-46: a spreadsheet's default date */
  | 'd-Mmm-yy'
  /** 09 Feb. 1946 */
  | 'dd Mmm. yyyy'
  /** 09/Feb/46 */
  | 'dd/Mmm/yy'
  /** FEB 09 1946 */
  | 'MMM dd yyyy';

export const dateStyles: readonly DateStyle[] = ['dd MMM /MMMfr yy', 'd MMM yy', 'WWW dd MMM yyyy', 'dd/mm/yyyy 00:00:00', 'Mmm dd, yyyy', 'dd MMMM, yyyy', 'd-Mmm-yy', 'dd Mmm. yyyy', 'dd/Mmm/yy', 'MMM dd yyyy'];

/** The twelfth to twenty-second sets' forms (the twenty-second set's own and those it kept out): none of this set's may be one of them. The twenty-fourth set adds this set's own the same way. */
export const earlierSetStyles: readonly string[] = [...blind22EarlierStyles, ...blind22Styles];

const two = (n: number) => String(n).padStart(2, '0');

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const title = TITLE[m - 1] ?? '';
  const yy = two(y % 100);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  switch (style) {
    case 'dd MMM /MMMfr yy':
      return `${two(d)} ${en} /${FRENCH[m - 1] ?? ''} ${yy}`;
    case 'd MMM yy':
      return `${d} ${en} ${yy}`;
    case 'WWW dd MMM yyyy':
      return `${weekday} ${two(d)} ${en} ${y}`;
    case 'dd/mm/yyyy 00:00:00':
      return `${two(d)}/${two(m)}/${y} 00:00:00`;
    case 'Mmm dd, yyyy':
      return `${title} ${two(d)}, ${y}`;
    case 'dd MMMM, yyyy':
      return `${two(d)} ${FULL[m - 1] ?? ''}, ${y}`;
    case 'd-Mmm-yy':
      return `${d}-${title}-${yy}`;
    case 'dd Mmm. yyyy':
      return `${two(d)} ${title}. ${y}`;
    case 'dd/Mmm/yy':
      return `${two(d)}/${title}/${yy}`;
    case 'MMM dd yyyy':
      return `${en} ${two(d)} ${y}`;
  }
}

/** "Today" for the set: BLIND23_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND23_TODAY');
