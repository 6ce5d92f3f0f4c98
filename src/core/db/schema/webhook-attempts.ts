import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { webhookDeliveries } from './webhook-deliveries.js';

/** One HTTP attempt of a webhook delivery: the log partners read to debug their receiver. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attemptNumber: integer('attempt_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    latencyMs: integer('latency_ms').notNull(),
    /** HTTP status, null when no response arrived (network, TLS, timeout, blocked address). */
    statusCode: integer('status_code'),
    error: text('error'),
    /** First bytes (up to 1 KiB) of the response body. */
    responseSnippet: text('response_snippet'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.startedAt)],
);
