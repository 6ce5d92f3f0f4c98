import type { Db } from '../../core/db/index.js';
import { AppError, boundedDetail, validationError, type ErrorDetail } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { chargeForCalls } from '../../platform/billing/index.js';
import { findEnabledServices, type InstitutionCaller, type ServiceCode } from '../../platform/institutions/index.js';
import { enqueueJobs } from '../../platform/jobs/index.js';
import { statusLine, type ReportKind } from './bureaus/index.js';
import { checkBulkUpload, prefixRowPath, readBulkRows, type BulkRow, type BulkUpload } from './bulk-rows.js';
import { hashCanonically } from './canonical-json.js';
import { catalogVersion } from './catalog.js';
import { processSubmissionJob } from './credit-registry.jobs.js';
import type { BulkResponseData, BulkRowResult } from './report.schemas.js';
import { findRepeatsByDedupeKeys, insertSubmissions, releaseExpiredDedupeKeys, upsertLoans, type BulkSubmission } from './submissions.repo.js';
import { validateBusinessReport, validateIndividualReport } from './validation.js';

/*
 * POST /report/bulk: every row is judged and stored exactly as a single report of its type would be
 * (validation, 24 h payload dedupe, loan update, one charge, one job), but many rows per statement
 * and per transaction. Semantics (partial acceptance, allOrNothing, billing) are in docs/decisions.md.
 */

const serviceOfKind = { individual: 'CRDEFAULTINDIVIDUAL', business: 'CRDEFAULTBUSINESS' } as const satisfies Record<ReportKind, ServiceCode>;

/** Rows stored per transaction (without allOrNothing): short transactions let other requests in between. */
const rowsPerTransaction = 1000;
const unpaidMessage = 'not accepted: the wallet could not pay for it (insufficient balance); send it again after a top-up';
/** The 400 and `errors` list at most this many problems; `rejectedRows` always lists every rejected row. */
const maxListedProblems = 1000;

interface AcceptedRow {
  index: number;
  kind: ReportKind;
  accountNumber: string;
  /** The row's body and normalised record as UTF-8 JSON: views into the upload's RowSpool. */
  originalPayloadJson: Buffer;
  normalisedRecordJson: Buffer;
  payloadHash: string;
  dedupeKey: string;
}

/*
 * Where accepted rows wait until their chunk is stored: their JSON in one buffer, reused chunk after
 * chunk. A chunk's rows wait through many young-generation GCs while the next rows are validated, so
 * as objects (or as a Buffer each) every one was promoted and died in the old generation, ~3 KB a
 * row: most of the heap's growth during an upload (docs/decisions.md, "Bulk bodies stay bytes, read twice, a row at a time").
 */
class RowSpool {
  #bytes = Buffer.allocUnsafe(4 * 1024 * 1024);
  #used = 0;

  /** `text` as UTF-8, valid until `clear` (a full buffer is replaced, not overwritten: views of it stay valid). */
  add(text: string): Buffer {
    const size = Buffer.byteLength(text);
    if (this.#used + size > this.#bytes.length) {
      this.#bytes = Buffer.allocUnsafe(Math.max(2 * this.#bytes.length, size));
      this.#used = 0;
    }
    const start = this.#used;
    this.#used += this.#bytes.write(text, start);
    return this.#bytes.subarray(start, this.#used);
  }

  /** Call once the rows added so far are stored: their views must not be read afterwards. */
  clear(): void {
    this.#used = 0;
  }
}

/** Thrown inside a chunk's transaction when a concurrent submit took one of its keys first. */
class LostRace extends Error {}

function validateRow(row: BulkRow & { kind: ReportKind }, today: string) {
  return row.kind === 'individual' ? validateIndividualReport(row.body, { today }) : validateBusinessReport(row.body, { today });
}

export async function submitBulkReports(options: {
  db: Db;
  caller: InstitutionCaller;
  upload: BulkUpload;
  /** Report type of rows that name none (the `kind` query parameter). */
  defaultKind: ReportKind | null;
  /** Store nothing unless every row is valid, and store all rows in one transaction. */
  allOrNothing: boolean;
  today: string;
  /** Judge every row as allOrNothing would, then store and bill nothing (the console's "Check file"). */
  checkOnly?: boolean;
}): Promise<{ data: BulkResponseData; message: string }> {
  const { db, caller, today } = options;
  const { institutionId } = caller;
  checkBulkUpload(options.upload);
  const services = await findEnabledServices({ db, institutionId, codes: Object.values(serviceOfKind) });

  const problems: ErrorDetail[] = [];
  const rejected = new Set<number>();
  let serviceRefusals = 0;
  let totalRows = 0;
  let validRows = 0;
  const reject = (index: number, details: ErrorDetail[]) => {
    rejected.add(index);
    for (const detail of details) if (problems.length < maxListedProblems) problems.push(detail);
  };

  const uploadId = newId('upload');
  const results = new Map<number, BulkRowResult>();
  // A row repeating an earlier row of the same upload is answered by that row's submission.
  const firstByKey = new Map<string, number>();
  const sameAs: { index: number; first: number; dedupeKey: string }[] = [];
  // Rows are stored as soon as a chunk is full (unless allOrNothing), so only one chunk of bodies
  // and normalised records is held at a time.
  let pending: AcceptedRow[] = [];
  const spool = new RowSpool();
  let unpaid = false;
  const unpaidKeys = new Set<string>();
  const refuseUnpaid = (rows: AcceptedRow[]) => {
    unpaid = true;
    for (const row of rows) {
      unpaidKeys.add(row.dedupeKey);
      reject(row.index, [{ path: prefixRowPath(row.index, ''), message: unpaidMessage }]);
    }
  };
  const flush = async () => {
    const chunk = pending;
    pending = [];
    if (chunk.length === 0) return;
    try {
      // The wallet ran dry: earlier chunks stay accepted and billed, this one and the rest are refused.
      if (unpaid) return refuseUnpaid(chunk);
      await storeChunkInTransaction({ db, caller, uploadId, chunk, services, results });
    } catch (error) {
      if (error instanceof AppError && error.code === 'insufficient_balance') refuseUnpaid(chunk);
      else throw error;
    } finally {
      spool.clear();
    }
  };

  for (const row of readBulkRows(options.upload, options.defaultKind)) {
    totalRows += 1;
    // No valid kind, or text the platform's rule refuses (a NUL, a lone surrogate): that row's error.
    if (row.kind === null || row.problems.length > 0) {
      reject(row.index, row.problems);
      continue;
    }
    const kind = row.kind;
    if (!services.has(serviceOfKind[kind])) {
      serviceRefusals += 1;
      reject(row.index, [{ path: prefixRowPath(row.index, 'kind'), message: `the ${serviceOfKind[kind]} service is not enabled for this institution` }]);
      continue;
    }
    const validation = validateRow({ ...row, kind }, today);
    if (!validation.ok) {
      reject(
        row.index,
        validation.details.map((detail) => ({ path: prefixRowPath(row.index, detail.path), message: detail.message })),
      );
      continue;
    }
    validRows += 1;
    const payloadHash = hashCanonically(row.body);
    const dedupeKey = `${kind}:${payloadHash}`;
    const first = firstByKey.get(dedupeKey);
    if (first !== undefined) {
      sameAs.push({ index: row.index, first, dedupeKey });
      continue;
    }
    firstByKey.set(dedupeKey, row.index);
    pending.push({
      index: row.index,
      kind,
      accountNumber: validation.report.accountNumber,
      originalPayloadJson: spool.add(JSON.stringify(row.body)),
      normalisedRecordJson: spool.add(JSON.stringify(validation.report)),
      payloadHash,
      dedupeKey,
    });
    if (!options.allOrNothing && !options.checkOnly && pending.length >= rowsPerTransaction) await flush();
  }

  if (totalRows === 0) throw validationError([{ path: '', message: 'the upload has no rows' }]);
  if (validRows === 0) {
    const listed = withOverflowNote(problems, rejected.size);
    if (serviceRefusals === rejected.size) throw new AppError('forbidden', 'The report services these rows need are not enabled for this institution', { details: listed });
    throw validationError(listed, 'No row of the upload is valid; nothing was stored or billed');
  }
  if (options.checkOnly) {
    const data: BulkResponseData = { uploadId, totalRows, acceptedRows: 0, repeatedRows: 0, rejectedRows: [...rejected].sort((a, b) => a - b), rows: [], errors: withOverflowNote(problems, rejected.size) };
    return { data, message: `Checked: ${validRows} of ${totalRows} rows are valid, ${rejected.size} invalid; nothing was stored or billed` };
  }
  if (options.allOrNothing) {
    if (rejected.size > 0) throw validationError(withOverflowNote(problems, rejected.size), `${rejected.size} of ${totalRows} rows are invalid; with allOrNothing nothing was stored or billed`);
    const all = pending;
    await storeAtomically(db, results, async (tx) => {
      for (let start = 0; start < all.length; start += rowsPerTransaction) {
        await storeChunk({ db: tx, caller, uploadId, chunk: all.slice(start, start + rowsPerTransaction), services, results });
      }
    });
  } else await flush();

  if (unpaid && results.size === 0) throw new AppError('insufficient_balance', 'Insufficient wallet balance for this upload. Top up the wallet or renew the subscription.');
  for (const row of sameAs) {
    const original = results.get(row.first);
    if (unpaidKeys.has(row.dedupeKey) || !original) reject(row.index, [{ path: prefixRowPath(row.index, ''), message: unpaidMessage }]);
    else results.set(row.index, { ...original, row: row.index, repeated: true });
  }

  const ordered = [...results.values()].sort((a, b) => a.row - b.row);
  const repeatedRows = ordered.filter((row) => row.repeated).length;
  const acceptedRows = ordered.length - repeatedRows;
  const data: BulkResponseData = {
    uploadId,
    totalRows,
    acceptedRows,
    repeatedRows,
    rejectedRows: [...rejected].sort((a, b) => a - b),
    rows: ordered,
    errors: withOverflowNote(problems, rejected.size),
  };
  return { data, message: `Bulk upload processed: ${acceptedRows} rows accepted, ${repeatedRows} repeated (not billed again), ${rejected.size} rejected` };
}

/** The listed problems, each cut to the detail lengths the answer states (a row's unknown field name can be any length). */
function withOverflowNote(problems: ErrorDetail[], rejectedCount: number): ErrorDetail[] {
  const listed = problems.map(boundedDetail);
  if (problems.length < maxListedProblems) return listed;
  return [...listed, { path: 'rows', message: `only the first ${maxListedProblems} problems are listed; data.rejectedRows (or a smaller upload) names all ${rejectedCount} rejected rows` }];
}

interface ChunkOptions {
  db: Db;
  caller: InstitutionCaller;
  uploadId: string;
  chunk: AcceptedRow[];
  services: Map<ServiceCode, number>;
  results: Map<number, BulkRowResult>;
}

/** allOrNothing: every chunk in one transaction, run again from scratch when a concurrent submit won a key. */
async function storeAtomically(db: Db, results: Map<number, BulkRowResult>, storeAll: (tx: Db) => Promise<void>): Promise<void> {
  for (let round = 0; round < 3; round++) {
    results.clear();
    try {
      await db.transaction(storeAll);
      return;
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
    }
  }
  throw new AppError('conflict', 'Rows of this upload are being submitted concurrently; retry the upload (accepted rows will be answered as repeats)');
}

async function storeChunkInTransaction(options: ChunkOptions): Promise<void> {
  // A lost race means the twin has committed, so the next round finds it as a repeat; rounds are bounded all the same.
  for (let round = 0; round < 3; round++) {
    const staged = new Map<number, BulkRowResult>();
    try {
      await options.db.transaction((tx) => storeChunk({ ...options, db: tx, results: staged }));
      for (const [index, result] of staged) options.results.set(index, result);
      return;
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
    }
  }
  throw new AppError('conflict', 'Rows of this upload are being submitted concurrently; retry the upload (accepted rows will be answered as repeats)');
}

/** One chunk of distinct rows: repeats answered, the rest stored, charged and enqueued in `db` (a transaction). */
async function storeChunk(options: ChunkOptions): Promise<void> {
  const { db, caller, uploadId, chunk, services, results } = options;
  const { institutionId } = caller;

  const candidates = await findRepeatsByDedupeKeys({ db, institutionId, dedupeKeys: chunk.map((row) => row.dedupeKey) });
  await releaseExpiredDedupeKeys({ db, submissionIds: candidates.filter((candidate) => candidate.expired).map((candidate) => candidate.id) });
  const repeats = new Map(candidates.filter((candidate) => !candidate.expired).map((candidate) => [candidate.dedupeKey, candidate]));

  const fresh: AcceptedRow[] = [];
  for (const row of chunk) {
    const repeat = repeats.get(row.dedupeKey);
    if (repeat) {
      results.set(row.index, {
        row: row.index,
        kind: row.kind,
        submissionId: repeat.id,
        uploadId: repeat.uploadId,
        accountNumber: repeat.accountNumber,
        processingStatus: repeat.processingStatus,
        transactionRef: repeat.transactionRef,
        repeated: true,
      });
    } else fresh.push(row);
  }
  if (fresh.length === 0) return;

  const refsByKind = new Map<ReportKind, string[]>();
  for (const kind of ['individual', 'business'] as const) {
    const count = fresh.filter((row) => row.kind === kind).length;
    const priceKobo = services.get(serviceOfKind[kind]);
    if (count === 0 || priceKobo === undefined) continue;
    const { transactionRefs } = await chargeForCalls({ tx: db, institutionId, service: { code: serviceOfKind[kind], priceKobo }, count });
    refsByKind.set(kind, transactionRefs);
  }

  const submissionIds = fresh.map(() => newId('submission'));
  // One upsert per loan: later rows of the same accountNumber are later reports of it.
  const loans = new Map<string, { id: string; institutionId: string; accountNumber: string; kind: ReportKind; latestSubmissionId: string; reportCount: number }>();
  fresh.forEach((row, position) => {
    const accountNumber = row.accountNumber;
    const loan = loans.get(accountNumber);
    if (loan) {
      loan.kind = row.kind;
      loan.latestSubmissionId = submissionIds[position]!;
      loan.reportCount += 1;
    } else loans.set(accountNumber, { id: newId('loan'), institutionId, accountNumber, kind: row.kind, latestSubmissionId: submissionIds[position]!, reportCount: 1 });
  });
  const loanIds = await upsertLoans({ tx: db, loans: [...loans.values()] });

  const nextRef = { individual: 0, business: 0 };
  const submissions: BulkSubmission[] = fresh.map((row, position) => {
    const transactionRef = refsByKind.get(row.kind)![nextRef[row.kind]++]!;
    const accountNumber = row.accountNumber;
    return {
      id: submissionIds[position]!,
      uploadId,
      institutionId,
      loanId: loanIds.get(accountNumber)!,
      kind: row.kind,
      accountNumber,
      payloadHash: row.payloadHash,
      dedupeKey: row.dedupeKey,
      originalPayloadJson: row.originalPayloadJson,
      normalisedRecordJson: row.normalisedRecordJson,
      catalogVersion,
      uploadStatusList: [statusLine(`Accepted: ${row.kind} report for account ${accountNumber} (bulk upload ${uploadId}, row ${row.index}), validated against catalog ${catalogVersion}; queued for the bureau`)],
      transactionRef,
    };
  });
  const inserted = await insertSubmissions({ tx: db, submissions });
  if (inserted !== submissions.length) throw new LostRace();
  await enqueueJobs({ tx: db, job: processSubmissionJob, items: submissionIds.map((submissionId) => ({ payload: { submissionId }, dedupeKey: submissionId })) });

  submissions.forEach((submission, position) => {
    const row = fresh[position]!;
    results.set(row.index, {
      row: row.index,
      kind: row.kind,
      submissionId: submission.id,
      uploadId,
      accountNumber: submission.accountNumber,
      processingStatus: 'Queued',
      transactionRef: submission.transactionRef,
      repeated: false,
    });
  });
}
