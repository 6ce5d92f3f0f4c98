import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    /** The `transactionRef` returned in the envelope of the billed call. */
    transactionRef: text('transaction_ref').primaryKey(),
    /** Commit-order position: ids sort only to the millisecond, the ledger must sort exactly. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** charge: a billed call; credit: money added by an operator. */
    kind: text('kind', { enum: ['charge', 'credit'] }).notNull(),
    /** The billed service for charges; null for credits. */
    serviceCode: text('service_code'),
    /** Signed: negative for a debit, 0 for a call covered by a subscription, positive for a credit. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    balanceAfterKobo: bigint('balance_after_kobo', { mode: 'number' }).notNull(),
    /** The operator's reference on a credit; unique per institution so a retried credit is applied once. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_institution_idx').on(table.institutionId, table.sequence),
    uniqueIndex('ledger_entries_credit_reference_idx').on(table.institutionId, table.reference),
  ],
);
