import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorStatus, type ErrorCode } from '../errors.js';
import { errorEnvelope } from '../envelope.js';
import { formatValidationErrors } from './validation.js';

/** Fastify's own error codes that are the caller's fault, mapped onto our closed list. */
const fastifyErrorCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_json', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'malformed_json', message: 'The request body is empty but Content-Type is application/json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Unsupported Content-Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'validation_error', message: 'Content-Length does not match the body' },
  FST_ERR_CTP_INVALID_TYPE: { code: 'unsupported_media_type', message: 'Missing or invalid Content-Type' },
};

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    return new AppError('validation_error', 'The request has invalid fields', {
      details: formatValidationErrors(error.validation as never, error.validationContext ?? 'body'),
    });
  }
  const known = error.code ? fastifyErrorCodes[error.code] : undefined;
  if (known) return new AppError(known.code, known.message);
  // Body parser failures that are not Fastify-coded (e.g. a raw SyntaxError) are still the caller's JSON.
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError('malformed_json', 'The request body is not valid JSON');
  if (error.statusCode === 413) return new AppError('payload_too_large', 'The request body is too large');
  if (error.statusCode === 415) return new AppError('unsupported_media_type', 'Unsupported Content-Type');
  return new AppError('internal', 'Something went wrong on our side. Quote the request id to support.', { cause: error });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, appError: AppError): FastifyReply {
  const httpStatus = errorStatus[appError.code];
  for (const [name, value] of Object.entries(appError.headers)) void reply.header(name, value);
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

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'internal') request.log.error({ err: error }, 'unhandled error');
    else if (errorStatus[appError.code] >= 500) request.log.warn({ err: error }, appError.message);
    return sendError(request, reply, appError);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new AppError('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
