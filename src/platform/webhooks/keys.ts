import { deriveKey } from '../../core/crypto.js';

/** The key that seals a delivery's copy of the signing secret, derived from the master key. */
export function webhookSealKey(masterKey: Buffer): Buffer {
  return deriveKey(masterKey, 'webhook-delivery-secrets');
}
