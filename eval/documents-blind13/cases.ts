import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, thirteenthSetDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The thirteenth blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the eleventh and twelfth sets'; every intended outcome follows from the spec: PASS when
 * the document is sound, in date and agrees with its record; FAIL on a critical failure (format,
 * expiry, authority mismatch). check.ts re-derives each from the printed data, the record and today,
 * without trusting the `kind` label.
 * Which documents each person has and their dates is the kit's plan (eval/blind-kit/plan.ts), this
 * set's designs and date ranges given; how a planned document becomes a case is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-ecowas-2007', 'pp-enhanced-2025'],
  'nin-slip': ['slip-improved-2023', 'slip-enrolment-2014'],
  'nin-card': ['nmpc-2024', 'nic-2019'],
  licence: ['dl-2016', 'dl-2025'],
  pvc: ['pvc-2011', 'pvc-2023'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-30';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-enhanced-2025';

export type Blind13Case = BlindCase<Layout, Kind, Design, PersonKey>;

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind13Case[] {
  return buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b13',
    seedName: 'blind13',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      // The even-numbered people's genuine slips are the enrolment printout, whose mixed case writes Ekpeye's hyphenated surname Ogbonda-Amadi.
      'nin-slip': { even: 'slip-enrolment-2014', odd: 'slip-improved-2023' },
      'nin-card': { even: 'nmpc-2024', odd: 'nic-2019' },
      licence: { even: 'dl-2016', odd: 'dl-2025' },
      // Ekpeye's genuine voter's card is the 2011 one, which wraps his surname at its hyphen; Kuteb's the 2023 one, whose dates have no leading zeros.
      pvc: { even: 'pvc-2011', odd: 'pvc-2023' },
    },
    dates: thirteenthSetDates,
    titleCase,
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
