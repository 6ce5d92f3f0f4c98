import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, type PlanDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The twenty-first blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the thirteenth to twentieth sets' (the kit's plan, eval/blind-kit/plan.ts, with this
 * set's own designs, date ranges, altered MRZ digits and record-given layouts); every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label. How a planned document
 * becomes a case is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-std-2008', 'pp-chip-2021'],
  'nin-slip': ['slip-counter-2016', 'slip-premium-2021'],
  'nin-card': ['idcard-2014', 'idcard-2023'],
  licence: ['dl-2010', 'dl-2022'],
  pvc: ['pvc-2015', 'pvc-2022'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-12-01';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-chip-2021';

export type Blind21Case = BlindCase<Layout, Kind, Design, PersonKey>;

/**
 * This set's issue-date ranges (built 2026-12-01): expired documents years past, valid ones years
 * ahead. Valid licences were all issued from 9 to 27 November 2026, after every holder's birthday (the
 * Busa man's, 4 November, the latest), so each runs to its holder's birthday in 2031 (the Kabawa
 * man's, 27 March, the earliest); valid cards were issued from 1 March 2021, so none expires before
 * 28 February 2031.
 */
const dates: PlanDates = {
  passport: { expired: ['2011-01-10', '2016-05-18'], vizExpiry: ['2016-07-04', '2019-09-30'], valid: ['2025-12-08', '2026-11-20'] },
  licence: { expiredFrom: '2012-10-01', expiredBy: '2019-05-20', valid: ['2026-11-09', '2026-11-27'] },
  ninCard: { expiredFrom: '2012-06-04', expiredTo: '2015-08-17', valid: ['2021-03-01', '2025-10-30'] },
  ninSlip: ['2014-10-06', '2026-11-20'],
};

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind21Case[] {
  return buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b21',
    seedName: 'blind21',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      // The even-numbered people's genuine slips are the 2016 counter printout, the odd-numbered the 2021 premium slip.
      'nin-slip': { even: 'slip-counter-2016', odd: 'slip-premium-2021' },
      'nin-card': { even: 'idcard-2023', odd: 'idcard-2014' },
      licence: { even: 'dl-2010', odd: 'dl-2022' },
      pvc: { even: 'pvc-2015', odd: 'pvc-2022' },
    },
    dates,
    titleCase,
    // Three altered digits on each passport design (only the NIN design has a personal number), in another order than the earlier sets'.
    mrzDigits: [
      ['birth', 'other'],
      ['personal', 'nin'],
      ['composite', 'other'],
      ['expiry', 'nin'],
      ['document', 'other'],
      ['document', 'nin'],
    ],
    recordGivenLayouts: ['pvc', 'licence', 'nin-card', 'passport', 'nin-card', 'nin-slip'],
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
