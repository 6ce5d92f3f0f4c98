import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BureauUnavailableError, countRecords, statusLine, type BureauOutcome, type BureauSubmission, type CreditBureau } from './bureau.js';

/*
 * The built-in bureau: deterministic, never random, and driven by documented test values in the
 * accountNumber (docs/credit-registry.md, "Sandbox bureau"):
 *   REJECT-...       the bureau rejects the record: Failed with a reason line
 *   TIMEOUT-...      the first attempt times out, the retry succeeds
 *   UNAVAILABLE-...  every attempt times out: Failed once the job's attempts are used up
 *   anything else    Success
 */

export const sandboxTestPrefixes = { reject: 'REJECT-', timeoutOnce: 'TIMEOUT-', unavailable: 'UNAVAILABLE-' } as const;

/** Stable per submission, so a retried submission gets the same bureau reference. */
function sandboxReference(submissionId: string): string {
  return `SBX-${createHash('sha256').update(submissionId).digest('hex').slice(0, 16).toUpperCase()}`;
}

export function createSandboxBureau(options: { processingDelayMs: number }): CreditBureau {
  const halfDelay = Math.round(options.processingDelayMs / 2);

  async function submit(submission: BureauSubmission, { signal }: { signal: AbortSignal }): Promise<BureauOutcome> {
    const { accountNumber, attempt } = submission;
    const unavailable = accountNumber.startsWith(sandboxTestPrefixes.unavailable);
    if (unavailable || (accountNumber.startsWith(sandboxTestPrefixes.timeoutOnce) && attempt === 1)) {
      await sleep(options.processingDelayMs, undefined, { signal });
      throw new BureauUnavailableError(`the sandbox bureau did not answer in time (test value ${unavailable ? sandboxTestPrefixes.unavailable : sandboxTestPrefixes.timeoutOnce})`);
    }

    const providerTransactionId = sandboxReference(submission.submissionId);
    const lines = [statusLine(`Received by sandbox bureau (reference ${providerTransactionId})`)];
    await sleep(halfDelay, undefined, { signal });
    if (accountNumber.startsWith(sandboxTestPrefixes.reject)) {
      lines.push(statusLine(`Rejected by bureau: the record failed the bureau's checks (sandbox test value: accountNumber starts with ${sandboxTestPrefixes.reject})`));
      return { status: 'Failed', providerTransactionId, lines };
    }
    const { record } = submission;
    lines.push(statusLine(`Validated: ${submission.kind} report, ${record.accountType}, ${record.delinquencyBand}`));
    const records = countRecords(record);
    lines.push(statusLine(`Loaded ${records.total} record${records.total === 1 ? '' : 's'} (${records.description})`));
    await sleep(options.processingDelayMs - halfDelay, undefined, { signal });
    lines.push(statusLine('Completed: bureau file updated'));
    return { status: 'Success', providerTransactionId, lines };
  }

  return { name: 'sandbox', submit };
}
