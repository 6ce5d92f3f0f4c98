import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, type PlanDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The fifteenth blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the eleventh to fourteenth sets' (the kit's plan, eval/blind-kit/plan.ts, with this
 * set's own designs, date ranges, altered MRZ digits and record-given layouts); every intended
 * outcome follows from the spec: PASS when the document is sound, in date and agrees with its
 * record; FAIL on a critical failure (format, expiry, authority mismatch). check.ts re-derives each
 * from the printed data, the record and today, without trusting the `kind` label. How a planned
 * document becomes a case is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-laminate-2013', 'pp-polymer-2026'],
  'nin-slip': ['slip-longform-2015', 'slip-verify-2024'],
  'nin-card': ['idcard-2016', 'idcard-2023'],
  licence: ['dl-2014', 'dl-2024'],
  pvc: ['pvc-2018', 'pvc-2022'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-30';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-polymer-2026';

export type Blind15Case = BlindCase<Layout, Kind, Design, PersonKey>;

/** This set's issue-date ranges (built 2026-11-30): expired documents years past, valid ones years ahead. */
const dates: PlanDates = {
  passport: { expired: ['2011-01-10', '2016-04-29'], vizExpiry: ['2016-05-02', '2019-10-31'], valid: ['2023-01-09', '2026-11-06'] },
  // Valid licences issued from July 2025, so the earliest genuine expiry (a birthday in 2029 or 2030) keeps the set fresh until late 2028.
  licence: { expiredFrom: '2012-11-01', expiredBy: '2019-04-30', valid: ['2025-07-01', '2026-11-16'] },
  ninCard: { expiredFrom: '2012-04-02', expiredTo: '2015-05-29', valid: ['2020-09-01', '2025-11-20'] },
  ninSlip: ['2015-01-05', '2026-11-02'],
};

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind15Case[] {
  return buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b15',
    seedName: 'blind15',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      // The odd-numbered people's genuine slips are the long-form printout in mixed case (Offoboche, whose ff a serif face may join) with its empty Middle Name cell for Gwandara's RUKKAYA.
      'nin-slip': { even: 'slip-verify-2024', odd: 'slip-longform-2015' },
      'nin-card': { even: 'idcard-2016', odd: 'idcard-2023' },
      licence: { even: 'dl-2024', odd: 'dl-2014' },
      pvc: { even: 'pvc-2018', odd: 'pvc-2022' },
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
    recordGivenLayouts: ['nin-card', 'pvc', 'passport', 'nin-slip', 'licence', 'pvc'],
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
