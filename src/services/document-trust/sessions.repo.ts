import { and, desc, eq, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';

/* This service's session table: document_trust_sessions. */

const { documentTrustSessions, documentReviews } = tables;

export type SessionRow = typeof documentTrustSessions.$inferSelect;
export type NewSession = typeof documentTrustSessions.$inferInsert;

export async function insertSession(options: { tx: Db; session: NewSession }): Promise<void> {
  await options.tx.insert(documentTrustSessions).values(options.session);
}

/** The institution's own session only: another tenant's id reads as absent. */
export async function findSession(options: { db: Db; institutionId: string; sessionId: string }): Promise<SessionRow | null> {
  const [row] = await options.db
    .select()
    .from(documentTrustSessions)
    .where(and(eq(documentTrustSessions.id, options.sessionId), eq(documentTrustSessions.institutionId, options.institutionId)));
  return row ?? null;
}

/** Newest first (ids sort by creation time), with the review status when there is a review; `before` is the last id of the previous page. */
export async function listSessionRows(options: {
  db: Db;
  institutionId: string;
  decision?: SessionRow['decision'];
  docType?: string;
  from?: Date;
  to?: Date;
  before?: string;
  limit: number;
}) {
  const filters: SQL[] = [eq(documentTrustSessions.institutionId, options.institutionId)];
  if (options.decision !== undefined) filters.push(eq(documentTrustSessions.decision, options.decision));
  if (options.docType !== undefined) filters.push(eq(documentTrustSessions.docTypeDetected, options.docType));
  if (options.from !== undefined) filters.push(gte(documentTrustSessions.createdAt, options.from));
  if (options.to !== undefined) filters.push(lt(documentTrustSessions.createdAt, options.to));
  if (options.before !== undefined) filters.push(lt(documentTrustSessions.id, options.before));
  return options.db
    .select({
      id: documentTrustSessions.id,
      decision: documentTrustSessions.decision,
      docTypeDetected: documentTrustSessions.docTypeDetected,
      result: documentTrustSessions.result,
      createdAt: documentTrustSessions.createdAt,
      evidencePurgedAt: documentTrustSessions.evidencePurgedAt,
      reviewStatus: documentReviews.status,
    })
    .from(documentTrustSessions)
    .leftJoin(documentReviews, eq(documentReviews.sessionId, documentTrustSessions.id))
    .where(and(...filters))
    .orderBy(desc(documentTrustSessions.id))
    .limit(options.limit);
}

export async function findSessionById(options: { db: Db; sessionId: string }): Promise<SessionRow | null> {
  const [row] = await options.db.select().from(documentTrustSessions).where(eq(documentTrustSessions.id, options.sessionId));
  return row ?? null;
}

/** Sessions whose evidence is past retention at `now` and still stored. */
export async function findSessionsDueForPurge(options: { db: Db; now: Date; limit: number }): Promise<SessionRow[]> {
  return options.db
    .select()
    .from(documentTrustSessions)
    .where(and(isNull(documentTrustSessions.evidencePurgedAt), lte(documentTrustSessions.evidenceRetentionUntil, options.now)))
    .limit(options.limit);
}

/** Guarded on the retention date, so no caller can mark evidence purged early. */
export async function markEvidencePurged(options: { db: Db; sessionId: string; now: Date }): Promise<void> {
  await options.db
    .update(documentTrustSessions)
    .set({ evidencePurgedAt: sql`now()`, evidenceKeys: [] })
    .where(and(eq(documentTrustSessions.id, options.sessionId), lte(documentTrustSessions.evidenceRetentionUntil, options.now)));
}
