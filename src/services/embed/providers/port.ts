/*
 * The verification provider port. The submit use case calls it outside any database transaction,
 * with the partner's provider secret key, and stores the envelope it returns whole
 * (providerResponse). Adapters: sandbox-provider.ts (built in, deterministic) and http-provider.ts.
 */

export const idTypes = ['NIN', 'BVN', 'PHONENUMBER'] as const;

/**
 * The largest provider answer we read: the envelope is passed through whole (providerResponse, in
 * the poll and the webhook), so its size bounds theirs. Answers seen are a few KiB.
 */
export const maxProviderResponseBytes = 1024 * 1024;
export type IdType = (typeof idTypes)[number];

/** The provider's liveness answer (spec section 2, providerResponse for liveness). */
export interface LivenessEnvelope {
  status: boolean;
  message: string;
  code: string;
  transactionRef: string;
  /** Provider-specific; the built-in providers put `isLive` and `livenessScore` (0-1) here. */
  data: Record<string, unknown>;
}

export interface IdentityComparison {
  isMatch: boolean;
  /** Decimal, 0-100. */
  confidence: number;
  detail: { confidence: number; thresholds: { _1e3: number; _1e4: number; _1e5: number } };
}

/** The provider's identity-comparison answer (spec section 2, providerResponse for identity comparison). */
export interface IdentityEnvelope {
  status: boolean;
  message: string;
  code: string;
  apiVersion: string;
  transactionRef: string;
  /** null on success. */
  error: unknown;
  /** null when the ID record was not found. */
  data: {
    identity: { type: string; number: string; payload: Record<string, unknown> };
    /** null when no comparison could be made (e.g. the record has no photo). */
    comparison: IdentityComparison | null;
  } | null;
}

/** The provider refused the secret key: the session fails with "invalid provider key". */
export class InvalidProviderKeyError extends Error {
  override name = 'InvalidProviderKeyError';
  constructor(
    message: string,
    /** The provider's JSON answer when it sent one: kept as the session's providerResponse (a complete pass-through). */
    readonly providerResponse: unknown = null,
  ) {
    super(message);
  }
}

/** No usable answer (down, timeout, broken reply): the session fails with "provider unavailable". */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
  constructor(
    message: string,
    /** As on InvalidProviderKeyError: the JSON the provider sent with its error, if any. */
    readonly providerResponse: unknown = null,
  ) {
    super(message);
  }
}

/**
 * The capture itself is unusable (no face, several faces, unreadable): the user may retake it. Does
 * not consume the session; counts towards the session's rejected-capture limit.
 */
export class CaptureRejectedError extends Error {
  override name = 'CaptureRejectedError';
  constructor(
    /** Shown to the end user. */
    readonly reason: string,
  ) {
    super(reason);
  }
}

export interface VerificationProvider {
  readonly name: string;
  /** Throws InvalidProviderKeyError, ProviderUnavailableError or CaptureRejectedError. */
  checkLiveness(request: { secretKey: string; image: Buffer; signal: AbortSignal }): Promise<LivenessEnvelope>;
  /** Same errors; a record that is not found or does not match is an answer, not an error. */
  compareIdentity(request: { secretKey: string; image: Buffer; idType: IdType; idNumber: string; signal: AbortSignal }): Promise<IdentityEnvelope>;
}

/** A decoded, size-checked capture, normalised to JPEG. */
export interface CheckedCapture {
  jpeg: Buffer;
  width: number;
  height: number;
  /** The format the page sent. */
  sourceFormat: 'jpeg' | 'png' | 'webp';
}

/**
 * Judges a capture before the provider sees it ("exactly one face"). Returns null when acceptable,
 * else the reason shown to the user (a rejection does not consume the session). The face engine
 * provides the real implementation; decode-only-inspector.ts is the provisional one.
 */
export interface CaptureInspector {
  inspect(request: { capture: CheckedCapture; signal: AbortSignal }): Promise<string | null>;
}
