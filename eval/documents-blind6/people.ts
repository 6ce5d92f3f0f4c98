import type { BlindSetCase } from '../blind-set.js';
import { addDays, addYears, daysBetween, ddmmyyyy, isValidIso, parseIso, runDay, type IsoDate } from './dates.js';
import { buildTd3, type CheckDigitField, type Td3 } from './mrz.js';
import { Rng } from './random.js';

/**
 * The sixth blind set's people and documents. Six invented people of Nigerian peoples no earlier set
 * drew from (Jukun, Ebira, Gbagyi, Berom, Isoko, Ogoni), each with the documents a Nigerian carries;
 * every forged document has its own number and its own authority record, so a forgery is caught by
 * what it prints, never by a record shared with a genuine document.
 */

export const blind6Layouts = ['passport', 'nin-slip', 'nin-card', 'licence', 'voters-card'] as const;
export type Blind6Layout = (typeof blind6Layouts)[number];

export const blind6Kinds = ['genuine', 'record-dob', 'record-surname', 'mrz-check-digit', 'vz-surname', 'expired'] as const;
export type Blind6Kind = (typeof blind6Kinds)[number];

/** The docType each layout is sent as (stated mode) and scored on; both NIMC documents are `nin_slip`. */
export const blind6DocTypes: Record<Blind6Layout, string> = {
  passport: 'passport',
  'nin-slip': 'nin_slip',
  'nin-card': 'nin_slip',
  licence: 'drivers_license',
  'voters-card': 'voters_card',
};

/**
 * How the `rotated` capture stores its pixels: `E6`, `E8`, `E3` turned as a phone stores them with
 * the EXIF Orientation tag that rights them (6: turn 90° clockwise to view, 8: 90° anticlockwise,
 * 3: 180°); `N90`, `N270`, `N180` turned that many degrees clockwise with no tag at all (a crop or
 * screenshot that lost it). Fixed per document and written in its id (`-rotE6`) so results split by it.
 */
export const rotationModes = ['E6', 'E8', 'E3', 'N90', 'N270', 'N180'] as const;
export type RotationMode = (typeof rotationModes)[number];

export interface Person {
  key: string;
  people: string;
  surname: string;
  givenNames: string;
  sex: 'M' | 'F';
  dateOfBirth: IsoDate;
  placeOfBirth: string;
  /** State of origin, for the licence's and the voter card's codes. */
  state: string;
  lga: string;
  address: [string, string, string];
  occupation: string;
  heightCm: number;
  bloodGroup: string;
  /** Other surnames of the same people: a record's or a visual zone's other surname. */
  otherSurnames: readonly string[];
  /** Code the FRSC number starts with (where the licence was issued). */
  licenceCode: string;
  /** INEC's two-digit state code, the VIN's start and the delimitation's first part. */
  inecState: string;
  passportAuthority: string;
}

// Invented people. Between them: an apostrophe (SA'ADATU), a surname with a space (DA COSTA, a
// Lagos Brazilian-returnee family name by marriage), four given names the MRZ must cut (ONORUOIZA),
// a three-letter surname (ADI), a birthday on the 1st (ADI) and one on 29 February (SHEKWOLO).
export const blind6People: readonly Person[] = [
  {
    key: 'jukun',
    people: 'Jukun',
    surname: 'ADI',
    givenNames: 'ZAKKA ANGYU',
    sex: 'M',
    dateOfBirth: '1961-03-01',
    placeOfBirth: 'WUKARI',
    state: 'TARABA',
    lga: 'WUKARI',
    address: ['14 ABAKPA STREET, PUJE', 'WUKARI', 'TARABA STATE'],
    occupation: 'FARMER',
    heightCm: 174,
    bloodGroup: 'O+',
    otherSurnames: ['AGBU', 'KURUNGA', 'ASHU'],
    licenceCode: 'WKR',
    inecState: '34',
    passportAuthority: 'NIS ABUJA',
  },
  {
    key: 'ebira',
    people: 'Ebira',
    surname: 'ONORUOIZA',
    givenNames: 'OHUNENE ENEYAMIRE OMETERE HAJARAT',
    sex: 'F',
    dateOfBirth: '1993-07-18',
    placeOfBirth: 'OKENE',
    state: 'KOGI',
    lga: 'OKENE',
    address: ['7 OZIGI CLOSE, OBEHIRA', 'OKENE', 'KOGI STATE'],
    occupation: 'PHARMACIST',
    heightCm: 163,
    bloodGroup: 'A+',
    otherSurnames: ['OHIARE', 'ONIMISI', 'OZIGI'],
    licenceCode: 'OKN',
    inecState: '22',
    passportAuthority: 'NIS LOKOJA',
  },
  {
    key: 'gbagyi',
    people: 'Gbagyi',
    surname: 'SHEKWOLO',
    givenNames: "SA'ADATU NYIZO",
    sex: 'F',
    dateOfBirth: '1976-02-29',
    placeOfBirth: 'KUJE',
    state: 'FCT',
    lga: 'KUJE',
    address: ['PLOT 22 GBESSA ROAD', 'KUJE', 'FCT ABUJA'],
    occupation: 'TEACHER',
    heightCm: 158,
    bloodGroup: 'B+',
    otherSurnames: ['GWAZA', 'DANGANA', 'ZHIKO'],
    licenceCode: 'ABJ',
    inecState: '37',
    passportAuthority: 'NIS ABUJA',
  },
  {
    key: 'berom',
    people: 'Berom',
    surname: 'GYANG',
    givenNames: 'DALYOP MWADKON',
    sex: 'M',
    dateOfBirth: '2004-11-23',
    placeOfBirth: 'RIYOM',
    state: 'PLATEAU',
    lga: 'RIYOM',
    address: ['5 RWANG PAM STREET, RAYFIELD', 'JOS SOUTH', 'PLATEAU STATE'],
    occupation: 'STUDENT',
    heightCm: 181,
    bloodGroup: 'O-',
    otherSurnames: ['CHOJI', 'DAVOU', 'RWANG'],
    licenceCode: 'JOS',
    inecState: '31',
    passportAuthority: 'NIS JOS',
  },
  {
    key: 'isoko',
    people: 'Isoko',
    surname: 'DA COSTA',
    givenNames: 'OGHENEKARO EFE',
    sex: 'F',
    dateOfBirth: '1954-09-14',
    placeOfBirth: 'OLEH',
    state: 'LAGOS',
    lga: 'LAGOS ISLAND',
    address: ['9 KAKAWA STREET', 'LAGOS ISLAND', 'LAGOS STATE'],
    occupation: 'RETIRED NURSE',
    heightCm: 160,
    bloodGroup: 'AB+',
    // A record naming her by her maiden name, and another returnee family for a visual zone.
    otherSurnames: ['OKPAKO', 'DA ROCHA', 'AKPOVETA'],
    licenceCode: 'LSR',
    inecState: '24',
    passportAuthority: 'NIS IKOYI',
  },
  {
    key: 'ogoni',
    people: 'Ogoni',
    surname: 'BARIKOR',
    givenNames: 'NUBARI LEGBORSI',
    sex: 'M',
    dateOfBirth: '1969-12-07',
    placeOfBirth: 'BORI',
    state: 'RIVERS',
    lga: 'KHANA',
    address: ['21 KPOPIE ROAD', 'BORI', 'RIVERS STATE'],
    occupation: 'ENGINEER',
    heightCm: 177,
    bloodGroup: 'A-',
    otherSurnames: ['KPEA', 'NWIIDO', 'DEEBOM'],
    licenceCode: 'PHC',
    inecState: '32',
    passportAuthority: 'NIS PORT HARCOURT',
  },
];

/** What the page prints (the visual zone); a case's forgery lives in its record or its MRZ. */
export interface Printed {
  /** As the authority keys it: upper case, no spaces. */
  documentNumber: string;
  surname: string;
  givenNames: string;
  sex: 'M' | 'F';
  dateOfBirth: IsoDate;
  issueDate: IsoDate | null;
  expiryDate: IsoDate | null;
  /** The e-ID card's own card number, the slip's tracking id: printed numbers that are not the NIN. */
  secondaryNumber: string | null;
}

export interface Blind6Case extends BlindSetCase {
  layout: Blind6Layout;
  kind: Blind6Kind;
  intended: 'PASS' | 'FAIL';
  /** The id, which also seeds the page and (with the capture's name) each image. */
  seed: string;
  person: Person;
  printed: Printed;
  /** Passports only: the MRZ, built from the true surname (a `vz-surname` prints another above it). */
  mrz: Td3 | null;
  /** The authority record's fields (YYYY-MM-DD dates). */
  record: Record<string, string>;
  rotation: RotationMode;
  /** The run day the dates were counted from. */
  today: IsoDate;
}

interface Plan {
  layout: Blind6Layout;
  kind: Blind6Kind;
  n: number;
}

// Per person: 7 passports, 3 slips, 3 cards, 5 licences, 3 voter cards = 21 documents, 7 of them
// genuine (a second genuine passport and licence, with their own numbers, issued on other days).
const plans: readonly Plan[] = [
  ...(['genuine', 'genuine', 'record-dob', 'record-surname', 'mrz-check-digit', 'vz-surname', 'expired'] as const).map((kind, i) => ({ layout: 'passport' as const, kind, n: kind === 'genuine' ? i + 1 : 1 })),
  ...(['genuine', 'record-dob', 'record-surname'] as const).map((kind) => ({ layout: 'nin-slip' as const, kind, n: 1 })),
  ...(['genuine', 'record-dob', 'record-surname'] as const).map((kind) => ({ layout: 'nin-card' as const, kind, n: 1 })),
  ...(['genuine', 'genuine', 'record-dob', 'record-surname', 'expired'] as const).map((kind, i) => ({ layout: 'licence' as const, kind, n: kind === 'genuine' ? i + 1 : 1 })),
  ...(['genuine', 'record-dob', 'record-surname'] as const).map((kind) => ({ layout: 'voters-card' as const, kind, n: 1 })),
];

/** Another birth date, plausible for the same person: a year or two off, a day off, day and month swapped. */
function otherBirthDate(dob: IsoDate, rng: Rng): IsoDate {
  const { y, m, d } = parseIso(dob);
  const pad = (v: number) => String(v).padStart(2, '0');
  for (let attempt = 0; attempt < 50; attempt++) {
    const how = rng.pick(['year', 'day', 'swap', 'month'] as const);
    let candidate = dob;
    if (how === 'year') candidate = `${y + rng.sign() * rng.int(1, 3)}-${pad(m)}-${pad(d)}`;
    if (how === 'day') candidate = `${y}-${pad(m)}-${pad(Math.min(28, Math.max(1, d + rng.sign() * rng.int(1, 9))))}`;
    if (how === 'swap') candidate = `${y}-${pad(d)}-${pad(m)}`;
    if (how === 'month') candidate = `${y}-${pad(((m - 1 + rng.int(1, 11)) % 12) + 1)}-${pad(d)}`;
    if (candidate !== dob && isValidIso(candidate)) return candidate;
  }
  throw new Error(`no other birth date for ${dob}`);
}

const rotationWeights: readonly [RotationMode, number][] = [
  // Mostly as phones store them (tagged); a fifth turned with the tag lost.
  ['E6', 0.4],
  ['E8', 0.22],
  ['E3', 0.16],
  ['N90', 0.08],
  ['N270', 0.07],
  ['N180', 0.07],
];

function drawRotation(rng: Rng): RotationMode {
  let u = rng.next();
  for (const [mode, w] of rotationWeights) {
    if (u < w) return mode;
    u -= w;
  }
  return 'E6';
}

const alnum = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** Issue and expiry of a passport or licence: valid >180 more days, or expired 40-900 days ago. */
function validity(p: { today: IsoDate; rng: Rng; years: readonly number[]; expired: boolean; earliestIssue: IsoDate }): { issueDate: IsoDate; expiryDate: IsoDate } {
  const { today, rng } = p;
  for (let attempt = 0; attempt < 200; attempt++) {
    const years = rng.pick(p.years);
    let issueDate: IsoDate;
    let expiryDate: IsoDate;
    if (p.expired) {
      expiryDate = addDays(today, -rng.int(40, 900));
      issueDate = addDays(addYears(expiryDate, -years), 1);
    } else {
      issueDate = addDays(today, -rng.int(20, 1400));
      expiryDate = addDays(addYears(issueDate, years), -1);
    }
    const left = daysBetween(today, expiryDate);
    const ok = p.expired ? left <= -40 && left >= -900 : left > 180 + 10;
    if (ok && issueDate >= p.earliestIssue && issueDate <= today) return { issueDate, expiryDate };
  }
  throw new Error(`no ${p.expired ? 'expired' : 'valid'} dates for ${p.earliestIssue} on ${today}`);
}

export function buildBlind6Cases(today: IsoDate = runDay()): Blind6Case[] {
  const cases: Blind6Case[] = [];
  const taken = new Set<string>();
  const unique = (docType: string, draw: (attempt: number) => string) => {
    for (let attempt = 0; ; attempt++) {
      const n = draw(attempt);
      if (!taken.has(`${docType}/${n}`)) {
        taken.add(`${docType}/${n}`);
        return n;
      }
    }
  };

  blind6People.forEach((person, personIndex) => {
    const personRng = new Rng(`blind6/person/${person.key}`);
    // A person's own NIN: their genuine slip and card print it and share its one record.
    const ownNin = unique('nin_slip', () => `${personRng.int(1, 9)}${personRng.digits(10)}`);
    const spoilt: CheckDigitField = (['number', 'birth', 'expiry'] as const)[personIndex % 3] as CheckDigitField;
    for (const plan of plans) {
      const base = `${person.key}-${plan.layout}-${plan.kind}${plan.kind === 'genuine' ? plan.n : ''}`;
      const rng = new Rng(`blind6/case/${base}`);
      const docType = blind6DocTypes[plan.layout];
      const isDate = (years: number) => addYears(person.dateOfBirth, years);
      let documentNumber: string;
      let secondaryNumber: string | null = null;
      let issueDate: IsoDate | null = null;
      let expiryDate: IsoDate | null = null;
      const expired = plan.kind === 'expired';
      switch (plan.layout) {
        case 'passport': {
          documentNumber = unique(docType, () => `B${rng.int(0, 5)}${rng.digits(7)}`);
          // The first genuine passport is a 64-page 10-year one; others 5 or 10 years.
          const years = plan.kind === 'genuine' && plan.n === 1 ? [10] : [5, 10];
          // The enhanced e-passport was first issued in January 2019; on an early BLIND6_TODAY an
          // expired one cannot be that recent, so the limit goes (the page is still this design).
          let v: { issueDate: IsoDate; expiryDate: IsoDate };
          try {
            v = validity({ today, rng, years, expired, earliestIssue: '2019-01-15' });
          } catch {
            v = validity({ today, rng, years, expired, earliestIssue: '1990-01-01' });
          }
          issueDate = v.issueDate;
          expiryDate = v.expiryDate;
          break;
        }
        case 'nin-slip':
        case 'nin-card': {
          documentNumber = plan.kind === 'genuine' ? ownNin : unique(docType, () => `${rng.int(1, 9)}${rng.digits(10)}`);
          if (plan.layout === 'nin-slip') secondaryNumber = rng.letters(15, alnum);
          else {
            secondaryNumber = `${rng.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.digits(7)}`;
            const earliest = isDate(16) > '2013-01-01' ? isDate(16) : '2013-01-01';
            issueDate = addDays(today, -rng.int(60, Math.max(61, daysBetween(earliest, today))));
          }
          break;
        }
        case 'licence': {
          documentNumber = unique(docType, () => `${person.licenceCode}${rng.digits(5)}${rng.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.digits(2)}`);
          const v = validity({ today, rng, years: [3, 5], expired, earliestIssue: isDate(18) });
          issueDate = v.issueDate;
          expiryDate = v.expiryDate;
          break;
        }
        case 'voters-card': {
          documentNumber = unique(docType, () => `${person.inecState}${rng.letters(2, 'ABCDEF0123456789')}${rng.letters(15, 'ABCDEF0123456789')}`);
          secondaryNumber = `${person.inecState}-${String(rng.int(1, 20)).padStart(2, '0')}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 40)).padStart(3, '0')}`;
          break;
        }
      }
      const printedSurname = plan.kind === 'vz-surname' ? (person.otherSurnames[1] as string) : person.surname;
      const printed: Printed = {
        documentNumber,
        surname: printedSurname,
        givenNames: person.givenNames,
        sex: person.sex,
        dateOfBirth: person.dateOfBirth,
        issueDate,
        expiryDate,
        secondaryNumber,
      };
      const mrz =
        plan.layout === 'passport' && expiryDate
          ? buildTd3({
              documentNumber,
              surname: person.surname,
              givenNames: person.givenNames,
              dateOfBirth: person.dateOfBirth,
              sex: person.sex,
              expiryDate,
              ...(plan.kind === 'mrz-check-digit' ? { spoil: { field: spoilt, shift: rng.int(1, 9) } } : {}),
            })
          : null;
      const withExpiry = plan.layout === 'passport' || plan.layout === 'licence';
      const record: Record<string, string> = {
        surname: plan.kind === 'record-surname' ? (person.otherSurnames[0] as string) : printedSurname,
        givenNames: person.givenNames,
        dateOfBirth: plan.kind === 'record-dob' ? otherBirthDate(person.dateOfBirth, rng) : person.dateOfBirth,
        sex: person.sex,
        ...(withExpiry && expiryDate ? { expiryDate } : {}),
      };
      const expectedFields: Record<string, string> = {
        documentNumber,
        ...(plan.kind === 'vz-surname' ? {} : { surname: printedSurname }),
        givenNames: person.givenNames,
        dateOfBirth: ddmmyyyy(person.dateOfBirth),
        ...(withExpiry && expiryDate ? { expiryDate: ddmmyyyy(expiryDate) } : {}),
        ...(plan.layout === 'passport' ? { sex: person.sex } : {}),
      };
      const rotation = drawRotation(new Rng(`blind6/rotation/${base}`));
      const id = `${base}-rot${rotation}`;
      cases.push({
        id,
        seed: id,
        layout: plan.layout,
        kind: plan.kind,
        intended: plan.kind === 'genuine' ? 'PASS' : 'FAIL',
        docType,
        expectedFields,
        person,
        printed,
        mrz,
        record,
        rotation,
        today,
      });
    }
  });
  return cases;
}

/** A fixed shuffle (seeded, not by the day), so a run stopped early is a sample across people, layouts and kinds. */
export function blind6Order(cases: Blind6Case[]): Blind6Case[] {
  const keyed = cases.map((c) => ({ c, k: new Rng(`blind6/order/${c.id.replace(/-rot\w+$/, '')}`).next() }));
  return keyed.sort((a, b) => a.k - b.k).map((x) => x.c);
}
