import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { embedPartners } from './embed-partners.js';

/** A signed-in partner portal browser: the partner API key was exchanged for this server-side session. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    /** sha256 of the cookie value: a stolen table row cannot be replayed as a cookie. */
    idHash: text('id_hash').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => embedPartners.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Absolute end of the session (PORTAL_SESSION_TTL after sign-in); sign-out deletes the row earlier. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('portal_sessions_expires_idx').on(table.expiresAt)],
);
