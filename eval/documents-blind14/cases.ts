import { assignDesigns, buildSetCases, collectRecords, docTypeOf, findBirthday, kinds, layouts, pickDateBetween, pickLater, whyOfKind, type BlindCase, type CasePlan, type Kind, type Layout } from '../blind-kit/cases.js';
import type { Td3CheckDigit } from '../documents-blind7/mrz.js';
import type { Rng } from '../documents-blind7/random.js';
import { addDays, licenceExpiry, validUntil } from './dates.js';
import { people, titleCase, type Person, type PersonKey } from './people.js';

/**
 * The fourteenth blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. The plan and the
 * kinds are the eleventh to thirteenth sets'; every intended outcome follows from the spec: PASS when
 * the document is sound, in date and agrees with its record; FAIL on a critical failure (format,
 * expiry, authority mismatch). check.ts re-derives each from the printed data, the record and today,
 * without trusting the `kind` label.
 * How a planned document becomes a case (its numbers, MRZ and records) is eval/blind-kit/cases.ts.
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

type Plan = CasePlan<Layout, Kind, Design>;

/** Which documents each person has: every layout's genuine, and forgeries spread so each layout meets most kinds (the eleventh to thirteenth sets' plan). */
function planFor(i: number): Plan[] {
  const even = i % 2 === 0;
  // Three altered digits on each passport design (only the 2024 page has a personal number).
  const digits: Td3CheckDigit[] = ['personal', 'expiry', 'document', 'personal', 'birth', 'composite'];
  const digitDesigns: Design[] = ['pp-polycarb-2024', 'pp-epass-2007', 'pp-polycarb-2024', 'pp-polycarb-2024', 'pp-epass-2007', 'pp-epass-2007'];
  const digit = digits[i] ?? 'composite';
  const plan: Plan[] = [
    { layout: 'passport', kind: 'genuine', design: 'pp-epass-2007' },
    { layout: 'passport', kind: 'genuine', design: 'pp-polycarb-2024' },
    { layout: 'passport', kind: 'expired' },
    { layout: 'passport', kind: 'viz-surname' },
    { layout: 'passport', kind: 'viz-given' },
    { layout: 'passport', kind: 'mrz-digit', digit, design: digitDesigns[i] ?? 'pp-epass-2007' },
    { layout: 'passport', kind: even ? 'mrz-other-person' : 'number-mismatch' },
    { layout: 'passport', kind: even ? 'record-dob' : 'record-surname' },
    { layout: 'passport', kind: even ? 'viz-expiry' : 'viz-dob' },
    { layout: 'nin-slip', kind: 'genuine', design: even ? 'slip-table-2018' : 'slip-premium-2022' },
    { layout: 'nin-slip', kind: even ? 'record-dob' : 'record-surname' },
    { layout: 'nin-card', kind: 'genuine', design: even ? 'gmpc-2014' : 'nmc-2021' },
    { layout: 'nin-card', kind: 'expired' },
    { layout: 'nin-card', kind: even ? 'record-surname' : 'record-dob' },
    // The even-numbered people's genuine licences are the older one, which prints the whole name on one line (SURNAME, GIVEN NAMES).
    { layout: 'licence', kind: 'genuine', design: even ? 'dl-2011' : 'dl-2021' },
    { layout: 'licence', kind: 'expired' },
    { layout: 'licence', kind: even ? 'record-dob' : 'record-surname' },
    // Bette's genuine voter's card is the 2019 one, whose VIN stands by its label just above his name VINCENT.
    { layout: 'pvc', kind: 'genuine', design: even ? 'pvc-2015' : 'pvc-2019' },
    { layout: 'pvc', kind: even ? 'record-surname' : 'record-dob' },
  ];
  // record-given: a sibling's given names, once per person, over the layouts.
  const givenLayout: Layout = (['pvc', 'nin-slip', 'licence', 'passport', 'nin-card', 'nin-slip'] as const)[i] ?? 'pvc';
  plan.push({ layout: givenLayout, kind: 'record-given' });
  return assignDesigns(plan, { designsOf, start: i });
}

/** Issue and expiry dates a real document of the layout would carry (expired ones years ago, valid ones years ahead). */
function datesFor(layout: Layout, kind: Kind, p: Person, rng: Rng): { issueDate: string | null; expiryDate: string | null } {
  const expired = kind === 'expired' || kind === 'viz-expiry';
  switch (layout) {
    case 'passport': {
      if (expired) {
        // A viz-expiry page's true expiry is recent enough that ten years on is well ahead of today.
        const issued = kind === 'viz-expiry' ? pickDateBetween(rng, '2016-03-01', '2019-11-15') : pickDateBetween(rng, '2010-09-01', '2016-05-31');
        return { issueDate: issued, expiryDate: validUntil(issued, 5) };
      }
      const issued = pickDateBetween(rng, '2022-12-01', '2026-11-02');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'licence': {
      // Every licence runs to its holder's birthday (28 February in a common year for a 29 February birthday).
      if (expired) {
        const from = pickLater(addDays(findBirthday(p.dateOfBirth, 18), 30), '2012-09-01');
        const issued = pickDateBetween(rng, from, pickLater(addDays(from, 200), '2019-05-31'));
        return { issueDate: issued, expiryDate: licenceExpiry(issued, issued > '2019-06-30' ? 3 : rng.pick([3, 5]), p.dateOfBirth) };
      }
      // Issued from mid-2025, so the earliest genuine expiry (a birthday in 2029 or 2030) keeps the set fresh until 2028.
      const issued = pickDateBetween(rng, '2025-06-02', '2026-11-10');
      return { issueDate: issued, expiryDate: licenceExpiry(issued, 5, p.dateOfBirth) };
    }
    case 'nin-card': {
      if (expired) {
        const issued = pickDateBetween(rng, pickLater(addDays(findBirthday(p.dateOfBirth, 10), 1), '2012-02-01'), '2015-06-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 10) };
      }
      const issued = pickDateBetween(rng, '2020-06-01', '2025-11-28');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'nin-slip':
      return { issueDate: pickDateBetween(rng, '2014-03-01', '2026-10-31'), expiryDate: null };
    case 'pvc':
      return { issueDate: null, expiryDate: null };
  }
}

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind14Case[] {
  return buildSetCases({
    idPrefix: 'b14',
    seedName: 'blind14',
    ninDesign: NIN_DESIGN,
    people,
    designsOf,
    docTypeOf,
    whyOf: whyOfKind,
    titleCase,
    planFor: (_p, i) => planFor(i),
    datesFor,
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
