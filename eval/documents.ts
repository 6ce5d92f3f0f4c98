/**
 * Document trust evaluation: synthetic documents of every type, clean and degraded, through the real
 * HTTP API (embedded PGlite, sandbox authority). Prints, per document type and variant, the share of
 * documents whose required fields were all extracted exactly, per-field accuracy, and the decision
 * confusion matrix against the intended outcome.
 *
 *   node --import tsx eval/documents.ts [--per-type N] [--variants clean,jpeg_q40,...]
 *
 * Intended outcomes: "genuine" documents match their authority record (PASS on clean images; on a
 * degraded image REVIEW is acceptable, FAIL is an error); "forged" ones carry a number the authority
 * holds for someone else, or (passports) an altered MRZ check digit (FAIL; REVIEW acceptable when
 * degraded, PASS is an error).
 */
import { parseArgs } from 'node:util';
import { displayDate } from '../src/services/document-trust/handlers/index.js';
import { createOcrPool } from '../src/services/document-trust/index.js';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import { createTestApp } from '../test/helpers/app.js';
import {
  createVerifier,
  degrade,
  isoDateFromToday,
  postDocument,
  putAuthorityRecord,
  renderDocument,
  variants as allVariants,
  type DocumentKind,
  type DocumentSpec,
  type Variant,
} from '../test/helpers/documents.js';

const { values } = parseArgs({ options: { 'per-type': { type: 'string', default: '4' }, variants: { type: 'string' } } });
const perType = Number(values['per-type']);
const variants = (values.variants?.split(',') ?? allVariants) as Variant[];

/** Deterministic pseudo-random numbers, so every run evaluates the same documents. */
let seed = 20261122;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');

const surnames = ['ADEBAYO', 'OKONKWO', 'IBRAHIM', 'OLUWASEUN', 'EZE', 'ABUBAKAR', 'NWOSU', 'BALOGUN', 'USMAN', 'OKORO', 'ADEYEMI', 'CHUKWU', 'ALIYU', 'OGUNDIPE', 'EKWUEME'];
const givenNames = ['TUNDE', 'NGOZI', 'MUSA', 'CHIOMA', 'FATIMA', 'EMEKA', 'AMINA', 'OLUMIDE', 'HAUWA', 'IFEANYI', 'ZAINAB', 'KELECHI', 'YETUNDE', 'SANI', 'ADAEZE'];
const hexLetters = '0123456789ABCDEF';

function person() {
  const year = 1960 + Math.floor(random() * 40);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return {
    surname: pick(surnames),
    givenNames: `${pick(givenNames)} ${pick(givenNames)}`,
    dateOfBirth: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    sex: pick(['M', 'F'] as const),
  };
}

function documentFor(kind: DocumentKind): DocumentSpec {
  const who = person();
  const issueDate = isoDateFromToday({ years: -2, days: -Math.floor(random() * 300) });
  const expiryDate = isoDateFromToday({ years: 3, days: Math.floor(random() * 900) });
  switch (kind) {
    case 'passport':
      return { kind, ...who, documentNumber: `${pick(['A', 'B'])}${digits(8)}`, issueDate, expiryDate };
    case 'drivers_license':
      return { kind, ...who, documentNumber: `${pick(['LAG', 'ABJ', 'KAN', 'OYO'])}${digits(5)}${pick(['AA', 'AB', 'BC'])}${digits(2)}`, issueDate, expiryDate };
    case 'voters_card':
      return { kind, ...who, documentNumber: Array.from({ length: 19 }, () => pick([...hexLetters])).join('') };
    case 'nin_slip':
      return { kind, ...who, documentNumber: digits(11) };
  }
}

interface Case {
  kind: DocumentKind;
  intended: 'PASS' | 'FAIL';
  why: string;
  spec: DocumentSpec;
  /** What the authority holds for the number. */
  record: { surname: string; givenNames: string; dateOfBirth: string; sex: string; expiryDate?: string };
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const kind of ['passport', 'drivers_license', 'voters_card', 'nin_slip'] as const) {
    for (let i = 0; i < perType; i++) {
      const spec = documentFor(kind);
      const expiry = 'expiryDate' in spec ? { expiryDate: spec.expiryDate } : {};
      out.push({ kind, intended: 'PASS', why: 'genuine', spec, record: { surname: spec.surname, givenNames: spec.givenNames, dateOfBirth: spec.dateOfBirth, sex: spec.sex, ...expiry } });
    }
    const forged = documentFor(kind);
    const holder = person();
    out.push({ kind, intended: 'FAIL', why: 'number held by another person', spec: forged, record: { ...holder, ...('expiryDate' in forged ? { expiryDate: forged.expiryDate } : {}) } });
    if (kind === 'passport') {
      const tampered = documentFor(kind) as Extract<DocumentSpec, { kind: 'passport' }>;
      out.push({ kind, intended: 'FAIL', why: 'MRZ check digit altered', spec: { ...tampered, tamperDocumentNumberCheckDigit: true }, record: { surname: tampered.surname, givenNames: tampered.givenNames, dateOfBirth: tampered.dateOfBirth, sex: tampered.sex, expiryDate: tampered.expiryDate } });
    }
  }
  return out;
}

function expectedFields(spec: DocumentSpec): Record<string, string> {
  const fields: Record<string, string> = { documentNumber: spec.documentNumber, surname: spec.surname, givenNames: spec.givenNames, dateOfBirth: displayDate(spec.dateOfBirth) };
  if ('expiryDate' in spec) fields.expiryDate = displayDate(spec.expiryDate);
  return fields;
}

const ocr = createOcrPool({ pageWorkers: 2 });
const t = await createTestApp({ ocr });
try {
  const verifier = await createVerifier(t, { balanceKobo: 100_000_000 });
  await ocr.warm();
  const all = cases();
  for (const c of all) {
    const saved = await putAuthorityRecord(t, { docType: c.kind, documentNumber: c.spec.documentNumber, fields: c.record });
    if (saved.statusCode !== 200) throw new Error(`authority record: ${saved.raw}`);
  }

  type Cell = { docs: number; exact: number; fieldsRight: number; fields: number; confusion: Record<string, number>; errors: string[]; ms: number[] };
  const table = new Map<string, Cell>();
  const fieldMisses = new Map<string, number>();
  for (const c of all) {
    const clean = await renderDocument(c.spec);
    for (const variant of variants) {
      const image = await degrade(clean, variant);
      const started = performance.now();
      const response = await postDocument(t, verifier.apiKey, image);
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${c.kind} ${variant}: HTTP ${response.statusCode} ${JSON.stringify(response.body)}`);
      const data: SessionData = response.body.data;
      const key = `${c.kind}|${variant}`;
      const cell = table.get(key) ?? { docs: 0, exact: 0, fieldsRight: 0, fields: 0, confusion: {}, errors: [], ms: [] };
      cell.ms.push(ms);
      cell.docs++;
      const expected = expectedFields(c.spec);
      let allRight = true;
      for (const [field, value] of Object.entries(expected)) {
        cell.fields++;
        if (data.extractedData.fields[field] === value) cell.fieldsRight++;
        else {
          allRight = false;
          fieldMisses.set(`${c.kind}.${field}`, (fieldMisses.get(`${c.kind}.${field}`) ?? 0) + 1);
        }
      }
      if (allRight) cell.exact++;
      const confusionKey = `${c.intended}->${data.decision}`;
      cell.confusion[confusionKey] = (cell.confusion[confusionKey] ?? 0) + 1;
      const wrong = (c.intended === 'PASS' && (data.decision === 'FAIL' || (variant === 'clean' && data.decision !== 'PASS'))) || (c.intended === 'FAIL' && (data.decision === 'PASS' || (variant === 'clean' && data.decision !== 'FAIL')));
      if (wrong) cell.errors.push(`${c.why} ${c.spec.documentNumber}: ${data.decision} (${data.summary.headline})`);
      table.set(key, cell);
    }
  }

  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
  const lines: string[] = [];
  lines.push(`Document trust evaluation: ${all.length} documents x ${variants.length} variants, ${perType} genuine + forged per type (tesseract.js, sandbox authority)`);
  lines.push('');
  lines.push('| type | variant | docs | all required fields exact | fields exact | PASS->PASS | PASS->REVIEW | PASS->FAIL | FAIL->FAIL | FAIL->REVIEW | FAIL->PASS | median ms |');
  lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const errors: string[] = [];
  for (const [key, cell] of table) {
    const [kind, variant] = key.split('|');
    const c = (k: string) => String(cell.confusion[k] ?? 0);
    const sorted = [...cell.ms].sort((a, b) => a - b);
    lines.push(`| ${kind} | ${variant} | ${cell.docs} | ${pct(cell.exact, cell.docs)} | ${pct(cell.fieldsRight, cell.fields)} | ${c('PASS->PASS')} | ${c('PASS->REVIEW')} | ${c('PASS->FAIL')} | ${c('FAIL->FAIL')} | ${c('FAIL->REVIEW')} | ${c('FAIL->PASS')} | ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} |`);
    errors.push(...cell.errors.map((e) => `${kind} ${variant}: ${e}`));
  }
  const clean = [...table.entries()].filter(([key]) => key.endsWith('|clean')).map(([, cell]) => cell);
  const degraded = [...table.entries()].filter(([key]) => !key.endsWith('|clean')).map(([, cell]) => cell);
  const sum = (cells: Cell[], f: (c: Cell) => number) => cells.reduce((s, c) => s + f(c), 0);
  lines.push('');
  lines.push(`Clean: fields exact ${pct(sum(clean, (c) => c.fieldsRight), sum(clean, (c) => c.fields))} (target 99%), correct decisions ${pct(sum(clean, (c) => (c.confusion['PASS->PASS'] ?? 0) + (c.confusion['FAIL->FAIL'] ?? 0)), sum(clean, (c) => c.docs))} (target 100%)`);
  lines.push(`Degraded: forged/mismatched passed ${sum(degraded, (c) => c.confusion['FAIL->PASS'] ?? 0)} (target 0), genuine failed ${sum(degraded, (c) => c.confusion['PASS->FAIL'] ?? 0)} (target 0)`);
  if (fieldMisses.size > 0) lines.push(`Field misses: ${[...fieldMisses.entries()].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  if (errors.length > 0) lines.push('', 'Wrong decisions:', ...errors.map((e) => `- ${e}`));
  console.log(lines.join('\n'));
} finally {
  await t.close();
  await ocr.close();
}
