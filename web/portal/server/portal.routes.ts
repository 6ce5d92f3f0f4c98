import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../../src/core/errors.js';
import { envelopeSchema, ok, standardErrorResponses } from '../../../src/core/http/index.js';
import type { BlobStore } from '../../../src/platform/storage/index.js';
import {
  CreateIdentitySessionBodySchema,
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
  issuePartnerKey,
  listPartnerKeys,
  revokePartnerKey,
  ListSessionsQuerySchema,
  RegisterPartnerDataSchema,
  SessionCreatedDataSchema,
  SessionDataSchema,
  SessionListDataSchema,
  UpdatePartnerSettingsBodySchema,
  createSession,
  getPartnerOverview,
  getPartnerSession,
  getPartnerSettings,
  listSessions,
  partnerWebhookHandlers,
  rotateWebhookSecret,
  updatePartnerSettings,
  webhookSecretOverlapEnd,
  type PartnerRow,
} from '../../../src/services/embed/index.js';
import { portalAssets } from './assets.js';
import { renderPage, pageNames, type PageName } from './pages.js';
import {
  assertCsrfToken,
  assertSameOrigin,
  portalPath,
  registerAndSignIn,
  resolvePortalPartner,
  signIn,
  signInRequiredMessage,
  signOut,
  type PortalDeps,
} from './portal-auth.js';
import {
  PortalRegisterBodySchema,
  PortalSettingsDataSchema,
  RotatedWebhookSecretDataSchema,
  RotateWebhookSecretBodySchema,
  SessionIdParamsSchema,
  SignedInDataSchema,
  SignInBodySchema,
} from './portal.schemas.js';

const tags = ['portal'];
const OverviewDataSchema = Type.Unknown({ description: 'Dashboard figures: per-day counts by status, totals, pass rate, recent sessions, webhook health' });

export interface PortalRouteDeps extends PortalDeps {
  blobStore: BlobStore;
}

/** Pages never leave a copy in a cache, never run inline script and never load inside a frame. */
function securityHeaders(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('cache-control', 'no-store');
}

function contentSecurityPolicy(deps: PortalDeps): string {
  const embedOrigin = new URL(deps.config.embedBaseUrl).origin;
  const blobOrigin = new URL(deps.config.publicBaseUrl).origin;
  const images = deps.config.storage.driver === 's3' ? `https: ${blobOrigin}` : blobOrigin;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${images}`,
    "connect-src 'self'",
    `frame-src ${embedOrigin}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The partner portal under /embed/partner: server-rendered pages driven by one static script, and
 * the JSON routes that script calls (/embed/partner/api/*), authenticated by the portal session
 * cookie and calling the embed service's use cases.
 */
export function registerPortalRoutes(parent: FastifyInstance, deps: PortalRouteDeps): void {
  const { db, config, masterKey, blobStore } = deps;
  const csp = contentSecurityPolicy(deps);
  const signedIn = new WeakMap<FastifyRequest, { partner: PartnerRow; csrfToken: string }>();

  const requireSession: preHandlerAsyncHookHandler = async (request) => {
    const found = await resolvePortalPartner(deps, request);
    if (!found) throw new AppError('unauthenticated', signInRequiredMessage);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      assertSameOrigin(request, config);
      assertCsrfToken(request, found.csrfToken);
    }
    signedIn.set(request, found);
  };
  const sameOrigin: preHandlerAsyncHookHandler = async (request) => assertSameOrigin(request, config);
  const partnerOf = (request: FastifyRequest): PartnerRow => {
    const found = signedIn.get(request);
    if (!found) throw new AppError('internal', 'Route is missing its portal authentication');
    return found.partner;
  };
  const webhookHandlers = partnerWebhookHandlers({ db, masterKey, partnerOf });
  const settingsOf = (partner: PartnerRow) => ({ ...getPartnerSettings({ partner }), webhookSecretOverlapEnd: webhookSecretOverlapEnd({ partner }) });

  void parent.register(
    async (scope) => {
      scope.removeContentTypeParser('text/plain');
      const app = scope.withTypeProvider<TypeBoxTypeProvider>();

      // Pages.
      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const found = await resolvePortalPartner(deps, request);
        return reply.header('cache-control', 'no-store').redirect(`${portalPath}/${found ? 'dashboard' : 'sign-in'}`, 302);
      });
      for (const page of pageNames) {
        const paths = page === 'session' ? ['/sessions/:id'] : page === 'delivery' ? ['/webhooks/:id'] : [`/${page}`];
        for (const path of paths) {
          app.get(path, { schema: { hide: true } }, async (request, reply) => {
            const found = await resolvePortalPartner(deps, request);
            if (page === 'sign-in' && found) return reply.header('cache-control', 'no-store').redirect(`${portalPath}/dashboard`, 302);
            if (page !== 'sign-in' && !found) return reply.header('cache-control', 'no-store').redirect(`${portalPath}/sign-in`, 302);
            const html = renderPage({ page: page as PageName, partnerName: found?.partner.name ?? null, csrfToken: found?.csrfToken ?? null });
            return securityHeaders(reply, csp).type('text/html; charset=utf-8').send(html);
          });
        }
      }
      const assets = portalAssets();
      app.get<{ Params: { '*': string } }>('/assets/*', { schema: { hide: true } }, async (request, reply) => {
        const asset = assets.get(request.params['*']);
        if (!asset) throw new AppError('not_found', 'No such portal file');
        return reply.header('content-type', asset.contentType).header('cache-control', 'no-cache').header('etag', asset.etag).header('x-content-type-options', 'nosniff').send(asset.body);
      });

      // JSON routes for the portal script.
      app.post(
        '/api/register',
        {
          schema: {
            tags,
            summary: 'Register a partner and sign it in; the API key and webhook secret are returned only here',
            body: PortalRegisterBodySchema,
            response: { 201: envelopeSchema(RegisterPartnerDataSchema), ...standardErrorResponses('forbidden', 'malformed_json') },
          },
          preHandler: sameOrigin,
        },
        async (request, reply) => {
          const data = await registerAndSignIn(deps, request, reply, request.body);
          return reply.code(201).header('cache-control', 'no-store').send(ok(request, data, 'Partner registered', { httpStatus: 201 }));
        },
      );
      app.post(
        '/api/sign-in',
        {
          schema: {
            tags,
            summary: 'Exchange the partner API key for a portal session cookie',
            body: SignInBodySchema,
            response: { 200: envelopeSchema(SignedInDataSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'rate_limited') },
          },
          preHandler: sameOrigin,
        },
        async (request, reply) => reply.header('cache-control', 'no-store').send(ok(request, await signIn(deps, request, reply, request.body.apiKey), 'Signed in')),
      );
      app.post(
        '/api/sign-out',
        { schema: { tags, summary: 'End the portal session server-side', response: { 200: envelopeSchema(Type.Object({})), ...standardErrorResponses('unauthenticated', 'forbidden') } }, preHandler: requireSession },
        async (request, reply) => {
          await signOut(deps, request, reply);
          return ok(request, {}, 'Signed out');
        },
      );
      app.get(
        '/api/overview',
        { schema: { tags, summary: 'Dashboard figures', response: { 200: envelopeSchema(OverviewDataSchema), ...standardErrorResponses('unauthenticated') } }, preHandler: requireSession },
        async (request) => ok(request, await getPartnerOverview({ db, partner: partnerOf(request) }), 'Overview retrieved'),
      );
      app.get(
        '/api/settings',
        { schema: { tags, summary: 'Partner settings', response: { 200: envelopeSchema(PortalSettingsDataSchema), ...standardErrorResponses('unauthenticated') } }, preHandler: requireSession },
        async (request) => ok(request, settingsOf(partnerOf(request)), 'Partner settings retrieved'),
      );
      app.put(
        '/api/settings',
        {
          schema: {
            tags,
            summary: 'Update name, webhook URL, allowed origins; send providerSecretKey to rotate it',
            body: UpdatePartnerSettingsBodySchema,
            response: { 200: envelopeSchema(PortalSettingsDataSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'malformed_json') },
          },
          preHandler: requireSession,
        },
        async (request) => {
          const updated = await updatePartnerSettings({ db, config, masterKey, partner: partnerOf(request), body: request.body });
          return ok(request, { ...updated, webhookSecretOverlapEnd: webhookSecretOverlapEnd({ partner: partnerOf(request) }) }, 'Partner settings updated');
        },
      );
      app.post(
        '/api/webhook-secret/rotate',
        {
          schema: {
            tags,
            summary: 'New webhook secret (shown once); the old one keeps signing for overlapSeconds',
            body: RotateWebhookSecretBodySchema,
            response: { 200: envelopeSchema(RotatedWebhookSecretDataSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'malformed_json') },
          },
          preHandler: requireSession,
        },
        async (request, reply) =>
          reply
            .header('cache-control', 'no-store')
            .send(ok(request, await rotateWebhookSecret({ db, masterKey, partner: partnerOf(request), overlapSeconds: request.body.overlapSeconds }), 'Webhook secret rotated')),
      );
      // Partner API keys: the same use cases as /api/v1/embed/partner/keys (the portal session is not a key, so none is "current").
      app.get(
        '/api/keys',
        { schema: { tags, summary: 'Partner API keys (never the keys themselves)', response: { 200: envelopeSchema(PartnerKeyListDataSchema), ...standardErrorResponses('unauthenticated') } }, preHandler: requireSession },
        async (request) => ok(request, await listPartnerKeys({ db, partnerId: partnerOf(request).id, currentKeyId: null }), 'Partner API keys retrieved'),
      );
      app.post(
        '/api/keys',
        {
          schema: {
            tags,
            summary: 'Issue a partner API key (shown once); replaceKeyId + overlapSeconds retire an old one',
            body: IssuePartnerKeyBodySchema,
            response: { 201: envelopeSchema(IssuedPartnerKeyDataSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'not_found', 'malformed_json') },
          },
          preHandler: requireSession,
        },
        async (request, reply) =>
          reply
            .code(201)
            .header('cache-control', 'no-store')
            .send(ok(request, await issuePartnerKey({ db, partnerId: partnerOf(request).id, body: request.body }), 'Partner API key issued', { httpStatus: 201 })),
      );
      app.delete(
        '/api/keys/:keyId',
        {
          schema: {
            tags,
            summary: 'Revoke a partner API key at once (not the last working one)',
            params: PartnerKeyParamsSchema,
            response: { 200: envelopeSchema(RevokedPartnerKeyDataSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'not_found', 'conflict') },
          },
          preHandler: requireSession,
        },
        async (request) => ok(request, await revokePartnerKey({ db, partnerId: partnerOf(request).id, keyId: request.params.keyId }), 'Partner API key revoked'),
      );

      for (const flow of [
        { path: 'liveness', flow: 'liveness' },
        { path: 'identity-comparison', flow: 'identity_comparison' },
      ] as const) {
        app.post(
          `/api/test-sessions/${flow.path}`,
          {
            schema: {
              tags,
              summary: `Create a ${flow.path} test session to preview`,
              body: CreateIdentitySessionBodySchema,
              response: { 201: envelopeSchema(SessionCreatedDataSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'malformed_json') },
            },
            preHandler: requireSession,
          },
          async (request, reply) => {
            if (flow.flow === 'liveness' && request.body.allowedIdTypes !== undefined) {
              throw new AppError('validation_error', 'The request has invalid fields', { details: [{ path: 'allowedIdTypes', message: 'applies to identity comparison only' }] });
            }
            const data = await createSession({ db, config, partner: partnerOf(request), flow: flow.flow, body: request.body });
            return reply.code(201).send(ok(request, data, 'Session created', { httpStatus: 201 }));
          },
        );
      }
      app.get(
        '/api/sessions',
        { schema: { tags, summary: 'Sessions, newest first, with filters', querystring: ListSessionsQuerySchema, response: { 200: envelopeSchema(SessionListDataSchema), ...standardErrorResponses('unauthenticated') } }, preHandler: requireSession },
        async (request) => ok(request, await listSessions({ db, partner: partnerOf(request), query: request.query }), 'Sessions retrieved'),
      );
      app.get(
        '/api/sessions/:sessionId',
        {
          schema: {
            tags,
            summary: 'One session: result fields, provider response, capture image link',
            params: SessionIdParamsSchema,
            response: { 200: envelopeSchema(Type.Intersect([SessionDataSchema, Type.Object({ flow: Type.Enum(['liveness', 'identity_comparison']) })])), ...standardErrorResponses('unauthenticated', 'not_found') },
          },
          preHandler: requireSession,
        },
        async (request) => ok(request, await getPartnerSession({ db, blobStore, partner: partnerOf(request), sessionId: request.params.sessionId }), 'Session retrieved'),
      );
      app.get(
        '/api/webhooks/deliveries',
        { schema: { tags, summary: 'Webhook deliveries, newest first', querystring: ListDeliveriesQuerySchema, response: { 200: envelopeSchema(DeliveryListDataSchema), ...standardErrorResponses('unauthenticated') } }, preHandler: requireSession },
        webhookHandlers.listDeliveries,
      );
      app.get(
        '/api/webhooks/deliveries/:deliveryId',
        { schema: { tags, summary: 'One delivery with its body and every attempt', params: DeliveryParamsSchema, response: { 200: envelopeSchema(DeliveryDetailDataSchema), ...standardErrorResponses('unauthenticated', 'not_found') } }, preHandler: requireSession },
        webhookHandlers.getDelivery,
      );
      app.post(
        '/api/webhooks/deliveries/:deliveryId/redeliver',
        {
          schema: { tags, summary: 'Send the same event again to the current URL and secret', params: DeliveryParamsSchema, response: { 202: envelopeSchema(DeliveryQueuedDataSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'not_found') } },
          preHandler: requireSession,
        },
        webhookHandlers.redeliver,
      );
      app.post(
        '/api/webhooks/test',
        { schema: { tags, summary: 'Send a signed webhook.test event', response: { 202: envelopeSchema(DeliveryQueuedDataSchema), ...standardErrorResponses('unauthenticated', 'forbidden') } }, preHandler: requireSession },
        webhookHandlers.sendTest,
      );
    },
    { prefix: portalPath },
  );
}
