import { constantTimeEqual, deriveKey, hmacHex } from '../../core/crypto.js';

/**
 * Signed download links for blobs served by our own `/files/*` route (the local driver). One
 * purpose-bound key signs them, so a leaked link key opens nothing else.
 */
export function blobDownloadSigningKey(masterKey: Buffer): Buffer {
  return deriveKey(masterKey, 'blob-download-urls');
}

/** The newline cannot occur in a valid key, so no two (key, expires) pairs sign the same string. */
export function signBlobDownload(signingKey: Buffer, key: string, expires: number): string {
  return hmacHex('sha256', signingKey, `${key}\n${expires}`);
}

export function verifyBlobDownload(signingKey: Buffer, key: string, expires: number, signature: string): boolean {
  return constantTimeEqual(signBlobDownload(signingKey, key, expires), signature);
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Keys use only URL-safe characters (validated by the store), so they go into the path unencoded. */
export function buildBlobDownloadUrl(publicBaseUrl: string, signingKey: Buffer, key: string, expires: number): string {
  const signature = signBlobDownload(signingKey, key, expires);
  return `${publicBaseUrl.replace(/\/+$/, '')}/files/${key}?expires=${expires}&signature=${signature}`;
}
