import type { Db } from '../../core/db/index.js';
import { AppError, validationError } from '../../core/errors.js';
import type { BlobStore } from '../../platform/storage/index.js';
import type { SessionData } from './document-trust.schemas.js';
import type { ImageSide, SessionList, SessionListQuery } from './session-list.schemas.js';
import { findSession, listSessionRows } from './sessions.repo.js';

/*
 * Reading an institution's own sessions for people (the console): a filtered list, and the stored
 * images. Another institution's session is "not found", whatever it is. Never billed.
 */

/** Newest first, a page at a time: pass `nextCursor` back as `cursor`. */
export async function listSessions(options: { db: Db; institutionId: string; query: SessionListQuery }): Promise<SessionList> {
  const { query } = options;
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && to && from >= to) throw validationError([{ path: 'to', message: 'must be later than from' }]);
  const limit = query.limit ?? 20;
  const rows = await listSessionRows({ db: options.db, institutionId: options.institutionId, decision: query.decision, docType: query.docType, from, to, before: query.cursor, limit });
  return {
    sessions: rows.map((row) => ({
      sessionId: row.id,
      decision: row.decision,
      docTypeDetected: row.docTypeDetected,
      customerReference: (row.result as SessionData).customerReference ?? '',
      processedAt: row.createdAt.toISOString(),
      reviewStatus: row.reviewStatus,
      evidencePurged: row.evidencePurgedAt !== null,
    })),
    nextCursor: rows.length === limit ? rows.at(-1)!.id : null,
  };
}

/**
 * One stored image of the session, exactly as uploaded. 404 when the session is another
 * institution's, has no such side, or its evidence was purged after retention.
 */
export async function readSessionImage(options: { db: Db; blobStore: BlobStore; institutionId: string; sessionId: string; side: ImageSide }): Promise<{ bytes: Buffer; contentType: string }> {
  const row = await findSession(options);
  if (!row) throw new AppError('not_found', 'No document trust session with this id for your institution');
  if (row.evidencePurgedAt !== null) throw new AppError('not_found', 'The images of this session were deleted at the end of their retention period');
  const key = row.evidenceKeys.find((candidate) => candidate.includes(`${row.id}-${options.side}.`));
  const stored = key === undefined ? null : await options.blobStore.get(key);
  if (!stored) throw new AppError('not_found', options.side === 'back' ? 'No back image was sent with this session' : 'The image of this session is not stored');
  return stored;
}

/** Which images of the session are still stored (none once purged). */
export async function sessionImageSides(options: { db: Db; institutionId: string; sessionId: string }): Promise<{ sides: ImageSide[]; purgedAt: string | null }> {
  const row = await findSession(options);
  if (!row) throw new AppError('not_found', 'No document trust session with this id for your institution');
  const sides = (['front', 'back'] as const).filter((side) => row.evidenceKeys.some((key) => key.includes(`${row.id}-${side}.`)));
  return { sides: row.evidencePurgedAt === null ? sides : [], purgedAt: row.evidencePurgedAt?.toISOString() ?? null };
}
