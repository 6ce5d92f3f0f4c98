/**
 * Calendar dates as ISO strings (YYYY-MM-DD, UTC), the forms the documents print them in, and the
 * form the reader is scored on (DD-MM-YYYY).
 */

export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

export type DateForm = 'mon' | 'slash' | 'dash' | 'dot';

const parts = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  return { y: m[1] as string, m: m[2] as string, d: m[3] as string };
};

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same day and month `years` later (29 February becomes 28 February off a leap year). */
export function addYears(iso: string, years: number): string {
  const { y, m, d } = parts(iso);
  const year = Number(y) + years;
  const day = m === '02' && d === '29' && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? '28' : d;
  return `${String(year).padStart(4, '0')}-${m}-${day}`;
}

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How a document prints a date: `12 MAR 1990`, `12/03/1990`, `12-03-1990` or `12.03.1990`. */
export function printDate(iso: string, form: DateForm): string {
  const { y, m, d } = parts(iso);
  if (form === 'mon') return `${d} ${MONTHS[Number(m) - 1]} ${y}`;
  return `${d}${form === 'slash' ? '/' : form === 'dash' ? '-' : '.'}${m}${form === 'slash' ? '/' : form === 'dash' ? '-' : '.'}${y}`;
}

/** The scored form, DD-MM-YYYY. */
export function scoredDate(iso: string): string {
  const { y, m, d } = parts(iso);
  return `${d}-${m}-${y}`;
}

/** YYMMDD for the machine-readable zone. */
export function mrzDate(iso: string): string {
  const { y, m, d } = parts(iso);
  return `${y.slice(2)}${m}${d}`;
}
