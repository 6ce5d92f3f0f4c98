import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth and ninth sets' (imported through the
 * tenth); the printed forms are this set's own, none of them a form the tenth set's designs printed.
 */
export { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const MONTHS_FR = ['JANV', 'FEVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOUT', 'SEPT', 'OCT', 'NOV', 'DEC'] as const;
const FULL = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;

export type DateStyle =
  /** 09 FEB / FEVR 1946 */
  | 'dd MMM / FR yyyy'
  /** 09 FEB 46 */
  | 'dd MMM yy'
  /** 09/FEB/1946 */
  | 'dd/MMM/yyyy'
  /** 1946/02/09 */
  | 'yyyy/mm/dd'
  /** 09 02 1946 */
  | 'dd mm yyyy'
  /** 09-FEB-1946 */
  | 'dd-MMM-yyyy'
  /** Feb 9, 1946 */
  | 'Mmm d, yyyy'
  /** 9/2/1946 */
  | 'd/m/yyyy'
  /** 09 FEBRUARY 1946 */
  | 'dd MMMM yyyy'
  /** 9.2.1946 */
  | 'd.m.yyyy';

const two = (n: number) => String(n).padStart(2, '0');
const mixed = (m: string) => `${m.charAt(0)}${m.slice(1).toLowerCase()}`;

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  switch (style) {
    case 'dd MMM / FR yyyy':
      return `${two(d)} ${en} / ${MONTHS_FR[m - 1] ?? ''} ${y}`;
    case 'dd MMM yy':
      return `${two(d)} ${en} ${two(y % 100)}`;
    case 'dd/MMM/yyyy':
      return `${two(d)}/${en}/${y}`;
    case 'yyyy/mm/dd':
      return `${y}/${two(m)}/${two(d)}`;
    case 'dd mm yyyy':
      return `${two(d)} ${two(m)} ${y}`;
    case 'dd-MMM-yyyy':
      return `${two(d)}-${en}-${y}`;
    case 'Mmm d, yyyy':
      return `${mixed(en)} ${d}, ${y}`;
    case 'd/m/yyyy':
      return `${d}/${m}/${y}`;
    case 'dd MMMM yyyy':
      return `${two(d)} ${FULL[m - 1] ?? ''} ${y}`;
    case 'd.m.yyyy':
      return `${d}.${m}.${y}`;
  }
}

/** "Today" for the set: BLIND11_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND11_TODAY');
