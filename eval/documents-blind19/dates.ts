import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';
import { dateStyles as blind18Styles, earlierSetStyles as blind18EarlierStyles } from '../documents-blind18/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth to eighteenth sets' designs printed: the year first with a written month and
 * no leading zero (1991 AUGUST 4), a title-case month first with an ordinal day (August 4th, 1991),
 * the year first with slashes round a month word (1991/AUG/04), the month word first with hyphens
 * (AUG-04-1991), a title-case month with a full stop after the day (4 Aug. 1991), the year first with
 * spaces between numbers (1991 08 04), slashes round a month word and a two-digit year (04/AUG/91), a
 * written month first in capitals (AUGUST 4, 1991), the year first with dots round a month word
 * (1991.AUG.04) and a written month in capitals with a two-digit year (04 AUGUST 91). Every one names
 * its month in words or puts the year first, so none can be read two ways.
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const FULL_EN = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL_TITLE = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export type DateStyle =
  /** 1946 FEBRUARY 9 */
  | 'yyyy MMMM d'
  /** February 9th, 1946 */
  | 'Mmmm do, yyyy'
  /** 1946/FEB/09 */
  | 'yyyy/MMM/dd'
  /** FEB-09-1946 */
  | 'MMM-dd-yyyy'
  /** 9 Feb. 1946 */
  | 'd Mmm. yyyy'
  /** 1946 02 09 */
  | 'yyyy mm dd'
  /** 09/FEB/46 */
  | 'dd/MMM/yy'
  /** FEBRUARY 9, 1946 */
  | 'MMMM d, yyyy'
  /** 1946.FEB.09 */
  | 'yyyy.MMM.dd'
  /** 09 FEBRUARY 46 */
  | 'dd MMMM yy';

export const dateStyles: readonly DateStyle[] = ['yyyy MMMM d', 'Mmmm do, yyyy', 'yyyy/MMM/dd', 'MMM-dd-yyyy', 'd Mmm. yyyy', 'yyyy mm dd', 'dd/MMM/yy', 'MMMM d, yyyy', 'yyyy.MMM.dd', 'dd MMMM yy'];

/** The twelfth to eighteenth sets' forms (the eighteenth set's own and those it kept out): none of this set's may be one of them. */
export const earlierSetStyles: readonly string[] = [...blind18EarlierStyles, ...blind18Styles];

const two = (n: number) => String(n).padStart(2, '0');
const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const full = FULL_EN[m - 1] ?? '';
  const yy = two(y % 100);
  switch (style) {
    case 'yyyy MMMM d':
      return `${y} ${full} ${d}`;
    case 'Mmmm do, yyyy':
      return `${FULL_TITLE[m - 1] ?? ''} ${ordinal(d)}, ${y}`;
    case 'yyyy/MMM/dd':
      return `${y}/${en}/${two(d)}`;
    case 'MMM-dd-yyyy':
      return `${en}-${two(d)}-${y}`;
    case 'd Mmm. yyyy':
      return `${d} ${TITLE[m - 1] ?? ''}. ${y}`;
    case 'yyyy mm dd':
      return `${y} ${two(m)} ${two(d)}`;
    case 'dd/MMM/yy':
      return `${two(d)}/${en}/${yy}`;
    case 'MMMM d, yyyy':
      return `${full} ${d}, ${y}`;
    case 'yyyy.MMM.dd':
      return `${y}.${en}.${two(d)}`;
    case 'dd MMMM yy':
      return `${two(d)} ${full} ${yy}`;
  }
}

/** "Today" for the set: BLIND19_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND19_TODAY');
