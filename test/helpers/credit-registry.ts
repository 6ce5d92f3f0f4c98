import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import { tables } from '../../src/core/db/index.js';
import { businessReportExample, individualReportExample } from '../../src/services/credit-registry/report.schemas.js';
import { adminHeaders, call, createInstitutionViaApi, ledgerOf, type InjectResult, type TestApp } from './app.js';

export { balanceOf, ledgerOf } from './app.js';

export const base = '/creditregistry/api/v1';
export type Kind = 'individual' | 'business';
type Body = Record<string, unknown>;

export const prices = { CRDEFAULTINDIVIDUAL: 500, CRDEFAULTBUSINESS: 700, CRDEFAULTSTATUS: 20 } as const;

/** An institution with the three credit registry services enabled and money for many calls. */
export async function createReporter(t: TestApp, options: { balanceKobo?: number; services?: (keyof typeof prices)[] } = {}) {
  const codes = options.services ?? (Object.keys(prices) as (keyof typeof prices)[]);
  return createInstitutionViaApi(t, {
    services: codes.map((code) => ({ code, priceKobo: prices[code] })),
    balanceKobo: options.balanceKobo ?? 1_000_000,
  });
}

let accountCounter = 0;
/** A fresh accountNumber per call, so tests do not repeat each other's payloads. */
export function accountNumber(prefix = 'LN-'): string {
  accountCounter += 1;
  return `${prefix}${process.pid}-${Date.now()}-${accountCounter}`;
}

export function individualBody(overrides: Body = {}): Body {
  return { ...structuredClone(individualReportExample), accountNumber: accountNumber(), ...overrides };
}

export function businessBody(overrides: Body = {}): Body {
  return { ...structuredClone(businessReportExample), accountNumber: accountNumber('CL-'), ...overrides };
}

export interface ReportData {
  submissionId: string;
  uploadId: string;
  accountNumber: string;
  processingStatus: string;
  providerTransactionId?: string;
}

export interface StatusData {
  submissionId?: string;
  accountNumber?: string;
  processingStatus: string;
  uploadStatusList: string[];
}

export function submit(t: TestApp, apiKey: string, kind: Kind, body: unknown, headers: Record<string, string> = {}): Promise<InjectResult<ReportData>> {
  return call<ReportData>(t.app, { method: 'POST', url: `${base}/report/${kind}`, headers: { 'x-api-key': apiKey, ...headers }, body });
}

export function pollStatus(t: TestApp, apiKey: string, submissionId: string): Promise<InjectResult<StatusData>> {
  return call<StatusData>(t.app, { method: 'GET', url: `${base}/report/status/${submissionId}`, headers: { 'x-api-key': apiKey } });
}

/** Reads the state straight from the table: waiting this way bills nothing. */
export async function submissionRow(t: TestApp, submissionId: string) {
  const [row] = await t.database.db.select().from(tables.creditSubmissions).where(eq(tables.creditSubmissions.id, submissionId));
  return row;
}

export async function waitForTerminal(t: TestApp, submissionId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await submissionRow(t, submissionId);
    if (row && row.processingStatus !== 'Queued') return row;
    if (Date.now() > deadline) throw new Error(`submission ${submissionId} still ${row?.processingStatus ?? 'missing'}: ${JSON.stringify(row?.uploadStatusList)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function chargesOf(t: TestApp, institutionId: string) {
  return (await ledgerOf(t, institutionId)).filter((entry) => entry.kind === 'charge');
}

export async function submissionCount(t: TestApp, institutionId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(tables.creditSubmissions).where(eq(tables.creditSubmissions.institutionId, institutionId));
  return Number(row?.n ?? 0);
}

export async function loanCount(t: TestApp, institutionId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(tables.creditLoans).where(eq(tables.creditLoans.institutionId, institutionId));
  return Number(row?.n ?? 0);
}

/** `2024-06-01T10:00:00.000Z Some text` */
export const statusLinePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z \S/;

export interface BulkData {
  uploadId: string;
  totalRows: number;
  acceptedRows: number;
  repeatedRows: number;
  rejectedRows: number[];
  rows: { row: number; kind: Kind; submissionId: string; uploadId: string; accountNumber: string; processingStatus: string; transactionRef: string; repeated: boolean }[];
  errors: { path: string; message: string }[];
}

/** Flattens report bodies into the bulk CSV layout: nested lists become numbered columns. */
export function toCsvRows(rows: { kind?: Kind; body: Record<string, unknown> }[]): string[][] {
  const flat = rows.map(({ kind, body }) => {
    const cells = new Map<string, string>();
    if (kind) cells.set('kind', kind);
    for (const [key, value] of Object.entries(body)) {
      if (Array.isArray(value)) {
        value.forEach((entry: Record<string, unknown>, index) => {
          for (const [field, cell] of Object.entries(entry)) cells.set(`${key}[${index}].${field}`, String(cell));
        });
      } else cells.set(key, String(value));
    }
    return cells;
  });
  const columns = [...new Set(flat.flatMap((cells) => [...cells.keys()]))];
  return [columns, ...flat.map((cells) => columns.map((column) => cells.get(column) ?? ''))];
}

export function submitBulk(t: TestApp, apiKey: string, upload: { json: unknown } | { csv: string }, query = ''): Promise<InjectResult<BulkData>> {
  const url = `${base}/report/bulk${query}`;
  if ('json' in upload) return call<BulkData>(t.app, { method: 'POST', url, headers: { 'x-api-key': apiKey }, body: upload.json });
  return call<BulkData>(t.app, { method: 'POST', url, headers: { 'x-api-key': apiKey, 'content-type': 'text/csv' }, payload: upload.csv });
}
