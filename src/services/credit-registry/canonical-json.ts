import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal content always gives equal text. */
export function stringifyCanonically(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stringifyCanonically).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${stringifyCanonically(child)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 hex of the canonical JSON: the identity of a payload regardless of key order and whitespace. */
export function hashCanonically(value: unknown): string {
  return createHash('sha256').update(stringifyCanonically(value)).digest('hex');
}
