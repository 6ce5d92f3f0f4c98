import { after, before, describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { tables, type Database } from '../src/core/db/index.js';
import { parseConfig } from '../src/core/config.js';
import { createLogger } from '../src/core/logger.js';
import { newId } from '../src/core/ids.js';
import { createJobRunner, defineJob, enqueueJob, PermanentJobError, type JobDefinition, type JobRunner } from '../src/platform/jobs/index.js';
import { createTestDatabase, testDatabaseKind } from './helpers/app.js';

const logger = createLogger({ logLevel: 'silent' });

function runnerFor(database: Database, definitions: JobDefinition<never>[], overrides: { concurrency?: number; leaseMs?: number } = {}): JobRunner {
  return createJobRunner({ database, logger, config: parseConfig({}), masterKey: randomBytes(32), definitions, concurrency: overrides.concurrency ?? 4, pollIntervalMs: 10, leaseMs: overrides.leaseMs ?? 5_000 });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function jobRow(database: Database, id: string) {
  const [row] = await database.db.select().from(tables.jobs).where(eq(tables.jobs.id, id));
  return row;
}

describe(`durable jobs (${testDatabaseKind})`, () => {
  let database: Database;
  let drop: () => Promise<void>;
  before(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  after(async () => drop());

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    const job = defineJob<{ n: number }>({ queue: 'test.tx', maxAttempts: 1, backoffMs: () => 0, handle: async () => undefined });
    let enqueued = '';
    await assert.rejects(
      database.db.transaction(async (tx) => {
        enqueued = await enqueueJob({ tx, job, payload: { n: 1 } });
        throw new Error('the state change failed');
      }),
    );
    assert.equal(await jobRow(database, enqueued), undefined);
  });

  it('runs a job, retries failures with backoff and records the last error', async () => {
    const seen: number[] = [];
    const job = defineJob<{ name: string }>({
      queue: 'test.retry',
      maxAttempts: 3,
      backoffMs: () => 50,
      handle: async ({ attempt, payload }) => {
        assert.equal(payload.name, 'flaky');
        seen.push(attempt);
        if (attempt < 3) throw new Error(`failure ${attempt}`);
      },
    });
    const id = await enqueueJob({ tx: database.db, job, payload: { name: 'flaky' } });
    const runner = runnerFor(database, [job as JobDefinition<never>]);
    runner.start();
    try {
      await waitFor(async () => (await jobRow(database, id))?.status === 'done');
    } finally {
      await runner.stop(1_000);
    }
    assert.deepEqual(seen, [1, 2, 3]);
    const row = await jobRow(database, id);
    assert.equal(row?.attempts, 3);
    assert.equal(row?.lastError, null);
  });

  it('fails for good after the last attempt or on a permanent error', async () => {
    const always = defineJob<object>({ queue: 'test.always-fails', maxAttempts: 2, backoffMs: () => 10, handle: async () => { throw new Error('still broken'); } });
    const permanent = defineJob<object>({ queue: 'test.permanent', maxAttempts: 5, backoffMs: () => 10, handle: async () => { throw new PermanentJobError('record is gone'); } });
    const a = await enqueueJob({ tx: database.db, job: always, payload: {} });
    const b = await enqueueJob({ tx: database.db, job: permanent, payload: {} });
    const runner = runnerFor(database, [always, permanent] as JobDefinition<never>[]);
    runner.start();
    try {
      await waitFor(async () => (await jobRow(database, a))?.status === 'failed' && (await jobRow(database, b))?.status === 'failed');
    } finally {
      await runner.stop(1_000);
    }
    assert.equal((await jobRow(database, a))?.attempts, 2);
    assert.match(String((await jobRow(database, a))?.lastError), /still broken/);
    assert.equal((await jobRow(database, b))?.attempts, 1);
  });

  it('picks up a job whose worker died mid-run once its lease has passed', async () => {
    let ran = 0;
    const job = defineJob<object>({ queue: 'test.orphan', maxAttempts: 3, backoffMs: () => 10, handle: async () => { ran += 1; } });
    const id = newId('job');
    // What a killed worker leaves behind: running, claimed by a process that no longer exists, lease over.
    await database.db.insert(tables.jobs).values({
      id,
      queue: job.queue,
      payload: {},
      status: 'running',
      attempts: 1,
      maxAttempts: 3,
      lockedBy: 'dead-host:1234',
      lockedUntil: sql`now() - interval '1 second'`,
    });
    const runner = runnerFor(database, [job as JobDefinition<never>]);
    runner.start();
    try {
      await waitFor(async () => (await jobRow(database, id))?.status === 'done');
    } finally {
      await runner.stop(1_000);
    }
    assert.equal(ran, 1);
    assert.equal((await jobRow(database, id))?.attempts, 2);
  });

  it('does not steal a running job whose lease is still valid, and extends the lease while it runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const job = defineJob<object>({ queue: 'test.long', maxAttempts: 3, backoffMs: () => 10, handle: async () => { runs += 1; await gate; } });
    const id = await enqueueJob({ tx: database.db, job, payload: {} });
    const first = runnerFor(database, [job as JobDefinition<never>], { leaseMs: 1_500 });
    const second = runnerFor(database, [job as JobDefinition<never>], { leaseMs: 1_500 });
    first.start();
    await waitFor(async () => runs === 1);
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    assert.equal(runs, 1, 'the heartbeat kept the lease, so nobody claimed it again');
    release();
    await waitFor(async () => (await jobRow(database, id))?.status === 'done');
    await Promise.all([first.stop(1_000), second.stop(1_000)]);
  });

  it('two workers share a queue and run each job exactly once', async () => {
    const counts = new Map<number, number>();
    const job = defineJob<{ n: number }>({
      queue: 'test.shared',
      maxAttempts: 1,
      backoffMs: () => 0,
      handle: async ({ payload }) => {
        counts.set(payload.n, (counts.get(payload.n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    });
    const total = 200;
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < total; n += 1) await enqueueJob({ tx, job, payload: { n } });
    });
    const runners = [runnerFor(database, [job as JobDefinition<never>]), runnerFor(database, [job as JobDefinition<never>])];
    for (const runner of runners) runner.start();
    try {
      await waitFor(async () => counts.size === total, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await Promise.all(runners.map((runner) => runner.stop(1_000)));
    }
    assert.equal(counts.size, total);
    assert.ok([...counts.values()].every((times) => times === 1), 'no job ran twice');
  });

  it('deduplicates enqueues that carry the same key', async () => {
    const job = defineJob<object>({ queue: 'test.dedupe', maxAttempts: 1, backoffMs: () => 0, handle: async () => undefined });
    const first = await enqueueJob({ tx: database.db, job, payload: {}, dedupeKey: 'sub_1' });
    const second = await enqueueJob({ tx: database.db, job, payload: {}, dedupeKey: 'sub_1' });
    const rows = await database.db.select().from(tables.jobs).where(eq(tables.jobs.queue, job.queue));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.id, first);
    assert.notEqual(second, first);
  });

  it('stop() waits for a running job to finish', async () => {
    let finished = false;
    const job = defineJob<object>({
      queue: 'test.graceful',
      maxAttempts: 1,
      backoffMs: () => 0,
      handle: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
      },
    });
    const id = await enqueueJob({ tx: database.db, job, payload: {} });
    const runner = runnerFor(database, [job as JobDefinition<never>]);
    runner.start();
    await waitFor(async () => (await jobRow(database, id))?.status === 'running');
    await runner.stop(5_000);
    assert.equal(finished, true);
    assert.equal((await jobRow(database, id))?.status, 'done');
  });
  it('hands every handler the runner\'s database, config and master key', async () => {
    const masterKey = randomBytes(32);
    const config = parseConfig({ JOB_POLL_INTERVAL_MS: '10' });
    let seen: { masterKey: Buffer; config: unknown; hasDb: boolean } | null = null;
    const job = defineJob<Record<string, never>>({
      queue: 'test.context',
      maxAttempts: 1,
      backoffMs: () => 0,
      handle: async (context) => {
        seen = { masterKey: context.masterKey, config: context.config, hasDb: typeof context.db.select === 'function' };
      },
    });
    const runner = createJobRunner({ database, logger, config, masterKey, definitions: [job as JobDefinition<never>], concurrency: 1, pollIntervalMs: 10, leaseMs: 5_000 });
    await enqueueJob({ tx: database.db, job, payload: {} });
    runner.start();
    try {
      await waitFor(async () => seen !== null);
    } finally {
      await runner.stop(1_000);
    }
    const got = seen as unknown as { masterKey: Buffer; config: unknown; hasDb: boolean };
    assert.ok(got.masterKey.equals(masterKey));
    assert.equal(got.config, config);
    assert.equal(got.hasDb, true);
  });
});
