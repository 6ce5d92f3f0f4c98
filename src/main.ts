import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './core/config.js';
import { openDatabase, type Database } from './core/db/index.js';
import { createLogger, type Logger } from './core/logger.js';
import { resolveBootSecrets } from './core/secrets.js';
import { createFacePool, FaceModelLoadError, type FacePool } from './platform/faces/index.js';
import { createJobRunner, type JobRunner } from './platform/jobs/index.js';
import { createBlobStore } from './platform/storage/index.js';
import { jobDefinitions } from './services/index.js';

export type Role = 'all' | 'api' | 'worker';

export interface RunningVerity {
  app: FastifyInstance | null;
  runner: JobRunner | null;
  database: Database;
  /** Stops accepting, finishes in-flight requests and jobs, closes the database. */
  stop(): Promise<void>;
}

export async function startVerity(options: { config: Config; role: Role; logger: Logger; print?: (line: string) => void }): Promise<RunningVerity> {
  const { config, role, logger } = options;
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const secrets = await resolveBootSecrets(config);
  // Loads and warms (~2-6 s) in the face worker threads while the database opens. Job workers run
  // no face job, so they skip it.
  const { concurrency: faceWorkers, ...faceSettings } = config.faces;
  const loadingFaces = role === 'worker' ? null : createFacePool({ ...faceSettings, workers: faceWorkers, logLevel: config.logLevel, niceIncrement: config.heavyWork.workerNice });
  loadingFaces?.catch(() => undefined);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/pglite`,
    onIdleConnectionError: (err) => logger.warn({ err }, 'the database closed an idle connection; the pool will open a new one'),
  });
  let faceEngine: FacePool | null;
  try {
    await database.migrate();
    // A model that did not load stops the boot here (FaceModelLoadError), never on the first customer.
    faceEngine = await loadingFaces;
  } catch (error) {
    await database.close();
    await loadingFaces?.then((pool) => pool.close()).catch(() => undefined);
    throw error;
  }

  const runner =
    role === 'api'
      ? null
      : createJobRunner({ database, logger, definitions: jobDefinitions, ...config.jobs, config, masterKey: secrets.masterKey });

  let app: FastifyInstance | null = null;
  if (role !== 'worker') {
    const engine = faceEngine!;
    app = await buildApp({
      config,
      database,
      logger,
      adminToken: secrets.adminToken,
      masterKey: secrets.masterKey,
      blobStore: createBlobStore({ config, masterKey: secrets.masterKey }),
      faceEngine: async () => engine,
    });
    await app.listen({ port: config.port, host: config.host });
  }
  runner?.start();

  const address = app?.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = config.publicBaseUrl;
  // One write, so the banner arrives whole (tests and log shippers read it as one chunk).
  const banner: string[] = [];
  banner.push(`verity ${role === 'all' ? 'started' : `started (role ${role})`} on ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`);
  if (app) {
    banner.push(`  API      ${base}/api/v1  (listening on ${config.host}:${port})`);
    banner.push(`  Docs     ${base}/docs`);
    banner.push(`  Portal   ${config.portalUrl}/embed/partner`);
    banner.push(`  Health   ${base}/readyz   Metrics ${base}/metrics`);
  }
  if (secrets.generatedAdminToken) {
    banner.push(`  Admin token (shown once, also saved in ${config.dataDir}/admin-token):`);
    banner.push(`    ${secrets.adminToken}`);
  }
  print(banner.join('\n'));

  let stopping: Promise<void> | null = null;
  return {
    app,
    runner,
    database,
    stop() {
      stopping ??= (async () => {
        await app?.close();
        await runner?.stop(config.shutdownTimeoutMs);
        await faceEngine?.close();
        await database.close();
      })();
      return stopping;
    },
  };
}

function parseRole(argv: string[]): Role {
  const index = argv.indexOf('--role');
  if (index === -1) return 'all';
  const value = argv[index + 1];
  if (value === 'api' || value === 'worker' || value === 'all') return value;
  throw new ConfigError('--role', `must be api, worker or all, got "${value ?? ''}"`);
}

/** `verity start [--role api|worker]`: boots, and shuts down gracefully on SIGINT/SIGTERM. */
export async function runStart(argv: string[]): Promise<void> {
  let config: Config;
  let role: Role;
  try {
    config = loadConfig();
    role = parseRole(argv);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  // Handlers go in before booting, so a signal during start-up still shuts down cleanly.
  const starting = startVerity({ config, role, logger });
  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) process.exit(130);
    logger.info({ signal }, 'shutting down');
    starting
      .then((running) => running.stop())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  try {
    await starting;
  } catch (error) {
    if (!(error instanceof FaceModelLoadError)) throw error;
    logger.fatal({ err: error }, 'face models did not load');
    process.stderr.write(`verity cannot start: the face models did not load: ${error.message}\n`);
    process.exit(1);
  }
}
