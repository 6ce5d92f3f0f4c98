import type { FastifyRequest } from 'fastify';
import { successEnvelope, type SuccessEnvelope } from '../envelope.js';

/**
 * The success envelope. `transactionRef` is the ledger's when the call was billed, else the request
 * id; `httpStatus` must match the status the route replies with (it is echoed as `code`).
 */
export function ok<T>(request: FastifyRequest, data: T, message: string, options: { transactionRef?: string; httpStatus?: number } = {}): SuccessEnvelope<T> {
  return successEnvelope({ data, message, transactionRef: options.transactionRef ?? request.id, httpStatus: options.httpStatus });
}
