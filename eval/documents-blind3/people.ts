import { alterCheckDigit, td3Lines, type CheckDigitField } from './mrz.js';
import { blind3Hash, Rng } from './random.js';

/**
 * The third blind set's people and cases. Nine people of nine Nigerian peoples, invented here; none
 * of their surnames occurs anywhere else in the repository. Every case carries its own document
 * number and authority record, so a forgery never contradicts a genuine document's record, and every
 * validity date is drawn relative to the day of the run, so a genuine document is in force whenever
 * the set is run.
 */

export type Sex = 'M' | 'F';

export interface Blind3Person {
  key: string;
  people: string;
  surname: string;
  givenNames: string;
  sex: Sex;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  placeOfBirth: string;
  state: string;
  /** The FRSC licence's three-letter prefix. */
  licencePrefix: string;
  town: string;
  street: string;
  occupation: string;
  height: string;
  bloodGroup: string;
  passportNumber: string;
  nin: string;
  licenceNumber: string;
  vin: string;
  /** The INEC delimitation: state, local government, ward and polling unit codes. */
  delim: string;
}

type PersonSeed = Omit<Blind3Person, 'passportNumber' | 'nin' | 'licenceNumber' | 'vin' | 'delim'>;

const personSeeds: PersonSeed[] = [
  { key: 'p1', people: 'Yoruba', surname: 'OLUWANIFEMISOLA', givenNames: 'KEHINDE ADUNNI', sex: 'F', dateOfBirth: '1987-06-23', placeOfBirth: 'IBADAN', state: 'OYO', licencePrefix: 'OYO', town: 'IBADAN', street: '27 AGODI GATE ROAD', occupation: 'PHARMACIST', height: '1.66', bloodGroup: 'O+' },
  { key: 'p2', people: 'Igbo', surname: 'EZEONWUKA-ANYAEGBU', givenNames: 'CHIDIEBERE AMAKA', sex: 'F', dateOfBirth: '1993-11-02', placeOfBirth: 'ONITSHA', state: 'ANAMBRA', licencePrefix: 'ANA', town: 'ONITSHA', street: '8 OKOSI STREET', occupation: 'TRADER', height: '1.61', bloodGroup: 'A+' },
  { key: 'p3', people: 'Hausa', surname: 'DAMBAZAU', givenNames: 'ABUBAKAR SADIQ', sex: 'M', dateOfBirth: '1979-02-14', placeOfBirth: 'KANO', state: 'KANO', licencePrefix: 'KAN', town: 'KANO', street: '41 BOMPAI ROAD', occupation: 'CIVIL SERVANT', height: '1.78', bloodGroup: 'B+' },
  { key: 'p4', people: 'Fulani', surname: 'GIDADO', givenNames: 'HADIZA BILKISU ADAMA', sex: 'F', dateOfBirth: '1998-09-30', placeOfBirth: 'GOMBE', state: 'GOMBE', licencePrefix: 'GMB', town: 'GOMBE', street: '5 BIU ROAD', occupation: 'STUDENT', height: '1.63', bloodGroup: 'O-' },
  { key: 'p5', people: 'Ijaw', surname: 'DIRIYAI', givenNames: 'PREYE EBIWARI', sex: 'M', dateOfBirth: '1984-04-07', placeOfBirth: 'YENAGOA', state: 'BAYELSA', licencePrefix: 'BYS', town: 'YENAGOA', street: '12 MBIAMA ROAD', occupation: 'FISHERIES OFFICER', height: '1.74', bloodGroup: 'O+' },
  { key: 'p6', people: 'Edo', surname: 'EGHAREVBA', givenNames: 'OSARETIN', sex: 'M', dateOfBirth: '1971-12-19', placeOfBirth: 'BENIN CITY', state: 'EDO', licencePrefix: 'EDO', town: 'BENIN CITY', street: '63 SAPELE ROAD', occupation: 'BRONZE CASTER', height: '1.81', bloodGroup: 'AB+' },
  { key: 'p7', people: 'Nupe', surname: 'NDAYAKO', givenNames: 'ZAINAB NNAGANA', sex: 'F', dateOfBirth: '1990-01-11', placeOfBirth: 'BIDA', state: 'NIGER', licencePrefix: 'NGR', town: 'BIDA', street: '3 EMIR PALACE ROAD', occupation: 'TEACHER', height: '1.68', bloodGroup: 'B-' },
  { key: 'p8', people: 'Ibibio', surname: 'ETUKUDO', givenNames: 'IMAOBONG UTIBE', sex: 'F', dateOfBirth: '1982-08-16', placeOfBirth: 'UYO', state: 'AKWA IBOM', licencePrefix: 'AKW', town: 'UYO', street: '19 ORON ROAD', occupation: 'NURSE', height: '1.59', bloodGroup: 'A-' },
  { key: 'p9', people: 'Idoma', surname: 'OCHEJA', givenNames: 'ENEOJO OGBOLE', sex: 'M', dateOfBirth: '1996-05-03', placeOfBirth: 'OTUKPO', state: 'BENUE', licencePrefix: 'OTK', town: 'OTUKPO', street: '7 UPU ROAD', occupation: 'ENGINEER', height: '1.76', bloodGroup: 'O+' },
];

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');
const hexChars = '0123456789ABCDEF';

function passportNumberOf(rng: Rng): string {
  // Nigerian passport numbers in circulation start with A or B.
  return rng.pick(['A', 'B']) + String(rng.int(1, 9)) + digits(rng, 7);
}
const ninOf = (rng: Rng) => String(rng.int(1, 9)) + digits(rng, 10);
const licenceNumberOf = (rng: Rng, prefix: string) => `${prefix}${digits(rng, 5)}${letters(rng, 2)}${digits(rng, 2)}`;
const vinOf = (rng: Rng) => Array.from({ length: 19 }, () => rng.pick([...hexChars])).join('');

export const blind3People: Blind3Person[] = personSeeds.map((p) => {
  const rng = new Rng(blind3Hash(`blind3/person/${p.key}`));
  return {
    ...p,
    passportNumber: passportNumberOf(rng),
    nin: ninOf(rng),
    licenceNumber: licenceNumberOf(rng, p.licencePrefix),
    vin: vinOf(rng),
    delim: `${String(rng.int(1, 37)).padStart(2, '0')}-${String(rng.int(1, 20)).padStart(2, '0')}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 40)).padStart(3, '0')}`,
  };
});

export const blind3Layouts = ['passport', 'nin_slip', 'nin_card', 'licence', 'pvc'] as const;
export type Blind3Layout = (typeof blind3Layouts)[number];

export const blind3DocTypeOf: Record<Blind3Layout, string> = {
  passport: 'passport',
  nin_slip: 'nin_slip',
  // The NIN card is the NIMC's card of the same number: the API's nin_slip covers it.
  nin_card: 'nin_slip',
  licence: 'drivers_license',
  pvc: 'voters_card',
};

export const blind3Kinds = ['genuine', 'wrong_dob', 'wrong_surname', 'mrz_check_digit', 'viz_surname', 'expired'] as const;
export type Blind3Kind = (typeof blind3Kinds)[number];

export const kindsOfLayout: Record<Blind3Layout, readonly Blind3Kind[]> = {
  passport: ['genuine', 'wrong_dob', 'wrong_surname', 'mrz_check_digit', 'viz_surname', 'expired'],
  nin_slip: ['genuine', 'wrong_dob', 'wrong_surname'],
  nin_card: ['genuine', 'wrong_dob', 'wrong_surname'],
  licence: ['genuine', 'wrong_dob', 'wrong_surname', 'expired'],
  pvc: ['genuine', 'wrong_dob', 'wrong_surname'],
};

/** What one document prints (the visual zone), and the MRZ for a passport. */
export interface Blind3Printed {
  documentNumber: string;
  surname: string;
  givenNames: string;
  sex: Sex;
  /** YYYY-MM-DD, as are the dates below. */
  dateOfBirth: string;
  issueDate: string;
  expiryDate?: string;
  mrz?: [string, string];
}

export interface Blind3Case {
  id: string;
  person: Blind3Person;
  layout: Blind3Layout;
  kind: Blind3Kind;
  intended: 'PASS' | 'FAIL';
  docType: string;
  /** Seeds the layout's variation (wording, order, fonts, colours). */
  seed: number;
  printed: Blind3Printed;
  /** What the sandbox authority holds for printed.documentNumber. */
  record: Record<string, string>;
  /** The fields the reader should return, as the API writes them (dates DD-MM-YYYY). */
  expectedFields: Record<string, string>;
  /** For mrz_check_digit: which digit was altered. */
  alteredCheckDigit?: CheckDigitField;
}

/* Dates, in UTC so the day of the run is the same everywhere. */

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `years` later (29 February falls on 1 March). */
export function addYears(iso: string, years: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

export const apiDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/**
 * A validity period for a document in force today: at least 200 days left, so it is not "expiring
 * soon" either; the passport runs 5 or 10 years, the licence 3 or 5 years, less one day.
 */
function inForce(rng: Rng, today: string, years: readonly number[]): { issueDate: string; expiryDate: string } {
  const valid = rng.pick(years);
  const issueDate = addDays(today, -rng.int(60, valid * 365 - 220));
  return { issueDate, expiryDate: addDays(addYears(issueDate, valid), -1) };
}

/** Expired 40-900 days before today. */
function expired(rng: Rng, today: string, years: readonly number[]): { issueDate: string; expiryDate: string } {
  const valid = rng.pick(years);
  const expiryDate = addDays(today, -rng.int(40, 900));
  return { issueDate: addDays(addYears(expiryDate, -valid), 1), expiryDate };
}

function numberFor(layout: Blind3Layout, person: Blind3Person, rng: Rng): string {
  switch (layout) {
    case 'passport':
      return passportNumberOf(rng);
    case 'nin_slip':
    case 'nin_card':
      return ninOf(rng);
    case 'licence':
      return licenceNumberOf(rng, person.licencePrefix);
    case 'pvc':
      return vinOf(rng);
  }
}

function genuineNumber(layout: Blind3Layout, person: Blind3Person): string {
  switch (layout) {
    case 'passport':
      return person.passportNumber;
    case 'nin_slip':
    case 'nin_card':
      return person.nin;
    case 'licence':
      return person.licenceNumber;
    case 'pvc':
      return person.vin;
  }
}

/** Another birth date of the same person's age group: 1-4 years and some days apart. */
function otherBirthDate(rng: Rng, iso: string): string {
  const moved = addDays(addYears(iso, rng.sign() * rng.int(1, 4)), rng.sign() * rng.int(3, 160));
  return moved === iso ? addDays(iso, 41) : moved;
}

function otherSurname(rng: Rng, person: Blind3Person): string {
  return rng.pick(blind3People.filter((p) => p.key !== person.key)).surname;
}

/** Every case of every person and layout, in a fixed order (the runner shuffles it with a fixed seed). */
export function buildBlind3Cases(now = new Date()): Blind3Case[] {
  const today = todayIso(now);
  const cases: Blind3Case[] = [];
  const numbers = new Map<string, string>();
  for (const person of blind3People) {
    // The NIMC issued the slip and card on one day: both print the same NIN and record.
    const ninIssued = addDays(today, -new Rng(blind3Hash(`blind3/nin-issued/${person.key}`)).int(90, 3200));
    for (const layout of blind3Layouts) {
      for (const kind of kindsOfLayout[layout]) {
        const id = `${person.key}-${layout}-${kind}`;
        const rng = new Rng(blind3Hash(`blind3/case/${id}`));
        const documentNumber = kind === 'genuine' ? genuineNumber(layout, person) : numberFor(layout, person, rng);
        const owner = numbers.get(`${blind3DocTypeOf[layout]}/${documentNumber}`);
        // The NIN slip and the NIN card of one person share their genuine number, and nothing else may.
        if (owner !== undefined && !(kind === 'genuine' && owner === `${person.key}-genuine`)) throw new Error(`${id}: number ${documentNumber} already used by ${owner}`);
        numbers.set(`${blind3DocTypeOf[layout]}/${documentNumber}`, kind === 'genuine' ? `${person.key}-genuine` : id);

        const years = layout === 'passport' ? [5, 10] : [3, 5];
        const dates = layout === 'passport' || layout === 'licence' ? (kind === 'expired' ? expired(rng, today, years) : inForce(rng, today, years)) : { issueDate: ninIssued };
        const printed: Blind3Printed = { documentNumber, surname: person.surname, givenNames: person.givenNames, sex: person.sex, dateOfBirth: person.dateOfBirth, ...dates };
        let alteredCheckDigit: CheckDigitField | undefined;
        if (layout === 'passport') {
          const mrzHolder = { surname: person.surname, givenNames: person.givenNames, documentNumber, dateOfBirth: person.dateOfBirth, expiryDate: printed.expiryDate!, sex: person.sex };
          let [line1, line2] = td3Lines(mrzHolder);
          if (kind === 'mrz_check_digit') {
            alteredCheckDigit = rng.pick(['number', 'birth', 'expiry', 'composite'] as const);
            line2 = alterCheckDigit(line2, alteredCheckDigit, rng.int(0, 8));
          }
          // The page's printed surname was replaced; the MRZ still names the holder.
          if (kind === 'viz_surname') printed.surname = otherSurname(rng, person);
          printed.mrz = [line1, line2];
        }

        // The authority holds what the page prints, except for the one field a case contradicts.
        const record: Record<string, string> = { surname: printed.surname, givenNames: printed.givenNames, dateOfBirth: printed.dateOfBirth, sex: printed.sex };
        if (printed.expiryDate) record.expiryDate = printed.expiryDate;
        if (kind === 'wrong_dob') record.dateOfBirth = otherBirthDate(rng, printed.dateOfBirth);
        if (kind === 'wrong_surname') record.surname = otherSurname(rng, person);

        const expectedFields: Record<string, string> = { documentNumber, surname: printed.surname, givenNames: printed.givenNames, dateOfBirth: apiDate(printed.dateOfBirth) };
        if (printed.expiryDate) expectedFields.expiryDate = apiDate(printed.expiryDate);
        if (layout === 'passport') expectedFields.sex = printed.sex;
        // Page and MRZ disagree on the surname: either reading is defensible, so it is not scored.
        if (kind === 'viz_surname') delete expectedFields.surname;

        cases.push({
          id,
          person,
          layout,
          kind,
          intended: kind === 'genuine' ? 'PASS' : 'FAIL',
          docType: blind3DocTypeOf[layout],
          seed: blind3Hash(`blind3/layout/${id}`),
          printed,
          record,
          expectedFields,
          ...(alteredCheckDigit ? { alteredCheckDigit } : {}),
        });
      }
    }
  }
  return cases;
}

/** The runner's order: fixed, shuffled across people, layouts and kinds, so a run cut short is still a sample. */
export function blind3Order(cases: Blind3Case[]): Blind3Case[] {
  return new Rng(blind3Hash('blind3/order')).shuffle(cases);
}
