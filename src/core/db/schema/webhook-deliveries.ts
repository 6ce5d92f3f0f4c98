import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One delivery of one webhook event to one URL. A redelivery is a new row with the same event id,
 * so receivers dedupe on webhook-id while each delivery keeps its own attempt log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    /** evt_...: sent as webhook-id, stable across retries and redeliveries. */
    eventId: text('event_id').notNull(),
    /** Who receives it (an embed partner id); the platform does not interpret it. */
    ownerId: text('owner_id').notNull(),
    /** What it is about (a session id), for filtering. */
    subjectId: text('subject_id'),
    event: text('event').notNull(),
    url: text('url').notNull(),
    /** The exact body bytes (UTF-8 JSON) of the latest attempt, signed anew on every attempt with a fresh timestamp. */
    body: text('body').notNull(),
    /**
     * Top-level body fields that hold a download link, and the blob each links to: every attempt puts
     * a fresh link there (links live an hour, retries run for days). Empty for bodies without links.
     */
    freshLinks: jsonb('fresh_links').$type<Record<string, string>>().notNull().default({}),
    /** The signing secret at enqueue time, sealed with the master key. */
    secretSealed: text('secret_sealed').notNull(),
    /** During a secret rotation overlap: the previous secret, sealed, signed with as well until previous_secret_until. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true, mode: 'date' }),
    /** pending -> delivered, or failed after the last attempt (or a 410). */
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('webhook_deliveries_owner_idx').on(table.ownerId, table.createdAt), index('webhook_deliveries_event_idx').on(table.eventId)],
);
