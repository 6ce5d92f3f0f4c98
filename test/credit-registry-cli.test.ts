import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from '../src/cli/index.js';
import { formatCsvRecord } from '../src/services/credit-registry/csv.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { businessBody, chargesOf, createReporter, individualBody, submissionCount, toCsvRows, type BulkData, type ReportData, type StatusData } from './helpers/credit-registry.js';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  progress: string;
}

describe(`verity report (CLI against a real server, ${testDatabaseKind})`, () => {
  let t: TestApp;
  let baseUrl: string;
  let scratchDir: string;

  async function cli(args: string[], env: Record<string, string | undefined>): Promise<CliRun> {
    let stdout = '';
    let stderr = '';
    let progress = '';
    const code = await runCli(args, {
      // No admin token anywhere: the report commands must not need one.
      env: { VERITY_URL: baseUrl, DATA_DIR: scratchDir, ...env },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      progress: (text) => (progress += text),
    });
    return { code, stdout, stderr, progress };
  }

  async function writeScratch(name: string, content: string): Promise<string> {
    const file = path.join(scratchDir, name);
    await writeFile(file, content);
    return file;
  }

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    assert.ok(address && typeof address === 'object');
    baseUrl = `http://127.0.0.1:${address.port}`;
    scratchDir = await mkdtemp(path.join(tmpdir(), 'verity-report-cli-'));
  });

  after(async () => {
    await t.close();
    await rm(scratchDir, { recursive: true, force: true });
  });

  it('submits one report from a JSON object and shows its status, never printing the key', async () => {
    const { apiKey } = await createReporter(t);
    const file = await writeScratch('one.json', JSON.stringify({ kind: 'business', ...businessBody() }));
    const submitted = await cli(['report', 'submit', file], { VERITY_API_KEY: apiKey });
    assert.equal(submitted.code, 0, submitted.stderr);
    assert.match(submitted.stdout, /Report accepted for processing/);
    const submissionId = /Submission\s+(sub_\w+)/.exec(submitted.stdout)?.[1];
    assert.ok(submissionId, submitted.stdout);

    const status = await cli(['report', 'status', submissionId, '--json'], { VERITY_API_KEY: apiKey });
    assert.equal(status.code, 0, status.stderr);
    const data = JSON.parse(status.stdout) as StatusData;
    assert.equal(data.processingStatus, 'Queued');
    assert.equal(data.uploadStatusList.length, 1);
    const readable = await cli(['report', 'status', submissionId, '--api-key', apiKey], {});
    assert.match(readable.stdout, /Status\s+Queued/);
    for (const run of [submitted, status, readable]) assert.ok(!`${run.stdout}${run.stderr}`.includes(apiKey), 'the key is never printed');

    const asJson = await cli(['report', 'submit', await writeScratch('two.json', JSON.stringify(individualBody())), '--kind', 'individual', '--json'], { VERITY_API_KEY: apiKey });
    assert.equal(asJson.code, 0, asJson.stderr);
    assert.equal((JSON.parse(asJson.stdout) as ReportData).processingStatus, 'Queued');
  });

  it('sends a JSON array in chunks with a progress bar, numbering problems by row of the whole file', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    const rows = [individualBody(), individualBody(), individualBody(), individualBody({ bvn: '1' }), individualBody()];
    const file = await writeScratch('many.json', JSON.stringify(rows));
    const run = await cli(['report', 'submit', file, '--kind', 'individual', '--chunk-rows', '2'], { VERITY_API_KEY: apiKey });
    assert.equal(run.code, 1, 'a rejected row makes the exit code 1');
    assert.match(run.stdout, /Accepted\s+4/);
    assert.match(run.stdout, /Rejected\s+1/);
    assert.match(run.stdout, /rows\[3\]\.bvn: /, 'the row number of the whole file, not of its chunk');
    assert.match(run.stderr, /1 of 5 rows were rejected/);
    assert.match(run.progress, /\[-+\] 0\/5 rows/);
    assert.match(run.progress, /\[#+\] 5\/5 rows/);
    assert.equal((await chargesOf(t, institutionId)).length, 4);

    // The same file again: every valid row is a repeat, nothing billed.
    const again = await cli(['report', 'submit', file, '--kind', 'individual', '--json', '--chunk-rows', '2'], { VERITY_API_KEY: apiKey });
    const data = JSON.parse(again.stdout) as BulkData;
    assert.equal(data.repeatedRows, 4);
    assert.deepEqual(data.rejectedRows, [3]);
    assert.equal((await chargesOf(t, institutionId)).length, 4);
  });

  it('sends a CSV file, mixing individual and business rows', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    const csv = toCsvRows([
      { kind: 'individual', body: individualBody() },
      { kind: 'business', body: businessBody() },
      { kind: 'individual', body: individualBody({ purpose: 'Rent, "advance"' }) },
    ])
      .map(formatCsvRecord)
      .join('\r\n');
    const run = await cli(['report', 'submit', await writeScratch('loans.csv', csv), '--json', '--chunk-rows', '2'], { VERITY_API_KEY: apiKey });
    assert.equal(run.code, 0, run.stderr);
    const data = JSON.parse(run.stdout) as BulkData;
    assert.equal(data.acceptedRows, 3);
    assert.deepEqual(data.rows.map((row) => [row.row, row.kind]), [[0, 'individual'], [1, 'business'], [2, 'individual']]);
    assert.equal(await submissionCount(t, institutionId), 3);
  });

  it('refuses without a key (exit 2), with a wrong key (exit 1), and reports unreadable files', async () => {
    const file = await writeScratch('x.json', JSON.stringify(individualBody()));
    const noKey = await cli(['report', 'submit', file, '--kind', 'individual'], {});
    assert.equal(noKey.code, 2);
    assert.match(noKey.stderr, /VERITY_API_KEY/);
    const wrongKey = await cli(['report', 'status', 'sub_x'], { VERITY_API_KEY: 'vsk_wrong-key-value' });
    assert.equal(wrongKey.code, 1);
    assert.match(wrongKey.stderr, /HTTP 401/);
    assert.ok(!wrongKey.stderr.includes('vsk_wrong-key-value'));
    const noKind = await cli(['report', 'submit', file], { VERITY_API_KEY: 'vsk_any' });
    assert.equal(noKind.code, 2);
    assert.match(noKind.stderr, /--kind/);
    const missing = await cli(['report', 'submit', path.join(scratchDir, 'nope.csv')], { VERITY_API_KEY: 'vsk_any' });
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /Cannot read/);
    const broken = await cli(['report', 'submit', await writeScratch('broken.csv', 'kind,bvn\n"open')], { VERITY_API_KEY: 'vsk_any' });
    assert.equal(broken.code, 1);
    assert.match(broken.stderr, /malformed at line 2/);
  });
});
