import sharp from 'sharp';
import { assertOcrBFontAvailable } from '../../test/helpers/documents.js';
import { addYears, daysFromToday, numbers, occupations, otherSurname, person, places, streets, type Identity } from './identities.js';
import { ninCard, ninSlip } from './layouts/nin.js';
import { driversLicence, votersCard } from './layouts/cards.js';
import { passport } from './layouts/passport.js';
import { layoutDocType, layouts, type Layout, type LayoutModule, type PrintedDocument } from './model.js';
import { derive, type Random } from './random.js';
import { fontFamilies, pickStyle, type Split, type Style } from './style.js';

export const layoutModules: Record<Layout, LayoutModule> = {
  passport,
  nin_slip: ninSlip,
  nin_card: ninCard,
  drivers_license: driversLicence,
  voters_card: votersCard,
};

/** Seeds of the two splits: different identities, numbers, fonts, palettes and portraits. */
export const splitSeeds: Record<Split, number> = { tune: 14_0701, report: 14_0702 };

/**
 * genuine: the record matches what is printed. The rest are forged or must not pass:
 * mrz_check_digit (passport MRZ number check digit altered), zones_disagree (passport visual surname
 * differs from the MRZ's), expired (passport, licence), record_name / record_dob (the authority holds
 * the number for another name / another birth date).
 */
export type CaseKind = 'genuine' | 'mrz_check_digit' | 'zones_disagree' | 'expired' | 'record_name' | 'record_dob';

const forgeries: Record<Layout, CaseKind[]> = {
  passport: ['mrz_check_digit', 'zones_disagree', 'expired', 'record_name', 'record_dob'],
  drivers_license: ['expired', 'record_name', 'record_dob'],
  nin_slip: ['record_name', 'record_dob'],
  nin_card: ['record_name', 'record_dob'],
  voters_card: ['record_name', 'record_dob'],
};

export interface AuthorityFields {
  surname: string;
  givenNames: string;
  dateOfBirth: string;
  sex: 'M' | 'F';
  expiryDate?: string;
}

export interface EvalCase {
  id: string;
  split: Split;
  layout: Layout;
  kind: CaseKind;
  intended: 'PASS' | 'FAIL';
  doc: PrintedDocument;
  /** What the sandbox authority holds for the number. */
  record: AuthorityFields;
  /** The fields the API should return (dates DD-MM-YYYY); null when the truth is ambiguous (zones disagree). */
  expectedFields: Record<string, string> | null;
  style: Style;
  /** Seed for the capture variants of this case. */
  seed: number;
}

const display = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

function printed(layout: Layout, rng: Random, split: Split, kind: CaseKind): PrintedDocument {
  const holder = person(rng, split);
  const base = {
    layout,
    holder,
    placeOfBirth: rng.pick(places),
    stateOfIssue: rng.pick(places),
    trackingId: numbers.trackingId(rng),
    pollingUnit: `PU ${String(rng.int(1, 99)).padStart(3, '0')} WARD ${String(rng.int(1, 15)).padStart(2, '0')}`,
    address: rng.pick(streets),
    occupation: rng.pick(occupations),
  };
  switch (layout) {
    case 'passport': {
      const expired = kind === 'expired';
      const issueDate = expired ? daysFromToday(-3650 - rng.int(30, 900)) : daysFromToday(-rng.int(60, 1400));
      return { ...base, documentNumber: numbers.passport(rng), issueDate, expiryDate: addYears(issueDate, rng.chance(0.7) || expired ? 10 : 5, -1) };
    }
    case 'drivers_license': {
      const expired = kind === 'expired';
      const issueDate = expired ? daysFromToday(-1826 - rng.int(30, 700)) : daysFromToday(-rng.int(60, 1400));
      const licence = numbers.licence(rng);
      return { ...base, documentNumber: licence.number, stateOfIssue: licence.state, issueDate, expiryDate: addYears(issueDate, 5, -1) };
    }
    case 'voters_card':
      return { ...base, documentNumber: numbers.vin(rng) };
    case 'nin_slip':
    case 'nin_card':
      return { ...base, documentNumber: numbers.nin(rng), issueDate: daysFromToday(-rng.int(60, 1400)) };
  }
}

function makeCase(split: Split, layout: Layout, kind: CaseKind, index: number): EvalCase {
  const rng = derive(splitSeeds[split], `${layout}/${kind}/${index}`);
  const style = pickStyle(rng, split, layoutModules[layout].palettes);
  const doc = printed(layout, rng, split, kind);
  const h = doc.holder;
  const expiry = doc.expiryDate ? { expiryDate: doc.expiryDate } : {};
  let record: AuthorityFields = { surname: h.surname, givenNames: h.givenNames, dateOfBirth: h.dateOfBirth, sex: h.sex, ...expiry };
  if (kind === 'mrz_check_digit') doc.tamperMrzCheckDigit = true;
  if (kind === 'zones_disagree') {
    // The visual zone was overprinted with another surname; MRZ and authority keep the holder's.
    doc.mrzHolder = { ...h };
    doc.holder = { ...h, surname: otherSurname(rng, split, h.surname) } satisfies Identity;
  }
  if (kind === 'record_name') record = { ...record, surname: otherSurname(rng, split, h.surname) };
  if (kind === 'record_dob') record = { ...record, dateOfBirth: addYears(h.dateOfBirth, rng.pick([-3, -2, 2, 4]), rng.int(5, 40)) };
  const expectedFields: Record<string, string> | null =
    kind === 'zones_disagree'
      ? null
      : { documentNumber: doc.documentNumber, surname: doc.holder.surname, givenNames: doc.holder.givenNames, dateOfBirth: display(doc.holder.dateOfBirth), ...(doc.expiryDate && (layout === 'passport' || layout === 'drivers_license') ? { expiryDate: display(doc.expiryDate) } : {}) };
  return {
    id: `${split}-${layout}-${kind}-${String(index).padStart(2, '0')}`,
    split,
    layout,
    kind,
    intended: kind === 'genuine' ? 'PASS' : 'FAIL',
    doc,
    record,
    expectedFields,
    style,
    seed: rng.int(1, 2 ** 30),
  };
}

/** The evaluation set of one split: `genuine` genuine documents per layout plus one of each forgery that applies. */
export function buildCases(options: { split: Split; genuine: number; layouts?: readonly Layout[] }): EvalCase[] {
  const out: EvalCase[] = [];
  for (const layout of options.layouts ?? layouts) {
    for (let i = 0; i < options.genuine; i++) out.push(makeCase(options.split, layout, 'genuine', i));
    for (const kind of forgeries[layout]) out.push(makeCase(options.split, layout, kind, 0));
  }
  return out;
}

export const docTypeOf = (c: EvalCase) => layoutDocType[c.layout];

let fontsChecked: Promise<void> | null = null;

/** librsvg falls back silently to another font: check every family of both splits really renders differently from a missing one. */
export function assertEvalFontsAvailable(): Promise<void> {
  fontsChecked ??= (async () => {
    await assertOcrBFontAvailable();
    const render = (family: string) =>
      sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="60"><rect width="400" height="60" fill="#fff"/><text x="5" y="45" font-family="${family}" font-size="36">Surname / Nom 0123</text></svg>`)).raw().toBuffer();
    const fallback = await render('No Such Font Family');
    const missing: string[] = [];
    // DejaVu Sans is fontconfig's own fallback here, so it cannot be told apart this way.
    for (const family of [...fontFamilies.tune, ...fontFamilies.report].filter((f) => f !== 'DejaVu Sans')) if ((await render(family)).equals(fallback)) missing.push(family);
    if (missing.length > 0) throw new Error(`Fonts missing for the document evaluation: ${missing.join(', ')} (run: bash scripts/ensure-fonts.sh --eval)`);
  })();
  return fontsChecked;
}

/** The clean rendering of a case, PNG. */
export async function renderCase(c: EvalCase): Promise<Buffer> {
  await assertEvalFontsAvailable();
  const rendering = await layoutModules[c.layout].render(c.doc, c.style, derive(c.seed, 'render'));
  return sharp(Buffer.from(rendering.svg)).png().toBuffer();
}
