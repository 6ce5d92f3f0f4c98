/*
 * Bulk upload: 50,000 rows through POST /creditregistry/api/v1/report/bulk on the embedded default
 * (file-backed PGlite in a temp DATA_DIR): validation alone (every row invalid in one field, so the
 * whole file is parsed and validated and nothing stored), then the full path (validate + store +
 * charge + enqueue), as CSV and as JSON. Prints time and the server process's peak RSS (the
 * kernel's high-water mark over the call), against baselines in the same run: the process's RSS
 * before the call (Node, tsx, the app, PGlite; no face engine, OCR workers not warmed: a credit
 * call needs neither) and parsing the same body whole (the least any upload route must do).
 *
 * Each upload runs in a fresh child process on a copy of a data directory created and migrated
 * once, as a restarted server opens it (initdb's transient memory is a first-boot cost only). The
 * upload goes over a real socket (see `upload`), so the peak is what a server needs, not what
 * app.inject's buffering of a 12 MB answer adds. The peak varies by ~±50 MB from run to run (when
 * V8's full GCs fall, and its background compilations): compare several runs.
 *
 *   node --expose-gc --import tsx bench/credit-registry-bulk.ts [--rows 50000] [--format csv|json|both]
 */
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/core/config.js';
import { openDatabase } from '../src/core/db/index.js';
import { createLogger } from '../src/core/logger.js';
import { createInstitution } from '../src/platform/institutions/index.js';
import { createBlobStore } from '../src/platform/storage/index.js';
import { formatCsvRecord, readCsvRecords } from '../src/services/credit-registry/csv.js';
import { individualReportExample } from '../src/services/credit-registry/report.schemas.js';

/** Credit reports never look at a face: the engine is not loaded for this benchmark. */
const noFaceEngine = () => Promise.reject(new Error('the face engine is not loaded in this benchmark'));

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '50000' }, format: { type: 'string', default: 'both' }, child: { type: 'string' }, template: { type: 'string' }, prepare: { type: 'string' } },
});
const rowCount = Number(values.rows);
const formats = values.format === 'both' ? (['csv', 'json'] as const) : ([values.format === 'json' ? 'json' : 'csv'] as const);

/** Lets go of boot garbage before the baseline is read. */
async function settle() {
  for (let round = 0; round < 4; round++) {
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/*
 * Peak RSS from the kernel's high-water mark (VmHWM), reset just before the call: an upload keeps
 * the event loop busy (PGlite answers on microtasks), so a timer sampling RSS would rarely run.
 */
async function resetPeakRss(): Promise<void> {
  await writeFile('/proc/self/clear_refs', '5');
}

async function peakRssBytes(): Promise<number> {
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(await readFile('/proc/self/status', 'utf8'));
  if (!match) throw new Error('no VmHWM in /proc/self/status: this benchmark needs Linux');
  return Number(match[1]) * 1024;
}

/** The PGlite WASM heap: it grows with what the backend needs and never shrinks. */
function wasmHeapBytes(database: { db: unknown }): number {
  const client = (database.db as { $client?: { mod?: { HEAPU8?: Uint8Array } } }).$client;
  return client?.mod?.HEAPU8?.byteLength ?? 0;
}

// A data directory created and migrated once (initdb runs in the process that creates it), copied
// for each upload: the upload processes open it as a restarted server would.
if (values.prepare) {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: values.prepare });
  await database.migrate();
  await database.close();
  process.exit(0);
}

/*
 * Each upload runs in a fresh child process (streaming its body from a file), so the peak RSS printed
 * is what a server process needs for it: Node, the app, PGlite and the upload, nothing of the bench.
 */
if (values.child) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verity-bench-bulk-'));
  if (values.template) await cp(values.template, path.join(dataDir, 'pglite'), { recursive: true });
  const config = parseConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_BASE_URL: 'http://bench.local', LOG_LEVEL: 'silent', DOCUMENT_OCR_WARM: 'false' });
  const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const masterKey = randomBytes(32);
  const app = await buildApp({ config, database, logger: createLogger(config), adminToken: 'bench-admin-token', masterKey, blobStore: createBlobStore({ config, masterKey }), faceEngine: noFaceEngine });
  const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  const { apiKey } = await createInstitution({ db: database.db, name: 'Bench Bank', services: [{ code: 'CRDEFAULTINDIVIDUAL', priceKobo: 500 }], balanceKobo: 1_000_000_000_000 });
  await settle();
  const startRss = process.memoryUsage().rss;
  const startWasm = wasmHeapBytes(database);
  await resetPeakRss();
  const started = performance.now();
  const status = await upload(base, apiKey, values.child);
  const seconds = (performance.now() - started) / 1000;
  const peakRss = await peakRssBytes();
  console.log(JSON.stringify({ status, seconds, startRss, peakRss, startWasm, endWasm: wasmHeapBytes(database) }));
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}

/*
 * POSTs the file over a real socket, streamed both ways: the request body from the file with its
 * Content-Length, as a client sends a file (the CLI, curl), and the answer read and dropped as it
 * arrives. So the server's copy of the body is the only one in the process, and the answer costs
 * what it costs a server writing to a socket (app.inject would also buffer it whole, twice, as its
 * client: ~25-40 MB for a 12 MB answer that a real client holds in its own process).
 */
async function upload(base: URL, apiKey: string, file: string): Promise<number> {
  const headers = { 'x-api-key': apiKey, 'content-type': file.endsWith('.csv') ? 'text/csv' : 'application/json', 'content-length': String((await stat(file)).size) };
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL('/creditregistry/api/v1/report/bulk', base), { method: 'POST', headers }, (response) => {
      response.on('error', reject).on('end', () => resolve(response.statusCode ?? 0));
      response.resume();
    });
    request.on('error', reject);
    createReadStream(file).on('error', reject).pipe(request);
  });
}

function rows(options: { invalid: boolean }): Record<string, unknown>[] {
  return Array.from({ length: rowCount }, (_, index) => ({
    kind: 'individual',
    ...individualReportExample,
    accountNumber: `BULK-${index}`,
    ...(options.invalid ? { bvn: '123' } : {}),
  }));
}

function toCsv(reports: Record<string, unknown>[]): string {
  const columns = new Set<string>();
  const flat = reports.map((report) => {
    const cells = new Map<string, string>();
    for (const [key, value] of Object.entries(report)) {
      if (Array.isArray(value)) value.forEach((entry: Record<string, unknown>, i) => Object.entries(entry).forEach(([field, cell]) => cells.set(`${key}[${i}].${field}`, String(cell))));
      else cells.set(key, String(value));
    }
    for (const key of cells.keys()) columns.add(key);
    return cells;
  });
  const header = [...columns];
  return [formatCsvRecord(header), ...flat.map((cells) => formatCsvRecord(header.map((column) => cells.get(column) ?? '')))].join('\r\n');
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const scratch = await mkdtemp(path.join(tmpdir(), 'verity-bench-bulk-bodies-'));

interface ChildResult {
  status: number;
  seconds: number;
  startRss: number;
  peakRss: number;
  startWasm: number;
  endWasm: number;
}

const template = path.join(scratch, 'pglite-template');
const prepared = spawnSync(process.execPath, ['--import', 'tsx', process.argv[1]!, '--prepare', template], { encoding: 'utf8' });
if (prepared.status !== 0) throw new Error(`preparing the data directory failed: ${prepared.stderr.slice(0, 2000)}`);

function runChild(file: string, expect: number): ChildResult {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', process.argv[1]!, '--child', file, '--template', template], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const line = child.stdout.trim().split('\n').pop() ?? '';
  let result: ChildResult;
  try {
    result = JSON.parse(line) as typeof result;
  } catch {
    throw new Error(`child failed: ${child.stderr.slice(0, 2000)}`);
  }
  if (result.status !== expect) throw new Error(`${file}: HTTP ${result.status}, expected ${expect}`);
  return result;
}

console.log(`credit registry bulk upload on embedded PGlite: ${rowCount} individual rows (one guarantor each), each upload in a fresh process`);
for (const format of formats) {
  const write = async (name: string, reports: Record<string, unknown>[]) => {
    const file = path.join(scratch, `${name}.${format}`);
    const text = format === 'csv' ? toCsv(reports) : JSON.stringify(reports);
    await writeFile(file, text);
    return { file, bytes: Buffer.byteLength(text), text };
  };
  const invalid = await write('invalid', rows({ invalid: true }));
  const valid = await write('valid', rows({ invalid: false }));
  const parseStarted = performance.now();
  if (format === 'json') JSON.parse(valid.text);
  else for (const _ of readCsvRecords(valid.text));
  const parseSeconds = (performance.now() - parseStarted) / 1000;
  const validated = runChild(invalid.file, 400);
  const stored = runChild(valid.file, 200);
  console.log(`  ${format.toUpperCase()} (${mb(valid.bytes)} body):`);
  const wasm = (result: ChildResult) => `PGlite WASM heap ${mb(result.startWasm)} -> ${mb(result.endWasm)}`;
  console.log(`    validate only (every row rejected): ${validated.seconds.toFixed(1)} s, peak RSS ${mb(validated.peakRss)} (${mb(validated.startRss)} before the call: Node, app, PGlite; ${wasm(validated)})`);
  console.log(`    validate + store + charge + enqueue: ${stored.seconds.toFixed(1)} s (${(rowCount / stored.seconds).toFixed(0)} rows/s), peak RSS ${mb(stored.peakRss)} (${mb(stored.startRss)} before; ${wasm(stored)})`);
  console.log(`    baseline, parsing the same body (${format === 'json' ? 'JSON.parse' : 'CSV reader'}): ${parseSeconds.toFixed(1)} s; targets: < 30 s and < 512 MB`);
}
await rm(scratch, { recursive: true, force: true });
