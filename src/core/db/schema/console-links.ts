import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { consoleUsers } from './console-users.js';

/**
 * One-time links that let a person choose a password and sign in: the first operator's (from the
 * CLI), an invitation, or an operator-issued password reset.
 */
export const consoleLinks = pgTable(
  'console_links',
  {
    id: text('id').primaryKey(),
    /** sha256 of the token in the link; the token itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => consoleUsers.id),
    /** sign_in (first operator, CLI) | invitation | password_reset: only changes the page's wording. */
    purpose: text('purpose', { enum: ['sign_in', 'invitation', 'password_reset'] }).notNull(),
    /** The console user who issued it; null when the operator token (CLI or admin API) did. */
    createdBy: text('created_by').references(() => consoleUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when used; a used link opens nothing. Issuing a new link for a person voids the older ones. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('console_links_user_idx').on(table.userId)],
);
