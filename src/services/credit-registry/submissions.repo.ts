import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { chargeForCallsCtes } from '../../platform/billing/index.js';
import type { InstitutionCaller } from '../../platform/institutions/index.js';
import { enqueueJobsSql, type JobDefinition } from '../../platform/jobs/index.js';
import { queryRows, queryRowsPrepared, tables } from '../../core/db/index.js';

/* This service's tables only: credit_loans and credit_submissions. */

const { creditLoans, creditSubmissions } = tables;

type SubmissionRow = typeof creditSubmissions.$inferSelect;
export type NewSubmission = typeof creditSubmissions.$inferInsert;
export type FinalStatus = Exclude<SubmissionRow['processingStatus'], 'Queued'>;

/** A repeat within this window is answered with the original submission. */
const repeatWindow = sql`interval '24 hours'`;

/** The columns a report response is built from. */
const responseColumns = {
  id: creditSubmissions.id,
  uploadId: creditSubmissions.uploadId,
  kind: creditSubmissions.kind,
  accountNumber: creditSubmissions.accountNumber,
  processingStatus: creditSubmissions.processingStatus,
  providerTransactionId: creditSubmissions.providerTransactionId,
  transactionRef: creditSubmissions.transactionRef,
};

/**
 * Submissions of this institution holding the payload's dedupe key or the Idempotency-Key, with
 * whether their 24 h window is over (judged by the database clock, which every process shares).
 */
export async function findRepeatCandidates(options: { db: Db; institutionId: string; dedupeKey: string; idempotencyKey: string | null }) {
  const { institutionId, dedupeKey, idempotencyKey } = options;
  return options.db
    .select({
      ...responseColumns,
      payloadHash: creditSubmissions.payloadHash,
      dedupeKey: creditSubmissions.dedupeKey,
      idempotencyKey: creditSubmissions.idempotencyKey,
      expired: sql<boolean>`${creditSubmissions.createdAt} <= now() - ${repeatWindow}`,
    })
    .from(creditSubmissions)
    .where(
      and(
        eq(creditSubmissions.institutionId, institutionId),
        idempotencyKey === null
          ? eq(creditSubmissions.dedupeKey, dedupeKey)
          : or(eq(creditSubmissions.dedupeKey, dedupeKey), eq(creditSubmissions.idempotencyKey, idempotencyKey)),
      ),
    );
}
export type RepeatCandidate = Awaited<ReturnType<typeof findRepeatCandidates>>[number];

/** Frees a key whose window is over so a new submission can take it; a no-op if someone already did. */
export async function releaseExpiredKey(options: { db: Db; submissionId: string; key: 'dedupeKey' | 'idempotencyKey' }): Promise<void> {
  await options.db
    .update(creditSubmissions)
    .set({ [options.key]: null })
    .where(and(eq(creditSubmissions.id, options.submissionId), sql`${creditSubmissions.createdAt} <= now() - ${repeatWindow}`));
}

/**
 * Creates the loan or records a new report of it. The row lock this takes also serialises
 * concurrent reports of one loan, which is what lets identical concurrent submits collapse to one.
 */
export async function upsertLoan(options: {
  tx: Db;
  loanId: string;
  institutionId: string;
  accountNumber: string;
  kind: SubmissionRow['kind'];
  submissionId: string;
}): Promise<string> {
  const [loan] = await options.tx
    .insert(creditLoans)
    .values({ id: options.loanId, institutionId: options.institutionId, accountNumber: options.accountNumber, kind: options.kind, latestSubmissionId: options.submissionId })
    .onConflictDoUpdate({
      target: [creditLoans.institutionId, creditLoans.accountNumber],
      set: {
        kind: options.kind,
        latestSubmissionId: options.submissionId,
        reportCount: sql`${creditLoans.reportCount} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: creditLoans.id });
  return loan!.id;
}

/** False when the dedupe key or Idempotency-Key is already held: a concurrent twin got there first. */
export async function insertSubmission(options: { tx: Db; submission: NewSubmission }): Promise<boolean> {
  const inserted = await options.tx.insert(creditSubmissions).values(options.submission).onConflictDoNothing().returning({ id: creditSubmissions.id });
  return inserted.length === 1;
}

/**
 * One submission's processing state and the charge for reading it, in ONE statement (one round trip
 * instead of a transaction of six; a single statement is atomic): the poll is charged only when the
 * institution has the submission. Undefined: no such submission of this institution (nothing
 * charged). `charge` null: the wallet could not pay (nothing charged).
 */
export async function findSubmissionStatusCharged(options: { db: Db; caller: InstitutionCaller; submissionId: string; transactionRef: string }) {
  const { caller } = options;
  const [row] = await queryRowsPrepared<{ id: string; account_number: string; processing_status: string; upload_status_list: string; transaction_ref: string | null; amount_kobo: string | null }>(
    options.db,
    sql`with
      status as (
        select ${creditSubmissions.id}, ${creditSubmissions.accountNumber}, ${creditSubmissions.processingStatus}, ${creditSubmissions.uploadStatusList}
        from ${creditSubmissions} where ${creditSubmissions.id} = ${options.submissionId} and ${creditSubmissions.institutionId} = ${caller.institutionId}
      ),
      calls as (select ${options.transactionRef}::text as transaction_ref, 1 as ord),
      ${chargeForCallsCtes({ caller, calls: sql`calls`, count: 1, proceed: sql`exists (select 1 from status)` })}
      select status.id, status.account_number, status.processing_status, status.upload_status_list::text as upload_status_list,
        billing_charge.transaction_ref, billing_charge.amount_kobo::text as amount_kobo
      from status left join billing_charge on true`,
  );
  if (!row) return undefined;
  return {
    data: {
      submissionId: row.id,
      accountNumber: row.account_number,
      processingStatus: row.processing_status as SubmissionRow['processingStatus'],
      uploadStatusList: JSON.parse(row.upload_status_list) as string[],
    },
    charge: row.transaction_ref === null ? null : { transactionRef: row.transaction_ref, amountKobo: Number(row.amount_kobo) },
  };
}

export async function loadSubmissionForProcessing(options: { db: Db; submissionId: string }) {
  const [row] = await options.db
    .select({
      id: creditSubmissions.id,
      institutionId: creditSubmissions.institutionId,
      kind: creditSubmissions.kind,
      accountNumber: creditSubmissions.accountNumber,
      catalogVersion: creditSubmissions.catalogVersion,
      normalisedRecord: creditSubmissions.normalisedRecord,
      processingStatus: creditSubmissions.processingStatus,
    })
    .from(creditSubmissions)
    .where(eq(creditSubmissions.id, options.submissionId));
  return row;
}

const stillQueued = (submissionId: string) => and(eq(creditSubmissions.id, submissionId), eq(creditSubmissions.processingStatus, 'Queued'));
const appendLines = (lines: string[]) => sql`${creditSubmissions.uploadStatusList} || ${JSON.stringify(lines)}::jsonb`;

/** Appends progress lines to a submission that is still Queued (a finished one's list is closed). */
export async function appendStatusLines(options: { db: Db; submissionId: string; lines: string[] }): Promise<void> {
  await options.db.update(creditSubmissions).set({ uploadStatusList: appendLines(options.lines) }).where(stillQueued(options.submissionId));
}

/** What a finisher returns: enough for the completion event. */
const finishedColumns = {
  submissionId: creditSubmissions.id,
  uploadId: creditSubmissions.uploadId,
  institutionId: creditSubmissions.institutionId,
  kind: creditSubmissions.kind,
  processingStatus: creditSubmissions.processingStatus,
  providerTransactionId: creditSubmissions.providerTransactionId,
  uploadStatusList: creditSubmissions.uploadStatusList,
  completedAt: creditSubmissions.completedAt,
};

/** Queued -> Success | Failed, once: the guard makes a second finisher (or a late retry) a no-op (null). */
export async function finishSubmission(options: {
  db: Db;
  submissionId: string;
  status: FinalStatus;
  providerTransactionId: string;
  lines: string[];
  /** Lets the same payload be submitted afresh at once instead of repeating this submission. */
  releaseDedupeKey: boolean;
}) {
  const [updated] = await options.db
    .update(creditSubmissions)
    .set({
      processingStatus: options.status,
      providerTransactionId: options.providerTransactionId,
      uploadStatusList: appendLines(options.lines),
      completedAt: sql`now()`,
      ...(options.releaseDedupeKey ? { dedupeKey: null } : {}),
    })
    .where(stillQueued(options.submissionId))
    .returning(finishedColumns);
  return updated ?? null;
}

// ---- bulk uploads: the same rules, many rows per statement ----------------------------------

/*
 * Rows per INSERT statement: bounds the size of one JSON parameter, and with it the memory the
 * statement needs on both sides. PGlite parses the parameter in its WASM heap, whose pages stay
 * resident once touched: 1,000 submissions (~2.5 MB of JSON) per statement left ~33 MB more of it
 * resident after an upload than 100 do, and the parameter string was one large object in the JS heap.
 */
const insertBatch = 100;

/** The submissions holding any of these dedupe keys, with whether their 24 h window is over. */
export async function findRepeatsByDedupeKeys(options: { db: Db; institutionId: string; dedupeKeys: string[] }) {
  if (options.dedupeKeys.length === 0) return [];
  return options.db
    .select({ ...responseColumns, dedupeKey: creditSubmissions.dedupeKey, expired: sql<boolean>`${creditSubmissions.createdAt} <= now() - ${repeatWindow}` })
    .from(creditSubmissions)
    .where(and(eq(creditSubmissions.institutionId, options.institutionId), inArray(creditSubmissions.dedupeKey, options.dedupeKeys)));
}

/** releaseExpiredKey for many submissions' payload keys at once. */
export async function releaseExpiredDedupeKeys(options: { db: Db; submissionIds: string[] }): Promise<void> {
  if (options.submissionIds.length === 0) return;
  await options.db
    .update(creditSubmissions)
    .set({ dedupeKey: null })
    .where(and(inArray(creditSubmissions.id, options.submissionIds), sql`${creditSubmissions.createdAt} <= now() - ${repeatWindow}`));
}

/**
 * upsertLoan for many loans: each accountNumber once per call (the caller folds repeats of one
 * loan into `reportCount`), since one INSERT ... ON CONFLICT cannot touch a row twice. The rows
 * travel as one JSON parameter (jsonb_to_recordset): far cheaper to build and parse than thousands
 * of bind parameters.
 */
export async function upsertLoans(options: {
  tx: Db;
  loans: { id: string; institutionId: string; accountNumber: string; kind: SubmissionRow['kind']; latestSubmissionId: string; reportCount: number }[];
}): Promise<Map<string, string>> {
  const loanIds = new Map<string, string>();
  for (let start = 0; start < options.loans.length; start += insertBatch) {
    const rows = await queryRows<{ id: string; account_number: string }>(
      options.tx,
      sql`insert into ${creditLoans} (id, institution_id, account_number, kind, latest_submission_id, report_count)
        select id, "institutionId", "accountNumber", kind, "latestSubmissionId", "reportCount"
        from jsonb_to_recordset(${JSON.stringify(options.loans.slice(start, start + insertBatch))}::jsonb)
          as r(id text, "institutionId" text, "accountNumber" text, kind text, "latestSubmissionId" text, "reportCount" int)
        on conflict (institution_id, account_number) do update set
          kind = excluded.kind,
          latest_submission_id = excluded.latest_submission_id,
          report_count = ${creditLoans}.report_count + excluded.report_count,
          updated_at = now()
        returning id, account_number`,
    );
    for (const row of rows) loanIds.set(row.account_number, row.id);
  }
  return loanIds;
}

/** insertSubmission for many (rows as one JSON parameter): returns how many were inserted (fewer means a concurrent twin holds a key). */
export async function insertSubmissions(options: { tx: Db; submissions: BulkSubmission[] }): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < options.submissions.length; start += insertBatch) {
    const rows = await queryRows<{ id: string }>(
      options.tx,
      sql`insert into ${creditSubmissions} (id, upload_id, institution_id, loan_id, kind, account_number, payload_hash, dedupe_key,
          original_payload, normalised_record, catalog_version, processing_status, upload_status_list, transaction_ref)
        select id, "uploadId", "institutionId", "loanId", kind, "accountNumber", "payloadHash", "dedupeKey",
          "originalPayload", "normalisedRecord", "catalogVersion", 'Queued', "uploadStatusList", "transactionRef"
        from jsonb_to_recordset(${submissionsJson(options.submissions.slice(start, start + insertBatch))}::jsonb)
          as r(id text, "uploadId" text, "institutionId" text, "loanId" text, kind text, "accountNumber" text, "payloadHash" text,
            "dedupeKey" text, "originalPayload" jsonb, "normalisedRecord" jsonb, "catalogVersion" text, "uploadStatusList" jsonb, "transactionRef" text)
        on conflict do nothing
        returning id`,
    );
    inserted += rows.length;
  }
  return inserted;
}

/** One batch of insertSubmissions as a JSON array, each row's stored JSON spliced in (decoded only now, a batch at a time). */
function submissionsJson(batch: BulkSubmission[]): string {
  const rows = batch.map(({ originalPayloadJson, normalisedRecordJson, ...columns }) => {
    const head = JSON.stringify(columns);
    return `${head.slice(0, -1)},"originalPayload":${originalPayloadJson.toString('utf8')},"normalisedRecord":${normalisedRecordJson.toString('utf8')}}`;
  });
  return `[${rows.join(',')}]`;
}

/** The columns of a new Queued submission. */
interface NewSubmissionColumns {
  id: string;
  uploadId: string;
  institutionId: string;
  loanId: string;
  kind: SubmissionRow['kind'];
  accountNumber: string;
  payloadHash: string;
  dedupeKey: string;
  catalogVersion: string;
  uploadStatusList: string[];
  transactionRef: string;
}

/**
 * A new Queued submission of a bulk upload (no Idempotency-Key: rows are deduplicated by payload).
 * Its payload and record come as UTF-8 JSON bytes: a bulk upload keeps a chunk of rows outside the
 * JS heap until it is stored (submit-bulk.ts).
 */
export interface BulkSubmission extends NewSubmissionColumns {
  originalPayloadJson: Buffer;
  normalisedRecordJson: Buffer;
}

// ---- the single-report fast path: one statement for one report or a batch -------------------

/** One report of a batch stored by storeReportsInOneStatement, with every id it will write under. */
export type BatchedReport = NewSubmissionColumns & { originalPayload: unknown; normalisedRecord: Record<string, unknown>; idempotencyKey: string | null; jobId: string };

/**
 * The loan upserts, the charges, the submissions and their jobs of one or more reports of one caller
 * in ONE statement (atomic without an explicit transaction, one round trip instead of about eight
 * per report; report-batching.ts gathers the reports). All or nothing: it writes only when no
 * submission of the institution holds a report's dedupe key or Idempotency-Key (expired or not)
 * and the wallet pays for all of them; otherwise it writes nothing and says so, and the caller
 * takes the careful path. A concurrent twin that commits a key first makes the submission insert
 * fail with a unique violation, which rolls the whole statement back (loan updates and charges
 * included). The reports must not share an accountNumber, dedupe key or Idempotency-Key (a conflict
 * inside one statement is such an error too).
 */
export async function storeReportsInOneStatement(options: {
  db: Db;
  caller: InstitutionCaller;
  reports: readonly BatchedReport[];
  job: JobDefinition<{ submissionId: string }>;
}): Promise<{ stored: true; amountKobo: number } | { stored: false }> {
  const { caller, reports } = options;
  const institutionId = caller.institutionId;
  // One JSON parameter for the rows keeps the statement text (and its prepared plan) the same for any batch size.
  const rows = reports.map((report, index) => ({ ...report, ord: index + 1 }));
  const [row] = await queryRowsPrepared<{ stored: string; amount_kobo: string | null }>(
    options.db,
    sql`with
      items as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(ord int, id text, "uploadId" text, "loanId" text, kind text,
          "accountNumber" text, "payloadHash" text, "dedupeKey" text, "idempotencyKey" text, "originalPayload" jsonb, "normalisedRecord" jsonb,
          "catalogVersion" text, "uploadStatusList" jsonb, "transactionRef" text, "jobId" text)
      ),
      -- One unique-index probe per key whatever the table's size. Scalar subqueries, not EXISTS:
      -- PostgreSQL turns an EXISTS under OR into a hashed subplan that reads every submission of the
      -- institution (measured: 2.6-4.4 ms per batch at 1,900 stored reports, growing with the table).
      -- Each probe matches at most one row (both keys have unique indexes).
      repeat_candidate as (
        select 1 from items where
          (select 1 from ${creditSubmissions} where ${creditSubmissions.institutionId} = ${institutionId} and ${creditSubmissions.dedupeKey} = items."dedupeKey") is not null
          or (items."idempotencyKey" is not null and (
            select 1 from ${creditSubmissions} where ${creditSubmissions.institutionId} = ${institutionId} and ${creditSubmissions.idempotencyKey} = items."idempotencyKey") is not null)
        limit 1
      ),
      calls as (select "transactionRef" as transaction_ref, ord from items),
      ${chargeForCallsCtes({ caller, calls: sql`calls`, count: reports.length, proceed: sql`not exists (select 1 from repeat_candidate)` })},
      loan as (
        insert into ${creditLoans} (id, institution_id, account_number, kind, latest_submission_id)
        select "loanId", ${institutionId}, "accountNumber", kind, id from items where exists (select 1 from billing_charge)
        on conflict (institution_id, account_number) do update set
          kind = excluded.kind, latest_submission_id = excluded.latest_submission_id,
          report_count = ${creditLoans}.report_count + 1, updated_at = now()
        returning id, account_number
      ),
      submission as (
        insert into ${creditSubmissions} (id, upload_id, institution_id, loan_id, kind, account_number, payload_hash, dedupe_key, idempotency_key,
          original_payload, normalised_record, catalog_version, processing_status, upload_status_list, transaction_ref)
        select items.id, items."uploadId", ${institutionId}, loan.id, items.kind, items."accountNumber", items."payloadHash", items."dedupeKey",
          items."idempotencyKey", items."originalPayload", items."normalisedRecord", items."catalogVersion", 'Queued', items."uploadStatusList",
          items."transactionRef"
        from items join loan on loan.account_number = items."accountNumber"
        returning id
      ),
      job as (
        ${enqueueJobsSql({
          job: options.job,
          source: sql`select items."jobId" as id, jsonb_build_object('submissionId', submission.id) as payload, submission.id as dedupe_key
            from submission join items on items.id = submission.id`,
        })}
      )
      select count(*)::text as stored, min(amount_kobo)::text as amount_kobo from billing_charge`,
  );
  if (!row || Number(row.stored) !== reports.length) return { stored: false };
  return { stored: true, amountKobo: Number(row.amount_kobo) };
}
