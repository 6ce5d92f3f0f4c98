import { AppError, validationError, type ErrorDetail } from '../../core/errors.js';
import { checkTextDeep } from '../../core/http/index.js';
import type { ReportKind } from './bureaus/index.js';
import { CsvSyntaxError, readCsvRecords } from './csv.js';
import { JsonArraySyntaxError, NotAJsonArrayError, readJsonArray } from './json-array.js';
import { reportInputFields } from './validation.js';

/*
 * Turns a bulk upload (the bytes of a CSV file or of a JSON array) into report bodies, one per row,
 * each with its report type, read a row at a time: the body stays bytes (outside the JS heap) and
 * only the row being judged is decoded. Nothing here judges the report itself: validation.ts does,
 * exactly as for the single-report routes. The layout is documented in docs/credit-registry.md
 * (Bulk uploads).
 */

/** A bulk upload's body as received. */
export interface BulkUpload {
  format: 'csv' | 'json';
  bytes: Uint8Array;
}

/** Most rows one upload may hold; larger files are split by the client (the CLI does it). */
export const maxBulkRows = 50_000;

export const reportKinds = ['individual', 'business'] as const satisfies readonly ReportKind[];

/** One row of an upload: 0-based, as in its error paths (`rows[0]` is the first data row). */
export interface BulkRow {
  index: number;
  /** Null when the row names no valid type; its problems say why. */
  kind: ReportKind | null;
  /** The report body as the single-report route would receive it (without `kind`). */
  body: Record<string, unknown>;
  problems: ErrorDetail[];
}

const kindColumn = 'kind';

function rowPath(index: number, path = ''): string {
  return path === '' ? `rows[${index}]` : path.startsWith('[') ? `rows[${index}]${path}` : `rows[${index}].${path}`;
}

export function prefixRowPath(index: number, path: string): string {
  return rowPath(index, path);
}

function readKind(value: unknown, index: number, defaultKind: ReportKind | null, problems: ErrorDetail[]): ReportKind | null {
  if (value === undefined || value === '') {
    if (defaultKind) return defaultKind;
    problems.push({ path: rowPath(index, kindColumn), message: 'is required: `individual` or `business` (or send ?kind= for the whole upload)' });
    return null;
  }
  if (value === 'individual' || value === 'business') return value;
  problems.push({ path: rowPath(index, kindColumn), message: `must be \`individual\` or \`business\`, got ${JSON.stringify(value)}` });
  return null;
}

// ---- JSON ------------------------------------------------------------------------------------

/** A JSON upload: an array of report bodies, each with a `kind` member unless ?kind= gives it. */
function* readJsonRows(bytes: Uint8Array, defaultKind: ReportKind | null): Generator<BulkRow> {
  let index = 0;
  try {
    for (const element of readJsonArray(bytes)) {
      if (index >= maxBulkRows) throw tooManyRows();
      const problems: ErrorDetail[] = [];
      if (typeof element !== 'object' || element === null || Array.isArray(element)) {
        problems.push({ path: rowPath(index), message: 'must be a JSON object (one report)' });
        yield { index, kind: null, body: {}, problems };
      } else {
        // The platform's text rule, per row: a row with a NUL or a lone surrogate is that row's error.
        checkTextDeep(element, rowPath(index), problems);
        const { [kindColumn]: kindValue, ...report } = element as Record<string, unknown>;
        yield { index, kind: readKind(kindValue, index, defaultKind, problems), body: report, problems };
      }
      index += 1;
    }
  } catch (error) {
    if (error instanceof NotAJsonArrayError) {
      throw validationError([{ path: '', message: 'must be a JSON array of report objects (or send a CSV file with Content-Type text/csv)' }]);
    }
    if (error instanceof JsonArraySyntaxError) {
      const path = error.element === null ? '' : rowPath(error.element);
      throw new AppError('malformed_json', 'The request body is not valid JSON', { details: [{ path, message: `is not valid JSON: ${error.message}` }] });
    }
    throw error;
  }
}

// ---- CSV -------------------------------------------------------------------------------------

/** Amount and count columns: a cell that is a plain decimal number becomes a JSON number. */
const numericFields = new Set(['principal', 'outstandingBalance', 'minimumInstallment', 'interestRate', 'daysInArrears']);
const numberPattern = /^-?\d+(\.\d+)?$/;
const nestedPattern = /^(guarantors|corporateOfficers)\[(\d{1,2})\]\.([A-Za-z0-9]+)$/;

const topLevelFields = new Set(
  [...reportInputFields.individual.required, ...reportInputFields.individual.optional, ...reportInputFields.business.required, ...reportInputFields.business.optional].filter(
    (field) => field !== 'guarantors' && field !== 'corporateOfficers',
  ),
);
const nestedFields = {
  guarantors: new Set([...reportInputFields.guarantor.required, ...reportInputFields.guarantor.optional]),
  corporateOfficers: new Set([...reportInputFields.corporateOfficer.required, ...reportInputFields.corporateOfficer.optional]),
} as const;

type Column =
  | { type: 'kind' }
  | { type: 'field'; name: string; numeric: boolean }
  | { type: 'nested'; list: keyof typeof nestedFields; position: number; name: string };

function planColumns(header: string[]): Column[] {
  const problems: ErrorDetail[] = [];
  const seen = new Set<string>();
  const columns = header.map((raw, position): Column => {
    const name = raw.trim();
    if (seen.has(name)) problems.push({ path: `columns[${position}]`, message: `\`${name}\` appears twice in the header` });
    seen.add(name);
    if (name === kindColumn) return { type: 'kind' };
    if (topLevelFields.has(name)) return { type: 'field', name, numeric: numericFields.has(name) };
    const nested = nestedPattern.exec(name);
    if (nested && nestedFields[nested[1] as keyof typeof nestedFields].has(nested[3]!)) {
      return { type: 'nested', list: nested[1] as keyof typeof nestedFields, position: Number(nested[2]), name: nested[3]! };
    }
    problems.push({
      path: `columns[${position}]`,
      message: `\`${name}\` is not a known column: use a report field name, \`kind\`, or \`guarantors[N].field\` / \`corporateOfficers[N].field\` (see the bulk CSV layout in the service guide)`,
    });
    return { type: 'kind' };
  });
  if (problems.length > 0) throw validationError(problems, 'The CSV header has unknown or repeated columns');
  return columns;
}

function cellValue(cell: string, numeric: boolean): string | number {
  return numeric && numberPattern.test(cell.trim()) ? Number(cell.trim()) : cell;
}

function buildRow(columns: Column[], cells: string[]): { kind: string | undefined; body: Record<string, unknown> } {
  const body: Record<string, unknown> = {};
  const nested: Record<string, Map<number, Record<string, unknown>>> = {};
  let kind: string | undefined;
  columns.forEach((column, position) => {
    const cell = cells[position]!;
    // An empty cell is an omitted field, as an omitted JSON member would be.
    if (cell.trim() === '') return;
    if (column.type === 'kind') kind = cell.trim();
    else if (column.type === 'field') body[column.name] = cellValue(cell, column.numeric);
    else {
      const entries = (nested[column.list] ??= new Map());
      let entry = entries.get(column.position);
      if (!entry) entries.set(column.position, (entry = {}));
      entry[column.name] = cell;
    }
  });
  for (const [list, entries] of Object.entries(nested)) {
    // Numbered groups in number order; a group with every cell empty is no entry at all.
    body[list] = [...entries.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
  }
  return { kind, body };
}

/**
 * A CSV upload: a header row naming the columns, then one row per report. Columns are report field
 * names, `kind`, and numbered nested fields (`corporateOfficers[0].bvn`, `guarantors[1].phone`).
 */
function* readCsvRows(bytes: Uint8Array, defaultKind: ReportKind | null): Generator<BulkRow> {
  let records: Generator<string[]>;
  try {
    records = readCsvRecords(bytes);
    const first = records.next();
    if (first.done) throw validationError([{ path: '', message: 'the CSV file is empty: it needs a header row and at least one data row' }]);
    const columns = planColumns(first.value);
    let index = 0;
    for (const cells of records) {
      if (index >= maxBulkRows) throw tooManyRows();
      const problems: ErrorDetail[] = [];
      if (cells.length !== columns.length) {
        problems.push({ path: rowPath(index), message: `has ${cells.length} fields; the header has ${columns.length}` });
        yield { index, kind: null, body: {}, problems };
      } else {
        const { kind, body } = buildRow(columns, cells);
        // The platform's text rule on every cell, per row (cells are strings until validation).
        checkTextDeep(body, rowPath(index), problems);
        if (kind !== undefined) checkTextDeep({ [kindColumn]: kind }, rowPath(index), problems);
        yield { index, kind: readKind(kind, index, defaultKind, problems), body, problems };
      }
      index += 1;
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw validationError([{ path: '', message: `the CSV file is malformed at ${error.message}` }], 'The CSV file is malformed');
    throw error;
  }
}

/**
 * The rows of an upload, one at a time. Read the upload twice: once to the end before storing
 * anything (`checkBulkUpload`), so a malformed or oversized body is refused whole, then to judge and
 * store its rows.
 */
export function readBulkRows(upload: BulkUpload, defaultKind: ReportKind | null): Generator<BulkRow> {
  return upload.format === 'csv' ? readCsvRows(upload.bytes, defaultKind) : readJsonRows(upload.bytes, defaultKind);
}

/** Throws what reading the upload would (malformed body 400, over the row limit 413). */
export function checkBulkUpload(upload: BulkUpload): void {
  for (const _row of readBulkRows(upload, null));
}

function tooManyRows(): AppError {
  return new AppError('payload_too_large', `An upload holds at most ${maxBulkRows} rows; split the file (the CLI does this for you)`);
}
