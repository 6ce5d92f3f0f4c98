/**
 * Dates of the sixth blind set, counted from the run day (UTC) so genuine passports and licences
 * stay valid and expired ones stay expired whenever the set is run; BLIND6_TODAY=YYYY-MM-DD redraws
 * the set as it was on a past day (to repeat an old measurement on the same documents).
 */

/** A calendar date as YYYY-MM-DD (UTC, no time). */
export type IsoDate = string;

const isoRe = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIso(iso: IsoDate): { y: number; m: number; d: number } {
  const match = isoRe.exec(iso);
  if (!match) throw new Error(`not a date: ${iso}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

function toUtc(iso: IsoDate): number {
  const { y, m, d } = parseIso(iso);
  const ms = Date.UTC(y, m - 1, d);
  if (fromUtc(ms) !== iso) throw new Error(`no such day: ${iso}`);
  return ms;
}

export function isValidIso(iso: string): boolean {
  try {
    toUtc(iso);
    return true;
  } catch {
    return false;
  }
}

/** The run day: BLIND6_TODAY when set (checked), else today in UTC. */
export function runDay(): IsoDate {
  const given = process.env.BLIND6_TODAY;
  if (given !== undefined && given !== '') {
    if (!isValidIso(given)) throw new Error(`BLIND6_TODAY must be a date YYYY-MM-DD, got "${given}"`);
    return given;
  }
  return fromUtc(Date.now());
}

export const addDays = (iso: IsoDate, days: number): IsoDate => fromUtc(toUtc(iso) + days * 86_400_000);

export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toUtc(to) - toUtc(from)) / 86_400_000);

/** The same day `years` later; 29 Feb becomes 28 Feb in a common year (as issuing systems do). */
export function addYears(iso: IsoDate, years: number): IsoDate {
  const { y, m, d } = parseIso(iso);
  const target = `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isValidIso(target) ? target : `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-28`;
}

/** DD-MM-YYYY, the form the reader's fields are scored in. */
export function ddmmyyyy(iso: IsoDate): string {
  const { y, m, d } = parseIso(iso);
  return `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${String(y).padStart(4, '0')}`;
}

/** YYMMDD, the MRZ's form. */
export function yymmdd(iso: IsoDate): string {
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);
}

export const monthsEn = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
// The French abbreviations bilingual documents pair with the English ones.
export const monthsFr = ['JAN', 'FÉV', 'MARS', 'AVR', 'MAI', 'JUIN', 'JUIL', 'AOÛT', 'SEPT', 'OCT', 'NOV', 'DÉC'] as const;

/** How a layout prints a date; each is parsed back independently by check.ts. */
export type DateStyle = 'dd MMM yyyy' | 'dd MMM/FR yyyy' | 'dd-MMM-yyyy' | 'dd-mm-yyyy' | 'dd/mm/yyyy' | 'dd.mm.yyyy';

export function formatDate(iso: IsoDate, style: DateStyle): string {
  const { y, m, d } = parseIso(iso);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const en = monthsEn[m - 1] as string;
  switch (style) {
    case 'dd MMM yyyy':
      return `${dd} ${en} ${y}`;
    case 'dd MMM/FR yyyy': {
      const fr = monthsFr[m - 1] as string;
      return fr === en ? `${dd} ${en} ${y}` : `${dd} ${en}/${fr} ${y}`;
    }
    case 'dd-MMM-yyyy':
      return `${dd}-${en}-${y}`;
    case 'dd-mm-yyyy':
      return `${dd}-${mm}-${y}`;
    case 'dd/mm/yyyy':
      return `${dd}/${mm}/${y}`;
    case 'dd.mm.yyyy':
      return `${dd}.${mm}.${y}`;
  }
}
