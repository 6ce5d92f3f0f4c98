import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { errorStatus } from '../src/core/errors.js';
import { adminHeaders, call, createTestApp, ledgerOf, testDatabaseKind, type InjectResult, type TestApp } from './helpers/app.js';
import { base, businessBody, createReporter, individualBody, submissionCount, submitBulk, toCsvRows, type BulkData } from './helpers/credit-registry.js';
import { formatCsvRecord } from '../src/services/credit-registry/csv.js';

/** The error envelope, with a type from the closed list whose status is the HTTP status. */
function assertEnvelope(response: Pick<InjectResult, 'statusCode' | 'body' | 'raw'>, type: keyof typeof errorStatus): void {
  assert.equal(response.statusCode, errorStatus[type], response.raw);
  assert.equal(response.body.status, false);
  assert.equal(response.body.code, String(errorStatus[type]));
  assert.equal(response.body.apiVersion, 'v1');
  assert.equal(response.body.error?.type, type);
}

function detailAt(response: InjectResult, path: string): string {
  const detail = response.body.error?.details.find((d) => d.path === path);
  assert.ok(detail, `no detail at ${path}: ${response.raw}`);
  return detail.message;
}

describe(`the text rule (${testDatabaseKind})`, () => {
  let t: TestApp;
  let reporter: { institutionId: string; apiKey: string };
  before(async () => {
    t = await createTestApp();
    reporter = await createReporter(t);
  });
  after(async () => t?.close());

  const creditHeaders = () => ({ [t.config.creditRegistryApiKeyHeader]: reporter.apiKey });

  it('refuses a NUL, a lone surrogate, a control character and a bidi override in a JSON body, naming the path', async () => {
    const nul = await call(t.app, { method: 'POST', url: '/admin/v1/institutions', headers: adminHeaders(t), body: { name: 'Bank\u0000', services: [] } });
    assertEnvelope(nul, 'validation_error');
    assert.match(detailAt(nul, 'name'), /NUL/);

    // JSON.parse turns the escape into a lone surrogate, which PostgreSQL cannot store.
    const surrogate = await call(t.app, { method: 'POST', url: '/admin/v1/institutions', headers: { ...adminHeaders(t), 'content-type': 'application/json' }, payload: '{"name":"Bank \\ud800","services":[]}' });
    assertEnvelope(surrogate, 'validation_error');
    assert.match(detailAt(surrogate, 'name'), /unpaired surrogate/);

    const officer = businessBody();
    (officer.corporateOfficers as Record<string, unknown>[])[0]!.firstName = 'Emeka\u202e';
    const bidi = await call(t.app, { method: 'POST', url: `${base}/report/business`, headers: creditHeaders(), body: officer });
    assertEnvelope(bidi, 'validation_error');
    assert.match(detailAt(bidi, 'corporateOfficers[0].firstName'), /bidirectional/);

    const control = await call(t.app, { method: 'POST', url: `${base}/report/individual`, headers: creditHeaders(), body: individualBody({ lastName: 'Okonkwo\u0007', addressLine1: 'Line one\nLine two' }) });
    assertEnvelope(control, 'validation_error');
    assert.match(detailAt(control, 'lastName'), /control characters/);
    assert.match(detailAt(control, 'addressLine1'), /single line/);
    assert.equal(await submissionCount(t, reporter.institutionId), 0);
  });

  it('lets a line break through in free text (purpose) and normalises every string to NFC', async () => {
    const accepted = await call<{ submissionId: string }>(t.app, { method: 'POST', url: `${base}/report/individual`, headers: creditHeaders(), body: individualBody({ purpose: 'Working capital\nfor stock' }) });
    assert.equal(accepted.statusCode, 200, accepted.raw);

    const created = await call<{ institutionId: string }>(t.app, { method: 'POST', url: '/admin/v1/institutions', headers: adminHeaders(t), body: { name: 'Banque Societe\u0301', services: [] } });
    assert.equal(created.statusCode, 201, created.raw);
    const read = await call<{ name: string }>(t.app, { method: 'GET', url: `/admin/v1/institutions/${created.body.data.institutionId}`, headers: adminHeaders(t) });
    // e + combining acute (2 code units) became the one precomposed character.
    assert.equal(read.body.data.name, 'Banque Societ\u00e9');
  });

  it('refuses hostile query and path parameters and headers, naming query., params. and headers.', async () => {
    const query = await call(t.app, { method: 'GET', url: `/admin/v1/institutions/${reporter.institutionId}/ledger?before=%00`, headers: adminHeaders(t) });
    assertEnvelope(query, 'validation_error');
    assert.match(detailAt(query, 'query.before'), /NUL/);

    const badEscape = await call(t.app, { method: 'GET', url: `/admin/v1/institutions/${reporter.institutionId}/ledger?before=ab%ED%A0%80`, headers: adminHeaders(t) });
    assertEnvelope(badEscape, 'validation_error');
    assert.match(detailAt(badEscape, 'query.before'), /not UTF-8/);

    const param = await call(t.app, { method: 'GET', url: `${base}/report/status/%00`, headers: creditHeaders() });
    assertEnvelope(param, 'validation_error');
    assert.match(detailAt(param, 'params.submissionId'), /NUL/);

    const header = await call(t.app, { method: 'POST', url: `${base}/report/individual`, headers: { ...creditHeaders(), 'idempotency-key': 'key\u0085one' }, body: individualBody() });
    assertEnvelope(header, 'validation_error');
    assert.match(detailAt(header, 'headers.idempotency-key'), /control characters/);
  });

  it('bounds credit-report text by the field limits, stated in /openapi.json', async () => {
    const long = await call(t.app, { method: 'POST', url: `${base}/report/individual`, headers: creditHeaders(), body: individualBody({ firstName: 'A'.repeat(101), accountNumber: 'L'.repeat(51) }) });
    assertEnvelope(long, 'validation_error');
    assert.equal(detailAt(long, 'firstName'), 'must be at most 100 characters (got 101)');
    assert.equal(detailAt(long, 'accountNumber'), 'must be at most 50 characters (got 51)');
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/openapi.json' })).body) as { paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }> } }>> };
    const schema = doc.paths[`${base}/report/individual`]!.post!.requestBody.content['application/json']!.schema;
    assert.equal(schema.properties.firstName!.maxLength, 100);
    assert.equal(schema.properties.accountNumber!.maxLength, 50);
  });

  it("cuts an error detail to the lengths the error envelope states: a caller's field name can be any length", async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/openapi.json' })).body) as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: { properties: { error: { properties: { details: { items: { properties: Record<string, { maxLength: number }> } } } } } } }> }> }>> };
    const detailSchema = doc.paths['/admin/v1/institutions']!.post!.responses['400']!.content['application/json']!.schema.properties.error.properties.details.items.properties;
    const pathLimit = detailSchema.path!.maxLength;
    assert.equal(pathLimit, 300);
    const name = `x${'y'.repeat(5000)}`;
    const unknown = await call(t.app, { method: 'POST', url: '/admin/v1/institutions', headers: adminHeaders(t), body: { name: 'Bank', services: [], [name]: 1 } });
    assertEnvelope(unknown, 'validation_error');
    const detail = unknown.body.error!.details[0]!;
    assert.equal(detail.path.length, pathLimit);
    assert.ok(detail.path.startsWith('xyyy') && detail.path.endsWith('…'), detail.path.slice(0, 20));
    assert.equal(detail.message, 'is not a known field');

    // A bulk row's problems are listed in a 200 answer, under the same detail schema.
    const bulk = await submitBulk(t, reporter.apiKey, { json: [{ kind: 'individual', ...individualBody({ accountNumber: 'LONG-NAME-1' }), [name]: 'x' }, { kind: 'individual', ...individualBody({ accountNumber: 'LONG-NAME-2' }) }] });
    assert.equal(bulk.statusCode, 200, bulk.raw.slice(0, 300));
    const rowError = bulk.body.data.errors[0]!;
    assert.ok(rowError.path.length <= pathLimit, `a ${rowError.path.length}-character path`);
    assert.ok(rowError.path.startsWith('rows[0].'), rowError.path.slice(0, 20));
  });

  describe('bulk uploads isolate a row with bad text', () => {
    it('JSON: stores and bills the other rows and names rows[1].lastName; allOrNothing lists every problem', async () => {
      const institution = await createReporter(t);
      const rows = [individualBody(), individualBody({ lastName: 'Eze\u0000' }), individualBody()].map((body) => ({ kind: 'individual', ...body }));
      const partial = await submitBulk(t, institution.apiKey, { json: rows });
      assert.equal(partial.statusCode, 200, partial.raw);
      assert.equal(partial.body.data.acceptedRows, 2);
      assert.deepEqual(partial.body.data.rejectedRows, [1]);
      assert.match(partial.body.data.errors.find((e) => e.path === 'rows[1].lastName')?.message ?? '', /NUL/);
      assert.equal(await submissionCount(t, institution.institutionId), 2);
      assert.equal((await ledgerOf(t, institution.institutionId)).filter((e) => e.kind === 'charge').length, 2);

      const other = await createReporter(t);
      const twoBad = [individualBody(), individualBody({ firstName: 'Ada\u202e' }), individualBody({ city: 'Lagos\u0001' })].map((body) => ({ kind: 'individual', ...body }));
      const whole = await submitBulk(t, other.apiKey, { json: twoBad }, '?allOrNothing=true');
      assertEnvelope(whole as InjectResult, 'validation_error');
      assert.match(detailAt(whole as InjectResult, 'rows[1].firstName'), /bidirectional/);
      assert.match(detailAt(whole as InjectResult, 'rows[2].city'), /control characters/);
      assert.equal(await submissionCount(t, other.institutionId), 0);
    });

    it('CSV: a NUL in one cell is that row error; the other rows are stored', async () => {
      const institution = await createReporter(t);
      const table = toCsvRows([{ kind: 'individual', body: individualBody() }, { kind: 'individual', body: individualBody() }, { kind: 'individual', body: individualBody({ branchName: 'Ikeja\u0000' }) }]);
      const csv = table.map((record) => formatCsvRecord(record)).join('\r\n');
      const response = await submitBulk(t, institution.apiKey, { csv });
      assert.equal(response.statusCode, 200, response.raw);
      const data: BulkData = response.body.data;
      assert.equal(data.acceptedRows, 2);
      assert.deepEqual(data.rejectedRows, [2]);
      assert.match(data.errors.find((e) => e.path === 'rows[2].branchName')?.message ?? '', /NUL/);
      assert.equal(await submissionCount(t, institution.institutionId), 2);
    });
  });
});

describe(`framework errors in the envelope (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t?.close());

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const response = await call(t.app, { method: 'DELETE', url: `${base}/catalog` });
    assertEnvelope(response, 'method_not_allowed');
    assert.equal(response.headers.allow, 'GET, HEAD');
    const unknown = await call(t.app, { method: 'DELETE', url: `${base}/nothing-here` });
    assertEnvelope(unknown, 'not_found');
  });

  it('answers a bad percent-escape with 400 and an over-long path parameter with 414, without echoing the path', async () => {
    const bad = await call(t.app, { method: 'GET', url: `${base}/report/status/%ff` });
    assertEnvelope(bad, 'validation_error');
    assert.equal(detailAt(bad, 'url').includes('%ff'), true);
    const long = await call(t.app, { method: 'GET', url: `/api/v1/embed/liveness/sessions/${'t'.repeat(150)}` });
    assertEnvelope(long, 'uri_too_long');
    assert.doesNotMatch(long.raw, /t{150}/);
  });

  it('refuses a NUL in a form body (the console sign-in) before it reaches the database', async () => {
    const signIn = (email: string) =>
      t.app.inject({ method: 'POST', url: '/console/sign-in', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://verity.test' }, payload: `email=${email}&password=x` });
    const nul = await signIn('ops%00x%40example.com');
    assert.equal(nul.statusCode, 400, nul.body.slice(0, 300));
    const plain = await signIn('ops%40example.com');
    assert.equal(plain.statusCode < 500, true, 'an unknown user is not a server error');
  });

  it("answers Node's own refusals (oversized headers 431, malformed HTTP 400) with the envelope on the socket", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const rawRequest = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(text));
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('utf8')));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
    const parse = (answer: string) => {
      const [head, body] = answer.split('\r\n\r\n');
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]), body: JSON.parse(body ?? 'null') as { code: string; error: { type: string } } };
    };
    const big = parse(await rawRequest(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    assert.equal(big.status, 431);
    assert.equal(big.body.code, '431');
    assert.equal(big.body.error.type, 'headers_too_large');
    const malformed = parse(await rawRequest('GET /healthz HTTP/1.1\r\nHost: x\r\nBad\u0000Header: y\r\n\r\n'));
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.error.type, 'validation_error');
  });
});
