import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { writeAudit, type Actor } from '../../platform/console/index.js';
import type { ReportKind } from './bureaus/index.js';
import type { BulkUpload } from './bulk-rows.js';
import { submitBulkReports } from './submit-bulk.js';

const { creditSubmissions, institutions } = tables;

/*
 * The credit registry as the console shows it to an institution's people: their submissions
 * (read from the table, so following a submission in the console is never billed as a status poll),
 * and uploads judged by the bulk API's own parser and validation.
 */

export const submissionStatuses = ['Queued', 'Success', 'Failed'] as const;

export interface SubmissionFilter {
  institutionId: string;
  status?: (typeof submissionStatuses)[number] | undefined;
  accountNumber?: string | undefined;
  uploadId?: string | undefined;
  /** Inclusive UTC day bounds, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Newest first, a page at a time: `before` is the last submission id of the previous page. */
export async function listSubmissions(options: { db: Db; filter: SubmissionFilter; before?: string | undefined; limit: number }) {
  const { filter } = options;
  const conditions: SQL[] = [eq(creditSubmissions.institutionId, filter.institutionId)];
  if (filter.status) conditions.push(eq(creditSubmissions.processingStatus, filter.status));
  if (filter.accountNumber) conditions.push(eq(creditSubmissions.accountNumber, filter.accountNumber));
  if (filter.uploadId) conditions.push(eq(creditSubmissions.uploadId, filter.uploadId));
  if (filter.from) conditions.push(gte(creditSubmissions.createdAt, sql`${filter.from}::date`));
  if (filter.to) conditions.push(lt(creditSubmissions.createdAt, sql`${filter.to}::date + 1`));
  if (options.before) conditions.push(lt(creditSubmissions.id, options.before));
  const rows = await options.db
    .select({
      submissionId: creditSubmissions.id,
      uploadId: creditSubmissions.uploadId,
      kind: creditSubmissions.kind,
      accountNumber: creditSubmissions.accountNumber,
      processingStatus: creditSubmissions.processingStatus,
      createdAt: creditSubmissions.createdAt,
      completedAt: creditSubmissions.completedAt,
    })
    .from(creditSubmissions)
    .where(and(...conditions))
    .orderBy(desc(creditSubmissions.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return { submissions: page, nextBefore: rows.length > options.limit ? (page.at(-1)?.submissionId ?? null) : null };
}

/** One submission of this institution; another institution's id is not found. */
export async function findSubmission(options: { db: Db; institutionId: string; submissionId: string }) {
  const [row] = await options.db
    .select({
      submissionId: creditSubmissions.id,
      uploadId: creditSubmissions.uploadId,
      kind: creditSubmissions.kind,
      accountNumber: creditSubmissions.accountNumber,
      processingStatus: creditSubmissions.processingStatus,
      uploadStatusList: creditSubmissions.uploadStatusList,
      transactionRef: creditSubmissions.transactionRef,
      providerTransactionId: creditSubmissions.providerTransactionId,
      createdAt: creditSubmissions.createdAt,
      completedAt: creditSubmissions.completedAt,
    })
    .from(creditSubmissions)
    .where(and(eq(creditSubmissions.id, options.submissionId), eq(creditSubmissions.institutionId, options.institutionId)));
  if (!row) throw new AppError('not_found', 'Submission not found');
  return row;
}

/**
 * A console upload: `check` judges every row and stores nothing; `submit` stores and bills only if
 * every row is valid (the bulk API's allOrNothing), so a person sees every row error before anything
 * is billed. A submit is audited with its counts (never its rows: they hold personal data).
 */
export async function submitConsoleUpload(options: {
  db: Db;
  actor: Actor;
  institutionId: string;
  upload: BulkUpload;
  defaultKind: ReportKind | null;
  mode: 'check' | 'submit';
  today: string;
}) {
  const [institution] = await options.db.select({ status: institutions.status }).from(institutions).where(eq(institutions.id, options.institutionId));
  if (!institution) throw new AppError('not_found', 'Institution not found');
  if (institution.status !== 'active') throw new AppError('forbidden', 'This institution is suspended: it cannot submit reports');
  const result = await submitBulkReports({
    db: options.db,
    caller: { institutionId: options.institutionId, keyId: '', service: null },
    upload: options.upload,
    defaultKind: options.defaultKind,
    allOrNothing: true,
    checkOnly: options.mode === 'check',
    today: options.today,
  });
  if (options.mode === 'submit') {
    await writeAudit({
      db: options.db,
      actor: options.actor,
      action: 'credit.upload',
      institutionId: options.institutionId,
      targetType: 'upload',
      targetId: result.data.uploadId,
      after: { format: options.upload.format, totalRows: result.data.totalRows, acceptedRows: result.data.acceptedRows, repeatedRows: result.data.repeatedRows },
    });
  }
  return result;
}
