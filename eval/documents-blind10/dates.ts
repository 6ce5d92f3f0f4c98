import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind8/dates.js';
import { addYears } from '../documents-blind9/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth and ninth sets' (imported); the printed
 * forms are this set's own, none of them a form the ninth set's designs printed.
 */
export { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
// The French abbreviations as a page without accents prints them after the English ones.
const MONTHS_FR = ['JAN', 'FEV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOUT', 'SEPT', 'OCT', 'NOV', 'DEC'] as const;

export type DateStyle =
  /** 09 FEB/FEV 46 */
  | 'dd MMM/FR yy'
  /** 09 FEB 1946 */
  | 'dd MMM yyyy'
  /** 9 Feb 1946 (no leading zero) */
  | 'd Mmm yyyy'
  /** 09 Feb 1946 */
  | 'dd Mmm yyyy'
  /** 09.02.1946 */
  | 'dd.mm.yyyy'
  /** 1946-02-09 */
  | 'yyyy-mm-dd'
  /** 09-02-1946 */
  | 'dd-mm-yyyy'
  /** 09/02/1946 */
  | 'dd/mm/yyyy';

const two = (n: number) => String(n).padStart(2, '0');
const mixed = (m: string) => `${m.charAt(0)}${m.slice(1).toLowerCase()}`;

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const fr = MONTHS_FR[m - 1] ?? '';
  switch (style) {
    case 'dd MMM/FR yy':
      return `${two(d)} ${en}/${fr} ${two(y % 100)}`;
    case 'dd MMM yyyy':
      return `${two(d)} ${en} ${y}`;
    case 'd Mmm yyyy':
      return `${d} ${mixed(en)} ${y}`;
    case 'dd Mmm yyyy':
      return `${two(d)} ${mixed(en)} ${y}`;
    case 'dd.mm.yyyy':
      return `${two(d)}.${two(m)}.${y}`;
    case 'yyyy-mm-dd':
      return `${y}-${two(m)}-${two(d)}`;
    case 'dd-mm-yyyy':
      return `${two(d)}-${two(m)}-${y}`;
    case 'dd/mm/yyyy':
      return `${two(d)}/${two(m)}/${y}`;
  }
}

/** "Today" for the set: BLIND10_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND10_TODAY');
