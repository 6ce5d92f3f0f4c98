import type { Db } from '../../core/db/index.js';
import { writeAudit, type Actor } from '../../platform/console/index.js';
import type { AuthorityRecord, AuthorityRecordBody, DocType } from './document-trust.schemas.js';
import { deleteSandboxAuthorityRecord, normaliseDocumentNumber, putSandboxAuthorityRecord } from './manage-authority-records.js';

/** The operator API's put of a sandbox authority record, as the console takes it: audited in the same transaction. */
export async function putAuditedAuthorityRecord(options: { db: Db; actor: Actor; body: AuthorityRecordBody }): Promise<AuthorityRecord> {
  return options.db.transaction(async (tx) => {
    const record = await putSandboxAuthorityRecord({ db: tx, body: options.body });
    await writeAudit({
      db: tx,
      actor: options.actor,
      action: 'sandbox.authority_record_put',
      institutionId: null,
      targetType: 'authority_record',
      targetId: `${record.docType}:${record.documentNumber}`,
      after: { simulateUnavailable: record.simulateUnavailable },
    });
    return record;
  });
}

/** The operator API's delete of a sandbox authority record, audited in the same transaction (an unknown one is 404 and writes nothing). */
export async function deleteAuditedAuthorityRecord(options: { db: Db; actor: Actor; docType: DocType; documentNumber: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    await deleteSandboxAuthorityRecord({ db: tx, docType: options.docType, documentNumber: options.documentNumber });
    const targetId = `${options.docType}:${normaliseDocumentNumber(options.docType, options.documentNumber)}`;
    await writeAudit({ db: tx, actor: options.actor, action: 'sandbox.authority_record_delete', institutionId: null, targetType: 'authority_record', targetId });
  });
}
