import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { tables } from '../src/core/db/index.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { freePort } from './helpers/browser.js';
import { submit, waitFor, WebhookReceiver } from './helpers/embed.js';
import { faceJpeg } from './helpers/faces.js';

/*
 * The partner portal in real headless Chromium (Debian's, via playwright-core), end to end as a new
 * partner uses it. Screenshots go to artifacts/portal/ (git-ignored).
 */

const shots = path.resolve('artifacts/portal');

describe(`partner portal in Chromium (${testDatabaseKind})`, () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let origin: string;
  const signInLimit = 4;

  before(async () => {
    mkdirSync(shots, { recursive: true });
    receiver = await WebhookReceiver.start();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      jobs: true,
      env: { ...receiver.env, PUBLIC_BASE_URL: origin, PORTAL_URL: origin, EMBED_BASE_URL: origin, PORTAL_SIGN_IN_LIMIT: String(signInLimit) },
    });
    await t.app.listen({ port, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    });
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await receiver?.stop();
  });

  const shot = (name: string) => page.screenshot({ path: path.join(shots, `${testDatabaseKind}-${name}.png`), fullPage: true });
  const url = (p: string) => `${origin}/embed/partner${p}`;

  it('register, sign out and in, preview a test session, rotate, change URL, redeliver', async () => {
    const tag = 'browser-first';
    await page.goto(url(''));
    assert.equal(page.url(), url('/sign-in'));

    // Register: the key and secret are shown once, with copy buttons and a warning.
    await page.getByLabel('Institution name').fill('Browser Bank');
    await page.getByLabel('Provider secret key').fill('sandbox_browser_key_AB12');
    await page.getByLabel('Webhook URL (https)').fill(receiver.url(tag));
    await page.getByRole('button', { name: 'Register' }).click();
    await page.locator('#register-reveal').waitFor({ state: 'visible' });
    const apiKey = await page.locator('#new-api-key').inputValue();
    const webhookSecret = await page.locator('#new-webhook-secret').inputValue();
    assert.match(apiKey, /^vep_/);
    assert.match(webhookSecret, /^whsec_/);
    receiver.trust(tag, webhookSecret);
    assert.match(await page.locator('#register-reveal').innerText(), /Store these now[\s\S]*shown only this once/);
    assert.equal(await page.getByRole('button', { name: /^Copy/ }).count(), 2);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.getByRole('button', { name: 'Copy Partner API key (X-Embed-Partner-Key)' }).click();
    await page.getByRole('button', { name: 'Copy Partner API key (X-Embed-Partner-Key)' }).getByText('Copied').waitFor();
    assert.equal(await page.evaluate('navigator.clipboard.readText()'), apiKey);
    await shot('01-register-secrets');

    // The key lives in the server-side session only: an HttpOnly, SameSite=Lax cookie; nothing in storage or the URL.
    const cookies = await context.cookies();
    const cookie = cookies.find((c) => c.name === 'verity_portal');
    assert.ok(cookie, 'session cookie set');
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.secure, false, 'served over http here; Secure over https (portal.test.ts)');
    assert.equal(cookie.path, '/embed/partner');
    assert.ok(!cookie.value.includes(apiKey));
    // (Browser-side expressions are strings: the project's type check has no DOM library.)
    assert.deepEqual(await page.evaluate('[localStorage.length, sessionStorage.length, document.cookie]'), [0, 0, '']);

    await page.getByLabel('I have stored both').check();
    await page.getByRole('link', { name: 'Continue to the dashboard' }).click();
    await page.waitForURL(url('/dashboard'));
    assert.ok(!page.url().includes(apiKey));

    // Sign out ends the session; the dashboard sends us back to sign-in.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(url('/sign-in'));
    await page.goto(url('/dashboard'));
    assert.equal(page.url(), url('/sign-in'));

    // A wrong key is a clear error; the right one signs in.
    await page.getByLabel('Partner API key').fill('vep_not_the_right_key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#sign-in-error').waitFor({ state: 'visible' });
    assert.match(await page.locator('#sign-in-error').innerText(), /not valid.*vep_/);
    await shot('02-wrong-key');
    await page.getByLabel('Partner API key').fill(apiKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(url('/dashboard'));

    // A liveness test session, previewed in an iframe that may use the camera.
    await page.getByRole('link', { name: 'Liveness', exact: true }).click();
    await page.waitForURL(url('/liveness'));
    await page.getByLabel('Reference id (optional)').fill('browser-ref-1');
    const framed = page.waitForResponse((response) => response.url().startsWith(`${origin}/embed/liveness/`));
    await page.getByRole('button', { name: 'Create test session' }).click();
    const frameResponse = await framed;
    const iframe = page.locator('#preview');
    const src = (await iframe.getAttribute('src'))!;
    assert.match(src, new RegExp(`^${origin}/embed/liveness/[A-Za-z0-9_-]{43}$`));
    assert.equal(await iframe.getAttribute('allow'), 'camera');
    assert.equal(frameResponse.url(), src);
    assert.ok(frameResponse.status() > 0, 'the preview frame loaded something');
    const token = src.split('/').pop()!;

    // Only a message from the framed capture page is shown; the page's own window is ignored.
    await page.evaluate(`window.postMessage({ type: 'spoofed' }, '*')`);
    const frame = page.frames().find((f) => f.url() === src)!;
    await frame.evaluate(`parent.postMessage({ type: 'service.liveness.complete', success: true, sessionToken: ${JSON.stringify(token)}, confidence: 97, message: 'Liveness check passed' }, '*')`);
    await page.locator('#browser-message', { hasText: 'service.liveness.complete' }).waitFor();
    assert.ok(!(await page.locator('#browser-message').innerText()).includes('spoofed'));

    // The webhook appears as it arrives.
    const result = await submit(t, 'liveness', token, { image: (await faceJpeg()).toString('base64') });
    assert.equal(result.statusCode, 200, result.raw);
    await page.locator('#webhook-event', { hasText: 'status: delivered' }).waitFor({ timeout: 30_000 });
    assert.match(await page.locator('#webhook-event').innerText(), /liveness\.completed[\s\S]*browser-ref-1/);
    assert.equal(receiver.for(tag).length, 1);
    await shot('03-liveness-preview');

    // Rotate the provider key: only its last 4 characters are ever shown.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(url('/settings'));
    await page.locator('#provider-last4', { hasText: 'AB12' }).waitFor();
    await page.getByLabel('New provider secret key').fill('sandbox_rotated_key_QW34');
    await page.getByRole('button', { name: 'Rotate provider key' }).click();
    await page.locator('#provider-last4', { hasText: 'QW34' }).waitFor();
    assert.match(await page.locator('#provider-saved').innerText(), /ends in QW34/);
    assert.ok(!(await page.content()).includes('sandbox_rotated_key'));

    // Change the webhook URL.
    const tag2 = 'browser-second';
    receiver.trust(tag2, webhookSecret);
    await page.getByLabel('Webhook URL (https)').fill(receiver.url(tag2));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('#settings-saved', { hasText: 'Saved.' }).waitFor();
    await shot('04-settings');

    // Rotate the webhook secret with a 24 h overlap: the receiver still holds only the old secret and keeps verifying.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Rotate webhook secret' }).click();
    await page.locator('#rotate-reveal').waitFor({ state: 'visible' });
    const rotatedSecret = await page.locator('#rotated-secret').inputValue();
    assert.match(rotatedSecret, /^whsec_/);
    assert.notEqual(rotatedSecret, webhookSecret);
    await page.locator('#overlap-status', { hasText: 'previous secret also signs deliveries until' }).waitFor();

    // Redeliver the liveness webhook: it goes to the new URL.
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(url('/webhooks'));
    await page.locator('#deliveries-table a').first().click();
    await page.waitForURL(/\/webhooks\/dlv_/);
    await page.locator('#delivery-detail table').waitFor();
    await page.getByRole('button', { name: 'Redeliver' }).click();
    await page.locator('#redelivered', { hasText: 'Redelivery queued' }).waitFor();
    await waitFor(() => receiver.for(tag2).length === 1, 30_000, 'the redelivery at the new URL');
    assert.equal(receiver.for(tag2)[0]!.headers['webhook-id'], receiver.for(tag)[0]!.headers['webhook-id'], 'same event');
    assert.equal(String(receiver.for(tag2)[0]!.headers['webhook-signature']).split(' ').length, 2, 'signed under both secrets during the overlap');
    await page.locator('#redelivered a').click();
    await page.locator('#delivery-detail td', { hasText: 'HTTP 200' }).first().waitFor({ timeout: 30_000 });
    await shot('05-delivery');

    // Send a test event.
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    await page.locator('#test-sent', { hasText: 'Test event queued' }).waitFor();
    await waitFor(() => receiver.for(tag2).some((hook) => hook.body.event === 'webhook.test'), 30_000, 'the test event');

    // The session detail shows the result, provider response and the capture through its expiring link.
    await page.getByRole('link', { name: 'Sessions' }).click();
    await page.locator('#sessions-table a').first().click();
    await page.locator('img.capture').waitFor();
    // (waitForFunction would eval a string, which the portal's CSP rightly refuses.)
    await waitFor(() => page.locator('img.capture').evaluate((img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0), 30_000, 'the capture image');
    await shot('06-session');

    // The dashboard counts it and charts it.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.locator('svg.chart rect.bar').first().waitFor();
    assert.match(await page.locator('#stats').innerText(), /Sessions today\s*1/);
    await shot('07-dashboard');
  });

  it('identity comparison test sessions carry the chosen ID types; the layout holds on a phone', async () => {
    await page.goto(url('/identity-comparison'));
    await page.getByLabel('NIN').uncheck();
    await page.getByLabel('PHONENUMBER').uncheck();
    await page.getByRole('button', { name: 'Create test session' }).click();
    await page.locator('#preview-card').waitFor({ state: 'visible' });
    const src = (await page.locator('#preview').getAttribute('src'))!;
    assert.match(src, new RegExp(`^${origin}/embed/identity-comparison/[A-Za-z0-9_-]{43}$`));
    const sessionId = await page.locator('#test-session-info a').innerText();
    const stored = await t.database.db.select().from(tables.embedSessions).where(eq(tables.embedSessions.id, sessionId));
    assert.deepEqual(stored[0]!.allowedIdTypes, ['BVN']);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/dashboard'));
    await page.locator('svg.chart').waitFor();
    const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.ok(Number(overflow) <= 1, `no sideways scrolling on a phone (${String(overflow)} px)`);
    await shot('09-dashboard-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('refuses a POST without the CSRF token, and rate limits sign-in', async () => {
    const status = await page.evaluate(
      `fetch('/embed/partner/api/settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'No token' }) }).then((r) => r.status)`,
    );
    assert.equal(status, 403);

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(url('/sign-in'));
    let limited = false;
    for (let i = 0; i < signInLimit + 1 && !limited; i++) {
      await other.getByLabel('Partner API key').fill(`vep_guess_${i}`);
      await other.getByRole('button', { name: 'Sign in' }).click();
      await other.locator('#sign-in-error').waitFor({ state: 'visible' });
      await waitFor(() => other.locator('#sign-in-form button').isEnabled(), 30_000, 'the sign-in button');
      limited = /Too many sign-in attempts/.test(await other.locator('#sign-in-error').innerText());
    }
    assert.ok(limited, 'sign-in is rate limited');
    await other.screenshot({ path: path.join(shots, `${testDatabaseKind}-08-rate-limited.png`) });
    await fresh.close();
  });
});
