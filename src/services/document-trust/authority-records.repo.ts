import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import type { DocType } from './document-trust.schemas.js';

/* This service's sandbox registry table: document_authority_records. */

const { documentAuthorityRecords } = tables;

export type AuthorityRecordRow = typeof documentAuthorityRecords.$inferSelect;

export async function findAuthorityRecord(options: { db: Db; docType: DocType; documentNumber: string }): Promise<AuthorityRecordRow | null> {
  const [row] = await options.db
    .select()
    .from(documentAuthorityRecords)
    .where(and(eq(documentAuthorityRecords.docType, options.docType), eq(documentAuthorityRecords.documentNumber, options.documentNumber)));
  return row ?? null;
}

/** Same docType and number replaces the record. */
export async function upsertAuthorityRecord(options: { db: Db; record: Omit<AuthorityRecordRow, 'updatedAt'> }): Promise<AuthorityRecordRow> {
  const [row] = await options.db
    .insert(documentAuthorityRecords)
    .values(options.record)
    .onConflictDoUpdate({
      target: [documentAuthorityRecords.docType, documentAuthorityRecords.documentNumber],
      set: { fields: options.record.fields, simulateUnavailable: options.record.simulateUnavailable, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Inserts records that are not there yet, leaving edited ones alone. */
export async function insertMissingAuthorityRecords(options: { db: Db; records: Omit<AuthorityRecordRow, 'updatedAt'>[] }): Promise<void> {
  if (options.records.length === 0) return;
  await options.db.insert(documentAuthorityRecords).values(options.records).onConflictDoNothing();
}

export async function listAuthorityRecords(options: { db: Db }): Promise<AuthorityRecordRow[]> {
  return options.db.select().from(documentAuthorityRecords).orderBy(asc(documentAuthorityRecords.docType), asc(documentAuthorityRecords.documentNumber));
}

export async function deleteAuthorityRecord(options: { db: Db; docType: DocType; documentNumber: string }): Promise<boolean> {
  const deleted = await options.db
    .delete(documentAuthorityRecords)
    .where(and(eq(documentAuthorityRecords.docType, options.docType), eq(documentAuthorityRecords.documentNumber, options.documentNumber)))
    .returning({ documentNumber: documentAuthorityRecords.documentNumber });
  return deleted.length > 0;
}
