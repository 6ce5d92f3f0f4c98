import type { Db } from '../../core/db/index.js';
import { AppError, validationError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { chargeForCall, recordChargeMetrics } from '../../platform/billing/index.js';
import type { InstitutionCaller } from '../../platform/institutions/index.js';
import { enqueueJob } from '../../platform/jobs/index.js';
import { statusLine, type ReportKind } from './bureaus/index.js';
import { hashCanonically } from './canonical-json.js';
import { catalogVersion } from './catalog.js';
import { processSubmissionJob } from './credit-registry.jobs.js';
import type { ReportResponseData } from './report.schemas.js';
import { storeReportBatched } from './report-batching.js';
import { findRepeatCandidates, insertSubmission, releaseExpiredKey, upsertLoan, type RepeatCandidate } from './submissions.repo.js';
import { validateBusinessReport, validateIndividualReport } from './validation.js';

export interface SubmitReportResult {
  data: ReportResponseData;
  message: string;
  /** The ledger charge: this call's, or the original's when the call repeats an earlier one. */
  transactionRef: string;
  /** True when an earlier submission answered (not billed again). */
  repeated: boolean;
}

/** Thrown inside the transaction when a concurrent twin took the keys first; rolls back the charge. */
class LostRace extends Error {}

/** A unique index refused a row (PostgreSQL 23505), as the driver or the ORM wrapping it reports it. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function validate(kind: ReportKind, body: unknown, today: string) {
  return kind === 'individual' ? validateIndividualReport(body, { today }) : validateBusinessReport(body, { today });
}

function responseData(submission: Pick<RepeatCandidate, 'id' | 'uploadId' | 'accountNumber' | 'processingStatus' | 'providerTransactionId'>, kind: ReportKind): ReportResponseData {
  return {
    submissionId: submission.id,
    uploadId: submission.uploadId,
    accountNumber: submission.accountNumber,
    processingStatus: submission.processingStatus,
    ...(kind === 'business' ? { providerTransactionId: submission.providerTransactionId } : {}),
  };
}

/**
 * The earlier submission this call repeats, if any: the same Idempotency-Key or the same payload
 * within 24 h. A key reused for a different body is refused; keys whose window is over are released.
 */
async function findRepeat(options: { db: Db; institutionId: string; kind: ReportKind; payloadHash: string; dedupeKey: string; idempotencyKey: string | null }): Promise<RepeatCandidate | null> {
  const candidates = await findRepeatCandidates(options);
  let repeat: RepeatCandidate | null = null;
  for (const candidate of candidates) {
    if (options.idempotencyKey !== null && candidate.idempotencyKey === options.idempotencyKey) {
      if (candidate.expired) {
        await releaseExpiredKey({ db: options.db, submissionId: candidate.id, key: 'idempotencyKey' });
      } else if (candidate.kind !== options.kind || candidate.payloadHash !== options.payloadHash) {
        throw new AppError('idempotency_mismatch', 'This Idempotency-Key was already used with a different request body. Use a new key for a different report.');
      } else {
        repeat = candidate;
      }
    }
    if (candidate.dedupeKey === options.dedupeKey) {
      if (candidate.expired) await releaseExpiredKey({ db: options.db, submissionId: candidate.id, key: 'dedupeKey' });
      else repeat ??= candidate;
    }
  }
  return repeat;
}

/**
 * Validates a report, then in one transaction records the loan and the submission, charges the call
 * and enqueues its processing. Repeats are answered from the original submission, unbilled.
 */
export async function submitReport(options: {
  db: Db;
  caller: InstitutionCaller;
  kind: ReportKind;
  body: unknown;
  idempotencyKey: string | null;
  /** YYYY-MM-DD (UTC) the report is judged on: dates of birth must be before it. */
  today: string;
}): Promise<SubmitReportResult> {
  const { db, caller, kind, body, idempotencyKey } = options;
  const validation = validate(kind, body, options.today);
  if (!validation.ok) throw validationError(validation.details);
  const record = validation.report;
  const { institutionId } = caller;
  const payloadHash = hashCanonically(body);
  const dedupeKey = `${kind}:${payloadHash}`;
  const repeatQuery = { db, institutionId, kind, payloadHash, dedupeKey, idempotencyKey };
  const answerRepeat = (repeat: RepeatCandidate): SubmitReportResult => ({
    data: responseData(repeat, kind),
    message: 'Report already accepted: this is the original submission (not billed again)',
    transactionRef: repeat.transactionRef,
    repeated: true,
  });

  const acceptedLine = () => statusLine(`Accepted: ${kind} report for account ${record.accountNumber}, validated against catalog ${catalogVersion}; queued for the bureau`);
  // What both ways of storing a new submission write; the careful path adds the loan and the charge it made itself.
  const newSubmission = (id: string, uploadId: string) => ({
    id,
    uploadId,
    institutionId,
    kind,
    accountNumber: record.accountNumber,
    payloadHash,
    dedupeKey,
    idempotencyKey,
    originalPayload: body,
    normalisedRecord: record,
    catalogVersion,
    uploadStatusList: [acceptedLine()],
  });
  const accepted = (submissionId: string, uploadId: string, transactionRef: string): SubmitReportResult => ({
    data: responseData({ id: submissionId, uploadId, accountNumber: record.accountNumber, processingStatus: 'Queued', providerTransactionId: '' }, kind),
    message: 'Report accepted for processing',
    transactionRef,
    repeated: false,
  });

  // The common case (a new report, a wallet that can pay) in one statement, shared with the reports
  // arriving alongside it; anything else (a repeat candidate, an expired key, no money, a concurrent
  // twin) takes the careful path below.
  {
    const submissionId = newId('submission');
    const uploadId = newId('upload');
    try {
      const outcome = await storeReportBatched({
        db,
        caller,
        report: { ...newSubmission(submissionId, uploadId), loanId: newId('loan'), transactionRef: newId('transaction'), jobId: newId('job') },
      });
      if (outcome.stored) {
        recordChargeMetrics({ serviceCode: caller.service?.code ?? '', amountKobo: outcome.amountKobo });
        return accepted(submissionId, uploadId, outcome.transactionRef);
      }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  // A lost race means the twin has committed, so the next lookup finds it; rounds are bounded all the same.
  for (let round = 0; round < 3; round++) {
    const repeat = await findRepeat(repeatQuery);
    if (repeat) return answerRepeat(repeat);

    const submissionId = newId('submission');
    const uploadId = newId('upload');
    try {
      const transactionRef = await db.transaction(async (tx) => {
        const loanId = await upsertLoan({ tx, loanId: newId('loan'), institutionId, accountNumber: record.accountNumber, kind, submissionId });
        const charge = await chargeForCall({ tx, caller });
        const inserted = await insertSubmission({
          tx,
          submission: { ...newSubmission(submissionId, uploadId), loanId, processingStatus: 'Queued', transactionRef: charge.transactionRef },
        });
        if (!inserted) throw new LostRace();
        await enqueueJob({ tx, job: processSubmissionJob, payload: { submissionId }, dedupeKey: submissionId });
        return charge.transactionRef;
      });
      return accepted(submissionId, uploadId, transactionRef);
    } catch (error) {
      if (error instanceof LostRace) continue;
      // A twin that spent the last of the wallet may have committed while this call waited to be charged.
      if (error instanceof AppError && error.code === 'insufficient_balance') {
        const twin = await findRepeat(repeatQuery);
        if (twin) return answerRepeat(twin);
      }
      throw error;
    }
  }
  throw new AppError('conflict', 'The report is being submitted concurrently; retry the request');
}
