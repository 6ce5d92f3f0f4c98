import type { BlindSetCase } from '../blind-set.js';
import type { EvalAuthorityRecord } from '../document-eval.js';
import { td3, withWrongDigit, type Td3CheckDigit, type Td3Data } from '../documents-blind7/mrz.js';
import { rngOf, seedOf, shuffled, type Rng } from '../documents-blind7/random.js';
import { addYears } from '../documents-blind9/dates.js';
import { ddmmyyyy, isoOf, ymd } from './dates.js';

/**
 * How the blind sets from the seventh on turn a person and a planned document into a case: what the
 * page prints, what its MRZ holds, what the sandbox authority holds and why the intended outcome is
 * what it is. Every set keeps its own people, layouts, designs, kinds, plan and issue dates; only
 * these mechanics are common, so a fix to them reaches every set at once. Each set's check.ts still
 * re-derives the outcomes from the printed data, the record and today, without trusting this code.
 */

/** The five layouts every set from the seventh on prints, and the docType each is (what `--doc-type stated` sends). */
export const layouts = ['passport', 'nin-slip', 'nin-card', 'licence', 'pvc'] as const;
export type Layout = (typeof layouts)[number];

export const docTypeOf: Record<Layout, string> = {
  passport: 'passport',
  'nin-slip': 'nin_slip',
  'nin-card': 'nin_slip',
  licence: 'drivers_license',
  pvc: 'voters_card',
};

/** Every kind of document the sets build (the tenth on build them all; earlier sets a part, in their own order). */
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

/** Why each kind's intended outcome is what it is, in a sentence. */
export const whyOfKind: Record<Kind, string> = {
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

/** One planned document: a person's layout and kind, and (once assigned) the design it is printed in. */
export interface CasePlan<L extends string, K extends string, D extends string> {
  layout: L;
  kind: K;
  design?: D;
  /** mrz-digit: which check digit to alter. */
  digit?: Td3CheckDigit;
}

/** What the document's visual zone prints, in the sets' own forms (ISO dates, no spaces in numbers). */
export interface Printed {
  documentNumber: string;
  surname: string;
  givenNames: string;
  sex: 'M' | 'F';
  dateOfBirth: string;
  issueDate: string | null;
  expiryDate: string | null;
  /** The NIN: a slip's or card's number, and the NIN-bearing passport's personal number (its MRZ optional data). */
  nin: string | null;
}

/** Who the MRZ of a mrz-other-person page names. */
export interface OtherIdentity {
  surname: string;
  givenNames: string;
  dateOfBirth: string;
  sex: 'M' | 'F';
}

/** What the case builder reads of a set's person. */
export interface CasePerson<P extends string> {
  key: P;
  surname: string;
  givenNames: string;
  sex: 'M' | 'F';
  dateOfBirth: string;
  /** Three letters a licence number starts with (the issuing centre). */
  licenceCentre: string;
  /** record-surname: the surname the authority holds instead. */
  otherSurname: string;
  /** record-dob: the date of birth the authority holds instead. */
  otherDateOfBirth: string;
  /** record-given: another person's given names (a sibling born the same day) the authority holds. */
  otherGivenNames: string;
  /** viz-surname: the surname a forger printed over the visual zone. */
  forgedSurname: string;
  /** viz-given: the given names a forger printed over the visual zone (only sets with the viz-given kind give their people these). */
  forgedGivenNames?: string;
  /** viz-dob: the birth date a forger printed over the visual zone (only sets with the viz-dob kind give their people one). */
  forgedDateOfBirth?: string;
  /** mrz-other-person: whose machine-readable zone the forged page carries. */
  mrzPerson: OtherIdentity;
}

/** One document of a set, as its captures, check and run need it. */
export interface BlindCase<L extends string, K extends string, D extends string, P extends string> extends BlindSetCase {
  layout: L;
  kind: K;
  person: P;
  design: D;
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

type IssueAndExpiry = { issueDate: string | null; expiryDate: string | null };

/** What differs between the sets' case builders. */
export interface CaseSet<L extends string, K extends string, D extends string, P extends string, Person extends CasePerson<P>> {
  /** `b12`: the start of every case id. */
  idPrefix: string;
  /** `blind12`: names the seeds of the cases and of their order. */
  seedName: string;
  /** The passport design whose page carries the NIN as its personal number (and a `B` number). */
  ninDesign: D;
  people: readonly Person[];
  designsOf: Record<L, readonly [D, ...D[]]>;
  docTypeOf: Record<L, string>;
  whyOf: Record<K, string>;
  /** How the set's authorities write a name in mixed case (NIMC's records). */
  titleCase(name: string): string;
  /** The person's documents, designs assigned. */
  planFor(p: Person, i: number): CasePlan<L, K, D>[];
  /** Issue and expiry dates a real document of the layout would carry. */
  datesFor(layout: L, kind: K, p: Person, rng: Rng): IssueAndExpiry;
  /** A passport's number, where the set's form is not the default (`A`/`B`, a digit 1-9, seven digits). */
  passportNumberFor?(design: D, rng: Rng): string;
  /** number-mismatch: the first place (from 0) of the number whose digit may be altered; 2 unless given. */
  mismatchFrom?: number;
}

export const pickDigits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
export const pickLetters = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick('ABCDEFGHJKLMNPRSTUVWXYZ'.split(''))).join('');

/** A date in [from, to] (ISO), seeded. */
export function pickDateBetween(rng: Rng, from: string, to: string): string {
  if (to < from) throw new Error(`no dates between ${from} and ${to}`);
  const a = Date.UTC(ymd(from).y, ymd(from).m - 1, ymd(from).d);
  const b = Date.UTC(ymd(to).y, ymd(to).m - 1, ymd(to).d);
  return isoOf(new Date(a + Math.floor(rng.next() * ((b - a) / 86_400_000 + 1)) * 86_400_000));
}

/** The day someone turns `years` (a 29 February birthday falls on 1 March in a common year). */
export const findBirthday = (birth: string, years: number) => `${String(ymd(birth).y + years)}${birth.slice(4)}`.replace(/^(\d{4})-02-29$/, (_m, y: string) => (Number(y) % 4 === 0 && (Number(y) % 100 !== 0 || Number(y) % 400 === 0) ? `${y}-02-29` : `${y}-03-01`));
export const pickLater = (a: string, b: string) => (a > b ? a : b);

/**
 * Gives each undesigned entry of a plan a design: the forgeries alternate between their layout's
 * designs (starting with another one for each person, at `start`), so no design carries most of a kind.
 */
export function assignDesigns<L extends string, K extends string, D extends string>(plan: readonly CasePlan<L, K, D>[], options: { designsOf: Record<L, readonly D[]>; start: number }): CasePlan<L, K, D>[] {
  const next: Partial<Record<L, number>> = {};
  return plan.map((entry) => {
    if (entry.design) return entry;
    const k = next[entry.layout] ?? options.start;
    next[entry.layout] = k + 1;
    const designs = options.designsOf[entry.layout];
    return { ...entry, design: designs[k % designs.length] };
  });
}

function drawNumber<L extends string, K extends string, D extends string, P extends string, Person extends CasePerson<P>>(set: CaseSet<L, K, D, P, Person>, at: { layout: L; design: D; p: Person; rng: Rng }): string {
  const { design, p, rng } = at;
  switch (at.layout as string) {
    case 'passport':
      return set.passportNumberFor ? set.passportNumberFor(design, rng) : `${design === set.ninDesign ? 'B' : 'A'}${rng.int(1, 9)}${pickDigits(rng, 7)}`;
    case 'nin-slip':
    case 'nin-card':
      return `${rng.int(1, 9)}${pickDigits(rng, 10)}`;
    case 'licence':
      return `${p.licenceCentre}${pickDigits(rng, 5)}${pickLetters(rng, 2)}${pickDigits(rng, 2)}`;
    case 'pvc': {
      // A VIN: 19 characters.
      const hex = '0123456789ABCDEF';
      return `${rng.int(10, 99)}F${rng.int(0, 9)}${Array.from({ length: 15 }, () => rng.pick(hex.split(''))).join('')}`;
    }
    default:
      throw new Error(`no number form for layout ${at.layout}`);
  }
}

function buildCase<L extends string, K extends string, D extends string, P extends string, Person extends CasePerson<P>>(set: CaseSet<L, K, D, P, Person>, p: Person, plan: CasePlan<L, K, D>): BlindCase<L, K, D, P> {
  const id = `${set.idPrefix}-${p.key}-${plan.layout}-${plan.kind}${plan.kind === 'genuine' ? `-${plan.design ?? ''}` : ''}`;
  const seed = seedOf(set.seedName, id);
  const rng = rngOf(seed);
  const design = plan.design ?? set.designsOf[plan.layout][0];
  const { issueDate, expiryDate } = set.datesFor(plan.layout, plan.kind, p, rng);
  const documentNumber = drawNumber(set, { layout: plan.layout, design, p, rng });
  const nin = plan.layout === 'passport' && design === set.ninDesign ? `${rng.int(1, 9)}${pickDigits(rng, 10)}` : null;
  // viz-expiry: the forger moved the expiry's year ten years on; the MRZ and the record keep the true one.
  const printedExpiry = plan.kind === 'viz-expiry' && expiryDate ? addYears(expiryDate, 10) : expiryDate;
  const printed: Printed = {
    documentNumber,
    surname: plan.kind === 'viz-surname' ? p.forgedSurname : p.surname,
    givenNames: plan.kind === 'viz-given' ? (p.forgedGivenNames ?? p.givenNames) : p.givenNames,
    sex: p.sex,
    dateOfBirth: plan.kind === 'viz-dob' ? (p.forgedDateOfBirth ?? p.dateOfBirth) : p.dateOfBirth,
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
    const at = rng.int(set.mismatchFrom ?? 2, 8);
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

  const docType = set.docTypeOf[plan.layout];
  // How the authority behind a docType writes names: NIMC in mixed case, the others as their documents print.
  const recordName = (name: string) => (docType === 'nin_slip' ? set.titleCase(name) : name);
  const keepsExpiry = plan.layout === 'passport' || plan.layout === 'licence';
  const truth = {
    surname: recordName(p.surname),
    givenNames: recordName(p.givenNames),
    dateOfBirth: p.dateOfBirth,
    sex: p.sex,
    // The record holds the true expiry (for viz-expiry, the past one the MRZ holds).
    ...(keepsExpiry && expiryDate ? { expiryDate } : {}),
  };
  const fields = { ...truth };
  if (plan.kind === 'record-surname') fields.surname = recordName(p.otherSurname);
  if (plan.kind === 'record-dob') fields.dateOfBirth = p.otherDateOfBirth;
  if (plan.kind === 'record-given') fields.givenNames = recordName(p.otherGivenNames);
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
    why: set.whyOf[plan.kind],
  };
}

/** Every case of a set, in the fixed shuffled order the runs go through (an early stop samples people, layouts and kinds). */
export function buildSetCases<L extends string, K extends string, D extends string, P extends string, Person extends CasePerson<P>>(set: CaseSet<L, K, D, P, Person>): BlindCase<L, K, D, P>[] {
  const all = set.people.flatMap((p, i) => set.planFor(p, i).map((plan) => buildCase(set, p, plan)));
  const ids = new Set<string>();
  for (const c of all) {
    if (ids.has(c.id)) throw new Error(`two cases named ${c.id}`);
    ids.add(c.id);
  }
  return shuffled(all, seedOf(set.seedName, 'order'));
}

/** The sandbox authority's records for every case. */
export const collectRecords = (cases: readonly { records: EvalAuthorityRecord[] }[]): EvalAuthorityRecord[] => cases.flatMap((c) => c.records);
