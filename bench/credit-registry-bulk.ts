/*
 * Bulk upload: 50,000 rows through POST /creditregistry/api/v1/report/bulk on the embedded default
 * (file-backed PGlite in a temp DATA_DIR): validation alone (every row invalid in one field, so the
 * whole file is parsed and validated and nothing stored), then the full path (validate + store +
 * charge + enqueue), as CSV and as JSON. Prints time and the process's peak RSS, against a baseline
 * in the same run: JSON.parse of the same body (the least any upload route must do).
 *
 *   node --expose-gc --import tsx bench/credit-registry-bulk.ts [--rows 50000] [--format csv|json|both]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/core/config.js';
import { openDatabase } from '../src/core/db/index.js';
import { createLogger } from '../src/core/logger.js';
import { createInstitution } from '../src/platform/institutions/index.js';
import { createBlobStore } from '../src/platform/storage/index.js';
import { formatCsvRecord } from '../src/services/credit-registry/csv.js';
import { individualReportExample } from '../src/services/credit-registry/report.schemas.js';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '50000' }, format: { type: 'string', default: 'both' } } });
const rowCount = Number(values.rows);
const formats = values.format === 'both' ? (['csv', 'json'] as const) : ([values.format === 'json' ? 'json' : 'csv'] as const);

const dataDir = await mkdtemp(path.join(tmpdir(), 'verity-bench-bulk-'));
const config = parseConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_BASE_URL: 'http://bench.local', LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
await database.migrate();
const masterKey = randomBytes(32);
const app = await buildApp({ config, database, logger: createLogger(config), adminToken: 'bench-admin-token', masterKey, blobStore: createBlobStore({ config, masterKey }) });
await app.ready();
const { apiKey } = await createInstitution({
  db: database.db,
  name: 'Bench Bank',
  services: [{ code: 'CRDEFAULTINDIVIDUAL', priceKobo: 500 }],
  balanceKobo: 1_000_000_000_000,
});

let runId = 0;
function rows(options: { invalid: boolean }): Record<string, unknown>[] {
  runId += 1;
  return Array.from({ length: rowCount }, (_, index) => ({
    kind: 'individual',
    ...individualReportExample,
    accountNumber: `BULK-${runId}-${index}`,
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

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 25);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function upload(format: 'csv' | 'json', body: string, expect: number) {
  global.gc?.();
  const startRss = process.memoryUsage().rss;
  peakRss = startRss;
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/creditregistry/api/v1/report/bulk',
    headers: { 'x-api-key': apiKey, 'content-type': format === 'csv' ? 'text/csv' : 'application/json' },
    payload: body,
  });
  const seconds = (performance.now() - started) / 1000;
  if (response.statusCode !== expect) throw new Error(`${format}: HTTP ${response.statusCode} ${response.body.slice(0, 500)}`);
  return { seconds, peakRss, startRss };
}

console.log(`credit registry bulk upload on embedded PGlite: ${rowCount} individual rows (one guarantor each)`);
// Bodies are built by a function so the row objects are garbage before the upload starts: the
// peak RSS then shows the route's cost plus the body string (run with --expose-gc for a clean start).
function body(format: 'csv' | 'json', options: { invalid: boolean }): string {
  const reports = rows(options);
  return format === 'csv' ? toCsv(reports) : JSON.stringify(reports);
}

for (const format of formats) {
  const baselineBody = JSON.stringify(rows({ invalid: false }));
  const parseStarted = performance.now();
  JSON.parse(baselineBody);
  const parseSeconds = (performance.now() - parseStarted) / 1000;
  const validated = await upload(format, body(format, { invalid: true }), 400);
  const validBody = body(format, { invalid: false });
  const bytes = Buffer.byteLength(validBody);
  const stored = await upload(format, validBody, 200);
  console.log(`  ${format.toUpperCase()} (${mb(bytes)} body):`);
  console.log(`    validate only (every row rejected): ${validated.seconds.toFixed(1)} s, peak RSS ${mb(validated.peakRss)} (+${mb(validated.peakRss - validated.startRss)} over the ${mb(validated.startRss)} before the call: app, PGlite, the body)`);
  console.log(`    validate + store + charge + enqueue: ${stored.seconds.toFixed(1)} s (${(rowCount / stored.seconds).toFixed(0)} rows/s), peak RSS ${mb(stored.peakRss)} (+${mb(stored.peakRss - stored.startRss)})`);
  console.log(`    baseline JSON.parse of the same rows as JSON: ${parseSeconds.toFixed(1)} s; targets: < 30 s and < 512 MB`);
}
clearInterval(sampler);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
