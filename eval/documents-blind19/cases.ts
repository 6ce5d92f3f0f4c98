import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, type PlanDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The nineteenth blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the eleventh to eighteenth sets' (the kit's plan, eval/blind-kit/plan.ts, with this set's
 * own designs, date ranges, altered MRZ digits and record-given layouts); every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label. How a planned document
 * becomes a case is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-mrp-2007', 'pp-polycarb-2025'],
  'nin-slip': ['slip-plain-2012', 'slip-mobile-2022'],
  'nin-card': ['idcard-2016', 'idcard-2021'],
  licence: ['dl-2008', 'dl-2021'],
  pvc: ['pvc-2015', 'pvc-2023'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-30';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-polycarb-2025';

export type Blind19Case = BlindCase<Layout, Kind, Design, PersonKey>;

/**
 * This set's issue-date ranges (built 2026-11-30): expired documents years past, valid ones years
 * ahead. Valid licences were all issued from 2 to 20 November 2026, after every holder's birthday
 * but the Annang man's (7 December), so his runs to 7 December 2030 and every other to its holder's
 * birthday in 2031 (the Ilaje man's, born on 29 February, to 28 February 2031); valid cards were
 * issued from 10 December 2020, so none expires before 9 December 2030.
 */
const dates: PlanDates = {
  passport: { expired: ['2010-11-22', '2016-05-17'], vizExpiry: ['2016-05-02', '2019-09-30'], valid: ['2025-12-08', '2026-11-12'] },
  licence: { expiredFrom: '2012-10-08', expiredBy: '2019-03-29', valid: ['2026-11-02', '2026-11-20'] },
  ninCard: { expiredFrom: '2012-04-16', expiredTo: '2015-06-12', valid: ['2020-12-10', '2025-11-14'] },
  ninSlip: ['2014-08-11', '2026-11-16'],
};

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind19Case[] {
  return buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b19',
    seedName: 'blind19',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      // The even-numbered people's genuine slips are the 2022 mobile printout, the odd-numbered the 2012 plain slip.
      'nin-slip': { even: 'slip-mobile-2022', odd: 'slip-plain-2012' },
      'nin-card': { even: 'idcard-2021', odd: 'idcard-2016' },
      licence: { even: 'dl-2008', odd: 'dl-2021' },
      pvc: { even: 'pvc-2015', odd: 'pvc-2023' },
    },
    dates,
    titleCase,
    // Three altered digits on each passport design (only the NIN design has a personal number), in another order than the earlier sets'.
    mrzDigits: [
      ['birth', 'nin'],
      ['composite', 'other'],
      ['personal', 'nin'],
      ['expiry', 'other'],
      ['document', 'nin'],
      ['birth', 'other'],
    ],
    recordGivenLayouts: ['licence', 'passport', 'pvc', 'nin-card', 'nin-slip', 'pvc'],
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
