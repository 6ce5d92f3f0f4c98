import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseConfig } from '../src/core/config.js';
import { BureauUnavailableError, createHttpBureau, type BureauSubmission } from '../src/services/credit-registry/bureaus/index.js';
import { validateIndividualReport } from '../src/services/credit-registry/validation.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { createReporter, individualBody, pollStatus, statusLinePattern, submissionRow, submit, waitForTerminal } from './helpers/credit-registry.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { submissionId: string; accountNumber: string; kind: string; catalogVersion: string; record: Record<string, unknown> };
}

/** A fake bureau speaking the documented contract; the accountNumber picks its behaviour. */
function startFakeBureau(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as Received['body'];
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
      };
      if (request.headers.authorization !== 'Bearer bureau-secret') return send(401, { reason: 'bad credentials' });
      const account = body.accountNumber;
      if (account.startsWith('REFUSE')) return send(422, { reason: 'accountNumber\nis closed' });
      if (account.startsWith('DOWN')) return send(503, { reason: 'maintenance' });
      if (account.startsWith('GARBAGE')) return send(200, '{"status":"Maybe"}');
      if (account.startsWith('SLOW')) return void setTimeout(() => send(200, { status: 'Success', providerTransactionId: 'late' }), 500);
      if (account.startsWith('FLAKY') && received.filter((r) => r.body.submissionId === body.submissionId).length === 1) return send(502, {});
      if (account.startsWith('DECLINE')) return send(200, { status: 'Failed', providerTransactionId: 'CRB-9', reason: 'borrower identity does not match BVN records' });
      return send(201, {
        status: 'Success',
        providerTransactionId: `CRB-${body.submissionId.slice(-6)}`,
        events: [
          { at: '2024-06-01T10:00:00.000Z', message: 'Received' },
          { at: 'not a date', message: 'Loaded 2 records' },
        ],
      });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/v1/`, received });
    });
  });
}

function submission(accountNumber: string, submissionId = `sub_TEST${Date.now()}`): BureauSubmission {
  const validation = validateIndividualReport(individualBody({ accountNumber }), { today: '2024-06-01' });
  assert.ok(validation.ok);
  return { submissionId, institutionId: 'inst_TEST', kind: 'individual', accountNumber, catalogVersion: 'sha256:0000000000000000', record: validation.report, attempt: 1 };
}

describe(`HTTP credit bureau adapter (${testDatabaseKind})`, () => {
  let fake: Awaited<ReturnType<typeof startFakeBureau>>;
  const signal = new AbortController().signal;
  before(async () => {
    fake = await startFakeBureau();
  });
  after(async () => {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('needs a URL and an API key when selected', () => {
    assert.throws(() => parseConfig({ CREDIT_BUREAU: 'http' }), /CREDIT_BUREAU_URL/);
    assert.throws(() => parseConfig({ CREDIT_BUREAU: 'http', CREDIT_BUREAU_URL: 'http://bureau.local' }), /CREDIT_BUREAU_API_KEY/);
    assert.throws(() => parseConfig({ CREDIT_BUREAU: 'fax' }), /CREDIT_BUREAU/);
    assert.deepEqual(parseConfig({}).creditBureau, { driver: 'sandbox', processingDelayMs: 200 });
  });

  it('posts the documented request and turns the answer into timestamped lines', async () => {
    const bureau = createHttpBureau({ url: fake.url, apiKey: 'bureau-secret', timeoutMs: 2_000 });
    const input = submission('OK-1');
    const outcome = await bureau.submit(input, { signal });
    const request = fake.received.at(-1)!;
    assert.equal(request.method, 'POST');
    assert.equal(request.url, '/v1/submissions');
    assert.equal(request.headers.authorization, 'Bearer bureau-secret');
    assert.equal(request.headers['idempotency-key'], input.submissionId);
    assert.match(String(request.headers['content-type']), /^application\/json/);
    assert.deepEqual(request.body, JSON.parse(JSON.stringify({ submissionId: input.submissionId, institutionId: 'inst_TEST', kind: 'individual', accountNumber: 'OK-1', catalogVersion: input.catalogVersion, record: input.record })));
    assert.equal(outcome.status, 'Success');
    assert.equal(outcome.providerTransactionId, `CRB-${input.submissionId.slice(-6)}`);
    assert.equal(outcome.lines[0], '2024-06-01T10:00:00.000Z Received');
    assert.match(outcome.lines[1]!, / Loaded 2 records$/, 'an unreadable event time is replaced by ours');
    assert.match(outcome.lines[2]!, /Completed: bureau file updated \(reference CRB-/);
    for (const line of outcome.lines) assert.match(line, statusLinePattern);
  });

  it('reports a declined record and a refused request as Failed, not as errors', async () => {
    const bureau = createHttpBureau({ url: fake.url, apiKey: 'bureau-secret', timeoutMs: 2_000 });
    const declined = await bureau.submit(submission('DECLINE-1'), { signal });
    assert.equal(declined.status, 'Failed');
    assert.match(declined.lines.at(-1)!, /Rejected by bureau: borrower identity does not match BVN records$/);
    const refused = await bureau.submit(submission('REFUSE-1'), { signal });
    assert.equal(refused.status, 'Failed');
    assert.match(refused.lines.at(-1)!, /Rejected by bureau: accountNumber is closed$/, 'kept on one line');
  });

  it('throws the retryable error on 5xx, bad credentials, a broken answer, a timeout and a dead host', async () => {
    const good = createHttpBureau({ url: fake.url, apiKey: 'bureau-secret', timeoutMs: 200 });
    await assert.rejects(good.submit(submission('DOWN-1'), { signal }), (error: unknown) => error instanceof BureauUnavailableError && /HTTP 503/.test(error.message));
    await assert.rejects(good.submit(submission('GARBAGE-1'), { signal }), BureauUnavailableError);
    await assert.rejects(good.submit(submission('SLOW-1'), { signal }), /did not answer within 200 ms/);
    const wrongKey = createHttpBureau({ url: fake.url, apiKey: 'wrong', timeoutMs: 2_000 });
    await assert.rejects(wrongKey.submit(submission('OK-2'), { signal }), (error: unknown) => error instanceof BureauUnavailableError && /HTTP 401/.test(error.message) && !error.message.includes('wrong'));
    const dead = createHttpBureau({ url: 'http://127.0.0.1:1', apiKey: 'bureau-secret', timeoutMs: 2_000 });
    await assert.rejects(dead.submit(submission('OK-3'), { signal }), /could not reach the bureau/);
  });

  describe('through the app (CREDIT_BUREAU=http)', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp({ jobs: true, env: { CREDIT_BUREAU: 'http', CREDIT_BUREAU_URL: fake.url, CREDIT_BUREAU_API_KEY: 'bureau-secret', CREDIT_BUREAU_TIMEOUT_MS: '2000' } });
    });
    after(async () => t.close());

    it('submits accepted reports to the bureau and stores its outcome and reference', async () => {
      const { apiKey } = await createReporter(t);
      const accepted = await submit(t, apiKey, 'individual', individualBody({ accountNumber: `OK-${Date.now()}` }));
      const id = accepted.body.data.submissionId;
      const row = await waitForTerminal(t, id);
      assert.equal(row.processingStatus, 'Success');
      assert.equal(row.providerTransactionId, `CRB-${id.slice(-6)}`);
      const sent = fake.received.find((request) => request.body.submissionId === id);
      assert.equal(sent?.body.record.accountType, 'PL31_PersonalTermLoan', 'the bureau receives the normalised record');
      const status = await pollStatus(t, apiKey, id);
      assert.ok(status.body.data.uploadStatusList.includes('2024-06-01T10:00:00.000Z Received'));
    });

    it('retries a bureau error and sends the same submission again under the same idempotency key', async () => {
      const { apiKey } = await createReporter(t);
      const accepted = await submit(t, apiKey, 'individual', individualBody({ accountNumber: `FLAKY-${Date.now()}` }));
      const id = accepted.body.data.submissionId;
      const row = await waitForTerminal(t, id);
      assert.equal(row.processingStatus, 'Success');
      const sent = fake.received.filter((request) => request.body.submissionId === id);
      assert.equal(sent.length, 2);
      assert.deepEqual(sent.map((request) => request.headers['idempotency-key']), [id, id]);
      assert.ok(row.uploadStatusList.some((line) => /Bureau attempt 1 of 10 failed: the bureau answered HTTP 502; will retry$/.test(line)));
      assert.equal((await submissionRow(t, id))?.processingStatus, 'Success');
    });
  });
});
