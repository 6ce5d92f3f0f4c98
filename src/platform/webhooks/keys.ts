import type { Config } from '../../core/config.js';
import { deriveKey } from '../../core/crypto.js';
import type { Db } from '../../core/db/index.js';
import { resolveBootSecrets } from '../../core/secrets.js';

/*
 * The delivery job must unseal the signing secret, but the job runner hands handlers only the
 * database and the config. buildApp binds the app's master key to its database handle; a
 * worker-only process (no app) reads the master key the same way boot does (MASTER_KEY or
 * DATA_DIR/master-key). Adding the master key to the job context would remove this indirection.
 */
const bound = new WeakMap<object, Buffer>();

export function bindWebhookMasterKey(db: Db, masterKey: Buffer): void {
  bound.set(db, masterKey);
}

export async function webhookSealKey(db: Db, config: Config): Promise<Buffer> {
  const masterKey = bound.get(db) ?? (await resolveBootSecrets(config)).masterKey;
  return deriveKey(masterKey, 'webhook-delivery-secrets');
}

export function webhookSealKeyFrom(masterKey: Buffer): Buffer {
  return deriveKey(masterKey, 'webhook-delivery-secrets');
}
