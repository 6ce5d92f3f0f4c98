import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../src/core/config.js';
import { hashSecret, randomToken } from '../../../src/core/crypto.js';
import type { Db } from '../../../src/core/db/index.js';
import { AppError } from '../../../src/core/errors.js';
import { authenticatePartner, findPartnerById, registerPartner, type PartnerRow } from '../../../src/services/embed/index.js';
import type { PortalRegisterBody } from './portal.schemas.js';
import {
  assertCsrfToken as sharedAssertCsrfToken,
  assertSameOrigin as sharedAssertSameOrigin,
  clearSessionCookie as clearCookie,
  csrfTokenFor as sharedCsrfTokenFor,
  readSessionCookie as readCookie,
  releaseSignInAttempt,
  reserveSignInAttempt,
  setSessionCookie as setCookie,
  type SessionCookie,
} from '../../../src/platform/web-sessions/index.js';
import { deletePortalSession, findLivePortalSession, insertPortalSession, sweepExpiredPortalSessions } from './portal.repo.js';

export const portalPath = '/embed/partner';
const cookieName = 'verity_portal';
export const signInRequiredMessage = 'Sign in to the partner portal';
export const wrongKeyMessage = 'That partner API key is not valid. Paste the whole key shown at registration (it starts with vep_).';

export interface PortalDeps {
  db: Db;
  config: Config;
  masterKey: Buffer;
}

const cookie: SessionCookie = { name: cookieName, path: portalPath };

export function csrfTokenFor(masterKey: Buffer, sessionValue: string): string {
  return sharedCsrfTokenFor({ masterKey, purpose: 'portal-csrf', sessionValue });
}

export function readSessionCookie(request: FastifyRequest): string | null {
  return readCookie(request, cookie);
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config, value: string): void {
  setCookie({ request, reply, cookie, configuredUrl: config.portalUrl, value, maxAgeSeconds: config.portal.sessionTtlSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  clearCookie({ request, reply, cookie, configuredUrl: config.portalUrl });
}

/** Always a fresh session id (no fixation); a session the browser already held is ended. */
async function startPortalSession(deps: PortalDeps, request: FastifyRequest, reply: FastifyReply, partnerId: string): Promise<void> {
  const previous = readSessionCookie(request);
  if (previous !== null) await deletePortalSession({ db: deps.db, idHash: hashSecret(previous) });
  const value = randomToken(32);
  await insertPortalSession({ db: deps.db, idHash: hashSecret(value), partnerId, ttlSeconds: deps.config.portal.sessionTtlSeconds });
  await sweepExpiredPortalSessions({ db: deps.db });
  setSessionCookie(request, reply, deps.config, value);
}

/** The signed-in partner of this request, read fresh, or null. */
export async function resolvePortalPartner(deps: PortalDeps, request: FastifyRequest): Promise<{ partner: PartnerRow; csrfToken: string } | null> {
  const value = readSessionCookie(request);
  if (value === null) return null;
  const session = await findLivePortalSession({ db: deps.db, idHash: hashSecret(value) });
  if (!session) return null;
  const partner = await findPartnerById({ db: deps.db, partnerId: session.partnerId });
  return partner ? { partner, csrfToken: csrfTokenFor(deps.masterKey, value) } : null;
}

export function assertSameOrigin(request: FastifyRequest, config: Config): void {
  sharedAssertSameOrigin(request, { configuredUrl: config.portalUrl, areaName: 'portal' });
}

/** Signed-in requests also carry the session's CSRF token in X-CSRF-Token. */
export function assertCsrfToken(request: FastifyRequest, expected: string): void {
  sharedAssertCsrfToken(request.headers['x-csrf-token'], expected);
}

/** Exchanges a partner API key for a portal session; failed attempts per client address are limited. */
export async function signIn(deps: PortalDeps, request: FastifyRequest, reply: FastifyReply, apiKey: string): Promise<{ partnerId: string; name: string }> {
  const clientKey = request.ip;
  const { attempts, retryAfterSeconds } = await reserveSignInAttempt({ db: deps.db, clientKey, windowSeconds: deps.config.portal.signInWindowSeconds });
  if (attempts > deps.config.portal.signInLimit) {
    throw new AppError('rate_limited', `Too many sign-in attempts from this address. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
  const partner = await authenticatePartner({ db: deps.db, apiKey }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'unauthenticated') throw new AppError('unauthenticated', wrongKeyMessage);
    throw error;
  });
  await releaseSignInAttempt({ db: deps.db, clientKey });
  await startPortalSession(deps, request, reply, partner.id);
  return { partnerId: partner.id, name: partner.name };
}

/** Registers through the embed use case and signs the new partner in; the key and secret are returned this once. */
export async function registerAndSignIn(deps: PortalDeps, request: FastifyRequest, reply: FastifyReply, body: PortalRegisterBody) {
  const registered = await registerPartner({ db: deps.db, config: deps.config, masterKey: deps.masterKey, body });
  await startPortalSession(deps, request, reply, registered.partnerId);
  return registered;
}

/** Ends the session server-side: the cookie, even if kept, no longer opens anything. */
export async function signOut(deps: PortalDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const value = readSessionCookie(request);
  if (value !== null) await deletePortalSession({ db: deps.db, idHash: hashSecret(value) });
  clearSessionCookie(request, reply, deps.config);
}
