/**
 * Calendar dates as `YYYY-MM-DD` strings (UTC, no time of day), and the ways the documents print them.
 * Validity is measured from the run day, so a set built today stays "valid" and "expired" as meant.
 */

export type IsoDate = string;

/**
 * The day the set is built for: today (UTC), or BLIND5_TODAY=YYYY-MM-DD to rebuild the images of an
 * earlier run exactly (the authority records and expiry dates depend on it).
 */
export function runDay(): IsoDate {
  const given = process.env.BLIND5_TODAY;
  if (given !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(given)) throw new Error('BLIND5_TODAY is YYYY-MM-DD');
    return given;
  }
  return new Date().toISOString().slice(0, 10);
}

const toTime = (d: IsoDate) => Date.parse(`${d}T00:00:00Z`);
const fromTime = (t: number): IsoDate => new Date(t).toISOString().slice(0, 10);

export const addDays = (d: IsoDate, days: number): IsoDate => fromTime(toTime(d) + days * 86_400_000);
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toTime(to) - toTime(from)) / 86_400_000);

/** Same day and month `years` later (29 February becomes 28 February when the year has none). */
export function addYears(d: IsoDate, years: number): IsoDate {
  const [y, m, day] = parts(d);
  const out = `${String(y + years).padStart(4, '0')}-${pad(m)}-${pad(day)}`;
  return fromTime(toTime(out)) === out ? out : `${String(y + years).padStart(4, '0')}-${pad(m)}-28`;
}

export function parts(d: IsoDate): [number, number, number] {
  const [y, m, day] = d.split('-').map(Number);
  if (y === undefined || m === undefined || day === undefined) throw new Error(`not a date: ${d}`);
  return [y, m, day];
}

export const pad = (n: number) => String(n).padStart(2, '0');

/** DD-MM-YYYY: how the harness compares dates. */
export function dmy(d: IsoDate): string {
  const [y, m, day] = parts(d);
  return `${pad(day)}-${pad(m)}-${y}`;
}

export const monthsEn = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** The French abbreviations bilingual passports print after the English ones. */
export const monthsFr = ['JAN', 'FEV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOUT', 'SEPT', 'OCT', 'NOV', 'DEC'] as const;

/** The printed date styles the layouts use; check.ts reads each back. */
export type DateStyle = 'dd-mmm-fr-yy' | 'dd-mmm-yyyy' | 'dd-mm-yyyy' | 'dd/mm/yyyy';

export function printDate(d: IsoDate, style: DateStyle): string {
  const [y, m, day] = parts(d);
  switch (style) {
    case 'dd-mmm-fr-yy':
      return `${pad(day)} ${monthsEn[m - 1]} /${monthsFr[m - 1]} ${pad(y % 100)}`;
    case 'dd-mmm-yyyy':
      return `${pad(day)} ${monthsEn[m - 1]} ${y}`;
    case 'dd-mm-yyyy':
      return `${pad(day)}-${pad(m)}-${y}`;
    case 'dd/mm/yyyy':
      return `${pad(day)}/${pad(m)}/${y}`;
  }
}

/**
 * A printed date read back, the two-digit year resolved by `century` (the century a birth date or
 * an expiry date of this set falls in): what a person reading the page would conclude.
 */
export function readPrintedDate(text: string, pivot: (yy: number) => number): IsoDate | null {
  const t = text.trim().replace(/\s+/g, ' ');
  let m = /^(\d{2}) ([A-Z]{3}) \/([A-Z]{3,4}) (\d{2})$/.exec(t);
  if (m) {
    const month = monthsEn.indexOf(m[2] as (typeof monthsEn)[number]);
    if (month < 0 || monthsFr[month] !== m[3]) return null;
    return `${pivot(Number(m[4]))}-${pad(month + 1)}-${m[1]}`;
  }
  m = /^(\d{2}) ([A-Z]{3}) (\d{4})$/.exec(t);
  if (m) {
    const month = monthsEn.indexOf(m[2] as (typeof monthsEn)[number]);
    return month < 0 ? null : `${m[3]}-${pad(month + 1)}-${m[1]}`;
  }
  m = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(t);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  return null;
}
