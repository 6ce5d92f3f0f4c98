import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { ledgerEntries } from './ledger-entries.js';

/** One completed document trust session (POST /api/v1/document/trust); written once, with its charge. */
export const documentTrustSessions = pgTable(
  'document_trust_sessions',
  {
    id: text('id').primaryKey(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id),
    decision: text('decision', { enum: ['PASS', 'REVIEW', 'FAIL'] }).notNull(),
    docTypeDetected: text('doc_type_detected').notNull(),
    /** The response `data` exactly as first returned; GET serves it unchanged. */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    /** The ledger charge of the POST that created the session. */
    transactionRef: text('transaction_ref')
      .notNull()
      .references(() => ledgerEntries.transactionRef),
    /** Blob keys of the stored evidence (images, OCR text, versions); emptied when purged. */
    evidenceKeys: jsonb('evidence_keys').$type<string[]>().notNull(),
    /** Evidence is kept until this instant and deleted after it, never before. */
    evidenceRetentionUntil: timestamp('evidence_retention_until', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the retention job deleted the evidence; the decision record itself stays. */
    evidencePurgedAt: timestamp('evidence_purged_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('document_trust_sessions_institution_idx').on(table.institutionId, table.createdAt),
    index('document_trust_sessions_retention_idx').on(table.evidenceRetentionUntil),
  ],
);
