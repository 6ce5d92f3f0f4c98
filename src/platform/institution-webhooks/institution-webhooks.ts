import { eq } from 'drizzle-orm';
import type { Config } from '../../core/config.js';
import { deriveKey, seal, unseal } from '../../core/crypto.js';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import { AppError, validationError } from '../../core/errors.js';
import {
  enqueueWebhookDelivery,
  generateWebhookSecret,
  getWebhookDelivery,
  listWebhookDeliveries,
  redeliverWebhook,
  resignPendingDeliveries,
  webhookDeliveryStats,
  webhookUrlProblem,
  type WebhookTarget,
} from '../webhooks/index.js';
import {
  maxInstitutionEventBytes,
  type DeliveryDetail,
  type DeliveryList,
  type DeliveryListQuery,
  type DeliveryQueued,
  type InstitutionWebhookEvent,
  type RotatedSecret,
  type WebhookSet,
  type WebhookSettings,
} from './institution-webhooks.schemas.js';

const { institutions, institutionWebhooks } = tables;

type WebhookRow = typeof institutionWebhooks.$inferSelect;

/** Institution webhook secrets are sealed with their own purpose key, bound to the institution and the secret's role. */
function sealKey(masterKey: Buffer): Buffer {
  return deriveKey(masterKey, 'institution-webhook-secrets');
}
const secretContext = (institutionId: string) => `institution-webhook-secret:${institutionId}`;
const previousSecretContext = (institutionId: string) => `institution-webhook-secret-previous:${institutionId}`;




function targetOf(masterKey: Buffer, row: WebhookRow): WebhookTarget {
  const key = sealKey(masterKey);
  const overlapping = row.previousSecretSealed !== null && row.previousSecretUntil !== null && row.previousSecretUntil.getTime() > Date.now();
  return {
    url: row.url,
    secret: unseal(key, row.secretSealed, secretContext(row.institutionId)),
    previous: overlapping ? { secret: unseal(key, row.previousSecretSealed!, previousSecretContext(row.institutionId)), until: row.previousSecretUntil! } : null,
  };
}

async function findWebhook(db: Db, institutionId: string): Promise<WebhookRow | null> {
  const [row] = await db.select().from(institutionWebhooks).where(eq(institutionWebhooks.institutionId, institutionId));
  return row ?? null;
}

async function assertInstitution(db: Db, institutionId: string): Promise<void> {
  const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, institutionId));
  if (!row) throw new AppError('not_found', 'Institution not found');
}

async function requireWebhook(db: Db, institutionId: string): Promise<WebhookRow> {
  await assertInstitution(db, institutionId);
  const row = await findWebhook(db, institutionId);
  if (!row) throw new AppError('not_found', 'This institution has no webhook: set one first (PUT .../webhook)');
  return row;
}

function overlapEnd(row: WebhookRow): string | null {
  return row.previousSecretSealed !== null && row.previousSecretUntil !== null && row.previousSecretUntil.getTime() > Date.now() ? row.previousSecretUntil.toISOString() : null;
}

/**
 * Sets (or changes) the webhook URL. The first time, a signing secret is made and returned, once;
 * a later URL change keeps the secret (rotate it separately). The URL passes the SSRF guard.
 */
export async function setInstitutionWebhook(options: { db: Db; config: Config; masterKey: Buffer; institutionId: string; url: string }): Promise<WebhookSet> {
  const { db, institutionId } = options;
  const url = options.url.trim();
  const problem = url === '' ? 'must not be blank' : await webhookUrlProblem(url, { allowPrivateTargets: options.config.webhooks.allowPrivateTargets });
  if (problem !== null) throw validationError([{ path: 'url', message: problem }]);
  await assertInstitution(db, institutionId);
  const secret = generateWebhookSecret();
  // One statement: two concurrent first settings cannot both create a secret.
  const inserted = await db
    .insert(institutionWebhooks)
    .values({ institutionId, url, secretSealed: seal(sealKey(options.masterKey), secret, secretContext(institutionId)) })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 1) {
    return { ...settingsOf(inserted[0]!), webhookSecret: secret, message: 'Webhook set. Store the webhookSecret now: it is shown only once and cannot be retrieved again.' };
  }
  const [updated] = await db.update(institutionWebhooks).set({ url, updatedAt: new Date() }).where(eq(institutionWebhooks.institutionId, institutionId)).returning();
  return { ...settingsOf(updated!), webhookSecret: null, message: 'Webhook URL changed; the signing secret is unchanged.' };
}

function settingsOf(row: WebhookRow): Omit<WebhookSettings, 'deliveries'> {
  return {
    institutionId: row.institutionId,
    url: row.url,
    previousSecretValidUntil: overlapEnd(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The webhook and its delivery health over the last 24 hours. */
export async function getInstitutionWebhook(options: { db: Db; institutionId: string }): Promise<WebhookSettings> {
  const row = await requireWebhook(options.db, options.institutionId);
  const stats = await webhookDeliveryStats({ db: options.db, ownerId: options.institutionId, since: new Date(Date.now() - 24 * 3600 * 1000) });
  return {
    ...settingsOf(row),
    deliveries: { last24Hours: stats.byStatus, latest: stats.latest ? deliverySummary(stats.latest) : null },
  };
}

/** No more events are sent; deliveries already queued keep going to the URL they were made for. */
export async function removeInstitutionWebhook(options: { db: Db; institutionId: string }): Promise<void> {
  await requireWebhook(options.db, options.institutionId);
  await options.db.delete(institutionWebhooks).where(eq(institutionWebhooks.institutionId, options.institutionId));
}

/**
 * A new secret, shown once; the replaced one keeps signing for `overlapSeconds` (0: stops at once),
 * exactly like an embed partner's rotation (docs/webhooks.md). Pending deliveries are re-signed.
 */
export async function rotateInstitutionWebhookSecret(options: { db: Db; masterKey: Buffer; institutionId: string; overlapSeconds: number }): Promise<RotatedSecret> {
  const { masterKey, institutionId } = options;
  const row = await requireWebhook(options.db, institutionId);
  const key = sealKey(masterKey);
  const current = unseal(key, row.secretSealed, secretContext(institutionId));
  const webhookSecret = generateWebhookSecret();
  const until = options.overlapSeconds > 0 ? new Date(Date.now() + options.overlapSeconds * 1000) : null;
  await options.db.transaction(async (tx) => {
    await tx
      .update(institutionWebhooks)
      .set({
        secretSealed: seal(key, webhookSecret, secretContext(institutionId)),
        previousSecretSealed: until ? seal(key, current, previousSecretContext(institutionId)) : null,
        previousSecretUntil: until,
        updatedAt: new Date(),
      })
      .where(eq(institutionWebhooks.institutionId, institutionId));
    await resignPendingDeliveries({ tx, masterKey, ownerId: institutionId, target: { secret: webhookSecret, previous: until ? { secret: current, until } : null } });
  });
  return { webhookSecret, previousSecretValidUntil: until?.toISOString() ?? null, message: 'Store the webhookSecret now: it is shown only once.' };
}

/**
 * The event's JSON within `maxBytes`. A larger event is never cut inside a value: its largest
 * top-level fields are left out, largest first, until it fits, and `omittedFields` names them, so
 * the receiver gets a whole event that says what to fetch from the API (the subject's id stays).
 */
export function institutionEventBody(event: string, fields: Record<string, unknown>, maxBytes = maxInstitutionEventBytes): string {
  const whole = JSON.stringify({ event, ...fields });
  if (Buffer.byteLength(whole) <= maxBytes) return whole;
  const kept = { ...fields };
  const omittedFields: string[] = [];
  const largestFirst = Object.keys(fields)
    .filter((key) => key !== 'event')
    .sort((a, b) => Buffer.byteLength(JSON.stringify(fields[b]) ?? '') - Buffer.byteLength(JSON.stringify(fields[a]) ?? ''));
  for (const key of largestFirst) {
    delete kept[key];
    omittedFields.push(key);
    const body = JSON.stringify({ event, ...kept, omittedFields });
    if (Buffer.byteLength(body) <= maxBytes) return body;
  }
  throw new Error(`A ${event} event does not fit in ${maxBytes} bytes even without its fields`);
}

/**
 * Records an event for the institution's webhook inside the caller's transaction (the one that
 * makes the state change it reports). An institution without a webhook gets nothing: null.
 */
export async function enqueueInstitutionEvent(options: {
  tx: Db;
  masterKey: Buffer;
  institutionId: string;
  event: InstitutionWebhookEvent;
  subjectId: string;
  body: Record<string, unknown>;
}): Promise<{ deliveryId: string; eventId: string } | null> {
  const row = await findWebhook(options.tx, options.institutionId);
  if (!row) return null;
  return enqueueWebhookDelivery({
    tx: options.tx,
    masterKey: options.masterKey,
    ownerId: options.institutionId,
    subjectId: options.subjectId,
    event: options.event,
    body: institutionEventBody(options.event, options.body),
    target: targetOf(options.masterKey, row),
  });
}

function deliverySummary<T extends { subjectId: string | null; createdAt: Date; deliveredAt: Date | null }>(row: T) {
  const { createdAt, deliveredAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), deliveredAt: deliveredAt?.toISOString() ?? null };
}

/** Newest first, `before` = the last deliveryId of the previous page. */
export async function listInstitutionDeliveries(options: { db: Db; institutionId: string; query: DeliveryListQuery }): Promise<DeliveryList> {
  await assertInstitution(options.db, options.institutionId);
  const limit = options.query.limit ?? 20;
  const rows = await listWebhookDeliveries({
    db: options.db,
    ownerId: options.institutionId,
    subjectId: options.query.subjectId,
    status: options.query.status,
    before: options.query.before,
    limit,
  });
  return { deliveries: rows.map(deliverySummary), nextBefore: rows.length === limit ? rows.at(-1)!.deliveryId : null };
}

export async function getInstitutionDelivery(options: { db: Db; institutionId: string; deliveryId: string }): Promise<DeliveryDetail> {
  const delivery = await getWebhookDelivery({ db: options.db, ownerId: options.institutionId, deliveryId: options.deliveryId });
  return { ...deliverySummary(delivery), attempts: delivery.attempts.map((attempt) => ({ ...attempt, startedAt: attempt.startedAt.toISOString() })) };
}

/** The same event (same webhook-id and body) to the institution's current URL and secret. */
export async function redeliverInstitutionWebhook(options: { db: Db; masterKey: Buffer; institutionId: string; deliveryId: string }): Promise<DeliveryQueued> {
  const row = await requireWebhook(options.db, options.institutionId);
  return redeliverWebhook({ db: options.db, masterKey: options.masterKey, ownerId: options.institutionId, deliveryId: options.deliveryId, target: targetOf(options.masterKey, row) });
}

/** A signed `webhook.test` event, delivered like any other, so the institution can check its receiver. */
export async function sendInstitutionTestWebhook(options: { db: Db; masterKey: Buffer; institutionId: string }): Promise<DeliveryQueued> {
  const row = await requireWebhook(options.db, options.institutionId);
  const body = JSON.stringify({ event: 'webhook.test', institutionId: options.institutionId, sentAt: new Date().toISOString() });
  return options.db.transaction((tx) =>
    enqueueWebhookDelivery({ tx, masterKey: options.masterKey, ownerId: options.institutionId, subjectId: null, event: 'webhook.test', body, target: targetOf(options.masterKey, row) }),
  );
}
