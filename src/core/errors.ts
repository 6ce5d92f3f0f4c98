import { clampText } from './field-limits.js';

/**
 * The one closed list of error codes. Every failure a caller can see is an AppError with one of
 * these codes; the table below is the only place that decides its HTTP status.
 */
export const errorStatus = {
  validation_error: 400,
  malformed_json: 400,
  unauthenticated: 401,
  insufficient_balance: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  request_timeout: 408,
  conflict: 409,
  idempotency_mismatch: 422,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  provider_unavailable: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** One problem with the request, located by a JSON path such as `corporateOfficers[0].bvn`. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** A detail cut to the lengths the error envelope states (core/field-limits.ts). */
export function boundedDetail(detail: ErrorDetail): ErrorDetail {
  return { path: clampText(detail.path, 'errorPath'), message: clampText(detail.message, 'message') };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetail[];
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { details?: ErrorDetail[]; headers?: Record<string, string>; cause?: unknown } = {}) {
    // Cut to the lengths /openapi.json states: a detail's path may carry a caller's field name of any length.
    super(clampText(message, 'message'), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = (options.details ?? []).map(boundedDetail);
    this.headers = options.headers ?? {};
  }

  get httpStatus(): number {
    return errorStatus[this.code];
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Shorthand for the most common error: one 400 listing every field problem at once. */
export function validationError(details: ErrorDetail[], message = 'The request has invalid fields'): AppError {
  return new AppError('validation_error', message, { details });
}
