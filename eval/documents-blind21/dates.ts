import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';
import { dateStyles as blind20Styles, earlierSetStyles as blind20EarlierStyles } from '../documents-blind20/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth to twentieth sets' designs printed: the English month with the French one
 * in brackets on the booklet's data page (04 AUG (AOÛT) 1991); a month abbreviation with its full
 * stop before a two-digit year (04 AUG. 91); the weekday written out before the date of a system
 * printout (SUNDAY, 4 AUGUST 1991); a zero-padded ordinal day (04th August 1991); full stops round a
 * month written out (04.AUGUST.1991); the month written out first with no comma (August 04 1991);
 * six compact figures, the day first and a two-digit year (040891); a weekday abbreviation before
 * slashed figures (SUN 04/08/1991); hyphens round a month written out before a two-digit year
 * (04-AUGUST-91); and slashes round a title-case abbreviation (04/Aug/1991). Every numeric form keeps
 * the day before the month, the order every Nigerian numeric date keeps.
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** The French abbreviations a bilingual data page prints (with their accents). */
const FRENCH = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;
const FULL_TITLE = FULL.map((m) => `${m[0]}${m.slice(1).toLowerCase()}`);
const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

export type DateStyle =
  /** 09 FEB (FÉVR) 1946: the English month, the French one in brackets */
  | 'dd MMM (MMMfr) yyyy'
  /** 09 FEB. 46 */
  | 'dd MMM. yy'
  /** SATURDAY, 9 FEBRUARY 1946 */
  | 'WWWW, d MMMM yyyy'
  /** 09th February 1946: a zero-padded ordinal day */
  | 'ddo Mmmm yyyy'
  /** 09.FEBRUARY.1946 */
  | 'dd.MMMM.yyyy'
  /** February 09 1946 */
  | 'Mmmm dd yyyy'
  /** 090246: compact, the day first, a two-digit year */
  | 'ddmmyy'
  /** SAT 09/02/1946 */
  | 'Www dd/mm/yyyy'
  /** 09-FEBRUARY-46 */
  | 'dd-MMMM-yy'
  /** 09/Feb/1946 */
  | 'dd/Mmm/yyyy';

export const dateStyles: readonly DateStyle[] = ['dd MMM (MMMfr) yyyy', 'dd MMM. yy', 'WWWW, d MMMM yyyy', 'ddo Mmmm yyyy', 'dd.MMMM.yyyy', 'Mmmm dd yyyy', 'ddmmyy', 'Www dd/mm/yyyy', 'dd-MMMM-yy', 'dd/Mmm/yyyy'];

/** The twelfth to twentieth sets' forms (the twentieth set's own and those it kept out): none of this set's may be one of them. */
export const earlierSetStyles: readonly string[] = [...blind20EarlierStyles, ...blind20Styles];

const two = (n: number) => String(n).padStart(2, '0');
const ordinal = (d: number) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const full = FULL[m - 1] ?? '';
  const yy = two(y % 100);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  switch (style) {
    case 'dd MMM (MMMfr) yyyy':
      return `${two(d)} ${en} (${FRENCH[m - 1] ?? ''}) ${y}`;
    case 'dd MMM. yy':
      return `${two(d)} ${en}. ${yy}`;
    case 'WWWW, d MMMM yyyy':
      return `${weekday}, ${d} ${full} ${y}`;
    case 'ddo Mmmm yyyy':
      return `${two(d)}${ordinal(d)} ${FULL_TITLE[m - 1] ?? ''} ${y}`;
    case 'dd.MMMM.yyyy':
      return `${two(d)}.${full}.${y}`;
    case 'Mmmm dd yyyy':
      return `${FULL_TITLE[m - 1] ?? ''} ${two(d)} ${y}`;
    case 'ddmmyy':
      return `${two(d)}${two(m)}${yy}`;
    case 'Www dd/mm/yyyy':
      return `${weekday.slice(0, 3)} ${two(d)}/${two(m)}/${y}`;
    case 'dd-MMMM-yy':
      return `${two(d)}-${full}-${yy}`;
    case 'dd/Mmm/yyyy':
      return `${two(d)}/${TITLE[m - 1] ?? ''}/${y}`;
  }
}

/** "Today" for the set: BLIND21_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND21_TODAY');
