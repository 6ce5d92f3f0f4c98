import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, type PlanDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The twenty-third blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the thirteenth to twenty-second sets' (the kit's plan, eval/blind-kit/plan.ts, with this
 * set's own designs, date ranges, altered MRZ digits and record-given layouts); every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label. How a planned document
 * becomes a case is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-std-2007', 'pp-e-2019'],
  'nin-slip': ['slip-long-2014', 'slip-premium-2021'],
  'nin-card': ['idcard-2014', 'idcard-2020'],
  licence: ['dl-2011', 'dl-2019'],
  pvc: ['pvc-2014', 'pvc-2019'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-12-02';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-e-2019';

export type Blind23Case = BlindCase<Layout, Kind, Design, PersonKey>;

/**
 * This set's issue-date ranges (built 2026-12-02): expired documents years past, valid ones years
 * ahead. Valid licences were all issued from 12 October to 27 November 2026, after every holder's
 * birthday (the Manga man's, 5 October, the latest), so each runs to its holder's birthday in 2031
 * (the Dendi woman's, 27 January, the earliest); valid cards were issued from 1 June 2021, so none
 * expires before 31 May 2031.
 */
const dates: PlanDates = {
  passport: { expired: ['2010-12-06', '2016-05-20'], vizExpiry: ['2016-08-10', '2019-11-18'], valid: ['2025-12-01', '2026-11-25'] },
  licence: { expiredFrom: '2012-10-15', expiredBy: '2019-05-15', valid: ['2026-10-12', '2026-11-27'] },
  ninCard: { expiredFrom: '2012-08-01', expiredTo: '2015-08-31', valid: ['2021-06-01', '2025-11-20'] },
  ninSlip: ['2014-09-01', '2026-11-16'],
};

/** Every date a case prints or its records hold that may not lie after the day the set was built (an expiry may). */
function datesNotAfter(c: Blind23Case): string[] {
  const out = [c.printed.dateOfBirth, ...(c.printed.issueDate ? [c.printed.issueDate] : [])];
  for (const r of c.records) {
    const f = r.fields as Record<string, string | undefined>;
    if (f.dateOfBirth) out.push(f.dateOfBirth);
  }
  if (c.mrzData) out.push(c.mrzData.dateOfBirth);
  return out;
}

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind23Case[] {
  const cases = buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b23',
    seedName: 'blind23',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      // The even-numbered people's genuine slips are the 2014 long slip, the odd-numbered the 2021 premium slip.
      'nin-slip': { even: 'slip-long-2014', odd: 'slip-premium-2021' },
      'nin-card': { even: 'idcard-2020', odd: 'idcard-2014' },
      licence: { even: 'dl-2019', odd: 'dl-2011' },
      pvc: { even: 'pvc-2019', odd: 'pvc-2014' },
    },
    dates,
    titleCase,
    // Three altered digits on each passport design (only the NIN design has a personal number), in another order than the earlier sets'.
    mrzDigits: [
      ['composite', 'other'],
      ['expiry', 'nin'],
      ['document', 'other'],
      ['birth', 'nin'],
      ['personal', 'nin'],
      ['expiry', 'other'],
    ],
    recordGivenLayouts: ['pvc', 'licence', 'nin-slip', 'passport', 'licence', 'nin-card'],
  });
  // Nothing is born or issued after the day the set was built: a future date is refused here, before any page is drawn.
  for (const c of cases) for (const d of datesNotAfter(c)) if (d > BUILT_ON) throw new Error(`${c.id}: the date ${d} is after ${BUILT_ON}, the day the set was built`);
  return cases;
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
