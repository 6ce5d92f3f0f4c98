import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { createHeavyWorkGate, createOldestRequestFirstQueue, heavyTaskQueueOptions, spanOf } from '../src/platform/heavy-work/index.js';
import { testDatabaseKind } from './helpers/app.js';

/** A worker that holds its thread until released (`hold`), then answers with the order it ran in. */
const workerSource = `
export default function ({ shared, label, hold }) {
  const cells = new Int32Array(shared);
  if (hold) Atomics.wait(cells, 0, 0);
  return { label, ran: Atomics.add(cells, 1, 1) };
}
`;

interface Task {
  shared: SharedArrayBuffer;
  label: string;
  hold: boolean;
}

/**
 * The order a worker pool's queue hands out heavy tasks, driven by events, not by time: one worker
 * thread is held by a task until every other task is queued, then released, and each task reports
 * the turn it ran in. No wait depends on how fast the machine is.
 */
describe(`heavy work: the pools' queue serves the oldest admitted request first (${testDatabaseKind})`, () => {
  let dir: string;
  let filename: string;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'verity-queue-'));
    filename = path.join(dir, 'worker.mjs');
    await writeFile(filename, workerSource);
  });
  after(async () => rm(dir, { recursive: true, force: true }));

  async function runOrder(taskQueue?: ReturnType<typeof createOldestRequestFirstQueue>): Promise<string[]> {
    const pool = new Piscina<Task, { label: string; ran: number }>({ filename: pathToFileURL(filename).href, minThreads: 1, maxThreads: 1, ...(taskQueue ? { taskQueue } : { stricterFIFO: true }) });
    const shared = new SharedArrayBuffer(8);
    const cells = new Int32Array(shared);
    const gate = createHeavyWorkGate({ maxInFlight: 10, retryAfterSeconds: 1 });
    const admission = { route: 'document_trust', pool: 'ocr' as const, budgetMs: 0 };
    const run = (label: string, hold = false) => pool.run({ shared, label, hold, ...heavyTaskQueueOptions() });
    try {
      let secondQueued!: () => void;
      const second = new Promise<void>((resolve) => (secondQueued = resolve));
      const answers: Promise<{ label: string; ran: number }>[] = [];
      // Request A holds the worker with its first step; request B, admitted after it, queues a
      // step; then A queues its second step (as a document queues its read after its decode), and
      // work outside any request (warm-up) queues last.
      const a = gate.admit(admission, async () => {
        answers.push(run('a1', true));
        await second;
        answers.push(run('a2'));
      });
      const b = gate.admit(admission, async () => {
        answers.push(run('b1'));
        secondQueued();
      });
      await Promise.all([a, b]);
      answers.push(run('outside'));
      Atomics.store(cells, 0, 1);
      Atomics.notify(cells, 0);
      const done = await Promise.all(answers);
      return done.sort((x, y) => x.ran - y.ran).map((x) => x.label);
    } finally {
      await pool.destroy();
    }
  }

  it("a request's later step runs before the steps of requests admitted after it; work outside a request runs last", async () => {
    assert.deepEqual(await runOrder(createOldestRequestFirstQueue()), ['a1', 'a2', 'b1', 'outside']);
  });

  // Piscina's default queue is not even strictly first in, first out (a task it could not hand out goes to the back).
  it("a first-in-first-out queue (piscina's, strict) puts the later step behind the newer request's: the order this queue changes", async () => {
    assert.deepEqual(await runOrder(), ['a1', 'b1', 'a2', 'outside']);
  });
});

describe(`heavy work: a request's span, the latency its own tasks take with no queue (${testDatabaseKind})`, () => {
  it('steps one after another add up; tasks that ran at once count once; gaps between them do not count', () => {
    assert.equal(spanOf([]), 0);
    assert.equal(spanOf([[0, 200], [250, 1250]]), 1200, "a document's decode, then its read");
    assert.equal(spanOf([[0, 100], [100, 400], [100, 300], [400, 500]]), 500, "a submit's frames on two threads at once");
    assert.equal(spanOf([[50, 60], [0, 100]]), 100, 'a task inside another');
  });
});
