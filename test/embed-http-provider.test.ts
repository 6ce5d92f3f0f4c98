import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { createSession, poll, registerPartner, submit } from './helpers/embed.js';
import { faceJpeg, noFaceJpeg } from './helpers/faces.js';

const face = async () => (await faceJpeg()).toString('base64');

interface ProviderCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

const livenessEnvelope = { status: true, message: 'Live', code: '200', transactionRef: 'PRV-LIVE-1', data: { isLive: true, livenessScore: 0.934, vendorField: { nested: [1, 2] } } };
const identityEnvelope = {
  status: true,
  message: 'Match',
  code: '200',
  apiVersion: 'v1',
  transactionRef: 'PRV-ID-1',
  error: null,
  data: {
    identity: { type: 'NIN', number: '12345678901', payload: { firstName: 'Ngozi', lastName: 'Okafor', base64Image: 'AAAA' } },
    comparison: { isMatch: true, confidence: 88.6, detail: { confidence: 0.886, thresholds: { _1e3: 0.6, _1e4: 0.7, _1e5: 0.8 } } },
  },
};

/** A provider speaking the documented HTTP contract; the secret key picks its behaviour. */
function startProvider(calls: ProviderCall[]): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      calls.push({ path: req.url ?? '', headers: req.headers, body });
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      switch (req.headers['x-api-key']) {
        case 'key_pass':
          return json(200, req.url === '/liveness' ? livenessEnvelope : identityEnvelope);
        case 'key_refused':
          return json(401, { message: 'bad key' });
        case 'key_reject':
          return json(422, { message: 'No face found in the photo' });
        case 'key_down':
          return json(503, { message: 'maintenance' });
        case 'key_chatty':
          return json(200, { ...identityEnvelope, message: 'Ngozi Okafor (NIN 12345678901) matched', vendorExtra: { note: 'Okafor' } });
        case 'key_garbage':
          return json(200, { hello: 'world' });
        case 'key_wordy':
          return json(200, { ...livenessEnvelope, status: false, message: `spoof suspected: ${'details '.repeat(700)}` });
        case 'key_huge':
          return json(200, { ...livenessEnvelope, data: { ...livenessEnvelope.data, debug: 'x'.repeat(2 * 1024 * 1024) } });
        case 'key_long_ref':
          return json(200, { ...livenessEnvelope, transactionRef: 'R'.repeat(200) });
        case 'key_hang':
          return setTimeout(() => json(200, livenessEnvelope), 6_000).unref();
        default:
          return json(500, {});
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe(`embed with the HTTP provider adapter (${testDatabaseKind})`, () => {
  let t: TestApp;
  let server: Server;
  const calls: ProviderCall[] = [];

  before(async () => {
    server = await startProvider(calls);
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({ env: { EMBED_PROVIDER: 'http', EMBED_PROVIDER_URL: `http://127.0.0.1:${port}/`, EMBED_PROVIDER_TIMEOUT_MS: '1500' } });
  });
  after(async () => {
    await t.close();
    server.closeAllConnections();
    server.close();
  });

  it('liveness: sends the key and the JPEG, passes the envelope through whole', async () => {
    const partner = await registerPartner(t, { providerSecretKey: 'key_pass' });
    const session = await createSession(t, partner, 'liveness');
    const image = await face();
    const result = await submit(t, 'liveness', session.sessionToken, { image });
    assert.equal(result.statusCode, 200, result.raw);
    assert.equal(result.body.data.success, true);
    assert.equal(result.body.data.confidence, 93);
    assert.equal(result.body.data.providerTransactionRef, 'PRV-LIVE-1');
    const call = calls.at(-1)!;
    assert.equal(call.path, '/liveness');
    assert.equal(call.headers['x-api-key'], 'key_pass');
    assert.deepEqual(Object.keys(call.body), ['image']);
    assert.equal(Buffer.from(String(call.body.image), 'base64').subarray(0, 3).toString('hex'), 'ffd8ff');
    const polled = await poll(t, 'liveness', session.sessionToken, partner);
    assert.deepEqual(polled.body.data.providerResponse, livenessEnvelope);
  });

  it('identity comparison: sends idType and idNumber; confidence from comparison.confidence', async () => {
    const partner = await registerPartner(t, { providerSecretKey: 'key_pass' });
    const session = await createSession(t, partner, 'identity');
    const result = await submit(t, 'identity', session.sessionToken, { image: await face(), idType: 'NIN', idNumber: '12345678901' });
    assert.equal(result.body.data.success, true, result.raw);
    assert.equal(result.body.data.confidence, 89);
    const call = calls.at(-1)!;
    assert.equal(call.path, '/identity-comparison');
    assert.equal(call.body.idType, 'NIN');
    assert.equal(call.body.idNumber, '12345678901');
    assert.deepEqual((await poll(t, 'identity', session.sessionToken, partner)).body.data.providerResponse, identityEnvelope);
  });

  it('401 is "invalid provider key"; 503, a broken envelope and a timeout are "provider unavailable"', async () => {
    for (const [key, error] of [
      ['key_refused', 'invalid provider key'],
      ['key_down', 'provider unavailable'],
      ['key_garbage', 'provider unavailable'],
      ['key_hang', 'provider unavailable'],
    ] as const) {
      const partner = await registerPartner(t, { providerSecretKey: key });
      const session = await createSession(t, partner, 'liveness');
      const started = Date.now();
      const result = await submit(t, 'liveness', session.sessionToken, { image: await face() });
      assert.ok(Date.now() - started < 4_500, `${key} answered in time`);
      assert.equal(result.statusCode, 200, result.raw);
      assert.equal(result.body.data.success, false);
      assert.equal((await poll(t, 'liveness', session.sessionToken)).body.data.errorMessage, error, key);
    }
  });

  it("a provider's JSON sent with a failure is kept whole in providerResponse (issue 17)", async () => {
    for (const [key, sent] of [
      ['key_refused', { message: 'bad key' }],
      ['key_down', { message: 'maintenance' }],
      ['key_garbage', { hello: 'world' }],
      ['key_other', {}],
    ] as const) {
      const partner = await registerPartner(t, { providerSecretKey: key });
      const session = await createSession(t, partner, 'liveness');
      const result = await submit(t, 'liveness', session.sessionToken, { image: await face() });
      assert.equal(result.body.data.success, false, result.raw);
      assert.deepEqual((await poll(t, 'liveness', session.sessionToken, partner)).body.data.providerResponse, sent, key);
    }
    const hang = await registerPartner(t, { providerSecretKey: 'key_hang' });
    const session = await createSession(t, hang, 'liveness');
    await submit(t, 'liveness', session.sessionToken, { image: await face() });
    assert.equal((await poll(t, 'liveness', session.sessionToken, hang)).body.data.providerResponse, null, 'no answer, nothing to keep');
  });

  it("bounds what the provider passes through: its message is cut inside errorMessage, an answer over 1 MiB or a 200-character transactionRef is off-contract (issue 21)", async () => {
    const wordy = await registerPartner(t, { providerSecretKey: 'key_wordy' });
    const session = await createSession(t, wordy, 'liveness');
    const result = await submit(t, 'liveness', session.sessionToken, { image: await face() });
    assert.equal(result.body.data.success, false, result.raw.slice(0, 300));
    const polled = await poll(t, 'liveness', session.sessionToken, wordy);
    const errorMessage = polled.body.data.errorMessage as string;
    assert.ok(errorMessage.startsWith('liveness check failed: spoof suspected: details'), errorMessage.slice(0, 60));
    assert.equal(errorMessage.length, 'liveness check failed: '.length + 500);
    assert.ok(errorMessage.endsWith('…'));
    assert.ok((result.body.data.message as string).length <= 1000);
    // The provider's own answer stays whole.
    assert.equal((polled.body.data.providerResponse as { message: string }).message.length, 'spoof suspected: '.length + 'details '.length * 700);

    for (const key of ['key_huge', 'key_long_ref']) {
      const partner = await registerPartner(t, { providerSecretKey: key });
      const other = await createSession(t, partner, 'liveness');
      const answer = await submit(t, 'liveness', other.sessionToken, { image: await face() });
      assert.equal(answer.body.data.success, false, key);
      assert.equal(answer.body.data.providerTransactionRef, null, key);
      const data = (await poll(t, 'liveness', other.sessionToken, partner)).body.data;
      assert.equal(data.errorMessage, 'provider unavailable', key);
      assert.ok(JSON.stringify(data.providerResponse ?? null).length < 1024 * 1024, key);
    }
  });

  it('the token alone never reads the registry record, even when the provider quotes it in its message', async () => {
    for (const key of ['key_pass', 'key_chatty']) {
      const partner = await registerPartner(t, { providerSecretKey: key });
      const session = await createSession(t, partner, 'identity');
      await submit(t, 'identity', session.sessionToken, { image: await face(), idType: 'NIN', idNumber: '12345678901' });
      const owner = await poll(t, 'identity', session.sessionToken, partner);
      assert.equal((owner.body.data.providerResponse as { data: { identity: { payload: { firstName: string } } } }).data.identity.payload.firstName, 'Ngozi');
      const token = await poll(t, 'identity', session.sessionToken);
      for (const personal of ['Ngozi', 'Okafor', '12345678901', 'AAAA']) assert.ok(!token.raw.includes(personal), `${key}: ${personal} reached the token-only poll`);
      const response = token.body.data.providerResponse as Record<string, unknown>;
      assert.deepEqual(Object.keys(response).sort(), ['apiVersion', 'code', 'data', 'error', 'message', 'status', 'transactionRef'], 'unknown provider fields are dropped');
      assert.equal(response.message, key === 'key_chatty' ? '[redacted]' : 'Match');
      assert.deepEqual(response.data, { identity: { type: 'NIN', number: '*******8901' }, comparison: identityEnvelope.data.comparison });
    }
  });

  it('422 is a rejected capture: the session stays usable', async () => {
    const partner = await registerPartner(t, { providerSecretKey: 'key_reject' });
    const session = await createSession(t, partner, 'liveness');
    const result = await submit(t, 'liveness', session.sessionToken, { image: await face() });
    assert.equal(result.statusCode, 400);
    assert.deepEqual(result.body.error!.details, [{ path: 'image', message: 'No face found in the photo' }]);
    assert.equal((await poll(t, 'liveness', session.sessionToken)).body.data.status, 'pending');
  });

  it('our face inspector runs first: a capture without a face is rejected without a provider call', async () => {
    const partner = await registerPartner(t, { providerSecretKey: 'key_pass' });
    const session = await createSession(t, partner, 'liveness');
    const before = calls.length;
    const result = await submit(t, 'liveness', session.sessionToken, { image: (await noFaceJpeg()).toString('base64') });
    assert.equal(result.statusCode, 400, result.raw);
    assert.deepEqual(result.body.error!.details, [{ path: 'image', message: 'No face was found: face the camera in good light with nothing covering your face.' }]);
    assert.equal(calls.length, before, 'the provider was not called');
    assert.equal((await poll(t, 'liveness', session.sessionToken)).body.data.status, 'pending');
  });
});
