import path from 'node:path';
import type { Config } from '../../core/config.js';
import type { BlobStore } from './blob-store.js';
import { blobDownloadSigningKey } from './download-url.js';
import { LocalBlobStore } from './local-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

export type { BlobStore } from './blob-store.js';
export { blobKeyFor, isValidBlobKey, InvalidBlobKeyError, maxDownloadUrlSeconds } from './blob-store.js';
export { blobDownloadSigningKey } from './download-url.js';
export { registerBlobRoutes } from './blob.routes.js';

/**
 * The configured store. The local driver writes under `<dataDir>/blobs` and links to our own
 * `/files/*` route (register it with `registerBlobRoutes` and `blobDownloadSigningKey(masterKey)`);
 * the S3 driver links straight to the bucket.
 */
export function createBlobStore(options: {
  config: Pick<Config, 'storage' | 'dataDir' | 'publicBaseUrl'>;
  masterKey: Buffer;
}): BlobStore {
  const { config, masterKey } = options;
  if (config.storage.driver === 's3') return new S3BlobStore(config.storage);
  return new LocalBlobStore({
    rootDir: path.join(config.dataDir, 'blobs'),
    publicBaseUrl: config.publicBaseUrl,
    signingKey: blobDownloadSigningKey(masterKey),
  });
}
