/**
 * The fourth blind set's people, documents and cases. Eight invented Nigerian people; on each of five
 * layouts a genuine document and two whose authority record contradicts it; on the passport an
 * altered MRZ check digit and a visual zone naming someone other than its MRZ; on the passport and
 * the licence an expired document. Every forgery has its own number and record; validity dates are
 * counted from the run day.
 */
import type { BlindSetCase } from '../blind-set.js';
import { addDays, addYears, daysBetween, scoredDate, todayIso } from './dates.js';
import { alterCheckDigit, buildTd3, checkDigitPositions, type AlteredCheckDigit } from './mrz.js';
import { blind4Hash, Rng } from './random.js';

export const blind4Layouts = ['passport', 'nin-slip', 'nin-card', 'licence', 'voters-card'] as const;
export type Blind4Layout = (typeof blind4Layouts)[number];
export const blind4Kinds = ['genuine', 'record-dob', 'record-surname', 'mrz-check-digit', 'vz-surname', 'expired'] as const;
export type Blind4Kind = (typeof blind4Kinds)[number];

/** The docType each layout is sent as: the contract's types; the NIMC card is a NIN document (nin_slip). */
export const blind4DocTypes: Record<Blind4Layout, string> = {
  passport: 'passport',
  'nin-slip': 'nin_slip',
  'nin-card': 'nin_slip',
  licence: 'drivers_license',
  'voters-card': 'voters_card',
};

/** The kinds each layout carries. */
export const blind4KindsOf: Record<Blind4Layout, readonly Blind4Kind[]> = {
  passport: ['genuine', 'record-dob', 'record-surname', 'mrz-check-digit', 'vz-surname', 'expired'],
  'nin-slip': ['genuine', 'record-dob', 'record-surname'],
  'nin-card': ['genuine', 'record-dob', 'record-surname'],
  licence: ['genuine', 'record-dob', 'record-surname', 'expired'],
  'voters-card': ['genuine', 'record-dob', 'record-surname'],
};

export interface Blind4Person {
  key: string;
  people: string;
  surname: string;
  givenNames: string[];
  sex: 'M' | 'F';
  dateOfBirth: string;
  placeOfBirth: string;
  state: string;
  /** FRSC state prefix of the licence number. */
  licencePrefix: string;
  town: string;
  occupation: string;
  heightM: string;
  bloodGroup: string;
}

/** Invented people; any likeness of a whole record to a real person is chance. */
export const blind4People: Blind4Person[] = [
  { key: 'iortyom', people: 'Tiv', surname: 'IORTYOM', givenNames: ['TERHEMBA', 'AONDONA'], sex: 'M', dateOfBirth: '1978-04-17', placeOfBirth: 'GBOKO', state: 'BENUE', licencePrefix: 'BNE', town: 'MAKURDI', occupation: 'FARMER', heightM: '1.78', bloodGroup: 'O+' },
  { key: 'zannamaigalmari', people: 'Kanuri', surname: 'ZANNAMAIGALMARI', givenNames: ['YAGANA'], sex: 'F', dateOfBirth: '1955-09-23', placeOfBirth: 'MAIDUGURI', state: 'BORNO', licencePrefix: 'BRN', town: 'MAIDUGURI', occupation: 'TRADER', heightM: '1.63', bloodGroup: 'A+' },
  { key: 'erhieyovwe-ogaga', people: 'Urhobo', surname: 'ERHIEYOVWE-OGAGA', givenNames: ['OGHENEVWEDE', 'ONORIODE'], sex: 'M', dateOfBirth: '1983-05-02', placeOfBirth: 'UGHELLI', state: 'DELTA', licencePrefix: 'DEL', town: 'UGHELLI', occupation: 'ENGINEER', heightM: '1.81', bloodGroup: 'B+' },
  { key: 'ekpenyong', people: 'Efik', surname: 'EKPENYONG', givenNames: ['AFIONG', 'EDIMA', 'ARIT'], sex: 'F', dateOfBirth: '1989-12-08', placeOfBirth: 'CALABAR', state: 'CROSS RIVER', licencePrefix: 'CRS', town: 'CALABAR', occupation: 'NURSE', heightM: '1.66', bloodGroup: 'O-' },
  { key: 'omatseye', people: 'Itsekiri', surname: 'OMATSEYE', givenNames: ['TEMISAN', 'AYIRIMI'], sex: 'M', dateOfBirth: '2003-11-02', placeOfBirth: 'WARRI', state: 'DELTA', licencePrefix: 'WRR', town: 'WARRI', occupation: 'STUDENT', heightM: '1.74', bloodGroup: 'AB+' },
  { key: 'ohiare', people: 'Ebira', surname: 'OHIARE', givenNames: ['OZAVIZE', 'HAUWA'], sex: 'F', dateOfBirth: '1967-08-30', placeOfBirth: 'OKENE', state: 'KOGI', licencePrefix: 'KGI', town: 'OKENE', occupation: 'TEACHER', heightM: '1.60', bloodGroup: 'B-' },
  { key: 'achimugu', people: 'Igala', surname: 'ACHIMUGU', givenNames: ['OJOCHEGBE', 'ENEJO'], sex: 'M', dateOfBirth: '1971-01-26', placeOfBirth: 'ANKPA', state: 'KOGI', licencePrefix: 'ANK', town: 'IDAH', occupation: 'CIVIL SERVANT', heightM: '1.70', bloodGroup: 'A-' },
  { key: 'zhikunu', people: 'Gbagyi (Gwari)', surname: 'ZHIKUNU', givenNames: ['LAMI', 'NGBAKO'], sex: 'F', dateOfBirth: '1995-06-14', placeOfBirth: 'KUJE', state: 'FCT', licencePrefix: 'FCT', town: 'KUJE', occupation: 'BANKER', heightM: '1.68', bloodGroup: 'O+' },
];

/** What a document prints (names in capitals, dates ISO). */
export interface Blind4Printed {
  documentNumber: string;
  surname: string;
  givenNames: string[];
  dateOfBirth: string;
  sex: 'M' | 'F';
  issueDate: string;
  /** Passport, NIN card, licence. */
  expiryDate?: string;
}

export interface Blind4Case extends BlindSetCase {
  layout: Blind4Layout;
  kind: Blind4Kind;
  person: Blind4Person;
  printed: Blind4Printed;
  /** The passport's machine-readable zone as printed. */
  mrz?: [string, string];
  /** The check digit a `mrz-check-digit` forgery altered. */
  alteredCheckDigit?: AlteredCheckDigit;
  /** The surname the MRZ carries when the visual zone prints another (`vz-surname`). */
  mrzSurname?: string;
  /** The authority record's fields. */
  record: Record<string, string>;
  /** The fields this case's record contradicts (what it meant to make differ). */
  contradicts: string[];
  today: string;
}

/** The scored fields: those the reader must read off the page, as the API returns them. */
function expectedFields(layout: Blind4Layout, kind: Blind4Kind, p: Blind4Printed): Record<string, string> {
  const out: Record<string, string> = { documentNumber: p.documentNumber };
  if (kind !== 'vz-surname') out.surname = p.surname;
  out.givenNames = p.givenNames.join(' ');
  out.dateOfBirth = scoredDate(p.dateOfBirth);
  if ((layout === 'passport' || layout === 'licence') && p.expiryDate) out.expiryDate = scoredDate(p.expiryDate);
  if (layout === 'passport') out.sex = p.sex;
  return out;
}

/** The record that holds exactly what the document prints. */
function recordOf(layout: Blind4Layout, p: Blind4Printed): Record<string, string> {
  const r: Record<string, string> = { surname: p.surname, givenNames: p.givenNames.join(' '), dateOfBirth: p.dateOfBirth, sex: p.sex };
  // The NIN registry's record is the person's, not the card's: no expiry, so the slip and card share it.
  if (p.expiryDate && layout !== 'nin-card') r.expiryDate = p.expiryDate;
  return r;
}

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function numberFor(layout: Blind4Layout, person: Blind4Person, rng: Rng): string {
  switch (layout) {
    case 'passport':
      return `${rng.pick(['A', 'B'])}${rng.chars(DIGITS, 8)}`;
    case 'nin-slip':
    case 'nin-card':
      return `${rng.int(1, 9)}${rng.chars(DIGITS, 10)}`;
    case 'licence':
      return `${person.licencePrefix}${rng.chars(DIGITS, 5)}${rng.chars(LETTERS, 2)}${rng.chars(DIGITS, 2)}`;
    case 'voters-card':
      // 19 characters: two digits, four letter-digit pairs, nine digits (as 90F5B1C2D4294527384).
      return `${rng.chars(DIGITS, 2)}${Array.from({ length: 4 }, () => `${rng.chars('ABCDEF', 1)}${rng.chars(DIGITS, 1)}`).join('')}${rng.chars(DIGITS, 9)}`;
  }
}

/** Issue and expiry of a genuine document: issued in the past, more than 180 days (here 200+) left. */
function validity(layout: Blind4Layout, person: Blind4Person, rng: Rng, today: string, expired: boolean): { issueDate: string; expiryDate?: string } {
  if (layout === 'nin-slip' || layout === 'voters-card') {
    const adult = addYears(person.dateOfBirth, 18);
    const earliest = addDays(today, -3000) > adult ? addDays(today, -3000) : adult;
    return { issueDate: addDays(earliest, rng.int(0, Math.max(0, daysBetween(earliest, addDays(today, -30))))) };
  }
  const years = layout === 'passport' ? rng.pick([5, 10]) : layout === 'licence' ? rng.pick([3, 5]) : 10;
  // A licence or NIN card is an adult's (a passport may be a child's): redraw until issued at 18 or later.
  const adult = layout === 'passport' ? '0000-01-01' : addYears(person.dateOfBirth, 18);
  for (let attempt = 0; attempt < 200; attempt++) {
    let expiryDate: string;
    if (expired) expiryDate = addDays(today, -rng.int(40, 900));
    // Expiry between today + 200 days and issue + years, issue at least 30 days ago.
    else expiryDate = addDays(today, rng.int(200, years * 365 - 30));
    const issueDate = addDays(addYears(expiryDate, -years), 1);
    if (issueDate >= adult) return { issueDate, expiryDate };
  }
  // Only a young holder's expired licence gets here: a three-year licence that ran out 40 days ago.
  const shortest = layout === 'licence' ? 3 : years;
  const expiryDate = expired ? addDays(today, -40) : addDays(today, shortest * 365 - 30);
  return { issueDate: addDays(addYears(expiryDate, -shortest), 1), expiryDate };
}

/** Another birth date, a few months to a few years off (a real-looking slip of the record). */
function otherBirthDate(iso: string, rng: Rng): string {
  for (;;) {
    const shifted = rng.pick([() => addYears(iso, rng.pick([-2, -1, 1, 2])), () => addDays(iso, rng.signed(20, 400) | 0)])();
    if (shifted !== iso && shifted.slice(0, 4) <= '2006' && shifted.slice(0, 4) >= '1950') return shifted;
  }
}

/** Every case of the set, built for `today` (the run day, by default). */
export function buildBlind4Cases(today = todayIso()): Blind4Case[] {
  const used = new Set<string>();
  const cases: Blind4Case[] = [];
  const ninOf = new Map<string, string>();
  for (const [pi, person] of blind4People.entries()) {
    for (const layout of blind4Layouts) {
      for (const kind of blind4KindsOf[layout]) {
        const id = `b4-${person.key}-${layout}-${kind}`;
        const rng = new Rng(`${id}/numbers`);
        // A person's genuine NIN slip and NIN card print the same NIN; every other document has its own number.
        let documentNumber: string;
        const ninKey = `${person.key}/nin`;
        if ((layout === 'nin-slip' || layout === 'nin-card') && kind === 'genuine' && ninOf.has(ninKey)) documentNumber = ninOf.get(ninKey) as string;
        else {
          do documentNumber = numberFor(layout, person, rng);
          while (used.has(documentNumber));
          used.add(documentNumber);
          if ((layout === 'nin-slip' || layout === 'nin-card') && kind === 'genuine') ninOf.set(ninKey, documentNumber);
        }
        // Same issue and expiry for a person's genuine slip/card pair is not needed: each draws its own.
        const dates = validity(layout, person, new Rng(`${id}/dates`), today, kind === 'expired');
        const printed: Blind4Printed = { documentNumber, surname: person.surname, givenNames: [...person.givenNames], dateOfBirth: person.dateOfBirth, sex: person.sex, ...dates };
        const other = blind4People[(pi + 1 + new Rng(`${id}/other`).int(0, blind4People.length - 2)) % blind4People.length] as Blind4Person;
        const c: Blind4Case = {
          id,
          layout,
          kind,
          intended: kind === 'genuine' ? 'PASS' : 'FAIL',
          docType: blind4DocTypes[layout],
          person,
          printed,
          record: {},
          contradicts: [],
          expectedFields: {},
          today,
        };
        if (layout === 'passport') {
          const mrzSurname = person.surname;
          if (kind === 'vz-surname') {
            // The visual zone names another person's surname; the MRZ keeps the holder's; the record holds the page.
            printed.surname = other.surname;
            c.mrzSurname = mrzSurname;
          }
          let lines = buildTd3({ documentNumber, surname: mrzSurname, givenNames: printed.givenNames, dateOfBirth: printed.dateOfBirth, sex: printed.sex, expiryDate: printed.expiryDate as string });
          if (kind === 'mrz-check-digit') {
            const r = new Rng(`${id}/digit`);
            const field = r.pick(Object.keys(checkDigitPositions) as AlteredCheckDigit[]);
            lines = [lines[0], alterCheckDigit(lines[1], field, r.int(1, 9))];
            c.alteredCheckDigit = field;
          }
          c.mrz = lines;
        }
        c.record = recordOf(layout, printed);
        if (kind === 'record-dob') {
          c.record.dateOfBirth = otherBirthDate(printed.dateOfBirth, new Rng(`${id}/dob`));
          c.contradicts = ['dateOfBirth'];
        }
        if (kind === 'record-surname') {
          c.record.surname = other.surname;
          c.contradicts = ['surname'];
        }
        c.expectedFields = expectedFields(layout, kind, printed);
        cases.push(c);
      }
    }
  }
  return cases;
}

/** The run order: a fixed shuffle, so a run stopped early samples people, layouts and kinds alike. */
export function blind4Order(cases: Blind4Case[]): Blind4Case[] {
  const keyed = cases.map((c) => [blind4Hash(`order/${c.id}`), c] as const);
  return keyed.sort((a, b) => a[0] - b[0]).map(([, c]) => c);
}
