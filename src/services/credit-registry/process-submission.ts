import type { Db } from '../../core/db/index.js';
import { PermanentJobError } from '../../platform/jobs/index.js';
import { BureauUnavailableError, statusLine, type CreditBureau } from './bureaus/index.js';
import { appendStatusLines, finishSubmission, loadSubmissionForProcessing } from './submissions.repo.js';
import type { BusinessReportRecord, IndividualReportRecord } from './validation.js';

/**
 * Hands one Queued submission to the bureau (no transaction is open during the call) and records
 * the outcome. A bureau that cannot be reached is retried by the job runner; after the last attempt
 * the submission is Failed with a reason line, so no submission stays Queued for ever.
 */
export async function processSubmission(options: {
  db: Db;
  bureau: CreditBureau;
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
    await finishSubmission({
      db,
      submissionId,
      status: 'Failed',
      providerTransactionId: '',
      lines: [attemptLine, statusLine(`Failed: the bureau could not be reached after ${maxAttempts} attempts; the same report may be submitted again`)],
      // Nothing was wrong with the report, so sending it again must start a new submission, not repeat this one.
      releaseDedupeKey: true,
    });
    return;
  }
  await finishSubmission({ db, submissionId, status: outcome.status, providerTransactionId: outcome.providerTransactionId, lines: outcome.lines, releaseDedupeKey: false });
}
