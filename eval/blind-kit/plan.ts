import type { Td3CheckDigit } from '../documents-blind7/mrz.js';
import type { Rng } from '../documents-blind7/random.js';
import { addDays, validUntil } from '../documents-blind10/dates.js';
import { licenceExpiry } from '../documents-blind12/dates.js';
import { assignDesigns, buildSetCases, docTypeOf, findBirthday, pickDateBetween, pickLater, whyOfKind, type BlindCase, type CasePerson, type CasePlan, type Kind, type Layout } from './cases.js';

/**
 * The case plan the thirteenth set on share: which documents each of six people has (every layout's
 * genuine in both passport designs and one design of each other layout, the forgeries spread so each
 * layout meets most kinds, the even- and odd-numbered people taking the two sides of each pair), and
 * the issue and expiry dates a real document of each layout would carry. Each set gives only its own
 * data: its design names, which design each side's genuine is, its date ranges, its id prefix and
 * seed name. How a planned document becomes a case is cases.ts; each set's check.ts re-derives the
 * outcomes without this code.
 */

/** A set's two designs of each layout; the passport's are the older page and the NIN-bearing one, in the order their genuines are planned. */
export type PlanDesignsOf<D extends string> = Record<Layout, readonly [D, D]>;

/** An ISO date range [from, to], both days included. */
export type DateRange = readonly [from: string, to: string];

/** The ranges a set draws its issue dates from (the expiries follow from them). */
export interface PlanDates {
  passport: {
    /** An expired passport's issue (five-year pages, long past). */
    expired: DateRange;
    /** A viz-expiry page's true issue: recent enough that ten years on is well ahead of today. */
    vizExpiry: DateRange;
    /** A valid passport's issue (ten-year pages). */
    valid: DateRange;
  };
  licence: {
    /** An expired licence is issued no earlier than this (nor before a month after the holder's eighteenth birthday). */
    expiredFrom: string;
    /** ... and within 200 days of that start, or by this day if later. */
    expiredBy: string;
    /** A valid licence's issue. */
    valid: DateRange;
  };
  ninCard: {
    /** An expired card is issued no earlier than this (nor before the holder's tenth birthday). */
    expiredFrom: string;
    expiredTo: string;
    valid: DateRange;
  };
  /** A slip's issue (it has no expiry). */
  ninSlip: DateRange;
}

/** The thirteenth set's date ranges (built 2026-11-30), which the fourteenth drew from too. */
export const thirteenthSetDates: PlanDates = {
  passport: { expired: ['2010-09-01', '2016-05-31'], vizExpiry: ['2016-03-01', '2019-11-15'], valid: ['2022-12-01', '2026-11-02'] },
  // Valid licences issued from mid-2025, so the earliest genuine expiry (a birthday in 2029 or 2030) keeps a set fresh until 2028.
  licence: { expiredFrom: '2012-09-01', expiredBy: '2019-05-31', valid: ['2025-06-02', '2026-11-10'] },
  ninCard: { expiredFrom: '2012-02-01', expiredTo: '2015-06-30', valid: ['2020-06-01', '2025-11-28'] },
  ninSlip: ['2014-03-01', '2026-10-31'],
};

/** The layouts whose genuine is one design for the even-numbered people and the other for the odd. */
type SidedLayout = Exclude<Layout, 'passport'>;

/** What differs between the sets that share this plan. */
export interface PlannedSet<D extends string, P extends string, Person extends CasePerson<P>> {
  /** `b13`: the start of every case id. */
  idPrefix: string;
  /** `blind13`: names the seeds of the cases and of their order. */
  seedName: string;
  people: readonly Person[];
  designsOf: PlanDesignsOf<D>;
  /** The passport design whose page carries the NIN as its personal number (and a `B` number). */
  ninDesign: D;
  /** Each layout's genuine design for the even-numbered people (0, 2, 4) and for the odd. */
  genuineOf: Record<SidedLayout, { even: D; odd: D }>;
  dates: PlanDates;
  /** How the set's authorities write a name in mixed case (NIMC's records). */
  titleCase(name: string): string;
  /** The altered check digit of each person's mrz-digit page and whether it is on the NIN design or the other (the thirteenth set's unless given). */
  mrzDigits?: readonly (readonly [Td3CheckDigit, 'nin' | 'other'])[];
  /** The layout of each person's record-given case (the thirteenth set's unless given). */
  recordGivenLayouts?: readonly Layout[];
}

/** Three altered digits on each passport design (only the NIN design has a personal number). */
const MRZ_DIGITS: readonly (readonly [Td3CheckDigit, 'nin' | 'other'])[] = [
  ['personal', 'nin'],
  ['expiry', 'other'],
  ['document', 'nin'],
  ['personal', 'nin'],
  ['birth', 'other'],
  ['composite', 'other'],
];

/** record-given: a sibling's given names, once per person, over the layouts. */
const RECORD_GIVEN_LAYOUTS: readonly Layout[] = ['pvc', 'nin-slip', 'licence', 'passport', 'nin-card', 'nin-slip'];

type Plan<D extends string> = CasePlan<Layout, Kind, D>;

/** Which documents the i-th person has: every layout's genuine, and forgeries spread so each layout meets most kinds. */
function planFor<D extends string, P extends string, Person extends CasePerson<P>>(set: PlannedSet<D, P, Person>, i: number): Plan<D>[] {
  const even = i % 2 === 0;
  const [olderPassport, newerPassport] = set.designsOf.passport;
  const otherPassport = olderPassport === set.ninDesign ? newerPassport : olderPassport;
  const [digit, on] = (set.mrzDigits ?? MRZ_DIGITS)[i] ?? ['composite', 'other'];
  const genuine = (layout: SidedLayout): Plan<D> => ({ layout, kind: 'genuine', design: even ? set.genuineOf[layout].even : set.genuineOf[layout].odd });
  const plan: Plan<D>[] = [
    { layout: 'passport', kind: 'genuine', design: olderPassport },
    { layout: 'passport', kind: 'genuine', design: newerPassport },
    { layout: 'passport', kind: 'expired' },
    { layout: 'passport', kind: 'viz-surname' },
    { layout: 'passport', kind: 'viz-given' },
    { layout: 'passport', kind: 'mrz-digit', digit, design: on === 'nin' ? set.ninDesign : otherPassport },
    { layout: 'passport', kind: even ? 'mrz-other-person' : 'number-mismatch' },
    { layout: 'passport', kind: even ? 'record-dob' : 'record-surname' },
    { layout: 'passport', kind: even ? 'viz-expiry' : 'viz-dob' },
    genuine('nin-slip'),
    { layout: 'nin-slip', kind: even ? 'record-dob' : 'record-surname' },
    genuine('nin-card'),
    { layout: 'nin-card', kind: 'expired' },
    { layout: 'nin-card', kind: even ? 'record-surname' : 'record-dob' },
    genuine('licence'),
    { layout: 'licence', kind: 'expired' },
    { layout: 'licence', kind: even ? 'record-dob' : 'record-surname' },
    genuine('pvc'),
    { layout: 'pvc', kind: even ? 'record-surname' : 'record-dob' },
  ];
  plan.push({ layout: (set.recordGivenLayouts ?? RECORD_GIVEN_LAYOUTS)[i] ?? 'pvc', kind: 'record-given' });
  return assignDesigns(plan, { designsOf: set.designsOf, start: i });
}

/** Issue and expiry dates a real document of the layout would carry (expired ones years ago, valid ones years ahead). */
function datesFor(dates: PlanDates, layout: Layout, kind: Kind, p: CasePerson<string>, rng: Rng): { issueDate: string | null; expiryDate: string | null } {
  const expired = kind === 'expired' || kind === 'viz-expiry';
  const between = (r: DateRange) => pickDateBetween(rng, r[0], r[1]);
  switch (layout) {
    case 'passport': {
      if (expired) {
        const issued = between(kind === 'viz-expiry' ? dates.passport.vizExpiry : dates.passport.expired);
        return { issueDate: issued, expiryDate: validUntil(issued, 5) };
      }
      const issued = between(dates.passport.valid);
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'licence': {
      // Every licence runs to its holder's birthday.
      if (expired) {
        const from = pickLater(addDays(findBirthday(p.dateOfBirth, 18), 30), dates.licence.expiredFrom);
        const issued = pickDateBetween(rng, from, pickLater(addDays(from, 200), dates.licence.expiredBy));
        return { issueDate: issued, expiryDate: licenceExpiry(issued, issued > '2019-06-30' ? 3 : rng.pick([3, 5]), p.dateOfBirth) };
      }
      const issued = between(dates.licence.valid);
      return { issueDate: issued, expiryDate: licenceExpiry(issued, 5, p.dateOfBirth) };
    }
    case 'nin-card': {
      if (expired) {
        const issued = pickDateBetween(rng, pickLater(addDays(findBirthday(p.dateOfBirth, 10), 1), dates.ninCard.expiredFrom), dates.ninCard.expiredTo);
        return { issueDate: issued, expiryDate: validUntil(issued, 10) };
      }
      const issued = between(dates.ninCard.valid);
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'nin-slip':
      return { issueDate: between(dates.ninSlip), expiryDate: null };
    case 'pvc':
      return { issueDate: null, expiryDate: null };
  }
}

/** Every case of a set that shares this plan, in the fixed shuffled order the runs go through. */
export function buildPlannedCases<D extends string, P extends string, Person extends CasePerson<P>>(set: PlannedSet<D, P, Person>): BlindCase<Layout, Kind, D, P>[] {
  return buildSetCases<Layout, Kind, D, P, Person>({
    idPrefix: set.idPrefix,
    seedName: set.seedName,
    ninDesign: set.ninDesign,
    people: set.people,
    designsOf: set.designsOf,
    docTypeOf,
    whyOf: whyOfKind,
    titleCase: (name) => set.titleCase(name),
    planFor: (_p, i) => planFor(set, i),
    datesFor: (layout, kind, p, rng) => datesFor(set.dates, layout, kind, p, rng),
  });
}
