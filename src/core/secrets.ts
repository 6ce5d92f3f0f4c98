import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.js';
import { randomToken } from './crypto.js';

/**
 * Reads a secret kept in DATA_DIR, creating it (mode 0600) when absent. `created` tells the caller
 * it is new, so the admin token can be printed exactly once.
 */
async function readOrCreateSecretFile(file: string, generate: () => string): Promise<{ value: string; created: boolean }> {
  try {
    return { value: (await readFile(file, 'utf8')).trim(), created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = generate();
  try {
    await writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and won the race: use its secret.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { value: (await readFile(file, 'utf8')).trim(), created: false };
    throw error;
  }
  await chmod(file, 0o600);
  return { value, created: true };
}

export interface BootSecrets {
  adminToken: string;
  /** Set only on the start that generated the token, so it is printed once. */
  generatedAdminToken: boolean;
  masterKey: Buffer;
}

export async function resolveBootSecrets(config: Config): Promise<BootSecrets> {
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const admin = config.adminToken
    ? { value: config.adminToken, created: false }
    : await readOrCreateSecretFile(path.join(config.dataDir, 'admin-token'), () => `vat_${randomToken(32)}`);
  const master = config.masterKey
    ? { value: config.masterKey.toString('base64'), created: false }
    : await readOrCreateSecretFile(path.join(config.dataDir, 'master-key'), () => randomBytes(32).toString('base64'));
  return { adminToken: admin.value, generatedAdminToken: admin.created, masterKey: Buffer.from(master.value, 'base64') };
}
