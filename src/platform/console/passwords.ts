import { hash, verify, type Options } from '@node-rs/argon2';

/*
 * Console passwords: argon2id through @node-rs/argon2 (a prebuilt binary inside the npm package, no
 * install script), at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). The work runs on
 * libuv's thread pool, off the event loop. docs/decisions.md records the choice and its cost.
 */

// The package's Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id.
const argon2id = 2 as NonNullable<Options['algorithm']>;
const options: Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const passwordMinLength = 12;
export const passwordMaxLength = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of nothing anyone knows, checked when the email is unknown so both answers take as long. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
