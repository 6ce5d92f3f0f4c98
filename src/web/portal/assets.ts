import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/* The portal's static files (web/portal), read once and served from memory. */

export const portalAssetNames = ['portal.js', 'portal.css'] as const;
type AssetName = (typeof portalAssetNames)[number];
const folder = fileURLToPath(new URL('../../../web/portal/', import.meta.url));
const types: Record<AssetName, string> = { 'portal.js': 'text/javascript; charset=utf-8', 'portal.css': 'text/css; charset=utf-8' };
const cache = new Map<AssetName, { body: Buffer; contentType: string; etag: string }>();

export function portalAsset(name: AssetName): { body: Buffer; contentType: string; etag: string } {
  let asset = cache.get(name);
  if (!asset) {
    const body = readFileSync(`${folder}${name}`);
    asset = { body, contentType: types[name], etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"` };
    cache.set(name, asset);
  }
  return asset;
}
