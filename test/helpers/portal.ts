import type { TestApp } from './app.js';
import { call, type InjectResult } from './app.js';

export const portalBase = '/embed/partner';

export interface PortalSession {
  cookie: string;
  csrfToken: string;
  /** The Origin header the portal's own pages send. */
  origin: string;
}

/** The `verity_portal=...` pair of a Set-Cookie answer, and the whole header for flag checks. */
export function sessionCookieOf(response: Pick<InjectResult, 'headers'>): { pair: string; header: string } {
  const raw = response.headers['set-cookie'];
  const header = String(Array.isArray(raw) ? raw[0] : raw);
  return { pair: header.split(';')[0]!, header };
}

/** The CSRF token a signed-in page carries in its meta tag. */
export async function csrfTokenOf(t: TestApp, cookie: string): Promise<string> {
  const page = await t.app.inject({ method: 'GET', url: `${portalBase}/dashboard`, headers: { cookie } });
  const match = /<meta name="csrf-token" content="([0-9a-f]+)">/.exec(page.body);
  if (!match) throw new Error(`no csrf token on the dashboard page (HTTP ${page.statusCode})`);
  return match[1]!;
}

export async function portalSignIn(t: TestApp, apiKey: string, options: { origin: string; remoteAddress?: string }): Promise<PortalSession> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${portalBase}/api/sign-in`,
    headers: { origin: options.origin },
    payload: { apiKey },
    remoteAddress: options.remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`portal sign-in failed: ${response.statusCode} ${response.body}`);
  const { pair } = sessionCookieOf(response);
  return { cookie: pair, csrfToken: await csrfTokenOf(t, pair), origin: options.origin };
}

/** A portal JSON call as the portal's script makes it: cookie, Origin and (for writes) the CSRF header. */
export function portalCall<T = Record<string, unknown>>(
  t: TestApp,
  session: PortalSession,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; omit?: ('csrf' | 'origin')[] },
): Promise<InjectResult<T>> {
  const headers: Record<string, string> = { cookie: session.cookie };
  if (!request.omit?.includes('origin')) headers.origin = session.origin;
  if (request.method !== 'GET' && !request.omit?.includes('csrf')) headers['x-csrf-token'] = session.csrfToken;
  return call<T>(t.app, { method: request.method, url: `${portalBase}/api${request.path}`, headers, body: request.body });
}
