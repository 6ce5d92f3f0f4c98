import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect } from 'node:net';
import { adminHeaders, call, createInstitutionViaApi, createTestApp, type TestApp } from './helpers/app.js';

describe('HTTP envelope, errors and operations routes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      beforeReady(app) {
        app.get('/api/v1/test/explode', async () => {
          throw new Error('connection string postgres://secret@db/internal leaked?');
        });
      },
    });
  });
  after(async () => t.close());

  it('answers an unknown route with a 404 envelope and a request id', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/v1/nothing-here' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.body.status, false);
    assert.equal(response.body.code, '404');
    assert.equal(response.body.apiVersion, 'v1');
    assert.equal(response.body.data, null);
    assert.equal(response.body.error?.type, 'not_found');
    assert.match(String(response.headers['x-request-id']), /^req_[0-9A-Z]{26}$/);
    assert.equal(response.body.error?.requestId, response.headers['x-request-id']);
    assert.equal(response.body.transactionRef, response.headers['x-request-id']);
  });

  it('gives every response its own X-Request-Id', async () => {
    const first = await call(t.app, { method: 'GET', url: '/healthz' });
    const second = await call(t.app, { method: 'GET', url: '/healthz' });
    assert.ok(first.headers['x-request-id']);
    assert.notEqual(first.headers['x-request-id'], second.headers['x-request-id']);
  });

  it('rejects malformed JSON with 400 in the envelope', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/admin/v1/institutions',
      headers: { ...adminHeaders(t), 'content-type': 'application/json' },
      payload: '{"name": "Bank", ',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.body.error?.type, 'malformed_json');
    assert.equal(response.body.code, '400');
  });

  it('rejects a body over the limit with 413 in the envelope', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/admin/v1/institutions',
      headers: { ...adminHeaders(t), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), services: [] }),
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.body.error?.type, 'payload_too_large');
  });

  it('rejects an unsupported content type with 415 in the envelope', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/admin/v1/institutions',
      headers: { ...adminHeaders(t), 'content-type': 'application/xml' },
      payload: '<name>Bank</name>',
    });
    assert.equal(response.statusCode, 415);
    assert.equal(response.body.error?.type, 'unsupported_media_type');
  });

  it('hides internals of an unexpected failure behind a 500 envelope', async () => {
    const response = await call(t.app, { method: 'GET', url: '/api/v1/test/explode' });
    assert.equal(response.statusCode, 500);
    assert.equal(response.body.error?.type, 'internal');
    assert.doesNotMatch(response.raw, /postgres|secret|leaked|stack|at /);
    assert.match(response.body.message, /request id/);
  });

  it('lists every field problem at once with JSON paths', async () => {
    const response = await call(t.app, {
      method: 'POST',
      url: '/admin/v1/institutions',
      headers: adminHeaders(t),
      body: { services: [{ code: 'NOPE', priceKobo: -1 }, { code: 'DOCUMENTTRUST' }], balanceKobo: '100', colour: 'blue' },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.body.error?.type, 'validation_error');
    const paths = response.body.error!.details.map((detail) => detail.path).sort();
    for (const expected of ['name', 'services[0].code', 'services[0].priceKobo', 'services[1].priceKobo', 'balanceKobo', 'colour']) {
      assert.ok(paths.includes(expected), `expected a detail for ${expected}, got ${paths.join(', ')}`);
    }
    const unknown = response.body.error!.details.find((detail) => detail.path === 'colour');
    assert.equal(unknown?.message, 'is not a known field');
  });

  it('serves health, readiness and Prometheus metrics', async () => {
    assert.deepEqual((await call(t.app, { method: 'GET', url: '/healthz' })).body, { status: 'ok' } as never);
    const ready = await call(t.app, { method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(metrics.statusCode, 200);
    assert.match(metrics.headers['content-type'] as string, /text\/plain/);
    assert.match(metrics.body, /verity_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
    assert.match(metrics.body, /verity_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz",status="200"\}/);
    assert.match(metrics.body, /# TYPE verity_job_queue_depth gauge/);
    assert.match(metrics.body, /# TYPE verity_billing_charges_total counter/);
    assert.match(metrics.body, /# TYPE verity_billing_insufficient_balance_total counter/);
  });

  it('publishes an OpenAPI 3.1 document and interactive docs listing the routes', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    assert.equal(spec.statusCode, 200);
    const document = spec.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    assert.equal(document.openapi, '3.1.0');
    for (const path of [
      '/admin/v1/institutions',
      '/admin/v1/institutions/{institutionId}',
      '/admin/v1/institutions/{institutionId}/api-keys',
      '/admin/v1/institutions/{institutionId}/api-keys/{keyId}',
      '/admin/v1/institutions/{institutionId}/wallet/credits',
      '/admin/v1/institutions/{institutionId}/services/{code}',
      '/admin/v1/institutions/{institutionId}/subscription',
      '/admin/v1/institutions/{institutionId}/ledger',
      '/healthz',
      '/readyz',
      '/metrics',
    ]) {
      assert.ok(document.paths[path], `OpenAPI lacks ${path}`);
    }
    assert.ok(document.paths['/admin/v1/institutions']!.post!.requestBody, 'request body schema documented');
    const docs = await t.app.inject({ method: 'GET', url: '/docs/' });
    assert.equal(docs.statusCode, 200);
    assert.match(docs.body, /swagger-ui/i);
  });
});

describe('readiness', () => {
  it('reports 503 when migrations are missing', async () => {
    const t = await createTestApp();
    try {
      await t.database.db.execute(`delete from drizzle.__drizzle_migrations` as never);
      const response = await call(t.app, { method: 'GET', url: '/readyz' });
      assert.equal(response.statusCode, 503);
      assert.match(response.body.message, /migrations/);
    } finally {
      await t.close();
    }
  });
});

describe('log redaction', () => {
  it('keeps API keys, admin tokens, path tokens and ID numbers out of the logs', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void lines.push(line) },
      beforeReady(app) {
        app.post('/api/v1/test/echo-log', async (request) => {
          request.log.info({ payload: request.body }, 'handler saw a body');
          return { ok: true };
        });
      },
    });
    try {
      const { apiKey } = await createInstitutionViaApi(t);
      const sessionToken = 'tok_' + 'Ab9'.repeat(14);
      await call(t.app, { method: 'GET', url: `/api/v1/embed/liveness/sessions/${sessionToken}`, headers: { 'x-embed-partner-key': apiKey } });
      await call(t.app, { method: 'GET', url: '/creditregistry/api/v1/catalog', headers: { 'x-api-key': apiKey, 'x-service-api-key': apiKey } });
      await call(t.app, {
        method: 'POST',
        url: '/api/v1/test/echo-log',
        body: { bvn: '22212345678', idNumber: '12345678901', apiKey, captureImageBase64: '/9j/4AAQSkZJRgABAQ', providerSecretKey: 'sandbox_live_abc' },
      });
      const log = lines.join('');
      assert.ok(log.length > 0, 'logs were captured');
      for (const secret of [apiKey, t.adminToken, sessionToken, '22212345678', '12345678901', '/9j/4AAQSkZJRgABAQ', 'sandbox_live_abc']) {
        assert.ok(!log.includes(secret), `log contains ${secret.slice(0, 12)}…`);
      }
      assert.match(log, /\[redacted\]/);
    } finally {
      await t.close();
    }
  });
});

/** A listening app with a route that takes 400 ms; `started` resolves when a request reaches it. */
async function listenWithSlowRoute(): Promise<{ t: TestApp; port: number; started: Promise<void> }> {
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const t = await createTestApp({
    beforeReady(app) {
      app.get('/api/v1/test/slow', async () => {
        markStarted();
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { finished: true };
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as { port: number }).port, started };
}

describe('graceful close', () => {
  it('finishes an in-flight request on close, telling its keep-alive client to go, and refuses new ones', async () => {
    const { t, port, started } = await listenWithSlowRoute();
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/test/slow`);
    await started;
    const closing = t.close();
    const response = await inFlight;
    assert.equal(response.status, 200);
    // Without it the client keeps the socket and close() waits for it to idle out (72 s).
    assert.equal(response.headers.get('connection'), 'close');
    assert.deepEqual(await response.json(), { finished: true });
    await closing;
    await assert.rejects(fetch(`http://127.0.0.1:${port}/healthz`));
  });

  it('answers a request that arrives while the server is closing with a 503 in the envelope, and closes its connection', async () => {
    const { t, port, started } = await listenWithSlowRoute();
    // A second connection, open and mid-request before close() begins (an idle one is closed at once).
    const late = connect({ port, host: '127.0.0.1' });
    await once(late, 'connect');
    late.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const inFlight = fetch(`http://127.0.0.1:${port}/api/v1/test/slow`);
    await started;
    const closing = t.close();
    // close() waits for the slow request; the late one's headers end now, while it is closing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    let raw = '';
    late.setEncoding('utf8');
    late.on('data', (chunk: string) => (raw += chunk));
    const ended = once(late, 'end');
    late.write('\r\n');
    await ended;
    assert.equal((await inFlight).status, 200);
    await closing;
    const [head, body] = raw.split('\r\n\r\n') as [string, string];
    assert.match(head, /^HTTP\/1\.1 503 /);
    assert.match(head, /\r\nconnection: close/i);
    assert.match(head, /\r\nx-request-id: req_/i);
    const envelope = JSON.parse(body) as { status: boolean; code: string; data: unknown; error: { type: string; details: unknown[] } };
    assert.equal(envelope.status, false);
    assert.equal(envelope.code, '503');
    assert.equal(envelope.data, null);
    assert.equal(envelope.error.type, 'unavailable');
    assert.match((envelope as unknown as { message: string }).message, /shutting down/);
  });
});
