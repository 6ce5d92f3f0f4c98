import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed portal sign-ins per client address in a fixed window. Kept in the database because several
 * api processes share nothing in memory.
 */
export const portalSignInAttempts = pgTable('portal_sign_in_attempts', {
  /** The client address (request.ip; behind a proxy only with trustProxy). */
  clientKey: text('client_key').primaryKey(),
  /** Start of the current counting window; a request after window end starts a new one. */
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Attempts counted in the window (a successful sign-in gives its reservation back). */
  attempts: integer('attempts').notNull().default(0),
});
