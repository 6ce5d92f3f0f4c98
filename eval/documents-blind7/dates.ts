import { addDays, ageOn, ddmmyyyy, isoOf, pinnedToday, two, validUntil, ymd, type Ymd } from '../blind-kit/dates.js';

/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as the
 * documents print them: each design picks one of the forms real Nigerian documents use.
 */
export { addDays, ageOn, ddmmyyyy, isoOf, validUntil, ymd, type Ymd };

const MONTHS_EN = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
// The French abbreviations bilingual passport pages print after the English ones.
const MONTHS_FR = ['JANV', 'FÉVR', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;

export type DateStyle =
  /** 31 DEC 1957 */
  | 'dd MMM yyyy'
  /** 31 DEC /DÉC 57 */
  | 'dd MMM/FR yy'
  /** 31 DEC/DÉC 1957 */
  | 'dd MMM/FR yyyy'
  /** 31-12-1957 */
  | 'dd-mm-yyyy'
  /** 31/12/1957 */
  | 'dd/mm/yyyy'
  /** 1957-12-31 */
  | 'yyyy-mm-dd'
  /** 31 Dec 1957 */
  | 'dd Mmm yyyy';

export function printDate(iso: string, style: DateStyle): string {
  const { y, m, d } = ymd(iso);
  const en = MONTHS_EN[m - 1] ?? '';
  const fr = MONTHS_FR[m - 1] ?? '';
  switch (style) {
    case 'dd MMM yyyy':
      return `${two(d)} ${en} ${y}`;
    case 'dd MMM/FR yy':
      return `${two(d)} ${en} /${fr} ${two(y % 100)}`;
    case 'dd MMM/FR yyyy':
      return `${two(d)} ${en}/${fr} ${y}`;
    case 'dd-mm-yyyy':
      return `${two(d)}-${two(m)}-${y}`;
    case 'dd/mm/yyyy':
      return `${two(d)}/${two(m)}/${y}`;
    case 'yyyy-mm-dd':
      return `${y}-${two(m)}-${two(d)}`;
    case 'dd Mmm yyyy':
      return `${two(d)} ${en.charAt(0)}${en.slice(1).toLowerCase()} ${y}`;
  }
}

/** "Today" for the set: BLIND7_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export const todayIso = () => pinnedToday('BLIND7_TODAY');
