import { assignDesigns, buildSetCases, collectRecords, docTypeOf, layouts, pickDateBetween, pickDigits, whyOfKind, type BlindCase, type CasePlan, type Layout } from '../blind-kit/cases.js';
import type { Td3CheckDigit } from '../documents-blind7/mrz.js';
import type { Rng } from '../documents-blind7/random.js';
import { addDays, validUntil, ymd } from './dates.js';
import { people, titleCase, type Person, type PersonKey } from './people.js';

/**
 * The ninth blind set's documents: for each person, which layouts and kinds, what each page prints,
 * what its MRZ holds and what the sandbox authority holds for its number. Every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label.
 * How a planned document becomes a case (its numbers, MRZ and records) is eval/blind-kit/cases.ts.
 */

export { docTypeOf, layouts, type Layout };

export const kinds = ['genuine', 'record-surname', 'record-dob', 'record-given', 'expired', 'viz-surname', 'viz-dob', 'viz-expiry', 'mrz-digit', 'number-mismatch', 'mrz-other-person'] as const;
export type Kind = (typeof kinds)[number];

export const designsOf = {
  passport: ['epass-2019', 'mrp-2001'],
  'nin-slip': ['improved', 'standard'],
  'nin-card': ['gmpc-2018', 'eid-2023'],
  licence: ['frsc-2017', 'frsc-2006'],
  pvc: ['pvc-2011', 'pvc-2023'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-29';

export type Blind9Case = BlindCase<Layout, Kind, Design, PersonKey>;

type Plan = CasePlan<Layout, Kind, Design>;

/** Which documents each person has: every layout's genuine, and forgeries spread so each layout meets most kinds. */
function planFor(p: Person, i: number): Plan[] {
  const even = i % 2 === 0;
  const digits: Td3CheckDigit[] = ['birth', 'personal', 'document', 'expiry', 'composite', 'personal'];
  const digit = digits[i] ?? 'composite';
  const plan: Plan[] = [
    { layout: 'passport', kind: 'genuine', design: 'epass-2019' },
    { layout: 'passport', kind: 'genuine', design: 'mrp-2001' },
    { layout: 'passport', kind: 'expired' },
    { layout: 'passport', kind: 'viz-surname' },
    // Only the e-passport page has a personal number (the NIN) whose digit can be altered.
    // (the others alternate, so each design carries three altered digits).
    { layout: 'passport', kind: 'mrz-digit', digit, design: digit === 'personal' || !even ? 'epass-2019' : 'mrp-2001' },
    { layout: 'passport', kind: even ? 'mrz-other-person' : 'number-mismatch' },
    { layout: 'passport', kind: even ? 'record-dob' : 'record-surname' },
    // The new forgery for half the people, the eighth set's viz-dob for the other half.
    { layout: 'passport', kind: even ? 'viz-expiry' : 'viz-dob' },
    { layout: 'nin-slip', kind: 'genuine', design: even ? 'standard' : 'improved' },
    { layout: 'nin-slip', kind: even ? 'record-dob' : 'record-surname' },
    { layout: 'nin-card', kind: 'genuine', design: even ? 'gmpc-2018' : 'eid-2023' },
    { layout: 'nin-card', kind: 'expired' },
    { layout: 'nin-card', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'licence', kind: 'genuine', design: even ? 'frsc-2006' : 'frsc-2017' },
    { layout: 'licence', kind: 'expired' },
    { layout: 'licence', kind: even ? 'record-dob' : 'record-surname' },
    { layout: 'pvc', kind: 'genuine', design: even ? 'pvc-2023' : 'pvc-2011' },
    { layout: 'pvc', kind: even ? 'record-surname' : 'record-dob' },
  ];
  // record-given: a sibling's given names, once per person, over the layouts.
  const givenLayout: Layout = (['passport', 'nin-slip', 'nin-card', 'licence', 'pvc', 'nin-slip'] as const)[i] ?? 'pvc';
  plan.push({ layout: givenLayout, kind: 'record-given' });
  return assignDesigns(plan, { designsOf, start: i });
}

/** The day someone turns `years` (a 29 February birthday falls on 1 March). */
const birthday = (birth: string, years: number) => `${String(ymd(birth).y + years)}${birth.slice(4)}`.replace('-02-29', '-03-01');

/** Issue and expiry dates a real document of the layout would carry (expired ones years ago, valid ones years ahead). */
function datesFor(layout: Layout, kind: Kind, p: Person, rng: Rng): { issueDate: string | null; expiryDate: string | null } {
  const expired = kind === 'expired' || kind === 'viz-expiry';
  switch (layout) {
    case 'passport': {
      if (expired) {
        const issued = pickDateBetween(rng, '2012-04-01', '2016-10-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 5) };
      }
      const issued = pickDateBetween(rng, '2022-11-01', '2026-10-15');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'licence': {
      if (expired) {
        // No licence before eighteen: a holder who came of age late in the range was first licensed after it.
        const adult = addDays(birthday(p.dateOfBirth, 18), 30);
        const issued = adult > '2014-01-15' ? pickDateBetween(rng, adult, '2020-04-30') : pickDateBetween(rng, '2014-01-15', '2019-10-30');
        return { issueDate: issued, expiryDate: validUntil(issued, rng.pick([3, 5])) };
      }
      const issued = pickDateBetween(rng, '2024-03-01', '2026-09-30');
      return { issueDate: issued, expiryDate: validUntil(issued, 5) };
    }
    case 'nin-card': {
      if (expired) {
        // NIMC enrols children too; a card is issued from thirteen here.
        const from = addDays(birthday(p.dateOfBirth, 13), 1);
        const issued = pickDateBetween(rng, from > '2012-09-01' ? from : '2012-09-01', '2015-06-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 10) };
      }
      const issued = pickDateBetween(rng, '2020-06-01', '2025-11-15');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'nin-slip':
      return { issueDate: pickDateBetween(rng, '2019-02-01', '2026-06-30'), expiryDate: null };
    case 'pvc':
      return { issueDate: null, expiryDate: null };
  }
}

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind9Case[] {
  return buildSetCases({
    idPrefix: 'b9',
    seedName: 'blind9',
    ninDesign: 'epass-2019',
    people,
    designsOf,
    docTypeOf,
    whyOf: whyOfKind,
    titleCase,
    planFor: planFor,
    datesFor,
    // This set's passport numbers: a letter and eight digits, the first of them possibly 0.
    passportNumberFor: (design, rng) => `${design === 'epass-2019' ? 'B' : 'A'}${pickDigits(rng, 8)}`,
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
