import type { ErrorDetail } from './errors.js';

export const apiVersion = 'v1';

/** The body of every /api and /creditregistry response, success or failure. */
export interface Envelope<T> {
  status: boolean;
  message: string;
  code: string;
  apiVersion: typeof apiVersion;
  /** The ledger's reference when the call was billed; otherwise the request id (`req_...`). */
  transactionRef: string;
  data: T | null;
  error: { type: string; details: ErrorDetail[]; requestId: string } | null;
}

export interface SuccessEnvelope<T> extends Envelope<T> {
  status: true;
  data: T;
  error: null;
}

export function successEnvelope<T>(options: { data: T; message: string; transactionRef: string; httpStatus?: number }): SuccessEnvelope<T> {
  return {
    status: true,
    message: options.message,
    code: String(options.httpStatus ?? 200),
    apiVersion,
    transactionRef: options.transactionRef,
    data: options.data,
    error: null,
  };
}

export function errorEnvelope(options: {
  httpStatus: number;
  message: string;
  type: string;
  details: ErrorDetail[];
  requestId: string;
}): Envelope<never> {
  return {
    status: false,
    message: options.message,
    code: String(options.httpStatus),
    apiVersion,
    transactionRef: options.requestId,
    data: null,
    error: { type: options.type, details: options.details, requestId: options.requestId },
  };
}
