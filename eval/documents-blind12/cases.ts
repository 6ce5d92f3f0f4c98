import { assignDesigns, buildSetCases, collectRecords, docTypeOf, findBirthday, kinds, layouts, pickDateBetween, pickLater, whyOfKind, type BlindCase, type CasePlan, type Kind, type Layout } from '../blind-kit/cases.js';
import type { Td3CheckDigit } from '../documents-blind7/mrz.js';
import type { Rng } from '../documents-blind7/random.js';
import { addDays, licenceExpiry, validUntil } from './dates.js';
import { people, titleCase, type Person, type PersonKey } from './people.js';

/**
 * The twelfth blind set's documents: for each person, which layouts and kinds, what each page prints,
 * what its MRZ holds and what the sandbox authority holds for its number. The plan and the kinds are
 * the eleventh set's; every intended outcome follows from the spec: PASS when the document is sound,
 * in date and agrees with its record; FAIL on a critical failure (format, expiry, authority
 * mismatch). check.ts re-derives each from the printed data, the record and today, without trusting
 * the `kind` label.
 * How a planned document becomes a case (its numbers, MRZ and records) is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-2019', 'pp-mrp-2010'],
  'nin-slip': ['slip-nins-2021', 'slip-portal'],
  'nin-card': ['eid-2017', 'nic-2021'],
  licence: ['dl-2012', 'dl-2022'],
  pvc: ['pvc-2015', 'pvc-2026'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-30';

export type Blind12Case = BlindCase<Layout, Kind, Design, PersonKey>;

type Plan = CasePlan<Layout, Kind, Design>;

/** Which documents each person has: every layout's genuine, and forgeries spread so each layout meets most kinds (the eleventh set's plan). */
function planFor(i: number, key: PersonKey): Plan[] {
  const even = i % 2 === 0;
  // Three altered digits on each passport design (only the 2019 page has a personal number).
  const digits: Td3CheckDigit[] = ['expiry', 'personal', 'birth', 'composite', 'personal', 'document'];
  const digitDesigns: Design[] = ['pp-mrp-2010', 'pp-2019', 'pp-mrp-2010', 'pp-mrp-2010', 'pp-2019', 'pp-2019'];
  const digit = digits[i] ?? 'composite';
  const plan: Plan[] = [
    { layout: 'passport', kind: 'genuine', design: 'pp-2019' },
    { layout: 'passport', kind: 'genuine', design: 'pp-mrp-2010' },
    { layout: 'passport', kind: 'expired' },
    { layout: 'passport', kind: 'viz-surname' },
    { layout: 'passport', kind: 'viz-given' },
    { layout: 'passport', kind: 'mrz-digit', digit, design: digitDesigns[i] ?? 'pp-2019' },
    { layout: 'passport', kind: even ? 'number-mismatch' : 'mrz-other-person' },
    { layout: 'passport', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'passport', kind: even ? 'viz-dob' : 'viz-expiry' },
    // Ogbia's holder's genuine slip is the portal's printout, whose mixed case is where his rn reads as m.
    { layout: 'nin-slip', kind: 'genuine', design: even || key === 'ogbia' ? 'slip-portal' : 'slip-nins-2021' },
    { layout: 'nin-slip', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'nin-card', kind: 'genuine', design: even ? 'nic-2021' : 'eid-2017' },
    { layout: 'nin-card', kind: 'expired' },
    { layout: 'nin-card', kind: even ? 'record-dob' : 'record-surname' },
    { layout: 'licence', kind: 'genuine', design: even ? 'dl-2022' : 'dl-2012' },
    { layout: 'licence', kind: 'expired' },
    { layout: 'licence', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'pvc', kind: 'genuine', design: even ? 'pvc-2015' : 'pvc-2026' },
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
        // A viz-expiry page's true expiry is recent enough that ten years on is well ahead of today.
        const issued = kind === 'viz-expiry' ? pickDateBetween(rng, '2016-01-10', '2019-10-30') : pickDateBetween(rng, '2011-06-01', '2016-08-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 5) };
      }
      const issued = pickDateBetween(rng, '2022-10-01', '2026-10-20');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'licence': {
      // Every licence runs to its holder's birthday.
      if (expired) {
        const from = pickLater(addDays(findBirthday(p.dateOfBirth, 18), 30), '2013-03-01');
        const issued = pickDateBetween(rng, from, pickLater(addDays(from, 200), '2019-08-30'));
        return { issueDate: issued, expiryDate: licenceExpiry(issued, issued > '2019-06-30' ? 3 : rng.pick([3, 5]), p.dateOfBirth) };
      }
      // Issued from 2025, so the earliest genuine expiry (a birthday in 2029 or 2030) keeps the set fresh until 2028.
      const issued = pickDateBetween(rng, '2025-01-10', '2026-10-05');
      return { issueDate: issued, expiryDate: licenceExpiry(issued, 5, p.dateOfBirth) };
    }
    case 'nin-card': {
      if (expired) {
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
export function buildCases(): Blind12Case[] {
  return buildSetCases({
    idPrefix: 'b12',
    seedName: 'blind12',
    ninDesign: 'pp-2019',
    people,
    designsOf,
    docTypeOf,
    whyOf: whyOfKind,
    titleCase,
    planFor: (p, i) => planFor(i, p.key),
    datesFor,
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
