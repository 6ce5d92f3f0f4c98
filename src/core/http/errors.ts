import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorStatus, type ErrorCode } from '../errors.js';
import { errorEnvelope } from '../envelope.js';
import { newId } from '../ids.js';
import { formatValidationErrors } from './validation.js';

/** Fastify's own error codes that are the caller's fault, mapped onto our closed list. */
const fastifyErrorCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformed_json', message: 'The request body is empty but Content-Type is application/json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Unsupported Content-Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'validation_error', message: 'Content-Length does not match the body' },
  FST_ERR_CTP_INVALID_TYPE: { code: 'unsupported_media_type', message: 'Missing or invalid Content-Type' },
  FST_ERR_BAD_URL: { code: 'validation_error', message: 'The URL is not valid: a percent-escape does not decode to UTF-8 text' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'uri_too_long', message: 'A path parameter is too long' },
};

/** Any other 4xx a library raises, by status, so it still answers with a code from the closed list. */
function codeForStatus(statusCode: number): ErrorCode | undefined {
  const match = (Object.entries(errorStatus) as [ErrorCode, number][]).find(([, status]) => status === statusCode);
  return match?.[0];
}

export function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    return new AppError('validation_error', 'The request has invalid fields', {
      details: formatValidationErrors(error.validation as never, error.validationContext ?? 'body'),
    });
  }
  const known = error.code ? fastifyErrorCodes[error.code] : undefined;
  if (known) {
    const details = error.code === 'FST_ERR_BAD_URL' ? [{ path: 'url', message: 'has a percent-escape that is not UTF-8 (e.g. %ff or a lone %)' }] : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [{ path: 'url', message: `a path parameter is longer than ${maxParamLength} characters` }] : [];
    return new AppError(known.code, known.message, { details });
  }
  // Body parser failures that are not Fastify-coded (e.g. a raw SyntaxError) are still the caller's JSON.
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError('malformed_json', 'The request body is not valid JSON');
  if (error.statusCode === 413) return new AppError('payload_too_large', 'The request body is too large');
  if (error.statusCode === 415) return new AppError('unsupported_media_type', 'Unsupported Content-Type');
  const byStatus = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? codeForStatus(error.statusCode) : undefined;
  if (byStatus) return new AppError(byStatus, STATUS_CODES[error.statusCode!] ?? 'The request was refused');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return new AppError('validation_error', 'The request was refused');
  return new AppError('internal', 'Something went wrong on our side. Quote the request id to support.', { cause: error });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, appError: AppError): FastifyReply {
  const httpStatus = errorStatus[appError.code];
  for (const [name, value] of Object.entries(appError.headers)) void reply.header(name, value);
  // Framework errors are answered before the onRequest hook that usually sets it.
  void reply.header('X-Request-Id', request.id);
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(
      errorEnvelope({
        httpStatus,
        message: appError.message,
        type: appError.code,
        details: appError.details,
        requestId: request.id,
      }),
    );
}

/** Fastify's default; the 414 message states it. */
export const maxParamLength = 100;

/** Methods a route may answer; a known path asked with another answers 405 with `Allow`. */
const routeMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Fastify's `frameworkErrors` option: errors raised before a route is found (bad percent-encoding,
 * over-long path parameter) answer in the envelope like any other.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(request, reply, toAppError(error));
}

/**
 * Fastify's `clientErrorHandler` option: Node refuses some requests before any route runs (headers
 * over the size limit 431, a malformed request line or header 400, a request too slow 408). Node
 * writes the answer to the socket itself, so this writes a raw HTTP response carrying the envelope.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('headers_too_large', 'The request headers are too large')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('request_timeout', 'The request took too long to arrive')
        : new AppError('validation_error', 'The request is not well-formed HTTP', { details: [{ path: '(request)', message: 'could not be parsed (malformed request line, header or body framing)' }] });
  const httpStatus = errorStatus[appError.code];
  const requestId = newId('request');
  const body = JSON.stringify(errorEnvelope({ httpStatus, message: appError.message, type: appError.code, details: appError.details, requestId }));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${httpStatus} ${STATUS_CODES[httpStatus] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'internal') request.log.error({ err: error }, 'unhandled error');
    else if (errorStatus[appError.code] >= 500) request.log.warn({ err: error }, appError.message);
    return sendError(request, reply, appError);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = routeMethods.filter((method) => method !== request.method && app.findRoute({ method, url: path }) !== null);
    if (allowed.length > 0) {
      const allow = allowed.join(', ');
      return sendError(request, reply, new AppError('method_not_allowed', `${request.method} is not allowed here; use ${allow}`, { headers: { allow } }));
    }
    return sendError(request, reply, new AppError('not_found', `No route for ${request.method} ${path.length > 200 ? `${path.slice(0, 200)}...` : path}`));
  });
}
