import { randomFillSync } from 'node:crypto';

/** Every id kind and its prefix, in one place so a glance at an id tells what it names. */
export const idPrefixes = {
  institution: 'inst',
  apiKey: 'key',
  transaction: 'txn',
  request: 'req',
  job: 'job',
  submission: 'sub',
  upload: 'upl',
  loan: 'loan',
  partner: 'prt',
  document: 'doc',
  event: 'evt',
  delivery: 'dlv',
  blob: 'blob',
  audit: 'aud',
  webhookAttempt: 'att',
  partnerKey: 'pky',
  consoleUser: 'usr',
  consoleLink: 'lnk',
} as const;

export type IdKind = keyof typeof idPrefixes;

const crockford = Buffer.from('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 'latin1');

/** Writes `bytes` in Crockford base32 into `out` from `offset`; returns the offset after the last character. */
function encodeBase32(bytes: Uint8Array, out: Buffer, offset: number): number {
  let bits = 0;
  let value = 0;
  let position = offset;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out[position++] = crockford[(value >>> (bits - 5)) & 31]!;
      bits -= 5;
    }
  }
  if (bits > 0) out[position++] = crockford[(value << (5 - bits)) & 31]!;
  return position;
}

/**
 * Random bytes drawn from the CSPRNG a few kilobytes at a time (as crypto.randomUUID does): every
 * request gets an id, and a call into the CSPRNG per id cost more than the rest of making it.
 */
const randomPool = Buffer.alloc(4096);
let randomPoolOffset = randomPool.length;

/** 48-bit big-endian millisecond timestamp followed by random bytes, so ids sort by creation time. */
function timeOrderedBytes(randomLength: number): Buffer {
  const bytes = Buffer.alloc(6 + randomLength);
  bytes.writeUIntBE(Date.now(), 0, 6);
  if (randomPoolOffset + randomLength > randomPool.length) {
    randomFillSync(randomPool);
    randomPoolOffset = 0;
  }
  // Copied out and never handed out twice: each byte of the pool is used once.
  randomPool.copy(bytes, 6, randomPoolOffset, randomPoolOffset + randomLength);
  randomPoolOffset += randomLength;
  return bytes;
}

/** `inst_01JC...`: prefix, then 128 bits (48 time + 80 random) in Crockford base32. */
export function newId(kind: IdKind): string {
  // Written into one buffer and decoded once, so the id is one flat string (~60 B). Appended a
  // character at a time it was a chain of ~25 cons strings (~400 B) for as long as the id lived: a
  // 50,000-row bulk upload holds 100,000 ids until it answers.
  const prefix = idPrefixes[kind];
  const out = Buffer.allocUnsafe(prefix.length + 1 + 26);
  out.write(`${prefix}_`, 0, 'latin1');
  const end = encodeBase32(timeOrderedBytes(10), out, prefix.length + 1);
  return out.toString('latin1', 0, end);
}

/** RFC 9562 UUID version 7, for ids the spec requires in UUID form. */
export function newUuidV7(): string {
  const bytes = timeOrderedBytes(10);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function isId(kind: IdKind, value: string): boolean {
  return new RegExp(`^${idPrefixes[kind]}_[0-9A-HJKMNP-TV-Z]{26}$`).test(value);
}
