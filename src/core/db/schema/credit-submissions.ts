import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { creditLoans } from './credit-loans.js';
import { institutions } from './institutions.js';
import { ledgerEntries } from './ledger-entries.js';

/**
 * One accepted credit report (POST /report/individual or /report/business) and its processing state.
 * Migration 0007 sets toast_tuple_target = 8160 (rows up to a page stay inline and uncompressed) and
 * a statistics target on every column, so ANALYZE's sample of these wide rows stays small: a new
 * column needs `ALTER COLUMN ... SET STATISTICS 10` (or 0 for a JSON document) in its migration.
 */
export const creditSubmissions = pgTable(
  'credit_submissions',
  {
    id: text('id').primaryKey(),
    /** The upload batch: its own id for a single report; shared by the rows of one bulk upload. */
    uploadId: text('upload_id').notNull(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id),
    loanId: text('loan_id')
      .notNull()
      .references(() => creditLoans.id),
    kind: text('kind', { enum: ['individual', 'business'] }).notNull(),
    accountNumber: text('account_number').notNull(),
    /** sha256 hex of the canonical JSON (keys sorted) of the body as sent. */
    payloadHash: text('payload_hash').notNull(),
    /**
     * `kind:payloadHash` while this submission answers repeats of its payload. Cleared when the same
     * payload arrives after the 24 h window, so that repeat becomes a new submission.
     */
    dedupeKey: text('dedupe_key'),
    /** The Idempotency-Key header it was sent with; cleared the same way after 24 h. */
    idempotencyKey: text('idempotency_key'),
    /** The body exactly as received. */
    originalPayload: jsonb('original_payload').notNull(),
    /** The validator's normalised record: mappedValues, delinquencyBand, E.164 phones, defaults. */
    normalisedRecord: jsonb('normalised_record').$type<Record<string, unknown>>().notNull(),
    /** The catalog version the payload was validated against. */
    catalogVersion: text('catalog_version').notNull(),
    /** Queued -> Success | Failed, never back (updates are guarded on Queued). */
    processingStatus: text('processing_status', { enum: ['Queued', 'Success', 'Failed'] }).notNull(),
    /** Append-only, timestamped, human-readable progress lines shown by the status poll. */
    uploadStatusList: jsonb('upload_status_list').$type<string[]>().notNull(),
    /** The ledger charge for the report; repeats answered from this submission return it again. */
    transactionRef: text('transaction_ref')
      .notNull()
      .references(() => ledgerEntries.transactionRef),
    /** The bureau's reference once processed; empty until then. */
    providerTransactionId: text('provider_transaction_id').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /**
     * The Failed submission this one corrects (the console's "Resend a corrected report"); null for
     * every other report. Unique: a failed submission is corrected once, so two people resending it
     * at once cannot both be billed.
     */
    correctsSubmissionId: text('corrects_submission_id').references((): AnyPgColumn => creditSubmissions.id),
  },
  (table) => [
    // Partial: only live keys are indexed. Besides skipping an index entry for every report sent
    // without an Idempotency-Key, it leaves each key's probe exactly one usable index. With two
    // full indexes led by institution_id, a plan made while the table was small could probe the
    // dedupe key through the idempotency index: every submission of the institution read per report.
    uniqueIndex('credit_submissions_dedupe_idx').on(table.institutionId, table.dedupeKey).where(sql`${table.dedupeKey} is not null`),
    uniqueIndex('credit_submissions_idempotency_idx').on(table.institutionId, table.idempotencyKey).where(sql`${table.idempotencyKey} is not null`),
    index('credit_submissions_loan_idx').on(table.loanId, table.createdAt),
    uniqueIndex('credit_submissions_corrects_idx').on(table.correctsSubmissionId).where(sql`${table.correctsSubmissionId} is not null`),
  ],
);
