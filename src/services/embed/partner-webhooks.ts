import type { Db } from '../../core/db/index.js';
import { enqueueWebhookDelivery, getWebhookDelivery, listWebhookDeliveries, redeliverWebhook } from '../../platform/webhooks/index.js';
import type { PartnerRow } from './embed.repo.js';
import type { DeliveryDetailData, DeliveryListData, DeliveryQueuedData, ListDeliveriesQuery } from './embed.schemas.js';
import { webhookTargetOf } from './partners.js';

export const testEvent = 'webhook.test';

function summary<T extends { subjectId: string | null; createdAt: Date; deliveredAt: Date | null }>(row: T) {
  const { subjectId, createdAt, deliveredAt, ...rest } = row;
  return { ...rest, sessionId: subjectId, createdAt: createdAt.toISOString(), deliveredAt: deliveredAt?.toISOString() ?? null };
}

export async function listPartnerDeliveries(options: { db: Db; partner: PartnerRow; query: ListDeliveriesQuery }): Promise<DeliveryListData> {
  const limit = options.query.limit ?? 20;
  const rows = await listWebhookDeliveries({
    db: options.db,
    ownerId: options.partner.id,
    subjectId: options.query.sessionId,
    status: options.query.status,
    before: options.query.before,
    limit,
  });
  return { deliveries: rows.map(summary), nextBefore: rows.length === limit ? rows.at(-1)!.deliveryId : null };
}

export async function getPartnerDelivery(options: { db: Db; partner: PartnerRow; deliveryId: string }): Promise<DeliveryDetailData> {
  const delivery = await getWebhookDelivery({ db: options.db, ownerId: options.partner.id, deliveryId: options.deliveryId });
  return {
    ...summary(delivery),
    attempts: delivery.attempts.map((attempt) => ({ ...attempt, startedAt: attempt.startedAt.toISOString() })),
  };
}

/** Same event id and body, to the partner's current URL and secret. */
export async function redeliverPartnerWebhook(options: { db: Db; masterKey: Buffer; partner: PartnerRow; deliveryId: string }): Promise<DeliveryQueuedData> {
  return redeliverWebhook({
    db: options.db,
    masterKey: options.masterKey,
    ownerId: options.partner.id,
    deliveryId: options.deliveryId,
    target: webhookTargetOf(options.masterKey, options.partner),
  });
}

/** A signed `webhook.test` event, delivered like any other, so a partner can check their receiver. */
export async function sendTestWebhook(options: { db: Db; masterKey: Buffer; partner: PartnerRow }): Promise<DeliveryQueuedData> {
  const body = JSON.stringify({ event: testEvent, partnerId: options.partner.id, sentAt: new Date().toISOString() });
  return options.db.transaction((tx) =>
    enqueueWebhookDelivery({
      tx,
      masterKey: options.masterKey,
      ownerId: options.partner.id,
      subjectId: null,
      event: testEvent,
      body,
      target: webhookTargetOf(options.masterKey, options.partner),
    }),
  );
}
