import { idPrefixes, type IdKind } from './ids.js';

/*
 * The longest value of each kind of text the API receives or answers with, in characters (after
 * NFC). Request schemas use them as maxLength (validated), response schemas as maxLength (stated in
 * /openapi.json; what we write is held to it where it is made, see clampText). One table, so a name
 * is as long going out as coming in. The reasons are in docs/platform.md (Text rule, lengths).
 * Credit-report fields have their own table (services/credit-registry/field-limits.ts), built on
 * the shared kinds here where they are the same data.
 */
/**
 * A table of the longest value of each named field, in characters, and a lookup by any name: a name
 * that is not in the table (a field a caller made up, `constructor`) has no limit here. The
 * platform's kinds below and the credit registry's fields are each one such table.
 */
export function lengthLimits<const T extends Record<string, number>>(table: T): { readonly max: Readonly<T>; of(name: string): number | undefined } {
  const max = Object.freeze({ ...table });
  return { max, of: (name) => (Object.hasOwn(max, name) ? (max as Record<string, number>)[name] : undefined) };
}

export const textMaxLength = lengthLimits({
  /** A person's given name or surname: bureau templates give 50-100; room for compound names. */
  personName: 100,
  /** Institution, partner or business names: legal names with trading suffixes. */
  organisationName: 200,
  /** A caller's own reference for a call (partner referenceId, customerReference). */
  callerReference: 128,
  /** An operator's payment reference for a wallet credit. */
  paymentReference: 200,
  /** ISO 8601 date and time: we write 24 (toISOString); callers may add an offset and more digits. */
  dateTime: 40,
  /** ISO date YYYY-MM-DD, or DD-MM-YYYY on a read document. */
  date: 10,
  /** Webhook and capture URLs: the common limit of browsers and proxies. */
  url: 2048,
  /** An https origin: a DNS name is at most 253 characters. */
  origin: 255,
  /** A provider secret key: keys seen are < 100 characters; room for JWT-style keys. */
  providerSecretKey: 512,
  /** Secrets and keys we issue (API keys, session tokens, webhook secrets, 43-60 characters), and their previews. */
  issuedSecret: 200,
  /** UUIDs (embed session ids). */
  uuid: 36,
  /** An id, token or reference a provider or bureau gives us (transactionRef, providerTransactionId). */
  providerReference: 128,
  /** A provider's or bureau's own message, kept inside ours (errorMessage, progress lines). */
  providerMessage: 500,
  /** Messages we write: the envelope's message, check messages, error details. */
  message: 1000,
  /** The path of an error detail; a caller's unknown field name can be any length, so it is cut here. */
  errorPath: 300,
  /** Short codes and names we write: statuses, kinds, event names, check codes, id types, sources. */
  code: 64,
  /** A registry number (NIN, BVN, phone, passport or licence number), masked or not. */
  registryNumber: 32,
  /** One field read from a document by OCR: no line of an ID document is longer. */
  documentField: 200,
  /** A blob storage key (a download link names it). */
  blobKey: 512,
  /** The first KiB of a webhook receiver's answer, as UTF-8 text: at most 1,024 characters. */
  responseSnippet: 1024,
}).max;

export type TextKind = keyof typeof textMaxLength;

/** The length of an id we issue: prefix, underscore and 26 Crockford base32 characters (ids.ts). */
export function idMaxLength(kind: IdKind): number {
  return idPrefixes[kind].length + 1 + 26;
}

/**
 * The longest of several id kinds: a field that holds one of them (transactionRef is a ledger
 * reference or a request id).
 */
export function idsMaxLength(...kinds: IdKind[]): number {
  return Math.max(...kinds.map(idMaxLength));
}

/**
 * Text from outside (a provider's message, a caller's field name) cut to its kind's length where we
 * write it into an answer, with an ellipsis when cut, so an answer never exceeds what /openapi.json states.
 */
export function clampText(text: string, kind: TextKind | number): string {
  const limit = typeof kind === 'number' ? kind : textMaxLength[kind];
  if (text.length <= limit) return text;
  // Never split a surrogate pair: the cut text must stay valid Unicode.
  let end = limit - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}
