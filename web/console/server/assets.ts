import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/* The console's one static file (web/console/browser/console.css), read once and served from memory. */

const file = fileURLToPath(new URL('../browser/console.css', import.meta.url));
let cached: { body: Buffer; etag: string } | null = null;

export function consoleCss(): { body: Buffer; etag: string } {
  if (!cached) {
    const body = readFileSync(file);
    cached = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` };
  }
  return cached;
}
