import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../../core/config.js';
import type { Db } from '../../core/db/index.js';
import { envelopeSchema, ok, standardErrorResponses } from '../../core/http/index.js';
import { requireAdmin } from '../admin/index.js';
import {
  getInstitutionDelivery,
  getInstitutionWebhook,
  listInstitutionDeliveries,
  redeliverInstitutionWebhook,
  removeInstitutionWebhook,
  rotateInstitutionWebhookSecret,
  sendInstitutionTestWebhook,
  setInstitutionWebhook,
} from './institution-webhooks.js';
import {
  DeliveryDetailSchema,
  DeliveryListQuerySchema,
  DeliveryListSchema,
  DeliveryParams,
  DeliveryQueuedSchema,
  EmptySchema,
  InstitutionIdParams,
  RotatedSecretSchema,
  RotateSecretBody,
  SetWebhookBody,
  WebhookSetSchema,
  WebhookSettingsSchema,
} from './institution-webhooks.schemas.js';

const tags = ['admin'];
const security = [{ adminToken: [] }];

/** The operator API for an institution's webhook: /admin/v1/institutions/{institutionId}/webhook... */
export function registerInstitutionWebhookRoutes(parent: FastifyInstance, deps: { db: Db; config: Config; masterKey: Buffer; adminToken: string }): void {
  const { db, config, masterKey } = deps;
  void parent.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('preHandler', requireAdmin(deps.adminToken));
    const base = '/admin/v1/institutions/:institutionId/webhook';

    app.put(
      base,
      {
        schema: {
          tags,
          security,
          summary: 'Set or change the webhook URL (credit_report.completed, document_trust.reviewed); the secret is returned once, when first set',
          params: InstitutionIdParams,
          body: SetWebhookBody,
          response: { 200: envelopeSchema(WebhookSetSchema), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => {
        const data = await setInstitutionWebhook({ db, config, masterKey, institutionId: request.params.institutionId, url: request.body.url });
        return ok(request, data, data.message);
      },
    );

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: 'The webhook URL, rotation overlap and delivery health of the last 24 hours',
          params: InstitutionIdParams,
          response: { 200: envelopeSchema(WebhookSettingsSchema), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => ok(request, await getInstitutionWebhook({ db, institutionId: request.params.institutionId }), 'Institution webhook retrieved'),
    );

    app.delete(
      base,
      {
        schema: { tags, security, summary: 'Stop sending events (queued deliveries still go)', params: InstitutionIdParams, response: { 200: envelopeSchema(EmptySchema), ...standardErrorResponses('unauthenticated', 'not_found') } },
      },
      async (request) => {
        await removeInstitutionWebhook({ db, institutionId: request.params.institutionId });
        return ok(request, {}, 'Institution webhook removed');
      },
    );

    app.post(
      `${base}/secret`,
      {
        schema: {
          tags,
          security,
          summary: 'Rotate the signing secret (shown once); the replaced one also signs during the overlap',
          params: InstitutionIdParams,
          body: RotateSecretBody,
          response: { 200: envelopeSchema(RotatedSecretSchema), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => {
        const rotated = await rotateInstitutionWebhookSecret({ db, masterKey, institutionId: request.params.institutionId, overlapSeconds: request.body.overlapSeconds ?? 86_400 });
        return ok(request, rotated, 'Webhook secret rotated');
      },
    );

    app.post(
      `${base}/test`,
      {
        schema: { tags, security, summary: 'Send a signed webhook.test event', params: InstitutionIdParams, response: { 202: envelopeSchema(DeliveryQueuedSchema), ...standardErrorResponses('unauthenticated', 'not_found') } },
      },
      async (request, reply) => reply.code(202).send(ok(request, await sendInstitutionTestWebhook({ db, masterKey, institutionId: request.params.institutionId }), 'Test event queued', { httpStatus: 202 })),
    );

    app.get(
      `${base}/deliveries`,
      {
        schema: {
          tags,
          security,
          summary: 'Webhook deliveries, newest first',
          params: InstitutionIdParams,
          querystring: DeliveryListQuerySchema,
          response: { 200: envelopeSchema(DeliveryListSchema), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => ok(request, await listInstitutionDeliveries({ db, institutionId: request.params.institutionId, query: request.query }), 'Webhook deliveries retrieved'),
    );

    app.get(
      `${base}/deliveries/:deliveryId`,
      {
        schema: { tags, security, summary: 'One delivery with its body and every attempt', params: DeliveryParams, response: { 200: envelopeSchema(DeliveryDetailSchema), ...standardErrorResponses('unauthenticated', 'not_found') } },
      },
      async (request) => ok(request, await getInstitutionDelivery({ db, institutionId: request.params.institutionId, deliveryId: request.params.deliveryId }), 'Webhook delivery retrieved'),
    );

    app.post(
      `${base}/deliveries/:deliveryId/redeliver`,
      {
        schema: {
          tags,
          security,
          summary: 'Send the same event again (same webhook-id and body) to the current URL and secret',
          params: DeliveryParams,
          response: { 202: envelopeSchema(DeliveryQueuedSchema), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request, reply) => {
        const queued = await redeliverInstitutionWebhook({ db, masterKey, institutionId: request.params.institutionId, deliveryId: request.params.deliveryId });
        return reply.code(202).send(ok(request, queued, 'Redelivery queued', { httpStatus: 202 }));
      },
    );
  });
}
