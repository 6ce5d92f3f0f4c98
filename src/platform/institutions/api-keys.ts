import { randomToken } from '../../core/crypto.js';

/** Recognisable in logs, configs and secret scanners; 256 random bits after it. */
export const apiKeyPrefix = 'vsk_';

export function generateApiKey(): string {
  return `${apiKeyPrefix}${randomToken(32)}`;
}

/** Enough to tell keys apart in a list, far too little to guess the rest. */
export function previewApiKey(apiKey: string): string {
  return `${apiKey.slice(0, apiKeyPrefix.length + 6)}…`;
}
