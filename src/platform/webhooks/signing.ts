import { createHmac, randomBytes } from 'node:crypto';
import { hmacHex } from '../../core/crypto.js';

/** Standard Webhooks form: `whsec_` + base64 of 32 random bytes (the HMAC-SHA256 key). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** The spec's header: hex HMAC-SHA512 of the exact body bytes, keyed by the whole secret string. */
export function serviceSignature(secret: string, body: string): string {
  return hmacHex('sha512', Buffer.from(secret, 'utf8'), Buffer.from(body, 'utf8'));
}

/** Standard Webhooks `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed by the decoded secret. */
export function standardSignature(options: { secret: string; eventId: string; timestamp: number; body: string }): string {
  const key = Buffer.from(options.secret.replace(/^whsec_/, ''), 'base64');
  const digest = createHmac('sha256', key).update(`${options.eventId}.${options.timestamp}.${options.body}`, 'utf8').digest('base64');
  return `v1,${digest}`;
}

/**
 * Every signed header of one attempt; the timestamp is the attempt's, so a retry is not refused as a
 * replay. During a secret rotation overlap (`previousSecret` set) `webhook-signature` carries a `v1,`
 * signature under each secret, space-separated as Standard Webhooks allows, and the single-valued
 * `X-Service-Signature` stays on the previous secret until the overlap ends (docs/webhooks.md), so
 * a receiver that has not yet been updated keeps verifying.
 */
export function webhookHeaders(options: { secret: string; previousSecret?: string | null; eventId: string; event: string; body: string; now?: Date }): Record<string, string> {
  const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const secrets = options.previousSecret ? [options.secret, options.previousSecret] : [options.secret];
  return {
    'content-type': 'application/json',
    'user-agent': 'verity-webhooks/1',
    'x-service-event': options.event,
    'x-service-signature': serviceSignature(secrets.at(-1)!, options.body),
    'webhook-id': options.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => standardSignature({ secret, eventId: options.eventId, timestamp, body: options.body })).join(' '),
  };
}
