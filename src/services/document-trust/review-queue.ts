import type { Db } from '../../core/db/index.js';
import { AppError, validationError } from '../../core/errors.js';
import { enqueueInstitutionEvent } from '../../platform/institution-webhooks/index.js';
import type { SessionData } from './document-trust.schemas.js';
import {
  reviewReasonCodes,
  type Decided,
  type DecideBody,
  type Review,
  type ReviewFigures,
  type ReviewItem,
  type ReviewList,
  type ReviewListQuery,
  type Reviewer,
} from './review.schemas.js';
import { claimWaitingReview, decideOpenReview, findReview, listReviews, releaseClaimedReview, reviewCounts, type ReviewRow } from './reviews.repo.js';
import { findSession } from './sessions.repo.js';

/*
 * The manual review queue of REVIEW sessions (docs/document-trust.md, "Manual review"). Each use
 * case is scoped to one institution: another institution's session is "not found", whatever it is.
 * The reviewer is whoever acts: an institution API key today, a console user later.
 */

export const reviewedEvent = 'document_trust.reviewed';

const notInQueue = () => new AppError('not_found', 'No session in your review queue has this id');

export function reviewOf(row: ReviewRow): Review {
  return {
    status: row.status,
    decision: row.decision,
    reasonCode: row.reasonCode,
    note: row.note,
    reviewerId: row.reviewerId,
    reviewerKind: row.reviewerKind,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function itemOf(row: ReviewRow): ReviewItem {
  return { sessionId: row.sessionId, docType: row.docType, machineDecision: 'REVIEW', enteredAt: row.enteredAt.toISOString(), claimedAt: row.claimedAt?.toISOString() ?? null, review: reviewOf(row) };
}

const sameReviewer = (row: ReviewRow, reviewer: Reviewer) => row.reviewerKind === reviewer.kind && row.reviewerId === reviewer.id;

/** The review of a session, or null when the session never went to review (or is another institution's). */
export async function findSessionReview(options: { db: Db; institutionId: string; sessionId: string }): Promise<Review | null> {
  const row = await findReview(options);
  return row ? reviewOf(row) : null;
}

/** Oldest first, filtered, a page at a time: pass `nextCursor` back as `cursor`. */
export async function listReviewQueue(options: { db: Db; institutionId: string; query: ReviewListQuery }): Promise<ReviewList> {
  const { query } = options;
  const from = query.from === undefined ? undefined : new Date(query.from);
  const to = query.to === undefined ? undefined : new Date(query.to);
  if (from && to && from >= to) throw validationError([{ path: 'to', message: 'must be later than from' }]);
  const limit = query.limit ?? 20;
  const rows = await listReviews({ db: options.db, institutionId: options.institutionId, status: query.status, docType: query.docType, from, to, after: query.cursor, limit });
  return { reviews: rows.map(itemOf), nextCursor: rows.length === limit ? rows.at(-1)!.sessionId : null };
}

/**
 * Takes a waiting review for `reviewer`, so no one else can decide it. Claiming one's own claim
 * again is a no-op; another reviewer's claim or a decided review is 409.
 */
export async function claimReview(options: { db: Db; institutionId: string; sessionId: string; reviewer: Reviewer }): Promise<ReviewItem> {
  const claimed = await claimWaitingReview(options);
  if (claimed) return itemOf(claimed);
  const row = await findReview(options);
  if (!row) throw notInQueue();
  if (row.status === 'claimed' && sameReviewer(row, options.reviewer)) return itemOf(row);
  if (row.status === 'claimed') throw new AppError('conflict', 'Another reviewer has claimed this review', { details: [{ path: 'sessionId', message: `claimed by ${row.reviewerKind} ${row.reviewerId}` }] });
  throw new AppError('conflict', 'This review is already decided', { details: [{ path: 'sessionId', message: 'is decided; a decision is final' }] });
}

/** Puts a claimed review back in the queue. `force` releases another reviewer's (abandoned) claim. */
export async function releaseReview(options: { db: Db; institutionId: string; sessionId: string; reviewer: Reviewer; force?: boolean }): Promise<ReviewItem> {
  const released = await releaseClaimedReview({ ...options, force: options.force ?? false });
  if (released) return itemOf(released);
  const row = await findReview(options);
  if (!row) throw notInQueue();
  if (row.status === 'waiting') return itemOf(row);
  if (row.status === 'claimed') throw new AppError('conflict', "This review is claimed by another reviewer: release it with force=true only if that claim is abandoned", { details: [{ path: 'force', message: 'is needed to release another reviewer\'s claim' }] });
  throw new AppError('conflict', 'This review is already decided', { details: [{ path: 'sessionId', message: 'is decided; a decision is final' }] });
}

function checkedDecision(body: DecideBody): { decision: DecideBody['decision']; reasonCode: string; note: string } {
  const allowed: readonly string[] = reviewReasonCodes[body.decision];
  const note = (body.note ?? '').trim();
  const problems = [];
  if (!allowed.includes(body.reasonCode)) problems.push({ path: 'reasonCode', message: `is not a reason to ${body.decision}: use one of ${allowed.join(', ')}` });
  if (body.reasonCode === 'OTHER' && note === '') problems.push({ path: 'note', message: 'is required with reasonCode OTHER: say why' });
  if (problems.length > 0) throw validationError(problems);
  return { decision: body.decision, reasonCode: body.reasonCode, note };
}

/**
 * Records the reviewer's Approve or Reject on a waiting review or one they hold, and in the same
 * transaction queues the `document_trust.reviewed` webhook. The machine decision stays as it was.
 * Sending the same decision again is answered with `replayed: true` and changes nothing; a
 * different decision on a decided review is 409.
 */
export async function decideReview(options: { db: Db; masterKey: Buffer; institutionId: string; sessionId: string; reviewer: Reviewer; body: DecideBody }): Promise<Decided> {
  const { db, institutionId, sessionId, reviewer } = options;
  const wanted = checkedDecision(options.body);
  const decided = await db.transaction(async (tx) => {
    const row = await decideOpenReview({ tx, institutionId, sessionId, reviewer, ...wanted, note: wanted.note === '' ? null : wanted.note });
    if (!row) return null;
    const session = await findSession({ db: tx, institutionId, sessionId });
    const result = session?.result as SessionData | undefined;
    await enqueueInstitutionEvent({
      tx,
      masterKey: options.masterKey,
      institutionId,
      event: reviewedEvent,
      subjectId: sessionId,
      body: {
        institutionId,
        sessionId,
        customerReference: result?.customerReference ?? '',
        docTypeDetected: row.docType,
        machineDecision: 'REVIEW',
        review: reviewOf(row),
      },
    });
    return row;
  });
  if (decided) return { ...itemOf(decided), replayed: false };
  const row = await findReview({ db, institutionId, sessionId });
  if (!row) throw notInQueue();
  if (row.status === 'claimed') throw new AppError('conflict', 'Another reviewer has claimed this review', { details: [{ path: 'sessionId', message: `claimed by ${row.reviewerKind} ${row.reviewerId}` }] });
  const same = sameReviewer(row, reviewer) && row.decision === wanted.decision && row.reasonCode === wanted.reasonCode && (row.note ?? '') === wanted.note;
  if (same) return { ...itemOf(row), replayed: true };
  throw new AppError('conflict', 'This review is already decided; a decision is final', {
    details: [{ path: 'decision', message: `already decided ${row.decision} (${row.reasonCode}) at ${row.decidedAt?.toISOString() ?? ''}` }],
  });
}

/** The queue at a glance: waiting, claimed, the oldest undecided review's age, decided since 00:00 UTC. */
export async function reviewQueueFigures(options: { db: Db; institutionId: string }): Promise<ReviewFigures> {
  const counts = await reviewCounts(options);
  return { waiting: counts.waiting, claimed: counts.claimed, oldestWaitingSeconds: counts.oldestSeconds, decidedToday: counts.decidedToday };
}
