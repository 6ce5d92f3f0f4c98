/**
 * Who the blind set's documents belong to and what each case must decide. The people, their numbers
 * and the forgeries are this set's own (no name here appears elsewhere in the repo), so a figure on
 * this set says how the reader does on documents nobody tuned it on.
 */
import { Rng, hash32 } from './random.js';

export type Layout = 'passport' | 'nin_slip' | 'nin_card' | 'drivers_license' | 'voters_card';
export const layouts: readonly Layout[] = ['passport', 'nin_slip', 'nin_card', 'drivers_license', 'voters_card'];
export type DocType = 'passport' | 'nin_slip' | 'drivers_license' | 'voters_card';
/** The NIN card answers as the NIN slip does: the API knows one NIN docType. */
export const docTypeOfLayout: Record<Layout, DocType> = {
  passport: 'passport',
  nin_slip: 'nin_slip',
  nin_card: 'nin_slip',
  drivers_license: 'drivers_license',
  voters_card: 'voters_card',
};

export interface Person {
  surname: string;
  givenNames: string;
  /** ISO. */
  dateOfBirth: string;
  sex: 'M' | 'F';
  /** Where they live and were born, printed where a layout has room. */
  town: string;
  state: string;
  /** The FRSC licence's three-letter state prefix. */
  licenceState: string;
  /** The surname another person's authority record holds under this person's number (a forgery). */
  otherSurname: string;
  /** The surname a forger printed in a passport's visual zone while the MRZ kept the real one. */
  forgedVisualSurname: string;
  numbers: Record<DocType, string>;
  /** Which shipped face photo is their portrait. */
  face: 'sample1b' | 'sample2a' | 'sample3a' | 'sample4a' | 'sample5a' | 'sample6a' | 'sample1a';
}

/**
 * Yoruba, Igbo, Hausa, Edo and Ibibio names: hyphenated surnames, a 22-letter surname, one, two and
 * three given names, a birth on 29 February.
 */
export const people: readonly Person[] = [
  { surname: 'OLATUNJI-BAKARE', givenNames: 'TITILAYO MOROUNKE', dateOfBirth: '1993-08-27', sex: 'F', town: 'ABEOKUTA', state: 'OGUN', licenceState: 'OGN', otherSurname: 'ADESANYA', forgedVisualSurname: 'OLATUNJI', face: 'sample2a', numbers: { passport: 'B38215076', nin_slip: '27604158392', drivers_license: 'OGN31572KB24', voters_card: '27B4E0917C3D5A86F12' } },
  { surname: 'ONWUDIWE', givenNames: 'CHINONSO OBINNA', dateOfBirth: '1986-11-09', sex: 'M', town: 'OWERRI', state: 'IMO', licenceState: 'IMO', otherSurname: 'OKEREKE', forgedVisualSurname: 'OKWUOSA', face: 'sample3a', numbers: { passport: 'A61940382', nin_slip: '38175026419', drivers_license: 'IMO60418CN93', voters_card: '16D8A52B0E7F4C39A05' } },
  { surname: 'DANLADI-YAKASAI', givenNames: 'ZAINAB', dateOfBirth: '2000-01-15', sex: 'F', town: 'KANO', state: 'KANO', licenceState: 'KAN', otherSurname: 'BAGUDU', forgedVisualSurname: 'DANLADI', face: 'sample5a', numbers: { passport: 'B90473621', nin_slip: '59820417635', drivers_license: 'KAN82705DZ16', voters_card: '20F3C7A1B94E0D6258E' } },
  { surname: 'OLUWATOYINBO-ADEKANMBI', givenNames: 'BABAJIDE', dateOfBirth: '1972-04-03', sex: 'M', town: 'IBADAN', state: 'OYO', licenceState: 'OYO', otherSurname: 'KOLAWOLE', forgedVisualSurname: 'ADEKANMBI', face: 'sample4a', numbers: { passport: 'A27058934', nin_slip: '61039274850', drivers_license: 'OYO14963BA58', voters_card: '31A9E6C2F05B8D47C13' } },
  { surname: 'MAIKANO', givenNames: 'IBRAHIM SANI YAKUBU', dateOfBirth: '1968-06-21', sex: 'M', town: 'ZARIA', state: 'KADUNA', licenceState: 'KAD', otherSurname: 'JIBRIN', forgedVisualSurname: 'TANKO', face: 'sample6a', numbers: { passport: 'B15729840', nin_slip: '72948103567', drivers_license: 'KAD57290IM41', voters_card: '19C0B8D4A6E2F7359D8' } },
  { surname: 'OMOREGIE', givenNames: 'EGHOSA OSAS', dateOfBirth: '1990-12-30', sex: 'M', town: 'BENIN CITY', state: 'EDO', licenceState: 'EDO', otherSurname: 'IDAHOSA', forgedVisualSurname: 'EWEKA', face: 'sample1b', numbers: { passport: 'A84306125', nin_slip: '83057291648', drivers_license: 'EDO29841OE07', voters_card: '12E5F1A8C3B07D694B2' } },
  { surname: 'UDOFIA', givenNames: 'IMAOBONG ANIEKAN', dateOfBirth: '1984-02-29', sex: 'F', town: 'UYO', state: 'AKWA IBOM', licenceState: 'AKW', otherSurname: 'EKPENYONG', forgedVisualSurname: 'AKPAN', face: 'sample1a', numbers: { passport: 'B62891047', nin_slip: '94172635081', drivers_license: 'AKW70352UI88', voters_card: '03A6D9F2E8C14B570F6' } },
  { surname: 'NWOKOCHA-EZEANI', givenNames: 'ADAEZE CHIOMA NKECHI', dateOfBirth: '1997-05-06', sex: 'F', town: 'ONITSHA', state: 'ANAMBRA', licenceState: 'ANA', otherSurname: 'CHUKWUMA', forgedVisualSurname: 'NWOKOCHA', face: 'sample2a', numbers: { passport: 'A49617253', nin_slip: '15386940274', drivers_license: 'ANA46137AN35', voters_card: '04B7E1A3D9F25C681A7' } },
];

export type CaseKind = 'genuine' | 'mrz_check_digit' | 'zones_disagree' | 'expired' | 'record_birth_date' | 'record_surname';
export const caseKinds: readonly CaseKind[] = ['genuine', 'mrz_check_digit', 'zones_disagree', 'expired', 'record_birth_date', 'record_surname'];

export interface AuthorityFields {
  surname: string;
  givenNames: string;
  /** ISO. */
  dateOfBirth: string;
  sex: 'M' | 'F';
  expiryDate?: string;
}

export interface BlindCase {
  id: string;
  person: Person;
  layout: Layout;
  docType: DocType;
  kind: CaseKind;
  intended: 'PASS' | 'FAIL';
  /** What the visual zone prints (ISO dates). */
  printed: { surname: string; givenNames: string; dateOfBirth: string; sex: 'M' | 'F'; documentNumber: string; issueDate: string; expiryDate: string | null };
  /** The passport MRZ's fields when the page has one. */
  mrz: { surname: string; breakCheck?: 'number' | 'birth' | 'expiry' } | null;
  /** The authority record this set writes for the case's number. */
  record: AuthorityFields;
  /** Fields the API should return, as it returns them (DD-MM-YYYY dates). */
  expectedFields: Record<string, string>;
  /** Fixes this case's style (fonts, wording, date form, palette) and its captures. */
  seed: string;
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));
/** The day before the same date `years` later (how a validity period is printed). */
const validityEnd = (issue: string, years: number) => addDays(`${Number(issue.slice(0, 4)) + years}${issue.slice(4)}`, -1);
export const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** Another number of the same form as `number` for a forged case, drawn from `key`. */
function forgedNumber(docType: DocType, number: string, key: string): string {
  const rng = new Rng(key);
  const digits = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  const letters = (n: number) => Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'[rng.int(0, 22)]).join('');
  if (docType === 'passport') return `${number[0]}${digits(8)}`;
  if (docType === 'nin_slip') return `${rng.int(1, 9)}${digits(10)}`;
  if (docType === 'drivers_license') return `${number.slice(0, 3)}${digits(5)}${letters(2)}${digits(2)}`;
  // A VIN keeps its state's two-digit prefix; the rest is hexadecimal, as INEC's are.
  return `${number.slice(0, 2)}${Array.from({ length: 17 }, () => '0123456789ABCDEF'[rng.int(0, 15)]).join('')}`;
}

/** Numbers the sandbox seeds with its own outcomes: a forged number must never be one of them. */
const sandboxNumbers = new Set(['A07492135', 'A07492136', 'A07492137', 'A07492139', 'LAG12345AA01', 'LAG12345AA02', 'LAG12345AA03', 'LAG12345AA09', '90F5B0A6E5295403921', '90F5B0A6E5295403922', '90F5B0A6E5295403923', '90F5B0A6E5295403929', '12345678901', '12345678902', '12345678903', '12345678909']);

/**
 * Every case: each person on each layout, genuine, then the forgeries the layout can carry (MRZ check
 * digit and zones disagreeing on the passport; expired on the passport and licence; an authority
 * record with another birth date or another surname everywhere). Dates are relative to `today`, so
 * genuine documents are in force on the day of the run. Ordered by a fixed shuffle, so a run cut
 * short by --max-minutes is a sample across people, layouts and kinds.
 */
export function buildBlindCases(today = new Date()): BlindCase[] {
  const todayIso = isoDay(today);
  const cases: BlindCase[] = [];
  const used = new Set<string>();
  for (const person of people) {
    for (const layout of layouts) {
      const docType = docTypeOfLayout[layout];
      const number = person.numbers[docType];
      const rng = new Rng(`blind/${person.surname}/${layout}/dates`);
      const hasExpiry = layout === 'passport' || layout === 'drivers_license';
      // Passports run 5 or 10 years, licences 3 or 5; issued long enough ago to look used, still in force.
      const years = layout === 'passport' ? rng.pick([5, 10]) : rng.pick([3, 5]);
      const issueDate = addDays(todayIso, -rng.int(60, Math.min(years * 365 - 120, 1500)));
      const expiryDate = hasExpiry ? validityEnd(issueDate, years) : null;
      const printed = { surname: person.surname, givenNames: person.givenNames, dateOfBirth: person.dateOfBirth, sex: person.sex, documentNumber: number, issueDate, expiryDate };
      const record: AuthorityFields = { surname: person.surname, givenNames: person.givenNames, dateOfBirth: person.dateOfBirth, sex: person.sex, ...(expiryDate ? { expiryDate } : {}) };
      const fields = (p: BlindCase['printed'], omit: string[] = []) => {
        const all: Record<string, string> = { documentNumber: p.documentNumber, surname: p.surname, givenNames: p.givenNames, dateOfBirth: dmy(p.dateOfBirth), ...(p.expiryDate ? { expiryDate: dmy(p.expiryDate) } : {}) };
        for (const key of omit) delete all[key];
        return all;
      };
      const slug = person.surname.toLowerCase();
      const add = (kind: CaseKind, change: Partial<Pick<BlindCase, 'printed' | 'mrz' | 'record'>> & { omit?: string[] } = {}) => {
        // Each forgery carries a number of its own, so its record never contradicts the genuine document's.
        const documentNumber = kind === 'genuine' ? number : forgedNumber(docType, number, `blind/${person.surname}/${layout}/${kind}/number`);
        const p = { ...(change.printed ?? printed), documentNumber };
        const key = `${docType}/${documentNumber}`;
        // The NIN slip and card share a person's NIN (and its one record); any other repeat is a bug.
        if (kind !== 'genuine' && (used.has(key) || sandboxNumbers.has(documentNumber))) throw new Error(`number ${key} drawn twice`);
        used.add(key);
        cases.push({
          id: `blind-${layout}-${kind}-${slug}`,
          person,
          layout,
          docType,
          kind,
          intended: kind === 'genuine' ? 'PASS' : 'FAIL',
          printed: p,
          mrz: layout === 'passport' ? (change.mrz ?? { surname: p.surname }) : null,
          record: change.record ?? record,
          expectedFields: fields(p, change.omit),
          seed: `blind/${person.surname}/${layout}/${kind}`,
        });
      };
      add('genuine');
      if (layout === 'passport') {
        add('mrz_check_digit', { mrz: { surname: person.surname, breakCheck: new Rng(`blind/${person.surname}/check`).pick(['number', 'birth', 'expiry'] as const) } });
        // The visual zone names someone else; the MRZ and the authority keep the holder's real surname.
        add('zones_disagree', { printed: { ...printed, surname: person.forgedVisualSurname }, mrz: { surname: person.surname }, omit: ['surname'] });
      }
      if (hasExpiry) {
        const expiredOn = addDays(todayIso, -rng.int(40, 900));
        const issuedOn = addDays(`${Number(expiredOn.slice(0, 4)) - years}${expiredOn.slice(4)}`, 1);
        const past = { ...printed, issueDate: issuedOn, expiryDate: expiredOn };
        add('expired', { printed: past, record: { ...record, expiryDate: expiredOn } });
      }
      // The authority holds another birth date: same day and month moved by a few years, or another day.
      const shiftedBirth = rng.next() < 0.5 ? `${Number(person.dateOfBirth.slice(0, 4)) + rng.pick([-3, -2, 2, 5])}${person.dateOfBirth.slice(4, 8)}${person.dateOfBirth.slice(8) === '29' ? '28' : person.dateOfBirth.slice(8)}` : addDays(person.dateOfBirth, rng.pick([-41, -9, 13, 67]));
      add('record_birth_date', { record: { ...record, dateOfBirth: shiftedBirth } });
      add('record_surname', { record: { ...record, surname: person.otherSurname } });
    }
  }
  return cases.sort((a, b) => hash32(a.seed) - hash32(b.seed));
}

/** The authority records to write: one per (docType, number); the NIN slip and card of a person share one. */
export function authorityRecords(cases: readonly BlindCase[]): { docType: DocType; documentNumber: string; fields: AuthorityFields }[] {
  const byKey = new Map<string, { docType: DocType; documentNumber: string; fields: AuthorityFields }>();
  for (const c of cases) {
    const key = `${c.docType}/${c.printed.documentNumber}`;
    const existing = byKey.get(key);
    if (existing && JSON.stringify(existing.fields) !== JSON.stringify(c.record)) throw new Error(`two records for ${key}`);
    byKey.set(key, { docType: c.docType, documentNumber: c.printed.documentNumber, fields: c.record });
  }
  return [...byKey.values()];
}
