import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import { seal, unseal } from '../../core/crypto.js';
import { AppError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { defineJob, enqueueJob } from '../jobs/index.js';
import { createBlobStore, type BlobStore } from '../storage/index.js';
import { webhookSealKey } from './keys.js';
import { sendWebhook } from './send.js';
import { webhookHeaders } from './signing.js';

const { webhookDeliveries, webhookAttempts } = tables;

/**
 * Delay before retry n (after attempt n failed): 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h,
 * 12 h, 24 h, 24 h, each +-10% jitter. 12 attempts spread over about 2 days 23 h.
 */
export const retrySchedule = [5, 30, 120, 600, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 24 * 3600, 24 * 3600].map((s) => s * 1000);
export const maxDeliveryAttempts = retrySchedule.length + 1;

function retryDelayMs(attempt: number): number {
  const base = retrySchedule[Math.min(attempt, retrySchedule.length) - 1] ?? retrySchedule.at(-1)!;
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

const sealContext = (deliveryId: string) => `webhook-delivery:${deliveryId}`;

export interface WebhookTarget {
  url: string;
  secret: string;
  /** The secret a rotation replaced, signed with as well until `until`. */
  previous?: { secret: string; until: Date } | null;
}

const previousSealContext = (deliveryId: string) => `webhook-delivery-previous:${deliveryId}`;

/** The sealed secret columns of a delivery for `target`. */
function sealedSecrets(masterKey: Buffer, deliveryId: string, target: WebhookTarget) {
  const key = webhookSealKey(masterKey);
  const previous = target.previous && target.previous.until.getTime() > Date.now() ? target.previous : null;
  return {
    secretSealed: seal(key, target.secret, sealContext(deliveryId)),
    previousSecretSealed: previous ? seal(key, previous.secret, previousSealContext(deliveryId)) : null,
    previousSecretUntil: previous?.until ?? null,
  };
}

/** Download links put into a body at each attempt live this long (the spec's "about 1 hour"). */
export const freshLinkSeconds = 3600;

const stores = new WeakMap<object, BlobStore>();
function blobStoreFor(config: Parameters<typeof createBlobStore>[0]['config'], masterKey: Buffer): BlobStore {
  let store = stores.get(config);
  if (!store) {
    store = createBlobStore({ config, masterKey });
    stores.set(config, store);
  }
  return store;
}

/**
 * The body this attempt sends: the stored one, with a new download link in each field listed in
 * `freshLinks`, so a retry days later never carries a link that has run out.
 */
async function bodyForAttempt(options: { body: string; freshLinks: Record<string, string>; store: () => BlobStore }): Promise<string> {
  const fields = Object.entries(options.freshLinks);
  if (fields.length === 0) return options.body;
  const parsed = JSON.parse(options.body) as Record<string, unknown>;
  for (const [field, blobKey] of fields) parsed[field] = await options.store().createDownloadUrl(blobKey, { expiresInSeconds: freshLinkSeconds });
  return JSON.stringify(parsed);
}

/** A failed attempt that may succeed later: the runner retries the job with the schedule above. */
class DeliveryFailed extends Error {
  override name = 'DeliveryFailed';
}

export const deliverWebhookJob = defineJob<{ deliveryId: string }>({
  queue: 'webhooks.deliver',
  maxAttempts: maxDeliveryAttempts,
  backoffMs: retryDelayMs,
  handle: async ({ payload, attempt, maxAttempts, signal, db, config, masterKey }) => {
    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, payload.deliveryId));
    if (!delivery || delivery.status !== 'pending') return;
    const sealKey = webhookSealKey(masterKey);
    const secret = unseal(sealKey, delivery.secretSealed, sealContext(delivery.id));
    const startedAt = new Date();
    const previousSecret =
      delivery.previousSecretSealed !== null && delivery.previousSecretUntil !== null && delivery.previousSecretUntil > startedAt
        ? unseal(sealKey, delivery.previousSecretSealed, previousSealContext(delivery.id))
        : null;
    const body = await bodyForAttempt({ body: delivery.body, freshLinks: delivery.freshLinks, store: () => blobStoreFor(config, masterKey) });
    const outcome = await sendWebhook({
      url: delivery.url,
      headers: webhookHeaders({ secret, previousSecret, eventId: delivery.eventId, event: delivery.event, body, now: startedAt }),
      body,
      timeoutMs: config.webhooks.timeoutMs,
      allowPrivateTargets: config.webhooks.allowPrivateTargets,
      caFile: config.webhooks.caFile,
      signal,
    });
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    // 410 Gone is the receiver saying "stop"; the last attempt ends the delivery too.
    const finalFailure = !delivered && (outcome.statusCode === 410 || attempt >= maxAttempts);
    await db.transaction(async (tx) => {
      const [counted] = await tx
        .update(webhookDeliveries)
        .set({
          attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error,
          // The bytes this attempt sent (they differ from the last only in fresh links).
          body,
          ...(delivered ? { status: 'delivered' as const, deliveredAt: sql`now()` } : {}),
          ...(finalFailure ? { status: 'failed' as const } : {}),
        })
        .where(eq(webhookDeliveries.id, delivery.id))
        .returning({ attemptCount: webhookDeliveries.attemptCount });
      await tx.insert(webhookAttempts).values({
        id: newId('webhookAttempt'),
        deliveryId: delivery.id,
        attemptNumber: counted!.attemptCount,
        startedAt,
        latencyMs: outcome.latencyMs,
        statusCode: outcome.statusCode,
        error: outcome.error,
        responseSnippet: outcome.snippet,
      });
    });
    if (!delivered && !finalFailure) throw new DeliveryFailed(outcome.error ?? 'delivery failed');
  },
});

/**
 * Records a delivery and enqueues its first attempt inside the caller's transaction, so the event
 * exists exactly when the state change it reports commits. Returns the delivery id.
 */
export async function enqueueWebhookDelivery(options: {
  tx: Db;
  masterKey: Buffer;
  ownerId: string;
  subjectId: string | null;
  event: string;
  body: string;
  target: WebhookTarget;
  /** Reuse an event id to redeliver the same event; new events get a fresh one. */
  eventId?: string;
  /** Top-level body fields holding a download link, with the blob key each links to: renewed at every attempt. */
  freshLinks?: Record<string, string>;
}): Promise<{ deliveryId: string; eventId: string }> {
  const deliveryId = newId('delivery');
  const eventId = options.eventId ?? newId('event');
  await options.tx.insert(webhookDeliveries).values({
    id: deliveryId,
    eventId,
    ownerId: options.ownerId,
    subjectId: options.subjectId,
    event: options.event,
    url: options.target.url,
    body: options.body,
    freshLinks: options.freshLinks ?? {},
    ...sealedSecrets(options.masterKey, deliveryId, options.target),
  });
  await enqueueJob({ tx: options.tx, job: deliverWebhookJob, payload: { deliveryId }, dedupeKey: deliveryId });
  return { deliveryId, eventId };
}

/** The same event (same webhook-id, same body) sent again to the owner's current target. */
export async function redeliverWebhook(options: { db: Db; masterKey: Buffer; ownerId: string; deliveryId: string; target: WebhookTarget }) {
  const [original] = await options.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.ownerId, options.ownerId)));
  if (!original) throw new AppError('not_found', 'Webhook delivery not found');
  return options.db.transaction((tx) =>
    enqueueWebhookDelivery({
      tx,
      masterKey: options.masterKey,
      ownerId: original.ownerId,
      subjectId: original.subjectId,
      event: original.event,
      body: original.body,
      target: options.target,
      eventId: original.eventId,
      freshLinks: original.freshLinks,
    }),
  );
}

/**
 * After a secret rotation, deliveries still waiting for a retry are signed like new ones: with the
 * new secret and, during the overlap, the previous one. Without this a retry after the overlap would
 * carry only a secret the receiver may have dropped. Runs in the rotation's transaction.
 */
export async function resignPendingDeliveries(options: { tx: Db; masterKey: Buffer; ownerId: string; target: Pick<WebhookTarget, 'secret' | 'previous'> }): Promise<number> {
  const pending = await options.tx
    .select({ id: webhookDeliveries.id, url: webhookDeliveries.url })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.ownerId, options.ownerId), eq(webhookDeliveries.status, 'pending')));
  for (const row of pending) {
    await options.tx
      .update(webhookDeliveries)
      .set(sealedSecrets(options.masterKey, row.id, { url: row.url, ...options.target }))
      .where(eq(webhookDeliveries.id, row.id));
  }
  return pending.length;
}

/** Delivery counts by status since `since`, and the newest delivery: the portal's webhook health. */
export async function webhookDeliveryStats(options: { db: Db; ownerId: string; since: Date }) {
  const counts = await options.db
    .select({ status: webhookDeliveries.status, count: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.ownerId, options.ownerId), gte(webhookDeliveries.createdAt, options.since)))
    .groupBy(webhookDeliveries.status);
  const [latest] = await options.db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.ownerId, options.ownerId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(1);
  const byStatus = { pending: 0, delivered: 0, failed: 0 };
  for (const row of counts) byStatus[row.status] = Number(row.count);
  return { byStatus, latest: latest ?? null };
}

const deliveryColumns = {
  deliveryId: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  event: webhookDeliveries.event,
  subjectId: webhookDeliveries.subjectId,
  url: webhookDeliveries.url,
  status: webhookDeliveries.status,
  attemptCount: webhookDeliveries.attemptCount,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
};

/** Newest first; `before` is the last deliveryId of the previous page (ids sort by time). */
export async function listWebhookDeliveries(options: {
  db: Db;
  ownerId: string;
  subjectId?: string;
  status?: 'pending' | 'delivered' | 'failed';
  before?: string;
  limit: number;
}) {
  const filters: SQL[] = [eq(webhookDeliveries.ownerId, options.ownerId)];
  if (options.subjectId !== undefined) filters.push(eq(webhookDeliveries.subjectId, options.subjectId));
  if (options.status !== undefined) filters.push(eq(webhookDeliveries.status, options.status));
  if (options.before !== undefined) filters.push(lt(webhookDeliveries.id, options.before));
  return options.db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(and(...filters))
    .orderBy(desc(webhookDeliveries.id))
    .limit(options.limit);
}

/** One delivery of this owner with every attempt, oldest attempt first. */
export async function getWebhookDelivery(options: { db: Db; ownerId: string; deliveryId: string }) {
  const [delivery] = await options.db
    .select({ ...deliveryColumns, body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.ownerId, options.ownerId)));
  if (!delivery) throw new AppError('not_found', 'Webhook delivery not found');
  const attempts = await options.db
    .select({
      attemptNumber: webhookAttempts.attemptNumber,
      startedAt: webhookAttempts.startedAt,
      latencyMs: webhookAttempts.latencyMs,
      statusCode: webhookAttempts.statusCode,
      error: webhookAttempts.error,
      responseSnippet: webhookAttempts.responseSnippet,
    })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, delivery.deliveryId))
    .orderBy(webhookAttempts.attemptNumber);
  return { ...delivery, attempts };
}
