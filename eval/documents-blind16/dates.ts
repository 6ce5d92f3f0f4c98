import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';
import { dateStyles as blind15Styles, earlierSetStyles as blind15EarlierStyles } from '../documents-blind15/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth to fifteenth sets' designs printed: an ordinal day (3rd May, 1979), a
 * weekday before the date as a web page's script prints it (Fri Apr 11 1986), full bilingual months
 * (19 AUGUST/AOÛT 1936), spaced hyphens, the month first in capitals, dots around a month word.
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const FULL_EN = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;
/** The French month names a bilingual data page prints after the English ones, written out. */
const FULL_FR = ['JANVIER', 'FÉVRIER', 'MARS', 'AVRIL', 'MAI', 'JUIN', 'JUILLET', 'AOÛT', 'SEPTEMBRE', 'OCTOBRE', 'NOVEMBRE', 'DÉCEMBRE'] as const;
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const FULL = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/** A script's weekday (JavaScript's Date.toDateString), Sunday first. */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export type DateStyle =
  /** 09.FEB.46: dots around a month word, a two-digit year */
  | 'dd.MMM.yy'
  /** 09 FEBRUARY/FÉVRIER 1946: both months written out */
  | 'dd MMMM/MMMM yyyy'
  /** 9th February, 1946 (1st, 2nd, 3rd, 22nd ...) */
  | 'do Mmmm, yyyy'
  /** Sat Feb 09 1946: a script's date with its weekday */
  | 'Www Mmm dd yyyy'
  /** 09 - 02 - 1946 (spaced hyphens) */
  | 'dd - mm - yyyy'
  /** FEB 09, 1946 (the month first) */
  | 'MMM dd, yyyy'
  /** 9.2.46 */
  | 'd.m.yy'
  /** 9-FEB-46 */
  | 'd-MMM-yy'
  /** 09 February 46 */
  | 'dd Mmmm yy'
  /** 9 Feb, 1946 */
  | 'd Mmm, yyyy';

export const dateStyles: readonly DateStyle[] = ['dd.MMM.yy', 'dd MMMM/MMMM yyyy', 'do Mmmm, yyyy', 'Www Mmm dd yyyy', 'dd - mm - yyyy', 'MMM dd, yyyy', 'd.m.yy', 'd-MMM-yy', 'dd Mmmm yy', 'd Mmm, yyyy'];

/** The twelfth to fifteenth sets' forms (the fifteenth set's own and those it kept out): none of this set's may be one of them. */
export const earlierSetStyles: readonly string[] = [...blind15EarlierStyles, ...blind15Styles];

const two = (n: number) => String(n).padStart(2, '0');

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... 31st. */
export function ordinal(d: number): string {
  const teen = d % 100 >= 11 && d % 100 <= 13;
  const suffix = teen ? 'th' : d % 10 === 1 ? 'st' : d % 10 === 2 ? 'nd' : d % 10 === 3 ? 'rd' : 'th';
  return `${d}${suffix}`;
}

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const yy = two(y % 100);
  switch (style) {
    case 'dd.MMM.yy':
      return `${two(d)}.${en}.${yy}`;
    case 'dd MMMM/MMMM yyyy':
      return `${two(d)} ${FULL_EN[m - 1] ?? ''}/${FULL_FR[m - 1] ?? ''} ${y}`;
    case 'do Mmmm, yyyy':
      return `${ordinal(d)} ${FULL[m - 1] ?? ''}, ${y}`;
    case 'Www Mmm dd yyyy':
      return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? ''} ${TITLE[m - 1] ?? ''} ${two(d)} ${y}`;
    case 'dd - mm - yyyy':
      return `${two(d)} - ${two(m)} - ${y}`;
    case 'MMM dd, yyyy':
      return `${en} ${two(d)}, ${y}`;
    case 'd.m.yy':
      return `${d}.${m}.${yy}`;
    case 'd-MMM-yy':
      return `${d}-${en}-${yy}`;
    case 'dd Mmmm yy':
      return `${two(d)} ${FULL[m - 1] ?? ''} ${yy}`;
    case 'd Mmm, yyyy':
      return `${d} ${TITLE[m - 1] ?? ''}, ${y}`;
  }
}

/** "Today" for the set: BLIND16_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND16_TODAY');
