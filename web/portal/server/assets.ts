import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The portal's browser files (web/portal/browser: the entry script, one module per page, the shared
 * module and the stylesheet), served as they are from memory: browsers load them as native ES
 * modules, so there is no build step.
 */

const folder = fileURLToPath(new URL('../browser/', import.meta.url));
const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

export interface PortalAsset {
  body: Buffer;
  contentType: string;
  etag: string;
}

let assets: Map<string, PortalAsset> | null = null;

/** URL name (relative to web/portal/browser, forward slashes) -> file; only .js and .css are served. */
export function portalAssets(): Map<string, PortalAsset> {
  if (assets) return assets;
  assets = new Map();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const contentType = types[path.extname(entry.name)];
    if (!entry.isFile() || !contentType) continue;
    const file = path.join(entry.parentPath ?? (entry as { path?: string }).path ?? folder, entry.name);
    const body = readFileSync(file);
    const name = path.relative(folder, file).split(path.sep).join('/');
    assets.set(name, { body, contentType, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` });
  }
  return assets;
}
