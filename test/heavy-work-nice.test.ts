import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, parseConfig } from '../src/core/config.js';
import { createLogger } from '../src/core/logger.js';
import { startVerity } from '../src/main.js';
import { createTestDatabase, testDatabaseKind } from './helpers/app.js';

interface OsThread {
  tid: number;
  name: string;
  nice: number;
}

/** The process's threads as the kernel sees them: Linux nice is per thread (stat field 19). */
function osThreads(): OsThread[] {
  const found: OsThread[] = [];
  for (const entry of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${entry}/stat`, 'utf8');
      // Fields after the parenthesised name start at field 3 (state).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({ tid: Number(entry), name: readFileSync(`/proc/self/task/${entry}/comm`, 'utf8').trim(), nice: Number(fields[19 - 3]) });
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return found;
}

/**
 * sharp's own thread pool: libvips starts it from libuv's threads, which the whole process shares
 * (the event loop's file and crypto work runs there too), so it keeps the server's priority.
 */
const sharedPoolThread = (thread: OsThread) => thread.name === 'libvips worker';

/**
 * Boots the server as `verity start` does (face pool, OCR workers warmed at start, a real port) and
 * returns the threads that existed before it and after it was ready.
 */
async function bootAndList(nice: { HEAVY_WORK_NICE: string; DOCUMENT_OCR_NICE?: string }): Promise<{ base: number; before: OsThread[]; after: OsThread[] }> {
  // libuv starts all its pool threads at the first use: make sure that happened before the listing.
  await readFile(import.meta.filename);
  const before = osThreads();
  const base = before.find((thread) => thread.tid === process.pid)!.nice;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verity-nice-'));
  const database = testDatabaseKind === 'postgres' ? await createTestDatabase({ migrate: false }) : null;
  try {
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_TOKEN: 'a'.repeat(48),
      ...(database?.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      FACE_CONCURRENCY: '1',
      DOCUMENT_OCR_WORKERS: '1',
      DOCUMENT_OCR_WARM: 'true',
      ...nice,
    });
    const running = await startVerity({ config, role: 'all', logger: createLogger(config), print: () => {} });
    try {
      return { base, before, after: osThreads() };
    } finally {
      await running.stop();
    }
  } finally {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe(`heavy work runs at a lower CPU priority (${testDatabaseKind})`, { skip: process.platform !== 'linux' && 'nice per thread is read from Linux /proc' }, () => {
  it('HEAVY_WORK_NICE=7 and DOCUMENT_OCR_NICE=7: every thread of the face and OCR workers runs at +7, the event loop and the threads it had keep their priority', async () => {
    const { base, before, after } = await bootAndList({ HEAVY_WORK_NICE: '7', DOCUMENT_OCR_NICE: '7' });
    const lowered = Math.min(19, base + 7);
    const old = new Set(before.map((thread) => thread.tid));
    const main = after.find((thread) => thread.tid === process.pid)!;
    assert.equal(main.nice, base, 'the event loop thread keeps its priority');
    for (const thread of after.filter((t) => old.has(t.tid))) assert.equal(thread.nice, base, `thread ${thread.tid} (${thread.name}) that existed before the boot keeps its priority`);
    // The new threads: the face worker, the PP-OCR page worker, the MRZ tesseract worker and every
    // thread they started (onnxruntime, tfjs, V8's per-isolate threads).
    const started = after.filter((t) => !old.has(t.tid) && !sharedPoolThread(t));
    assert.ok(started.length >= 3, `at least the 3 worker threads started, got ${JSON.stringify(started)}`);
    assert.deepEqual(
      started.filter((thread) => thread.nice !== lowered),
      [],
      `every thread the boot started runs at nice ${lowered}`,
    );
  });

  it('HEAVY_WORK_NICE=7 and DOCUMENT_OCR_NICE=12: the face worker\'s threads run at +7, the OCR workers\' at +12', async () => {
    const { base, before, after } = await bootAndList({ HEAVY_WORK_NICE: '7', DOCUMENT_OCR_NICE: '12' });
    const old = new Set(before.map((thread) => thread.tid));
    const started = after.filter((t) => !old.has(t.tid) && !sharedPoolThread(t));
    const face = started.filter((thread) => thread.nice === Math.min(19, base + 7));
    const ocr = started.filter((thread) => thread.nice === Math.min(19, base + 12));
    assert.equal(face.length + ocr.length, started.length, `every started thread runs at +7 or +12: ${JSON.stringify(started)}`);
    // At least the face worker at +7; at least the PP-OCR page worker and the MRZ tesseract worker at +12.
    assert.ok(face.length >= 1 && ocr.length >= 2, `face threads ${JSON.stringify(face)}, OCR threads ${JSON.stringify(ocr)}`);
    assert.equal(after.find((thread) => thread.tid === process.pid)!.nice, base);
  });

  it('HEAVY_WORK_NICE=0 and DOCUMENT_OCR_NICE=0: the workers run at the server\'s own priority', async () => {
    const { base, before, after } = await bootAndList({ HEAVY_WORK_NICE: '0', DOCUMENT_OCR_NICE: '0' });
    const old = new Set(before.map((thread) => thread.tid));
    const started = after.filter((t) => !old.has(t.tid));
    assert.ok(started.length >= 3, JSON.stringify(started));
    assert.deepEqual(
      started.filter((thread) => thread.nice !== base),
      [],
    );
  });

  it('HEAVY_WORK_NICE defaults to 10; 0 to 19 are accepted; anything else stops the boot naming it', () => {
    assert.equal(parseConfig({}).heavyWork.workerNice, 10);
    assert.equal(parseConfig({ HEAVY_WORK_NICE: '0' }).heavyWork.workerNice, 0);
    assert.equal(parseConfig({ HEAVY_WORK_NICE: '19' }).heavyWork.workerNice, 19);
    for (const bad of ['20', '-5', 'low']) {
      assert.throws(
        () => parseConfig({ HEAVY_WORK_NICE: bad }),
        (error: unknown) => error instanceof ConfigError && error.variable === 'HEAVY_WORK_NICE',
      );
    }
  });

  it('DOCUMENT_OCR_NICE defaults to HEAVY_WORK_NICE + 5 (at most 19; 0 when HEAVY_WORK_NICE is 0); 0 to 19 are accepted; anything else stops the boot naming it', () => {
    assert.equal(parseConfig({}).heavyWork.documentOcrNice, 15);
    assert.equal(parseConfig({ HEAVY_WORK_NICE: '2' }).heavyWork.documentOcrNice, 7);
    assert.equal(parseConfig({ HEAVY_WORK_NICE: '17' }).heavyWork.documentOcrNice, 19);
    assert.equal(parseConfig({ HEAVY_WORK_NICE: '0' }).heavyWork.documentOcrNice, 0);
    assert.equal(parseConfig({ DOCUMENT_OCR_NICE: '0' }).heavyWork.documentOcrNice, 0);
    assert.equal(parseConfig({ HEAVY_WORK_NICE: '3', DOCUMENT_OCR_NICE: '19' }).heavyWork.documentOcrNice, 19);
    for (const bad of ['20', '-1', 'high']) {
      assert.throws(
        () => parseConfig({ DOCUMENT_OCR_NICE: bad }),
        (error: unknown) => error instanceof ConfigError && error.variable === 'DOCUMENT_OCR_NICE',
      );
    }
  });
});
