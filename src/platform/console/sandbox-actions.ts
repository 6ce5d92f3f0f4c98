import type { Db } from '../../core/db/index.js';
import { addSandboxIdentity, removeSandboxIdentity, type AddSandboxIdentityBody, type SandboxIdType } from '../sandbox-identities/index.js';
import { writeAudit, type Actor } from './audit.js';

/** The operator API's add of a sandbox identity, as the console takes it: audited in the same transaction (never the person's details). */
export async function addAuditedSandboxIdentity(options: { db: Db; actor: Actor; body: AddSandboxIdentityBody }) {
  return options.db.transaction(async (tx) => {
    const added = await addSandboxIdentity({ db: tx, body: options.body });
    await writeAudit({ db: tx, actor: options.actor, action: 'sandbox.identity_put', institutionId: null, targetType: 'sandbox_identity', targetId: `${added.idType}:${added.idNumber}` });
    return added;
  });
}

/** The operator API's delete of a sandbox identity, audited in the same transaction (an unknown one is 404 and writes nothing). */
export async function removeAuditedSandboxIdentity(options: { db: Db; actor: Actor; idType: SandboxIdType; idNumber: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    await removeSandboxIdentity({ db: tx, idType: options.idType, idNumber: options.idNumber });
    await writeAudit({ db: tx, actor: options.actor, action: 'sandbox.identity_delete', institutionId: null, targetType: 'sandbox_identity', targetId: `${options.idType}:${options.idNumber}` });
  });
}
