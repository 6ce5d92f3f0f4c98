import type { FastifyReply, FastifyRequest } from 'fastify';
import { constantTimeEqual, deriveKey, hmacHex } from '../../core/crypto.js';
import { AppError } from '../../core/errors.js';

/*
 * What every signed-in web area (the partner portal, the console) does the same way: an opaque
 * session cookie scoped to the area's path, a CSRF token derived from it, and an Origin check on
 * every state-changing request.
 */

export interface SessionCookie {
  name: string;
  /** The area's path prefix: the cookie is never sent anywhere else. */
  path: string;
}

export function readSessionCookie(request: FastifyRequest, cookie: SessionCookie): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookie.name) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** Secure whenever the area is served over https (its configured URL or the request itself). */
function cookieAttributes(request: FastifyRequest, cookie: SessionCookie, configuredUrl: string, maxAgeSeconds: number): string {
  const secure = configuredUrl.startsWith('https:') || request.protocol === 'https';
  return `Path=${cookie.path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function setSessionCookie(options: { request: FastifyRequest; reply: FastifyReply; cookie: SessionCookie; configuredUrl: string; value: string; maxAgeSeconds: number }): void {
  const { request, reply, cookie, configuredUrl, value, maxAgeSeconds } = options;
  void reply.header('set-cookie', `${cookie.name}=${value}; ${cookieAttributes(request, cookie, configuredUrl, maxAgeSeconds)}`);
}

export function clearSessionCookie(options: { request: FastifyRequest; reply: FastifyReply; cookie: SessionCookie; configuredUrl: string }): void {
  void options.reply.header('set-cookie', `${options.cookie.name}=; ${cookieAttributes(options.request, options.cookie, options.configuredUrl, 0)}`);
}

/** The CSRF token is derived from the session cookie, so nothing extra is stored and it dies with the session. */
export function csrfTokenFor(options: { masterKey: Buffer; purpose: string; sessionValue: string }): string {
  return hmacHex('sha256', deriveKey(options.masterKey, options.purpose), options.sessionValue);
}

export function assertCsrfToken(given: unknown, expected: string): void {
  if (typeof given !== 'string' || !constantTimeEqual(given, expected)) {
    throw new AppError('forbidden', 'Missing or invalid CSRF token: reload the page and try again');
  }
}

/**
 * State-changing requests must come from the area's own pages: the browser's Origin must be the
 * configured URL's or the host the request reached, which a cross-site form or fetch cannot fake.
 */
export function assertSameOrigin(request: FastifyRequest, options: { configuredUrl: string; areaName: string }): void {
  const origin = request.headers.origin;
  const allowed = new Set([new URL(options.configuredUrl).origin, `${request.protocol}://${request.host}`]);
  if (typeof origin !== 'string' || !allowed.has(origin)) {
    throw new AppError('forbidden', `Cross-site request refused: the Origin header is missing or not the ${options.areaName}`);
  }
}
