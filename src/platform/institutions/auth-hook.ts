import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { authenticateInstitution, type InstitutionCaller } from './institutions.js';
import type { ServiceCode } from './service-codes.js';

declare module 'fastify' {
  interface FastifyRequest {
    institutionCaller: InstitutionCaller | null;
  }
}

/** preHandler that authenticates the institution key in `headerName` and checks the route's service. */
export function requireInstitution(options: { db: Db; headerName: string; serviceCode: ServiceCode | null }): preHandlerAsyncHookHandler {
  const header = options.headerName.toLowerCase();
  return async (request) => {
    const raw = request.headers[header];
    request.institutionCaller = await authenticateInstitution({
      db: options.db,
      apiKey: Array.isArray(raw) ? raw[0] : raw,
      serviceCode: options.serviceCode,
    });
  };
}

/** The caller set by requireInstitution; a route without the hook is a programming error. */
export function callerOf(request: FastifyRequest): InstitutionCaller {
  if (!request.institutionCaller) throw new AppError('internal', 'Route is missing its institution authentication');
  return request.institutionCaller;
}
