import type { BlindSetCase } from '../blind-set.js';
import type { EvalAuthorityRecord } from '../document-eval.js';
import { td3, withWrongDigit, type Td3CheckDigit, type Td3Data } from '../documents-blind7/mrz.js';
import { rngOf, seedOf, shuffled, type Rng } from '../documents-blind7/random.js';
import { addDays, addYears, ddmmyyyy, isoOf, licenceExpiry, validUntil, ymd } from './dates.js';
import { people, titleCase, type Person, type PersonKey } from './people.js';

/**
 * The twelfth blind set's documents: for each person, which layouts and kinds, what each page prints,
 * what its MRZ holds and what the sandbox authority holds for its number. The plan and the kinds are
 * the eleventh set's; every intended outcome follows from the spec: PASS when the document is sound,
 * in date and agrees with its record; FAIL on a critical failure (format, expiry, authority
 * mismatch). check.ts re-derives each from the printed data, the record and today, without trusting
 * the `kind` label.
 */

export const layouts = ['passport', 'nin-slip', 'nin-card', 'licence', 'pvc'] as const;
export type Layout = (typeof layouts)[number];

export const kinds = [
  'genuine',
  'record-surname',
  'record-dob',
  'record-given',
  'expired',
  'viz-surname',
  'viz-given',
  'viz-dob',
  'viz-expiry',
  'mrz-digit',
  'number-mismatch',
  'mrz-other-person',
] as const;
export type Kind = (typeof kinds)[number];

export const designsOf = {
  passport: ['pp-2019', 'pp-mrp-2010'],
  'nin-slip': ['slip-nins-2021', 'slip-portal'],
  'nin-card': ['eid-2017', 'nic-2021'],
  licence: ['dl-2012', 'dl-2022'],
  pvc: ['pvc-2015', 'pvc-2026'],
} as const satisfies Record<Layout, readonly string[]>;
export type Design = (typeof designsOf)[Layout][number];

export const docTypeOf: Record<Layout, string> = {
  passport: 'passport',
  'nin-slip': 'nin_slip',
  'nin-card': 'nin_slip',
  licence: 'drivers_license',
  pvc: 'voters_card',
};

/** The day the set was built: dates are fixed relative to it, so the images do not change with the clock. */
export const BUILT_ON = '2026-11-30';

/** What the document's visual zone prints, in the set's own forms (ISO dates, no spaces in numbers). */
export interface Printed {
  documentNumber: string;
  surname: string;
  givenNames: string;
  sex: 'M' | 'F';
  dateOfBirth: string;
  issueDate: string | null;
  expiryDate: string | null;
  /** The NIN: a slip's or card's number, and the 2019 passport's personal number (its MRZ optional data). */
  nin: string | null;
}

export interface Blind12Case extends BlindSetCase {
  layout: Layout;
  kind: Kind;
  person: PersonKey;
  design: Design;
  /** Seeds the page's own choices (colours, extra numbers); captures add their variant. */
  seed: number;
  printed: Printed;
  /** What the passport's MRZ encodes (before any digit is altered); null for the cards and slips. */
  mrzData: Td3Data | null;
  mrz: [string, string] | null;
  /** mrz-digit: which check digit was altered. */
  alteredDigit: Td3CheckDigit | null;
  /** viz-expiry: the true (past) expiry the MRZ and the record hold, under the printed one. */
  trueExpiry: string | null;
  /** This case's records in the sandbox authority (two for number-mismatch, one otherwise). */
  records: EvalAuthorityRecord[];
  /** Why the intended outcome is what it is, in a sentence. */
  why: string;
}

type Plan = { layout: Layout; kind: Kind; design?: Design; digit?: Td3CheckDigit };

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
  // The forgeries alternate between their layout's two designs (starting with another one for each
  // person), so neither design carries most of a kind.
  const next: Partial<Record<Layout, number>> = {};
  return plan.map((entry) => {
    if (entry.design) return entry;
    const k = next[entry.layout] ?? i + 1;
    next[entry.layout] = k + 1;
    const options: readonly Design[] = designsOf[entry.layout];
    return { ...entry, design: options[k % options.length] };
  });
}

const digitsOf = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const lettersOf = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick('ABCDEFGHJKLMNPRSTUVWXYZ'.split(''))).join('');

function numberFor(layout: Layout, design: Design, p: Person, rng: Rng): string {
  switch (layout) {
    case 'passport':
      return `${design === 'pp-2019' ? 'B' : 'A'}${rng.int(1, 9)}${digitsOf(rng, 7)}`;
    case 'nin-slip':
    case 'nin-card':
      return `${rng.int(1, 9)}${digitsOf(rng, 10)}`;
    case 'licence':
      return `${p.licenceCentre}${digitsOf(rng, 5)}${lettersOf(rng, 2)}${digitsOf(rng, 2)}`;
    case 'pvc': {
      // A VIN: 19 characters.
      const hex = '0123456789ABCDEF';
      return `${rng.int(10, 99)}F${rng.int(0, 9)}${Array.from({ length: 15 }, () => rng.pick(hex.split(''))).join('')}`;
    }
  }
}

/** A date in [from, to] (ISO), seeded. */
function dateBetween(rng: Rng, from: string, to: string): string {
  if (to < from) throw new Error(`no dates between ${from} and ${to}`);
  const a = Date.UTC(ymd(from).y, ymd(from).m - 1, ymd(from).d);
  const b = Date.UTC(ymd(to).y, ymd(to).m - 1, ymd(to).d);
  return isoOf(new Date(a + Math.floor(rng.next() * ((b - a) / 86_400_000 + 1)) * 86_400_000));
}

/** The day someone turns `years` (a 29 February birthday falls on 1 March). */
const birthday = (birth: string, years: number) => `${String(ymd(birth).y + years)}${birth.slice(4)}`.replace(/^(\d{4})-02-29$/, (_m, y: string) => (Number(y) % 4 === 0 && (Number(y) % 100 !== 0 || Number(y) % 400 === 0) ? `${y}-02-29` : `${y}-03-01`));
const later = (a: string, b: string) => (a > b ? a : b);

/** Issue and expiry dates a real document of the layout would carry (expired ones years ago, valid ones years ahead). */
function datesFor(layout: Layout, kind: Kind, p: Person, rng: Rng): { issueDate: string | null; expiryDate: string | null } {
  const expired = kind === 'expired' || kind === 'viz-expiry';
  switch (layout) {
    case 'passport': {
      if (expired) {
        // A viz-expiry page's true expiry is recent enough that ten years on is well ahead of today.
        const issued = kind === 'viz-expiry' ? dateBetween(rng, '2016-01-10', '2019-10-30') : dateBetween(rng, '2011-06-01', '2016-08-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 5) };
      }
      const issued = dateBetween(rng, '2022-10-01', '2026-10-20');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'licence': {
      // Every licence runs to its holder's birthday.
      if (expired) {
        const from = later(addDays(birthday(p.dateOfBirth, 18), 30), '2013-03-01');
        const issued = dateBetween(rng, from, later(addDays(from, 200), '2019-08-30'));
        return { issueDate: issued, expiryDate: licenceExpiry(issued, issued > '2019-06-30' ? 3 : rng.pick([3, 5]), p.dateOfBirth) };
      }
      // Issued from 2025, so the earliest genuine expiry (a birthday in 2029 or 2030) keeps the set fresh until 2028.
      const issued = dateBetween(rng, '2025-01-10', '2026-10-05');
      return { issueDate: issued, expiryDate: licenceExpiry(issued, 5, p.dateOfBirth) };
    }
    case 'nin-card': {
      if (expired) {
        const issued = dateBetween(rng, later(addDays(birthday(p.dateOfBirth, 10), 1), '2012-05-01'), '2015-04-30');
        return { issueDate: issued, expiryDate: validUntil(issued, 10) };
      }
      const issued = dateBetween(rng, '2020-03-01', '2025-10-31');
      return { issueDate: issued, expiryDate: validUntil(issued, 10) };
    }
    case 'nin-slip':
      return { issueDate: dateBetween(rng, '2018-05-01', '2026-08-31'), expiryDate: null };
    case 'pvc':
      return { issueDate: null, expiryDate: null };
  }
}

const whyOf: Record<Kind, string> = {
  genuine: 'sound, in date, and the record agrees: PASS',
  'record-surname': 'the authority holds another surname for this number: authority mismatch, FAIL',
  'record-dob': 'the authority holds another date of birth for this number: authority mismatch, FAIL',
  'record-given': "the authority holds a sibling's given names (same surname, same birth date) for this number: authority mismatch, FAIL",
  expired: 'the document expired years before today: expiry, FAIL',
  'viz-surname': 'the visual zone prints another surname than the MRZ and the record: altered page, FAIL',
  'viz-given': 'the visual zone prints other given names than the MRZ and the record: altered page, FAIL',
  'viz-dob': 'the visual zone prints another birth date than the MRZ and the record: altered page, FAIL',
  'viz-expiry': 'the visual zone prints an expiry years ahead while the MRZ (valid check digits) and the record hold the true one, years past: altered page (and expired), FAIL',
  'mrz-digit': 'an MRZ check digit does not hold: format, FAIL',
  'number-mismatch': 'the visual zone prints another passport number than the MRZ (both numbers on record for this person): altered page, FAIL',
  'mrz-other-person': "the MRZ is another person's (valid check digits), the visual zone and the record this person's: altered page, FAIL",
};

/** How the authority behind a docType writes names: NIMC in mixed case, the others as their documents print. */
const recordName = (layout: Layout, name: string) => (docTypeOf[layout] === 'nin_slip' ? titleCase(name) : name);

function buildCase(p: Person, plan: Plan): Blind12Case {
  const id = `b12-${p.key}-${plan.layout}-${plan.kind}${plan.kind === 'genuine' ? `-${plan.design ?? ''}` : ''}`;
  const seed = seedOf('blind12', id);
  const rng = rngOf(seed);
  const design = plan.design ?? designsOf[plan.layout][0];
  const { issueDate, expiryDate } = datesFor(plan.layout, plan.kind, p, rng);
  const documentNumber = numberFor(plan.layout, design, p, rng);
  const nin = plan.layout === 'passport' && design === 'pp-2019' ? `${rng.int(1, 9)}${digitsOf(rng, 10)}` : null;
  // viz-expiry: the forger moved the expiry's year ten years on; the MRZ and the record keep the true one.
  const printedExpiry = plan.kind === 'viz-expiry' && expiryDate ? addYears(expiryDate, 10) : expiryDate;
  const printed: Printed = {
    documentNumber,
    surname: plan.kind === 'viz-surname' ? p.forgedSurname : p.surname,
    givenNames: plan.kind === 'viz-given' ? p.forgedGivenNames : p.givenNames,
    sex: p.sex,
    dateOfBirth: plan.kind === 'viz-dob' ? p.forgedDateOfBirth : p.dateOfBirth,
    issueDate,
    expiryDate: printedExpiry,
    nin: plan.layout === 'nin-slip' || plan.layout === 'nin-card' ? documentNumber : nin,
  };

  let mrzData: Td3Data | null = null;
  let mrz: [string, string] | null = null;
  if (plan.layout === 'passport') {
    if (!expiryDate) throw new Error('a passport has an expiry date');
    const other = plan.kind === 'mrz-other-person' ? p.mrzPerson : null;
    // One digit of the number changed: what a forger editing the printed number leaves in the MRZ.
    const at = rng.int(2, 8);
    const mrzNumber = plan.kind === 'number-mismatch' ? `${documentNumber.slice(0, at)}${(Number(documentNumber.charAt(at)) + rng.int(1, 8)) % 10}${documentNumber.slice(at + 1)}` : documentNumber;
    mrzData = {
      documentNumber: mrzNumber,
      surname: other ? other.surname : p.surname,
      givenNames: other ? other.givenNames : p.givenNames,
      nationality: 'NGA',
      dateOfBirth: other ? other.dateOfBirth : p.dateOfBirth,
      sex: other ? other.sex : p.sex,
      expiryDate,
      personalNumber: nin ?? '',
    };
    mrz = td3(mrzData);
    if (plan.kind === 'mrz-digit') mrz = [mrz[0], withWrongDigit(mrz[1], plan.digit ?? 'composite', rng.int(0, 8))];
  }

  const docType = docTypeOf[plan.layout];
  const keepsExpiry = plan.layout === 'passport' || plan.layout === 'licence';
  const truth = {
    surname: recordName(plan.layout, p.surname),
    givenNames: recordName(plan.layout, p.givenNames),
    dateOfBirth: p.dateOfBirth,
    sex: p.sex,
    // The record holds the true expiry (for viz-expiry, the past one the MRZ holds).
    ...(keepsExpiry && expiryDate ? { expiryDate } : {}),
  };
  const fields = { ...truth };
  if (plan.kind === 'record-surname') fields.surname = recordName(plan.layout, p.otherSurname);
  if (plan.kind === 'record-dob') fields.dateOfBirth = p.otherDateOfBirth;
  if (plan.kind === 'record-given') fields.givenNames = recordName(plan.layout, p.otherGivenNames);
  const records: EvalAuthorityRecord[] = [{ docType, documentNumber, fields }];
  if (plan.kind === 'number-mismatch' && mrzData) records.push({ docType, documentNumber: mrzData.documentNumber, fields: { ...truth } });

  const expectedFields: Record<string, string> = {
    documentNumber: printed.documentNumber,
    surname: printed.surname,
    givenNames: printed.givenNames,
    dateOfBirth: ddmmyyyy(printed.dateOfBirth),
    ...(printed.expiryDate ? { expiryDate: ddmmyyyy(printed.expiryDate) } : {}),
  };
  return {
    id,
    layout: plan.layout,
    kind: plan.kind,
    intended: plan.kind === 'genuine' ? 'PASS' : 'FAIL',
    docType,
    expectedFields,
    person: p.key,
    design,
    seed,
    printed,
    mrzData,
    mrz,
    alteredDigit: plan.kind === 'mrz-digit' ? (plan.digit ?? 'composite') : null,
    trueExpiry: plan.kind === 'viz-expiry' ? expiryDate : null,
    records,
    why: whyOf[plan.kind],
  };
}

/** Every case, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildCases(): Blind12Case[] {
  const all = people.flatMap((p, i) => planFor(i, p.key).map((plan) => buildCase(p, plan)));
  const ids = new Set<string>();
  for (const c of all) {
    if (ids.has(c.id)) throw new Error(`two cases named ${c.id}`);
    ids.add(c.id);
  }
  return shuffled(all, seedOf('blind12', 'order'));
}

/** The sandbox authority's records for every case. */
export const recordsOf = (cases: readonly Blind12Case[]): EvalAuthorityRecord[] => cases.flatMap((c) => c.records);
