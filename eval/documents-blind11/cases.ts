import { assignDesigns, buildSetCases, collectRecords, docTypeOf, findBirthday, kinds, layouts, pickDateBetween, pickLater, whyOfKind, type BlindCase, type CasePlan, type Kind, type Layout } from '../blind-kit/cases.js';
import type { Td3CheckDigit } from '../documents-blind7/mrz.js';
import type { Rng } from '../documents-blind7/random.js';
import { addDays, validUntil, ymd } from './dates.js';
import { people, titleCase, type Person, type PersonKey } from './people.js';

/**
 * The eleventh blind set's documents: for each person, which layouts and kinds, what each page prints,
 * what its MRZ holds and what the sandbox authority holds for its number. Every intended outcome
 * follows from the spec: PASS when the document is sound, in date and agrees with its record; FAIL
 * on a critical failure (format, expiry, authority mismatch). check.ts re-derives each from the
 * printed data, the record and today, without trusting the `kind` label.
 * How a planned document becomes a case (its numbers, MRZ and records) is eval/blind-kit/cases.ts.
 */

export { docTypeOf, kinds, layouts, type Kind, type Layout };

export const designsOf = {
  passport: ['pp-eng-2024', 'pp-booklet-2007'],
  'nin-slip': ['slip-dotmatrix', 'slip-verify'],
  'nin-card': ['gmpc-2024', 'eid-2013'],
  licence: ['dl-2018', 'dl-2025'],
  pvc: ['pvc-2023', 'pvc-2011'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-29';

export type Blind11Case = BlindCase<Layout, Kind, Design, PersonKey>;

type Plan = CasePlan<Layout, Kind, Design>;

/** Which documents each person has: every layout's genuine, and forgeries spread so each layout meets most kinds. */
function planFor(p: Person, i: number): Plan[] {
  const even = i % 2 === 0;
  // Three altered digits on each passport design (only the polycarbonate page has a personal number).
  const digits: Td3CheckDigit[] = ['expiry', 'personal', 'birth', 'composite', 'personal', 'document'];
  const digitDesigns: Design[] = ['pp-booklet-2007', 'pp-eng-2024', 'pp-booklet-2007', 'pp-booklet-2007', 'pp-eng-2024', 'pp-eng-2024'];
  const digit = digits[i] ?? 'composite';
  const plan: Plan[] = [
    { layout: 'passport', kind: 'genuine', design: 'pp-eng-2024' },
    { layout: 'passport', kind: 'genuine', design: 'pp-booklet-2007' },
    { layout: 'passport', kind: 'expired' },
    { layout: 'passport', kind: 'viz-surname' },
    { layout: 'passport', kind: 'viz-given' },
    { layout: 'passport', kind: 'mrz-digit', digit, design: digitDesigns[i] ?? 'pp-eng-2024' },
    { layout: 'passport', kind: even ? 'number-mismatch' : 'mrz-other-person' },
    { layout: 'passport', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'passport', kind: even ? 'viz-dob' : 'viz-expiry' },
    { layout: 'nin-slip', kind: 'genuine', design: even ? 'slip-verify' : 'slip-dotmatrix' },
    { layout: 'nin-slip', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'nin-card', kind: 'genuine', design: even ? 'eid-2013' : 'gmpc-2024' },
    { layout: 'nin-card', kind: 'expired' },
    { layout: 'nin-card', kind: even ? 'record-dob' : 'record-surname' },
    { layout: 'licence', kind: 'genuine', design: even ? 'dl-2025' : 'dl-2018' },
    { layout: 'licence', kind: 'expired' },
    { layout: 'licence', kind: even ? 'record-surname' : 'record-dob' },
    { layout: 'pvc', kind: 'genuine', design: even ? 'pvc-2011' : 'pvc-2023' },
    { layout: 'pvc', kind: even ? 'record-dob' : 'record-surname' },
  ];
  // Kilba's holder turned eighteen in 2026: no licence or ten-year card of hers can have expired.
  // A sibling's given names on those layouts instead.
  if (p.key === 'kilba') for (const e of plan) if (e.kind === 'expired' && (e.layout === 'licence' || e.layout === 'nin-card')) e.kind = 'record-given';
  // record-given: a sibling's given names, once per person, over the layouts.
  const givenLayout: Layout = (['nin-card', 'passport', 'pvc', 'nin-slip', 'licence', 'nin-slip'] as const)[i] ?? 'pvc';
  if (plan.some((e) => e.layout === givenLayout && e.kind === 'record-given')) throw new Error(`${p.key}: two record-given ${givenLayout}`);
  plan.push({ layout: givenLayout, kind: 'record-given' });
  return assignDesigns(plan, { designsOf, start: i + 1 });
}

/** Issue and expiry dates a real document of the layout would carry (expired ones years ago, valid ones years ahead). */
function datesFor(layout: Layout, kind: Kind, p: Person, rng: Rng): { issueDate: string | null; expiryDate: string | null } {
  const d = datesDrawn(layout, kind, p, rng);
  // Okrika's holder: every document issued (so expiring) in her birth month, November.
  if (p.key === 'okrika' && d.issueDate && d.expiryDate) {
    const { y } = ymd(d.issueDate);
    const mm = String(ymd(p.dateOfBirth).m).padStart(2, '0');
    const day = String(rng.int(5, 25)).padStart(2, '0');
    const issued = `${`${y}-${mm}-${day}` > BUILT_ON ? y - 1 : y}-${mm}-${day}`;
    return { issueDate: issued, expiryDate: validUntil(issued, ymd(d.expiryDate).y - y) };
  }
  return d;
}

function datesDrawn(layout: Layout, kind: Kind, p: Person, rng: Rng): { issueDate: string | null; expiryDate: string | null } {
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
      if (expired) {
        // No licence before eighteen: a holder who came of age late was first licensed after it, for three years.
        const from = pickLater(addDays(findBirthday(p.dateOfBirth, 18), 30), '2013-03-01');
        const issued = pickDateBetween(rng, from, pickLater(addDays(from, 200), '2019-08-30'));
        return { issueDate: issued, expiryDate: validUntil(issued, issued > '2019-06-30' ? 3 : rng.pick([3, 5])) };
      }
      // A holder who came of age lately is licensed a month after her eighteenth birthday at the earliest.
      const issued = pickDateBetween(rng, pickLater(addDays(findBirthday(p.dateOfBirth, 18), 30), '2024-01-10'), '2026-10-05');
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
export function buildCases(): Blind11Case[] {
  return buildSetCases({
    idPrefix: 'b11',
    seedName: 'blind11',
    ninDesign: 'pp-eng-2024',
    people,
    designsOf,
    docTypeOf,
    whyOf: whyOfKind,
    titleCase,
    planFor,
    datesFor,
  });
}

/** The sandbox authority's records for every case. */
export const recordsOf = collectRecords;
