import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { runCli } from '../../src/cli/index.js';
import { parseConfig, type Config } from '../../src/core/config.js';
import { openDatabase, type Database } from '../../src/core/db/index.js';
import { createLogger } from '../../src/core/logger.js';
import { createJobRunner, type JobRunner } from '../../src/platform/jobs/index.js';
import { createBlobStore, type BlobStore } from '../../src/platform/storage/index.js';
import { jobDefinitions } from '../../src/services/index.js';
import type { OcrPool } from '../../src/services/document-trust/index.js';
import { createFacePool, type FaceEngine } from '../../src/platform/faces/index.js';

/** Which database the suite runs on: scripts/test.sh runs it once per value. */
export const testDatabaseKind = process.env.VERITY_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const serverUrl = process.env.VERITY_TEST_PG_URL ?? 'postgres://verity_test:verity_test@127.0.0.1:5432/postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server that is dropped again on cleanup.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<{ database: Database; databaseUrl: string | null; drop(): Promise<void> }> {
  const migrate = options.migrate ?? true;
  if (testDatabaseKind === 'pglite') {
    const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
    if (migrate) await database.migrate();
    return { database, databaseUrl: null, drop: async () => database.close() };
  }
  const name = `verity_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl, pgliteDir: null, poolSize: 20 });
  if (migrate) await database.migrate();
  return {
    database,
    databaseUrl,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const faceEngines = new Map<string, Promise<FaceEngine>>();
/**
 * One face engine per test process (per face setting), created on first use: every app of every
 * test file in the process shares it, and a file that never submits a capture never loads the models.
 * It is the worker-thread pool production runs, with one thread to keep a test process cheap, at
 * normal priority: test files run side by side and time some answers, and nothing else in a test
 * process needs the cores first.
 */
export function sharedFaceEngine(faces: Config['faces']): Promise<FaceEngine> {
  const key = JSON.stringify(faces);
  let engine = faceEngines.get(key);
  if (!engine) {
    const { concurrency: _workers, ...settings } = faces;
    engine = createFacePool({ ...settings, workers: 1, logLevel: 'silent', niceIncrement: 0 });
    faceEngines.set(key, engine);
  }
  return engine;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  adminToken: string;
  masterKey: Buffer;
  dataDir: string;
  blobStore: BlobStore;
  /** Present when started with `{ jobs: true }`. */
  runner: JobRunner | null;
  close(): Promise<void>;
}

/** The real app on a real database, driven through app.inject (or a real port after listen). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    jobs?: boolean;
    /** Receives the JSON log lines (set LOG_LEVEL in env to see them). */
    logStream?: { write(line: string): void };
    /** Runs before app.ready(), e.g. to add a test-only route. */
    beforeReady?: (app: FastifyInstance, context: { database: Database }) => void;
    /** An OCR pool shared by the file's apps (document trust); without one each app makes its own. */
    ocr?: OcrPool;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verity-test-'));
  const { database, drop } = await createTestDatabase();
  const adminToken = `test-admin-token-${randomBytes(12).toString('hex')}`;
  const masterKey = randomBytes(32);
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: 'http://verity.test',
    LOG_LEVEL: 'silent',
    JOB_POLL_INTERVAL_MS: '20',
    // Tests submit one selfie unless they exercise the active challenge (test/embed-liveness.test.ts
    // and test/capture-liveness-browser.test.ts set EMBED_LIVENESS_MODE=active).
    EMBED_LIVENESS_MODE: 'passive',
    // Shedding by latency budget depends on how fast this machine runs the models at the moment;
    // tests that submit at once would be refused at random. test/heavy-work.test.ts turns it on.
    HEAVY_BUDGET_CAPTURE_SUBMIT_MS: '0',
    HEAVY_BUDGET_DOCUMENT_TRUST_MS: '0',
    ...options.env,
  });
  const logger = createLogger(config, options.logStream);
  const blobStore = createBlobStore({ config, masterKey });
  const app = await buildApp({ config, database, logger, adminToken, masterKey, blobStore, ocr: options.ocr, faceEngine: () => sharedFaceEngine(config.faces) });
  options.beforeReady?.(app, { database });
  await app.ready();
  const runner = options.jobs ? createJobRunner({ database, logger, definitions: jobDefinitions, ...config.jobs, config, masterKey }) : null;
  runner?.start();
  return {
    app,
    database,
    config,
    adminToken,
    masterKey,
    dataDir,
    blobStore,
    runner,
    async close() {
      await app.close();
      await runner?.stop(5_000);
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface InjectResult<T = unknown> {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: EnvelopeBody<T>;
  raw: string;
}

export interface EnvelopeBody<T> {
  status: boolean;
  message: string;
  code: string;
  apiVersion: string;
  transactionRef: string;
  data: T;
  error: { type: string; details: { path: string; message: string }[]; requestId: string } | null;
}

/** app.inject with a JSON body, parsed back. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; url: string; headers?: Record<string, string>; body?: unknown; payload?: string },
): Promise<InjectResult<T>> {
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  let body: EnvelopeBody<T>;
  try {
    body = JSON.parse(response.body) as EnvelopeBody<T>;
  } catch {
    body = null as unknown as EnvelopeBody<T>;
  }
  return { statusCode: response.statusCode, headers: response.headers, body, raw: response.body };
}

/**
 * The operator CLI as a shell would run it against this app: on a real port (the app listens on
 * first use) with the admin token; each run gives its exit code and what it printed.
 */
export async function operatorCli(t: TestApp): Promise<(...args: string[]) => Promise<{ code: number; stdout: string; stderr: string }>> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return async (...args) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli([...args, '--url', url, '--token', t.adminToken], { env: {}, stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
    return { code, stdout, stderr };
  };
}

export function adminHeaders(testApp: Pick<TestApp, 'adminToken'>): Record<string, string> {
  return { authorization: `Bearer ${testApp.adminToken}` };
}

/** The institution's ledger entries as the operator API shows them. */
export async function ledgerOf(t: TestApp, institutionId: string) {
  const response = await call<{ entries: { transactionRef: string; kind: string; serviceCode: string | null; amountKobo: number; balanceAfterKobo: number; createdAt: string }[] }>(t.app, {
    method: 'GET',
    url: `/admin/v1/institutions/${institutionId}/ledger?limit=1000`,
    headers: adminHeaders(t),
  });
  assert.equal(response.statusCode, 200);
  return response.body.data.entries;
}

/** The institution's wallet balance as the operator API shows it. */
export async function balanceOf(t: TestApp, institutionId: string): Promise<number> {
  const response = await call<{ balanceKobo: number }>(t.app, { method: 'GET', url: `/admin/v1/institutions/${institutionId}`, headers: adminHeaders(t) });
  return response.body.data.balanceKobo;
}

/** Creates an institution through the operator API, as an operator would. */
export async function createInstitutionViaApi(
  testApp: TestApp,
  body: { name?: string; services?: { code: string; priceKobo: number }[]; balanceKobo?: number } = {},
): Promise<{ institutionId: string; apiKey: string; keyId: string }> {
  const response = await call<{ institutionId: string; apiKey: string; keyId: string }>(testApp.app, {
    method: 'POST',
    url: '/admin/v1/institutions',
    headers: adminHeaders(testApp),
    body: { name: body.name ?? 'Test Bank', services: body.services ?? [], balanceKobo: body.balanceKobo },
  });
  if (response.statusCode !== 201) throw new Error(`createInstitution failed: ${response.statusCode} ${response.raw}`);
  return response.body.data;
}
