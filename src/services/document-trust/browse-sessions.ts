import sharp from 'sharp';
import type { Db } from '../../core/db/index.js';
import { AppError, validationError } from '../../core/errors.js';
import type { BlobStore } from '../../platform/storage/index.js';
import type { SessionData } from './document-trust.schemas.js';
import type { ImageSide, SessionList, SessionListQuery } from './session-list.schemas.js';
import type { Turn } from './pipeline/orientation-step.js';
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

/**
 * How the front image is shown upright: the turn the orientation step gave the page before reading
 * it (the evidence record's `turnedBy`, clockwise) and, for a quarter turn, the image's size as a
 * viewer shows it (EXIF orientation applied, as browsers do), which the page's layout needs. The
 * stored image stays as uploaded. Null when the session's evidence is no longer stored.
 */
export async function frontImageTurn(options: { db: Db; blobStore: BlobStore; institutionId: string; sessionId: string }): Promise<{ turnedBy: Turn; shownSize: { width: number; height: number } | null } | null> {
  const row = await findSession(options);
  if (!row) throw new AppError('not_found', 'No document trust session with this id for your institution');
  if (row.evidencePurgedAt !== null) return null;
  const keyOf = (part: string) => row.evidenceKeys.find((key) => key.includes(`${row.id}-${part}.`));
  const recordKey = keyOf('evidence');
  const record = recordKey === undefined ? null : await options.blobStore.get(recordKey);
  if (!record) return null;
  const { turnedBy } = JSON.parse(record.bytes.toString('utf8')) as { turnedBy?: unknown };
  // Records stored before the orientation step have no turn: shown as uploaded.
  const turn: Turn = turnedBy === 90 || turnedBy === 180 || turnedBy === 270 ? turnedBy : 0;
  if (turn === 0 || turn === 180) return { turnedBy: turn, shownSize: null };
  const frontKey = keyOf('front');
  const front = frontKey === undefined ? null : await options.blobStore.get(frontKey);
  if (!front) return null;
  const { autoOrient } = await sharp(front.bytes).metadata();
  return { turnedBy: turn, shownSize: { width: autoOrient.width, height: autoOrient.height } };
}
