import { defineJob, exponentialBackoff, type JobDefinition } from '../../platform/jobs/index.js';
import { bureauFor } from './bureaus/index.js';
import { processSubmission } from './process-submission.js';

/**
 * One job per accepted submission (dedupe key = submissionId). Ten attempts with backoff from 1 s
 * doubling to a 10 min cap ride out a bureau outage of several minutes before the report fails.
 */
export const processSubmissionJob = defineJob<{ submissionId: string }>({
  queue: 'credit-registry.process-submission',
  maxAttempts: 10,
  backoffMs: exponentialBackoff({ baseMs: 1_000, capMs: 10 * 60_000 }),
  handle: async ({ payload, attempt, maxAttempts, signal, db, config, masterKey }) =>
    processSubmission({ db, bureau: bureauFor(config.creditBureau), masterKey, submissionId: payload.submissionId, attempt, maxAttempts, signal }),
});

export const creditRegistryJobs: JobDefinition<never>[] = [processSubmissionJob as JobDefinition<never>];
