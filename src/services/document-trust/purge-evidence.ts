import type { Db } from '../../core/db/index.js';
import type { BlobStore } from '../../platform/storage/index.js';
import { deleteEvidence } from './evidence.js';
import { findSessionById, findSessionsDueForPurge, markEvidencePurged, type SessionRow } from './sessions.repo.js';

export type PurgeOutcome = 'purged' | 'not_due' | 'already_purged' | 'missing';

async function purge(options: { db: Db; blobStore: BlobStore; session: SessionRow; now: Date }): Promise<PurgeOutcome> {
  const { session, now } = options;
  if (session.evidencePurgedAt !== null) return 'already_purged';
  if (session.evidenceRetentionUntil.getTime() > now.getTime()) return 'not_due';
  // Blobs first: a crash in between leaves the row unmarked, and the retry deletes nothing twice.
  await deleteEvidence({ blobStore: options.blobStore, keys: session.evidenceKeys });
  await markEvidencePurged({ db: options.db, sessionId: session.id, now });
  return 'purged';
}

/** Deletes one session's evidence if, at `now`, it is past its retention date; never before. */
export async function purgeSessionEvidence(options: { db: Db; blobStore: BlobStore; sessionId: string; now: Date }): Promise<PurgeOutcome> {
  const session = await findSessionById({ db: options.db, sessionId: options.sessionId });
  if (!session) return 'missing';
  return purge({ ...options, session });
}

/** Sweeps every session due at `now` (in batches); returns how many were purged. */
export async function purgeExpiredEvidence(options: { db: Db; blobStore: BlobStore; now: Date; batchSize?: number }): Promise<number> {
  let purged = 0;
  for (;;) {
    const due = await findSessionsDueForPurge({ db: options.db, now: options.now, limit: options.batchSize ?? 100 });
    if (due.length === 0) return purged;
    for (const session of due) if ((await purge({ ...options, session })) === 'purged') purged++;
  }
}
