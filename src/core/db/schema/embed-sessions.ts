import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { embedPartners } from './embed-partners.js';

/** One liveness or identity-comparison capture session (single-use). */
export const embedSessions = pgTable(
  'embed_sessions',
  {
    /** sessionId, UUID v7 text (the spec asks for UUID form). */
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => embedPartners.id),
    flow: text('flow', { enum: ['liveness', 'identity_comparison'] }).notNull(),
    /** sha256 of the session token: the token is a bearer credential and only its hash is kept. */
    tokenHash: text('token_hash').notNull().unique(),
    referenceId: text('reference_id'),
    /** Identity flow only: the ID types the user may pick. */
    allowedIdTypes: jsonb('allowed_id_types').$type<string[]>(),
    /**
     * pending -> processing (claimed by one submit while the provider is called) -> completed | failed,
     * or processing -> pending again after a rejected capture. `expired` is never stored: a pending or
     * processing session past expires_at reads as expired.
     */
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed'] }).notNull().default('pending'),
    /** Captures rejected before reaching a result (unreadable image, no face); capped per session. */
    rejectedCaptures: integer('rejected_captures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    /**
     * Fencing token of the current claim: only the holder may release or finish the session, so a
     * claim taken over after its holder died (stale claimed_at) cannot be finished twice.
     */
    claimId: text('claim_id'),
    success: boolean('success'),
    confidence: integer('confidence'),
    providerTransactionRef: text('provider_transaction_ref'),
    errorMessage: text('error_message'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** Blob store key of the selfie as JPEG. */
    captureImageKey: text('capture_image_key'),
    /** The same selfie as raw JPEG base64, returned by poll and webhook. */
    captureImageBase64: text('capture_image_base64'),
    /** The provider's JSON answer, whole. */
    providerResponse: jsonb('provider_response'),
    idType: text('id_type'),
    /** The ID number the user typed (identity flow); full only for the owning partner. */
    idNumber: text('id_number'),
    /**
     * Active liveness: the actions the person must perform, in order, drawn at creation
     * (src/services/embed/liveness/challenge.ts). Null: a passive session (one selfie).
     */
    challenge: jsonb('challenge').$type<{ actions: string[] }>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('embed_sessions_partner_idx').on(table.partnerId, table.createdAt)],
);
