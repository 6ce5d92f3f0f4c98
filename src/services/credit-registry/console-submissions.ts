import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { writeAudit, type Actor } from '../../platform/console/index.js';
import type { ReportKind } from './bureaus/index.js';
import type { BulkUpload } from './bulk-rows.js';
import { hashCanonically } from './canonical-json.js';
import { formatCsvRecord } from './csv.js';
import { submitBulkReports } from './submit-bulk.js';
import { reportInputFields } from './validation.js';

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

/** What the submissions list shows of each; a submission's page adds its progress and references. */
const listedColumns = {
  submissionId: creditSubmissions.id,
  uploadId: creditSubmissions.uploadId,
  kind: creditSubmissions.kind,
  accountNumber: creditSubmissions.accountNumber,
  processingStatus: creditSubmissions.processingStatus,
  createdAt: creditSubmissions.createdAt,
  completedAt: creditSubmissions.completedAt,
};

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
    .select(listedColumns)
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
      ...listedColumns,
      uploadStatusList: creditSubmissions.uploadStatusList,
      transactionRef: creditSubmissions.transactionRef,
      providerTransactionId: creditSubmissions.providerTransactionId,
      correctsSubmissionId: creditSubmissions.correctsSubmissionId,
      originalPayload: creditSubmissions.originalPayload,
    })
    .from(creditSubmissions)
    .where(and(eq(creditSubmissions.id, options.submissionId), eq(creditSubmissions.institutionId, options.institutionId)));
  if (!row) throw new AppError('not_found', 'Submission not found');
  const [correction] = await options.db
    .select({ submissionId: creditSubmissions.id })
    .from(creditSubmissions)
    .where(and(eq(creditSubmissions.correctsSubmissionId, row.submissionId), eq(creditSubmissions.institutionId, options.institutionId)));
  const { originalPayload, ...shown } = row;
  return { ...shown, correctedBySubmissionId: correction?.submissionId ?? null, columns: reportColumns(row.kind, originalPayload) };
}

/**
 * A report as the bulk CSV layout's columns (`guarantors[0].bvn` for nested lists), for the
 * correction form: every top-level field of its kind (empty when the report had none, so a missing
 * field can be added), then the nested fields it had. The CSV reader turns them back into a body.
 */
export function reportColumns(kind: ReportKind, payload: unknown): [string, string][] {
  const body = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
  const cell = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  const { required, optional } = reportInputFields[kind];
  const columns = new Map<string, string>();
  for (const field of [...required, ...optional]) if (field !== 'guarantors' && field !== 'corporateOfficers') columns.set(field, cell(body[field]));
  for (const [field, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry !== null)) {
      value.forEach((entry: Record<string, unknown>, position) => {
        for (const [name, inner] of Object.entries(entry)) columns.set(`${field}[${position}].${name}`, cell(inner));
      });
    } else if (!columns.has(field)) columns.set(field, cell(value));
  }
  return [...columns.entries()];
}

/**
 * "Resend a corrected report": the fields of a Failed submission, edited in the console, judged by
 * the bulk CSV reader and validation exactly as an upload's row. `check` stores and bills nothing;
 * `submit` stores a new submission that names the failed one (`correctsSubmissionId`), its charge,
 * job and audit row in one transaction. A failed submission is corrected once: a second resend
 * (or two at once: the old row is locked first) is a conflict naming the correction.
 */
const unchangedMessage = 'is the same as the failed report: change the fields the bureau refused';

export async function resendCorrectedReport(options: {
  db: Db;
  actor: Actor;
  institutionId: string;
  submissionId: string;
  columns: [string, string][];
  mode: 'check' | 'submit';
  today: string;
}) {
  const { db, institutionId, submissionId } = options;
  const old = await findSubmission({ db, institutionId, submissionId });
  if (old.processingStatus !== 'Failed') throw new AppError('conflict', 'Only a Failed submission can be resent corrected: this one is ' + old.processingStatus);
  if (old.correctedBySubmissionId) throw new AppError('conflict', `This submission was already corrected by ${old.correctedBySubmissionId}`);
  if (options.columns.length === 0) throw new AppError('validation_error', 'The corrected report has no fields', { details: [{ path: '', message: 'send the report fields' }] });
  const csv = `${formatCsvRecord(options.columns.map(([name]) => name))}\r\n${formatCsvRecord(options.columns.map(([, value]) => value))}\r\n`;
  const upload: BulkUpload = { format: 'csv', bytes: Buffer.from(csv, 'utf8') };
  const submitOptions = { caller: { institutionId, keyId: '', service: null }, upload, defaultKind: old.kind, allOrNothing: true, today: options.today } as const;
  if (options.mode === 'check') return { ...(await submitBulkReports({ db, ...submitOptions, checkOnly: true })), newSubmissionId: null };
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: creditSubmissions.id }).from(creditSubmissions).where(eq(creditSubmissions.id, submissionId)).for('update');
    const [already] = await tx.select({ id: creditSubmissions.id }).from(creditSubmissions).where(eq(creditSubmissions.correctsSubmissionId, submissionId));
    if (!locked) throw new AppError('not_found', 'Submission not found');
    if (already) throw new AppError('conflict', `This submission was already corrected by ${already.id}`);
    const result = await submitBulkReports({ db: tx, ...submitOptions });
    const row = result.data.rows[0];
    if (!row) throw new AppError('internal', 'A corrected report was stored without a row result');
    // The same report as a live submission (this failed one, unchanged, or another): nothing was written.
    if (row.repeated) {
      const message = row.submissionId === submissionId ? unchangedMessage : `is the same as submission ${row.submissionId}, already submitted`;
      throw new AppError('validation_error', 'The corrected report repeats a submitted one: nothing was stored or billed', { details: [{ path: '', message }] });
    }
    // The CSV form sends every value as text, so the payload hash differs from a JSON original's even
    // when nothing was corrected: compare what the validator made of each (this rolls back the charge too).
    const records = await tx
      .select({ id: creditSubmissions.id, record: creditSubmissions.normalisedRecord })
      .from(creditSubmissions)
      .where(inArray(creditSubmissions.id, [submissionId, row.submissionId]));
    if (records.length === 2 && hashCanonically(records[0]!.record) === hashCanonically(records[1]!.record)) {
      throw new AppError('validation_error', 'The corrected report repeats a submitted one: nothing was stored or billed', { details: [{ path: '', message: unchangedMessage }] });
    }
    await tx.update(creditSubmissions).set({ correctsSubmissionId: submissionId }).where(eq(creditSubmissions.id, row.submissionId));
    await writeAudit({
      db: tx,
      actor: options.actor,
      action: 'credit.resend',
      institutionId,
      targetType: 'submission',
      targetId: row.submissionId,
      before: { submissionId, processingStatus: old.processingStatus },
      after: { submissionId: row.submissionId, correctsSubmissionId: submissionId, processingStatus: row.processingStatus },
    });
    return { ...result, newSubmissionId: row.submissionId };
  });
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
