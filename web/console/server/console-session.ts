import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../src/core/config.js';
import { hashSecret, randomToken } from '../../../src/core/crypto.js';
import type { Database, Db } from '../../../src/core/db/index.js';
import type { BlobStore } from '../../../src/platform/storage/index.js';
import { AppError } from '../../../src/core/errors.js';
import {
  authenticateConsoleUser,
  consolePath,
  deleteConsoleSession,
  findSessionUser,
  insertConsoleSession,
  normaliseEmail,
  type ConsoleUser,
} from '../../../src/platform/console/index.js';
import {
  assertCsrfToken,
  assertSameOrigin,
  clearSessionCookie,
  csrfTokenFor,
  readSessionCookie,
  releaseSignInAttempt,
  reserveSignInAttempt,
  setSessionCookie,
  type SessionCookie,
} from '../../../src/platform/web-sessions/index.js';

/* The console's sign-in state, on the same cookie, CSRF and Origin code as the partner portal. */

export interface ConsoleDeps {
  db: Db;
  /** For the health page's readiness (ping, migrations). */
  database?: Database;
  config: Config;
  masterKey: Buffer;
  /** Where document trust images are stored (the review pages show them). */
  blobStore: BlobStore;
}

const cookie: SessionCookie = { name: 'verity_console', path: consolePath };

export interface SignedIn {
  user: ConsoleUser;
  csrfToken: string;
}

export async function resolveConsoleUser(deps: ConsoleDeps, request: FastifyRequest): Promise<SignedIn | null> {
  const value = readSessionCookie(request, cookie);
  if (value === null) return null;
  const user = await findSessionUser({ db: deps.db, idHash: hashSecret(value) });
  return user ? { user, csrfToken: csrfTokenFor({ masterKey: deps.masterKey, purpose: 'console-csrf', sessionValue: value }) } : null;
}

export function assertConsoleOrigin(request: FastifyRequest, config: Config): void {
  assertSameOrigin(request, { configuredUrl: config.console.url, areaName: 'console' });
}

/** Every signed-in form posts the session's CSRF token in a hidden `csrfToken` field. */
export function assertFormCsrf(request: FastifyRequest, expected: string): void {
  const body = request.body as { csrfToken?: unknown } | undefined;
  assertCsrfToken(body?.csrfToken, expected);
}

/** Always a fresh session id (no fixation); a session this browser already held is ended. */
export async function startConsoleSession(deps: ConsoleDeps, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const previous = readSessionCookie(request, cookie);
  if (previous !== null) await deleteConsoleSession({ db: deps.db, idHash: hashSecret(previous) });
  const value = randomToken(32);
  await insertConsoleSession({ db: deps.db, idHash: hashSecret(value), userId, ttlSeconds: deps.config.console.sessionTtlSeconds, requestId: request.id });
  setSessionCookie({ request, reply, cookie, configuredUrl: deps.config.console.url, value, maxAgeSeconds: deps.config.console.sessionTtlSeconds });
}

/**
 * Email and password for a session. Failures are limited per client address and, separately, per
 * account (keyed by a hash of the email, so the table holds no address), each reserved before the
 * password is checked so parallel guesses cannot all slip under the limit.
 */
export async function signInWithPassword(deps: ConsoleDeps, request: FastifyRequest, reply: FastifyReply, credentials: { email: string; password: string }): Promise<ConsoleUser> {
  const { signInLimit: limit, signInWindowSeconds: windowSeconds } = deps.config.console;
  const keys = [`console:ip:${request.ip}`, `console:account:${hashSecret(normaliseEmail(credentials.email))}`];
  const reservations = [];
  for (const clientKey of keys) reservations.push(await reserveSignInAttempt({ db: deps.db, clientKey, windowSeconds }));
  const over = reservations.filter((reservation) => reservation.attempts > limit);
  if (over.length > 0) {
    const retryAfterSeconds = Math.max(...over.map((reservation) => reservation.retryAfterSeconds));
    throw new AppError('rate_limited', `Too many sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, { headers: { 'retry-after': String(retryAfterSeconds) } });
  }
  const user = await authenticateConsoleUser({ db: deps.db, email: credentials.email, password: credentials.password });
  for (const clientKey of keys) await releaseSignInAttempt({ db: deps.db, clientKey });
  await startConsoleSession(deps, request, reply, user.userId);
  return user;
}

/** Ends this browser's session server-side: the cookie, even if kept, opens nothing. */
export async function signOut(deps: ConsoleDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const value = readSessionCookie(request, cookie);
  if (value !== null) await deleteConsoleSession({ db: deps.db, idHash: hashSecret(value) });
  clearSessionCookie({ request, reply, cookie, configuredUrl: deps.config.console.url });
}

export function clearConsoleCookie(deps: ConsoleDeps, request: FastifyRequest, reply: FastifyReply): void {
  clearSessionCookie({ request, reply, cookie, configuredUrl: deps.config.console.url });
}
