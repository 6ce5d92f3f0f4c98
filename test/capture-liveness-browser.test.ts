import assert from 'node:assert/strict';
import { createServer as createHttpsServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { embedSessions } from '../src/core/db/schema/index.js';
import type { LivenessAction } from '../src/services/embed/liveness/challenge.js';
import { createTestApp, sharedFaceEngine, testDatabaseKind, type TestApp } from './helpers/app.js';
import { closeCaptureHarness, freePort, launchChromium } from './helpers/browser.js';
import { createSession, makeCertificate, poll, registerReceivingPartner, waitFor, WebhookReceiver, type Partner } from './helpers/embed.js';
import { genuineSequences, loadFaceVideo, type GenuineSequence } from './helpers/face-video.js';
import { writeFramesY4m } from './helpers/faces.js';

/*
 * The active liveness challenge in real headless Chromium. The fake camera plays frames of a real
 * person's video (test/fixtures/face-video): a straight-on frame, then the key frames of the
 * actions, looped. The session's random challenge is set to the sequence the video holds. A fake
 * camera showing a still photo must not get through.
 */

const partnerPage = (src: string) => `<!doctype html><html><head><title>Partner</title></head>
<body><iframe id="capture" title="Identity check" allow="camera" style="border:0;width:480px;height:760px" src="${src.replace(/"/g, '&quot;')}"></iframe>
<script>window.received=[];window.addEventListener('message',function(e){window.received.push({origin:e.origin,data:e.data});});</script></body></html>`;

describe(`active liveness capture page in Chromium (${testDatabaseKind})`, () => {
  let t: TestApp;
  let cert: ReturnType<typeof makeCertificate>;
  let receiver: WebhookReceiver;
  let partnerServer: Server;
  let partnerOrigin: string;
  let browser: Browser;
  let partner: Partner & { tag: string };
  let sequence: GenuineSequence;
  const videoFile = path.join(tmpdir(), `verity-liveness-${process.pid}.y4m`);
  const contexts: BrowserContext[] = [];

  before(async () => {
    cert = makeCertificate();
    receiver = await WebhookReceiver.start();
    const port = await freePort();
    t = await createTestApp({ jobs: true, env: { ...receiver.env, EMBED_BASE_URL: `http://127.0.0.1:${port}`, EMBED_LIVENESS_MODE: 'active' } });
    await t.app.listen({ port, host: '127.0.0.1' });
    partnerServer = createHttpsServer({ key: cert.key, cert: cert.cert }, (req, res) => {
      const url = new URL(req.url ?? '/', 'https://partner.local');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(partnerPage(url.searchParams.get('src') ?? ''));
    });
    await new Promise<void>((resolve) => partnerServer.listen(0, '127.0.0.1', resolve));
    partnerOrigin = `https://localhost:${(partnerServer.address() as AddressInfo).port}`;
    partner = await registerReceivingPartner(t, receiver, { name: 'Adire Microfinance', allowedOrigins: [partnerOrigin] });

    const engine = await sharedFaceEngine(t.config.faces);
    const frames = await loadFaceVideo('cap13');
    const candidates: LivenessAction[][] = [['turn_left', 'open_mouth'], ['open_mouth', 'turn_left']];
    for (const actions of candidates) {
      const [found] = await genuineSequences({ engine, frames, actions });
      if (found) {
        sequence = found;
        break;
      }
    }
    assert.ok(sequence, 'the cap13 video holds a turn-left and open-mouth sequence');
    browser = await launchChromium({ videoFile });
  });

  after(async () => {
    await closeCaptureHarness({ contexts, browser, partnerServer, receiver, app: t, cert, files: [videoFile] });
  });

  async function openEmbedded(embedUrl: string): Promise<{ page: Page; frame: FrameLocator; submits: () => number }> {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1024, height: 820 } });
    contexts.push(context);
    await context.grantPermissions(['camera'], { origin: partnerOrigin });
    const page = await context.newPage();
    let submits = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/submit')) submits += 1;
    });
    await page.goto(`${partnerOrigin}/?src=${encodeURIComponent(embedUrl)}`);
    return { page, frame: page.frameLocator('#capture'), submits: () => submits };
  }

  async function sessionWith(actions: LivenessAction[]) {
    const session = await createSession(t, partner, 'liveness');
    await t.database.db.update(embedSessions).set({ challenge: { actions } }).where(eq(embedSessions.id, session.sessionId));
    return session;
  }

  it("a real person's video performs the challenge: prompts and progress per step, frames submitted, success, webhook", async () => {
    await writeFramesY4m({
      file: videoFile,
      width: 800,
      height: 600,
      // At 10 frames a second: 5 s straight on, then 2.5 s per action, looped every 10 s (inside the
      // page's 12 s action timeout). A slow or loaded machine takes several hundred ms per detection
      // and the page wants three straight readings in a row, so shorter holds made this test flaky.
      stills: [{ image: sequence.frontal.jpeg, count: 50 }, ...sequence.frames.map((frame) => ({ image: frame.jpeg, count: 25 }))],
    });
    const session = await sessionWith(sequence.actions);
    const { frame } = await openEmbedded(session.embedUrl);
    await frame.locator('#screen[data-screen="camera"]').waitFor({ timeout: 30_000 });
    // The first step's prompt, with its progress text for screen readers.
    const firstPrompt = sequence.actions[0] === 'open_mouth' ? 'Open your mouth wide.' : 'Slowly turn your head to your left.';
    await frame.locator('#guidance', { hasText: firstPrompt }).waitFor({ timeout: 30_000 });
    assert.equal(await frame.locator('#challenge-step').textContent(), `Step 1 of ${sequence.actions.length}`);
    assert.equal(await frame.locator('#guidance').getAttribute('aria-live'), 'polite');
    await frame.locator('#screen[data-screen="success"]').waitFor({ timeout: 60_000 });

    const polled = (await poll(t, 'liveness', session.sessionToken, partner)).body.data as { status: string; providerResponse: { data: { activeLiveness: { passed: boolean; actions: string[]; checks: { name: string; values: Record<string, unknown> }[] } } } };
    assert.equal(polled.status, 'completed');
    const active = polled.providerResponse.data.activeLiveness;
    assert.equal(active.passed, true);
    assert.deepEqual(active.actions, sequence.actions);
    console.log(`# checks the server ran on the page's frames: ${JSON.stringify(active.checks.map((check) => [check.name, check.values]))}`);
    await waitFor(() => receiver.for(partner.tag).some((hook) => hook.body.sessionToken === session.sessionToken), 15_000, 'webhook');
  });

  it('a still photo held to the camera never completes the challenge: the step times out with a retry, nothing is submitted', async () => {
    await writeFramesY4m({ file: videoFile, width: 800, height: 600, stills: [{ image: sequence.frontal.jpeg, count: 20 }] });
    const session = await sessionWith(['turn_left', 'open_mouth']);
    const { frame, submits } = await openEmbedded(session.embedUrl);
    await frame.locator('#guidance', { hasText: 'Slowly turn your head to your left.' }).waitFor({ timeout: 30_000 });
    await frame.locator('#guidance[data-guidance="action-timeout"]').waitFor({ timeout: 30_000 });
    assert.match(String(await frame.locator('#guidance').textContent()), /^We did not see that\. Slowly turn your head to your left\./);
    const retry = frame.locator('#retry-step');
    assert.equal(await retry.isVisible(), true);
    await retry.click();
    await frame.locator('#guidance', { hasText: 'Slowly turn your head to your left.' }).waitFor({ timeout: 30_000 });
    assert.equal(submits(), 0, 'the page sent nothing');
    assert.equal((await poll(t, 'liveness', session.sessionToken)).body.data.status, 'pending');
  });
});
