import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';

/** One row per reported loan: the current state; every report of it is a credit_submissions row (its history). */
export const creditLoans = pgTable(
  'credit_loans',
  {
    id: text('id').primaryKey(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** The institution's loan identifier; unique per institution, so a new report for it is an update. */
    accountNumber: text('account_number').notNull(),
    /** Borrower type of the latest report (a correction may move a loan from one type to the other). */
    kind: text('kind', { enum: ['individual', 'business'] }).notNull(),
    /**
     * The submission that last reported this loan. No foreign key: the loan row is written first in
     * the same transaction as the submission that references it.
     */
    latestSubmissionId: text('latest_submission_id').notNull(),
    /** Accepted reports of this loan so far (replays of the same payload are not counted). */
    reportCount: integer('report_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('credit_loans_account_idx').on(table.institutionId, table.accountNumber)],
);
