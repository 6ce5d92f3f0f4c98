import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, type PlanDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The eighteenth blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the eleventh to seventeenth sets' (the kit's plan, eval/blind-kit/plan.ts, with this set's
 * own designs, date ranges, altered MRZ digits and record-given layouts); every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label. How a planned document
 * becomes a case is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-booklet-2013', 'pp-enhanced-2024'],
  'nin-slip': ['slip-standard-2013', 'slip-agent-2024'],
  'nin-card': ['idcard-2014', 'idcard-gmpc-2024'],
  licence: ['dl-2012', 'dl-2024'],
  pvc: ['pvc-2011', 'pvc-2019'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-30';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-enhanced-2024';

export type Blind18Case = BlindCase<Layout, Kind, Design, PersonKey>;

/**
 * This set's issue-date ranges (built 2026-11-30): expired documents years past, valid ones years
 * ahead. Valid licences were all issued in November 2026, after every holder's birthday but the Koro
 * man's (29 November), so his runs to 29 November 2030 and every other to its holder's birthday in
 * 2031; valid cards were issued from 30 November 2020, so none expires before 29 November 2030.
 */
const dates: PlanDates = {
  passport: { expired: ['2011-02-14', '2016-06-30'], vizExpiry: ['2016-04-04', '2019-10-31'], valid: ['2026-01-19', '2026-11-06'] },
  licence: { expiredFrom: '2012-11-05', expiredBy: '2019-04-30', valid: ['2026-11-02', '2026-11-20'] },
  ninCard: { expiredFrom: '2012-03-05', expiredTo: '2015-05-29', valid: ['2020-11-30', '2025-11-14'] },
  ninSlip: ['2015-05-04', '2026-11-09'],
};

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind18Case[] {
  return buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b18',
    seedName: 'blind18',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      // The even-numbered people's genuine slips are the agent's printout (1991.08.04), the odd-numbered the old standard slip (04 | 08 | 1991).
      'nin-slip': { even: 'slip-agent-2024', odd: 'slip-standard-2013' },
      'nin-card': { even: 'idcard-2014', odd: 'idcard-gmpc-2024' },
      licence: { even: 'dl-2012', odd: 'dl-2024' },
      pvc: { even: 'pvc-2019', odd: 'pvc-2011' },
    },
    dates,
    titleCase,
    // Three altered digits on each passport design (only the NIN design has a personal number), in another order than the earlier sets'.
    mrzDigits: [
      ['expiry', 'other'],
      ['personal', 'nin'],
      ['birth', 'other'],
      ['document', 'nin'],
      ['composite', 'other'],
      ['personal', 'nin'],
    ],
    recordGivenLayouts: ['nin-card', 'pvc', 'nin-slip', 'licence', 'passport', 'nin-card'],
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
