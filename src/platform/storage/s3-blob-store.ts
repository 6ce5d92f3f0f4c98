import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../core/config.js';
import { assertValidBlobKey, assertValidContentType, assertValidExpiry, type BlobStore } from './blob-store.js';

export type S3StorageConfig = Extract<Config['storage'], { driver: 's3' }>;

/**
 * Blobs in an S3-compatible bucket. Download URLs are the bucket's own presigned GETs, so file
 * traffic never passes through the API processes.
 */
export class S3BlobStore implements BlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig, client?: S3Client) {
    this.bucket = config.bucket;
    this.client = client ?? new S3Client(s3ClientConfig(config));
  }

  async put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void> {
    assertValidBlobKey(key);
    assertValidContentType(options.contentType);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: options.contentType, ContentLength: bytes.byteLength }),
    );
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    assertValidBlobKey(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (response.Body === undefined) return null;
      const array = await response.Body.transformToByteArray();
      return {
        bytes: Buffer.from(array.buffer, array.byteOffset, array.byteLength),
        contentType: response.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidBlobKey(key);
    // S3 answers 204 for a missing key too, which is the idempotence the interface promises.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async createDownloadUrl(key: string, options: { expiresInSeconds: number }): Promise<string> {
    assertValidBlobKey(key);
    assertValidExpiry(options.expiresInSeconds);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: options.expiresInSeconds });
  }

  /** Closes pooled sockets; for graceful shutdown and tests. */
  destroy(): void {
    this.client.destroy();
  }
}

export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint !== null ? { endpoint: config.endpoint } : {}),
    // Without both, fall back to the SDK's default chain (env, shared config, instance role).
    ...(config.accessKeyId !== null && config.secretAccessKey !== null
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Recent SDKs add CRC checksums to every request by default, which several S3-compatible
    // servers reject; sending them only where S3 requires them keeps those servers working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** A missing bucket is also a 404 but is a setup fault, so it must surface instead of reading as "no blob". */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
  return error.name !== 'NoSuchBucket' && error.$metadata.httpStatusCode === 404;
}
