import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import type { SessionData } from './document-trust.schemas.js';
import type { SessionWithReview } from './review.schemas.js';
import { findSessionReview } from './review-queue.js';
import { findSession } from './sessions.repo.js';

/**
 * The stored result of one of the institution's sessions, exactly as first returned, plus `review`
 * when the machine decided REVIEW (docs/document-trust.md, "Manual review"); another institution's
 * id is "not found". Never billed.
 */
export async function getSession(options: { db: Db; institutionId: string; sessionId: string }): Promise<SessionWithReview> {
  const { institutionId } = options;
  const row = await findSession({ db: options.db, institutionId, sessionId: options.sessionId });
  if (!row) throw new AppError('not_found', 'No document trust session with this id for your institution');
  const data = row.result as SessionData;
  if (row.decision !== 'REVIEW') return data;
  const review = await findSessionReview({ db: options.db, institutionId, sessionId: row.id });
  return review ? { ...data, review } : data;
}
