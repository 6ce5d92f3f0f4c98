import type { BlindSetCase } from '../blind-set.js';
import { addDays, addYears, daysBetween, dmy, runDay, type IsoDate } from './dates.js';
import { td3Lines, type MrzDigit } from './mrz.js';
import { Rng } from './random.js';

/**
 * The fifth blind set's people and documents: six invented Nigerians of peoples little seen in test
 * data (Nupe, Ijaw, Idoma, Anaang, Bini, Fulani), each holding the five documents, each document
 * genuine or forged in the ways a verifier meets (its authority record names another birth date or
 * surname; on a passport an altered check digit or a visual zone naming someone the MRZ does not;
 * an expired passport or licence). Dates count from the run day (dates.ts).
 */

export const blind5Layouts = ['passport', 'nin-slip', 'nin-card', 'licence', 'voters-card'] as const;
export type Blind5Layout = (typeof blind5Layouts)[number];

export const blind5Kinds = ['genuine', 'record-dob', 'record-surname', 'mrz-check-digit', 'vz-surname', 'expired'] as const;
export type Blind5Kind = (typeof blind5Kinds)[number];

export type DocType = 'passport' | 'nin_slip' | 'drivers_license' | 'voters_card';
// The NIMC e-ID card is read and scored as a NIN document: the API has no type of its own for it.
export const docTypeOf: Record<Blind5Layout, DocType> = {
  passport: 'passport',
  'nin-slip': 'nin_slip',
  'nin-card': 'nin_slip',
  licence: 'drivers_license',
  'voters-card': 'voters_card',
};

export interface Blind5Person {
  id: string;
  people: string;
  sex: 'M' | 'F';
  surname: string;
  givenNames: string[];
  dateOfBirth: IsoDate;
  placeOfBirth: string;
  state: string;
  /** Three letters for the state on a licence number (FRSC numbers begin with the issuing state). */
  stateCode: string;
  address: string;
  occupation: string;
  heightCm: number;
  bloodGroup: string;
  /** The surname a visual zone prints over the MRZ's on a `vz-surname` passport. */
  vzSurname: string;
  /** The surname the authority holds on a `record-surname` document. */
  recordSurname: string;
}

// Names invented in the manner of each people; none is a known person.
export const blind5People: Blind5Person[] = [
  {
    id: 'nupe-m', people: 'Nupe', sex: 'M', surname: 'NDAGI', givenNames: ['MUHAMMADU', 'JIYA'], dateOfBirth: '1962-08-27',
    placeOfBirth: 'BIDA', state: 'NIGER', stateCode: 'NGR', address: '14 EMIR ROAD, BIDA', occupation: 'CIVIL SERVANT',
    heightCm: 174, bloodGroup: 'O+', vzSurname: 'NDAYAKO', recordSurname: 'NDAKOTSU',
  },
  {
    // The very long surname (14 letters).
    id: 'ijaw-f', people: 'Ijaw', sex: 'F', surname: 'AYIBATONYEBOFA', givenNames: ['EBIERE', 'TARIEBI'], dateOfBirth: '1979-03-15',
    placeOfBirth: 'SAGBAMA', state: 'BAYELSA', stateCode: 'BYS', address: '7 OKAKA ESTATE ROAD, YENAGOA', occupation: 'NURSE',
    heightCm: 163, bloodGroup: 'A+', vzSurname: 'TONBOFA', recordSurname: 'EBIKEMEFA',
  },
  {
    // Three given names, the oldest holder.
    id: 'idoma-m', people: 'Idoma', sex: 'M', surname: 'OCHEKPE', givenNames: ['OGBOLE', 'ADAKOLE', 'JOSEPH'], dateOfBirth: '1955-11-02',
    placeOfBirth: 'OTUKPO', state: 'BENUE', stateCode: 'BEN', address: '3 ODOBA STREET, OTUKPO', occupation: 'RETIRED TEACHER',
    heightCm: 178, bloodGroup: 'B+', vzSurname: 'OGWUCHE', recordSurname: 'ONCHE',
  },
  {
    // The hyphenated compound surname; born in a two-word town.
    id: 'anaang-f', people: 'Anaang', sex: 'F', surname: 'UDOFIA-ESSIEN', givenNames: ['IMAOBONG', 'NSE'], dateOfBirth: '1988-06-30',
    placeOfBirth: 'IKOT EKPENE', state: 'AKWA IBOM', stateCode: 'AKW', address: '21 ABAK ROAD, IKOT EKPENE', occupation: 'TRADER',
    heightCm: 158, bloodGroup: 'O-', vzSurname: 'UDOFIA-ETUK', recordSurname: 'AKPAN-ESSIEN',
  },
  {
    // One given name, the youngest holder.
    id: 'bini-m', people: 'Bini', sex: 'M', surname: 'EHIGIATOR', givenNames: ['OSARETIN'], dateOfBirth: '2003-01-19',
    placeOfBirth: 'BENIN CITY', state: 'EDO', stateCode: 'EDO', address: '48 SAPELE ROAD, BENIN CITY', occupation: 'STUDENT',
    heightCm: 181, bloodGroup: 'AB+', vzSurname: 'IGBINOBA', recordSurname: 'OSAGHAE',
  },
  {
    id: 'fulani-f', people: 'Fulani', sex: 'F', surname: 'JAURO', givenNames: ['HADIZA', 'DIJE'], dateOfBirth: '1996-10-04',
    placeOfBirth: 'YOLA', state: 'ADAMAWA', stateCode: 'ADM', address: 'NO 5 MUBI ROAD, JIMETA YOLA', occupation: 'BANKER',
    heightCm: 166, bloodGroup: 'A-', vzSurname: 'BAWURO', recordSurname: 'ARDO',
  },
];

export const kindsOf: Record<Blind5Layout, readonly Blind5Kind[]> = {
  passport: ['genuine', 'record-dob', 'record-surname', 'mrz-check-digit', 'vz-surname', 'expired'],
  'nin-slip': ['genuine', 'record-dob', 'record-surname'],
  'nin-card': ['genuine', 'record-dob', 'record-surname'],
  licence: ['genuine', 'record-dob', 'record-surname', 'expired'],
  'voters-card': ['genuine', 'record-dob', 'record-surname'],
};

/** What the document's visual zone prints (the scored fields and the dates around them). */
export interface Printed {
  /** Upper case, no spaces: as the authority files it. */
  documentNumber: string;
  surname: string;
  givenNames: string[];
  dateOfBirth: IsoDate;
  sex: 'M' | 'F';
  issueDate: IsoDate;
  expiryDate?: IsoDate;
}

/** The authority's record (the sandbox's field names; dates YYYY-MM-DD). */
export interface RecordFields {
  surname: string;
  givenNames: string;
  dateOfBirth: IsoDate;
  sex: 'M' | 'F';
  expiryDate?: IsoDate;
}

export interface Blind5Case extends BlindSetCase {
  layout: Blind5Layout;
  kind: Blind5Kind;
  docType: DocType;
  person: Blind5Person;
  printed: Printed;
  /** The passport's MRZ lines, and which check digit is wrong on purpose (mrz-check-digit). */
  mrz?: { lines: [string, string]; surname: string; wrongDigit?: MrzDigit };
  record: RecordFields;
  /** The seed every drawing of this document starts from. */
  seed: string;
}

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');

function drawNumber(layout: Blind5Layout, person: Blind5Person, rng: Rng): string {
  switch (layout) {
    case 'passport':
      // Nigerian passport numbers: a series letter and eight digits.
      return `${rng.pick(['A', 'B'])}${digits(rng, 8)}`;
    case 'nin-slip':
    case 'nin-card':
      // NIN: eleven digits, never starting with 0.
      return `${rng.int(1, 9)}${digits(rng, 10)}`;
    case 'licence':
      // FRSC: issuing state's three letters, five digits, two letters, two digits.
      return `${person.stateCode}${digits(rng, 5)}${letters(rng, 2)}${digits(rng, 2)}`;
    case 'voters-card': {
      // INEC VIN: nineteen characters, digits and the letters A-F.
      const hex = '0123456789ABCDEF';
      return `${rng.int(1, 9)}${rng.int(0, 9)}${Array.from({ length: 17 }, () => hex[rng.int(0, 15)]).join('')}`;
    }
  }
}

/** Another birth date a record could hold: a few years and days off, never the same printed date. */
function otherBirthDate(d: IsoDate, rng: Rng): IsoDate {
  const shifted = addDays(addYears(d, rng.pick([-4, -3, -2, -1, 1, 2, 3]) * (rng.chance(0.5) ? 1 : 2)), rng.int(-40, 40));
  return shifted === d ? addDays(d, 400) : shifted;
}

export function buildBlind5Cases(today: IsoDate = runDay()): Blind5Case[] {
  const cases: Blind5Case[] = [];
  const used = new Set<string>();
  const unique = (layout: Blind5Layout, person: Blind5Person, rng: Rng) => {
    for (;;) {
      const n = drawNumber(layout, person, rng);
      const key = `${docTypeOf[layout]}/${n}`;
      if (!used.has(key)) {
        used.add(key);
        return n;
      }
    }
  };
  for (const person of blind5People) {
    // A person's NIN is theirs: the genuine slip and the genuine e-ID card print the same one.
    const nin = unique('nin-slip', person, new Rng(`blind5/nin/${person.id}`));
    for (const layout of blind5Layouts) {
      for (const kind of kindsOf[layout]) {
        const id = `${person.id}-${layout}-${kind}`;
        const rng = new Rng(`blind5/case/${id}`);
        const documentNumber = kind === 'genuine' && (layout === 'nin-slip' || layout === 'nin-card') ? nin : unique(layout, person, rng);
        let issueDate: IsoDate;
        let expiryDate: IsoDate | undefined;
        if (layout === 'passport' || layout === 'licence') {
          // Passports run 5 or 10 years; FRSC licences 3 or 5.
          const years = layout === 'passport' ? rng.pick([5, 10]) : rng.pick([3, 5]);
          if (kind === 'expired') {
            expiryDate = addDays(today, -rng.int(40, 900));
            issueDate = addYears(expiryDate, -years);
          } else {
            const span = daysBetween(today, addYears(today, years));
            // Issued at least a month ago and valid for more than 180 more days.
            issueDate = addDays(today, -rng.int(30, span - 200));
            expiryDate = addYears(issueDate, years);
          }
        } else {
          issueDate = addDays(today, -rng.int(layout === 'nin-card' ? 400 : 45, layout === 'nin-card' ? 3000 : 1500));
        }
        const printed: Printed = {
          documentNumber,
          surname: kind === 'vz-surname' ? person.vzSurname : person.surname,
          givenNames: person.givenNames,
          dateOfBirth: person.dateOfBirth,
          sex: person.sex,
          issueDate,
          ...(expiryDate ? { expiryDate } : {}),
        };
        const record: RecordFields = {
          surname: kind === 'record-surname' ? person.recordSurname : printed.surname,
          givenNames: printed.givenNames.join(' '),
          dateOfBirth: kind === 'record-dob' ? otherBirthDate(person.dateOfBirth, rng) : printed.dateOfBirth,
          sex: printed.sex,
          ...(expiryDate ? { expiryDate } : {}),
        };
        let mrz: Blind5Case['mrz'];
        if (layout === 'passport' && expiryDate) {
          const wrongDigit = kind === 'mrz-check-digit' ? rng.pick(['documentNumber', 'birthDate', 'expirationDate'] as const) : undefined;
          const lines = td3Lines({
            // The MRZ always names the holder; a vz-surname page prints another surname above it.
            surname: person.surname,
            givenNames: person.givenNames,
            documentNumber,
            dateOfBirth: person.dateOfBirth,
            sex: person.sex,
            expiryDate,
            ...(wrongDigit ? { wrongDigit: { field: wrongDigit, shift: rng.int(1, 9) } } : {}),
          });
          mrz = { lines, surname: person.surname, ...(wrongDigit ? { wrongDigit } : {}) };
        }
        const expectedFields: Record<string, string> = { documentNumber };
        // A vz-surname page names two people: which surname a reader returns is not scored.
        if (kind !== 'vz-surname') expectedFields.surname = printed.surname;
        expectedFields.givenNames = printed.givenNames.join(' ');
        expectedFields.dateOfBirth = dmy(printed.dateOfBirth);
        if (expiryDate) expectedFields.expiryDate = dmy(expiryDate);
        if (layout === 'passport') expectedFields.sex = printed.sex;
        cases.push({
          id,
          layout,
          kind,
          intended: kind === 'genuine' ? 'PASS' : 'FAIL',
          docType: docTypeOf[layout],
          expectedFields,
          person,
          printed,
          ...(mrz ? { mrz } : {}),
          record,
          seed: `blind5/${id}`,
        });
      }
    }
  }
  return cases;
}

/** A fixed shuffled order, so a run stopped early has sampled people, layouts and kinds alike. */
export const blind5Order = (cases: Blind5Case[]) => new Rng('blind5/order').shuffle(cases);
