import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    /** Names a registered handler, e.g. `credit-registry.process-submission`. */
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending -> running -> done, or back to pending for a retry, or failed after the last attempt. */
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not claimed before this time; retries push it out with backoff. */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A running job whose lease has passed belongs to a dead worker and is claimed again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Optional caller key that makes enqueueing idempotent (one job per key and queue). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('jobs_claim_idx').on(table.status, table.runAt),
    uniqueIndex('jobs_dedupe_idx').on(table.queue, table.dedupeKey),
  ],
);
