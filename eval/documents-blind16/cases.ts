import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, type PlanDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The sixteenth blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the eleventh to fifteenth sets' (the kit's plan, eval/blind-kit/plan.ts, with this set's
 * own designs, date ranges, altered MRZ digits and record-given layouts); every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label. How a planned document
 * becomes a case is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-booklet-2011', 'pp-chip-2025'],
  'nin-slip': ['slip-improved-2017', 'slip-webprint-2025'],
  'nin-card': ['idcard-2019', 'idcard-2025'],
  licence: ['dl-2016', 'dl-2022'],
  pvc: ['pvc-2015', 'pvc-2023'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-30';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-chip-2025';

export type Blind16Case = BlindCase<Layout, Kind, Design, PersonKey>;

/**
 * This set's issue-date ranges (built 2026-11-30): expired documents years past, valid ones years
 * ahead. Valid passports were all issued in 2026, so they expire in 2036 (the Irigwe man, born in
 * 1936, has an MRZ whose birth and expiry years are both 36).
 */
const dates: PlanDates = {
  passport: { expired: ['2010-11-15', '2016-03-31'], vizExpiry: ['2016-06-01', '2019-09-30'], valid: ['2026-01-12', '2026-11-04'] },
  // Valid licences issued in 2026, so the earliest genuine expiry (a birthday in 2030) keeps the set fresh until 2029.
  licence: { expiredFrom: '2013-01-07', expiredBy: '2019-03-29', valid: ['2026-04-13', '2026-11-13'] },
  ninCard: { expiredFrom: '2012-06-04', expiredTo: '2015-04-30', valid: ['2020-11-02', '2025-10-31'] },
  ninSlip: ['2015-03-02', '2026-11-05'],
};

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind16Case[] {
  return buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b16',
    seedName: 'blind16',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      // The even-numbered people's genuine slips are the web printout (mixed case, weekday dates: Friday born on a Friday), the odd-numbered the improved slip (ordinal days: 3rd, 22nd).
      'nin-slip': { even: 'slip-webprint-2025', odd: 'slip-improved-2017' },
      'nin-card': { even: 'idcard-2025', odd: 'idcard-2019' },
      licence: { even: 'dl-2016', odd: 'dl-2022' },
      pvc: { even: 'pvc-2023', odd: 'pvc-2015' },
    },
    dates,
    titleCase,
    // Three altered digits on each passport design (only the NIN design has a personal number), in another order than the earlier sets'.
    mrzDigits: [
      ['birth', 'other'],
      ['document', 'nin'],
      ['personal', 'nin'],
      ['composite', 'other'],
      ['personal', 'nin'],
      ['expiry', 'other'],
    ],
    recordGivenLayouts: ['licence', 'nin-card', 'pvc', 'passport', 'nin-slip', 'pvc'],
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
