import { and, asc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import type { Reviewer, ReviewDecision, ReviewStatus } from './review.schemas.js';

/* This service's review table: document_reviews (one row per session whose machine decision was REVIEW). */

const { documentReviews } = tables;

export type ReviewRow = typeof documentReviews.$inferSelect;

export async function insertReview(options: { tx: Db; sessionId: string; institutionId: string; docType: string; enteredAt: Date }): Promise<void> {
  await options.tx.insert(documentReviews).values({ sessionId: options.sessionId, institutionId: options.institutionId, docType: options.docType, enteredAt: options.enteredAt });
}

/** The institution's own review only: another tenant's session reads as absent. */
export async function findReview(options: { db: Db; institutionId: string; sessionId: string }): Promise<ReviewRow | null> {
  const [row] = await options.db
    .select()
    .from(documentReviews)
    .where(and(eq(documentReviews.sessionId, options.sessionId), eq(documentReviews.institutionId, options.institutionId)));
  return row ?? null;
}

/** Oldest first (session ids sort by creation time); `after` is the last sessionId of the previous page. */
export async function listReviews(options: {
  db: Db;
  institutionId: string;
  status?: ReviewStatus;
  docType?: string;
  from?: Date;
  to?: Date;
  after?: string;
  limit: number;
}): Promise<ReviewRow[]> {
  const filters: SQL[] = [eq(documentReviews.institutionId, options.institutionId)];
  if (options.status !== undefined) filters.push(eq(documentReviews.status, options.status));
  if (options.docType !== undefined) filters.push(eq(documentReviews.docType, options.docType));
  if (options.from !== undefined) filters.push(gte(documentReviews.enteredAt, options.from));
  if (options.to !== undefined) filters.push(lt(documentReviews.enteredAt, options.to));
  if (options.after !== undefined) filters.push(gt(documentReviews.sessionId, options.after));
  return options.db
    .select()
    .from(documentReviews)
    .where(and(...filters))
    .orderBy(asc(documentReviews.sessionId))
    .limit(options.limit);
}

const mine = (reviewer: Reviewer) => and(eq(documentReviews.reviewerKind, reviewer.kind), eq(documentReviews.reviewerId, reviewer.id));
const thisReview = (institutionId: string, sessionId: string) => and(eq(documentReviews.sessionId, sessionId), eq(documentReviews.institutionId, institutionId));

/**
 * waiting -> claimed by `reviewer`, in one guarded statement: of two concurrent claims exactly one
 * matches `status = 'waiting'` (PostgreSQL re-reads the row after the first commits), so the loser
 * gets null.
 */
export async function claimWaitingReview(options: { db: Db; institutionId: string; sessionId: string; reviewer: Reviewer }): Promise<ReviewRow | null> {
  const [row] = await options.db
    .update(documentReviews)
    .set({ status: 'claimed', reviewerKind: options.reviewer.kind, reviewerId: options.reviewer.id, claimedAt: sql`now()` })
    .where(and(thisReview(options.institutionId, options.sessionId), eq(documentReviews.status, 'waiting')))
    .returning();
  return row ?? null;
}

/** claimed -> waiting, when the claim is the reviewer's own (or `force`). */
export async function releaseClaimedReview(options: { db: Db; institutionId: string; sessionId: string; reviewer: Reviewer; force: boolean }): Promise<ReviewRow | null> {
  const [row] = await options.db
    .update(documentReviews)
    .set({ status: 'waiting', reviewerKind: null, reviewerId: null, claimedAt: null })
    .where(and(thisReview(options.institutionId, options.sessionId), eq(documentReviews.status, 'claimed'), options.force ? undefined : mine(options.reviewer)))
    .returning();
  return row ?? null;
}

/** waiting (claimed and decided at once) or claimed by this reviewer -> decided; guarded like the claim. */
export async function decideOpenReview(options: {
  tx: Db;
  institutionId: string;
  sessionId: string;
  reviewer: Reviewer;
  decision: ReviewDecision;
  reasonCode: string;
  /** null when the reviewer wrote none. */
  note: string | null;
}): Promise<ReviewRow | null> {
  const [row] = await options.tx
    .update(documentReviews)
    .set({
      status: 'decided',
      reviewerKind: options.reviewer.kind,
      reviewerId: options.reviewer.id,
      claimedAt: sql`coalesce(${documentReviews.claimedAt}, now())`,
      decision: options.decision,
      reasonCode: options.reasonCode,
      note: options.note,
      decidedAt: sql`now()`,
    })
    .where(and(thisReview(options.institutionId, options.sessionId), or(eq(documentReviews.status, 'waiting'), and(eq(documentReviews.status, 'claimed'), mine(options.reviewer)))))
    .returning();
  return row ?? null;
}

/** Waiting and claimed counts, the age of the oldest undecided review, and decisions since 00:00 UTC. */
export async function reviewCounts(options: { db: Db; institutionId: string }) {
  const [row] = await options.db
    .select({
      waiting: sql<number>`count(*) filter (where ${documentReviews.status} = 'waiting')::int`,
      claimed: sql<number>`count(*) filter (where ${documentReviews.status} = 'claimed')::int`,
      oldestSeconds: sql<number | null>`floor(extract(epoch from now() - min(${documentReviews.enteredAt}) filter (where ${documentReviews.status} <> 'decided')))::int`,
      decidedToday: sql<number>`count(*) filter (where ${documentReviews.status} = 'decided' and ${documentReviews.decidedAt} >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int`,
    })
    .from(documentReviews)
    .where(eq(documentReviews.institutionId, options.institutionId));
  return {
    waiting: Number(row?.waiting ?? 0),
    claimed: Number(row?.claimed ?? 0),
    oldestSeconds: row?.oldestSeconds === null || row?.oldestSeconds === undefined ? null : Math.max(0, Number(row.oldestSeconds)),
    decidedToday: Number(row?.decidedToday ?? 0),
  };
}
