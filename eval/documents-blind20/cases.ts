import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, type PlanDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The twentieth blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the thirteenth to nineteenth sets' (the kit's plan, eval/blind-kit/plan.ts, with this
 * set's own designs, date ranges, altered MRZ digits and record-given layouts); every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label. How a planned document
 * becomes a case is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-epass-2007', 'pp-enhanced-2019'],
  'nin-slip': ['slip-kiosk-2017', 'slip-improved-2020'],
  'nin-card': ['idcard-2013', 'idcard-2024'],
  licence: ['dl-2012', 'dl-2024'],
  pvc: ['pvc-2011', 'pvc-2019'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-12-01';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-enhanced-2019';

export type Blind20Case = BlindCase<Layout, Kind, Design, PersonKey>;

/**
 * This set's issue-date ranges (built 2026-12-01): expired documents years past, valid ones years
 * ahead. Valid licences were all issued from 9 to 27 November 2026, after every holder's birthday, so
 * each runs to its holder's birthday in 2031 (the Ezza woman's, 14 March, the earliest); valid cards
 * were issued from 8 February 2021, so none expires before 7 February 2031.
 */
const dates: PlanDates = {
  passport: { expired: ['2010-12-06', '2016-06-20'], vizExpiry: ['2016-06-01', '2019-10-20'], valid: ['2025-12-15', '2026-11-24'] },
  licence: { expiredFrom: '2012-11-05', expiredBy: '2019-04-15', valid: ['2026-11-09', '2026-11-27'] },
  ninCard: { expiredFrom: '2012-05-14', expiredTo: '2015-07-20', valid: ['2021-02-08', '2025-11-20'] },
  ninSlip: ['2014-09-08', '2026-11-23'],
};

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind20Case[] {
  return buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b20',
    seedName: 'blind20',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      // The even-numbered people's genuine slips are the 2020 improved slip, the odd-numbered the 2017 kiosk printout.
      'nin-slip': { even: 'slip-improved-2020', odd: 'slip-kiosk-2017' },
      'nin-card': { even: 'idcard-2013', odd: 'idcard-2024' },
      licence: { even: 'dl-2024', odd: 'dl-2012' },
      pvc: { even: 'pvc-2019', odd: 'pvc-2011' },
    },
    dates,
    titleCase,
    // Three altered digits on each passport design (only the NIN design has a personal number), in another order than the earlier sets'.
    mrzDigits: [
      ['expiry', 'other'],
      ['personal', 'nin'],
      ['composite', 'other'],
      ['document', 'nin'],
      ['birth', 'nin'],
      ['birth', 'other'],
    ],
    recordGivenLayouts: ['nin-card', 'pvc', 'passport', 'nin-slip', 'licence', 'nin-card'],
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
