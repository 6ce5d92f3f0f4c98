/*
 * Embed service speed, in one process and one run (PGlite by default, the embedded default):
 *   - session creation vs a baseline route doing the same single insert (no auth, no schema);
 *   - poll vs a baseline route doing the same single select by token hash;
 *   - submit response -> webhook received by a local https receiver (median, default job poll interval);
 *   - 20 concurrent liveness and identity submits (real faces): wall time, latency, peak RSS.
 * Each rate is measured twice: over a real port with a keep-alive client on its own thread (what a
 * deployment sees; see bench/http-load.ts), and through app.inject (client on the server's thread).
 * Run: node --import tsx bench/embed.ts [--seconds 3]
 *      (on the server: VERITY_TEST_DB=postgres VERITY_TEST_PG_URL=postgres://... node --import tsx bench/embed.ts)
 * Besides calls per second it prints the server's time per call (server-thread busy time over a real
 * port, process CPU under inject), which stays meaningful when other work shares the cores.
 * Targets (issue 4): create >= 1,000/s, poll >= 3,000/s, each >= 40% of its baseline; webhook median < 500 ms.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/core/config.js';
import { hashSecret, randomToken } from '../src/core/crypto.js';
import { definePreparedSelect, insertRowPrepared, tables } from '../src/core/db/index.js';
import { newUuidV7 } from '../src/core/ids.js';
import { createLogger } from '../src/core/logger.js';
import { createFaceEngine } from '../src/platform/faces/index.js';
import { createJobRunner } from '../src/platform/jobs/index.js';
import { createBlobStore } from '../src/platform/storage/index.js';
import { jobDefinitions } from '../src/services/index.js';
import { createTestDatabase } from '../test/helpers/app.js';
import { WebhookReceiver } from '../test/helpers/embed.js';
import { faceJpeg } from '../test/helpers/faces.js';
import { HttpLoad, type LoadRequest } from './http-load.js';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1] ?? 3) || 3;
const concurrency = 16;

const receiver = await WebhookReceiver.start();
const dataDir = await mkdtemp(path.join(tmpdir(), 'verity-bench-'));
const { database, drop } = await createTestDatabase();
// The one-selfie (passive) path: the active challenge's cost is measured by bench/faces.ts.
const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', EMBED_LIVENESS_MODE: 'passive', ...receiver.env });
const logger = createLogger(config);
const masterKey = randomBytes(32);
const blobStore = createBlobStore({ config, masterKey });
const faceEngine = createFaceEngine({ logger, ...config.faces });
const app = await buildApp({ config, database, logger, adminToken: randomToken(24), masterKey, blobStore, faceEngine: () => faceEngine });
const db = database.db;
let partnerId = '';
const baselineTokens: string[] = [];

// The baselines: the same single insert and the same single select, through the same prepared
// statements the routes use, with nothing around them.
app.post('/bench/baseline-insert', async () => {
  const token = randomToken(32);
  await insertRowPrepared({ db, table: tables.embedSessions, values: {
    id: newUuidV7(),
    partnerId,
    flow: 'liveness',
    tokenHash: hashSecret(token),
    referenceId: 'bench',
    expiresAt: new Date(Date.now() + 1_200_000),
  } });
  return { token };
});
const selectByTokenHash = definePreparedSelect({ table: tables.embedSessions, params: ['tokenHash'], where: ({ tokenHash }) => eq(tables.embedSessions.tokenHash, tokenHash) });
app.get<{ Params: { token: string } }>('/bench/baseline-select/:token', async (request) => {
  const [found] = await selectByTokenHash({ db, params: { tokenHash: hashSecret(request.params.token) } });
  return { status: found?.row.status };
});
await app.ready();
const load = new HttpLoad(await app.listen({ port: 0, host: '127.0.0.1' }));
const runner = createJobRunner({ database, logger, definitions: jobDefinitions, ...config.jobs, config, masterKey });
runner.start();

const register = await app.inject({ method: 'POST', url: '/api/v1/embed/partner/register', payload: { name: 'Bench', providerSecretKey: 'sandbox_bench', webhookUrl: receiver.url('bench') } });
const partner = register.json<{ data: { partnerId: string; apiKey: string; webhookSecret: string } }>().data;
partnerId = partner.partnerId;
receiver.trust('bench', partner.webhookSecret);
const headers = { 'x-embed-partner-key': partner.apiKey };

interface Rate {
  perSecond: number;
  /** Process CPU (user + system) per call, in microseconds. */
  cpuMicros: number;
}

/** Runs `task` from `concurrency` loops for the duration. */
async function rate(task: (i: number) => Promise<void>): Promise<Rate> {
  const end = performance.now() + seconds * 1000;
  const cpu = process.cpuUsage();
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) await task(count++);
    }),
  );
  const used = process.cpuUsage(cpu);
  return { perSecond: count / seconds, cpuMicros: (used.user + used.system) / count };
}

function expect(status: number, wanted: number, what: string): void {
  if (status !== wanted) throw new Error(`${what} answered ${status}`);
}

const tokens: string[] = [];
// Warm-up, so neither side pays for first-call compilation.
for (let i = 0; i < 200; i++) {
  const created = await app.inject({ method: 'POST', url: '/api/v1/embed/liveness/sessions', headers, payload: { referenceId: 'warm' } });
  tokens.push(created.json<{ data: { sessionToken: string } }>().data.sessionToken);
  baselineTokens.push((await app.inject({ method: 'POST', url: '/bench/baseline-insert' })).json<{ token: string }>().token);
}

/**
 * Over a real port: a keep-alive client on its own thread (the other core), the server and PGlite on
 * this one. The server thread's busy time per call (event-loop utilisation) is the cost a deployment pays.
 */
async function rateHttp(job: Omit<LoadRequest, 'concurrency' | 'seconds'>): Promise<Rate> {
  const before = performance.eventLoopUtilization();
  const result = await load.run({ ...job, concurrency, seconds });
  const busy = performance.eventLoopUtilization(before);
  return { perSecond: result.perSecond, cpuMicros: (busy.active * 1000) / result.requests };
}
const json = { 'content-type': 'application/json' };
const http = {
  baselineCreate: await rateHttp({ method: 'POST', paths: ['/bench/baseline-insert'], expectStatus: 200 }),
  create: await rateHttp({ method: 'POST', paths: ['/api/v1/embed/liveness/sessions'], headers: { ...headers, ...json }, body: '{"referenceId":"bench"}', expectStatus: 201 }),
  baselinePoll: await rateHttp({ method: 'GET', paths: baselineTokens.map((token) => `/bench/baseline-select/${token}`), expectStatus: 200 }),
  poll: await rateHttp({ method: 'GET', paths: tokens.map((token) => `/api/v1/embed/liveness/sessions/${token}`), headers, expectStatus: 200 }),
};

// The same through app.inject (client and server share this thread), as measured before.
const inject = {
  baselineCreate: await rate(async () => {
    const response = await app.inject({ method: 'POST', url: '/bench/baseline-insert' });
    expect(response.statusCode, 200, 'baseline insert');
  }),
  create: await rate(async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/embed/liveness/sessions', headers, payload: { referenceId: 'bench' } });
    expect(response.statusCode, 201, 'create session');
  }),
  baselinePoll: await rate(async (i) => {
    const response = await app.inject({ method: 'GET', url: `/bench/baseline-select/${baselineTokens[i % baselineTokens.length]}` });
    expect(response.statusCode, 200, 'baseline select');
  }),
  poll: await rate(async (i) => {
    const response = await app.inject({ method: 'GET', url: `/api/v1/embed/liveness/sessions/${tokens[i % tokens.length]}`, headers });
    expect(response.statusCode, 200, 'poll');
  }),
};

// Submit -> webhook received, one at a time, with the default job poll interval.
const image = (await faceJpeg()).toString('base64');
const latencies: number[] = [];
for (let i = 0; i < 20; i++) {
  const token = tokens[i]!;
  const before = receiver.received.length;
  const response = await app.inject({ method: 'POST', url: `/api/v1/embed/liveness/sessions/${token}/submit`, payload: { image } });
  expect(response.statusCode, 200, 'submit');
  const answered = Date.now();
  while (receiver.received.length === before) await new Promise((resolve) => setTimeout(resolve, 2));
  latencies.push(receiver.received.at(-1)!.receivedAt - answered);
}
latencies.sort((a, b) => a - b);
const median = (latencies[9]! + latencies[10]!) / 2;

// A burst of 20 concurrent submits per flow (issue 5: memory under 1.5 GB): the face engine queues
// them (FACE_CONCURRENCY). Baseline: the same submit alone, in this run.
const identityImage = (await faceJpeg('sample1a')).toString('base64');
const flows = {
  liveness: { path: 'liveness', body: { image } },
  identity: { path: 'identity-comparison', body: { image: identityImage, idType: 'BVN', idNumber: '22000000005' } },
} as const;
async function submitBurst(flow: keyof typeof flows, count: number): Promise<{ wallMs: number; latencies: number[] }> {
  const { path, body } = flows[flow];
  const sessionTokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await app.inject({ method: 'POST', url: `/api/v1/embed/${path}/sessions`, headers, payload: {} });
    sessionTokens.push(created.json<{ data: { sessionToken: string } }>().data.sessionToken);
  }
  const started = performance.now();
  const times = await Promise.all(
    sessionTokens.map(async (token) => {
      const response = await app.inject({ method: 'POST', url: `/api/v1/embed/${path}/sessions/${token}/submit`, payload: body });
      expect(response.statusCode, 200, `${flow} submit`);
      if (!response.json<{ data: { success: boolean } }>().data.success) throw new Error(`${flow} submit did not pass: ${response.body}`);
      return performance.now() - started;
    }),
  );
  return { wallMs: performance.now() - started, latencies: times.sort((x, y) => x - y) };
}
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const bursts: string[] = [];
for (const flow of ['liveness', 'identity'] as const) {
  const alone: number[] = [];
  for (let i = 0; i < 3; i++) alone.push((await submitBurst(flow, 1)).wallMs);
  const single = alone.sort((x, y) => x - y)[1]!;
  const burst = await submitBurst(flow, 20);
  bursts.push(
    `  ${flow.padEnd(8)} 20 concurrent submits: ${Math.round(burst.wallMs)} ms wall, median ${Math.round(burst.latencies[9]!)} ms, max ${Math.round(burst.latencies.at(-1)!)} ms; ` +
      `one alone (median of 3) ${Math.round(single)} ms; wall / (20 x alone) ${(burst.wallMs / (20 * single)).toFixed(2)}`,
  );
}
clearInterval(sampler);

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(`embed bench on ${database.kind}, ${concurrency} concurrent callers, ${seconds} s per measurement`);
const line = (name: string, ours: Rate, baseName: string, base: Rate, target: string) =>
  console.log(
    `    ${name} ${fmt(ours.perSecond)}/s (${fmt(ours.cpuMicros)} us server/call = ${fmt(1e6 / ours.cpuMicros)}/s per busy core)   ` +
      `${baseName} ${fmt(base.perSecond)}/s (${fmt(base.cpuMicros)} us server/call)   ratio ${(ours.perSecond / base.perSecond).toFixed(2)}, by server time ${(base.cpuMicros / ours.cpuMicros).toFixed(2)}   (target ${target} and >= 0.40)`,
  );
for (const [transport, rates] of [
  ['real port, keep-alive client on its own thread (server time = server thread busy)', http],
  ['app.inject, client on the server thread (server time = process CPU)', inject],
] as const) {
  console.log(`  ${transport}`);
  line('session create', rates.create, 'baseline insert', rates.baselineCreate, '>= 1,000/s');
  line('session poll  ', rates.poll, 'baseline select', rates.baselinePoll, '>= 3,000/s');
}
for (const burst of bursts) console.log(burst);
console.log(`  peak RSS during the bursts ${Math.round(peakRss / 2 ** 20)} MB (target < 1,536 MB; FACE_CONCURRENCY ${config.faces.concurrency})`);
console.log(`  submit -> webhook received: median ${median} ms, max ${latencies.at(-1)} ms over ${latencies.length} (job poll ${config.jobs.pollIntervalMs} ms; target median < 500 ms)`);

await load.close();
await app.close();
await runner.stop(5_000);
await drop();
await receiver.stop();
await rm(dataDir, { recursive: true, force: true });
