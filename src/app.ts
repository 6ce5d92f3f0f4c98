import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Registry } from 'prom-client';
import type { Config } from './core/config.js';
import type { Database } from './core/db/index.js';
import { newId } from './core/ids.js';
import type { Logger } from './core/logger.js';
import { AppError } from './core/errors.js';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling, installTextRule, maxParamLength, sendError, validatorCompiler } from './core/http/index.js';
import { registerAdminRoutes, requireAdmin } from './platform/admin/index.js';
import { billingRegistry } from './platform/billing/index.js';
import type { FaceEngine } from './platform/faces/index.js';
import { createHeavyWorkGate, heavyWorkRegistry } from './platform/heavy-work/index.js';
import { registerHealthRoutes } from './platform/health/index.js';
import { registerInstitutionWebhookRoutes } from './platform/institution-webhooks/index.js';
import { registerQueueDepthMetric } from './platform/jobs/index.js';
import { blobDownloadSigningKey, registerBlobRoutes, type BlobStore } from './platform/storage/index.js';
import { registerHttpMetrics } from './platform/metrics/index.js';
import { registerSandboxIdentityRoutes } from './platform/sandbox-identities/index.js';
import { registerCreditRegistryRoutes } from './services/credit-registry/index.js';
import { registerEmbedRoutes } from './services/embed/index.js';
import { installDocumentTrust, type OcrPool } from './services/document-trust/index.js';
import { registerConsoleAdminRoutes } from './platform/console/index.js';
import { registerCapturePages } from '../web/capture/server/index.js';
import { registerConsoleRoutes } from '../web/console/server/index.js';
import { registerPortalRoutes } from '../web/portal/server/index.js';

/** Everything a running verity needs, built once at boot (or per test). */
export interface AppContext {
  config: Config;
  database: Database;
  logger: Logger;
  adminToken: string;
  masterKey: Buffer;
  blobStore: BlobStore;
  /**
   * The process's face engine (sandbox provider and capture inspector), resolved on first use.
   * main.ts creates and warms it at boot; tests share one per process.
   */
  faceEngine: () => Promise<FaceEngine>;
  /** A shared OCR pool (tests, benchmarks); without one the app makes and closes its own. */
  ocr?: OcrPool;
}

export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config, database } = context;
  const app = Fastify({
    loggerInstance: context.logger as FastifyBaseLogger,
    genReqId: () => newId('request'),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.nodeEnv === 'production',
    // The 503 while closing is answered by the onRequest hook below, in the envelope.
    return503OnClosing: false,
    routerOptions: { maxParamLength },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { allErrors: true } },
    // Start-up hooks seed sandbox records and warm the OCR models; on a busy host that outlasts
    // Fastify's 10 s default and the boot would fail for no fault of its own.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.decorateRequest('institutionCaller', null);
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    done();
  });
  // Fastify answers requests that arrive after close() with `Connection: close`, but a response
  // that was in flight when close() began leaves its keep-alive socket open, and the server then
  // waits out the client's idle socket (Fastify's keepAliveTimeout, 72 s) before close finishes.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    void reply.header('connection', 'close');
    void sendError(request, reply, new AppError('unavailable', 'The server is shutting down; send the request again'));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  installErrorHandling(app);
  installTextRule(app);

  const registry = new Registry();
  registerHttpMetrics({ app, registry });
  registerQueueDepthMetric({ registry, db: database.db });
  const metricsRegistry = Registry.merge([registry, billingRegistry, heavyWorkRegistry]);
  // One gate for every heavy route of this app: face models and OCR share the machine's cores.
  const heavyWork = createHeavyWorkGate(config.heavyWork);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'verity API',
        version: '1.0.0',
        description:
          'Identity verification and credit reporting. Every /api and /creditregistry response is the envelope ' +
          '{status, message, code, apiVersion, transactionRef, data, error}.',
      },
      servers: [{ url: config.publicBaseUrl }],
      components: {
        securitySchemes: {
          adminToken: { type: 'http', scheme: 'bearer', description: 'Operator token (ADMIN_TOKEN)' },
          creditRegistryKey: { type: 'apiKey', in: 'header', name: config.creditRegistryApiKeyHeader },
          serviceApiKey: { type: 'apiKey', in: 'header', name: 'X-Service-Api-Key' },
          embedPartnerKey: { type: 'apiKey', in: 'header', name: 'X-Embed-Partner-Key' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { validatorUrl: null, deepLinking: true }, staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerHealthRoutes(app, { database, registry: metricsRegistry });
  registerAdminRoutes(app, { db: database.db, adminToken: context.adminToken });
  registerBlobRoutes(app, { store: context.blobStore, signingKey: blobDownloadSigningKey(context.masterKey) });
  registerCreditRegistryRoutes(app, { db: database.db, config });
  registerEmbedRoutes(app, { db: database.db, config, masterKey: context.masterKey, blobStore: context.blobStore, faceEngine: context.faceEngine, heavyWork });
  registerSandboxIdentityRoutes(app, { db: database.db, requireAdmin: requireAdmin(context.adminToken) });
  registerPortalRoutes(app, { db: database.db, config, masterKey: context.masterKey, blobStore: context.blobStore });
  installDocumentTrust(app, { db: database.db, config, blobStore: context.blobStore, adminToken: context.adminToken, masterKey: context.masterKey, ocr: context.ocr, heavyWork });
  registerInstitutionWebhookRoutes(app, { db: database.db, config, masterKey: context.masterKey, adminToken: context.adminToken });
  await registerCapturePages(app, { db: database.db, config });
  registerConsoleAdminRoutes(app, { db: database.db, config, requireAdmin: requireAdmin(context.adminToken) });
  registerConsoleRoutes(app, { db: database.db, database, config, masterKey: context.masterKey, blobStore: context.blobStore });

  return app;
}
