import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';

const { ledgerEntries } = tables;

/*
 * Read-only views of the ledger for the console: filtered pages (and the CSV export, which walks the
 * same pages) and per-day usage. Ledger rows carry no personal data: amounts, service codes,
 * references and transaction refs only.
 */

export interface LedgerFilter {
  /** Unset only for an operator's cross-institution view. */
  institutionId?: string | undefined;
  serviceCode?: string | undefined;
  kind?: 'charge' | 'credit' | undefined;
  /** Inclusive UTC day bounds, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
}

function conditionsOf(filter: LedgerFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.institutionId) conditions.push(eq(ledgerEntries.institutionId, filter.institutionId));
  if (filter.serviceCode) conditions.push(eq(ledgerEntries.serviceCode, filter.serviceCode));
  if (filter.kind) conditions.push(eq(ledgerEntries.kind, filter.kind));
  if (filter.from) conditions.push(gte(ledgerEntries.createdAt, sql`${filter.from}::date`));
  if (filter.to) conditions.push(lt(ledgerEntries.createdAt, sql`${filter.to}::date + 1`));
  return conditions;
}

/** Newest first, a page at a time: `beforeSequence` is the last row's `sequence` of the previous page. */
export async function listLedgerEntries(options: { db: Db; filter: LedgerFilter; beforeSequence?: number | undefined; limit: number }) {
  const conditions = conditionsOf(options.filter);
  if (options.beforeSequence !== undefined) conditions.push(lt(ledgerEntries.sequence, options.beforeSequence));
  const rows = await options.db
    .select()
    .from(ledgerEntries)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(ledgerEntries.sequence))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit).map((row) => ({
    sequence: row.sequence,
    transactionRef: row.transactionRef,
    institutionId: row.institutionId,
    kind: row.kind,
    serviceCode: row.serviceCode,
    amountKobo: row.amountKobo,
    balanceAfterKobo: row.balanceAfterKobo,
    reference: row.reference,
    createdAt: row.createdAt,
  }));
  return { entries: page, nextBeforeSequence: rows.length > options.limit ? (page.at(-1)?.sequence ?? null) : null };
}

export type LedgerEntryRow = Awaited<ReturnType<typeof listLedgerEntries>>['entries'][number];

/** Billed calls and spend per service per UTC day over the last `days` days (today included). */
export async function summariseUsage(options: { db: Db; institutionId: string; days: number; now?: Date }) {
  const now = options.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await options.db
    .select({ day, serviceCode: ledgerEntries.serviceCode, calls: sql<number>`count(*)::int`, spendKobo: sql<number>`(-sum(${ledgerEntries.amountKobo}))::bigint` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.institutionId, options.institutionId),
        eq(ledgerEntries.kind, 'charge'),
        gte(ledgerEntries.createdAt, sql`${today}::date - ${options.days - 1}::int`),
      ),
    )
    .groupBy(day, ledgerEntries.serviceCode)
    .orderBy(asc(day));
  const days: string[] = [];
  for (let offset = options.days - 1; offset >= 0; offset--) days.push(new Date(Date.parse(`${today}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10));
  return { days, rows: rows.map((row) => ({ day: row.day, serviceCode: row.serviceCode ?? 'unknown', calls: Number(row.calls), spendKobo: Number(row.spendKobo) })) };
}
