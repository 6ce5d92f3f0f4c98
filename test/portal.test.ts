import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { queryRows, tables } from '../src/core/db/index.js';
import { call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { createSession, registerPartner, registerReceivingPartner, submit, waitFor, WebhookReceiver } from './helpers/embed.js';
import { faceJpeg } from './helpers/faces.js';
import { portalBase, portalCall, portalSignIn, sessionCookieOf, type PortalSession } from './helpers/portal.js';

const origin = 'https://portal.verity.test';
const signInLimit = 3;

interface Delivery {
  deliveryId: string;
  status: string;
  attemptCount: number;
  sessionId: string | null;
}

describe(`partner portal routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  before(async () => {
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ jobs: true, env: { ...receiver.env, PORTAL_URL: origin, PORTAL_SIGN_IN_LIMIT: String(signInLimit), PORTAL_SIGN_IN_WINDOW: '600' } });
  });
  after(async () => {
    await t.close();
    await receiver.stop();
  });

  const signIn = (apiKey: string, remoteAddress = '10.0.0.1') => portalSignIn(t, apiKey, { origin, remoteAddress });
  const rawSignIn = (apiKey: string, remoteAddress: string, headers: Record<string, string> = { origin }) =>
    t.app.inject({ method: 'POST', url: `${portalBase}/api/sign-in`, headers, payload: { apiKey }, remoteAddress });

  it('registers through the portal: key and secret once, a session cookie with HttpOnly, Secure, SameSite=Lax', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${portalBase}/api/register`,
      headers: { origin },
      payload: { name: 'Portal Bank', providerSecretKey: 'sandbox_portal_key_WXYZ', webhookUrl: 'https://example.com/hooks' },
    });
    assert.equal(response.statusCode, 201, response.body);
    const data = JSON.parse(response.body).data as { apiKey: string; webhookSecret: string };
    assert.match(data.apiKey, /^vep_/);
    assert.match(data.webhookSecret, /^whsec_/);
    assert.equal(response.headers['cache-control'], 'no-store');
    const { header, pair } = sessionCookieOf(response);
    assert.match(header, /^verity_portal=[A-Za-z0-9_-]{43}; Path=\/embed\/partner; Max-Age=28800; HttpOnly; SameSite=Lax; Secure$/);
    const settings = await call<Record<string, unknown>>(t.app, { method: 'GET', url: `${portalBase}/api/settings`, headers: { cookie: pair } });
    assert.equal(settings.statusCode, 200);
    assert.equal(settings.body.data.name, 'Portal Bank');
    assert.equal(settings.body.data.providerSecretKeyLast4, 'WXYZ');
    assert.ok(!settings.raw.includes('sandbox_portal_key'), 'the provider key never reaches the browser');
    // Only the hash of the session id is stored.
    const rows = JSON.stringify(await queryRows(t.database.db, sql`select * from portal_sessions`));
    assert.ok(!rows.includes(pair.split('=')[1]!));
  });

  it('signs in with the key, refuses a wrong key with a clear message, and signs out server-side', async () => {
    const partner = await registerPartner(t);
    const wrong = await rawSignIn(`${partner.apiKey}x`, '10.0.1.1');
    assert.equal(wrong.statusCode, 401);
    assert.match(JSON.parse(wrong.body).message, /not valid.*starts with vep_/);
    assert.equal(wrong.headers['set-cookie'], undefined);
    const session = await signIn(partner.apiKey, '10.0.1.1');
    const me = await portalCall(t, session, { method: 'GET', path: '/settings' });
    assert.equal(me.body.data.partnerId, partner.partnerId);
    const out = await portalCall(t, session, { method: 'POST', path: '/sign-out' });
    assert.equal(out.statusCode, 200);
    assert.match(sessionCookieOf(out).header, /Max-Age=0/);
    // The old cookie opens nothing any more, even if the browser kept it.
    const after = await portalCall(t, session, { method: 'GET', path: '/settings' });
    assert.equal(after.statusCode, 401);
    const page = await t.app.inject({ method: 'GET', url: `${portalBase}/dashboard`, headers: { cookie: session.cookie } });
    assert.equal(page.statusCode, 302);
    assert.equal(page.headers.location, `${portalBase}/sign-in`);
    const forged = await call(t.app, { method: 'GET', url: `${portalBase}/api/overview`, headers: { cookie: 'verity_portal=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    assert.equal(forged.statusCode, 401);
  });

  it('refuses state changes without the CSRF token or from another origin', async () => {
    const partner = await registerPartner(t);
    const session = await signIn(partner.apiKey, '10.0.2.1');
    const noToken = await portalCall(t, session, { method: 'PUT', path: '/settings', body: { name: 'Hijacked' }, omit: ['csrf'] });
    assert.equal(noToken.statusCode, 403);
    assert.match(noToken.body.message, /CSRF/);
    const foreign: PortalSession = { ...session, origin: 'https://evil.example' };
    assert.equal((await portalCall(t, foreign, { method: 'PUT', path: '/settings', body: { name: 'Hijacked' } })).statusCode, 403);
    assert.equal((await portalCall(t, session, { method: 'PUT', path: '/settings', body: { name: 'Hijacked' }, omit: ['origin'] })).statusCode, 403);
    const otherToken: PortalSession = { ...session, csrfToken: (await signIn(partner.apiKey, '10.0.2.1')).csrfToken };
    assert.equal((await portalCall(t, otherToken, { method: 'PUT', path: '/settings', body: { name: 'Hijacked' } })).statusCode, 403, "another session's token");
    assert.equal((await portalCall(t, session, { method: 'GET', path: '/settings' })).body.data.name, partner.name, 'nothing changed');
    // Signing in (login CSRF) and registering need the portal's Origin too.
    assert.equal((await rawSignIn(partner.apiKey, '10.0.2.2', { origin: 'https://evil.example' })).statusCode, 403);
    assert.equal((await rawSignIn(partner.apiKey, '10.0.2.2', {})).statusCode, 403);
    const ok = await portalCall(t, session, { method: 'PUT', path: '/settings', body: { name: 'Renamed Bank', webhookUrl: 'https://hooks.example.com/v2' } });
    assert.equal(ok.statusCode, 200, ok.raw);
    assert.equal(ok.body.data.name, 'Renamed Bank');
    const bad = await portalCall(t, session, { method: 'PUT', path: '/settings', body: { webhookUrl: 'http://plain.example.com' } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.body.error!.details, [{ path: 'webhookUrl', message: 'must use https' }]);
  });

  it('rate limits failed sign-ins per client address in the database; successes do not count', async () => {
    const partner = await registerPartner(t);
    for (let i = 0; i < signInLimit; i++) assert.equal((await rawSignIn('vep_guess' + i, '10.0.3.1')).statusCode, 401);
    const blocked = await rawSignIn(partner.apiKey, '10.0.3.1');
    assert.equal(blocked.statusCode, 429, 'even the right key waits out the window');
    assert.ok(Number(blocked.headers['retry-after']) > 500 && Number(blocked.headers['retry-after']) <= 600);
    assert.match(JSON.parse(blocked.body).message, /Too many sign-in attempts/);
    // Concurrent guesses cannot slip in under the limit.
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => rawSignIn('vep_burst' + i, '10.0.3.2')));
    assert.equal(burst.filter((r) => r.statusCode === 401).length, signInLimit);
    assert.equal(burst.filter((r) => r.statusCode === 429).length, 8 - signInLimit);
    // Another address is unaffected, and successful sign-ins never use up the allowance.
    for (let i = 0; i < signInLimit + 2; i++) assert.equal((await rawSignIn(partner.apiKey, '10.0.3.3')).statusCode, 200);
  });

  it('pages: redirects, a CSP without inline script, security headers', async () => {
    const partner = await registerPartner(t);
    const session = await signIn(partner.apiKey, '10.0.4.1');
    const root = await t.app.inject({ method: 'GET', url: portalBase });
    assert.equal(root.statusCode, 302);
    assert.equal(root.headers.location, `${portalBase}/sign-in`);
    const rootIn = await t.app.inject({ method: 'GET', url: portalBase, headers: { cookie: session.cookie } });
    assert.equal(rootIn.headers.location, `${portalBase}/dashboard`);
    for (const page of ['dashboard', 'liveness', 'identity-comparison', 'settings', 'sessions', 'webhooks', 'sessions/x', 'webhooks/x']) {
      assert.equal((await t.app.inject({ method: 'GET', url: `${portalBase}/${page}` })).statusCode, 302, page);
      const shown = await t.app.inject({ method: 'GET', url: `${portalBase}/${page}`, headers: { cookie: session.cookie } });
      assert.equal(shown.statusCode, 200, page);
      const csp = String(shown.headers['content-security-policy']);
      assert.match(csp, /script-src 'self'/);
      assert.ok(!csp.includes('unsafe'), csp);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /frame-src http:\/\/verity\.test/, 'the capture pages may be framed');
      assert.equal(shown.headers['x-frame-options'], 'DENY');
      assert.equal(shown.headers['cache-control'], 'no-store');
      assert.ok(!/<script(?![^>]*\bsrc=)[^>]*>/.test(shown.body), 'no inline script');
      assert.ok(shown.body.includes(partner.name));
    }
    const signInPage = await t.app.inject({ method: 'GET', url: `${portalBase}/sign-in` });
    assert.equal(signInPage.statusCode, 200);
    assert.ok(!signInPage.body.includes('csrf-token'));
    const js = await t.app.inject({ method: 'GET', url: `${portalBase}/assets/portal.js` });
    assert.equal(js.statusCode, 200);
    assert.match(String(js.headers['content-type']), /javascript/);
    assert.ok(!js.body.includes('localStorage') && !js.body.includes('sessionStorage'), 'the key is never kept in the browser');
    // The entry loads each page's own module from the same folder; nothing outside it is served.
    for (const module of ['common.js', 'pages/sign-in.js', 'pages/keys.js', 'portal.css']) {
      const asset = await t.app.inject({ method: 'GET', url: `${portalBase}/assets/${module}` });
      assert.equal(asset.statusCode, 200, module);
      assert.ok(!asset.body.includes('localStorage') && !asset.body.includes('sessionStorage'), module);
    }
    for (const outside of ['../server/portal-auth.ts', '%2e%2e/server/assets.ts', 'pages/missing.js', 'pages']) {
      assert.equal((await t.app.inject({ method: 'GET', url: `${portalBase}/assets/${outside}` })).statusCode, 404, outside);
    }
  });

  it('test sessions, overview, sessions and deliveries; another partner sees none of them', async () => {
    const partner = await registerReceivingPartner(t, receiver);
    const session = await signIn(partner.apiKey, '10.0.5.1');
    const created = await portalCall<{ sessionId: string; sessionToken: string; embedUrl: string; allowedIdTypes?: string[] }>(t, session, {
      method: 'POST',
      path: '/test-sessions/identity-comparison',
      body: { referenceId: 'portal-ref-1', allowedIdTypes: ['NIN'] },
    });
    assert.equal(created.statusCode, 201, created.raw);
    assert.deepEqual(created.body.data.allowedIdTypes, ['NIN']);
    assert.ok(created.body.data.embedUrl.startsWith('http://verity.test/embed/identity-comparison/'));
    const live = await portalCall<{ sessionId: string; sessionToken: string }>(t, session, { method: 'POST', path: '/test-sessions/liveness', body: { referenceId: 'portal-ref-2' } });
    assert.equal(live.statusCode, 201);
    const wrongFlow = await portalCall(t, session, { method: 'POST', path: '/test-sessions/liveness', body: { allowedIdTypes: ['NIN'] } });
    assert.equal(wrongFlow.statusCode, 400);
    assert.equal(wrongFlow.body.error!.details[0]!.path, 'allowedIdTypes');
    const done = await submit(t, 'liveness', live.body.data.sessionToken, { image: (await faceJpeg()).toString('base64') });
    assert.equal(done.statusCode, 200, done.raw);
    await waitFor(async () => receiver.for(partner.tag).length === 1, 30_000, 'the liveness webhook');

    const overview = await portalCall<{
      today: { counts: Record<string, number>; passRate: number | null };
      period: { counts: Record<string, number> };
      perDay: { day: string; counts: Record<string, number> }[];
      recentSessions: { sessionId: string }[];
      webhooks: { byStatus: Record<string, number>; latest: { status: string } | null };
    }>(t, session, { method: 'GET', path: '/overview' });
    assert.equal(overview.statusCode, 200, overview.raw);
    const o = overview.body.data;
    assert.deepEqual(o.today.counts, { pending: 1, completed: done.body.data.success ? 1 : 0, failed: done.body.data.success ? 0 : 1, expired: 0 });
    assert.equal(o.perDay.length, 7);
    assert.equal(o.perDay.at(-1)!.day, new Date().toISOString().slice(0, 10));
    assert.equal(o.today.passRate, done.body.data.success ? 100 : 0);
    assert.deepEqual(o.recentSessions.map((s) => s.sessionId), [live.body.data.sessionId, created.body.data.sessionId]);
    await waitFor(async () => (await portalCall<{ webhooks: { byStatus: { delivered: number } } }>(t, session, { method: 'GET', path: '/overview' })).body.data.webhooks.byStatus.delivered === 1, 30_000, 'health');

    const list = await portalCall<{ sessions: { sessionId: string }[] }>(t, session, { method: 'GET', path: '/sessions?flow=liveness&referenceId=portal-ref-2' });
    assert.deepEqual(list.body.data.sessions.map((s) => s.sessionId), [live.body.data.sessionId]);
    const detail = await portalCall<{ flow: string; providerResponse: unknown; captureImageUrl: string | null; status: string }>(t, session, { method: 'GET', path: `/sessions/${live.body.data.sessionId}` });
    assert.equal(detail.statusCode, 200);
    assert.equal(detail.body.data.flow, 'liveness');
    assert.ok(detail.body.data.providerResponse);
    assert.ok(detail.body.data.captureImageUrl?.startsWith('http://verity.test/'));
    const image = await t.app.inject({ method: 'GET', url: detail.body.data.captureImageUrl!.replace('http://verity.test', '') });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/jpeg');

    const deliveries = await portalCall<{ deliveries: Delivery[] }>(t, session, { method: 'GET', path: `/webhooks/deliveries?sessionId=${live.body.data.sessionId}` });
    const first = deliveries.body.data.deliveries[0]!;
    const redeliver = await portalCall<{ deliveryId: string }>(t, session, { method: 'POST', path: `/webhooks/deliveries/${first.deliveryId}/redeliver` });
    assert.equal(redeliver.statusCode, 202);
    await waitFor(() => receiver.for(partner.tag).length === 2, 30_000, 'the redelivery');
    const test = await portalCall(t, session, { method: 'POST', path: '/webhooks/test' });
    assert.equal(test.statusCode, 202);
    await waitFor(() => receiver.for(partner.tag).some((h) => h.body.event === 'webhook.test'), 30_000, 'the test event');

    const other = await signIn((await registerPartner(t)).apiKey, '10.0.5.2');
    assert.equal((await portalCall(t, other, { method: 'GET', path: `/sessions/${live.body.data.sessionId}` })).statusCode, 404);
    assert.equal((await portalCall(t, other, { method: 'GET', path: `/webhooks/deliveries/${first.deliveryId}` })).statusCode, 404);
    assert.equal((await portalCall(t, other, { method: 'POST', path: `/webhooks/deliveries/${first.deliveryId}/redeliver` })).statusCode, 404);
    assert.deepEqual((await portalCall<{ sessions: unknown[] }>(t, other, { method: 'GET', path: '/sessions' })).body.data.sessions, []);
  });

  it('webhook secret rotation: during the overlap every delivery verifies under both secrets', async () => {
    const partner = await registerReceivingPartner(t, receiver);
    const session = await signIn(partner.apiKey, '10.0.6.1');
    const oldSecret = partner.webhookSecret;
    const rotated = await portalCall<{ webhookSecret: string; previousSecretValidUntil: string }>(t, session, { method: 'POST', path: '/webhook-secret/rotate', body: { overlapSeconds: 3600 } });
    assert.equal(rotated.statusCode, 200, rotated.raw);
    const newSecret = rotated.body.data.webhookSecret;
    assert.notEqual(newSecret, oldSecret);
    assert.ok(Math.abs(Date.parse(rotated.body.data.previousSecretValidUntil) - Date.now() - 3_600_000) < 10_000);
    const settings = await portalCall<{ webhookSecretOverlapEnd: string }>(t, session, { method: 'GET', path: '/settings' });
    assert.equal(settings.body.data.webhookSecretOverlapEnd, rotated.body.data.previousSecretValidUntil);
    assert.ok(!settings.raw.includes(newSecret));

    // The receiver still trusts only the old secret (not yet deployed): it keeps verifying both headers.
    await portalCall(t, session, { method: 'POST', path: '/webhooks/test' });
    const sessionHook = await createSession(t, partner, 'liveness');
    await submit(t, 'liveness', sessionHook.sessionToken, { image: (await faceJpeg()).toString('base64') });
    await waitFor(() => receiver.for(partner.tag).length === 2, 30_000, 'two deliveries during the overlap');
    assert.deepEqual(receiver.rejected.filter((r) => r.path.includes(partner.tag)), []);
    for (const hook of receiver.for(partner.tag)) {
      const headers = { 'webhook-id': String(hook.headers['webhook-id']), 'webhook-timestamp': String(hook.headers['webhook-timestamp']), 'webhook-signature': String(hook.headers['webhook-signature']) };
      assert.equal(headers['webhook-signature'].split(' ').length, 2, 'two v1, signatures');
      assert.ok(headers['webhook-signature'].split(' ').every((s) => s.startsWith('v1,')));
      // Either secret verifies with the standard library: old receivers and updated ones alike.
      assert.doesNotThrow(() => new Webhook(oldSecret).verify(hook.raw, headers));
      assert.doesNotThrow(() => new Webhook(newSecret).verify(hook.raw, headers));
      assert.throws(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(hook.raw, headers));
      // The single spec header stays on the old secret until the overlap ends.
      assert.equal(hook.headers['x-service-signature'], createHmac('sha512', oldSecret).update(hook.raw).digest('hex'));
    }

    // A delivery waiting for a retry is re-signed by the next rotation; overlap 0 drops the old secret at once.
    let calls = 0;
    receiver.respond(partner.tag, () => (++calls === 1 ? { status: 503 } : { status: 200 }));
    const queued = await portalCall<{ deliveryId: string }>(t, session, { method: 'POST', path: '/webhooks/test' });
    await waitFor(() => calls === 1, 30_000, 'the failing first attempt');
    const again = await portalCall<{ webhookSecret: string; previousSecretValidUntil: null }>(t, session, { method: 'POST', path: '/webhook-secret/rotate', body: { overlapSeconds: 0 } });
    assert.equal(again.body.data.previousSecretValidUntil, null);
    const newest = again.body.data.webhookSecret;
    receiver.trust(partner.tag, newest);
    await waitFor(async () => {
      const moved = await t.database.db
        .update(tables.jobs)
        .set({ runAt: sql`now()` })
        .where(and(eq(tables.jobs.dedupeKey, queued.body.data.deliveryId), eq(tables.jobs.status, 'pending')))
        .returning({ id: tables.jobs.id });
      return moved.length === 1;
    }, 10_000, 'the retry to be scheduled');
    t.runner!.poke();
    await waitFor(async () => (await portalCall<{ status: string }>(t, session, { method: 'GET', path: `/webhooks/deliveries/${queued.body.data.deliveryId}` })).body.data.status === 'delivered', 30_000, 'the retry delivered');
    const retried = receiver.for(partner.tag).at(-1)!;
    assert.equal(String(retried.headers['webhook-signature']).split(' ').length, 1, 'one signature once the overlap is over');
    assert.equal(retried.headers['x-service-signature'], createHmac('sha512', newest).update(retried.raw).digest('hex'));
    assert.deepEqual(receiver.rejected.filter((r) => r.path.includes(partner.tag)), []);

    const invalid = await portalCall(t, session, { method: 'POST', path: '/webhook-secret/rotate', body: { overlapSeconds: 8 * 86400 } });
    assert.equal(invalid.statusCode, 400);
    assert.equal(invalid.body.error!.details[0]!.path, 'overlapSeconds');
    const dump = JSON.stringify(await queryRows(t.database.db, sql`select * from embed_partners`));
    assert.ok(!dump.includes(newest.slice(6)) && !dump.includes(oldSecret.slice(6)), 'secrets stay sealed');
  });

  it('settings: partner API keys are issued (shown once), listed and revoked from the portal; blank fields are refused', async () => {
    const partner = await registerPartner(t);
    const session = await signIn(partner.apiKey, '10.0.9.1');
    const page = await t.app.inject({ method: 'GET', url: `${portalBase}/settings`, headers: { cookie: session.cookie } });
    assert.match(page.body, /Partner API keys/);
    const listed = await portalCall<{ keys: { keyId: string; prefix: string; active: boolean; current: boolean }[] }>(t, session, { method: 'GET', path: '/keys' });
    assert.equal(listed.statusCode, 200, listed.raw);
    assert.deepEqual(listed.body.data.keys.map((k) => [k.prefix, k.active, k.current]), [[partner.apiKey.slice(0, 8), true, false]]);
    const original = listed.body.data.keys[0]!.keyId;
    assert.equal((await portalCall(t, session, { method: 'POST', path: '/keys', body: {}, omit: ['csrf'] })).statusCode, 403, 'CSRF token required');
    const issued = await portalCall<{ keyId: string; apiKey: string; replacedKey: { keyId: string } | null }>(t, session, { method: 'POST', path: '/keys', body: { replaceKeyId: original, overlapSeconds: 0 } });
    assert.equal(issued.statusCode, 201, issued.raw);
    assert.equal(issued.body.data.replacedKey!.keyId, original);
    const settingsWith = (apiKey: string) => call(t.app, { method: 'GET', url: '/api/v1/embed/partner/settings', headers: { 'x-embed-partner-key': apiKey } });
    assert.equal((await settingsWith(partner.apiKey)).statusCode, 401, 'the replaced key stopped at once');
    assert.equal((await settingsWith(issued.body.data.apiKey)).statusCode, 200);
    const another = await portalCall<{ keyId: string; apiKey: string }>(t, session, { method: 'POST', path: '/keys', body: {} });
    const revoked = await portalCall(t, session, { method: 'DELETE', path: `/keys/${another.body.data.keyId}` });
    assert.equal(revoked.statusCode, 200, revoked.raw);
    assert.equal((await settingsWith(another.body.data.apiKey)).statusCode, 401);
    const lastOne = await portalCall(t, session, { method: 'DELETE', path: `/keys/${issued.body.data.keyId}` });
    assert.equal(lastOne.statusCode, 409);
    const blank = await portalCall(t, session, { method: 'PUT', path: '/settings', body: { name: '   ', webhookUrl: ' https://example.com/trimmed ' } });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.body.error!.details, [{ path: 'name', message: 'must not be blank' }]);
    const trimmed = await portalCall<{ webhookUrl: string }>(t, session, { method: 'PUT', path: '/settings', body: { webhookUrl: ' https://example.com/trimmed ' } });
    assert.equal(trimmed.body.data.webhookUrl, 'https://example.com/trimmed');
  });
});
