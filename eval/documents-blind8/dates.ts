/**
 * Dates as the set holds them (ISO `YYYY-MM-DD`, what the sandbox authority takes) and as the
 * documents print them: each design picks one of the forms real Nigerian documents use.
 */

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
  | 'dd Mmm yyyy'
  /** 31.12.1957 */
  | 'dd.mm.yyyy'
  /** 31 DEC 57 */
  | 'dd MMM yy'
  /** DEC 31, 1957 */
  | 'MMM dd, yyyy';

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

export function ymd(iso: string): Ymd {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  const out = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  const back = new Date(Date.UTC(out.y, out.m - 1, out.d));
  if (back.getUTCFullYear() !== out.y || back.getUTCMonth() !== out.m - 1 || back.getUTCDate() !== out.d) throw new Error(`no such date: ${iso}`);
  return out;
}

const two = (n: number) => String(n).padStart(2, '0');
export const isoOf = (d: Date) => `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;

/** `years` later, the day before (a document issued 15 Mar 2024 for ten years expires 14 Mar 2034). */
export function validUntil(issued: string, years: number): string {
  const { y, m, d } = ymd(issued);
  return isoOf(new Date(Date.UTC(y + years, m - 1, d - 1)));
}

export function addDays(iso: string, days: number): string {
  const { y, m, d } = ymd(iso);
  return isoOf(new Date(Date.UTC(y, m - 1, d + days)));
}

/** Whole years from `birth` to `on` (a 29 Feb birthday falls on 1 Mar in other years). */
export function ageOn(birth: string, on: string): number {
  const b = ymd(birth);
  const o = ymd(on);
  return o.y - b.y - (o.m < b.m || (o.m === b.m && o.d < b.d) ? 1 : 0);
}

/** What the evaluation's scoring compares: DD-MM-YYYY, the form the service reports dates in. */
export function ddmmyyyy(iso: string): string {
  const { y, m, d } = ymd(iso);
  return `${two(d)}-${two(m)}-${y}`;
}

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
    case 'dd.mm.yyyy':
      return `${two(d)}.${two(m)}.${y}`;
    case 'dd MMM yy':
      return `${two(d)} ${en} ${two(y % 100)}`;
    case 'MMM dd, yyyy':
      return `${en} ${two(d)}, ${y}`;
  }
}

/** "Today" for the set: BLIND8_TODAY pins it (YYYY-MM-DD), otherwise the clock's UTC date. */
export function todayIso(): string {
  const pinned = process.env.BLIND8_TODAY;
  if (pinned) {
    ymd(pinned);
    return pinned;
  }
  return isoOf(new Date());
}
