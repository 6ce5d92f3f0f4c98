import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';

const { jobs, webhookDeliveries } = tables;

/*
 * What the operator's health page shows: readiness as /readyz judges it, the job queue (depth by
 * queue, the oldest wait, failures), and webhook delivery health over the last 24 hours. Error texts
 * are cut short; receiver URLs are shown by host only (a path may carry a partner's token).
 */

const errorChars = 200;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(invalid URL)';
  }
}

export async function summariseSystemHealth(options: { database: Database; now?: Date }) {
  const { database } = options;
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - 24 * 3600_000);

  let readiness: { ready: boolean; reason: string };
  try {
    await database.ping();
    readiness = (await database.migrationsApplied()) ? { ready: true, reason: 'Database reachable; every migration applied' } : { ready: false, reason: 'Database migrations are not applied yet' };
  } catch {
    readiness = { ready: false, reason: 'Database unreachable' };
  }
  if (!readiness.ready) return { readiness, queues: [], failedJobs: [], webhooks: [], failedDeliveries: [] };
  const { db } = database;

  const queues = await db
    .select({
      queue: jobs.queue,
      pending: sql<number>`(count(*) filter (where ${jobs.status} = 'pending'))::int`,
      running: sql<number>`(count(*) filter (where ${jobs.status} = 'running'))::int`,
      failed24h: sql<number>`(count(*) filter (where ${jobs.status} = 'failed' and ${jobs.finishedAt} >= ${since}))::int`,
      retrying: sql<number>`(count(*) filter (where ${jobs.status} = 'pending' and ${jobs.attempts} > 0))::int`,
      oldestPendingAt: sql<Date | string | null>`min(${jobs.createdAt}) filter (where ${jobs.status} = 'pending')`,
    })
    .from(jobs)
    .where(inArray(jobs.status, ['pending', 'running', 'failed']))
    .groupBy(jobs.queue)
    .orderBy(jobs.queue);

  const failedJobs = await db
    .select({ jobId: jobs.id, queue: jobs.queue, attempts: jobs.attempts, lastError: jobs.lastError, finishedAt: jobs.finishedAt })
    .from(jobs)
    .where(and(eq(jobs.status, 'failed'), gte(jobs.finishedAt, since)))
    .orderBy(desc(jobs.finishedAt))
    .limit(20);

  const webhooks = await db
    .select({ status: webhookDeliveries.status, count: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(gte(webhookDeliveries.createdAt, since))
    .groupBy(webhookDeliveries.status)
    .orderBy(webhookDeliveries.status);

  const failedDeliveries = await db
    .select({
      deliveryId: webhookDeliveries.id,
      event: webhookDeliveries.event,
      url: webhookDeliveries.url,
      attemptCount: webhookDeliveries.attemptCount,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'failed'), gte(webhookDeliveries.createdAt, since)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(20);

  return {
    readiness,
    queues: queues.map((row) => ({
      queue: row.queue,
      pending: Number(row.pending),
      running: Number(row.running),
      retrying: Number(row.retrying),
      failed24h: Number(row.failed24h),
      oldestPendingAt: row.oldestPendingAt === null ? null : new Date(row.oldestPendingAt),
    })),
    failedJobs: failedJobs.map((row) => ({ ...row, lastError: row.lastError?.slice(0, errorChars) ?? null })),
    webhooks: webhooks.map((row) => ({ status: row.status, count: Number(row.count) })),
    failedDeliveries: failedDeliveries.map(({ url, ...row }) => ({ ...row, host: hostOf(url), lastError: row.lastError?.slice(0, errorChars) ?? null })),
  };
}

export type SystemHealth = Awaited<ReturnType<typeof summariseSystemHealth>>;
