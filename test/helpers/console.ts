import assert from 'node:assert/strict';
import { adminHeaders, call, type TestApp } from './app.js';

/* Driving the console as a browser's plain forms do: urlencoded bodies, the session cookie, Origin. */

export const consoleOrigin = 'http://verity.test';

export interface ConsoleResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export function cookieOf(response: ConsoleResponse): { pair: string; header: string } {
  const raw = response.headers['set-cookie'];
  const header = String(Array.isArray(raw) ? raw[0] : raw);
  return { pair: header.split(';')[0]!, header };
}

export async function page(t: TestApp, url: string, cookie?: string): Promise<ConsoleResponse> {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { statusCode: response.statusCode, headers: response.headers, body: response.body };
}

export async function post(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string; origin?: string | null; remoteAddress?: string } = {},
): Promise<ConsoleResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin !== null) headers.origin = options.origin ?? consoleOrigin;
  const response = await t.app.inject({ method: 'POST', url, headers, payload: new URLSearchParams(fields).toString(), remoteAddress: options.remoteAddress });
  return { statusCode: response.statusCode, headers: response.headers, body: response.body };
}

/** The CSRF token a signed-in page carries in its forms. */
export async function csrfOf(t: TestApp, cookie: string): Promise<string> {
  const account = await page(t, '/console/account', cookie);
  const match = /name="csrfToken" value="([0-9a-f]+)"/.exec(account.body);
  if (!match) throw new Error(`no CSRF token on the account page (HTTP ${account.statusCode})`);
  return match[1]!;
}

/** A one-time link's path and token, from the text around it (CLI output or a page). */
export function linkIn(text: string): { path: string; token: string } {
  const match = /https?:\/\/[^/\s"]+(\/console\/link\?token=([A-Za-z0-9_-]+))/.exec(text);
  if (!match) throw new Error(`no one-time link in: ${text.slice(0, 400)}`);
  return { path: match[1]!, token: match[2]! };
}

/** Uses a one-time link to set a password; returns the new session cookie. */
export async function redeem(t: TestApp, link: { token: string }, password: string): Promise<string> {
  const response = await post(t, '/console/link', { token: link.token, password, confirm: password });
  assert.equal(response.statusCode, 303, response.body);
  return cookieOf(response).pair;
}

export interface ConsoleSession {
  cookie: string;
  csrf: string;
}

export async function signIn(t: TestApp, email: string, password: string, remoteAddress?: string): Promise<ConsoleSession> {
  const response = await post(t, '/console/sign-in', { email, password }, { remoteAddress });
  assert.equal(response.statusCode, 303, `sign-in of ${email} failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const cookie = cookieOf(response).pair;
  return { cookie, csrf: await csrfOf(t, cookie) };
}

/** A signed-in form post with the session's cookie and CSRF token. */
export function act(t: TestApp, session: ConsoleSession, url: string, fields: Record<string, string> = {}): Promise<ConsoleResponse> {
  return post(t, url, { csrfToken: session.csrf, ...fields }, { cookie: session.cookie });
}

/** The text a person reads: tags dropped, entities decoded, whitespace collapsed. */
export function textOf(body: string): string {
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A console person made through the operator API, signed in by redeeming their one-time link. */
export async function consolePerson(
  t: TestApp,
  options: { email: string; role: 'operator' | 'admin' | 'reviewer' | 'viewer'; institutionId?: string; password: string },
): Promise<ConsoleSession & { userId: string }> {
  const { email, role, institutionId } = options;
  const created = await call<{ userId: string; signInUrl: string }>(t.app, { method: 'POST', url: '/admin/v1/console/users', headers: adminHeaders(t), body: { email, role, ...(institutionId ? { institutionId } : {}) } });
  assert.equal(created.statusCode, 201, created.raw);
  const cookie = await redeem(t, linkIn(created.body.data.signInUrl), options.password);
  return { cookie, csrf: await csrfOf(t, cookie), userId: created.body.data.userId };
}
