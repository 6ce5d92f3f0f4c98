import type { Db } from '../../core/db/index.js';
import { enqueueInstitutionEvent } from '../../platform/institution-webhooks/index.js';
import { PermanentJobError } from '../../platform/jobs/index.js';
import { BureauUnavailableError, statusLine, type CreditBureau } from './bureaus/index.js';
import { appendStatusLines, finishSubmission, loadSubmissionForProcessing } from './submissions.repo.js';

export const completedEvent = 'credit_report.completed';

/**
 * Queued -> Success | Failed and, in the same transaction, the `credit_report.completed` event for
 * the institution's webhook (when it has one), so the event exists exactly when the final status
 * does. A second finisher changes nothing and sends nothing.
 */
async function completeSubmission(options: { db: Db; masterKey: Buffer } & Omit<Parameters<typeof finishSubmission>[0], 'db'>): Promise<void> {
  const { db, masterKey, ...finish } = options;
  await db.transaction(async (tx) => {
    const finished = await finishSubmission({ db: tx, ...finish });
    if (!finished) return;
    await enqueueInstitutionEvent({
      tx,
      masterKey,
      institutionId: finished.institutionId,
      event: completedEvent,
      subjectId: finished.submissionId,
      body: {
        institutionId: finished.institutionId,
        submissionId: finished.submissionId,
        uploadId: finished.uploadId,
        kind: finished.kind,
        processingStatus: finished.processingStatus,
        providerTransactionId: finished.providerTransactionId,
        uploadStatusList: finished.uploadStatusList,
        completedAt: finished.completedAt?.toISOString() ?? new Date().toISOString(),
      },
    });
  });
}
import type { BusinessReportRecord, IndividualReportRecord } from './validation.js';

/**
 * Hands one Queued submission to the bureau (no transaction is open during the call) and records
 * the outcome. A bureau that cannot be reached is retried by the job runner; after the last attempt
 * the submission is Failed with a reason line, so no submission stays Queued for ever.
 */
export async function processSubmission(options: {
  db: Db;
  bureau: CreditBureau;
  /** Seals the institution webhook's secret into the completion event's delivery. */
  masterKey: Buffer;
  submissionId: string;
  attempt: number;
  maxAttempts: number;
  signal: AbortSignal;
}): Promise<void> {
  const { db, submissionId, attempt, maxAttempts } = options;
  const submission = await loadSubmissionForProcessing({ db, submissionId });
  if (!submission) throw new PermanentJobError(`Submission ${submissionId} does not exist`);
  if (submission.processingStatus !== 'Queued') return;

  let outcome;
  try {
    outcome = await options.bureau.submit(
      {
        submissionId,
        institutionId: submission.institutionId,
        kind: submission.kind,
        accountNumber: submission.accountNumber,
        catalogVersion: submission.catalogVersion,
        // Written by submitReport from the validator's output for this kind.
        record: submission.normalisedRecord as IndividualReportRecord | BusinessReportRecord,
        attempt,
      },
      { signal: options.signal },
    );
  } catch (error) {
    // Shutting down: the attempt did not really happen, and the next worker will try again.
    if (options.signal.aborted) throw error;
    // Our own faults stay in the logs (the runner records them); the institution sees a neutral line.
    const reason = error instanceof BureauUnavailableError ? error.message : 'an internal processing error occurred';
    const attemptLine = statusLine(`Bureau attempt ${attempt} of ${maxAttempts} failed: ${reason}`);
    if (attempt < maxAttempts) {
      await appendStatusLines({ db, submissionId, lines: [`${attemptLine}; will retry`] });
      throw error;
    }
    await completeSubmission({
      db,
      masterKey: options.masterKey,
      submissionId,
      status: 'Failed',
      providerTransactionId: '',
      lines: [attemptLine, statusLine(`Failed: the bureau could not be reached after ${maxAttempts} attempts; the same report may be submitted again`)],
      // Nothing was wrong with the report, so sending it again must start a new submission, not repeat this one.
      releaseDedupeKey: true,
    });
    return;
  }
  await completeSubmission({ db, masterKey: options.masterKey, submissionId, status: outcome.status, providerTransactionId: outcome.providerTransactionId, lines: outcome.lines, releaseDedupeKey: false });
}
