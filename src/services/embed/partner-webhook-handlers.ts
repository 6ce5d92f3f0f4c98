import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../core/db/index.js';
import { ok } from '../../core/http/index.js';
import type { PartnerRow } from './embed.repo.js';
import type { DeliveryParams, ListDeliveriesQuery } from './embed.schemas.js';
import { getPartnerDelivery, listPartnerDeliveries, redeliverPartnerWebhook, sendTestWebhook } from './partner-webhooks.js';

/**
 * The webhook-delivery route handlers the partner API (API key) and the partner portal (session
 * cookie) both serve: each registers them on its own paths, with its own authentication and
 * schemas, and says how to find the signed-in partner of a request.
 */
export function partnerWebhookHandlers(deps: { db: Db; masterKey: Buffer; partnerOf: (request: FastifyRequest) => PartnerRow }) {
  const { db, masterKey, partnerOf } = deps;
  return {
    listDeliveries: async (request: FastifyRequest & { query: ListDeliveriesQuery }) =>
      ok(request, await listPartnerDeliveries({ db, partner: partnerOf(request), query: request.query }), 'Webhook deliveries retrieved'),
    getDelivery: async (request: FastifyRequest & { params: DeliveryParams }) =>
      ok(request, await getPartnerDelivery({ db, partner: partnerOf(request), deliveryId: request.params.deliveryId }), 'Webhook delivery retrieved'),
    redeliver: async (request: FastifyRequest & { params: DeliveryParams }, reply: FastifyReply) => {
      const data = await redeliverPartnerWebhook({ db, masterKey, partner: partnerOf(request), deliveryId: request.params.deliveryId });
      return reply.code(202).send(ok(request, data, 'Redelivery queued', { httpStatus: 202 }));
    },
    sendTest: async (request: FastifyRequest, reply: FastifyReply) => reply.code(202).send(ok(request, await sendTestWebhook({ db, masterKey, partner: partnerOf(request) }), 'Test event queued', { httpStatus: 202 })),
  };
}
