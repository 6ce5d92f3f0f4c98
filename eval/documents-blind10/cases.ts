import { assignDesigns, buildSetCases, collectRecords, docTypeOf, findBirthday, kinds, layouts, pickDateBetween, pickLater, whyOfKind, type BlindCase, type CasePlan, type Kind, type Layout } from '../blind-kit/cases.js';
import type { Td3CheckDigit } from '../documents-blind7/mrz.js';
import type { Rng } from '../documents-blind7/random.js';
import { addDays, validUntil } from './dates.js';
import { people, titleCase, type Person, type PersonKey } from './people.js';

/**
 * The tenth blind set's documents: for each person, which layouts and kinds, what each page prints,
 * what its MRZ holds and what the sandbox authority holds for its number. Every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label.
 * How a planned document becomes a case (its numbers, MRZ and records) is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pc-2022', 'paper-1998'],
  'nin-slip': ['slip-table', 'slip-premium'],
  'nin-card': ['eid-green', 'mpc-blue'],
  licence: ['dl-2012', 'dl-2022'],
  pvc: ['pvc-2015', 'pvc-2019'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-29';

export type Blind10Case = BlindCase<Layout, Kind, Design, PersonKey>;

type Plan = CasePlan<Layout, Kind, Design>;

/** Which documents each person has: every layout's genuine, and forgeries spread so each layout meets most kinds. */
function planFor(p: Person, i: number): Plan[] {
  const even = i % 2 === 0;
  // Three altered digits on each passport design (only the polycarbonate page has a personal number).
  const digits: Td3CheckDigit[] = ['expiry', 'personal', 'birth', 'composite', 'personal', 'document'];
  const digitDesigns: Design[] = ['paper-1998', 'pc-2022', 'paper-1998', 'paper-1998', 'pc-2022', 'pc-2022'];
  const digit = digits[i] ?? 'composite';
  const plan: Plan[] = [
    { layout: 'passport', kind: 'genuine', design: 'pc-2022' },
    { layout: 'passport', kind: 'genuine', design: 'paper-1998' },
    { layout: 'passport', kind: 'expired' },
    { layout: 'passport', kind: 'viz-surname' },
    // New in this set: the visual zone's given names changed, MRZ and record the true ones.
    { layout: 'passport', kind: 'viz-given' },
    { layout: 'passport', kind: 'mrz-digit', digit, design: digitDesigns[i] ?? 'pc-2022' },
    { layout: 'passport', kind: even ? 'number-mismatch' : 'mrz-other-person' },
    { layout: 'passport', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'passport', kind: even ? 'viz-dob' : 'viz-expiry' },
    { layout: 'nin-slip', kind: 'genuine', design: even ? 'slip-table' : 'slip-premium' },
    { layout: 'nin-slip', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'nin-card', kind: 'genuine', design: even ? 'mpc-blue' : 'eid-green' },
    { layout: 'nin-card', kind: 'expired' },
    { layout: 'nin-card', kind: even ? 'record-dob' : 'record-surname' },
    { layout: 'licence', kind: 'genuine', design: even ? 'dl-2012' : 'dl-2022' },
    { layout: 'licence', kind: 'expired' },
    { layout: 'licence', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'pvc', kind: 'genuine', design: even ? 'pvc-2019' : 'pvc-2015' },
    { layout: 'pvc', kind: even ? 'record-dob' : 'record-surname' },
  ];
  // record-given: a sibling's given names, once per person, over the layouts.
  const givenLayout: Layout = (['nin-card', 'passport', 'pvc', 'nin-slip', 'licence', 'nin-slip'] as const)[i] ?? 'pvc';
  plan.push({ layout: givenLayout, kind: 'record-given' });
  return assignDesigns(plan, { designsOf, start: i + 1 });
}

/** Issue and expiry dates a real document of the layout would carry (expired ones years ago, valid ones years ahead). */
function datesFor(layout: Layout, kind: Kind, p: Person, rng: Rng): { issueDate: string | null; expiryDate: string | null } {
  const expired = kind === 'expired' || kind === 'viz-expiry';
  switch (layout) {
    case 'passport': {
      if (expired) {
        const issued = pickDateBetween(rng, '2011-06-01', '2016-08-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 5) };
      }
      const issued = pickDateBetween(rng, '2022-10-01', '2026-10-20');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'licence': {
      if (expired) {
        // No licence before eighteen: a holder who came of age late was first licensed after it, for three years.
        const from = pickLater(addDays(findBirthday(p.dateOfBirth, 18), 30), '2013-03-01');
        const issued = pickDateBetween(rng, from, pickLater(addDays(from, 200), '2019-08-30'));
        return { issueDate: issued, expiryDate: validUntil(issued, issued > '2019-06-30' ? 3 : rng.pick([3, 5])) };
      }
      const issued = pickDateBetween(rng, '2024-01-10', '2026-10-05');
      return { issueDate: issued, expiryDate: validUntil(issued, 5) };
    }
    case 'nin-card': {
      if (expired) {
        // NIMC enrols children too; a card is issued from ten here.
        const issued = pickDateBetween(rng, pickLater(addDays(findBirthday(p.dateOfBirth, 10), 1), '2012-05-01'), '2015-04-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 10) };
      }
      const issued = pickDateBetween(rng, '2020-03-01', '2025-10-31');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'nin-slip':
      return { issueDate: pickDateBetween(rng, '2018-05-01', '2026-08-31'), expiryDate: null };
    case 'pvc':
      return { issueDate: null, expiryDate: null };
  }
}

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind10Case[] {
  return buildSetCases({
    idPrefix: 'b10',
    seedName: 'blind10',
    ninDesign: 'pc-2022',
    people,
    designsOf,
    docTypeOf,
    whyOf: whyOfKind,
    titleCase,
    planFor: planFor,
    datesFor,
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
