import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';

/**
 * An institution's webhook target (credit_report.completed, document_trust.reviewed): at most one
 * per institution, none until the operator sets one. Signed and delivered exactly like the embed
 * partners' webhooks (src/platform/webhooks).
 */
export const institutionWebhooks = pgTable('institution_webhooks', {
  institutionId: text('institution_id')
    .primaryKey()
    .references(() => institutions.id),
  url: text('url').notNull(),
  /** The whsec_ signing secret, sealed with a key derived from the master key: we must sign with it, so it cannot be hashed. */
  secretSealed: text('secret_sealed').notNull(),
  /** The secret the last rotation replaced, sealed; signed with as well until previous_secret_until. */
  previousSecretSealed: text('previous_secret_sealed'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
