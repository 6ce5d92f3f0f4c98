import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { sandboxSeedRecords } from './authorities/index.js';
import { deleteAuthorityRecord, insertMissingAuthorityRecords, listAuthorityRecords, upsertAuthorityRecord, type AuthorityRecordRow } from './authority-records.repo.js';
import { normaliseVin } from './handlers/voters-card.js';
import type { AuthorityRecord, AuthorityRecordBody, DocType } from './document-trust.schemas.js';

/** Numbers are kept as the handlers normalise them: upper case, no spaces or dashes (VINs folded too). */
export function normaliseDocumentNumber(docType: DocType, documentNumber: string): string {
  return docType === 'voters_card' ? normaliseVin(documentNumber) : documentNumber.toUpperCase().replace(/[\s-]/g, '');
}

function toRecord(row: AuthorityRecordRow): AuthorityRecord {
  return { docType: row.docType, documentNumber: row.documentNumber, fields: row.fields, simulateUnavailable: row.simulateUnavailable, updatedAt: row.updatedAt.toISOString() };
}

/** Same docType and number replaces the record. */
export async function putSandboxAuthorityRecord(options: { db: Db; body: AuthorityRecordBody }): Promise<AuthorityRecord> {
  const { body } = options;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.fields)) if (typeof value === 'string') fields[key] = key === 'dateOfBirth' || key === 'expiryDate' ? value : value.trim().toUpperCase();
  const row = await upsertAuthorityRecord({
    db: options.db,
    record: { docType: body.docType, documentNumber: normaliseDocumentNumber(body.docType, body.documentNumber), fields, simulateUnavailable: body.simulateUnavailable ?? false },
  });
  return toRecord(row);
}

export async function listSandboxAuthorityRecords(options: { db: Db }): Promise<AuthorityRecord[]> {
  return (await listAuthorityRecords(options)).map(toRecord);
}

export async function deleteSandboxAuthorityRecord(options: { db: Db; docType: DocType; documentNumber: string }): Promise<void> {
  const deleted = await deleteAuthorityRecord({ db: options.db, docType: options.docType, documentNumber: normaliseDocumentNumber(options.docType, options.documentNumber) });
  if (!deleted) throw new AppError('not_found', `No sandbox ${options.docType} record with number ${options.documentNumber}`);
}

/** Puts the documented records in place where missing (records an operator edited stay as edited). */
export async function seedSandboxAuthorityRecords(options: { db: Db }): Promise<void> {
  await insertMissingAuthorityRecords({
    db: options.db,
    records: sandboxSeedRecords.map((seed) => ({ docType: seed.docType, documentNumber: normaliseDocumentNumber(seed.docType, seed.documentNumber), fields: seed.fields, simulateUnavailable: seed.outcome === 'unavailable' })),
  });
}
