/**
 * The storage port. Services keep personal data (captures, document images) here, so a key is
 * never trusted: every adapter validates it with `assertValidBlobKey` before touching the disk or
 * the bucket.
 */
export interface BlobStore {
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
  /** `null` when nothing is stored under the key. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Deleting a key that holds nothing is not an error, so purge jobs can be retried safely. */
  delete(key: string): Promise<void>;
  createDownloadUrl(key: string, options: { expiresInSeconds: number }): Promise<string>;
}

/** A bug in the caller, not a client mistake: keys are built by our code, never taken from a request. */
export class InvalidBlobKeyError extends Error {
  constructor(key: string, reason: string) {
    // The key itself stays out of the message: it may embed an id that is personal data.
    super(`Invalid blob key (${key.length} chars): ${reason}`);
    this.name = 'InvalidBlobKeyError';
  }
}

export const maxBlobKeyLength = 512;
/** Leaves room under the usual 255-byte file name limit for the local store's temp-file prefix and suffix. */
const maxSegmentLength = 200;
/**
 * A segment starts with a letter or digit, which by itself rules out `.`, `..`, hidden files and
 * option-looking names, and keeps the local store's `.`-prefixed temp files from colliding with keys.
 */
const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function keyProblem(key: string): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'must be a non-empty string';
  if (key.length > maxBlobKeyLength) return `must be at most ${maxBlobKeyLength} characters`;
  if (!/^[A-Za-z0-9._/-]+$/.test(key)) return 'may only contain A-Z a-z 0-9 . _ - /';
  if (key.startsWith('/')) return 'must be relative (no leading slash)';
  for (const segment of key.split('/')) {
    if (segment.length === 0) return 'must not contain empty segments (// or a trailing slash)';
    if (segment.length > maxSegmentLength) return `segments must be at most ${maxSegmentLength} characters`;
    if (!segmentPattern.test(segment)) return 'each segment must start with a letter or digit (no ., .. or hidden names)';
  }
  return null;
}

export function isValidBlobKey(key: string): boolean {
  return keyProblem(key) === null;
}

export function assertValidBlobKey(key: string): void {
  const problem = keyProblem(key);
  if (problem !== null) throw new InvalidBlobKeyError(typeof key === 'string' ? key : '', problem);
}

/**
 * `prefix/YYYY/MM/id.ext` (UTC). The year/month levels keep directories small in the local store and
 * let retention jobs and bucket lifecycle rules work on whole months.
 */
export function blobKeyFor(options: { prefix: string; id: string; extension: string; at?: Date }): string {
  const at = options.at ?? new Date();
  const year = String(at.getUTCFullYear()).padStart(4, '0');
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  const extension = options.extension.replace(/^\./, '');
  const key = `${options.prefix.replace(/\/+$/, '')}/${year}/${month}/${options.id}.${extension}`;
  assertValidBlobKey(key);
  return key;
}

/** Media types go straight into a response header later, so anything header-unsafe is refused at write time. */
const contentTypePattern = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(?:\s*;\s*[A-Za-z0-9!#$&^_.+-]+=(?:[A-Za-z0-9!#$&^_.+-]+|"[^"\\\r\n]*"))*$/;

export function isValidContentType(contentType: string): boolean {
  return typeof contentType === 'string' && contentType.length <= 255 && contentTypePattern.test(contentType);
}

export function assertValidContentType(contentType: string): void {
  if (!isValidContentType(contentType)) {
    throw new TypeError(`Invalid content type for a blob: ${JSON.stringify(String(contentType).slice(0, 64))}`);
  }
}

/** S3 caps presigned URLs at 7 days; the local store uses the same cap so the drivers behave alike. */
export const maxDownloadUrlSeconds = 7 * 24 * 60 * 60;

export function assertValidExpiry(expiresInSeconds: number): void {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > maxDownloadUrlSeconds) {
    throw new RangeError(`expiresInSeconds must be a whole number from 1 to ${maxDownloadUrlSeconds}, got ${expiresInSeconds}`);
  }
}
