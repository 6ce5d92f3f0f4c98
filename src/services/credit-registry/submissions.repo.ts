import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';

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

export async function findSubmissionStatus(options: { db: Db; institutionId: string; submissionId: string }) {
  const [row] = await options.db
    .select({
      submissionId: creditSubmissions.id,
      accountNumber: creditSubmissions.accountNumber,
      processingStatus: creditSubmissions.processingStatus,
      uploadStatusList: creditSubmissions.uploadStatusList,
    })
    .from(creditSubmissions)
    .where(and(eq(creditSubmissions.id, options.submissionId), eq(creditSubmissions.institutionId, options.institutionId)));
  return row;
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

/** Queued -> Success | Failed, once: the guard makes a second finisher (or a late retry) a no-op. */
export async function finishSubmission(options: {
  db: Db;
  submissionId: string;
  status: FinalStatus;
  providerTransactionId: string;
  lines: string[];
  /** Lets the same payload be submitted afresh at once instead of repeating this submission. */
  releaseDedupeKey: boolean;
}): Promise<boolean> {
  const updated = await options.db
    .update(creditSubmissions)
    .set({
      processingStatus: options.status,
      providerTransactionId: options.providerTransactionId,
      uploadStatusList: appendLines(options.lines),
      completedAt: sql`now()`,
      ...(options.releaseDedupeKey ? { dedupeKey: null } : {}),
    })
    .where(stillQueued(options.submissionId))
    .returning({ id: creditSubmissions.id });
  return updated.length === 1;
}
