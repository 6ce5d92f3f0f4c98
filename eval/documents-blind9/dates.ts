import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind8/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth set's (imported); the printed forms
 * are this set's own, none of them a form the eighth set's designs printed.
 */
export { addDays, ageOn, ddmmyyyy, isoOf, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
// The French abbreviations bilingual passport pages print after the English ones.
const MONTHS_FR = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;

export type DateStyle =
  /** 09 FEB/FÉVR 1946 */
  | 'dd MMM/FR yyyy'
  /** 09 FEB /FÉVR 46 */
  | 'dd MMM/FR yy'
  /** 09 February 1946 */
  | 'dd Mmmm yyyy'
  /** 09FEB1946 */
  | 'ddMMMyyyy'
  /** 09-FEB-1946 */
  | 'dd-MMM-yyyy'
  /** 1946/02/09 */
  | 'yyyy/mm/dd'
  /** 09 02 1946 */
  | 'dd mm yyyy'
  /** FEB 09 1946 */
  | 'MMM dd yyyy';

const two = (n: number) => String(n).padStart(2, '0');

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const fr = MONTHS_FR[m - 1] ?? '';
  switch (style) {
    case 'dd MMM/FR yyyy':
      return `${two(d)} ${en}/${fr} ${y}`;
    case 'dd MMM/FR yy':
      return `${two(d)} ${en} /${fr} ${two(y % 100)}`;
    case 'dd Mmmm yyyy':
      return `${two(d)} ${MONTHS_LONG[m - 1] ?? ''} ${y}`;
    case 'ddMMMyyyy':
      return `${two(d)}${en}${y}`;
    case 'dd-MMM-yyyy':
      return `${two(d)}-${en}-${y}`;
    case 'yyyy/mm/dd':
      return `${y}/${two(m)}/${two(d)}`;
    case 'dd mm yyyy':
      return `${two(d)} ${two(m)} ${y}`;
    case 'MMM dd yyyy':
      return `${en} ${two(d)} ${y}`;
  }
}

/** The same day `years` later (29 February becomes 28 February in a common year). */
export function addYears(iso: string, years: number): string {
  const { y, m, d } = ymd(iso);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${y + years}-${two(m)}-${two(Math.min(d, last))}`;
}

/** "Today" for the set: BLIND9_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND9_TODAY');
