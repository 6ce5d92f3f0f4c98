import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { ConfigError, parseConfig } from '../src/core/config.js';
import { tables } from '../src/core/db/index.js';
import { createOcrPool, purgeExpiredEvidence, sandboxSeedRecords, type OcrPool } from '../src/services/document-trust/index.js';
import { adminHeaders, call, createTestApp, operatorCli, testDatabaseKind, type TestApp } from './helpers/app.js';
import { checkOf, createVerifier, postDocument, putAuthorityRecord, renderDocument, samplePeople } from './helpers/documents.js';

interface RecordData {
  docType: string;
  documentNumber: string;
  fields: Record<string, string>;
  simulateUnavailable: boolean;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`document trust operations (${testDatabaseKind})`, () => {
  let ocr: OcrPool;
  let t: TestApp;
  let ninSlip: Buffer;

  before(async () => {
    ocr = createOcrPool({ pageWorkers: 2 });
    t = await createTestApp({ ocr, jobs: true });
    ninSlip = await renderDocument(samplePeople.nin_slip);
    await ocr.warm();
  });
  after(async () => {
    await t.close();
    await ocr.close();
  });

  describe('sandbox authority records (operator API and CLI)', () => {
    it('is seeded with the documented records for every outcome', async () => {
      const listed = await call<{ records: RecordData[] }>(t.app, { method: 'GET', url: '/admin/v1/sandbox/authority-records', headers: adminHeaders(t) });
      assert.equal(listed.statusCode, 200);
      for (const seed of sandboxSeedRecords) {
        const found = listed.body.data.records.find((r) => r.docType === seed.docType && r.documentNumber === seed.documentNumber);
        assert.ok(found, `${seed.docType} ${seed.documentNumber}`);
        assert.equal(found.simulateUnavailable, seed.outcome === 'unavailable');
      }
    });

    it('POST adds and replaces (same docType + number), DELETE removes, bad bodies are 400 naming the field, no token is 401', async () => {
      const body = { docType: 'nin_slip', documentNumber: '55544433322', fields: { surname: 'Eze', givenNames: 'Ngozi', dateOfBirth: '1991-02-03' } };
      const created = await putAuthorityRecord(t, body);
      assert.equal(created.statusCode, 200);
      assert.deepEqual((created.body.data as unknown as RecordData).fields, { surname: 'EZE', givenNames: 'NGOZI', dateOfBirth: '1991-02-03' });
      const replaced = await putAuthorityRecord(t, { ...body, fields: { ...body.fields, givenNames: 'Ngozi Ada', sex: 'F' }, simulateUnavailable: true });
      assert.equal(replaced.statusCode, 200);
      const rows = await t.database.db
        .select()
        .from(tables.documentAuthorityRecords)
        .where(and(eq(tables.documentAuthorityRecords.docType, 'nin_slip'), eq(tables.documentAuthorityRecords.documentNumber, '55544433322')));
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.fields.givenNames, 'NGOZI ADA');
      assert.equal(rows[0]!.simulateUnavailable, true);

      const bad = await putAuthorityRecord(t, { docType: 'id_card', documentNumber: '1', fields: { surname: 'A', givenNames: 'B', dateOfBirth: '03-02-1991' }, extra: 1 });
      assert.equal(bad.statusCode, 400);
      const paths = bad.body.error!.details.map((d) => d.path);
      for (const path of ['docType', 'fields.dateOfBirth', 'extra']) assert.ok(paths.includes(path), `${path} in ${paths.join(', ')}`);

      const noToken = await call(t.app, { method: 'GET', url: '/admin/v1/sandbox/authority-records' });
      assert.equal(noToken.statusCode, 401);

      const deleted = await call(t.app, { method: 'DELETE', url: '/admin/v1/sandbox/authority-records/nin_slip/55544433322', headers: adminHeaders(t) });
      assert.equal(deleted.statusCode, 200);
      const again = await call(t.app, { method: 'DELETE', url: '/admin/v1/sandbox/authority-records/nin_slip/55544433322', headers: adminHeaders(t) });
      assert.equal(again.statusCode, 404);
    });

    it('the CLI puts, lists and deletes records through the operator API', async () => {
      const run = await operatorCli(t);
      const put = await run('sandbox', 'authority-records', 'put', 'voters_card', '90F5B0A6E5295403977', '--surname', 'Musa', '--given-names', 'Ibrahim Sani', '--dob', '1980-06-01', '--sex', 'm');
      assert.equal(put.code, 0, put.stderr);
      assert.match(put.stdout, /90F5B0A6E5295403977/);
      const listed = await run('sandbox', 'authority-records', 'list');
      assert.match(listed.stdout, /MUSA\s+IBRAHIM SANI\s+1980-06-01/);
      const badDate = await run('sandbox', 'authority-records', 'put', 'voters_card', 'X', '--surname', 'A', '--given-names', 'B', '--dob', '1980-02-30');
      assert.equal(badDate.code, 2);
      assert.match(badDate.stderr, /--dob must be a date YYYY-MM-DD/);
      const removed = await run('sandbox', 'authority-records', 'delete', 'voters_card', '90F5B0A6E5295403977');
      assert.equal(removed.code, 0, removed.stderr);
      const gone = await run('sandbox', 'authority-records', 'delete', 'voters_card', '90F5B0A6E5295403977');
      assert.equal(gone.code, 1);
    });
  });

  describe('evidence and its retention', () => {
    it('stores both images and the evidence record; the purge deletes them after the retention date and never before', async () => {
      const verifier = await createVerifier(t);
      const back = await renderDocument(samplePeople.voters_card);
      const response = await postDocument(t, verifier.apiKey, ninSlip, { back });
      assert.equal(response.statusCode, 200, JSON.stringify(response.body));
      const data = response.body.data;
      const [row] = await t.database.db.select().from(tables.documentTrustSessions).where(eq(tables.documentTrustSessions.id, data.sessionId));
      assert.ok(row);
      assert.equal(row.evidenceKeys.length, 3);
      assert.equal(row.evidenceKeys[0], data.audit.documentImagePath);
      const stored = await Promise.all(row.evidenceKeys.map((key) => t.blobStore.get(key)));
      assert.ok(stored[1]?.bytes.equals(back), 'the back image is kept for audit');
      const record = JSON.parse(stored[2]!.bytes.toString()) as { ocrText: string; versions: { ocr: { engine: string; pageModel: string }; handlers: Record<string, string> }; documentImageHash: string };
      assert.match(record.ocrText, /NATIONAL IDENTIFICATION NUMBER SLIP/);
      assert.match(record.versions.ocr.engine, /^onnxruntime-node 1\.\d+/);
      assert.match(record.versions.ocr.pageModel, /PP-OCRv4/);
      assert.equal(record.versions.handlers.nin_slip, 'nimc-slip@2');
      assert.equal(record.documentImageHash, data.audit.documentImageHash);

      // The purge job is scheduled, in the session's transaction, for the retention date.
      const [job] = await t.database.db.select().from(tables.jobs).where(and(eq(tables.jobs.queue, 'document-trust.purge-evidence'), eq(tables.jobs.dedupeKey, data.sessionId)));
      assert.equal(job?.runAt.toISOString(), data.audit.evidenceRetentionUntilUtc);

      const until = new Date(data.audit.evidenceRetentionUntilUtc);
      const early = await purgeExpiredEvidence({ db: t.database.db, blobStore: t.blobStore, now: new Date(until.getTime() - 1000) });
      assert.equal(early, 0);
      for (const key of row.evidenceKeys) assert.ok(await t.blobStore.get(key), `${key} kept until its retention date`);

      // A purge job that fires early (a skewed clock) deletes nothing and is retried later.
      await t.database.db.update(tables.jobs).set({ runAt: new Date() }).where(eq(tables.jobs.id, job!.id));
      await waitFor(async () => {
        const [current] = await t.database.db.select().from(tables.jobs).where(eq(tables.jobs.id, job!.id));
        return (current?.attempts ?? 0) >= 1 && current?.status === 'pending';
      });
      for (const key of row.evidenceKeys) assert.ok(await t.blobStore.get(key), `${key} survives an early job`);

      const purged = await purgeExpiredEvidence({ db: t.database.db, blobStore: t.blobStore, now: new Date(until.getTime() + 1000) });
      assert.equal(purged, 1);
      for (const key of row.evidenceKeys) assert.equal(await t.blobStore.get(key), null, `${key} deleted`);
      const [after] = await t.database.db.select().from(tables.documentTrustSessions).where(eq(tables.documentTrustSessions.id, data.sessionId));
      assert.ok(after?.evidencePurgedAt);
      assert.deepEqual(after?.evidenceKeys, []);
      // The decision record outlives its evidence.
      const fetched = await call(t.app, { method: 'GET', url: `/api/v1/document/trust/${data.sessionId}`, headers: { 'x-service-api-key': verifier.apiKey } });
      assert.equal(fetched.statusCode, 200);
    });

    it('the purge job deletes evidence once due', async () => {
      const verifier = await createVerifier(t);
      const response = await postDocument(t, verifier.apiKey, ninSlip);
      const sessionId = response.body.data.sessionId;
      const [row] = await t.database.db.select().from(tables.documentTrustSessions).where(eq(tables.documentTrustSessions.id, sessionId));
      const past = new Date(Date.now() - 1000);
      await t.database.db.update(tables.documentTrustSessions).set({ evidenceRetentionUntil: past }).where(eq(tables.documentTrustSessions.id, sessionId));
      await t.database.db.update(tables.jobs).set({ runAt: past }).where(and(eq(tables.jobs.queue, 'document-trust.purge-evidence'), eq(tables.jobs.dedupeKey, sessionId)));
      await waitFor(async () => {
        const [current] = await t.database.db.select().from(tables.documentTrustSessions).where(eq(tables.documentTrustSessions.id, sessionId));
        return current?.evidencePurgedAt !== null;
      });
      for (const key of row!.evidenceKeys) assert.equal(await t.blobStore.get(key), null);
    });
  });

  it('configuration: defaults, and bad values stop the boot naming the variable', () => {
    const defaults = parseConfig({}).documentTrust;
    assert.deepEqual({ ...defaults, ocrWorkers: 0 }, { maxUploadBytes: 10_485_760, maxPixels: 40_000_000, ocrWorkers: 0, ocrEngine: 'ppocr', ocrSplitPages: false, ocrWarmAtStart: true, evidenceRetentionYears: 7, authority: { driver: 'sandbox' } });
    assert.equal(parseConfig({ NODE_ENV: 'test' }).documentTrust.ocrWarmAtStart, false);
    assert.equal(parseConfig({ DOCUMENT_OCR_ENGINE: 'tesseract' }).documentTrust.ocrEngine, 'tesseract');
    assert.equal(parseConfig({ DOCUMENT_OCR_SPLIT_PAGES: 'true' }).documentTrust.ocrSplitPages, true);
    for (const [env, variable] of [
      [{ DOCUMENT_AUTHORITY: 'http' }, 'DOCUMENT_AUTHORITY_URL'],
      [{ DOCUMENT_AUTHORITY: 'ldap' }, 'DOCUMENT_AUTHORITY'],
      [{ DOCUMENT_AUTHORITY: 'http', DOCUMENT_AUTHORITY_URL: 'ftp://x' }, 'DOCUMENT_AUTHORITY_URL'],
      [{ DOCUMENT_MAX_PIXELS: '12MP' }, 'DOCUMENT_MAX_PIXELS'],
      [{ DOCUMENT_OCR_WORKERS: '0' }, 'DOCUMENT_OCR_WORKERS'],
      [{ DOCUMENT_OCR_ENGINE: 'easyocr' }, 'DOCUMENT_OCR_ENGINE'],
      [{ DOCUMENT_OCR_SPLIT_PAGES: 'sometimes' }, 'DOCUMENT_OCR_SPLIT_PAGES'],
    ] as const) {
      assert.throws(() => parseConfig(env), (error: unknown) => error instanceof ConfigError && error.variable === variable, JSON.stringify(env));
    }
  });

  describe('HTTP authority adapter', () => {
    let server: Server;
    let httpApp: TestApp;
    let mode: 'match' | 'missing' | 'error' | 'slow' = 'match';
    const seen: { url: string; authorization: string | undefined }[] = [];

    before(async () => {
      server = createServer((request: IncomingMessage, response) => {
        seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
        if (mode === 'slow') return void setTimeout(() => response.end('{}'), 3_000);
        if (mode === 'error') return void response.writeHead(503).end('down');
        if (mode === 'missing') return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ fields: { surname: 'Nwankwo', givenNames: 'Ifeoma Ada', dateOfBirth: '1988-01-30', sex: 'F' } }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      httpApp = await createTestApp({ ocr, env: { DOCUMENT_AUTHORITY: 'http', DOCUMENT_AUTHORITY_URL: `http://127.0.0.1:${port}/authority`, DOCUMENT_AUTHORITY_API_KEY: 'authority-secret', DOCUMENT_AUTHORITY_TIMEOUT_MS: '500' } });
    });
    after(async () => {
      await httpApp.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('a record -> PASS; 404 (no check digit confirms the number) -> REVIEW; 503 or a timeout -> REVIEW; the key goes in the Authorization header', async () => {
      const verifier = await createVerifier(httpApp);
      const expectations = [
        { mode: 'match', decision: 'PASS', found: 'pass' },
        { mode: 'missing', decision: 'REVIEW', found: 'review' },
        { mode: 'error', decision: 'REVIEW', found: 'review' },
        { mode: 'slow', decision: 'REVIEW', found: 'review' },
      ] as const;
      for (const expected of expectations) {
        mode = expected.mode;
        const response = await postDocument(httpApp, verifier.apiKey, ninSlip);
        assert.equal(response.statusCode, 200);
        const data = response.body.data;
        assert.equal(data.decision, expected.decision, `${expected.mode}: ${data.summary.headline}`);
        assert.equal(checkOf(data, 'AUTHORITY_RECORD_FOUND')?.status, expected.found, expected.mode);
        assert.match(data.authorityData.source, /^NIMC \(127\.0\.0\.1:\d+\)$/);
      }
      assert.deepEqual(seen[0], { url: '/authority/records/nin_slip/12345678901', authorization: 'Bearer authority-secret' });
    });
  });
});
