import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { assertValidBlobKey, assertValidContentType, assertValidExpiry, isValidContentType, type BlobStore } from './blob-store.js';
import { buildBlobDownloadUrl, nowInSeconds } from './download-url.js';

export interface LocalBlobStoreOptions {
  /** `<dataDir>/blobs`. */
  rootDir: string;
  publicBaseUrl: string;
  signingKey: Buffer;
}

interface BlobMeta {
  contentType: string;
}

const fallbackContentType = 'application/octet-stream';

/**
 * Blobs on the local disk, for the embedded single-process setup.
 *
 * Layout: the bytes live at `<rootDir>/objects/<key>`, untouched, so an operator can open them
 * directly; the content type lives in a sidecar at `<rootDir>/meta/<key>.json`. A separate `meta/`
 * tree (rather than `<key>.meta.json` beside the bytes) means no valid key can ever collide with a
 * sidecar. The content type is stored, not derived from the extension, because the caller knows it
 * and an extension table would drift.
 *
 * Every write goes to a `.`-prefixed temp file in the target's own directory and is renamed into
 * place, so readers see the old file or the new one, never half of one; valid keys cannot start a
 * segment with `.`, so temp names never clash with a key. The sidecar is renamed in before the bytes
 * and deleted after them: a reader that finds the bytes always finds a sidecar. Directories emptied
 * by deletes are left in place; pruning them would race with a concurrent put into the same month.
 */
export class LocalBlobStore implements BlobStore {
  private readonly objectsDir: string;
  private readonly metaDir: string;

  constructor(private readonly options: LocalBlobStoreOptions) {
    this.objectsDir = path.resolve(options.rootDir, 'objects');
    this.metaDir = path.resolve(options.rootDir, 'meta');
  }

  async put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void> {
    assertValidBlobKey(key);
    assertValidContentType(options.contentType);
    const meta: BlobMeta = { contentType: options.contentType };
    await writeAtomically(this.metaPath(key), Buffer.from(JSON.stringify(meta), 'utf8'));
    await writeAtomically(this.objectPath(key), bytes);
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    assertValidBlobKey(key);
    let bytes: Buffer;
    try {
      bytes = await readFile(this.objectPath(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return { bytes, contentType: await this.readContentType(key) };
  }

  async delete(key: string): Promise<void> {
    assertValidBlobKey(key);
    // force: a missing file is already the state we want.
    await rm(this.objectPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async createDownloadUrl(key: string, options: { expiresInSeconds: number }): Promise<string> {
    assertValidBlobKey(key);
    assertValidExpiry(options.expiresInSeconds);
    const expires = nowInSeconds() + options.expiresInSeconds;
    return buildBlobDownloadUrl(this.options.publicBaseUrl, this.options.signingKey, key, expires);
  }

  private async readContentType(key: string): Promise<string> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.metaPath(key), 'utf8'));
      if (isBlobMeta(parsed) && isValidContentType(parsed.contentType)) return parsed.contentType;
    } catch (error) {
      // A sidecar lost to a crash or a hand edit should not make the bytes unreadable.
      if (!isMissing(error) && !(error instanceof SyntaxError)) throw error;
    }
    return fallbackContentType;
  }

  private objectPath(key: string): string {
    return inside(this.objectsDir, key);
  }

  private metaPath(key: string): string {
    return inside(this.metaDir, `${key}.json`);
  }
}

/** Key validation already rules out traversal; this second check keeps a future validator bug from reaching the disk. */
function inside(dir: string, relative: string): string {
  const resolved = path.resolve(dir, relative);
  if (!resolved.startsWith(dir + path.sep)) throw new Error('Blob path escapes the storage directory');
  return resolved;
}

async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  const dir = path.dirname(target);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(dir, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      // Flushed before the rename, so a crash cannot leave a renamed-in but empty file.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** ENOTDIR/EISDIR: a key that is a "directory" of another key (`a` vs `a/b`) holds no blob itself. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function isBlobMeta(value: unknown): value is BlobMeta {
  return typeof value === 'object' && value !== null && typeof (value as { contentType?: unknown }).contentType === 'string';
}
