/*
 * Single-report throughput: POST /creditregistry/api/v1/report/individual (validate + store +
 * charge + enqueue) against a baseline route registered here that only parses the same JSON and
 * inserts one row, both on the embedded default (file-backed PGlite in a temp DATA_DIR), both
 * driven the same way in the same run. No job runner: this measures the request path.
 *
 * Transports: `http` (default) is a real port with a keep-alive client on its own thread (see
 * bench/http-load.ts), so the server thread and PGlite have this core to themselves, as in a
 * deployment; `inject` is app.inject, with the fake client on the server's own thread.
 *
 * The warm-up is long on purpose: V8 compiles PostgreSQL's WASM lazily, and its optimising tier
 * keeps background threads busy for the first few thousand requests (measured: the V8 helper
 * threads cost ~250 us per report over the first 4,000 reports, ~145 us over 12,000), which on 2
 * cores comes out of the server's share.
 *
 *   node --import tsx bench/credit-registry.ts [--reports 3000] [--warmup 2000] [--concurrency 16] [--transport http|inject]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/core/config.js';
import { openDatabase, queryRowsPrepared } from '../src/core/db/index.js';
import { ok } from '../src/core/http/index.js';
import { createLogger } from '../src/core/logger.js';
import { createInstitution } from '../src/platform/institutions/index.js';
import { createBlobStore } from '../src/platform/storage/index.js';
import { individualReportExample } from '../src/services/credit-registry/report.schemas.js';
import { HttpLoad } from './http-load.js';

/** Credit reports never look at a face: the engine is not loaded for this benchmark. */
const noFaceEngine = () => Promise.reject(new Error('the face engine is not loaded in this benchmark'));

const { values } = parseArgs({
  options: {
    reports: { type: 'string', default: '3000' },
    warmup: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    transport: { type: 'string', default: 'http' },
  },
});
const total = Number(values.reports);
const warmup = Number(values.warmup);
const concurrency = Number(values.concurrency);
const transport = values.transport === 'inject' ? 'inject' : 'http';

const dataDir = await mkdtemp(path.join(tmpdir(), 'verity-bench-'));
const config = parseConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_BASE_URL: 'http://bench.local', LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
await database.migrate();
const { db } = database;
await db.execute(sql`create table bench_baseline (id text primary key, payload jsonb not null, created_at timestamptz not null default now())`);

const masterKey = randomBytes(32);
const app = await buildApp({ config, database, logger: createLogger(config), adminToken: 'bench-admin-token', masterKey, blobStore: createBlobStore({ config, masterKey }), faceEngine: noFaceEngine });
let baselineCounter = 0;
app.post('/bench/baseline', async (request) => {
  baselineCounter += 1;
  // The same prepared-statement primitive the report route stores with.
  await queryRowsPrepared(db, sql`insert into bench_baseline (id, payload) values (${`b${baselineCounter}-${process.hrtime.bigint()}`}, ${JSON.stringify(request.body)}::jsonb)`);
  return ok(request, { stored: true }, 'Stored');
});
await app.ready();
const load = transport === 'http' ? new HttpLoad(await app.listen({ port: 0, host: '127.0.0.1' })) : null;

const { apiKey } = await createInstitution({ db, name: 'Bench Bank', services: [{ code: 'CRDEFAULTINDIVIDUAL', priceKobo: 500 }], balanceKobo: 1_000_000_000_000 });

let sequence = 0;
function nextBody(): string {
  sequence += 1;
  return JSON.stringify({ ...individualReportExample, accountNumber: `BENCH-${process.pid}-${sequence}` });
}

const headers = { 'content-type': 'application/json', 'x-api-key': apiKey };
async function send(url: string, body: string): Promise<number> {
  const response = await app.inject({ method: 'POST', url, headers, payload: body });
  return response.statusCode;
}

interface Measure {
  requests: number;
  wallMs: number;
  /**
   * The server's time: this process's CPU (user + system) under inject, where PGlite, the server and
   * the client all run on this thread; the server thread's busy time over a real port.
   */
  cpuMs: number;
}

let slices = 0;
async function drive(url: string, count: number, measure: Measure): Promise<void> {
  if (load) {
    slices += 1;
    const before = performance.eventLoopUtilization();
    // Every request a new loan: `{n}` is the request's number within this slice.
    const body = JSON.stringify({ ...individualReportExample, accountNumber: `BENCH-${process.pid}-${slices}-{n}` });
    const result = await load.run({ method: 'POST', paths: [url], headers, body, concurrency, requests: count, expectStatus: 200 });
    measure.wallMs += result.wallMs;
    measure.cpuMs += performance.eventLoopUtilization(before).active;
    measure.requests += count;
    return;
  }
  let issued = 0;
  let failures = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < count) {
        issued += 1;
        if ((await send(url, nextBody())) !== 200) failures += 1;
      }
    }),
  );
  measure.wallMs += performance.now() - started;
  const used = process.cpuUsage(cpu);
  measure.cpuMs += (used.user + used.system) / 1000;
  measure.requests += count;
  if (failures > 0) throw new Error(`${url}: ${failures} of ${count} requests failed`);
}

const routes = { baseline: '/bench/baseline', reports: '/creditregistry/api/v1/report/individual' } as const;
const fresh = (): Measure => ({ requests: 0, wallMs: 0, cpuMs: 0 });

// Warm-up: JIT, PGlite caches, the first-use paths of both routes.
await drive(routes.baseline, warmup, fresh());
await drive(routes.reports, warmup, fresh());

// The two routes alternate in slices of 250 requests, so both see the same machine load (the
// machine is shared); the ratio is taken on wall time and on this process's CPU time.
const measures = { baseline: fresh(), reports: fresh() };
const slice = 250;
for (let done = 0; done < total; done += slice) {
  const count = Math.min(slice, total - done);
  await drive(routes.baseline, count, measures.baseline);
  await drive(routes.reports, count, measures.reports);
}

const perWallSecond = (measure: Measure) => (measure.requests / measure.wallMs) * 1000;
const perCpuSecond = (measure: Measure) => (measure.requests / measure.cpuMs) * 1000;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(`credit registry single reports on embedded PGlite (${transport}, ${concurrency} concurrent clients, ${total} requests per route, interleaved)`);
console.log(`  baseline (parse the same JSON + insert one row): ${perWallSecond(measures.baseline).toFixed(0)} requests/s wall, ${perCpuSecond(measures.baseline).toFixed(0)} per server-second`);
console.log(`  reports (validate + store + charge + enqueue):   ${perWallSecond(measures.reports).toFixed(0)} reports/s wall, ${perCpuSecond(measures.reports).toFixed(0)} per server-second`);
console.log(`  ratio: ${percent(perWallSecond(measures.reports) / perWallSecond(measures.baseline))} wall, ${percent(perCpuSecond(measures.reports) / perCpuSecond(measures.baseline))} CPU (target >= 40%)`);
console.log(`  target >= 1,500 reports/s: ${perWallSecond(measures.reports) >= 1500 ? 'met' : 'not met'} (${perWallSecond(measures.reports).toFixed(0)}/s)`);

await load?.close();
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
