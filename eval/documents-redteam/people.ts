/**
 * Who the red-team documents belong to and what each case should decide. Written apart from
 * eval/documents/ on purpose (its own people, numbers, MRZ arithmetic and split), so a figure here is
 * not one our generator's habits explain.
 *
 * The split is by person: `tune` people are the only ones whose failures may be looked at while
 * fixing the reader; `report` people are run once before and once after the fixes; `holdout` people
 * (issue 14's third split) are rendered with fonts, date forms, palettes and captures of their own
 * and only ever run to report, never read to fix (docs/document-trust.md, "Holdout split"); `wide`
 * people are a second tune split whose pages draw from wider lists (fonts, date forms, label wordings,
 * palettes, layout arrangements) than tune ever did, to find what a reader tuned on tune's few forms misses.
 */
export type Split = 'tune' | 'report' | 'holdout' | 'wide';
export type Layout = 'passport' | 'nin_slip' | 'nin_card' | 'drivers_license' | 'voters_card';
export const layouts: readonly Layout[] = ['passport', 'nin_slip', 'nin_card', 'drivers_license', 'voters_card'];
export type DocType = 'passport' | 'nin_slip' | 'drivers_license' | 'voters_card';
export const docTypeOfLayout: Record<Layout, DocType> = {
  passport: 'passport',
  nin_slip: 'nin_slip',
  nin_card: 'nin_slip',
  drivers_license: 'drivers_license',
  voters_card: 'voters_card',
};

export interface Person {
  split: Split;
  surname: string;
  givenNames: string;
  /** ISO date. */
  dateOfBirth: string;
  sex: 'M' | 'F';
  /** Numbers this person's documents carry, per docType. */
  numbers: Partial<Record<DocType, string>>;
  /** Seeded sandbox person: the record exists already and must not be rewritten. */
  sandbox?: boolean;
  /** Holdout: the surname an authority record of another person holds (the name forgery). */
  otherSurname?: string;
}

/**
 * The sandbox's "match" people (docs/document-trust.md, "Sandbox authority records"), each on the
 * layouts of their docType, and new Yoruba, Igbo and Hausa names (hyphenated surnames, two given
 * names) that the eval adds through the operator API.
 */
export const people: Person[] = [
  { split: 'report', surname: 'ADEYEMI', givenNames: 'CHIDINMA GRACE', dateOfBirth: '1990-03-14', sex: 'F', numbers: { passport: 'A07492135' }, sandbox: true },
  { split: 'tune', surname: 'OKAFOR', givenNames: 'EMEKA JOHN', dateOfBirth: '1985-07-22', sex: 'M', numbers: { drivers_license: 'LAG12345AA01' }, sandbox: true },
  { split: 'report', surname: 'BELLO', givenNames: 'AMINA HAUWA', dateOfBirth: '1992-11-03', sex: 'F', numbers: { voters_card: '90F5B0A6E5295403921' }, sandbox: true },
  { split: 'tune', surname: 'NWANKWO', givenNames: 'IFEOMA ADA', dateOfBirth: '1988-01-30', sex: 'F', numbers: { nin_slip: '12345678901' }, sandbox: true },
  { split: 'tune', surname: 'ADEBAYO-OGUNDIPE', givenNames: 'OLUWASEUN TEMITOPE', dateOfBirth: '1987-06-09', sex: 'M', numbers: { passport: 'B51730284', nin_slip: '40718293651', drivers_license: 'KWR40211BC17', voters_card: '90A2C4E6F8B1357902T' } },
  { split: 'tune', surname: 'NWACHUKWU-EZE', givenNames: 'CHIAMAKA NGOZI', dateOfBirth: '1995-12-01', sex: 'F', numbers: { passport: 'B62841935', nin_slip: '51829304762', drivers_license: 'ENU58302DF44', voters_card: '90B3D5F7A9C2468013K' } },
  { split: 'tune', surname: 'DAN-JUMA', givenNames: 'MUSA IBRAHIM', dateOfBirth: '1979-04-27', sex: 'M', numbers: { passport: 'A73952046', nin_slip: '62930415873', drivers_license: 'KAN69413GH08', voters_card: '90C4E6A8B0D3579124M' } },
  { split: 'report', surname: 'OKONKWO-OBI', givenNames: 'CHUKWUEMEKA IKENNA', dateOfBirth: '1983-08-16', sex: 'M', numbers: { passport: 'B84063157', nin_slip: '73041526984', drivers_license: 'ANA70524JK31', voters_card: '90D5F7B9C1E4680235P' } },
  { split: 'report', surname: 'BELLO-YUSUF', givenNames: 'HAUWA AISHA', dateOfBirth: '1998-02-19', sex: 'F', numbers: { passport: 'A95174268', nin_slip: '84152637095', drivers_license: 'KAD81635LM52', voters_card: '90E6A8C0D2F5791346R' } },
  { split: 'report', surname: 'OLUWADAMILARE-ADE', givenNames: 'ADEKUNLE BABATUNDE', dateOfBirth: '1975-10-05', sex: 'M', numbers: { passport: 'B06285379', nin_slip: '95263748106', drivers_license: 'OYO92746NP63', voters_card: '90F7B9D1E3A6802457S' } },
  // Holdout (issue 14): Yoruba, Igbo, Hausa, Edo, Ijaw, Tiv and Efik people nobody has tuned on; a
  // 14-letter surname, a two-letter given name, one given name or two, hyphens; every docType each.
  { split: 'holdout', surname: 'OGUNLEYE-AKINTOLA', givenNames: 'FOLASADE ABIMBOLA', dateOfBirth: '1991-09-23', sex: 'F', otherSurname: 'OGUNDARE', numbers: { passport: 'B27391046', nin_slip: '36184920571', drivers_license: 'OGN27518QR26', voters_card: '90A7E2C9B4F1063825W' } },
  { split: 'holdout', surname: 'EZE-NWOSU', givenNames: 'UCHENNA KELECHI', dateOfBirth: '1986-02-07', sex: 'M', otherSurname: 'OKORIE', numbers: { passport: 'A48201735', nin_slip: '47295031682', drivers_license: 'IMO38624ST47', voters_card: '90B8F3D1C5A2174936X' } },
  { split: 'holdout', surname: 'SHEHU-MAIGARI', givenNames: 'HADIZA', dateOfBirth: '1999-05-30', sex: 'F', otherSurname: 'LAWAL', numbers: { passport: 'B59312847', nin_slip: '58306142793', drivers_license: 'SOK49735UV58', voters_card: '90C9A4E2D6B3285047Y' } },
  { split: 'holdout', surname: 'OSAGHAE', givenNames: 'OSARUGUE EFOSA', dateOfBirth: '1981-12-12', sex: 'M', otherSurname: 'IGBINEDION', numbers: { passport: 'A60423958', nin_slip: '69417253804', drivers_license: 'EDO50846WX69', voters_card: '90D1B5F3E7C4396158Z' } },
  { split: 'holdout', surname: 'ALAMIEYESEIGHA', givenNames: 'DIEPREYE', dateOfBirth: '1977-03-04', sex: 'F', otherSurname: 'TEBEPAH', numbers: { passport: 'B71534069', nin_slip: '70528364915', drivers_license: 'BAY61957YZ71', voters_card: '90E2C6A4F8D5407269V' } },
  { split: 'holdout', surname: 'AONDOAKAA', givenNames: 'KA TERHEMBA', dateOfBirth: '1994-10-18', sex: 'M', otherSurname: 'IORTYER', numbers: { passport: 'A82645170', nin_slip: '81639475026', drivers_license: 'BEN72068ZA82', voters_card: '90F3D7B5A9E6518370U' } },
  { split: 'holdout', surname: 'ETIM-EFFIONG', givenNames: 'EKAETTE ENO', dateOfBirth: '1989-07-01', sex: 'F', otherSurname: 'BASSEY', numbers: { passport: 'B93756281', nin_slip: '92740586137', drivers_license: 'CRS83179AB93', voters_card: '90A4E8C6B0F7629481Q' } },
  // Wide (a second tune split, failures may be looked at): three given names, a long surname, one given name.
  { split: 'wide', surname: 'ADEWALE-JOHNSON', givenNames: 'TOLULOPE ADEOLA', dateOfBirth: '1993-04-08', sex: 'F', otherSurname: 'ADEWUMI', numbers: { passport: 'A31847269', nin_slip: '31470925846', drivers_license: 'LAG31852CD07', voters_card: '90B1C3E5A7D9024681F' } },
  { split: 'wide', surname: 'OGBONNAYA', givenNames: 'EBUKA KINGSLEY OBINNA', dateOfBirth: '1984-11-26', sex: 'M', otherSurname: 'OGBUEFI', numbers: { passport: 'B42958370', nin_slip: '42581036957', drivers_license: 'ABI42963EF18', voters_card: '90C2D4F6B8E0135792G' } },
  { split: 'wide', surname: 'ABUBAKAR', givenNames: 'ZAINAB', dateOfBirth: '2000-01-15', sex: 'F', otherSurname: 'ALIYU', numbers: { passport: 'A53069481', nin_slip: '53692147068', drivers_license: 'KAN53074GH29', voters_card: '90D3E5A7C9F1246803H' } },
  { split: 'wide', surname: 'IBEKWE-NNAJI', givenNames: 'ONYINYECHI BLESSING', dateOfBirth: '1978-08-31', sex: 'F', otherSurname: 'IBEKWU', numbers: { passport: 'B64170592', nin_slip: '64703258179', drivers_license: 'ENU64185JK30', voters_card: '90E4F6B8D0A2357914J' } },
  { split: 'wide', surname: 'OLUWASEGUNFUNMI', givenNames: 'DAMILOLA', dateOfBirth: '1996-06-03', sex: 'M', otherSurname: 'OLUWASEGUN', numbers: { passport: 'A75281603', nin_slip: '75814369280', drivers_license: 'OGN75296LM41', voters_card: '90F5A7C9E1B3468025K' } },
  { split: 'wide', surname: 'YAKUBU', givenNames: 'SANI MUHAMMAD', dateOfBirth: '1972-02-29', sex: 'M', otherSurname: 'YUSUF', numbers: { passport: 'B86392714', nin_slip: '86925470391', drivers_license: 'BAU86307NP52', voters_card: '90A6B8D0F2C4579136L' } },
];

export type CaseKind = 'genuine' | 'mrz_check_digit' | 'zones_disagree' | 'expired' | 'record_contradicts' | 'record_name_differs' | 'sandbox_mismatch' | 'sandbox_not_found' | 'sandbox_unavailable';

export interface RedCase {
  id: string;
  split: Split;
  layout: Layout;
  kind: CaseKind;
  /** The decision a careful reader must reach. */
  intended: 'PASS' | 'FAIL' | 'REVIEW';
  /** What is printed (visual zone). */
  printed: { surname: string; givenNames: string; dateOfBirth: string; sex: 'M' | 'F'; documentNumber: string; issueDate: string; expiryDate: string | null };
  /** The MRZ's name when it differs from the visual zone (a forgery). */
  mrzSurname?: string;
  /** Add one to this MRZ check digit position's digit (a forgery). */
  breakCheckDigit?: boolean;
  /** An authority record this eval writes (null: the sandbox's own record answers). */
  record: { surname: string; givenNames: string; dateOfBirth: string; sex: string; expiryDate?: string } | null;
  simulateUnavailable?: boolean;
  /** Fields the API should return, as it returns them (dates DD-MM-YYYY); null when not meaningful. */
  expectedFields: Record<string, string> | null;
  /** A number 0..1 fixing this case's style choices (fonts, label wording, date format, order). */
  seed: number;
  /** Choices that win wherever they are offered (a font, a label's wording, a date style): tests pin what they test. */
  force?: string[];
  /** Passport label wordings a test prints instead of the drawn ones (a wording no issuer list offers). */
  passportLabels?: Partial<Record<'type' | 'code' | 'number' | 'surname' | 'given' | 'nationality' | 'dob' | 'sex' | 'pob' | 'issue' | 'expiry' | 'authority', string>>;
  /** Any other layout: a wording it offers (key, e.g. forced) printed as another text (a misreading a test reproduces). */
  printedAs?: Record<string, string>;
}

const dmy = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h / 2 ** 32;
}

const sandboxOdd: Record<DocType, { mismatch: string; unavailable: string; notFound: string }> = {
  passport: { mismatch: 'A07492136', unavailable: 'A07492137', notFound: 'A07492139' },
  drivers_license: { mismatch: 'LAG12345AA02', unavailable: 'LAG12345AA03', notFound: 'LAG12345AA09' },
  voters_card: { mismatch: '90F5B0A6E5295403922', unavailable: '90F5B0A6E5295403923', notFound: '90F5B0A6E5295403929' },
  nin_slip: { mismatch: '12345678902', unavailable: '12345678903', notFound: '12345678909' },
};

/** Every case of a split: genuine documents of each person on each layout, then the forgeries. */
export function buildRedCases(split: Split, today = new Date()): RedCase[] {
  const year = today.getUTCFullYear();
  const cases: RedCase[] = [];
  for (const person of people.filter((p) => p.split === split)) {
    for (const layout of layouts) {
      const docType = docTypeOfLayout[layout];
      const number = person.numbers[docType];
      if (!number) continue;
      const validity = layout === 'passport' || layout === 'drivers_license';
      const issueDate = `${year - 2}-05-11`;
      const expiryDate = validity ? (person.sandbox && docType === 'passport' ? '2032-01-01' : person.sandbox && docType === 'drivers_license' ? '2029-05-09' : `${year + 3}-05-10`) : null;
      const printed = { surname: person.surname, givenNames: person.givenNames, dateOfBirth: person.dateOfBirth, sex: person.sex, documentNumber: number, issueDate, expiryDate };
      const fields = (p: typeof printed) => ({ documentNumber: p.documentNumber, surname: p.surname, givenNames: p.givenNames, dateOfBirth: dmy(p.dateOfBirth), ...(p.expiryDate ? { expiryDate: dmy(p.expiryDate) } : {}) });
      const record = person.sandbox ? null : { surname: person.surname, givenNames: person.givenNames, dateOfBirth: person.dateOfBirth, sex: person.sex, ...(expiryDate ? { expiryDate } : {}) };
      const base = { split, layout, printed, record, seed: hash(`${split}/${person.surname}/${layout}`) };
      const id = (kind: CaseKind) => `${split}-${layout}-${kind}-${person.surname.toLowerCase()}`;
      cases.push({ ...base, id: id('genuine'), kind: 'genuine', intended: 'PASS', expectedFields: fields(printed) });
      if (person.sandbox) {
        const odd = sandboxOdd[docType];
        // The sandbox answers these numbers its documented way: another person's record, none, or down.
        cases.push({ ...base, id: id('sandbox_mismatch'), kind: 'sandbox_mismatch', intended: 'FAIL', printed: { ...printed, documentNumber: odd.mismatch }, expectedFields: fields({ ...printed, documentNumber: odd.mismatch }), seed: hash(`${person.surname}/mm/${layout}`) });
        cases.push({ ...base, id: id('sandbox_unavailable'), kind: 'sandbox_unavailable', intended: 'REVIEW', printed: { ...printed, documentNumber: odd.unavailable }, expectedFields: fields({ ...printed, documentNumber: odd.unavailable }), seed: hash(`${person.surname}/un/${layout}`) });
        // No record: FAIL only where the number is proven by a check digit (the passport MRZ).
        cases.push({ ...base, id: id('sandbox_not_found'), kind: 'sandbox_not_found', intended: docType === 'passport' ? 'FAIL' : 'REVIEW', printed: { ...printed, documentNumber: odd.notFound }, expectedFields: fields({ ...printed, documentNumber: odd.notFound }), seed: hash(`${person.surname}/nf/${layout}`) });
        continue;
      }
      // Each forgery carries its own number (and record), so the genuine document's record stays true.
      const forged = (kind: CaseKind, change: Partial<RedCase>) => {
        const k = { mrz_check_digit: 1, zones_disagree: 2, expired: 3, record_contradicts: layout === 'nin_card' ? 9 : 4 }[kind as 'expired'] ?? 5;
        const at = number.length - 2;
        const documentNumber = `${number.slice(0, at)}${(Number(number[at]) + k) % 10}${number.slice(at + 1)}`;
        const p = { ...(change.printed ?? printed), documentNumber };
        cases.push({ ...base, id: id(kind), kind, intended: 'FAIL', seed: hash(`${split}/${person.surname}/${layout}/${kind}`), ...change, printed: p, expectedFields: change.expectedFields === null || change.expectedFields === undefined ? null : fields(p) });
      };
      if (layout === 'passport') {
        forged('mrz_check_digit', { breakCheckDigit: true });
        forged('zones_disagree', { mrzSurname: person.surname.includes('-') ? person.surname.split('-')[0]! : `${person.surname}A` });
      }
      if (validity) {
        const past = { ...printed, issueDate: `${year - 7}-02-03`, expiryDate: `${year - 2}-02-02` };
        forged('expired', { printed: past, record: { ...record!, expiryDate: past.expiryDate }, expectedFields: fields(past) });
      }
      // Holdout: half the layouts' records hold another person's surname instead (issue 14's "another
      // name"); alternated by person so the NIN slip and card, which share numbers, never collide.
      if ((split === 'holdout' || split === 'wide') && (['passport', 'nin_card', 'voters_card'].includes(layout) === (people.indexOf(person) % 2 === 0))) {
        forged('record_name_differs', { record: { ...record!, surname: person.otherSurname! }, expectedFields: fields(printed) });
      } else {
        forged('record_contradicts', { record: { ...record!, dateOfBirth: `${Number(person.dateOfBirth.slice(0, 4)) - 4}${person.dateOfBirth.slice(4)}` }, expectedFields: fields(printed) });
      }
    }
  }
  // Holdout documents run in a fixed shuffled order (by seed), so a run stopped by --max-minutes is a
  // sample across people, layouts and kinds rather than the first people only.
  if (split === 'holdout' || split === 'wide') cases.sort((a, b) => a.seed - b.seed);
  return cases;
}
