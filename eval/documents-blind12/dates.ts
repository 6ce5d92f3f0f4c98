import { pinnedToday } from '../blind-kit/dates.js';
import { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd } from '../documents-blind10/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as its
 * documents print them. The calendar arithmetic is the eighth and ninth sets' (imported through the
 * tenth); the printed forms are this set's own, none of them a form an earlier set's designs printed.
 */
export { addDays, addYears, ageOn, ddmmyyyy, isoOf, validUntil, ymd };

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const FULL = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'] as const;

export type DateStyle =
  /** 9 FEB 1946 (no leading zero) */
  | 'd MMM yyyy'
  /** 09 02 46 */
  | 'dd mm yy'
  /** 09-FEB-46 */
  | 'dd-MMM-yy'
  /** February 9, 1946 */
  | 'Mmmm d, yyyy'
  /** 09.FEB.1946 */
  | 'dd.MMM.yyyy'
  /** 9 February 1946 */
  | 'd Mmmm yyyy'
  /** 09/02/46 */
  | 'dd/mm/yy'
  /** 9-FEB-1946 */
  | 'd-MMM-yyyy'
  /** 9 FEBRUARY 1946 */
  | 'd MMMM yyyy'
  /** 09-02-46 */
  | 'dd-mm-yy';

export const dateStyles: readonly DateStyle[] = ['d MMM yyyy', 'dd mm yy', 'dd-MMM-yy', 'Mmmm d, yyyy', 'dd.MMM.yyyy', 'd Mmmm yyyy', 'dd/mm/yy', 'd-MMM-yyyy', 'd MMMM yyyy', 'dd-mm-yy'];

const two = (n: number) => String(n).padStart(2, '0');
const mixed = (m: string) => `${m.charAt(0)}${m.slice(1).toLowerCase()}`;

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS[m - 1] ?? '';
  const full = FULL[m - 1] ?? '';
  const yy = two(y % 100);
  switch (style) {
    case 'd MMM yyyy':
      return `${d} ${en} ${y}`;
    case 'dd mm yy':
      return `${two(d)} ${two(m)} ${yy}`;
    case 'dd-MMM-yy':
      return `${two(d)}-${en}-${yy}`;
    case 'Mmmm d, yyyy':
      return `${mixed(full)} ${d}, ${y}`;
    case 'dd.MMM.yyyy':
      return `${two(d)}.${en}.${y}`;
    case 'd Mmmm yyyy':
      return `${d} ${mixed(full)} ${y}`;
    case 'dd/mm/yy':
      return `${two(d)}/${two(m)}/${yy}`;
    case 'd-MMM-yyyy':
      return `${d}-${en}-${y}`;
    case 'd MMMM yyyy':
      return `${d} ${full} ${y}`;
    case 'dd-mm-yy':
      return `${two(d)}-${two(m)}-${yy}`;
  }
}

/** The holder's birthday in `year` (a 29 February birthday falls on 28 February in a common year). */
export function birthdayIn(birth: string, year: number): string {
  const { m, d } = ymd(birth);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return `${year}-${two(m)}-${two(m === 2 && d === 29 && !leap ? 28 : d)}`;
}

/**
 * A licence's expiry: the FRSC dates a licence to its holder's birthday, the last birthday on or
 * before the day `years` after issue (so a licence runs a little under `years` years).
 */
export function licenceExpiry(issued: string, years: number, birth: string): string {
  const end = addYears(issued, years);
  const y = ymd(end).y;
  const b = birthdayIn(birth, y);
  return b <= end ? b : birthdayIn(birth, y - 1);
}

/** "Today" for the set: BLIND12_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND12_TODAY');
