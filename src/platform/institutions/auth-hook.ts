import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { hashSecret } from '../../core/crypto.js';
import { authenticateInstitution, onInstitutionAccessChange, type InstitutionCaller } from './institutions.js';
import type { ServiceCode } from './service-codes.js';

declare module 'fastify' {
  interface FastifyRequest {
    institutionCaller: InstitutionCaller | null;
  }
}

/**
 * Successful authentications kept for a short time, for hot routes that opt in (cacheTtlMs). Any
 * change of keys, services or subscriptions made through this process clears it at once; a change
 * made through another process takes effect here within the TTL. Failures are never cached, and
 * billing itself (balance, subscription, the charge) always reads the database.
 */
const authCache = new Map<string, { caller: InstitutionCaller; expiresAt: number }>();
const authCacheMaxEntries = 10_000;
onInstitutionAccessChange(() => authCache.clear());

/** preHandler that authenticates the institution key in `headerName` and checks the route's service. */
export function requireInstitution(options: { db: Db; headerName: string; serviceCode: ServiceCode | null; cacheTtlMs?: number }): preHandlerAsyncHookHandler {
  const header = options.headerName.toLowerCase();
  const ttlMs = options.cacheTtlMs ?? 0;
  return async (request) => {
    const raw = request.headers[header];
    const apiKey = Array.isArray(raw) ? raw[0] : raw;
    const cacheKey = ttlMs > 0 && apiKey ? `${options.serviceCode ?? ''}:${hashSecret(apiKey)}` : null;
    const cached = cacheKey === null ? undefined : authCache.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) {
      request.institutionCaller = cached.caller;
      return;
    }
    request.institutionCaller = await authenticateInstitution({ db: options.db, apiKey, serviceCode: options.serviceCode });
    if (cacheKey !== null) {
      if (authCache.size >= authCacheMaxEntries) authCache.clear();
      authCache.set(cacheKey, { caller: request.institutionCaller, expiresAt: Date.now() + ttlMs });
    }
  };
}

/** The caller set by requireInstitution; a route without the hook is a programming error. */
export function callerOf(request: FastifyRequest): InstitutionCaller {
  if (!request.institutionCaller) throw new AppError('internal', 'Route is missing its institution authentication');
  return request.institutionCaller;
}
