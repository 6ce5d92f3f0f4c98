import type { Flow } from './embed.repo.js';

/*
 * What a token-only poll may see of the provider's answer (docs/decisions.md, "Token-only polls carry
 * no registry data"). The token sits in the iframe URL, so whoever holds it could otherwise type any
 * NIN, BVN or phone number and read that person's registry record. An allow-list, not a block-list:
 * a provider field we do not know is dropped, never passed on.
 */

const envelopeStrings = ['status', 'message', 'code', 'apiVersion', 'transactionRef'] as const;
const redacted = '[redacted]';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Numbers, booleans and nulls at any depth; strings (names, numbers, images) are dropped. */
function scalarsOnly(value: unknown): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(scalarsOnly).filter((item) => item !== undefined);
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      const kept = scalarsOnly(member);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return undefined;
}

/** `*******8901`: enough to recognise, too little to reuse. */
export function maskIdNumber(idNumber: string): string {
  return idNumber.length <= 4 ? '*'.repeat(idNumber.length) : `${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-4)}`;
}

/** Every string and number in the registry part of the answer, plus the number the user typed. */
function personalValues(response: Record<string, unknown>, idNumber: string | null): string[] {
  const values = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value).trim();
      // Shorter fragments ("M", "1990") would redact innocent text; the full values are what identify.
      if (text.length >= 5) values.add(text);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) Object.values(value).forEach(collect);
  };
  const identity = isRecord(response.data) && isRecord(response.data.identity) ? response.data.identity : null;
  if (identity) {
    collect(identity.number);
    collect(identity.payload);
  }
  if (idNumber !== null) collect(idNumber);
  return [...values];
}

/** A provider message or error that quotes a registry value has that value replaced. */
function scrub(value: unknown, personal: string[]): unknown {
  if (typeof value === 'string') return personal.some((item) => value.includes(item)) ? redacted : value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, personal));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, scrub(member, personal)]));
  return value;
}

/**
 * The provider envelope reduced to what carries no personal data: the envelope's own fields, the
 * error's code and message, the comparison's figures, the liveness figures, the ID type and the ID
 * number masked. Registry payload (names, date of birth, phone, BVN, photo) never survives.
 */
export function redactProviderResponse(options: { flow: Flow; response: unknown; idNumber: string | null }): unknown {
  const { response } = options;
  if (!isRecord(response)) return null;
  const out: Record<string, unknown> = {};
  for (const key of envelopeStrings) {
    const value = response[key];
    if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') out[key] = value;
  }
  if ('error' in response) {
    const error = response.error;
    if (isRecord(error)) {
      out.error = Object.fromEntries(['code', 'message'].filter((key) => typeof error[key] === 'string').map((key) => [key, error[key]]));
    } else out.error = typeof error === 'string' ? error : null;
  }
  if ('data' in response) {
    const data = response.data;
    if (options.flow === 'liveness' || !isRecord(data)) out.data = data === null ? null : (scalarsOnly(data) ?? null);
    else {
      const identity = isRecord(data.identity) ? data.identity : null;
      out.data = {
        identity: identity && {
          type: typeof identity.type === 'string' ? identity.type : null,
          number: typeof identity.number === 'string' ? maskIdNumber(identity.number) : null,
        },
        comparison: scalarsOnly(data.comparison) ?? null,
      };
    }
  }
  return scrub(out, personalValues(response, options.idNumber));
}
