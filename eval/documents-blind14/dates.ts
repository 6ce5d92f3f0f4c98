import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth or thirteenth set's designs printed.
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** The French abbreviations an ICAO data page prints after the English ones. */
const FRENCH = ['JAN', 'FÉV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;
/** A system printout's month: three letters, the first a capital. */
const TITLE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type DateStyle =
  /** 09 FEB/FÉV 46: the ICAO data page's form, a bilingual month and a two-digit year */
  | 'dd MMM/MMM yy'
  /** 09 FEB 46 */
  | 'dd MMM yy'
  /** 1946/02/09 */
  | 'yyyy/mm/dd'
  /** 09/FEB/1946 */
  | 'dd/MMM/yyyy'
  /** 09 02 1946 */
  | 'dd mm yyyy'
  /** 9-2-1946 (no leading zeros) */
  | 'd-m-yyyy'
  /** 09.02.46 */
  | 'dd.mm.yy'
  /** 09FEB1946 (no spaces) */
  | 'ddMMMyyyy'
  /** 09-Feb-1946 */
  | 'dd-Mmm-yyyy'
  /** 09 Feb 1946 */
  | 'dd Mmm yyyy';

export const dateStyles: readonly DateStyle[] = ['dd MMM/MMM yy', 'dd MMM yy', 'yyyy/mm/dd', 'dd/MMM/yyyy', 'dd mm yyyy', 'd-m-yyyy', 'dd.mm.yy', 'ddMMMyyyy', 'dd-Mmm-yyyy', 'dd Mmm yyyy'];

/** The twelfth and thirteenth sets' forms: none of this set's may be one of them. */
export const earlierSetStyles: readonly string[] = [
  // The twelfth set's.
  'd MMM yyyy', 'dd mm yy', 'dd-MMM-yy', 'Mmmm d, yyyy', 'dd.MMM.yyyy', 'd Mmmm yyyy', 'dd/mm/yy', 'd-MMM-yyyy', 'd MMMM yyyy', 'dd-mm-yy',
  // The thirteenth set's.
  'dd MMM/MMM yyyy', 'dd MMM yyyy', 'dd-MMM-yyyy', 'yyyy-mm-dd', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'd Mmm yyyy', 'dd MMMM yyyy', 'd/m/yyyy',
];

const two = (n: number) => String(n).padStart(2, '0');

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const yy = two(y % 100);
  switch (style) {
    case 'dd MMM/MMM yy':
      return `${two(d)} ${en}/${FRENCH[m - 1] ?? ''} ${yy}`;
    case 'dd MMM yy':
      return `${two(d)} ${en} ${yy}`;
    case 'yyyy/mm/dd':
      return `${y}/${two(m)}/${two(d)}`;
    case 'dd/MMM/yyyy':
      return `${two(d)}/${en}/${y}`;
    case 'dd mm yyyy':
      return `${two(d)} ${two(m)} ${y}`;
    case 'd-m-yyyy':
      return `${d}-${m}-${y}`;
    case 'dd.mm.yy':
      return `${two(d)}.${two(m)}.${yy}`;
    case 'ddMMMyyyy':
      return `${two(d)}${en}${y}`;
    case 'dd-Mmm-yyyy':
      return `${two(d)}-${TITLE[m - 1] ?? ''}-${y}`;
    case 'dd Mmm yyyy':
      return `${two(d)} ${TITLE[m - 1] ?? ''} ${y}`;
  }
}

/** "Today" for the set: BLIND14_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND14_TODAY');
