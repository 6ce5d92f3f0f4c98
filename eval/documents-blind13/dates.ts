import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';
import { birthdayIn, licenceExpiry } from '../documents-blind12/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth to tenth sets' (imported through the
 * tenth), the licence's birthday expiry the twelfth's; the printed forms are this set's own, none of
 * them a form the twelfth set's designs printed.
 */
export { addDays, addYears, ageOn, birthdayIn, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** The French abbreviations a bilingual page prints after the English ones (ICAO's examples, Nigeria's older booklets). */
const FRENCH = ['JAN', 'FÉV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;
const FULL = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;
/** A British house style: three letters, but June, July and Sept written as such. */
const UK = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

export type DateStyle =
  /** 09 FEB/FÉV 1946 (a bilingual month) */
  | 'dd MMM/MMM yyyy'
  /** 09 FEB 1946 */
  | 'dd MMM yyyy'
  /** 09-FEB-1946 */
  | 'dd-MMM-yyyy'
  /** 1946-02-09 */
  | 'yyyy-mm-dd'
  /** 09/02/1946 */
  | 'dd/mm/yyyy'
  /** 09.02.1946 */
  | 'dd.mm.yyyy'
  /** 09-02-1946 */
  | 'dd-mm-yyyy'
  /** 9 Feb 1946, 30 Sept 1988 (British abbreviations) */
  | 'd Mmm yyyy'
  /** 09 FEBRUARY 1946 */
  | 'dd MMMM yyyy'
  /** 9/2/1946 (no leading zeros) */
  | 'd/m/yyyy';

export const dateStyles: readonly DateStyle[] = ['dd MMM/MMM yyyy', 'dd MMM yyyy', 'dd-MMM-yyyy', 'yyyy-mm-dd', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'd Mmm yyyy', 'dd MMMM yyyy', 'd/m/yyyy'];

/** The twelfth set's ten forms: none of this set's may be one of them. */
export const twelfthSetStyles: readonly string[] = ['d MMM yyyy', 'dd mm yy', 'dd-MMM-yy', 'Mmmm d, yyyy', 'dd.MMM.yyyy', 'd Mmmm yyyy', 'dd/mm/yy', 'd-MMM-yyyy', 'd MMMM yyyy', 'dd-mm-yy'];

const two = (n: number) => String(n).padStart(2, '0');

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  switch (style) {
    case 'dd MMM/MMM yyyy':
      return `${two(d)} ${en}/${FRENCH[m - 1] ?? ''} ${y}`;
    case 'dd MMM yyyy':
      return `${two(d)} ${en} ${y}`;
    case 'dd-MMM-yyyy':
      return `${two(d)}-${en}-${y}`;
    case 'yyyy-mm-dd':
      return `${y}-${two(m)}-${two(d)}`;
    case 'dd/mm/yyyy':
      return `${two(d)}/${two(m)}/${y}`;
    case 'dd.mm.yyyy':
      return `${two(d)}.${two(m)}.${y}`;
    case 'dd-mm-yyyy':
      return `${two(d)}-${two(m)}-${y}`;
    case 'd Mmm yyyy':
      return `${d} ${UK[m - 1] ?? ''} ${y}`;
    case 'dd MMMM yyyy':
      return `${two(d)} ${FULL[m - 1] ?? ''} ${y}`;
    case 'd/m/yyyy':
      return `${d}/${m}/${y}`;
  }
}

/** "Today" for the set: BLIND13_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND13_TODAY');
