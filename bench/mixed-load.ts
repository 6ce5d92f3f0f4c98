/*
 * Open-loop mixed traffic against one server, as a lender's backend and its customers use it:
 * requests arrive at a fixed rate whatever the latency (a closed loop hides queueing). Per 50
 * requests: 20 credit reports, 10 report-status polls, 9 liveness session creates, 8 session polls,
 * 2 liveness submits, 1 document-trust page (OCR). In the same run, the same schedule without the 3
 * heavy slots is the baseline; the ratio of each light route's p95 to its baseline p95 is what holds
 * on a shared machine.
 *
 * A liveness submit is what the capture page sends for the default active challenge: the frontal
 * frame and one key frame per drawn action, real frames of a real person (test/fixtures/face-video,
 * cap13) picked by the page's key-frame rule (test/helpers/face-video.ts). The server draws each
 * session's challenge; the video holds genuine sequences for 6 of the 12 challenges (three of 2
 * actions, three of 3), so submits go only to sessions that drew one of those (the others are created
 * before the run and left pending). Each submit's frames carry a distinct 16-bit mark in the top rows,
 * so the replay registry sees new pictures and every submit is a full verification that must pass
 * (a refused genuine sequence counts as an error). `--liveness passive` runs sessions with a single
 * selfie instead (EMBED_LIVENESS_MODE=passive).
 *
 * The server is built as `verity start` builds it (face worker pool, OCR workers, job runner,
 * a real port); the client runs on its own thread, and a request's latency is measured from the
 * moment it was due, so a client that falls behind shows as latency instead of hiding it.
 *
 * Run: node --import tsx bench/mixed-load.ts [--rate 50] [--seconds 60] [--warmup 5] [--faces pool|inline] [--liveness active|passive]
 *        [--face-workers N] [--submit-budget MS] [--document-budget MS] [--nice N] [--ocr-nice N]
 * `--faces inline` runs the face engine on the main thread with no heavy-request limit or budget (the
 * design before the worker pool), for before/after figures in one build. `--face-workers` sets
 * FACE_CONCURRENCY, the budgets HEAVY_BUDGET_CAPTURE_SUBMIT_MS / HEAVY_BUDGET_DOCUMENT_TRUST_MS (0 = off),
 * `--nice` HEAVY_WORK_NICE (0 = heavy threads at the server's priority), `--ocr-nice` DOCUMENT_OCR_NICE.
 *
 * The four runs behind issue 22's closing figures (a quiet machine; each ends with a summary table):
 *   node --import tsx bench/mixed-load.ts --rate 50 --seconds 60
 *   node --import tsx bench/mixed-load.ts --rate 50 --seconds 60 --faces inline
 *   VERITY_TEST_DB=postgres VERITY_TEST_PG_URL="$(bash scripts/ensure-postgres.sh | tail -n1)" node --import tsx bench/mixed-load.ts --rate 50 --seconds 60
 *   VERITY_TEST_DB=postgres VERITY_TEST_PG_URL="$(bash scripts/ensure-postgres.sh | tail -n1)" node --import tsx bench/mixed-load.ts --rate 50 --seconds 60 --faces inline
 * Targets (issue 22), at 50/s on the embedded default: each light route p95 <= 50 ms and <= 3x its
 * baseline; liveness submit p95 <= 1,000 ms; document trust p95 <= 3,000 ms; no errors but 503/429 shed.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { getPriority, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/core/config.js';
import { openDatabase } from '../src/core/db/index.js';
import { createLogger } from '../src/core/logger.js';
import { createFaceEngine, createFacePool, type FaceEngine } from '../src/platform/faces/index.js';
import { heavyTaskSeconds, heavyTaskWaitSeconds, heavyWorkRegistry } from '../src/platform/heavy-work/index.js';
import { createJobRunner } from '../src/platform/jobs/index.js';
import { createBlobStore } from '../src/platform/storage/index.js';
import { individualReportExample } from '../src/services/credit-registry/report.schemas.js';
import { createOcrPool } from '../src/services/document-trust/index.js';
import { isLivenessChallenge, livenessActions, type LivenessAction } from '../src/services/embed/liveness/challenge.js';
import { jobDefinitions } from '../src/services/index.js';
import { createTestDatabase, testDatabaseKind } from '../test/helpers/app.js';
import { renderDocument, samplePeople, trustForm } from '../test/helpers/documents.js';
import { WebhookReceiver } from '../test/helpers/embed.js';
import { genuineSequences, loadFaceVideo, type GenuineSequence } from '../test/helpers/face-video.js';
import { faceJpeg } from '../test/helpers/faces.js';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    faces: { type: 'string', default: 'pool' },
    liveness: { type: 'string', default: 'active' },
    // FACE_CONCURRENCY and the heavy routes' latency budgets (HEAVY_BUDGET_*_MS); unset = the defaults.
    'face-workers': { type: 'string' },
    'submit-budget': { type: 'string' },
    'document-budget': { type: 'string' },
    // HEAVY_WORK_NICE: the face and OCR threads' nice increment (0 = the server's priority).
    nice: { type: 'string' },
    // DOCUMENT_OCR_NICE: the OCR threads' nice increment (default HEAVY_WORK_NICE).
    'ocr-nice': { type: 'string' },
  },
});
if (!['pool', 'inline'].includes(values.faces) || !['active', 'passive'].includes(values.liveness)) throw new Error('--faces takes pool or inline, --liveness active or passive');
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const inlineFaces = values.faces === 'inline';
const activeLiveness = values.liveness === 'active';
const loadAtStart = loadavg();

/** The 50-request pattern, spread evenly (heavy slots are far apart, as independent arrivals would mostly be). */
const mix = { credit_report: 20, report_status: 10, session_create: 9, session_poll: 8, liveness_submit: 2, document_trust: 1 } as const;
type Route = keyof typeof mix;
const heavy = new Set<Route>(['liveness_submit', 'document_trust']);
const pattern: Route[] = (() => {
  const slots: { route: Route; at: number }[] = [];
  for (const [route, count] of Object.entries(mix) as [Route, number][]) {
    for (let k = 0; k < count; k++) slots.push({ route, at: (k + 0.5) / count + slots.length * 1e-6 });
  }
  return slots.sort((a, b) => a.at - b.at).map((slot) => slot.route);
})();

// The server, as `verity start` (role all) builds it.
const receiver = await WebhookReceiver.start();
const dataDir = await mkdtemp(path.join(tmpdir(), 'verity-mixed-'));
const server = testDatabaseKind === 'postgres' ? await createTestDatabase() : null;
const adminToken = randomToken();
const config = parseConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ADMIN_TOKEN: adminToken,
  ...(server?.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
  ...(inlineFaces ? { HEAVY_MAX_IN_FLIGHT: '1000', HEAVY_BUDGET_CAPTURE_SUBMIT_MS: '0', HEAVY_BUDGET_DOCUMENT_TRUST_MS: '0' } : {}),
  ...(values['face-workers'] ? { FACE_CONCURRENCY: values['face-workers'] } : {}),
  ...(values['submit-budget'] ? { HEAVY_BUDGET_CAPTURE_SUBMIT_MS: values['submit-budget'] } : {}),
  ...(values['document-budget'] ? { HEAVY_BUDGET_DOCUMENT_TRUST_MS: values['document-budget'] } : {}),
  ...(values.nice ? { HEAVY_WORK_NICE: values.nice } : {}),
  ...(values['ocr-nice'] ? { DOCUMENT_OCR_NICE: values['ocr-nice'] } : {}),
  EMBED_LIVENESS_MODE: values.liveness,
  ...receiver.env,
});
const logger = createLogger(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
await database.migrate();
const masterKey = randomBytes(32);
const { concurrency: faceWorkers, ...faceSettings } = config.faces;
const faces: FaceEngine & { close?: () => Promise<void> } = inlineFaces
  ? await createFaceEngine({ logger, ...config.faces })
  : await createFacePool({ ...faceSettings, workers: faceWorkers, logLevel: 'silent', niceIncrement: config.heavyWork.workerNice });
// Started here rather than in the app's onReady, whose 10 s limit a busy shared machine can exceed.
const ocr = createOcrPool({ pageWorkers: config.documentTrust.ocrWorkers, niceIncrement: config.heavyWork.documentOcrNice });
await ocr.warm();
const app = await buildApp({ config, database, logger, adminToken, masterKey, blobStore: createBlobStore({ config, masterKey }), faceEngine: async () => faces, ocr });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const runner = createJobRunner({ database, logger, definitions: jobDefinitions, ...config.jobs, config, masterKey });
runner.start();

function randomToken(): string {
  return randomBytes(24).toString('hex');
}

async function request<T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: unknown, expect = 200): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, { method, headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (response.status !== expect) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

// A lender (credit reports, status polls, document trust) and an embed partner (liveness).
const institution = await request<{ apiKey: string }>(
  'POST',
  '/admin/v1/institutions',
  { authorization: `Bearer ${adminToken}` },
  {
    name: 'Mixed Load Bank',
    services: [
      { code: 'CRDEFAULTINDIVIDUAL', priceKobo: 500 },
      { code: 'CRDEFAULTSTATUS', priceKobo: 0 },
      { code: 'DOCUMENTTRUST', priceKobo: 1500 },
    ],
    balanceKobo: 1_000_000_000_000,
  },
  201,
);
const partner = await request<{ apiKey: string; webhookSecret: string }>('POST', '/api/v1/embed/partner/register', {}, { name: 'Mixed Load Partner', providerSecretKey: 'sandbox_bench_key', webhookUrl: receiver.url('mixed') }, 201);
receiver.trust('mixed', partner.webhookSecret);
const lender = { 'x-api-key': institution.apiKey, 'content-type': 'application/json' };
const embedKey = { 'x-embed-partner-key': partner.apiKey };

const reportBody = (n: string) => JSON.stringify({ ...individualReportExample, accountNumber: `MIXED-${process.pid}-${n}` });
const submissionIds: string[] = [];
for (let i = 0; i < 50; i++) {
  const data = await request<{ submissionId: string }>('POST', '/creditregistry/api/v1/report/individual', lender, JSON.parse(reportBody(`seed-${i}`)));
  submissionIds.push(data.submissionId);
}
async function newSessions(count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push((await request<{ sessionToken: string }>('POST', '/api/v1/embed/liveness/sessions', embedKey, { referenceId: `mixed-${i}` }, 201)).sessionToken);
  return tokens;
}
const pollTokens = await newSessions(50);
const phases = [
  { name: 'warm-up', seconds: warmupSeconds, includeHeavy: true },
  { name: 'baseline (light routes only)', seconds, includeHeavy: false },
  { name: 'mixed', seconds, includeHeavy: true },
];

/** A liveness session and the body its capture page sends. */
interface PreparedSubmit {
  token: string;
  body: string;
}
/** Every order of 2 or 3 distinct actions: the 12 challenges a session can draw. */
const allChallenges: LivenessAction[][] = [];
for (const a of livenessActions) {
  for (const b of livenessActions) {
    if (a === b) continue;
    allChallenges.push([a, b]);
    for (const c of livenessActions) if (c !== a && c !== b) allChallenges.push([a, b, c]);
  }
}

/**
 * A 16-bit mark along the top edge (black and white 8x8 blocks, which survive the server's JPEG
 * re-encoding): a new picture to the replay registry, the same face to the models.
 */
async function marked(jpeg: Buffer, n: number): Promise<Buffer> {
  const width = 128;
  const mark = Buffer.alloc(width * 8 * 3);
  for (let y = 0; y < 8; y++) for (let x = 0; x < width; x++) mark.fill((n >> (x >> 3)) & 1 ? 255 : 0, (y * width + x) * 3, (y * width + x + 1) * 3);
  return sharp(jpeg).composite([{ input: mark, raw: { width, height: 8, channels: 3 }, left: 0, top: 0 }]).jpeg({ quality: 92 }).toBuffer();
}

async function challengeBody(sequence: GenuineSequence, n: number): Promise<string> {
  const [frontal, ...frames] = await Promise.all([sequence.frontal, ...sequence.frames].map((frame) => marked(frame.jpeg, n)));
  return JSON.stringify({
    image: frontal!.toString('base64'),
    challenge: {
      imageCapturedAt: sequence.frontal.atMs + 100,
      frames: frames.map((jpeg, i) => ({ action: sequence.actions[i]!, image: jpeg.toString('base64'), capturedAt: sequence.frames[i]!.atMs + 100 })),
    },
  });
}

/**
 * `count` sessions, each with the body its capture page would send: in active mode, a genuine
 * sequence from the cap13 video for the challenge the server drew (read from /public, as the page
 * does); sessions whose challenge the video does not hold are left unused.
 */
async function prepareSubmits(count: number): Promise<PreparedSubmit[]> {
  if (!activeLiveness) {
    const body = JSON.stringify({ image: (await faceJpeg()).toString('base64') });
    return (await newSessions(count)).map((token) => ({ token, body }));
  }
  const frames = await loadFaceVideo('cap13');
  const byChallenge = new Map<string, GenuineSequence[]>();
  for (const actions of allChallenges) {
    const found = await genuineSequences({ engine: faces, frames, actions });
    if (found.length > 0) byChallenge.set(actions.join(','), found);
  }
  const picked: { token: string; sequence: GenuineSequence }[] = [];
  for (let created = 0; picked.length < count; created++) {
    if (created > 20 * count) throw new Error(`only ${picked.length} of ${created} sessions drew a challenge the video holds`);
    const [token] = await newSessions(1);
    const { challenge } = await request<{ challenge: unknown }>('GET', `/api/v1/embed/liveness/sessions/${token}/public`, {});
    if (!isLivenessChallenge(challenge)) throw new Error(`session ${token} has no active challenge`);
    const sequences = byChallenge.get(challenge.actions.join(','));
    if (sequences) picked.push({ token: token!, sequence: sequences[picked.length % sequences.length]! });
  }
  return Promise.all(picked.map(async ({ token, sequence }, n) => ({ token, body: await challengeBody(sequence, n) })));
}
const costRuns = { liveness_submit: 7, document_trust: 5, credit_report: 7 };
// One per liveness slot of the warm-up and the mixed phase (a partial pattern adds at most one each).
const submits = await prepareSubmits(Math.ceil(((warmupSeconds + seconds) * rate * mix.liveness_submit) / 50) + 2 + costRuns.liveness_submit);
const costSubmits = submits.splice(submits.length - costRuns.liveness_submit);
const documentForm = trustForm(await renderDocument(samplePeople.nin_slip));

interface Template {
  method: 'GET' | 'POST';
  /** `{n}` is the request's number; `{token}` the next prepared submit (token and body); `{poll}` and `{sub}` cycle through the seeded ids. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  expect: number;
}
const templates: Record<Route, Template> = {
  credit_report: { method: 'POST', path: '/creditregistry/api/v1/report/individual', headers: lender, body: reportBody('{n}'), expect: 200 },
  report_status: { method: 'GET', path: '/creditregistry/api/v1/report/status/{sub}', headers: { 'x-api-key': institution.apiKey }, expect: 200 },
  session_create: { method: 'POST', path: '/api/v1/embed/liveness/sessions', headers: { ...embedKey, 'content-type': 'application/json' }, body: '{"referenceId":"mixed-{n}"}', expect: 201 },
  session_poll: { method: 'GET', path: '/api/v1/embed/liveness/sessions/{poll}', headers: embedKey, expect: 200 },
  liveness_submit: { method: 'POST', path: '/api/v1/embed/liveness/sessions/{token}/submit', headers: { 'content-type': 'application/json' }, expect: 200 },
  document_trust: { method: 'POST', path: '/api/v1/document/trust', headers: { ...documentForm.headers, 'x-service-api-key': institution.apiKey }, body: new Uint8Array(documentForm.payload), expect: 200 },
};

/**
 * cap13 holds only a handful of genuine sequences, so the bench re-sends the same frames, and the
 * near-duplicate replay registry (src/services/embed/liveness/fingerprint.ts) rightly refuses every
 * re-send after the first. It refuses after the full verification (poses, comparisons, texture), so
 * such an answer is counted as served; it skips only the provider call a pass would make.
 */
const replaySignal = 'already used in another verification';

// Plain JavaScript so the client thread needs no TypeScript loader.
const clientSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { baseUrl, templates, submissionIds, pollTokens, submits, replaySignal } = workerData;
const target = new URL(baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
let sequence = 0;
let tokenIndex = 0;
parentPort.on('message', ({ schedule, rate }) => {
  const results = [];
  const interval = 1000 / rate;
  const start = performance.now() + 20;
  let next = 0;
  let pending = 0;
  const fire = (route, due) => {
    const t = templates[route];
    const n = String(sequence++);
    let path = t.path.replaceAll('{n}', n);
    if (path.includes('{sub}')) path = path.replace('{sub}', submissionIds[Number(n) % submissionIds.length]);
    if (path.includes('{poll}')) path = path.replace('{poll}', pollTokens[Number(n) % pollTokens.length]);
    let body = t.body === undefined ? undefined : typeof t.body === 'string' ? t.body.replaceAll('{n}', n) : Buffer.from(t.body);
    if (path.includes('{token}')) {
      const submit = submits[tokenIndex++];
      if (submit === undefined) throw new Error('more liveness slots than prepared submits');
      path = path.replace('{token}', submit.token);
      body = submit.body;
    }
    const headers = { ...t.headers };
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
    pending += 1;
    const done = (status, detail) => {
      results.push({ route, ms: performance.now() - due, endS: (performance.now() - start) / 1000, status, detail });
      pending -= 1;
      if (next >= schedule.length && pending === 0) parentPort.postMessage(results);
    };
    const req = http.request({ host: target.hostname, port: target.port, method: t.method, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        // The replay registry refuses the bench's re-sent frames after the full verification (see replaySignal).
        if (route === 'liveness_submit' && res.statusCode === 400 && text.includes(replaySignal)) return done(t.expect, 'replay');
        if (res.statusCode !== t.expect) return done(res.statusCode, text.slice(0, 200));
        // A genuine liveness sequence the server refuses is an error, not a served request.
        if (route === 'liveness_submit' && JSON.parse(text).data.success !== true) return done(-1, 'not passed: ' + text.slice(0, 300));
        done(res.statusCode, null);
      });
    });
    req.on('error', (error) => done(0, String(error)));
    req.end(body);
  };
  const pump = () => {
    const now = performance.now();
    while (next < schedule.length && start + next * interval <= now) {
      const route = schedule[next];
      const due = start + next * interval;
      next += 1;
      if (route !== null) fire(route, due);
    }
    if (next < schedule.length) setTimeout(pump, Math.max(0, start + next * interval - performance.now()));
    else if (pending === 0) parentPort.postMessage(results);
  };
  pump();
});
`;
const client = new Worker(clientSource, { eval: true, workerData: { baseUrl, templates, submissionIds, pollTokens, submits, replaySignal } });

interface Sample {
  route: Route;
  ms: number;
  /** When the answer came, seconds after the phase's first request was due. */
  endS: number;
  status: number;
  detail: string | null;
}
function runPhase(phase: (typeof phases)[number]): Promise<Sample[]> {
  const count = Math.round(phase.seconds * rate);
  // Heavy slots stay in the schedule as gaps, so the light requests arrive at the same moments.
  const schedule = Array.from({ length: count }, (_, i) => {
    const route = pattern[i % pattern.length]!;
    return phase.includeHeavy || !heavy.has(route) ? route : null;
  });
  return new Promise((resolve) => {
    client.once('message', resolve);
    client.postMessage({ schedule, rate });
  });
}

const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!);
interface RouteStats {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  shed: number;
  errors: number;
  firstError: string | null;
  /** When the last served request was answered (seconds after the phase began). */
  lastServedS: number;
}
let replays = 0;
function summarise(samples: Sample[]): Map<Route, RouteStats> {
  const out = new Map<Route, RouteStats>();
  for (const route of Object.keys(mix) as Route[]) {
    const mine = samples.filter((s) => s.route === route);
    if (mine.length === 0) continue;
    const served = mine.filter((s) => s.status === templates[route].expect);
    const shed = mine.filter((s) => heavy.has(route) && (s.status === 503 || s.status === 429));
    const errors = mine.filter((s) => !served.includes(s) && !shed.includes(s));
    const times = served.map((s) => s.ms).sort((a, b) => a - b);
    replays += mine.filter((s) => s.detail === 'replay').length;
    out.set(route, { count: mine.length, p50: quantile(times, 0.5), p95: quantile(times, 0.95), p99: quantile(times, 0.99), shed: shed.length, errors: errors.length, firstError: errors[0] ? `${errors[0].status} ${errors[0].detail}` : null, lastServedS: Math.max(0, ...served.map((s) => s.endS)) });
  }
  return out;
}

/**
 * CPU time (ms) the main thread itself has used (Linux: /proc, the main thread's task id is the pid).
 * Unlike latency it does not grow when other programs take the cores, so "main-thread CPU per heavy
 * request" compares designs even on a loaded machine. null elsewhere.
 */
function mainThreadCpuMs(): number | null {
  try {
    // schedstat's first field: nanoseconds this thread has run on a CPU.
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) of this process's threads by nice value (Linux: /proc/self/task/N/stat, utime +
 * stime at 100 ticks a second): the face threads run at HEAVY_WORK_NICE and the OCR threads at
 * DOCUMENT_OCR_NICE, so when the two differ this splits the cores between the pools. Threads that
 * ended during the phase are not counted.
 */
function cpuMsByNice(): Map<number, { ms: number; threads: number }> {
  const out = new Map<number, { ms: number; threads: number }>();
  try {
    for (const task of readdirSync('/proc/self/task')) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      } catch {
        continue;
      }
      // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15, nice 19.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const nice = Number(fields[16]);
      const entry = out.get(nice) ?? { ms: 0, threads: 0 };
      entry.ms += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      entry.threads += 1;
      out.set(nice, entry);
    }
  } catch {
    // Not Linux: no split.
  }
  return out;
}

/**
 * Main-thread CPU of one heavy request, sent one at a time (median of a few), beside one light
 * request: what each design leaves on the event loop, independent of queueing.
 */
async function mainThreadCostOf(route: Route, times: number): Promise<number | null> {
  const costs: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = templates[route];
    const submit = route === 'liveness_submit' ? costSubmits.pop()! : { token: '', body: undefined };
    const before = mainThreadCpuMs();
    const response = await fetch(`${baseUrl}${t.path.replace('{token}', submit.token).replace('{poll}', pollTokens[0]!).replace('{sub}', submissionIds[0]!)}`, {
      method: t.method,
      headers: t.headers,
      body: submit.body ?? (typeof t.body === 'string' ? t.body.replaceAll('{n}', `cost-${route}-${i}`) : t.body),
    });
    const text = await response.text();
    const after = mainThreadCpuMs();
    const replayRefused = route === 'liveness_submit' && response.status === 400 && text.includes(replaySignal);
    if (response.status !== t.expect && !replayRefused) throw new Error(`${route}: ${response.status} ${text.slice(0, 300)}`);
    if (route === 'liveness_submit' && !replayRefused && (JSON.parse(text) as { data: { success: boolean } }).data.success !== true) throw new Error(`liveness_submit: the genuine sequence was not passed: ${text.slice(0, 300)}`);
    if (before === null || after === null) return null;
    costs.push(after - before);
  }
  return costs.sort((a, b) => a - b)[Math.floor(costs.length / 2)]!;
}

// Warm first (JIT, lazily loaded modules, the first OCR and face calls), then cost the requests alone.
await runPhase(phases[0]!);
const sequentialCost = {
  liveness_submit: await mainThreadCostOf('liveness_submit', costRuns.liveness_submit),
  document_trust: await mainThreadCostOf('document_trust', costRuns.document_trust),
  credit_report: await mainThreadCostOf('credit_report', costRuns.credit_report),
};

/** Seconds the heavy tasks ran (or, `histogram` = heavyTaskWaitSeconds, waited for a worker) so far, and how many, by kind (pool kinds: inside the worker; the inline engine is not timed). */
async function heavyTaskTotals(histogram: typeof heavyTaskSeconds = heavyTaskSeconds): Promise<Map<string, { seconds: number; count: number }>> {
  const totals = new Map<string, { seconds: number; count: number }>();
  for (const value of (await histogram.get()).values) {
    const kind = String(value.labels.kind);
    const entry = totals.get(kind) ?? { seconds: 0, count: 0 };
    if (value.metricName?.endsWith('_sum')) entry.seconds += value.value;
    else if (value.metricName?.endsWith('_count')) entry.count += value.value;
    else continue;
    totals.set(kind, entry);
  }
  return totals;
}

const results: { name: string; stats: Map<Route, RouteStats>; lagP99: number; lagMax: number; mainCpuMs: number | null; processCpuMs: number }[] = [];
let mixedTasks = new Map<string, { seconds: number; count: number }>();
let mixedWaits = new Map<string, { seconds: number; count: number }>();
let mixedCpuByNice = new Map<number, { ms: number; threads: number }>();
for (const phase of phases.slice(1)) {
  const tasksBefore = await heavyTaskTotals();
  const waitsBefore = await heavyTaskTotals(heavyTaskWaitSeconds);
  const niceBefore = cpuMsByNice();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const mainBefore = mainThreadCpuMs();
  const processBefore = process.cpuUsage();
  const samples = await runPhase(phase);
  const processUsed = process.cpuUsage(processBefore);
  const mainAfter = mainThreadCpuMs();
  lag.disable();
  if (phase.includeHeavy) {
    mixedCpuByNice = new Map([...cpuMsByNice()].map(([nice, { ms, threads }]) => [nice, { ms: ms - (niceBefore.get(nice)?.ms ?? 0), threads }]));
    mixedTasks = await heavyTaskTotals();
    for (const [kind, entry] of mixedTasks) mixedTasks.set(kind, { seconds: entry.seconds - (tasksBefore.get(kind)?.seconds ?? 0), count: entry.count - (tasksBefore.get(kind)?.count ?? 0) });
    mixedWaits = await heavyTaskTotals(heavyTaskWaitSeconds);
    for (const [kind, entry] of mixedWaits) mixedWaits.set(kind, { seconds: entry.seconds - (waitsBefore.get(kind)?.seconds ?? 0), count: entry.count - (waitsBefore.get(kind)?.count ?? 0) });
  }
  results.push({
    name: phase.name,
    stats: summarise(samples),
    lagP99: lag.percentile(99) / 1e6,
    lagMax: lag.max / 1e6,
    mainCpuMs: mainBefore === null || mainAfter === null ? null : mainAfter - mainBefore,
    processCpuMs: (processUsed.user + processUsed.system) / 1000,
  });
}

const [baseline, mixed] = results as [(typeof results)[number], (typeof results)[number]];
const fmt = (ms: number) => (Number.isNaN(ms) ? '-' : ms >= 100 ? Math.round(ms).toLocaleString('en-US') : ms.toFixed(1));
const setting =
  `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, faces ${inlineFaces ? 'inline on the main thread (no heavy limit)' : `in ${faceWorkers} worker thread(s)`}, ` +
  `liveness ${values.liveness}, OCR workers ${config.documentTrust.ocrWorkers}, HEAVY_MAX_IN_FLIGHT ${config.heavyWork.maxInFlight}, ` +
  `budgets submit ${config.heavyWork.budgetMs.captureSubmit || 'off'} / document ${config.heavyWork.budgetMs.documentTrust || 'off'} ms, HEAVY_WORK_NICE ${config.heavyWork.workerNice}; ` +
  `${rate} requests/s open loop, ${seconds} s per phase (+${warmupSeconds} s warm-up); load average ${loadAtStart[0]!.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at end`;
console.log(`mixed load: ${setting}`);
for (const phase of results) {
  console.log(
    `  ${phase.name}: event-loop delay p99 ${fmt(phase.lagP99)} ms, max ${fmt(phase.lagMax)} ms; CPU main thread ${phase.mainCpuMs === null ? '-' : fmt(phase.mainCpuMs)} ms, whole process ${fmt(phase.processCpuMs)} ms`,
  );
}
console.log(
  `  main-thread CPU of one request sent alone (median): liveness submit ${fmt(sequentialCost.liveness_submit ?? NaN)} ms, ` +
    `document trust ${fmt(sequentialCost.document_trust ?? NaN)} ms, credit report ${fmt(sequentialCost.credit_report ?? NaN)} ms`,
);
const heavyServed = (['liveness_submit', 'document_trust'] as const).map((route) => mixed.stats.get(route)!.count - mixed.stats.get(route)!.shed - mixed.stats.get(route)!.errors);
if (mixed.mainCpuMs !== null && baseline.mainCpuMs !== null) {
  console.log(
    `  main-thread CPU added by the heavy requests: ${fmt(mixed.mainCpuMs - baseline.mainCpuMs)} ms for ${heavyServed[0]} liveness submits and ${heavyServed[1]} documents served ` +
      `(= ${fmt((mixed.mainCpuMs - baseline.mainCpuMs) / Math.max(1, heavyServed[0]! + heavyServed[1]!))} ms per heavy request)`,
  );
}
if (mixedTasks.size > 0) {
  const faceSeconds = [...mixedTasks].filter(([kind]) => kind.startsWith('face_')).reduce((sum, [, entry]) => sum + entry.seconds, 0);
  console.log(
    `  heavy tasks in the mixed phase, count x mean run time inside the worker + mean wait for one (ocr_mrz_band: as awaited, tesseract's queue included): ${[...mixedTasks]
      .filter(([, entry]) => entry.count > 0)
      .map(([kind, entry]) => {
        const wait = mixedWaits.get(kind);
        return `${kind} ${entry.count} x ${fmt((1000 * entry.seconds) / entry.count)}${wait && wait.count > 0 ? ` + ${fmt((1000 * wait.seconds) / wait.count)}` : ''} ms`;
      })
      .join(', ')}` +
      (inlineFaces ? '' : `; face-worker time per liveness submit served ${fmt((1000 * faceSeconds) / Math.max(1, heavyServed[0]!))} ms on ${faceWorkers} worker(s)`),
  );
}
{
  // Whole run (the warm-up included): why the gate refused, and its final per-request work estimates.
  const metrics = await heavyWorkRegistry.getMetricsAsJSON();
  const series = (name: string) => metrics.find((m) => m.name === name)?.values ?? [];
  const shedBy = series('verity_heavy_requests_shed_total').map((v) => `${String(v.labels.route)} ${String(v.labels.reason)} ${v.value}`);
  const work = series('verity_heavy_request_work_seconds').map((v) => `${String(v.labels.route)} ${fmt(1000 * v.value)} ms`);
  console.log(`  shed by route and reason (whole run): ${shedBy.join(', ') || 'none'}; worker time per request, moving estimate at the end: ${work.join(', ') || '-'}`);
}
for (const phase of results) {
  for (const [route, stats] of phase.stats) if (stats.firstError) console.log(`  first error, ${phase.name}, ${route}: ${stats.firstError}`);
}

// The summary to paste: every route against its issue-22 target.
const verdict = (met: boolean) => (met ? 'PASS' : 'FAIL');
const triple = (stats: RouteStats | undefined) => (stats ? `${fmt(stats.p50)} / ${fmt(stats.p95)} / ${fmt(stats.p99)}` : '-');
const targets: Record<Route, [string, (m: RouteStats, b: RouteStats | undefined) => boolean]> = {
  credit_report: ['p95 <= 50 ms and <= 3x baseline', (m, b) => m.p95 <= 50 && b !== undefined && m.p95 <= 3 * b.p95],
  report_status: ['p95 <= 50 ms and <= 3x baseline', (m, b) => m.p95 <= 50 && b !== undefined && m.p95 <= 3 * b.p95],
  session_create: ['p95 <= 50 ms and <= 3x baseline', (m, b) => m.p95 <= 50 && b !== undefined && m.p95 <= 3 * b.p95],
  session_poll: ['p95 <= 50 ms and <= 3x baseline', (m, b) => m.p95 <= 50 && b !== undefined && m.p95 <= 3 * b.p95],
  liveness_submit: ['p95 <= 1,000 ms', (m) => m.p95 <= 1000],
  document_trust: ['p95 <= 3,000 ms', (m) => m.p95 <= 3000],
};
const noErrors = results.every((phase) => [...phase.stats.values()].every((s) => s.errors === 0));
const rows = (Object.keys(mix) as Route[]).map((route) => {
  const m = mixed.stats.get(route)!;
  const b = baseline.stats.get(route);
  const [target, met] = targets[route];
  const ratio = b ? `${(m.p95 / b.p95).toFixed(2)}x` : '-';
  return { met: met(m, b), line: `| ${route} | ${triple(m)} | ${triple(b)} | ${ratio} | ${m.count - m.shed - m.errors} / ${m.shed} / ${m.errors} | ${target} | ${verdict(met(m, b))} |` };
});
const allMet = noErrors && rows.every((row) => row.met);
console.log('');
console.log(`**Mixed load (bench/mixed-load.ts)**: ${setting}.`);
console.log('');
console.log('| route | mixed p50 / p95 / p99 ms | baseline p50 / p95 / p99 ms | p95 mixed / baseline | served / shed / errors (mixed) | target (issue 22) | result |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row.line);
console.log(`| every route, both phases | | | | | no errors but 503/429 shed by heavy routes | ${verdict(noErrors)} |`);
const offered = ((mix.liveness_submit + mix.document_trust) * rate) / 50;
const shedTotal = (['liveness_submit', 'document_trust'] as const).reduce((sum, route) => sum + mixed.stats.get(route)!.shed, 0);
// Served per second of the time they took to answer: heavy requests may finish well after the phase.
const heavySpan = Math.max(seconds, ...(['liveness_submit', 'document_trust'] as const).map((route) => mixed.stats.get(route)!.lastServedS));
console.log('');
console.log(
  `Heavy requests: ${offered.toFixed(1)}/s offered, ${((heavyServed[0]! + heavyServed[1]!) / heavySpan).toFixed(2)}/s served (${heavyServed[0]! + heavyServed[1]!} answered within ${heavySpan.toFixed(1)} s of a ${seconds} s phase), ` +
    `${(shedTotal / seconds).toFixed(2)}/s shed (${
      shedTotal > 0
        ? 'the served rate is about what this server sustains'
        : heavySpan <= seconds + 5
          ? 'nothing shed and every answer within the phase: this server sustains at least the offered rate'
          : 'nothing shed, but the answers came long after the phase: the heavy work queued past what this server sustains'
    }).`,
);
console.log(
  `CPU of this process's threads in the mixed phase, by nice increment over the main thread's (face threads +${config.heavyWork.workerNice}, OCR threads +${config.heavyWork.documentOcrNice}; the event loop, libuv and libvips +0): ${[...mixedCpuByNice]
    .sort((a, b) => a[0] - b[0])
    .map(([nice, { ms, threads }]) => `+${nice - getPriority()}: ${Math.round(ms).toLocaleString('en-US')} ms (${threads} threads)`)
    .join(', ')}.`,
);
console.log(`Liveness submits refused as replays of the bench's own frames after the full verification (counted as served): ${replays}.`);
console.log(`Issue 22 targets: ${allMet ? 'all met' : 'NOT all met'}${database.kind === 'pglite' ? '' : ' (the targets are set for the embedded default; on PostgreSQL they are reported for comparison)'}.`);

await client.terminate();
await app.close();
await runner.stop(5_000);
await faces.close?.();
await ocr.close();
await database.close();
await server?.drop();
await receiver.stop();
await rm(dataDir, { recursive: true, force: true });
