import { blobKeyFor, type BlobStore } from '../../platform/storage/index.js';
import type { ImageFormat } from './pipeline/image-step.js';

const extension: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const contentType: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface EvidenceUpload {
  bytes: Buffer;
  format: ImageFormat;
}

/**
 * Stores a session's evidence: the images exactly as uploaded (so documentImageHash can be checked
 * against them) and one JSON record of the OCR text, step outputs and versions. Returns the keys,
 * the front image's first.
 */
export async function storeEvidence(options: { blobStore: BlobStore; sessionId: string; at: Date; front: EvidenceUpload; back: EvidenceUpload | null; record: unknown }): Promise<string[]> {
  const { blobStore, sessionId, at } = options;
  const key = (suffix: string, ext: string) => blobKeyFor({ prefix: 'document-trust', id: `${sessionId}-${suffix}`, extension: ext, at });
  const frontKey = key('front', extension[options.front.format]);
  const keys = [frontKey];
  await blobStore.put(frontKey, options.front.bytes, { contentType: contentType[options.front.format] });
  if (options.back) {
    const backKey = key('back', extension[options.back.format]);
    await blobStore.put(backKey, options.back.bytes, { contentType: contentType[options.back.format] });
    keys.push(backKey);
  }
  const recordKey = key('evidence', 'json');
  await blobStore.put(recordKey, Buffer.from(JSON.stringify(options.record)), { contentType: 'application/json' });
  keys.push(recordKey);
  return keys;
}

export async function deleteEvidence(options: { blobStore: BlobStore; keys: string[] }): Promise<void> {
  for (const key of options.keys) await options.blobStore.delete(key);
}

/** Processing time plus the retention period, in calendar years (UTC). */
export function retentionUntil(processedAt: Date, years: number): Date {
  const until = new Date(processedAt);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}
