import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { documentTrustSessions } from './document-trust-sessions.js';
import { institutions } from './institutions.js';

/**
 * The manual review of one document trust session whose machine decision was REVIEW: written in the
 * transaction that records the session, so every REVIEW session is in its institution's queue.
 * The session's own `decision` and `result` are never changed; the reviewer's decision lives here.
 */
export const documentReviews = pgTable(
  'document_reviews',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => documentTrustSessions.id),
    /** Copied from the session: the queue is read per institution without a join. */
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** The session's docTypeDetected, for the queue's docType filter. */
    docType: text('doc_type').notNull(),
    /** waiting -> claimed -> decided; a release goes claimed -> waiting; decided is final. */
    status: text('status', { enum: ['waiting', 'claimed', 'decided'] }).notNull().default('waiting'),
    /** When the session entered the queue (its creation): the queue is oldest first by this. */
    enteredAt: timestamp('entered_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * Who holds the claim (or decided): a kind and an id, so an API key (`api_key`, key_...) today
     * and a console user (`user`, ...) later fit the same columns.
     */
    reviewerKind: text('reviewer_kind', { enum: ['api_key', 'user'] }),
    reviewerId: text('reviewer_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    decision: text('decision', { enum: ['Approve', 'Reject'] }),
    /** One of the closed list in src/services/document-trust/review.schemas.ts (docs/document-trust.md). */
    reasonCode: text('reason_code'),
    /** The reviewer's free-text note (text rule, free text; at most 1000 characters); empty when none. */
    note: text('note'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('document_reviews_queue_idx').on(table.institutionId, table.status, table.sessionId),
    index('document_reviews_decided_idx').on(table.institutionId, table.decidedAt),
  ],
);
