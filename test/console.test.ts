import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runCli } from '../src/cli/index.js';
import { writeAudit } from '../src/platform/console/index.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { act, consoleOrigin, cookieOf, csrfOf, linkIn, page, post, redeem, signIn, textOf, type ConsoleSession } from './helpers/console.js';

/*
 * The web console over HTTP on a real database: the CLI's first operator link, sign-in and its
 * limits, CSRF and Origin, roles, another institution's people, the audit log, and what reaches the log.
 */

const signInLimit = 3;
const password = 'correct horse battery staple';

describe(`console over HTTP (${testDatabaseKind})`, () => {
  let t: TestApp;
  let baseUrl: string;
  const logLines: string[] = [];
  let operator: ConsoleSession;
  let institutionA: string;
  let institutionB: string;
  let adminA: ConsoleSession;
  let viewerA: ConsoleSession;
  let adminB: ConsoleSession;

  before(async () => {
    t = await createTestApp({ env: { CONSOLE_SIGN_IN_LIMIT: String(signInLimit), LOG_LEVEL: 'info' }, logStream: { write: (line) => void logLines.push(line) } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  after(async () => {
    await t?.close();
  });

  async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, { env: { VERITY_URL: baseUrl, VERITY_ADMIN_TOKEN: t.adminToken }, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
    return { code, stdout, stderr };
  }

  async function invite(by: ConsoleSession, institutionId: string, email: string, role: string): Promise<{ token: string; path: string }> {
    const response = await act(t, by, `/console/institutions/${institutionId}/invitations`, { email, role });
    assert.equal(response.statusCode, 201, response.body.slice(0, 500));
    assert.match(textOf(response.body), /Shown only this once/);
    return linkIn(response.body);
  }

  async function createInstitution(by: ConsoleSession, name: string): Promise<{ institutionId: string; apiKey: string }> {
    const response = await act(t, by, '/console/institutions', { name });
    assert.equal(response.statusCode, 201, response.body.slice(0, 500));
    const institutionId = /\/console\/institutions\/(inst_[0-9A-Z]{26})/.exec(response.body)?.[1];
    const apiKey = /id="new-api-key" class="secret" readonly value="(vsk_[^"]+)"/.exec(response.body)?.[1];
    assert.ok(institutionId && apiKey, 'the created institution and its key are on the page');
    return { institutionId, apiKey };
  }

  async function auditText(session: ConsoleSession, query = ''): Promise<string> {
    const response = await page(t, `/console/audit${query}`, session.cookie);
    assert.equal(response.statusCode, 200);
    return textOf(response.body);
  }

  it('the CLI prints a one-time link; the operator chooses a password through it and is signed in', async () => {
    const run = await cli(['users', 'create', '--operator', 'Ops@Example.com']);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /Created console user usr_[0-9A-Z]{26} \(ops@example\.com, operator\)/);
    assert.match(run.stdout, /works once/);
    const link = linkIn(run.stdout);

    // Opening the link shows the form and uses nothing up.
    for (let i = 0; i < 2; i++) {
      const shown = await page(t, link.path);
      assert.equal(shown.statusCode, 200);
      assert.match(textOf(shown.body), /Choose a password for ops@example\.com/);
      assert.equal(shown.headers['referrer-policy'], 'same-origin');
      assert.equal(shown.headers['cache-control'], 'no-store');
    }
    const short = await post(t, '/console/link', { token: link.token, password: 'short', confirm: 'short' });
    assert.equal(short.statusCode, 400);
    assert.match(textOf(short.body), /password must be at least 12 characters/);
    const differ = await post(t, '/console/link', { token: link.token, password, confirm: `${password}!` });
    assert.equal(differ.statusCode, 400);
    assert.match(textOf(differ.body), /The two passwords differ/);

    const set = await post(t, '/console/link', { token: link.token, password, confirm: password });
    assert.equal(set.statusCode, 303);
    assert.equal(set.headers.location, '/console');
    const { pair, header } = cookieOf(set);
    assert.match(header, /^verity_console=[A-Za-z0-9_-]{43}; Path=\/console; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    const home = await page(t, '/console', pair);
    assert.equal(home.headers.location, '/console/institutions');

    // Used once: the link opens nothing now, to read or to post.
    assert.equal((await page(t, link.path)).statusCode, 404);
    const again = await post(t, '/console/link', { token: link.token, password, confirm: password });
    assert.equal(again.statusCode, 404);
    assert.match(textOf(again.body), /has been used, has expired or was replaced/);

    // The same email cannot be created twice.
    const twice = await cli(['users', 'create', '--operator', 'ops@example.com']);
    assert.equal(twice.code, 1);
    assert.match(twice.stderr, /already exists \(HTTP 409, conflict\)/);
    operator = { cookie: pair, csrf: await csrfOf(t, pair) };
  });

  it('signs in with email and password; a wrong password or unknown email gets one message', async () => {
    const wrong = await post(t, '/console/sign-in', { email: 'ops@example.com', password: 'not the password' }, { remoteAddress: '10.0.0.1' });
    assert.equal(wrong.statusCode, 401);
    assert.match(textOf(wrong.body), /That email and password do not match an active console account/);
    assert.equal(wrong.headers['set-cookie'], undefined);
    const unknown = await post(t, '/console/sign-in', { email: 'nobody@example.com', password }, { remoteAddress: '10.0.0.1' });
    assert.equal(unknown.statusCode, 401);
    assert.equal(textOf(unknown.body).replace('nobody@example.com', 'ops@example.com'), textOf(wrong.body));

    const right = await post(t, '/console/sign-in', { email: ' OPS@example.com ', password }, { remoteAddress: '10.0.0.1' });
    assert.equal(right.statusCode, 303);
    const cookie = cookieOf(right).pair;
    assert.notEqual(cookie, operator.cookie, 'every sign-in gets a fresh session id');
    assert.equal((await page(t, '/console/institutions', cookie)).statusCode, 200);
    assert.equal((await page(t, '/console/institutions')).headers.location, '/console/sign-in', 'no cookie: back to sign-in');
  });

  it('limits failed sign-ins per address and per account (429 with Retry-After, even for the right password)', async () => {
    // Per address: guesses at many accounts from one address.
    for (let i = 0; i < signInLimit; i++) {
      assert.equal((await post(t, '/console/sign-in', { email: `guess-${i}@example.com`, password }, { remoteAddress: '10.0.0.2' })).statusCode, 401);
    }
    const limited = await post(t, '/console/sign-in', { email: 'ops@example.com', password }, { remoteAddress: '10.0.0.2' });
    assert.equal(limited.statusCode, 429);
    assert.match(textOf(limited.body), /Too many sign-in attempts\. Try again in \d+ minute/);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal(limited.headers['set-cookie'], undefined);
    // Per account: guesses at one account from many addresses.
    for (let i = 0; i < signInLimit; i++) {
      assert.equal((await post(t, '/console/sign-in', { email: 'target@example.com', password: `wrong-${i}` }, { remoteAddress: `10.0.1.${i}` })).statusCode, 401);
    }
    assert.equal((await post(t, '/console/sign-in', { email: 'Target@example.com', password }, { remoteAddress: '10.0.1.99' })).statusCode, 429);
    // Another account from a fresh address is not limited.
    assert.equal((await post(t, '/console/sign-in', { email: 'someone@example.com', password }, { remoteAddress: '10.0.0.4' })).statusCode, 401);
  });

  it('refuses a form without the session CSRF token or from another origin', async () => {
    const before = await page(t, '/console/institutions', operator.cookie);
    const missing = await post(t, '/console/institutions', { name: 'Forged Bank' }, { cookie: operator.cookie });
    assert.equal(missing.statusCode, 403);
    assert.match(textOf(missing.body), /Missing or invalid CSRF token/);
    const wrong = await post(t, '/console/institutions', { name: 'Forged Bank', csrfToken: '0'.repeat(64) }, { cookie: operator.cookie });
    assert.equal(wrong.statusCode, 403);
    const crossSite = await post(t, '/console/institutions', { name: 'Forged Bank', csrfToken: operator.csrf }, { cookie: operator.cookie, origin: 'https://evil.example' });
    assert.equal(crossSite.statusCode, 403);
    assert.match(textOf(crossSite.body), /Cross-site request refused/);
    const noOrigin = await post(t, '/console/institutions', { name: 'Forged Bank', csrfToken: operator.csrf }, { cookie: operator.cookie, origin: null });
    assert.equal(noOrigin.statusCode, 403);
    const signInCrossSite = await post(t, '/console/sign-in', { email: 'ops@example.com', password }, { origin: 'https://evil.example' });
    assert.equal(signInCrossSite.statusCode, 403);
    assert.equal(textOf((await page(t, '/console/institutions', operator.cookie)).body), textOf(before.body), 'nothing was created');
  });

  it('the operator creates institutions (first key shown once) and invites their admins, who sign in to their own', async () => {
    const a = await createInstitution(operator, 'Adaeze Microfinance Bank');
    const b = await createInstitution(operator, 'Bisi Lending');
    institutionA = a.institutionId;
    institutionB = b.institutionId;
    const list = textOf((await page(t, '/console/institutions', operator.cookie)).body);
    assert.match(list, /Bisi Lending active ₦0\.00 .*Adaeze Microfinance Bank active ₦0\.00/);
    assert.doesNotMatch((await page(t, '/console/institutions', operator.cookie)).body, /vsk_/, 'the key is never shown again');

    const adminLink = await invite(operator, institutionA, 'Admin.A@example.com', 'admin');
    await redeem(t, adminLink, password);
    adminA = await signIn(t, 'admin.a@example.com', password);
    assert.equal((await page(t, '/console', adminA.cookie)).headers.location, `/console/institutions/${institutionA}`);
    assert.equal((await page(t, '/console/institutions', adminA.cookie)).headers.location, `/console/institutions/${institutionA}`);
    const own = textOf((await page(t, `/console/institutions/${institutionA}`, adminA.cookie)).body);
    assert.match(own, /Adaeze Microfinance Bank/);
    assert.match(own, /admin\.a@example\.com admin active/);

    await redeem(t, await invite(operator, institutionB, 'admin.b@example.com', 'admin'), password);
    adminB = await signIn(t, 'admin.b@example.com', password);
  });

  it('an institution admin invites a viewer and issues and revokes API keys; the viewer can read but not act', async () => {
    const viewerLink = await invite(adminA, institutionA, 'viewer.a@example.com', 'viewer');
    const pending = textOf((await page(t, `/console/institutions/${institutionA}`, adminA.cookie)).body);
    assert.match(pending, /viewer\.a@example\.com viewer invited \(no password yet\)/);
    await redeem(t, viewerLink, password);
    viewerA = await signIn(t, 'viewer.a@example.com', password);

    const issued = await act(t, adminA, `/console/institutions/${institutionA}/api-keys`);
    assert.equal(issued.statusCode, 201);
    assert.match(issued.body, /id="new-api-key" class="secret" readonly value="vsk_/);
    const keyIds = [...issued.body.matchAll(/api-keys\/(key_[0-9A-Z]{26})\/revoke/g)].map((m) => m[1]!);
    assert.equal(keyIds.length, 2, 'two live keys, each with a revoke button');
    const revoked = await act(t, adminA, `/console/institutions/${institutionA}/api-keys/${keyIds[1]}/revoke`);
    assert.equal(revoked.statusCode, 303);
    assert.equal(revoked.headers.location, `/console/institutions/${institutionA}?notice=key-revoked`);
    const after = await page(t, revoked.headers.location as string, adminA.cookie);
    assert.match(textOf(after.body), /API key revoked: it stops authenticating at once/);
    assert.equal([...after.body.matchAll(/\/revoke"/g)].length, 1);

    // The viewer reads the same page without a single form that changes anything.
    const seen = await page(t, `/console/institutions/${institutionA}`, viewerA.cookie);
    assert.equal(seen.statusCode, 200);
    assert.doesNotMatch(seen.body, /action="\/console\/institutions\/[^"]+\/(invitations|api-keys|suspend)/);
    for (const [url, fields] of [
      [`/console/institutions/${institutionA}/invitations`, { email: 'sneaky@example.com', role: 'admin' }],
      [`/console/institutions/${institutionA}/api-keys`, {}],
      [`/console/institutions/${institutionA}/api-keys/${keyIds[0]}/revoke`, {}],
      [`/console/institutions/${institutionA}/suspend`, {}],
    ] as const) {
      const refused = await act(t, viewerA, url, fields);
      assert.equal(refused.statusCode, 403, url);
      assert.match(textOf(refused.body), /Not allowed/);
    }
    // An admin cannot suspend either: that is the operator's.
    assert.equal((await act(t, adminA, `/console/institutions/${institutionA}/suspend`)).statusCode, 403);
    assert.equal((await page(t, '/console/audit?action=user.invite', adminA.cookie)).statusCode, 200);
    assert.doesNotMatch(await auditText(operator, '?action=user.invite'), /sneaky/);
  });

  it('another institution’s admin sees nothing of it: pages, actions and audit rows answer as if it did not exist', async () => {
    const other = await page(t, `/console/institutions/${institutionA}`, adminB.cookie);
    assert.equal(other.statusCode, 404);
    assert.doesNotMatch(other.body, /Adaeze/);
    for (const url of [`/console/institutions/${institutionA}/invitations`, `/console/institutions/${institutionA}/api-keys`]) {
      const refused = await act(t, adminB, url, url.endsWith('invitations') ? { email: 'x@example.com', role: 'admin' } : {});
      assert.equal(refused.statusCode, 404, url);
    }
    const audit = await auditText(adminB, `?institutionId=${institutionA}`);
    assert.doesNotMatch(audit, new RegExp(institutionA));
    assert.doesNotMatch(audit, /admin\.a@example\.com|viewer\.a@example\.com/);
    assert.match(audit, new RegExp(institutionB));
    assert.doesNotMatch((await page(t, '/console/audit', adminB.cookie)).body, /name="institutionId"/, 'no institution filter for an institution’s people');
  });

  it('writes an audit row for every action, with who, what, when and before/after; filterable and paginated', async () => {
    const suspended = await act(t, operator, `/console/institutions/${institutionA}/suspend`);
    assert.equal(suspended.statusCode, 303);
    assert.match(textOf((await page(t, suspended.headers.location as string, operator.cookie)).body), /Institution suspended.*Status suspended/);

    const all = await auditText(operator);
    for (const action of ['user.create_operator', 'user.password_set', 'user.sign_in', 'institution.create', 'user.invite', 'api_key.issue', 'api_key.revoke', 'institution.suspend']) {
      assert.match(all, new RegExp(action.replace('.', '\\.')), action);
    }
    assert.match(all, /operator token \(CLI or admin API\) user\.create_operator/);
    const entriesOf = (text: string) => text.slice(text.indexOf('Audit entries, newest first'));
    const suspendRow = entriesOf(await auditText(operator, `?action=institution.suspend&institutionId=${institutionA}`));
    assert.match(suspendRow, new RegExp(`ops@example\\.com usr_[0-9A-Z]{26} institution\\.suspend ${institutionA} institution ${institutionA} \\{"status":"active"\\} \\{"status":"suspended"\\}`));
    assert.doesNotMatch(suspendRow, /api_key\.issue/);
    const revokeRow = await auditText(operator, '?action=api_key.revoke');
    assert.match(revokeRow, /admin\.a@example\.com usr_[0-9A-Z]{26} api_key\.revoke .* \{"revokedAt":null\} \{"revoked":true\}/);
    assert.match(await auditText(operator, `?from=2000-01-01&to=2000-01-02`), /No entry matches/);

    // 120 more rows: pages of 50, newest first, following the "Older entries" link. Ids order by
    // millisecond (48-bit time, then random), so each row gets its own millisecond.
    for (let i = 0; i < 120; i++) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await writeAudit({ db: t.database.db, actor: { userId: null, requestId: null }, action: 'test.bulk', institutionId: institutionB, targetType: 'test', targetId: `row-${String(i).padStart(3, '0')}` });
    }
    const seen: string[] = [];
    let url: string | null = `/console/audit?action=test.bulk`;
    let pages = 0;
    while (url) {
      const response = await page(t, url, adminB.cookie);
      seen.push(...[...textOf(response.body).matchAll(/row-(\d{3})/g)].map((m) => m[1]!));
      const next = /<a href="([^"]+)">Older entries<\/a>/.exec(response.body)?.[1];
      url = next ? next.replace(/&#38;/g, '&') : null;
      pages++;
      assert.ok(pages <= 3, 'the pages end');
    }
    assert.equal(pages, 3);
    assert.equal(seen.length, 120);
    assert.equal(seen[0], '119');
    assert.equal(seen.at(-1), '000');
    assert.equal(new Set(seen).size, 120);
  });

  it('sign out ends one session; sign out everywhere ends them all; a password reset stops the old password', async () => {
    const second = await signIn(t, 'viewer.a@example.com', password);
    const signedOut = await act(t, second, '/console/sign-out');
    assert.equal(signedOut.statusCode, 303);
    assert.match(cookieOf(signedOut).header, /^verity_console=; Path=\/console; Max-Age=0/);
    assert.equal((await page(t, '/console/account', second.cookie)).headers.location, '/console/sign-in');
    assert.equal((await page(t, '/console/account', viewerA.cookie)).statusCode, 200, 'the other session lives on');

    const third = await signIn(t, 'viewer.a@example.com', password);
    assert.equal((await act(t, third, '/console/sign-out-everywhere')).statusCode, 303);
    for (const session of [viewerA, third]) assert.equal((await page(t, '/console/account', session.cookie)).headers.location, '/console/sign-in');

    viewerA = await signIn(t, 'viewer.a@example.com', password);
    const people = await page(t, `/console/institutions/${institutionA}`, operator.cookie);
    const viewerId = /users\/(usr_[0-9A-Z]{26})\/reset">(?:(?!<\/form>).)*for viewer\.a@example\.com"/.exec(people.body)?.[1];
    assert.ok(viewerId);
    assert.equal((await act(t, adminA, `/console/institutions/${institutionA}/users/${viewerId}/reset`)).statusCode, 403, 'resets are the operator’s');
    const reset = await act(t, operator, `/console/institutions/${institutionA}/users/${viewerId}/reset`);
    assert.equal(reset.statusCode, 201);
    const link = linkIn(reset.body);
    assert.equal((await page(t, '/console/account', viewerA.cookie)).headers.location, '/console/sign-in', 'the reset ended the session');
    assert.equal((await post(t, '/console/sign-in', { email: 'viewer.a@example.com', password }, { remoteAddress: '10.0.0.9' })).statusCode, 401, 'the old password stops');
    assert.match(textOf((await page(t, link.path)).body), /An operator reset your password/);
    await redeem(t, link, 'a brand new long passphrase');
    await signIn(t, 'viewer.a@example.com', 'a brand new long passphrase');
  });

  it('keeps emails, passwords, tokens and links out of URLs and the server log', async () => {
    const joined = logLines.join('\n');
    assert.ok(logLines.length > 50, 'requests were logged');
    for (const secret of ['ops@example.com', 'admin.a@example.com', 'viewer.a@example.com', password, 'token=', 'verity_console=']) {
      assert.ok(!joined.includes(secret), `the log holds ${secret}`);
    }
    assert.doesNotMatch(joined, /\/console\/link\?/);
    // No error or warning: a redirect to sign-in, for one, must not also run the page's handler.
    assert.deepEqual(logLines.filter((line) => /"level":(40|50|60)/.test(line)), []);
  });

  it('answers at 360 px wide with a viewport meta, labels on every input and no inline script', async () => {
    for (const url of ['/console/sign-in', '/console/institutions', `/console/institutions/${institutionB}`, '/console/audit', '/console/account']) {
      const response = await page(t, url, operator.cookie);
      if (url === '/console/sign-in') assert.equal(response.statusCode, 303);
      else assert.equal(response.statusCode, 200, url);
      if (response.statusCode !== 200) continue;
      assert.match(response.body, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
      assert.doesNotMatch(response.body, /<script/);
      assert.match(String(response.headers['content-security-policy']), /default-src 'none'/);
      for (const match of response.body.matchAll(/<(input|select)\b[^>]*>/g)) {
        const tag = match[0];
        if (/type="hidden"|\bhidden\b/.test(tag)) continue;
        const id = /id="([^"]+)"/.exec(tag)?.[1];
        assert.ok(id && response.body.includes(`for="${id}"`), `${url}: ${tag} has a label`);
      }
    }
    void consoleOrigin;
  });
});
