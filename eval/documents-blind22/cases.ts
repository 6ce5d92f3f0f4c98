import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, type PlanDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The twenty-second blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the thirteenth to twenty-first sets' (the kit's plan, eval/blind-kit/plan.ts, with this
 * set's own designs, date ranges, altered MRZ digits and record-given layouts); every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label. How a planned document
 * becomes a case is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-std-2011', 'pp-e-2024'],
  'nin-slip': ['slip-enrol-2013', 'slip-verify-2020'],
  'nin-card': ['idcard-2012', 'idcard-2024'],
  licence: ['dl-2012', 'dl-2024'],
  pvc: ['pvc-2011', 'pvc-2023'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-12-01';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-e-2024';

export type Blind22Case = BlindCase<Layout, Kind, Design, PersonKey>;

/**
 * This set's issue-date ranges (built 2026-12-01): expired documents years past, valid ones years
 * ahead. Valid licences were all issued from 26 October to 27 November 2026, after every holder's
 * birthday (the Ohafia man's, 19 October, the latest), so each runs to its holder's birthday in 2031
 * (the Katsinawa woman's, 23 February, the earliest); valid cards were issued from 2 April 2021, so
 * none expires before 1 April 2031.
 */
const dates: PlanDates = {
  passport: { expired: ['2010-11-15', '2016-04-29'], vizExpiry: ['2016-09-05', '2019-10-25'], valid: ['2025-11-17', '2026-11-24'] },
  licence: { expiredFrom: '2012-11-05', expiredBy: '2019-04-26', valid: ['2026-10-26', '2026-11-27'] },
  ninCard: { expiredFrom: '2012-07-09', expiredTo: '2015-07-31', valid: ['2021-04-02', '2025-11-14'] },
  ninSlip: ['2014-06-16', '2026-11-13'],
};

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind22Case[] {
  return buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b22',
    seedName: 'blind22',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      // The even-numbered people's genuine slips are the 2013 enrolment printout, the odd-numbered the 2020 verification printout.
      'nin-slip': { even: 'slip-enrol-2013', odd: 'slip-verify-2020' },
      'nin-card': { even: 'idcard-2024', odd: 'idcard-2012' },
      licence: { even: 'dl-2012', odd: 'dl-2024' },
      pvc: { even: 'pvc-2023', odd: 'pvc-2011' },
    },
    dates,
    titleCase,
    // Three altered digits on each passport design (only the NIN design has a personal number), in another order than the earlier sets'.
    mrzDigits: [
      ['expiry', 'other'],
      ['document', 'nin'],
      ['personal', 'nin'],
      ['birth', 'other'],
      ['expiry', 'nin'],
      ['composite', 'other'],
    ],
    recordGivenLayouts: ['licence', 'nin-card', 'pvc', 'nin-slip', 'passport', 'nin-card'],
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
