import { randomBytes } from 'node:crypto';
import { defineJob, exponentialBackoff, type JobDefinition } from '../../platform/jobs/index.js';
import { createBlobStore } from '../../platform/storage/index.js';
import { purgeSessionEvidence } from './purge-evidence.js';

/**
 * One job per session, enqueued with the session for its retention date (dedupe key = sessionId).
 * Deleting needs no download-URL signing key, so the worker's store gets a throwaway one. A job
 * that runs early (clock skew between processes) finds the evidence not yet due and retries later.
 */
export const purgeEvidenceJob = defineJob<{ sessionId: string }>({
  queue: 'document-trust.purge-evidence',
  maxAttempts: 20,
  backoffMs: exponentialBackoff({ baseMs: 60_000, capMs: 24 * 3_600_000 }),
  handle: async ({ payload, db, config }) => {
    const blobStore = createBlobStore({ config, masterKey: randomBytes(32) });
    const outcome = await purgeSessionEvidence({ db, blobStore, sessionId: payload.sessionId, now: new Date() });
    if (outcome === 'not_due') throw new Error('Evidence is not past its retention date yet');
  },
});

export const documentTrustJobs: JobDefinition<never>[] = [purgeEvidenceJob as JobDefinition<never>];
