import { assignDesigns, buildSetCases, collectRecords, docTypeOf, layouts, pickDateBetween, pickDigits, whyOfKind, type BlindCase, type CasePlan, type Layout } from '../blind-kit/cases.js';
import type { Td3CheckDigit } from '../documents-blind7/mrz.js';
import type { Rng } from '../documents-blind7/random.js';
import { addDays, validUntil, ymd } from './dates.js';
import { people, titleCase, type Person, type PersonKey } from './people.js';

/**
 * The eighth blind set's documents: for each person, which layouts and kinds, what each page
 * prints, what its MRZ holds and what the sandbox authority holds for its number. Every intended
 * outcome follows from the spec: PASS when the document is sound, in date and agrees with its
 * record; FAIL on a critical failure (format, expiry, authority mismatch). check.ts re-derives each
 * from the printed data, the record and today, without trusting the `kind` label.
 * How a planned document becomes a case (its numbers, MRZ and records) is eval/blind-kit/cases.ts.
 */

export { docTypeOf, layouts, type Layout };

export const kinds = ['genuine', 'record-surname', 'record-dob', 'record-given', 'expired', 'viz-surname', 'mrz-digit', 'number-mismatch', 'mrz-other-person', 'viz-dob'] as const;
export type Kind = (typeof kinds)[number];

export const designsOf = {
  passport: ['booklet-2007', 'polycarbonate'],
  'nin-slip': ['premium', 'basic'],
  'nin-card': ['nimc-2013', 'afrigo'],
  licence: ['frsc-2012', 'frsc-2022'],
  pvc: ['pvc-2019', 'tvc'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-29';

/** One document of the set (the kit's case, less the viz-expiry field no kind of this set uses). */
export type Blind8Case = Omit<BlindCase<Layout, Kind, Design, PersonKey>, 'trueExpiry'>;

type Plan = CasePlan<Layout, Kind, Design>;

/** Which documents each person has: every layout's genuine, and forgeries spread so each layout meets most kinds. */
function planFor(p: Person, i: number): Plan[] {
  const even = i % 2 === 0;
  // The youngest is eighteen only since March 2026: no licence or NIN card of his can have expired.
  const young = p.key === 'bachama';
  const digits: Td3CheckDigit[] = ['document', 'birth', 'expiry', 'personal', 'composite', 'expiry'];
  const digit = digits[i] ?? 'composite';
  const plan: Plan[] = [
    { layout: 'passport', kind: 'genuine', design: 'booklet-2007' },
    { layout: 'passport', kind: 'genuine', design: 'polycarbonate' },
    { layout: 'passport', kind: 'expired' },
    { layout: 'passport', kind: 'viz-surname' },
    // Only the polycarbonate page has a personal number whose digit can be altered.
    { layout: 'passport', kind: 'mrz-digit', digit, ...(digit === 'personal' ? { design: 'polycarbonate' as const } : {}) },
    { layout: 'passport', kind: even ? 'number-mismatch' : 'mrz-other-person' },
    { layout: 'passport', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'nin-slip', kind: 'genuine', design: even ? 'premium' : 'basic' },
    { layout: 'nin-slip', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'nin-card', kind: 'genuine', design: even ? 'afrigo' : 'nimc-2013' },
    { layout: 'nin-card', kind: young ? 'record-given' : 'expired' },
    { layout: 'nin-card', kind: even ? 'record-dob' : 'record-surname' },
    { layout: 'licence', kind: 'genuine', design: even ? 'frsc-2022' : 'frsc-2012' },
    { layout: 'licence', kind: young ? 'record-given' : 'expired' },
    { layout: 'licence', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'pvc', kind: 'genuine', design: even ? 'tvc' : 'pvc-2019' },
    { layout: 'pvc', kind: even ? 'record-dob' : 'record-surname' },
  ];
  if (p.key === 'izzi') plan.push({ layout: 'passport', kind: 'record-given' });
  // The new forgery: the visual zone's birth date altered, MRZ and record left true.
  if (!even) plan.push({ layout: 'passport', kind: 'viz-dob' });
  if (i % 3 === 1) plan.push({ layout: 'nin-slip', kind: 'record-given' });
  if (i % 3 === 2) plan.push({ layout: 'pvc', kind: 'record-given' });
  // The forgeries alternate between their layout's two designs (starting with another one for each
  // person), so neither design carries most of a kind.
  return assignDesigns(plan, { designsOf, start: i });
}

/** Issue and expiry dates a real document of the layout would carry (expired ones years ago, valid ones years ahead). */
function datesFor(layout: Layout, kind: Kind, p: Person, rng: Rng): { issueDate: string | null; expiryDate: string | null } {
  const expired = kind === 'expired';
  const young = p.key === 'bachama';
  switch (layout) {
    case 'passport': {
      // A minor's passport runs five years; an adult's new one ten.
      if (expired) {
        const issued = young ? pickDateBetween(rng, '2015-06-01', '2016-12-20') : pickDateBetween(rng, '2013-02-01', '2018-10-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 5) };
      }
      const issued = young ? pickDateBetween(rng, '2025-01-10', '2025-08-30') : pickDateBetween(rng, '2023-03-01', '2026-09-30');
      return { issueDate: issued, expiryDate: validUntil(issued, young ? 5 : 10) };
    }
    case 'licence': {
      if (expired) {
        // No licence before eighteen: a holder who came of age late in the range was first licensed after it.
        const adult = addDays(`${String(ymd(p.dateOfBirth).y + 18)}${p.dateOfBirth.slice(4)}`.replace('-02-29', '-03-01'), 30);
        const issued = adult > '2015-01-15' ? pickDateBetween(rng, adult, '2020-06-30') : pickDateBetween(rng, '2015-01-15', '2019-10-30');
        return { issueDate: issued, expiryDate: validUntil(issued, rng.pick([3, 5])) };
      }
      const issued = young ? '2026-08-14' : pickDateBetween(rng, '2024-06-01', '2026-08-31');
      return { issueDate: issued, expiryDate: validUntil(issued, 5) };
    }
    case 'nin-card': {
      if (expired) {
        const issued = pickDateBetween(rng, '2013-01-10', '2014-10-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 10) };
      }
      const issued = young ? pickDateBetween(rng, '2025-02-01', '2025-09-30') : pickDateBetween(rng, '2021-01-10', '2025-12-15');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'nin-slip':
      return { issueDate: young ? pickDateBetween(rng, '2024-11-01', '2025-06-30') : pickDateBetween(rng, '2021-01-10', '2025-10-30'), expiryDate: null };
    case 'pvc':
      return { issueDate: null, expiryDate: null };
  }
}

// The kit's reasons, but for record-given, which this set words as it built it.
const whyOf: Record<Kind, string> = { ...whyOfKind, 'record-given': "the authority holds another person's given names (a sibling born the same day) for this number: authority mismatch, FAIL" };

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind8Case[] {
  const cases: BlindCase<Layout, Kind, Design, PersonKey>[] = buildSetCases({
    idPrefix: 'b8',
    seedName: 'blind8',
    ninDesign: 'polycarbonate',
    people,
    designsOf,
    docTypeOf,
    whyOf,
    titleCase,
    planFor,
    datesFor,
    // This set's passport numbers: a letter and eight digits, the first of them possibly 0.
    passportNumberFor: (design, rng) => `${design === 'polycarbonate' ? 'B' : 'A'}${pickDigits(rng, 8)}`,
    // A number-mismatch page alters a digit from the fourth place on.
    mismatchFrom: 3,
  });
  return cases.map(({ trueExpiry: _, ...c }) => c);
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
