import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const institutions = pgTable('institutions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** active | suspended; a suspended institution's keys authenticate nothing. */
  status: text('status', { enum: ['active', 'suspended'] }).notNull().default('active'),
  /** Wallet balance in kobo. Only ever changed together with a ledger row in the same transaction. */
  balanceKobo: bigint('balance_kobo', { mode: 'number' }).notNull().default(0),
  /** While in the future, billed calls are recorded in the ledger at 0 kobo instead of debited. */
  subscriptionActiveUntil: timestamp('subscription_active_until', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
