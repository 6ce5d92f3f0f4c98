import { collectRecords, docTypeOf, kinds, layouts, type BlindCase, type Kind, type Layout } from '../blind-kit/cases.js';
import { buildPlannedCases, thirteenthSetDates } from '../blind-kit/plan.js';
import { people, titleCase, type PersonKey } from './people.js';

/**
 * The fourteenth blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the eleventh to thirteenth sets'; every intended outcome follows from the spec: PASS when
 * the document is sound, in date and agrees with its record; FAIL on a critical failure (format,
 * expiry, authority mismatch). check.ts re-derives each from the printed data, the record and today,
 * without trusting the `kind` label.
 * Which documents each person has and their dates is the kit's plan (eval/blind-kit/plan.ts), this
 * set's designs given and the thirteenth set's date ranges; how a planned document becomes a case is
 * eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-epass-2007', 'pp-polycarb-2024'],
  'nin-slip': ['slip-table-2018', 'slip-premium-2022'],
  'nin-card': ['gmpc-2014', 'nmc-2021'],
  licence: ['dl-2011', 'dl-2021'],
  pvc: ['pvc-2015', 'pvc-2019'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-30';

/** The passport design that carries the NIN as its MRZ personal number (and a `B` number). */
export const NIN_DESIGN: Design = 'pp-polycarb-2024';

export type Blind14Case = BlindCase<Layout, Kind, Design, PersonKey>;

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind14Case[] {
  return buildPlannedCases<Design, PersonKey, (typeof people)[number]>({
    idPrefix: 'b14',
    seedName: 'blind14',
    people,
    designsOf,
    ninDesign: NIN_DESIGN,
    genuineOf: {
      'nin-slip': { even: 'slip-table-2018', odd: 'slip-premium-2022' },
      'nin-card': { even: 'gmpc-2014', odd: 'nmc-2021' },
      // The even-numbered people's genuine licences are the older one, which prints the whole name on one line (SURNAME, GIVEN NAMES).
      licence: { even: 'dl-2011', odd: 'dl-2021' },
      // Bette's genuine voter's card is the 2019 one, whose VIN stands by its label just above his name VINCENT.
      pvc: { even: 'pvc-2015', odd: 'pvc-2019' },
    },
    // Every licence runs to its holder's birthday (28 February in a common year for a 29 February birthday).
    dates: thirteenthSetDates,
    titleCase,
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
