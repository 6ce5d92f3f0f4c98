import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import type { InstitutionCaller } from '../../platform/institutions/index.js';
import type { SessionData } from './document-trust.schemas.js';
import { findSession } from './sessions.repo.js';

/** The stored result of one of the caller's sessions; another institution's id is "not found". Never billed. */
export async function getSession(options: { db: Db; caller: InstitutionCaller; sessionId: string }): Promise<SessionData> {
  const row = await findSession({ db: options.db, institutionId: options.caller.institutionId, sessionId: options.sessionId });
  if (!row) throw new AppError('not_found', 'No document trust session with this id for your institution');
  return row.result as SessionData;
}
