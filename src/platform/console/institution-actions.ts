import type { Db } from '../../core/db/index.js';
import { createInstitution, getInstitution, issueApiKey, revokeApiKey, setInstitutionStatus } from '../institutions/index.js';
import { writeAudit, type Actor } from './audit.js';

/*
 * The operator's institution actions as the console takes them: the institutions module's own use
 * cases, each with its audit row in the same transaction.
 */

export async function createAuditedInstitution(options: { db: Db; actor: Actor; name: string }): Promise<{ institutionId: string; apiKey: string; keyId: string }> {
  return options.db.transaction(async (tx) => {
    const created = await createInstitution({ db: tx, name: options.name, services: [] });
    await writeAudit({
      db: tx,
      actor: options.actor,
      action: 'institution.create',
      institutionId: created.institutionId,
      targetType: 'institution',
      targetId: created.institutionId,
      after: { name: options.name, status: 'active', firstKeyId: created.keyId },
    });
    return created;
  });
}

export async function changeInstitutionStatus(options: { db: Db; actor: Actor; institutionId: string; status: 'active' | 'suspended' }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const { before } = await setInstitutionStatus({ db: tx, institutionId: options.institutionId, status: options.status });
    await writeAudit({
      db: tx,
      actor: options.actor,
      action: options.status === 'suspended' ? 'institution.suspend' : 'institution.reactivate',
      institutionId: options.institutionId,
      targetType: 'institution',
      targetId: options.institutionId,
      before: { status: before },
      after: { status: options.status },
    });
  });
}

export async function issueAuditedApiKey(options: { db: Db; actor: Actor; institutionId: string }): Promise<{ apiKey: string; keyId: string }> {
  return options.db.transaction(async (tx) => {
    const issued = await issueApiKey({ db: tx, institutionId: options.institutionId });
    await writeAudit({ db: tx, actor: options.actor, action: 'api_key.issue', institutionId: options.institutionId, targetType: 'api_key', targetId: issued.keyId, after: { revokedAt: null } });
    return issued;
  });
}

export async function revokeAuditedApiKey(options: { db: Db; actor: Actor; institutionId: string; keyId: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const institution = await getInstitution({ db: tx, institutionId: options.institutionId });
    const before = institution.apiKeys.find((key) => key.keyId === options.keyId);
    await revokeApiKey({ db: tx, institutionId: options.institutionId, keyId: options.keyId });
    await writeAudit({
      db: tx,
      actor: options.actor,
      action: 'api_key.revoke',
      institutionId: options.institutionId,
      targetType: 'api_key',
      targetId: options.keyId,
      before: { revokedAt: before?.revokedAt ?? null },
      after: { revoked: true },
    });
  });
}
