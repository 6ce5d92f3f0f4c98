import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../../core/config.js';
import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { envelopeSchema, ok, standardErrorResponses } from '../../core/http/index.js';
import type { BlobStore } from '../../platform/storage/index.js';
import type { PartnerRow } from './embed.repo.js';
import {
  CreateIdentitySessionBodySchema,
  CreateLivenessSessionBodySchema,
  DeliveryDetailDataSchema,
  DeliveryListDataSchema,
  DeliveryParamsSchema,
  DeliveryQueuedDataSchema,
  IssuedPartnerKeyDataSchema,
  IssuePartnerKeyBodySchema,
  ListDeliveriesQuerySchema,
  PartnerKeyListDataSchema,
  PartnerKeyParamsSchema,
  RevokedPartnerKeyDataSchema,
  ListSessionsQuerySchema,
  PartnerSettingsDataSchema,
  PublicSessionDataSchema,
  RegisterPartnerBodySchema,
  RegisterPartnerDataSchema,
  SessionCreatedDataSchema,
  SessionDataSchema,
  SessionListDataSchema,
  SubmitIdentityBodySchema,
  SubmitLivenessBodySchema,
  SubmitResultDataSchema,
  TokenParamsSchema,
  UpdatePartnerSettingsBodySchema,
  type SubmitBody,
} from './embed.schemas.js';
import { partnerWebhookHandlers } from './partner-webhook-handlers.js';
import {
  authenticatePartner,
  authenticatePartnerKey,
  getPartnerSettings,
  issuePartnerKey,
  listPartnerKeys,
  registerPartner,
  revokePartnerKey,
  updatePartnerSettings,
} from './partners.js';
import { verificationFor, type CaptureInspector, type FaceEngineSource, type VerificationProvider } from './providers/index.js';
import { createSession, getPublicSession, getSession, listSessions } from './sessions.js';
import { submitCapture } from './submit-capture.js';
import type { HeavyWorkGate } from '../../platform/heavy-work/index.js';

const partnerHeader = 'x-embed-partner-key';
const tags = ['embed'];
const security = [{ embedPartnerKey: [] }];

export interface EmbedDeps {
  db: Db;
  config: Config;
  masterKey: Buffer;
  blobStore: BlobStore;
  /** The process's face engine, resolved on first use (the sandbox provider and the capture inspector). */
  faceEngine: FaceEngineSource;
  /** Backpressure: a capture submit runs the face models, so it is refused with 503 when too many are in progress. */
  heavyWork: HeavyWorkGate;
  /** Defaults to the configured adapter (EMBED_PROVIDER). */
  provider?: VerificationProvider;
  /** Defaults to the face inspector ("exactly one usable face"), whatever the provider. */
  inspector?: CaptureInspector;
}

function headerValue(request: FastifyRequest): string | undefined {
  const raw = request.headers[partnerHeader];
  return Array.isArray(raw) ? raw[0] : raw;
}

const flows = [
  { path: 'liveness', flow: 'liveness', createBody: CreateLivenessSessionBodySchema, submitBody: SubmitLivenessBodySchema, label: 'liveness' },
  { path: 'identity-comparison', flow: 'identity_comparison', createBody: CreateIdentitySessionBodySchema, submitBody: SubmitIdentityBodySchema, label: 'identity-comparison' },
] as const;

/** Everything under /api/v1/embed: partners, sessions of both flows, capture submit, webhook log. */
export function registerEmbedRoutes(parent: FastifyInstance, deps: EmbedDeps): void {
  const { db, config, masterKey, blobStore } = deps;
  const configured = verificationFor({ db, config: config.embed, faceEngine: deps.faceEngine });
  const provider = deps.provider ?? configured.provider;
  const inspector = deps.inspector ?? configured.inspector;
  const partners = new WeakMap<FastifyRequest, PartnerRow>();
  const requirePartner: preHandlerAsyncHookHandler = async (request) => {
    partners.set(request, await authenticatePartner({ db, apiKey: headerValue(request) }));
  };
  const partnerKeys = new WeakMap<FastifyRequest, { partnerId: string; keyId: string }>();
  const requirePartnerKey: preHandlerAsyncHookHandler = async (request) => {
    partnerKeys.set(request, await authenticatePartnerKey({ db, apiKey: headerValue(request) }));
  };
  const partnerKeyOf = (request: FastifyRequest): { partnerId: string; keyId: string } => {
    const found = partnerKeys.get(request);
    if (!found) throw new AppError('internal', 'Route is missing its partner authentication');
    return found;
  };
  const partnerOf = (request: FastifyRequest): PartnerRow => {
    const partner = partners.get(request);
    if (!partner) throw new AppError('internal', 'Route is missing its partner authentication');
    return partner;
  };
  const webhookHandlers = partnerWebhookHandlers({ db, masterKey, partnerOf });
  // Base64 inflates by 4/3; the rest of the JSON is small. An active challenge sends a frontal frame
  // and up to three key frames.
  const submitBodyLimit = (config.embed.livenessMode === 'active' ? 4 : 1) * Math.ceil((config.embed.maxImageBytes * 4) / 3) + 16 * 1024;

  void parent.register(
    async (scope) => {
      scope.removeContentTypeParser('text/plain');
      const app = scope.withTypeProvider<TypeBoxTypeProvider>();

      app.post(
        '/partner/register',
        {
          schema: {
            tags,
            summary: 'Register a partner; the API key and webhook secret are returned only here',
            body: RegisterPartnerBodySchema,
            response: { 201: envelopeSchema(RegisterPartnerDataSchema), ...standardErrorResponses('malformed_json') },
          },
        },
        async (request, reply) => {
          const data = await registerPartner({ db, config, masterKey, body: request.body });
          return reply.code(201).send(ok(request, data, 'Partner registered', { httpStatus: 201 }));
        },
      );

      app.get(
        '/partner/settings',
        {
          schema: { tags, security, summary: 'The partner settings (the provider key is never returned)', response: { 200: envelopeSchema(PartnerSettingsDataSchema), ...standardErrorResponses('unauthenticated') } },
          preHandler: requirePartner,
        },
        async (request) => ok(request, getPartnerSettings({ partner: partnerOf(request) }), 'Partner settings retrieved'),
      );

      app.put(
        '/partner/settings',
        {
          schema: {
            tags,
            security,
            summary: 'Update name, webhook URL, allowed origins; send providerSecretKey to rotate it, omit it to keep it',
            body: UpdatePartnerSettingsBodySchema,
            response: { 200: envelopeSchema(PartnerSettingsDataSchema), ...standardErrorResponses('unauthenticated', 'malformed_json') },
          },
          preHandler: requirePartner,
        },
        async (request) => ok(request, await updatePartnerSettings({ db, config, masterKey, partner: partnerOf(request), body: request.body }), 'Partner settings updated'),
      );

      // Partner API key rotation (an extension of the spec, docs/embed.md "Partner API keys").
      app.get(
        '/partner/keys',
        {
          schema: { tags, security, summary: "The partner's API keys: prefix, created, last used, revoked (never the key)", response: { 200: envelopeSchema(PartnerKeyListDataSchema), ...standardErrorResponses('unauthenticated') } },
          preHandler: requirePartnerKey,
        },
        async (request) => {
          const { partnerId, keyId } = partnerKeyOf(request);
          return ok(request, await listPartnerKeys({ db, partnerId, currentKeyId: keyId }), 'Partner API keys retrieved');
        },
      );

      app.delete(
        '/partner/keys/:keyId',
        {
          schema: {
            tags,
            security,
            summary: 'Revoke a partner API key at once (not the last working one)',
            params: PartnerKeyParamsSchema,
            response: { 200: envelopeSchema(RevokedPartnerKeyDataSchema), ...standardErrorResponses('unauthenticated', 'not_found', 'conflict') },
          },
          preHandler: requirePartnerKey,
        },
        async (request) => ok(request, await revokePartnerKey({ db, partnerId: partnerKeyOf(request).partnerId, keyId: request.params.keyId }), 'Partner API key revoked'),
      );

      app.get(
        '/partner/sessions',
        {
          schema: { tags, security, summary: "List this partner's sessions, newest first", querystring: ListSessionsQuerySchema, response: { 200: envelopeSchema(SessionListDataSchema), ...standardErrorResponses('unauthenticated') } },
          preHandler: requirePartner,
        },
        async (request) => ok(request, await listSessions({ db, partner: partnerOf(request), query: request.query }), 'Sessions retrieved'),
      );

      app.get(
        '/partner/webhooks/deliveries',
        {
          schema: { tags, security, summary: 'List webhook deliveries, newest first', querystring: ListDeliveriesQuerySchema, response: { 200: envelopeSchema(DeliveryListDataSchema), ...standardErrorResponses('unauthenticated') } },
          preHandler: requirePartner,
        },
        webhookHandlers.listDeliveries,
      );

      app.get(
        '/partner/webhooks/deliveries/:deliveryId',
        {
          schema: { tags, security, summary: 'One webhook delivery with its body and every attempt', params: DeliveryParamsSchema, response: { 200: envelopeSchema(DeliveryDetailDataSchema), ...standardErrorResponses('unauthenticated', 'not_found') } },
          preHandler: requirePartner,
        },
        webhookHandlers.getDelivery,
      );

      app.post(
        '/partner/webhooks/deliveries/:deliveryId/redeliver',
        {
          schema: {
            tags,
            security,
            summary: 'Send the same event again (same webhook-id and body) to the current webhook URL',
            params: DeliveryParamsSchema,
            response: { 202: envelopeSchema(DeliveryQueuedDataSchema), ...standardErrorResponses('unauthenticated', 'not_found') },
          },
          preHandler: requirePartner,
        },
        webhookHandlers.redeliver,
      );

      app.post(
        '/partner/webhooks/test',
        {
          schema: { tags, security, summary: 'Send a signed webhook.test event to the webhook URL', response: { 202: envelopeSchema(DeliveryQueuedDataSchema), ...standardErrorResponses('unauthenticated') } },
          preHandler: requirePartner,
        },
        webhookHandlers.sendTest,
      );

      // Session creation and key issue: every body field is optional, so no body, or an empty one sent as JSON, means `{}`.
      // Malformed JSON is still a 400 (the default parser does the rest).
      void app.register(async (createScope) => {
        const defaultJson = createScope.getDefaultJsonParser('error', 'error');
        createScope.removeContentTypeParser('application/json');
        createScope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
          const text = String(body);
          if (text.trim() === '') return done(null, {});
          return defaultJson(request, text, done);
        });
        const creates = createScope.withTypeProvider<TypeBoxTypeProvider>();
        creates.post(
          '/partner/keys',
          {
            schema: {
              tags,
              security,
              summary: 'Issue a new partner API key (shown once); replaceKeyId + overlapSeconds retire an old one',
              body: IssuePartnerKeyBodySchema,
              response: { 201: envelopeSchema(IssuedPartnerKeyDataSchema), ...standardErrorResponses('unauthenticated', 'not_found', 'malformed_json') },
            },
            preHandler: requirePartnerKey,
            preValidation: async (request) => {
              if (request.body === undefined) request.body = {};
            },
          },
          async (request, reply) => {
            const data = await issuePartnerKey({ db, partnerId: partnerKeyOf(request).partnerId, body: request.body });
            return reply.code(201).header('cache-control', 'no-store').send(ok(request, data, 'Partner API key issued', { httpStatus: 201 }));
          },
        );
        for (const route of flows) {
          creates.post(
            `/${route.path}/sessions`,
            {
              schema: {
                tags,
                security,
                summary: `Create a ${route.label} session for one end-user attempt`,
                body: route.createBody,
                response: { 201: envelopeSchema(SessionCreatedDataSchema), ...standardErrorResponses('unauthenticated', 'malformed_json') },
              },
              preValidation: async (request) => {
                if (request.body === undefined) request.body = {};
              },
            },
            async (request, reply) => {
              // The partner key is checked by the statement that inserts the session (createSession).
              const data = await createSession({ db, config, apiKey: headerValue(request), flow: route.flow, body: request.body });
              return reply.code(201).send(ok(request, data, 'Session created', { httpStatus: 201 }));
            },
          );
        }
      });

      for (const route of flows) {
        app.get(
          `/${route.path}/sessions/:token`,
          {
            schema: {
              tags,
              security: [{ embedPartnerKey: [] }, {}],
              summary: `Poll a ${route.label} session (partner key optional; the token alone is accepted)`,
              params: TokenParamsSchema,
              response: { 200: envelopeSchema(SessionDataSchema), ...standardErrorResponses('unauthenticated', 'not_found') },
            },
          },
          async (request) => ok(request, await getSession({ db, blobStore, token: request.params.token, flow: route.flow, apiKey: headerValue(request) }), 'Session retrieved'),
        );

        app.get(
          `/${route.path}/sessions/:token/public`,
          {
            schema: {
              tags,
              summary: `What the ${route.label} capture page needs (no auth)`,
              params: TokenParamsSchema,
              response: { 200: envelopeSchema(PublicSessionDataSchema), ...standardErrorResponses('not_found') },
            },
          },
          async (request) => ok(request, await getPublicSession({ db, config, token: request.params.token, flow: route.flow }), 'Session retrieved'),
        );

        app.post(
          `/${route.path}/sessions/:token/submit`,
          {
            bodyLimit: submitBodyLimit,
            schema: {
              tags,
              summary: `Submit the ${route.label} capture (no auth; used by the capture page)`,
              params: TokenParamsSchema,
              body: route.submitBody,
              response: { 200: envelopeSchema(SubmitResultDataSchema), ...standardErrorResponses('not_found', 'malformed_json', 'payload_too_large', 'unavailable') },
            },
          },
          async (request) => {
            const result = await deps.heavyWork.admit({ route: `${route.path}_submit`, pool: 'faces', budgetMs: config.heavyWork.budgetMs.captureSubmit }, () =>
              submitCapture(
                { db, config, masterKey, blobStore, provider, inspector, faceEngine: deps.faceEngine, logger: request.log },
                { token: request.params.token, flow: route.flow, body: request.body as SubmitBody },
              ),
            );
            return ok(request, result, result.message);
          },
        );
      }
    },
    { prefix: '/api/v1/embed' },
  );
}
