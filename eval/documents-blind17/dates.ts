import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';
import { dateStyles as blind16Styles, earlierSetStyles as blind16EarlierStyles } from '../documents-blind16/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth to sixteenth sets' designs printed: both months without a separator (04
 * AUG AOÛT 91), a full stop after the month (04 AUG. 1991), a comma after a written month (04
 * August, 1991), an e-mail header's weekday and comma (Sun, 04 Aug 1991), dots round a title-case
 * month (04.Aug.1991), the month first without a comma (AUG 4 1991), slashes round a month word
 * (4/AUG/1991), hyphens round a written month (04-AUGUST-1991), hyphens without leading zeros and a
 * two-digit year (4-8-91), and a written month first with a padded day (August 04, 1991).
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** The French month a bilingual page prints after the English one, abbreviated as the French do (JUIL, not JUI), with its accents. */
const FRENCH = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;
const FULL_EN = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/** An e-mail header's weekday (RFC 5322), Sunday first. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export type DateStyle =
  /** 09 FEB FÉVR 46: both months, no separator, a two-digit year */
  | 'dd MMM MMM yy'
  /** 09 FEB. 1946: a full stop after the month */
  | 'dd MMM. yyyy'
  /** 09 February, 1946 */
  | 'dd Mmmm, yyyy'
  /** Sat, 09 Feb 1946: an e-mail header's date */
  | 'Www, dd Mmm yyyy'
  /** 09.Feb.1946 */
  | 'dd.Mmm.yyyy'
  /** FEB 9 1946 */
  | 'MMM d yyyy'
  /** 9/FEB/1946 */
  | 'd/MMM/yyyy'
  /** 09-FEBRUARY-1946 */
  | 'dd-MMMM-yyyy'
  /** 9-2-46 */
  | 'd-m-yy'
  /** February 09, 1946 */
  | 'Mmmm dd, yyyy';

export const dateStyles: readonly DateStyle[] = ['dd MMM MMM yy', 'dd MMM. yyyy', 'dd Mmmm, yyyy', 'Www, dd Mmm yyyy', 'dd.Mmm.yyyy', 'MMM d yyyy', 'd/MMM/yyyy', 'dd-MMMM-yyyy', 'd-m-yy', 'Mmmm dd, yyyy'];

/** The twelfth to sixteenth sets' forms (the sixteenth set's own and those it kept out): none of this set's may be one of them. */
export const earlierSetStyles: readonly string[] = [...blind16EarlierStyles, ...blind16Styles];

const two = (n: number) => String(n).padStart(2, '0');

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const yy = two(y % 100);
  switch (style) {
    case 'dd MMM MMM yy':
      return `${two(d)} ${en} ${FRENCH[m - 1] ?? ''} ${yy}`;
    case 'dd MMM. yyyy':
      return `${two(d)} ${en}. ${y}`;
    case 'dd Mmmm, yyyy':
      return `${two(d)} ${FULL[m - 1] ?? ''}, ${y}`;
    case 'Www, dd Mmm yyyy':
      return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? ''}, ${two(d)} ${TITLE[m - 1] ?? ''} ${y}`;
    case 'dd.Mmm.yyyy':
      return `${two(d)}.${TITLE[m - 1] ?? ''}.${y}`;
    case 'MMM d yyyy':
      return `${en} ${d} ${y}`;
    case 'd/MMM/yyyy':
      return `${d}/${en}/${y}`;
    case 'dd-MMMM-yyyy':
      return `${two(d)}-${FULL_EN[m - 1] ?? ''}-${y}`;
    case 'd-m-yy':
      return `${d}-${m}-${yy}`;
    case 'Mmmm dd, yyyy':
      return `${FULL[m - 1] ?? ''} ${two(d)}, ${y}`;
  }
}

/** "Today" for the set: BLIND17_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND17_TODAY');
