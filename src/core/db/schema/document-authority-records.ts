import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox authority registry: what the built-in passport, FRSC, INEC and NIMC sandboxes hold.
 * Edited through /admin/v1/sandbox/authority-records; seeded with the documented test records.
 */
export const documentAuthorityRecords = pgTable(
  'document_authority_records',
  {
    docType: text('doc_type', { enum: ['passport', 'drivers_license', 'voters_card', 'nin_slip'] }).notNull(),
    /** Upper case, without spaces or dashes, as the handlers normalise it. */
    documentNumber: text('document_number').notNull(),
    /** surname, givenNames, dateOfBirth (YYYY-MM-DD), sex?, expiryDate? and any other held values. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    /** The sandbox answers lookups of this number as "authority unavailable" (to exercise REVIEW). */
    simulateUnavailable: boolean('simulate_unavailable').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.docType, table.documentNumber] })],
);
