/*
 * Proves the container image (run by scripts/container-smoke.sh, which builds it first):
 *   1. the embedded default in one read-only, non-root container answers /readyz, takes a credit report
 *      to Success and a liveness session through submit, and keeps its data across a restart;
 *   1b. the same with no network at all (`--network none`): nothing is fetched at run time;
 *   2. 2 api + 1 worker containers on this machine's PostgreSQL (host network) share the work; the
 *      worker is killed (SIGKILL) while reports are in flight and another started, and every report
 *      reaches Success exactly once, billed exactly once.
 * Usage: node --import tsx scripts/container-smoke.ts IMAGE POSTGRES_URL
 * Exits non-zero on the first failed check; prints the figures the closing notes quote.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { individualReportExample } from '../src/services/credit-registry/report.schemas.js';
import { cropKnownFace } from '../src/platform/faces/index.js';

const run = promisify(execFile);
const [image, postgresUrl] = process.argv.slice(2);
if (!image || !postgresUrl) throw new Error('usage: container-smoke.ts IMAGE POSTGRES_URL');

/** The uid the image runs as (Dockerfile USER); volumes are prepared for it. */
const imageUid = 10001;
const adminToken = `smoke_${randomBytes(18).toString('hex')}`;
const masterKey = randomBytes(32).toString('base64');
const started: string[] = [];

async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run('podman', args, { env: process.env, maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startContainer(options: { name: string; port?: number; env?: Record<string, string>; volume: string; role?: 'api' | 'worker' }): Promise<string> {
  const env = { ADMIN_TOKEN: adminToken, MASTER_KEY: masterKey, LOG_LEVEL: 'warn', ...(options.port ? { PORT: String(options.port) } : {}), ...options.env };
  const args = ['run', '-d', '--name', options.name, '--read-only', '--network', 'host', '-v', `${options.volume}:/data`];
  for (const [key, value] of Object.entries(env)) args.push('-e', `${key}=${value}`);
  args.push(image!, 'start', ...(options.role ? ['--role', options.role] : []));
  await podman(...args);
  started.push(options.name);
  return options.name;
}

async function waitReady(port: number, timeoutMs = 300_000): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return Date.now() - start;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no /readyz on port ${port} within ${timeoutMs} ms`);
}

interface Envelope<T> {
  status: boolean;
  data: T;
}

async function api<T>(port: number, method: string, url: string, options: { headers?: Record<string, string>; body?: unknown; expect?: number } = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (response.status !== (options.expect ?? response.status) || response.status >= 400) {
    throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 400)}`);
  }
  return (JSON.parse(text) as Envelope<T>).data;
}

const admin = { authorization: `Bearer ${adminToken}` };

async function createReporter(port: number): Promise<{ institutionId: string; apiKey: string }> {
  return api(port, 'POST', '/admin/v1/institutions', {
    headers: admin,
    body: { name: 'Smoke Test MFB', services: [{ code: 'CRDEFAULTINDIVIDUAL', priceKobo: 500 }, { code: 'CRDEFAULTSTATUS', priceKobo: 0 }], balanceKobo: 1_000_000 },
    expect: 201,
  });
}

async function submitReport(port: number, apiKey: string, accountNumber: string): Promise<string> {
  const data = await api<{ submissionId: string }>(port, 'POST', '/creditregistry/api/v1/report/individual', {
    headers: { 'x-api-key': apiKey },
    body: { ...structuredClone(individualReportExample), accountNumber },
  });
  return data.submissionId;
}

async function waitAllSuccess(port: number, apiKey: string, submissionIds: string[], timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  const pending = new Set(submissionIds);
  while (pending.size > 0) {
    if (Date.now() - start > timeoutMs) throw new Error(`${pending.size} of ${submissionIds.length} reports never reached Success`);
    for (const id of [...pending]) {
      const status = await api<{ processingStatus: string }>(port, 'GET', `/creditregistry/api/v1/report/status/${id}`, { headers: { 'x-api-key': apiKey } });
      assert.notEqual(status.processingStatus, 'Failed', `report ${id} failed`);
      if (status.processingStatus === 'Success') pending.delete(id);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function volume(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'verity-smoke-'));
  await chown(dir, imageUid, imageUid);
  return dir;
}

const volumes: string[] = [];
const figures: string[] = [];

async function embedded(): Promise<void> {
  const data = await volume();
  volumes.push(data);
  const port = await freePort();
  const name = `verity-smoke-embedded-${process.pid}`;
  const t0 = Date.now();
  // Production refuses webhook targets on private addresses; the smoke partner's receiver is local.
  // One-selfie liveness: the active challenge needs a real video's frames (test/embed-liveness.test.ts).
  await startContainer({ name, port, volume: data, env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', EMBED_LIVENESS_MODE: 'passive' } });
  await waitReady(port);
  figures.push(`embedded: run -> /readyz ${Date.now() - t0} ms`);

  const uid = await podman('exec', name, 'id', '-u');
  assert.equal(uid, String(imageUid), 'the container runs as the non-root user');
  await assert.rejects(podman('exec', name, 'touch', '/app/written'), 'the root filesystem is read-only');

  const reporter = await createReporter(port);
  const submissionId = await submitReport(port, reporter.apiKey, `SMOKE-${Date.now()}`);
  await waitAllSuccess(port, reporter.apiKey, [submissionId]);
  figures.push('embedded: credit report reached Success');

  const partner = await api<{ apiKey: string }>(port, 'POST', '/api/v1/embed/partner/register', {
    body: { name: 'Smoke Partner', providerSecretKey: 'sandbox_smoke_key', webhookUrl: 'https://127.0.0.1:9/hooks' },
    expect: 201,
  });
  const session = await api<{ sessionToken: string }>(port, 'POST', '/api/v1/embed/liveness/sessions', { headers: { 'x-embed-partner-key': partner.apiKey }, body: {}, expect: 201 });
  const face = (await cropKnownFace('sample1a')).toString('base64');
  const result = await api<{ status: string; success: boolean }>(port, 'POST', `/api/v1/embed/liveness/sessions/${session.sessionToken}/submit`, { body: { image: face } });
  assert.equal(result.status, 'completed', `liveness submit: ${JSON.stringify(result)}`);
  assert.equal(result.success, true);
  figures.push('embedded: liveness session completed with success');

  await podman('stop', '-t', '20', name);
  await podman('start', name);
  await waitReady(port);
  const again = await api<{ institutionId: string }>(port, 'GET', `/admin/v1/institutions/${reporter.institutionId}`, { headers: admin });
  assert.equal(again.institutionId, reporter.institutionId, 'data survives a container restart on the volume');
  const status = await api<{ processingStatus: string }>(port, 'GET', `/creditregistry/api/v1/report/status/${submissionId}`, { headers: { 'x-api-key': reporter.apiKey } });
  assert.equal(status.processingStatus, 'Success');
  figures.push('embedded: institution and report still there after stop/start');
  await podman('rm', '-f', name);
}

/**
 * The embedded default with no network at all (`--network none`): nothing may be fetched at run
 * time, so the face models, their WASM and the database must all come from the image. Driven from
 * inside the container, since no port reaches it.
 */
async function offline(): Promise<void> {
  const data = await volume();
  volumes.push(data);
  const name = `verity-smoke-offline-${process.pid}`;
  await podman('run', '-d', '--name', name, '--read-only', '--network', 'none', '-v', `${data}:/data`, '-e', `ADMIN_TOKEN=${adminToken}`, '-e', 'WEBHOOK_ALLOW_PRIVATE_TARGETS=true', '-e', 'EMBED_LIVENESS_MODE=passive', image!, 'start');
  started.push(name);
  const face = (await cropKnownFace('sample1a')).toString('base64');
  const script = `
    const face = require('node:fs').readFileSync(0, 'utf8');
    const base = 'http://127.0.0.1:8080';
    const json = async (method, url, body, headers = {}) => {
      const response = await fetch(base + url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    };
    (async () => {
      for (let i = 0; i < 600; i++) {
        try { if ((await fetch(base + '/readyz')).ok) break; } catch {}
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const partner = await json('POST', '/api/v1/embed/partner/register', { name: 'Offline', providerSecretKey: 'sandbox_offline', webhookUrl: 'https://127.0.0.1:9/hooks' });
      const session = await json('POST', '/api/v1/embed/liveness/sessions', {}, { 'x-embed-partner-key': partner.body.data.apiKey });
      const result = await json('POST', '/api/v1/embed/liveness/sessions/' + session.body.data.sessionToken + '/submit', { image: face });
      console.log(JSON.stringify({ status: result.body.data && result.body.data.status, success: result.body.data && result.body.data.success }));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const output = await new Promise<string>((resolve, reject) => {
    const child = execFile('podman', ['exec', '-i', name, 'node', '-e', script], { maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout.trim())));
    child.stdin?.end(face);
  });
  assert.deepEqual(JSON.parse(output.split('\n').at(-1)!), { status: 'completed', success: true }, `offline liveness: ${output}`);
  figures.push('offline (--network none): /readyz and a liveness session completed with success');
  await podman('rm', '-f', name);
}

async function scaledOut(): Promise<void> {
  const database = `verity_smoke_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: postgresUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${database}`);
  await adminClient.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${database}`;
  // Local files shared through one volume: the same place for every process, as S3 would be.
  const data = await volume();
  volumes.push(data);
  const env = { DATABASE_URL: url.toString(), CREDIT_BUREAU_SANDBOX_DELAY_MS: '1500', JOB_LEASE_MS: '5000' };
  const [apiA, apiB] = [await freePort(), await freePort()];
  try {
    await startContainer({ name: `verity-smoke-api-a-${process.pid}`, port: apiA, env, volume: data, role: 'api' });
    await startContainer({ name: `verity-smoke-api-b-${process.pid}`, port: apiB, env, volume: data, role: 'api' });
    await waitReady(apiA);
    await waitReady(apiB);
    const worker = await startContainer({ name: `verity-smoke-worker-1-${process.pid}`, env, volume: data, role: 'worker' });

    const reporter = await createReporter(apiA);
    const ids: string[] = [];
    for (let index = 0; index < 30; index++) ids.push(await submitReport(index % 2 === 0 ? apiA : apiB, reporter.apiKey, `SMOKE-PG-${index}-${Date.now()}`));
    // Reports are in the bureau's hands (1.5 s each): kill the worker mid-flight, then start another.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await podman('kill', '-s', 'KILL', worker);
    const killedAt = Date.now();
    await startContainer({ name: `verity-smoke-worker-2-${process.pid}`, env, volume: data, role: 'worker' });
    await waitAllSuccess(apiB, reporter.apiKey, ids, 300_000);
    figures.push(`postgres: 30 reports through 2 api containers, worker killed with SIGKILL and replaced: all Success ${Date.now() - killedAt} ms after the kill`);

    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    try {
      const charges = await check.query<{ n: string }>(`select count(*) as n from ledger_entries where institution_id = $1 and kind = 'charge' and service_code = 'CRDEFAULTINDIVIDUAL'`, [reporter.institutionId]);
      assert.equal(Number(charges.rows[0]!.n), 30, 'each report billed exactly once');
      const done = await check.query<{ n: string }>(`select count(*) as n from credit_submissions where institution_id = $1 and processing_status = 'Success'`, [reporter.institutionId]);
      assert.equal(Number(done.rows[0]!.n), 30, 'each report stored once and Success once');
    } finally {
      await check.end();
    }
    figures.push('postgres: 30 charges and 30 submissions, nothing lost or duplicated');
  } finally {
    const cleanup = new pg.Client({ connectionString: postgresUrl });
    await cleanup.connect();
    for (const name of [...started]) await podman('rm', '-f', name).catch(() => undefined);
    await cleanup.query(`drop database if exists ${database} with (force)`);
    await cleanup.end();
  }
}

try {
  await embedded();
  await offline();
  await scaledOut();
  console.log(['container smoke test passed', ...figures.map((line) => `  ${line}`)].join('\n'));
} finally {
  for (const name of started) await podman('rm', '-f', name).catch(() => undefined);
  for (const dir of volumes) await rm(dir, { recursive: true, force: true });
}
