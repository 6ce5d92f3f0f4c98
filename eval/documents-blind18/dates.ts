import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';
import { dateStyles as blind17Styles, earlierSetStyles as blind17EarlierStyles } from '../documents-blind17/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth to seventeenth sets' designs printed: middle dots between numbers
 * (04·08·1991), the year first with a month word (1991 AUG 04), the year first with dots
 * (1991.08.04), a title-case month and a two-digit year without leading zero (4 Aug 91), an
 * abbreviated month with a full stop first (Aug. 4, 1991), the year first with hyphens round a month
 * word (1991-AUG-04), a written month and a comma (4 AUGUST, 1991), an ordinal day (4TH AUGUST 1991),
 * the cells of a form (04 | 08 | 1991) and an apostrophe for the century (04 AUG '91).
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const FULL_EN = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type DateStyle =
  /** 09·02·1946: middle dots between numbers */
  | 'dd·mm·yyyy'
  /** 1946 FEB 09: the year first, a month word */
  | 'yyyy MMM dd'
  /** 1946.02.09: the year first, dots */
  | 'yyyy.mm.dd'
  /** 9 Feb 46: no leading zero, a two-digit year */
  | 'd Mmm yy'
  /** Feb. 9, 1946 */
  | 'Mmm. d, yyyy'
  /** 1946-FEB-09 */
  | 'yyyy-MMM-dd'
  /** 9 FEBRUARY, 1946 */
  | 'd MMMM, yyyy'
  /** 9TH FEBRUARY 1946 */
  | 'do MMMM yyyy'
  /** 09 | 02 | 1946: the cells of a form */
  | 'dd | mm | yyyy'
  /** 09 FEB '46: an apostrophe for the century */
  | "dd MMM 'yy";

export const dateStyles: readonly DateStyle[] = ['dd·mm·yyyy', 'yyyy MMM dd', 'yyyy.mm.dd', 'd Mmm yy', 'Mmm. d, yyyy', 'yyyy-MMM-dd', 'd MMMM, yyyy', 'do MMMM yyyy', 'dd | mm | yyyy', "dd MMM 'yy"];

/** The twelfth to seventeenth sets' forms (the seventeenth set's own and those it kept out): none of this set's may be one of them. */
export const earlierSetStyles: readonly string[] = [...blind17EarlierStyles, ...blind17Styles];

const two = (n: number) => String(n).padStart(2, '0');
const ordinal = (d: number) => `${d}${d % 10 === 1 && d !== 11 ? 'ST' : d % 10 === 2 && d !== 12 ? 'ND' : d % 10 === 3 && d !== 13 ? 'RD' : 'TH'}`;

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const yy = two(y % 100);
  switch (style) {
    case 'dd·mm·yyyy':
      return `${two(d)}·${two(m)}·${y}`;
    case 'yyyy MMM dd':
      return `${y} ${en} ${two(d)}`;
    case 'yyyy.mm.dd':
      return `${y}.${two(m)}.${two(d)}`;
    case 'd Mmm yy':
      return `${d} ${TITLE[m - 1] ?? ''} ${yy}`;
    case 'Mmm. d, yyyy':
      return `${TITLE[m - 1] ?? ''}. ${d}, ${y}`;
    case 'yyyy-MMM-dd':
      return `${y}-${en}-${two(d)}`;
    case 'd MMMM, yyyy':
      return `${d} ${FULL_EN[m - 1] ?? ''}, ${y}`;
    case 'do MMMM yyyy':
      return `${ordinal(d)} ${FULL_EN[m - 1] ?? ''} ${y}`;
    case 'dd | mm | yyyy':
      return `${two(d)} | ${two(m)} | ${y}`;
    case "dd MMM 'yy":
      return `${two(d)} ${en} '${yy}`;
  }
}

/** "Today" for the set: BLIND18_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND18_TODAY');
