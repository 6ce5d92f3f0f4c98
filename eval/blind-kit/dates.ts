/**
 * The calendar arithmetic the blind sets (the seventh on) hold their dates in: ISO `YYYY-MM-DD`, what
 * the sandbox authority takes; the scoring's DD-MM-YYYY; and a set's "today", pinned by its
 * environment variable or the clock's UTC date. How a set's documents print dates is the set's own
 * (its dates.ts).
 */

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

/** A number in two digits (`07`). */
export const two = (n: number) => String(n).padStart(2, '0');
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

/** "Today" for a set: the environment variable `pin` (`BLIND12_TODAY`, YYYY-MM-DD) pins it, otherwise the clock's UTC date. */
export function pinnedToday(pin: string): string {
  const pinned = process.env[pin];
  if (pinned) {
    ymd(pinned);
    return pinned;
  }
  return isoOf(new Date());
}
