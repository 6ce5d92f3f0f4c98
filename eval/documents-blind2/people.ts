/**
 * Who the blind2 documents belong to and what each case must decide. The people, their numbers and
 * the forgeries are this set's own: nobody tuning the reader has seen these names, so a figure here
 * measures documents the reader was never fitted to.
 *
 * Every person is on every layout. Per person and layout: a genuine document whose authority record
 * holds what is printed (PASS); a record with another birth date and a record with another person's
 * surname (FAIL); on a passport also an altered MRZ check digit and a visual zone whose surname or a
 * given name differs from the MRZ (FAIL); on a passport and a licence an expired document (FAIL).
 */
import { td3CheckDigitPositions } from './mrz.js';

export type Layout = 'passport' | 'nin_slip' | 'nin_slip_improved' | 'nin_card' | 'drivers_license' | 'voters_card';
export const layouts: readonly Layout[] = ['passport', 'nin_slip', 'nin_slip_improved', 'nin_card', 'drivers_license', 'voters_card'];
export type DocType = 'passport' | 'nin_slip' | 'drivers_license' | 'voters_card';
export const docTypeOfLayout: Record<Layout, DocType> = {
  passport: 'passport',
  nin_slip: 'nin_slip',
  nin_slip_improved: 'nin_slip',
  nin_card: 'nin_slip',
  drivers_license: 'drivers_license',
  voters_card: 'voters_card',
};

export interface Person {
  /** The surname as printed (may carry a mark or an apostrophe). */
  surname: string;
  givenNames: string;
  /** The names as an authority holds them and the API returns them: marks folded away. */
  plainSurname: string;
  plainGivenNames: string;
  dateOfBirth: string;
  sex: 'M' | 'F';
  placeOfBirth: string;
  stateOfOrigin: string;
  address: string;
  numbers: Record<DocType, string>;
  /** A clearly different surname, held by another person's authority record (the name forgery). */
  otherSurname: string;
  /** The passport visual zone's forged name (the MRZ keeps the true one). */
  vizForgery: { surname: string } | { givenNames: string };
  /** Which of the shipped portraits is this person's photo. */
  portrait: number;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

function person(p: Omit<Person, 'plainSurname' | 'plainGivenNames'>): Person {
  return { ...p, plainSurname: fold(p.surname), plainGivenNames: fold(p.givenNames) };
}

/** Nine people: Yoruba, Igbo, Hausa, Ijaw, Tiv, Kanuri, Efik, Urhobo and Isoko names. */
export const people: Person[] = [
  person({ surname: 'ỌLANIPẸKUN', givenNames: 'ADEBOLA MOJISOLA', dateOfBirth: '1988-11-21', sex: 'F', placeOfBirth: 'IBADAN', stateOfOrigin: 'OYO', address: '14 Oke-Ado Road, Ibadan, Oyo State', otherSurname: 'GARBA', vizForgery: { surname: 'OLANIYAN' }, portrait: 0,
    numbers: { passport: 'B20574819', nin_slip: '27430918566', drivers_license: 'OYO20417BD38', voters_card: '90A1D6F2C83B5140276' } }),
  person({ surname: 'ONWUEGBUZIE', givenNames: 'CHINONSO', dateOfBirth: '1993-06-04', sex: 'M', placeOfBirth: 'ONITSHA', stateOfOrigin: 'ANAMBRA', address: '7 Modebe Avenue, Onitsha, Anambra State', otherSurname: 'ADEKOYA', vizForgery: { givenNames: 'CHINEDU' }, portrait: 1,
    numbers: { passport: 'A31685027', nin_slip: '38541029677', drivers_license: 'ANA31528CE49', voters_card: '90B2E7A3D94C6251387' } }),
  person({ surname: "DAN'AZUMI", givenNames: 'ABDULLAHI SAMINU', dateOfBirth: '1980-01-09', sex: 'M', placeOfBirth: 'KANO', stateOfOrigin: 'KANO', address: 'No. 22 Zoo Road, Gyadi-Gyadi, Kano', otherSurname: 'EZEANI', vizForgery: { surname: 'DANLADI' }, portrait: 2,
    numbers: { passport: 'B42796138', nin_slip: '49652130788', drivers_license: 'KAN42639DF50', voters_card: '90C3F8B4E05D7362498' } }),
  person({ surname: 'EBIKEME', givenNames: 'TIMIEBI DOUYE PEREKEME', dateOfBirth: '1997-08-28', sex: 'F', placeOfBirth: 'YENAGOA', stateOfOrigin: 'BAYELSA', address: '3 Azikoro Road, Ekeki, Yenagoa, Bayelsa State', otherSurname: 'MOHAMMED', vizForgery: { givenNames: 'TIMIEBI DOUYE TAMARA' }, portrait: 3,
    numbers: { passport: 'A53807249', nin_slip: '50763241899', drivers_license: 'BAY53740EG61', voters_card: '90D4A9C5F16E8473509' } }),
  person({ surname: 'IORKYAA', givenNames: 'TERNGU MSUGHTER', dateOfBirth: '1984-03-17', sex: 'M', placeOfBirth: 'GBOKO', stateOfOrigin: 'BENUE', address: '18 J.S. Tarka Way, Gboko, Benue State', otherSurname: 'OYELARAN', vizForgery: { surname: 'IORKYASE' }, portrait: 4,
    numbers: { passport: 'B64918350', nin_slip: '61874352900', drivers_license: 'BEN64851FH72', voters_card: '90E5B0D6A27F9584610' } }),
  person({ surname: 'KACHALLAH', givenNames: 'FATIMA YAGANA', dateOfBirth: '1991-12-30', sex: 'F', placeOfBirth: 'MAIDUGURI', stateOfOrigin: 'BORNO', address: 'House 9, Bulumkutu Estate, Maiduguri, Borno State', otherSurname: 'OKORIE', vizForgery: { givenNames: 'FATIMA HAJARA' }, portrait: 5,
    numbers: { passport: 'A75029461', nin_slip: '72985463011', drivers_license: 'BOR75962GJ83', voters_card: '90F6C1E7B38A0695721' } }),
  person({ surname: 'EDEM-ANTIGHA', givenNames: 'ARIT EKAETTE', dateOfBirth: '1976-05-02', sex: 'F', placeOfBirth: 'CALABAR', stateOfOrigin: 'CROSS RIVER', address: '41 Marian Road, Calabar, Cross River State', otherSurname: 'SULEIMAN', vizForgery: { surname: 'EDEM-ASUQUO' }, portrait: 6,
    numbers: { passport: 'B86130572', nin_slip: '83096574122', drivers_license: 'CRS86073HK94', voters_card: '90A7D2F8C49B1706832' } }),
  person({ surname: 'ONORIODE', givenNames: 'OGHENERUKEVWE', dateOfBirth: '2001-02-14', sex: 'M', placeOfBirth: 'WARRI', stateOfOrigin: 'DELTA', address: '5 Airport Road, Effurun, Delta State', otherSurname: 'BABANGIDA', vizForgery: { givenNames: 'OGHENEKARO' }, portrait: 0,
    numbers: { passport: 'A97241683', nin_slip: '94107685233', drivers_license: 'DEL97184JL05', voters_card: '90B8E3A9D50C2817943' } }),
  person({ surname: 'AKPOMUDJERE', givenNames: 'EFEMENA JOY', dateOfBirth: '1969-10-11', sex: 'F', placeOfBirth: 'OLEH', stateOfOrigin: 'DELTA', address: '12 Emede Road, Oleh, Isoko South, Delta State', otherSurname: 'NWACHUKWU', vizForgery: { surname: 'AKPOMEDAYE' }, portrait: 2,
    numbers: { passport: 'B08352794', nin_slip: '15218796344', drivers_license: 'DEL08295KM16', voters_card: '90C9F4B0E61D3928054' } }),
];

export type CaseKind = 'genuine' | 'mrz_check_digit' | 'zones_disagree' | 'expired' | 'record_birth_date' | 'record_other_surname';
export const caseKinds: readonly CaseKind[] = ['genuine', 'mrz_check_digit', 'zones_disagree', 'expired', 'record_birth_date', 'record_other_surname'];

export interface Printed {
  surname: string;
  givenNames: string;
  dateOfBirth: string;
  sex: 'M' | 'F';
  documentNumber: string;
  issueDate: string;
  /** Null where the document prints none (NIN slips and card, voter's card). */
  expiryDate: string | null;
}

export interface AuthorityFields {
  surname: string;
  givenNames: string;
  dateOfBirth: string;
  sex: string;
  expiryDate?: string;
}

export interface Blind2Case {
  id: string;
  person: Person;
  layout: Layout;
  kind: CaseKind;
  intended: 'PASS' | 'FAIL';
  printed: Printed;
  /** The passport MRZ's names when they differ from the visual zone's (zones_disagree). */
  mrzNames?: { surname: string; givenNames: string };
  /** Line 2 position of the check digit a forger altered (mrz_check_digit). */
  alteredCheckDigit?: number;
  record: AuthorityFields;
  /** Fields the API should return, dates DD-MM-YYYY; empty where which zone is "right" is moot. */
  expectedFields: Record<string, string>;
  /** 0..1, fixes the case's style draws (wording, date form, font, arrangement, capture). */
  seed: number;
}

export const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  // A final avalanche so neighbouring ids do not get neighbouring seeds.
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d) >>> 0;
  h ^= h >>> 12;
  return (h >>> 0) / 2 ** 32;
}

const isoShift = (iso: string, years: number, days = 0) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A forgery's own number (so the genuine document's authority record stays true): the last three
 * digits of the number's digit run moved by a step per case; format kept (letters stay letters).
 */
function forgedNumber(number: string, step: number): string {
  const chars = [...number];
  const digitAt = chars.map((c, i) => (/\d/.test(c) ? i : -1)).filter((i) => i >= 0);
  // The licence's last digits are a year-like suffix; its serial run (positions 3-7) carries the change.
  const run = number.length === 12 ? [5, 6, 7] : digitAt.slice(-3);
  const value = Number(run.map((i) => chars[i]).join(''));
  const next = String((value + 137 * step) % 1000).padStart(3, '0');
  run.forEach((i, k) => (chars[i] = next[k]!));
  return chars.join('');
}

/** Every case, in a fixed shuffled order so a run stopped early samples every person and layout. */
export function buildBlind2Cases(today = new Date()): Blind2Case[] {
  const todayIso = today.toISOString().slice(0, 10);
  const cases: Blind2Case[] = [];
  for (const p of people) {
    layouts.forEach((layout, layoutIndex) => {
      const docType = docTypeOfLayout[layout];
      const number = p.numbers[docType];
      const s = (k: string) => hash(`blind2/${p.plainSurname}/${layout}/${k}`);
      // Validity drawn per person and layout: a passport 10 years, a licence 3 or 5, issued 1-4 years ago,
      // and always in force on the day of the run (a 3-year licence issued 3-4 years ago was a "genuine"
      // document already expired: a generator fault found when the first measurement FAILed it, rightly).
      const years = layout === 'passport' ? 10 : layout === 'drivers_license' ? (s('term') < 0.5 ? 5 : 3) : 0;
      const issuedYearsAgo = 1 + Math.floor(s('issued') * (years ? Math.min(4, years - 1) : 4));
      const issueDate = isoShift(todayIso, -issuedYearsAgo, -Math.floor(s('issueDay') * 300));
      const expiryDate = years ? isoShift(issueDate, years, -1) : null;
      const printed: Printed = { surname: p.surname, givenNames: p.givenNames, dateOfBirth: p.dateOfBirth, sex: p.sex, documentNumber: number, issueDate, expiryDate };
      const record: AuthorityFields = { surname: p.plainSurname, givenNames: p.plainGivenNames, dateOfBirth: p.dateOfBirth, sex: p.sex, ...(expiryDate ? { expiryDate } : {}) };
      const fields = (x: Printed) => ({ documentNumber: x.documentNumber, surname: p.plainSurname, givenNames: p.plainGivenNames, dateOfBirth: dmy(x.dateOfBirth), ...(x.expiryDate ? { expiryDate: dmy(x.expiryDate) } : {}) });
      const id = (kind: CaseKind) => `b2-${layout}-${kind}-${p.plainSurname.toLowerCase().replace(/[^a-z-]/g, '')}`;
      cases.push({ id: id('genuine'), person: p, layout, kind: 'genuine', intended: 'PASS', printed, record, expectedFields: fields(printed), seed: s('genuine') });
      // The three NIN layouts share a docType: each layout's forgeries take steps of their own.
      let step = 1 + layoutIndex * 6;
      const forged = (kind: CaseKind, change: Partial<Blind2Case> & { printed?: Printed }) => {
        const x = { ...(change.printed ?? printed), documentNumber: forgedNumber(number, step++) };
        const scored = kind !== 'mrz_check_digit' && kind !== 'zones_disagree';
        cases.push({ id: id(kind), person: p, layout, kind, intended: 'FAIL', record, seed: s(kind), ...change, printed: x, expectedFields: scored ? fields(x) : {} });
      };
      if (layout === 'passport') {
        forged('mrz_check_digit', { alteredCheckDigit: td3CheckDigitPositions[Math.floor(s('cd') * 3)]! });
        // The visual zone carries the forged name; the MRZ and the record keep the true one.
        const viz = { ...printed, ...p.vizForgery };
        forged('zones_disagree', { printed: viz, mrzNames: { surname: p.surname, givenNames: p.givenNames } });
      }
      if (expiryDate) {
        const oldIssue = isoShift(todayIso, -(years + 1 + Math.floor(s('old') * 3)), -Math.floor(s('oldDay') * 200));
        const past: Printed = { ...printed, issueDate: oldIssue, expiryDate: isoShift(oldIssue, years, -1) };
        forged('expired', { printed: past, record: { ...record, expiryDate: past.expiryDate! } });
      }
      // Another birth date: a few years and some days off, as a record of someone else would be.
      forged('record_birth_date', { record: { ...record, dateOfBirth: isoShift(p.dateOfBirth, -3, 41) } });
      forged('record_other_surname', { record: { ...record, surname: p.otherSurname } });
    });
  }
  return cases.sort((a, b) => a.seed - b.seed);
}
