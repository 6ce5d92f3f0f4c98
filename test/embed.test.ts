import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { tables, queryRows } from '../src/core/db/index.js';
import { adminHeaders, call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { darkFaceJpeg, editedFaceJpeg, faceJpeg, noFaceJpeg, twoFacesJpeg } from './helpers/faces.js';
import { matcherThresholds, oneManDifferentPhotos } from '../src/platform/faces/index.js';
import {
  createSession,
  flowPaths,
  identityAgainstRecord,
  jpegBase64,
  partnerHeaders,
  poll,
  registerPartner,
  registerReceivingPartner,
  submit,
  waitFor,
  WebhookReceiver,
  type ReceivedWebhook,
} from './helpers/embed.js';

const gone = 'Session not found or expired';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A greyscale PNG whose header claims width x height; its pixel data is only the first rows. */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
const badKey = 'Invalid or missing partner API key';

describe(`embed service (${testDatabaseKind})`, () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  before(async () => {
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ jobs: true, env: { ...receiver.env, EMBED_BASE_URL: 'https://capture.verity.test' } });
  });
  after(async () => {
    await t.close();
    await receiver.stop();
  });

  async function webhookFor(tag: string, sessionId: string): Promise<ReceivedWebhook> {
    let hook: ReceivedWebhook | undefined;
    await waitFor(() => (hook = receiver.for(tag).find((h) => h.body.sessionId === sessionId)) !== undefined, 15_000, `webhook for ${sessionId}`);
    return hook!;
  }

  describe('partners', () => {
    it('registers a partner: key and whsec_ secret shown once, settings never show the provider key', async () => {
      const response = await call<Record<string, string>>(t.app, {
        method: 'POST',
        url: '/api/v1/embed/partner/register',
        body: { name: 'Acme Lending', providerSecretKey: 'sandbox_live_secret_WXYZ', webhookUrl: 'https://example.com/hooks' },
      });
      assert.equal(response.statusCode, 201, response.raw);
      const data = response.body.data;
      assert.match(data.partnerId!, /^prt_/);
      assert.match(data.apiKey!, /^vep_[A-Za-z0-9_-]{43}$/);
      assert.match(data.webhookSecret!, /^whsec_[A-Za-z0-9+/]{43}=$/);
      assert.match(data.message!, /only once/);
      const settings = await call<Record<string, unknown>>(t.app, { method: 'GET', url: '/api/v1/embed/partner/settings', headers: partnerHeaders({ apiKey: data.apiKey! }) });
      assert.equal(settings.statusCode, 200);
      assert.deepEqual(settings.body.data, {
        partnerId: data.partnerId,
        name: 'Acme Lending',
        webhookUrl: 'https://example.com/hooks',
        allowedOrigins: [],
        providerSecretKeySet: true,
        providerSecretKeyLast4: 'WXYZ',
        createdAt: settings.body.data.createdAt,
        updatedAt: settings.body.data.updatedAt,
      });
      assert.ok(!settings.raw.includes('sandbox_live_secret'), 'the provider key is never returned');
      assert.ok(!settings.raw.includes(data.webhookSecret!), 'the webhook secret is never returned again');
    });

    it('requires all three fields, https webhook URLs, and rejects unknown fields', async () => {
      const missing = await call(t.app, { method: 'POST', url: '/api/v1/embed/partner/register', body: { name: 'X' } });
      assert.equal(missing.statusCode, 400);
      assert.deepEqual(missing.body.error!.details.map((d) => d.path).sort(), ['providerSecretKey', 'webhookUrl']);
      const http = await call(t.app, { method: 'POST', url: '/api/v1/embed/partner/register', body: { name: 'X', providerSecretKey: 'sandbox_k', webhookUrl: 'http://example.com/h' } });
      assert.equal(http.statusCode, 400);
      assert.deepEqual(http.body.error!.details, [{ path: 'webhookUrl', message: 'must use https' }]);
      const unknown = await call(t.app, { method: 'POST', url: '/api/v1/embed/partner/register', body: { name: 'X', providerSecretKey: 'k', webhookUrl: 'https://e.com', extra: 1 } });
      assert.equal(unknown.statusCode, 400);
      assert.deepEqual(unknown.body.error!.details, [{ path: 'extra', message: 'is not a known field' }]);
    });

    it('PUT settings: omitted provider key is kept, a sent one rotates; bad or missing keys are refused', async () => {
      const partner = await registerPartner(t, { providerSecretKey: 'sandbox_first_AAAA' });
      const put = (body: unknown, apiKey = partner.apiKey) => call<Record<string, unknown>>(t.app, { method: 'PUT', url: '/api/v1/embed/partner/settings', headers: partnerHeaders({ apiKey }), body });
      const renamed = await put({ name: 'Renamed', webhookUrl: 'https://example.org/new', allowedOrigins: ['https://app.example.org'] });
      assert.equal(renamed.statusCode, 200, renamed.raw);
      assert.equal(renamed.body.data.name, 'Renamed');
      assert.equal(renamed.body.data.providerSecretKeyLast4, 'AAAA');
      assert.deepEqual(renamed.body.data.allowedOrigins, ['https://app.example.org']);
      const rotated = await put({ providerSecretKey: 'sandbox_second_BBBB' });
      assert.equal(rotated.body.data.providerSecretKeyLast4, 'BBBB');
      assert.equal(rotated.body.data.webhookUrl, 'https://example.org/new');
      assert.equal((await put({})).statusCode, 400, 'an empty update is refused');
      assert.equal((await put({ webhookUrl: 'http://x.example' })).statusCode, 400);
      for (const apiKey of ['vep_wrong', 'nonsense']) {
        const refused = await put({ name: 'Y' }, apiKey);
        assert.equal(refused.statusCode, 401);
        assert.equal(refused.body.message, badKey);
      }
      const none = await call(t.app, { method: 'GET', url: '/api/v1/embed/partner/settings' });
      assert.equal(none.statusCode, 401);
      assert.equal(none.body.message, badKey);
    });

    it('a database dump holds no partner key, provider key or webhook secret in plaintext', async () => {
      const partner = await registerPartner(t, { providerSecretKey: 'sandbox_dump_probe_SECRET' });
      const dump = JSON.stringify([
        await queryRows(t.database.db, sql`select * from embed_partners`),
        await queryRows(t.database.db, sql`select * from embed_partner_keys`),
      ]);
      assert.ok(dump.includes(partner.partnerId));
      assert.ok(dump.includes(partner.apiKey.slice(0, 8)), 'the key prefix is stored, for key lists');
      for (const secret of [partner.apiKey, 'sandbox_dump_probe_SECRET', partner.webhookSecret, partner.webhookSecret.slice(6)]) {
        assert.ok(!dump.includes(secret), 'secret found in plaintext');
      }
    });
  });

  describe('sessions', () => {
    it('creates liveness and identity sessions with the spec fields', async () => {
      const partner = await registerPartner(t);
      const started = Date.now();
      const live = await createSession(t, partner, 'liveness', { referenceId: 'user-42' });
      assert.match(live.sessionId, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.match(live.sessionToken, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(live.embedUrl, `https://capture.verity.test/embed/liveness/${live.sessionToken}`);
      assert.equal(live.referenceId, 'user-42');
      assert.equal(live.status, 'pending');
      const ttl = Date.parse(live.expiresAt) - started;
      assert.ok(ttl > 19.5 * 60_000 && ttl < 20.5 * 60_000, `expires in about 20 minutes, got ${ttl} ms`);
      assert.equal(live.allowedIdTypes, undefined);
      const identity = await createSession(t, partner, 'identity');
      assert.equal(identity.embedUrl, `https://capture.verity.test/embed/identity-comparison/${identity.sessionToken}`);
      assert.deepEqual(identity.allowedIdTypes, ['NIN', 'BVN', 'PHONENUMBER']);
      assert.equal(identity.referenceId, null);
      const some = await createSession(t, partner, 'identity', { allowedIdTypes: ['BVN'] });
      assert.deepEqual(some.allowedIdTypes, ['BVN']);
    });

    it('refuses empty, duplicate or unknown allowedIdTypes and a missing or wrong key', async () => {
      const partner = await registerPartner(t);
      for (const allowedIdTypes of [[], ['NIN', 'NIN'], ['PASSPORT']]) {
        const response = await call(t.app, { method: 'POST', url: '/api/v1/embed/identity-comparison/sessions', headers: partnerHeaders(partner), body: { allowedIdTypes } });
        assert.equal(response.statusCode, 400, JSON.stringify(allowedIdTypes));
        assert.equal(response.body.error!.details[0]!.path.startsWith('allowedIdTypes'), true);
      }
      const liveWithTypes = await call(t.app, { method: 'POST', url: '/api/v1/embed/liveness/sessions', headers: partnerHeaders(partner), body: { allowedIdTypes: ['NIN'] } });
      assert.equal(liveWithTypes.statusCode, 400);
      const noKey = await call(t.app, { method: 'POST', url: '/api/v1/embed/liveness/sessions', body: {} });
      assert.equal(noKey.statusCode, 401);
      assert.equal(noKey.body.message, badKey);
    });

    it('public shows only what the page needs; poll before completion has null results', async () => {
      const partner = await registerPartner(t, { name: 'Public Bank', allowedOrigins: ['https://bank.example'] });
      const session = await createSession(t, partner, 'identity', { referenceId: 'secret-ref', allowedIdTypes: ['NIN', 'BVN'] });
      const pub = await call<Record<string, unknown>>(t.app, { method: 'GET', url: `/api/v1/embed/identity-comparison/sessions/${session.sessionToken}/public` });
      assert.equal(pub.statusCode, 200);
      assert.deepEqual(pub.body.data, {
        flow: 'identity_comparison',
        status: 'pending',
        expiresAt: session.expiresAt,
        partnerName: 'Public Bank',
        allowedIdTypes: ['NIN', 'BVN'],
        // The portal's own origin joins the partner's: its test-session preview frames the same page.
        allowedOrigins: ['https://bank.example', new URL(t.config.portalUrl).origin],
        maxImageBytes: 5 * 1024 * 1024,
        // EMBED_LIVENESS_MODE=passive (test/helpers/app.ts): one selfie, no challenge.
        challenge: null,
      });
      assert.ok(!pub.raw.includes('secret-ref') && !pub.raw.includes(partner.partnerId) && !pub.raw.includes(session.sessionId));
      const polled = await poll(t, 'identity', session.sessionToken);
      assert.equal(polled.statusCode, 200);
      assert.equal(polled.body.data.status, 'pending');
      assert.equal(polled.body.data.success, null);
      assert.equal(polled.body.data.referenceId, 'secret-ref');
      // A token on the other flow's path is not a session there.
      assert.equal((await poll(t, 'liveness', session.sessionToken)).statusCode, 404);
      const wrongFlowPublic = await call(t.app, { method: 'GET', url: `/api/v1/embed/liveness/sessions/${session.sessionToken}/public` });
      assert.equal(wrongFlowPublic.body.message, gone);
    });

    it('an expired session is "not found or expired" on a token-only poll, public and submit, "expired" to its owner, and listed as expired', async () => {
      const partner = await registerPartner(t);
      const session = await createSession(t, partner, 'liveness', { referenceId: 'to-expire' });
      await t.database.db.update(tables.embedSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tables.embedSessions.id, session.sessionId));
      const owner = await poll(t, 'liveness', session.sessionToken, partner);
      assert.equal(owner.statusCode, 200);
      assert.equal(owner.body.data.status, 'expired');
      for (const response of [
        await poll(t, 'liveness', session.sessionToken),
        await call(t.app, { method: 'GET', url: `/api/v1/embed/liveness/sessions/${session.sessionToken}/public` }),
        await submit(t, 'liveness', session.sessionToken, { image: await jpegBase64() }),
      ]) {
        assert.equal(response.statusCode, 404);
        assert.equal(response.body.message, gone);
      }
      const list = await call<{ sessions: { sessionId: string; status: string }[] }>(t.app, { method: 'GET', url: '/api/v1/embed/partner/sessions?status=expired', headers: partnerHeaders(partner) });
      assert.deepEqual(list.body.data.sessions.map((s) => [s.sessionId, s.status]), [[session.sessionId, 'expired']]);
    });

    it("another partner's key never reads a session; unknown tokens are not found", async () => {
      const owner = await registerPartner(t);
      const other = await registerPartner(t);
      const session = await createSession(t, owner, 'liveness');
      const stolen = await poll(t, 'liveness', session.sessionToken, other);
      assert.equal(stolen.statusCode, 404);
      assert.equal(stolen.body.message, gone);
      const badKeyPoll = await poll(t, 'liveness', session.sessionToken, { apiKey: 'vep_nope' });
      assert.equal(badKeyPoll.statusCode, 401);
      assert.equal(badKeyPoll.body.message, badKey);
      for (const token of ['x', 'A'.repeat(43), '../../etc']) {
        const response = await call(t.app, { method: 'GET', url: `/api/v1/embed/liveness/sessions/${encodeURIComponent(token)}` });
        assert.equal(response.statusCode, 404);
      }
      const others = await call<{ sessions: unknown[] }>(t.app, { method: 'GET', url: '/api/v1/embed/partner/sessions', headers: partnerHeaders(other) });
      assert.deepEqual(others.body.data.sessions, []);
    });
  });

  describe('submit and webhooks', () => {
    const b64 = (image: Buffer) => image.toString('base64');

    it('liveness pass on a real face: result, poll fields, envelope with signals, stored capture, signed webhook', async () => {
      const partner = await registerReceivingPartner(t, receiver);
      const session = await createSession(t, partner, 'liveness', { referenceId: 'ref-live' });
      const image = b64(await faceJpeg());
      const result = await submit(t, 'liveness', session.sessionToken, { image: `data:image/jpeg;base64,${image}` });
      assert.equal(result.statusCode, 200, result.raw);
      assert.equal(result.body.data.success, true);
      assert.equal(result.body.data.status, 'completed');
      assert.ok(result.body.data.confidence >= 80 && result.body.data.confidence <= 100, `confidence ${result.body.data.confidence}`);
      assert.match(result.body.data.providerTransactionRef!, /^SBX-[0-9A-F]{16}$/);
      assert.equal(result.body.data.message, 'Liveness check passed');

      const polled = await poll(t, 'liveness', session.sessionToken, partner);
      const data = polled.body.data;
      assert.equal(data.status, 'completed');
      assert.equal(data.success, true);
      assert.equal(data.confidence, result.body.data.confidence);
      assert.equal(data.errorMessage, null);
      assert.equal(data.providerTransactionRef, result.body.data.providerTransactionRef);
      assert.match(String(data.completedAt), /Z$/);
      const providerResponse = data.providerResponse as { status: boolean; message: string; code: string; transactionRef: string; data: Record<string, unknown> };
      assert.deepEqual(Object.keys(providerResponse).sort(), ['code', 'data', 'message', 'status', 'transactionRef']);
      assert.equal(providerResponse.status, true);
      assert.equal(providerResponse.code, '200');
      assert.equal(providerResponse.transactionRef, data.providerTransactionRef);
      const engineSays = providerResponse.data as { isLive: boolean; livenessScore: number; confidence: number; reasons: string[]; signals: Record<string, number>; advisory: { antispoof: number; liveness: number; decides: boolean } };
      assert.equal(engineSays.isLive, true);
      assert.equal(engineSays.confidence, data.confidence, 'the session confidence is the engine confidence');
      assert.equal(engineSays.livenessScore, engineSays.confidence / 100);
      assert.deepEqual(engineSays.reasons, []);
      assert.deepEqual(Object.keys(engineSays.signals).sort(), ['brightness', 'centreOffset', 'detectionScore', 'faceFraction', 'faceWidthPixels', 'sharpness']);
      assert.ok(engineSays.signals.faceWidthPixels! > 100, JSON.stringify(engineSays.signals));
      assert.equal(engineSays.advisory.decides, false);
      assert.ok(engineSays.advisory.antispoof >= 0 && engineSays.advisory.antispoof <= 1 && engineSays.advisory.liveness >= 0 && engineSays.advisory.liveness <= 1);
      const captured = Buffer.from(String(data.captureImageBase64), 'base64');
      assert.equal((await sharp(captured).metadata()).format, 'jpeg');
      const expires = Number(new URL(String(data.captureImageUrl)).searchParams.get('expires'));
      assert.ok(Math.abs(expires - (Date.now() / 1000 + 3600)) < 60, 'the capture link lives about an hour');
      const download = await t.app.inject({ method: 'GET', url: String(data.captureImageUrl).replace('http://verity.test', '') });
      assert.equal(download.statusCode, 200);
      assert.ok(download.rawPayload.equals(captured));

      const hook = await webhookFor(partner.tag, session.sessionId);
      assert.equal(hook.headers['content-type'], 'application/json');
      assert.equal(hook.headers['x-service-event'], 'liveness.completed');
      assert.match(String(hook.headers['webhook-id']), /^evt_/);
      assert.deepEqual(Object.keys(hook.body).sort(), [
        'captureImageBase64', 'captureImageUrl', 'completedAt', 'confidence', 'errorMessage', 'event', 'providerResponse',
        'providerTransactionRef', 'referenceId', 'sessionId', 'sessionToken', 'success',
      ]);
      assert.equal(hook.body.event, 'liveness.completed');
      assert.equal(hook.body.sessionToken, session.sessionToken);
      assert.equal(hook.body.referenceId, 'ref-live');
      assert.equal(hook.body.success, true);
      assert.equal(hook.body.captureImageBase64, data.captureImageBase64);
      assert.deepEqual(hook.body.providerResponse, providerResponse);
      assert.equal(hook.body.completedAt, data.completedAt);

      // Single-use: a second submit is refused and sends nothing more.
      const again = await submit(t, 'liveness', session.sessionToken, { image });
      assert.equal(again.statusCode, 404);
      assert.equal(again.body.message, gone);
      const pub = await call(t.app, { method: 'GET', url: `/api/v1/embed/liveness/sessions/${session.sessionToken}/public` });
      assert.equal((pub.body.data as { status: string }).status, 'completed');
    });

    it('no face, two faces, a dark face: rejected with the reason, the session stays usable, then a good face completes it', async () => {
      const partner = await registerReceivingPartner(t, receiver);
      const session = await createSession(t, partner, 'liveness');
      const rejections = [
        [await noFaceJpeg(), 'No face was found: face the camera in good light with nothing covering your face.', 4],
        [await twoFacesJpeg(), '2 faces were found: only the person being verified may be in the picture.', 3],
        [await darkFaceJpeg(), 'The face is too dark: move to better light.', 2],
      ] as const;
      for (const [image, reason, left] of rejections) {
        const response = await submit(t, 'liveness', session.sessionToken, { image: b64(image) });
        assert.equal(response.statusCode, 400, response.raw);
        assert.equal(response.body.error!.details[0]!.path, 'image');
        assert.ok(response.body.error!.details[0]!.message.includes(reason), response.body.error!.details[0]!.message);
        assert.match(response.body.message, new RegExp(`^The photo was not accepted: .* ${left} attempts left\\.$`));
        assert.equal((await poll(t, 'liveness', session.sessionToken)).body.data.status, 'pending', 'a rejection does not consume the session');
      }
      const good = await submit(t, 'liveness', session.sessionToken, { image: b64(await faceJpeg('sample4a')) });
      assert.equal(good.statusCode, 200, good.raw);
      assert.equal(good.body.data.status, 'completed');
      const [row] = await t.database.db.select().from(tables.embedSessions).where(eq(tables.embedSessions.id, session.sessionId));
      assert.equal(row!.rejectedCaptures, 3);
      const hook = await webhookFor(partner.tag, session.sessionId);
      assert.equal(hook.body.success, true);
    });

    it('liveness failures: below the pass threshold, invalid provider key (each still sends a webhook)', async () => {
      const good = await registerReceivingPartner(t, receiver);
      const badKeyPartner = await registerReceivingPartner(t, receiver, { providerSecretKey: 'live_sk_not_sandbox' });
      // A usable face about 100 px wide: the engine passes it (confidence >= 50), the session threshold (80) does not.
      const smallFace = await sharp(await faceJpeg()).resize(260).jpeg().toBuffer();
      const cases = [
        { partner: good, image: smallFace, error: /^liveness check failed: confidence (\d+) is below the pass threshold 80$/, ref: true },
        { partner: badKeyPartner, image: await faceJpeg(), error: /^invalid provider key$/, ref: false },
      ];
      for (const c of cases) {
        const session = await createSession(t, c.partner, 'liveness');
        const result = await submit(t, 'liveness', session.sessionToken, { image: b64(c.image) });
        assert.equal(result.statusCode, 200, result.raw);
        assert.equal(result.body.data.success, false);
        assert.equal(result.body.data.status, 'failed');
        const polled = await poll(t, 'liveness', session.sessionToken);
        assert.equal(polled.body.data.status, 'failed');
        const error = String(polled.body.data.errorMessage);
        const match = c.error.exec(error);
        assert.ok(match, error);
        assert.equal(result.body.data.message, `Verification failed: ${error}`);
        if (c.ref) {
          const confidence = Number(match[1]);
          assert.ok(confidence >= 50 && confidence < 80, error);
          assert.equal(result.body.data.confidence, confidence);
          assert.equal((polled.body.data.providerResponse as { data: { isLive: boolean } }).data.isLive, true);
        } else {
          assert.equal(result.body.data.confidence, 0);
          assert.equal(polled.body.data.providerResponse, null);
        }
        const hook = await webhookFor(c.partner.tag, session.sessionId);
        assert.equal(hook.body.success, false);
        assert.equal(hook.body.errorMessage, error);
      }
    });

    it('identity comparison: every seeded test number gives its documented outcome; full ID number only for the owner', async () => {
      const partner = await registerReceivingPartner(t, receiver);
      const badKeyPartner = await registerReceivingPartner(t, receiver, { providerSecretKey: 'live_sk_not_sandbox' });
      const anyFace = await faceJpeg('sample4a');
      const cases = [
        { idType: 'NIN', idNumber: '70000000000', image: anyFace, success: true, confidence: 95, error: null, payload: true },
        { idType: 'BVN', idNumber: '22000000001', image: anyFace, success: false, confidence: 5, error: 'face does not match the ID record', payload: true },
        { idType: 'NIN', idNumber: '70000000002', image: anyFace, success: false, confidence: 0, error: 'ID record not found', payload: false },
        { idType: 'PHONENUMBER', idNumber: '08000000003', image: anyFace, success: false, confidence: 0, error: 'provider unavailable', payload: false },
        { idType: 'NIN', idNumber: '70000000004', image: anyFace, success: false, confidence: 0, error: 'ID record has no photo to compare with', payload: true },
        // Digit 5: the real matcher against the sample1a crop.
        { idType: 'BVN', idNumber: '22000000005', image: await faceJpeg('sample1a'), success: true, confidence: null, error: null, payload: true },
        { idType: 'PHONENUMBER', idNumber: '+2348000000005', image: await faceJpeg('sample2a'), success: false, confidence: null, error: 'face does not match the ID record', payload: true },
        { idType: 'NIN', idNumber: '70000000000', image: anyFace, success: false, confidence: 0, error: 'invalid provider key', payload: false, owner: badKeyPartner },
      ];
      for (const c of cases) {
        const owner = c.owner ?? partner;
        const session = await createSession(t, owner, 'identity', { referenceId: `id-${c.idNumber}` });
        const result = await submit(t, 'identity', session.sessionToken, { image: b64(c.image), idType: c.idType, idNumber: c.idNumber });
        assert.equal(result.statusCode, 200, result.raw);
        assert.equal(result.body.data.success, c.success, c.idNumber);
        if (c.confidence !== null) assert.equal(result.body.data.confidence, c.confidence, c.idNumber);
        const polled = (await poll(t, 'identity', session.sessionToken, owner)).body.data;
        assert.equal(polled.errorMessage, c.error, c.idNumber);
        assert.equal(polled.idType, c.idType);
        assert.equal(polled.idNumberMasked, `${'*'.repeat(c.idNumber.length - 4)}${c.idNumber.slice(-4)}`);
        assert.deepEqual(polled.identityComparison, { idType: c.idType, idNumber: c.idNumber });
        const anonymous = await poll(t, 'identity', session.sessionToken);
        assert.equal(anonymous.body.data.identityComparison, undefined);
        const hook = await webhookFor(owner.tag, session.sessionId);
        assert.equal(hook.headers['x-service-event'], 'identity_comparison.completed');
        assert.equal(hook.body.idType, c.idType);
        assert.equal(hook.body.idNumber, c.idNumber);
        assert.equal(hook.body.success, c.success);
        assert.equal(hook.body.errorMessage, c.error);
        const response = hook.body.providerResponse as null | {
          status: boolean; message: string; code: string; apiVersion: string; transactionRef: string; error: unknown;
          data: null | { identity: { type: string; number: string; payload: Record<string, unknown> }; comparison: null | { isMatch: boolean; confidence: number; detail: { confidence: number; thresholds: Record<string, number> } } };
        };
        if (c.error === 'provider unavailable' || c.error === 'invalid provider key') {
          assert.equal(response, null);
          continue;
        }
        assert.ok(response);
        assert.deepEqual(Object.keys(response).sort(), ['apiVersion', 'code', 'data', 'error', 'message', 'status', 'transactionRef']);
        assert.equal(response.apiVersion, 'v1');
        assert.equal(response.transactionRef, hook.body.providerTransactionRef);
        if (!c.payload) {
          assert.equal(response.status, false);
          assert.equal(response.code, '404');
          assert.equal(response.data, null);
          assert.match(response.message, /No NIN record with this number/);
          continue;
        }
        assert.equal(response.status, true);
        assert.equal(response.error, null);
        assert.deepEqual(Object.keys(response.data!).sort(), ['comparison', 'identity']);
        const { identity, comparison } = response.data!;
        assert.equal(identity.type, c.idType);
        assert.equal(identity.number, c.idType === 'PHONENUMBER' ? '08000000005' : c.idNumber);
        assert.equal(identity.payload.firstName, 'Sandbox');
        assert.equal(typeof identity.payload.lastName, 'string');
        assert.match(String(identity.payload.dateOfBirth), /^1990-01-0\d$/);
        assert.match(String(identity.payload.phoneNumber1), /^0\d{10}$/);
        assert.equal(identity.payload.bvn, c.idType === 'BVN' ? c.idNumber : undefined);
        if (c.error === 'ID record has no photo to compare with') {
          assert.equal(identity.payload.base64Image, undefined);
          assert.equal(comparison, null);
          continue;
        }
        assert.equal((await sharp(Buffer.from(String(identity.payload.base64Image), 'base64')).metadata()).format, 'jpeg', 'the registry photo');
        assert.ok(comparison);
        assert.deepEqual(Object.keys(comparison).sort(), ['confidence', 'detail', 'isMatch']);
        assert.equal(comparison.isMatch, c.success);
        assert.equal(Math.round(comparison.confidence), result.body.data.confidence);
        assert.equal(comparison.detail.confidence, Math.round(comparison.confidence * 100) / 10000);
        assert.deepEqual(Object.keys(comparison.detail.thresholds).sort(), ['_1e3', '_1e4', '_1e5']);
        assert.ok(comparison.detail.thresholds._1e3! <= comparison.detail.thresholds._1e4! && comparison.detail.thresholds._1e4! <= comparison.detail.thresholds._1e5!);
        if (c.confidence === null) {
          // The real matcher: a match clears the _1e3 threshold, a different person stays well under it.
          if (c.success) assert.ok(comparison.detail.confidence >= comparison.detail.thresholds._1e3!, JSON.stringify(comparison));
          else assert.ok(comparison.detail.confidence < comparison.detail.thresholds._1e3! - 0.1, JSON.stringify(comparison));
        }
      }
    });

    it('an identity added through the operator API is judged by the real matcher: an edited selfie of A matches, face B does not', async () => {
      const partner = await registerPartner(t);
      const added = await call(t.app, {
        method: 'POST',
        url: '/admin/v1/sandbox/identities',
        headers: adminHeaders(t),
        body: { idType: 'NIN', idNumber: '12345678906', firstName: 'Ada', lastName: 'Okafor', dateOfBirth: '1991-04-12', phoneNumber: '08031234567', photo: b64(await faceJpeg('sample2a')) },
      });
      assert.equal(added.statusCode, 200, added.raw);
      const compare = async (image: Buffer) => {
        const session = await createSession(t, partner, 'identity');
        const result = await submit(t, 'identity', session.sessionToken, { image: b64(image), idType: 'NIN', idNumber: '12345678906' });
        assert.equal(result.statusCode, 200, result.raw);
        const polled = (await poll(t, 'identity', session.sessionToken, partner)).body.data;
        return { result: result.body.data, polled, response: polled.providerResponse as { data: { identity: { payload: Record<string, unknown> }; comparison: { isMatch: boolean; confidence: number; detail: { confidence: number; thresholds: { _1e3: number } } } } } };
      };
      const same = await compare(await editedFaceJpeg('sample2a'));
      assert.equal(same.result.success, true, JSON.stringify(same.response.data.comparison));
      assert.equal(same.result.message, 'Identity verified: the face matches the ID record');
      assert.ok(same.response.data.comparison.detail.confidence >= same.response.data.comparison.detail.thresholds._1e3);
      assert.deepEqual(same.response.data.identity.payload, {
        firstName: 'Ada',
        lastName: 'Okafor',
        dateOfBirth: '1991-04-12',
        phoneNumber1: '08031234567',
        base64Image: b64(await faceJpeg('sample2a')),
      });
      const other = await compare(await faceJpeg('sample4a'));
      assert.equal(other.result.success, false);
      assert.equal(other.polled.errorMessage, 'face does not match the ID record');
      assert.equal(other.response.data.comparison.isMatch, false);
      assert.ok(other.result.confidence < same.result.confidence);

      // A selfie without a face is a retake on the identity flow too; the session stays usable.
      const session = await createSession(t, partner, 'identity');
      const noFace = await submit(t, 'identity', session.sessionToken, { image: b64(await noFaceJpeg()), idType: 'NIN', idNumber: '12345678906' });
      assert.equal(noFace.statusCode, 400, noFace.raw);
      assert.match(noFace.body.error!.details[0]!.message, /^No face was found/);
      assert.equal((await poll(t, 'identity', session.sessionToken)).body.data.status, 'pending');
    });

    it('real different photos through the identity comparison API: the same man in another photo matches, another person does not', async () => {
      // human's demo screenshots (not the evaluation-only faces-bbt set): the ID record holds one
      // photo of a man, the selfies are a different photo of him and a different person. The
      // default matcher (arcface) answers, and the response names its thresholds, derived from real
      // different-person pairs (docs/face-evaluation.md).
      const photos = await oneManDifferentPhotos();
      const verify = await identityAgainstRecord(t, { photo: photos.find((photo) => photo.id === 'facematch-row1-3')!.jpeg, idNumber: '22233344457' });
      const same = await verify(photos.find((photo) => photo.id === 'faceid')!.jpeg);
      assert.equal(same.result.success, true, JSON.stringify(same.comparison));
      assert.equal(same.comparison.isMatch, true);
      assert.ok(same.comparison.detail.confidence >= same.comparison.detail.thresholds._1e3);
      assert.deepEqual(same.comparison.detail.thresholds, { ...matcherThresholds.arcface });
      const other = await verify(await faceJpeg('sample1a'));
      assert.equal(other.result.success, false, JSON.stringify(other.comparison));
      assert.equal(other.polled.errorMessage, 'face does not match the ID record');
      assert.equal(other.comparison.isMatch, false);
      assert.ok(other.comparison.detail.confidence < other.comparison.detail.thresholds._1e3);
    });

    it('an operator identity whose photo shows no face is answered like a record without a photo', async () => {
      const partner = await registerPartner(t);
      const added = await call(t.app, {
        method: 'POST',
        url: '/admin/v1/sandbox/identities',
        headers: adminHeaders(t),
        body: { idType: 'BVN', idNumber: '22233344456', firstName: 'No', lastName: 'Face', photo: b64(await noFaceJpeg()) },
      });
      assert.equal(added.statusCode, 200, added.raw);
      const session = await createSession(t, partner, 'identity');
      const result = await submit(t, 'identity', session.sessionToken, { image: b64(await faceJpeg('sample4a')), idType: 'BVN', idNumber: '22233344456' });
      assert.equal(result.statusCode, 200, result.raw);
      assert.equal(result.body.data.success, false);
      const polled = (await poll(t, 'identity', session.sessionToken, partner)).body.data;
      assert.equal(polled.errorMessage, 'ID record has no photo to compare with');
      const response = polled.providerResponse as { message: string; data: { identity: { payload: Record<string, unknown> }; comparison: unknown } };
      assert.equal(response.message, 'Identity record found but its photo has no usable face to compare with');
      assert.equal(response.data.comparison, null);
      assert.deepEqual(response.data.identity.payload, { firstName: 'No', lastName: 'Face', bvn: '22233344456', base64Image: b64(await noFaceJpeg()) });
    });

    it('an ID type outside allowedIdTypes or a malformed number is refused without using the session', async () => {
      const partner = await registerPartner(t);
      const session = await createSession(t, partner, 'identity', { allowedIdTypes: ['BVN'] });
      const image = b64(await faceJpeg('sample4a'));
      const wrongType = await submit(t, 'identity', session.sessionToken, { image, idType: 'NIN', idNumber: '12345678901' });
      assert.equal(wrongType.statusCode, 400);
      assert.equal(wrongType.body.message, 'This ID type is not accepted for this session');
      assert.deepEqual(wrongType.body.error!.details, [{ path: 'idType', message: 'NIN is not accepted for this session; choose one of: BVN' }]);
      const shortBvn = await submit(t, 'identity', session.sessionToken, { image, idType: 'BVN', idNumber: '123' });
      assert.deepEqual(shortBvn.body.error!.details, [{ path: 'idNumber', message: 'must be 11 digits for BVN' }]);
      const phoneSession = await createSession(t, partner, 'identity', { allowedIdTypes: ['PHONENUMBER'] });
      const badPhone = await submit(t, 'identity', phoneSession.sessionToken, { image, idType: 'PHONENUMBER', idNumber: '0123' });
      assert.equal(badPhone.body.error!.details[0]!.path, 'idNumber');
      const missing = await submit(t, 'identity', session.sessionToken, { image });
      assert.equal(missing.statusCode, 400);
      const ok = await submit(t, 'identity', session.sessionToken, { image, idType: 'BVN', idNumber: '220-0000-0000' });
      assert.equal(ok.body.data.success, true, ok.raw);
      // The international form finds the registry's local 080... record.
      const okPhone = await submit(t, 'identity', phoneSession.sessionToken, { image, idType: 'PHONENUMBER', idNumber: '+2348000000000' });
      assert.equal(okPhone.body.data.success, true, okPhone.raw);
    });

    it('rejected captures (not an image, too small, pixel bomb, truncated, no face) do not use the session, up to the limit', async () => {
      const partner = await registerReceivingPartner(t, receiver);
      const session = await createSession(t, partner, 'liveness');
      const notImage = Buffer.from('%PDF-1.4 not a photo').toString('base64');
      const tiny = await jpegBase64({ width: 20, height: 20 });
      // A PNG claiming 20000 x 20000 px in a few hundred bytes: refused from its header, before any decode.
      const bomb = pngBomb(20_000, 20_000).toString('base64');
      const truncated = (await faceJpeg()).subarray(0, 300).toString('base64');
      const expectations = [
        [notImage, 'The photo must be a JPEG, PNG or WebP image.'],
        [tiny, 'The photo is too small (at least 64x64 pixels).'],
        [bomb, 'The photo has too many pixels (over 25000000). Retake it at a lower resolution.'],
        [truncated, null],
      ] as const;
      let left = 4;
      for (const [image, reason] of expectations) {
        const response = await submit(t, 'liveness', session.sessionToken, { image });
        assert.equal(response.statusCode, 400, response.raw);
        assert.equal(response.body.error!.details[0]!.path, 'image');
        if (reason) assert.equal(response.body.error!.details[0]!.message, reason);
        assert.match(response.body.message, new RegExp(`${left} attempts? left`));
        left -= 1;
      }
      assert.equal((await poll(t, 'liveness', session.sessionToken)).body.data.status, 'pending', 'rejections do not consume the session');
      const notBase64 = await submit(t, 'liveness', session.sessionToken, { image: '***' });
      assert.equal(notBase64.statusCode, 400);
      assert.equal(notBase64.body.error!.details[0]!.message, 'must be a base64-encoded JPEG (a data:image/...;base64, prefix is accepted)');
      const fifth = await submit(t, 'liveness', session.sessionToken, { image: b64(await noFaceJpeg()) });
      assert.equal(fifth.statusCode, 200);
      assert.equal(fifth.body.data.success, false);
      assert.equal(fifth.body.data.message, 'Verification failed: too many rejected captures');
      const hook = await webhookFor(partner.tag, session.sessionId);
      assert.equal(hook.body.errorMessage, 'too many rejected captures');
      assert.equal(hook.body.captureImageBase64, null);
    });

    it('an oversized capture is rejected by size (counted), an oversized body with 413 (not counted)', async () => {
      const partner = await registerPartner(t);
      const session = await createSession(t, partner, 'liveness');
      const bigJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 1000)]).toString('base64');
      const big = await submit(t, 'liveness', session.sessionToken, { image: bigJpeg });
      assert.equal(big.statusCode, 400);
      assert.equal(big.body.error!.details[0]!.message, 'The photo is too large (over 5 MB). Retake it at a lower resolution.');
      const huge = await submit(t, 'liveness', session.sessionToken, { image: 'A'.repeat(8 * 1024 * 1024) });
      assert.equal(huge.statusCode, 413);
      assert.equal(huge.body.error!.type, 'payload_too_large');
      const [row] = await t.database.db.select().from(tables.embedSessions).where(eq(tables.embedSessions.id, session.sessionId));
      assert.equal(row!.rejectedCaptures, 1);
      assert.equal(row!.status, 'pending');
    });

    it('accepts PNG and WebP captures of a face and stores them as JPEG', async () => {
      const partner = await registerPartner(t);
      for (const format of ['png', 'webp'] as const) {
        const session = await createSession(t, partner, 'liveness');
        const image = b64(await sharp(await faceJpeg('sample4a'))[format]().toBuffer());
        const result = await submit(t, 'liveness', session.sessionToken, { image });
        assert.equal(result.body.data.success, true, result.raw);
        const stored = (await poll(t, 'liveness', session.sessionToken, partner)).body.data.captureImageBase64;
        assert.equal((await sharp(Buffer.from(String(stored), 'base64')).metadata()).format, 'jpeg');
      }
    });

    it('two concurrent submits on one token: exactly one is processed, the other is "not found or expired"', async () => {
      const partner = await registerReceivingPartner(t, receiver);
      const image = b64(await faceJpeg());
      for (let round = 0; round < 5; round++) {
        const session = await createSession(t, partner, 'liveness');
        const responses = await Promise.all([1, 2, 3].map(() => submit(t, 'liveness', session.sessionToken, { image })));
        const statuses = responses.map((r) => r.statusCode).sort();
        assert.deepEqual(statuses, [200, 404, 404], JSON.stringify(responses.map((r) => r.raw)));
        for (const lost of responses.filter((r) => r.statusCode === 404)) assert.equal(lost.body.message, gone);
        const deliveries = await t.database.db.select().from(tables.webhookDeliveries).where(eq(tables.webhookDeliveries.subjectId, session.sessionId));
        assert.equal(deliveries.length, 1, 'one webhook per session');
      }
    });

    it('a claim left by a process that died mid-submit is taken over once it is stale; a live one is not', async () => {
      const partner = await registerPartner(t);
      const session = await createSession(t, partner, 'liveness');
      const image = b64(await faceJpeg());
      const claim = (ageSeconds: number) =>
        t.database.db
          .update(tables.embedSessions)
          .set({ status: 'processing', claimId: 'dead-process', claimedAt: sql`now() - make_interval(secs => ${ageSeconds})` })
          .where(eq(tables.embedSessions.id, session.sessionId));
      await claim(1);
      const busy = await submit(t, 'liveness', session.sessionToken, { image });
      assert.equal(busy.statusCode, 404, 'a claim within the provider time limit is still held');
      assert.equal(busy.body.message, gone);
      await claim(15 + 60 + 1);
      const taken = await submit(t, 'liveness', session.sessionToken, { image });
      assert.equal(taken.statusCode, 200, taken.raw);
      assert.equal(taken.body.data.success, true);
      const [row] = await t.database.db.select().from(tables.embedSessions).where(eq(tables.embedSessions.id, session.sessionId));
      assert.equal(row!.status, 'completed');
      assert.notEqual(row!.claimId, 'dead-process');
    });

    it('lists sessions with filters', async () => {
      const partner = await registerPartner(t);
      const a = await createSession(t, partner, 'liveness', { referenceId: 'list-a' });
      const b = await createSession(t, partner, 'identity', { referenceId: 'list-b' });
      await submit(t, 'liveness', a.sessionToken, { image: b64(await faceJpeg()) });
      const list = async (query: string) =>
        (await call<{ sessions: { sessionId: string }[]; nextBefore: string | null }>(t.app, { method: 'GET', url: `/api/v1/embed/partner/sessions${query}`, headers: partnerHeaders(partner) })).body.data;
      assert.deepEqual((await list('')).sessions.map((s) => s.sessionId), [b.sessionId, a.sessionId]);
      assert.deepEqual((await list('?status=completed')).sessions.map((s) => s.sessionId), [a.sessionId]);
      assert.deepEqual((await list('?status=pending')).sessions.map((s) => s.sessionId), [b.sessionId]);
      assert.deepEqual((await list('?flow=identity_comparison')).sessions.map((s) => s.sessionId), [b.sessionId]);
      assert.deepEqual((await list('?referenceId=list-a')).sessions.map((s) => s.sessionId), [a.sessionId]);
      assert.deepEqual((await list(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).sessions, []);
      const page = await list('?limit=1');
      assert.equal(page.sessions.length, 1);
      assert.deepEqual((await list(`?limit=1&before=${page.nextBefore}`)).sessions.map((s) => s.sessionId), [a.sessionId]);
      const bad = await call(t.app, { method: 'GET', url: '/api/v1/embed/partner/sessions?status=done', headers: partnerHeaders(partner) });
      assert.equal(bad.statusCode, 400);
    });

    it('every delivery in this file passed both signature checks at the receiver', () => {
      assert.ok(receiver.received.length >= 15, `${receiver.received.length} deliveries`);
      assert.deepEqual(receiver.rejected, []);
    });
  });
});

describe(`embed service with the model scores deciding liveness (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ env: { LIVENESS_MODEL_SCORES_DECIDE: 'true' } });
  });
  after(async () => t.close());

  it('a usable face the antispoof model doubts fails liveness with the models\' reason; the scores are in providerResponse', async () => {
    const partner = await registerPartner(t);
    const session = await createSession(t, partner, 'liveness');
    // sample2a passes every capture check, but human's antispoof model scores it about 0.35 (< 0.5).
    const result = await submit(t, 'liveness', session.sessionToken, { image: (await faceJpeg('sample2a')).toString('base64') });
    assert.equal(result.statusCode, 200, result.raw);
    assert.equal(result.body.data.status, 'failed');
    const polled = (await poll(t, 'liveness', session.sessionToken, partner)).body.data;
    assert.equal(polled.errorMessage, 'liveness check failed: The face models judged this capture not to be a live person in front of the camera.');
    const data = (polled.providerResponse as { data: { isLive: boolean; confidence: number; advisory: { antispoof: number; liveness: number; decides: boolean } } }).data;
    assert.equal(data.isLive, false);
    assert.equal(data.advisory.decides, true);
    assert.ok(data.advisory.antispoof < 0.5, JSON.stringify(data.advisory));
    assert.ok(data.confidence < 50);
  });
});

describe(`embed service under FACE_MATCHER=face-api (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ env: { FACE_MATCHER: 'face-api' } });
  });
  after(async () => t.close());

  it('identity comparisons report face-api\'s thresholds, for a simulated outcome as for the real matcher', async () => {
    const partner = await registerPartner(t);
    const verify = async (idType: string, idNumber: string, image: Buffer) => {
      const session = await createSession(t, partner, 'identity');
      const result = await submit(t, 'identity', session.sessionToken, { image: image.toString('base64'), idType, idNumber });
      assert.equal(result.statusCode, 200, result.raw);
      const polled = (await poll(t, 'identity', session.sessionToken, partner)).body.data;
      const { comparison } = (polled.providerResponse as { data: { comparison: { isMatch: boolean; confidence: number; detail: { confidence: number; thresholds: Record<string, number> } } } }).data;
      return { result: result.body.data, comparison };
    };
    // Seeded test identities: 70000000000 simulates a match, 22000000001 a non-match, 22000000005 holds sample1a's photo.
    const simulatedMatch = await verify('NIN', '70000000000', await faceJpeg('sample4a'));
    assert.equal(simulatedMatch.result.success, true);
    assert.deepEqual(simulatedMatch.comparison, { isMatch: true, confidence: 95, detail: { confidence: 0.95, thresholds: { ...matcherThresholds['face-api'] } } });
    const simulatedMiss = await verify('BVN', '22000000001', await faceJpeg('sample4a'));
    assert.equal(simulatedMiss.result.success, false);
    assert.deepEqual(simulatedMiss.comparison.detail.thresholds, { ...matcherThresholds['face-api'] });
    const real = await verify('BVN', '22000000005', await editedFaceJpeg('sample1a'));
    assert.equal(real.result.success, true, JSON.stringify(real.comparison));
    assert.deepEqual(real.comparison.detail.thresholds, { ...matcherThresholds['face-api'] });
    assert.ok(real.comparison.detail.confidence >= matcherThresholds['face-api']._1e3, JSON.stringify(real.comparison));
    assert.equal(real.comparison.detail.confidence, Math.round(real.comparison.confidence * 100) / 10000);
  });
});
