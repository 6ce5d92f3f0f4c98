import { hostname } from 'node:os';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Gauge, Registry } from 'prom-client';
import type { Config } from '../../core/config.js';
import type { Database, Db } from '../../core/db/index.js';
import { queryRows, tables } from '../../core/db/index.js';
import { newId } from '../../core/ids.js';

const { jobs } = tables;

export interface JobContext<P> {
  payload: P;
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the process is shutting down past its grace period. */
  signal: AbortSignal;
  /** The worker's database: handlers load and store their own state (outside calls stay outside transactions). */
  db: Db;
  /** The worker's configuration, for handlers that pick an adapter (e.g. the credit bureau). */
  config: Config;
  /** The process's master key, for handlers that unseal stored secrets (e.g. webhook signing secrets). */
  masterKey: Buffer;
}

export interface JobDefinition<P> {
  queue: string;
  maxAttempts: number;
  /** Delay before attempt `attempt + 1`, in ms. */
  backoffMs: (attempt: number) => number;
  handle: (context: JobContext<P>) => Promise<void>;
}

/** Thrown by a handler when retrying cannot help (bad payload, record gone). */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Exponential backoff with full jitter, capped. */
export function exponentialBackoff(options: { baseMs: number; capMs: number }): (attempt: number) => number {
  return (attempt) => {
    const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, attempt - 1));
    return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
  };
}

export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/**
 * Enqueue inside the caller's transaction, so the job exists exactly when the state change that
 * needs it commits. With a dedupeKey a second enqueue of the same work is a no-op.
 */
export async function enqueueJob<P>(options: { tx: Db; job: JobDefinition<P>; payload: P; runAt?: Date; dedupeKey?: string }): Promise<string> {
  const id = newId('job');
  const inserted = await options.tx
    .insert(jobs)
    .values({
      id,
      queue: options.job.queue,
      payload: options.payload as object,
      maxAttempts: options.job.maxAttempts,
      runAt: options.runAt ?? sql`now()`,
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted[0]?.id ?? id;
}

/**
 * enqueueJob for many jobs of one queue in multi-row INSERTs (bulk work), same transaction rule:
 * call it inside the transaction whose state change needs the jobs. Duplicate dedupeKeys are no-ops.
 */
export async function enqueueJobs<P>(options: { tx: Db; job: JobDefinition<P>; items: readonly { payload: P; dedupeKey?: string }[] }): Promise<void> {
  const { queue, maxAttempts } = options.job;
  // Rows travel as one JSON parameter: far cheaper than thousands of bind parameters.
  for (let start = 0; start < options.items.length; start += 2000) {
    const rows = options.items.slice(start, start + 2000).map((item) => ({ id: newId('job'), payload: item.payload, dedupeKey: item.dedupeKey ?? null }));
    await options.tx.execute(sql`insert into ${jobs} (id, queue, payload, max_attempts, run_at, dedupe_key)
      select id, ${queue}, payload, ${maxAttempts}, now(), "dedupeKey"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, payload jsonb, "dedupeKey" text)
      on conflict do nothing`);
  }
}

/**
 * enqueueJobs as an INSERT for a caller that stores its state change in ONE statement (e.g. as the
 * last CTE): enqueues one job per row of `source`, a query with `id` (from newId('job')), `payload`
 * (jsonb) and `dedupe_key` columns, so each job exists exactly when the row it is about does.
 */
export function enqueueJobsSql<P>(options: { job: JobDefinition<P>; source: SQL }): SQL {
  return sql`insert into ${jobs} (id, queue, payload, max_attempts, run_at, dedupe_key)
    select source.id, ${options.job.queue}, source.payload, ${options.job.maxAttempts}, now(), source.dedupe_key
    from (${options.source}) as source
    on conflict do nothing`;
}

interface ClaimedJob {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export interface JobRunner {
  start(): void;
  /** Stops claiming, waits for running jobs up to `graceMs`, then aborts the rest. */
  stop(graceMs: number): Promise<void>;
  /** Claim now instead of waiting for the next poll (after a local enqueue, in tests). */
  poke(): void;
}

/**
 * Claims with `FOR UPDATE SKIP LOCKED`, so any number of worker processes share one queue and no
 * job runs twice at once. A claimed job holds a lease that a heartbeat extends; when a worker dies
 * the lease runs out and another worker claims the job again.
 */
export function createJobRunner(options: {
  database: Database;
  logger: Logger;
  definitions: JobDefinition<never>[];
  concurrency: number;
  pollIntervalMs: number;
  leaseMs: number;
  /** Handed to handlers that pick an adapter (e.g. the credit bureau). */
  config: Config;
  /** Handed to handlers that unseal stored secrets; the boot secret, never read again by a job. */
  masterKey: Buffer;
}): JobRunner {
  const { config, masterKey } = options;
  const workerId = `${hostname()}:${process.pid}:${newId('job').slice(-8)}`;
  const byQueue = new Map(options.definitions.map((definition) => [definition.queue, definition as unknown as JobDefinition<unknown>]));
  const queues = [...byQueue.keys()];
  const running = new Map<string, Promise<void>>();
  const abort = new AbortController();
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let claiming: Promise<void> | null = null;
  const { db } = options.database;

  async function claim(limit: number): Promise<ClaimedJob[]> {
    if (queues.length === 0 || limit <= 0) return [];
    const leaseSeconds = options.leaseMs / 1000;
    return queryRows<ClaimedJob>(
      db,
      sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
            locked_until = now() + make_interval(secs => ${leaseSeconds})
          where id in (
            select id from jobs
            where queue in (${sql.join(queues.map((queue) => sql`${queue}`), sql`, `)})
              and ((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now()))
            order by run_at
            limit ${limit}
            for update skip locked)
          returning id, queue, payload, attempts, max_attempts`,
    );
  }

  async function finish(job: ClaimedJob, error: unknown): Promise<void> {
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));
    if (error === null) {
      await db.update(jobs).set({ status: 'done', finishedAt: sql`now()`, lockedUntil: null, lastError: null }).where(mine);
      return;
    }
    const definition = byQueue.get(job.queue)!;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const permanent = error instanceof PermanentJobError;
    if (permanent || job.attempts >= job.max_attempts) {
      options.logger.error({ jobId: job.id, queue: job.queue, attempt: job.attempts, err: error }, 'job failed for good');
      await db.update(jobs).set({ status: 'failed', finishedAt: sql`now()`, lockedUntil: null, lastError: message }).where(mine);
      return;
    }
    const delaySeconds = definition.backoffMs(job.attempts) / 1000;
    options.logger.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, err: error }, 'job failed, will retry');
    await db
      .update(jobs)
      .set({ status: 'pending', lockedUntil: null, lockedBy: null, lastError: message, runAt: sql`now() + make_interval(secs => ${delaySeconds})` })
      .where(mine);
  }

  async function run(job: ClaimedJob): Promise<void> {
    const definition = byQueue.get(job.queue)!;
    const heartbeat = setInterval(() => {
      db.update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${options.leaseMs / 1000})` })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)))
        .catch((err: unknown) => options.logger.warn({ err, jobId: job.id }, 'job heartbeat failed'));
    }, Math.max(500, options.leaseMs / 3));
    let failure: unknown = null;
    try {
      await definition.handle({ payload: job.payload, jobId: job.id, attempt: job.attempts, maxAttempts: job.max_attempts, signal: abort.signal, db, config, masterKey });
    } catch (error) {
      failure = error ?? new Error('job threw a nullish value');
    } finally {
      clearInterval(heartbeat);
    }
    try {
      await finish(job, failure);
    } catch (err) {
      // The lease will run out and the job will be claimed again: at-least-once, never lost.
      options.logger.error({ err, jobId: job.id }, 'could not record job outcome');
    }
  }

  async function claimAndRun(): Promise<void> {
    if (stopped) return;
    let claimed: ClaimedJob[];
    try {
      claimed = await claim(options.concurrency - running.size);
    } catch (err) {
      if (!stopped) options.logger.warn({ err }, 'job claim failed');
      return;
    }
    for (const job of claimed) {
      const promise = run(job).finally(() => {
        running.delete(job.id);
        if (!stopped) poke();
      });
      running.set(job.id, promise);
    }
  }

  function poke(): void {
    if (stopped || claiming) return;
    claiming = claimAndRun().finally(() => {
      claiming = null;
    });
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      poke();
      schedule();
    }, options.pollIntervalMs);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      poke();
      schedule();
    },
    async stop(graceMs) {
      stopped = true;
      if (timer) clearTimeout(timer);
      await claiming;
      const all = Promise.allSettled([...running.values()]);
      const timedOut = await Promise.race([all.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), graceMs).unref())]);
      if (timedOut) {
        abort.abort();
        await all;
      }
    },
    poke,
  };
}

/** Pending and running jobs per queue, read from the shared table so every process reports the same. */
export function registerQueueDepthMetric(options: { registry: Registry; db: Db }): void {
  new Gauge({
    name: 'verity_job_queue_depth',
    help: 'Jobs waiting or running, by queue and status',
    labelNames: ['queue', 'status'],
    registers: [options.registry],
    async collect() {
      this.reset();
      const rows = await options.db
        .select({ queue: jobs.queue, status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(inArray(jobs.status, ['pending', 'running']))
        .groupBy(jobs.queue, jobs.status);
      for (const row of rows) this.set({ queue: row.queue, status: row.status }, Number(row.count));
    },
  });
}
