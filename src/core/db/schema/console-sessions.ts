import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { consoleUsers } from './console-users.js';

/** A signed-in console browser. Like the partner portal's sessions: server-side, the cookie is only a handle. */
export const consoleSessions = pgTable(
  'console_sessions',
  {
    /** sha256 of the cookie value: a stolen table row cannot be replayed as a cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => consoleUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Absolute end (CONSOLE_SESSION_TTL after sign-in); sign-out, sign-out everywhere and a password change delete rows earlier. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('console_sessions_user_idx').on(table.userId), index('console_sessions_expires_idx').on(table.expiresAt)],
);
