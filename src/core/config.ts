import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * The only reader of process.env. Everything is parsed and checked once at boot; a bad value stops
 * the boot with a message naming the variable.
 */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the embedded PGlite database inside dataDir. */
  databaseUrl: string | null;
  publicBaseUrl: string;
  embedBaseUrl: string;
  portalUrl: string;
  /** The partner portal: session lifetime and the sign-in brute-force limit. */
  portal: {
    sessionTtlSeconds: number;
    /** Failed sign-ins allowed per client address per window before 429. */
    signInLimit: number;
    signInWindowSeconds: number;
  };
  /** The web console (/console): its public URL, session lifetime, sign-in limits and one-time link lifetime. */
  console: {
    url: string;
    sessionTtlSeconds: number;
    /** Failed sign-ins allowed per client address, and separately per account, per window before 429. */
    signInLimit: number;
    signInWindowSeconds: number;
    linkTtlSeconds: number;
  };
  /** Unset means: read DATA_DIR/admin-token, generating it on the first start. */
  adminToken: string | null;
  /** Base64 32-byte key; unset means: read DATA_DIR/master-key, generating it on the first start. */
  masterKey: Buffer | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  bodyLimitBytes: number;
  creditRegistryApiKeyHeader: string;
  /** Where credit reports are processed: the built-in sandbox bureau (default) or a real bureau over HTTP. */
  creditBureau:
    | { driver: 'sandbox'; /** Simulated bureau processing time per submission. */ processingDelayMs: number }
    | { driver: 'http'; url: string; apiKey: string; timeoutMs: number };
  jobs: { pollIntervalMs: number; concurrency: number; leaseMs: number };
  storage:
    | { driver: 'local' }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint: string | null;
        forcePathStyle: boolean;
        accessKeyId: string | null;
        secretAccessKey: string | null;
      };
  shutdownTimeoutMs: number;
  /** The embedded capture service: session lifetime, capture limits and the verification provider. */
  embed: {
    sessionTtlSeconds: number;
    provider: { driver: 'sandbox' } | { driver: 'http'; url: string };
    providerTimeoutMs: number;
    maxImageBytes: number;
    maxImagePixels: number;
    /** Rejected captures (unreadable image, no face) a session tolerates before it fails. */
    maxRejectedCaptures: number;
    /** Liveness passes at or above this confidence (0-100). */
    livenessThreshold: number;
    /** `active`: each session draws a head-movement challenge verified from several frames; `passive`: one selfie. */
    livenessMode: 'active' | 'passive';
  };
  webhooks: {
    timeoutMs: number;
    /** False refuses loopback, private, link-local, CGNAT, unique-local and metadata targets. */
    allowPrivateTargets: boolean;
    /** PEM file of extra CA certificates trusted for deliveries (private CAs, tests). */
    caFile: string | null;
  };
  documentTrust: DocumentTrustConfig;
  /** The built-in face engine (src/platform/faces): see docs/face-evaluation.md. */
  faces: {
    /** Which measured false-accept rate a face comparison's isMatch is held to. */
    matchOperatingPoint: '_1e3' | '_1e4' | '_1e5';
    /** Let the advisory antispoof/liveness model scores fail a liveness check. */
    livenessModelScoresDecide: boolean;
    /** Worker threads running the face models (each loads them once; RSS ~250 MB for one, ~150-180 MB more per further one); calls beyond them queue. */
    concurrency: number;
    /** The recognition model: `arcface` (faceplugin fr_feature, 512-d) or `face-api` (128-d); docs/face-evaluation.md. */
    matcher: 'arcface' | 'face-api';
  };
  /** Backpressure for the routes that run face models or OCR (capture submits, document trust). */
  heavyWork: {
    /** Heavy requests in progress at once per process (running or queued); the next one is answered 503. */
    maxInFlight: number;
    /** Retry-After (seconds) on that 503. */
    retryAfterSeconds: number;
    /**
     * Latency budgets (ms): a heavy request that the work already admitted to its worker pool means
     * could not be answered within its route's budget is refused with 503 at once; 0 = the cap only.
     */
    budgetMs: {
      /** Capture submits (liveness, identity comparison): the face pool. */
      captureSubmit: number;
      /** Document trust: the OCR pool. */
      documentTrust: number;
    };
    /**
     * Nice increment of the threads running face models and OCR, set in each thread at its start
     * (Linux nice is per thread; threads they create inherit it): when the cores are contended the
     * event loop (HTTP, the embedded database) runs first. 0 = the same priority as the server.
     */
    workerNice: number;
    /**
     * Nice increment of the document-reading threads (PP-OCR pool, tesseract.js workers), which
     * share the cores with the face pool: a higher value lets a liveness submit (1 s budget) run
     * before a document page (3 s). Default HEAVY_WORK_NICE (bench/README.md: +5 was not yet shown
     * better for both targets).
     */
    documentOcrNice: number;
  };
}

export interface DocumentTrustConfig {
  /** Largest accepted image file; 413 while streaming above it. */
  maxUploadBytes: number;
  /** Largest width x height, judged from the image header before any decoding (decompression bombs). */
  maxPixels: number;
  /** Page reader worker threads (the MRZ has one legacy-engine tesseract worker of its own). */
  ocrWorkers: number;
  /** What reads the page: PP-OCRv4 (default, measured better: docs/document-trust.md) or tesseract.js. */
  ocrEngine: 'ppocr' | 'tesseract';
  /** PP-OCR: split one page's recognition lines over every page worker. */
  ocrSplitPages: boolean;
  /** Start the OCR workers at boot rather than on the first request. */
  ocrWarmAtStart: boolean;
  /** Evidence is kept this many years after processing, then deleted by the retention job. */
  evidenceRetentionYears: number;
  /** Where authority records are looked up: the built-in sandbox registry or an HTTP authority gateway. */
  authority: { driver: 'sandbox' } | { driver: 'http'; url: string; apiKey: string | null; timeoutMs: number };
}

/**
 * DOCUMENT_OCR_NICE's default: five steps below the face threads, so a liveness submit (1 s budget)
 * takes the cores before a document page (3 s budget); HEAVY_WORK_NICE=0 turns both off
 * (bench/README.md "Submit profile", docs/decisions.md).
 */
const documentOcrNiceDefault = (faceNice: number): number => (faceNice === 0 ? 0 : Math.min(19, faceNice + 5));
/** HEAVY_WORK_NICE's default: heavy threads yield the cores to the event loop (bench/README.md "Mixed load"). */
export const heavyWorkerNiceDefault = 10;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function baseUrl(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${url.protocol}"`);
  }
  return raw.replace(/\/+$/, '');
}

function databaseUrl(env: Env): string | null {
  const raw = read(env, 'DATABASE_URL');
  if (raw === undefined) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// or postgresql:// URL');
  }
  return raw;
}

function masterKey(env: Env): Buffer | null {
  const raw = read(env, 'MASTER_KEY');
  if (raw === undefined) return null;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError('MASTER_KEY', 'must be 32 bytes encoded as base64');
  return key;
}

function adminToken(env: Env): string | null {
  const raw = read(env, 'ADMIN_TOKEN');
  if (raw === undefined) return null;
  if (raw.length < 24) throw new ConfigError('ADMIN_TOKEN', 'must be at least 24 characters long');
  return raw;
}

function headerName(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  if (!/^[A-Za-z0-9-]+$/.test(raw)) throw new ConfigError(name, `must be an HTTP header name, got "${raw}"`);
  return raw;
}

function storage(env: Env): Config['storage'] {
  const driver = oneOf(env, 'STORAGE_DRIVER', ['local', 's3'] as const, 'local');
  if (driver === 'local') return { driver };
  const bucket = read(env, 'S3_BUCKET');
  if (bucket === undefined) throw new ConfigError('S3_BUCKET', 'is required when STORAGE_DRIVER is s3');
  const endpoint = read(env, 'S3_ENDPOINT') ?? null;
  if (endpoint !== null) baseUrl(env, 'S3_ENDPOINT', endpoint);
  return {
    driver,
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== null),
    accessKeyId: read(env, 'S3_ACCESS_KEY_ID') ?? null,
    secretAccessKey: read(env, 'S3_SECRET_ACCESS_KEY') ?? null,
  };
}

function creditBureau(env: Env): Config['creditBureau'] {
  const driver = oneOf(env, 'CREDIT_BUREAU', ['sandbox', 'http'] as const, 'sandbox');
  if (driver === 'sandbox') return { driver, processingDelayMs: integer(env, 'CREDIT_BUREAU_SANDBOX_DELAY_MS', 200, 0, 60_000) };
  if (read(env, 'CREDIT_BUREAU_URL') === undefined) throw new ConfigError('CREDIT_BUREAU_URL', 'is required when CREDIT_BUREAU is http');
  const apiKey = read(env, 'CREDIT_BUREAU_API_KEY');
  if (apiKey === undefined) throw new ConfigError('CREDIT_BUREAU_API_KEY', 'is required when CREDIT_BUREAU is http');
  return {
    driver,
    url: baseUrl(env, 'CREDIT_BUREAU_URL', ''),
    apiKey,
    timeoutMs: integer(env, 'CREDIT_BUREAU_TIMEOUT_MS', 10_000, 100, 300_000),
  };
}

function embed(env: Env): Config['embed'] {
  const driver = oneOf(env, 'EMBED_PROVIDER', ['sandbox', 'http'] as const, 'sandbox');
  let provider: Config['embed']['provider'] = { driver: 'sandbox' };
  if (driver === 'http') {
    if (read(env, 'EMBED_PROVIDER_URL') === undefined) throw new ConfigError('EMBED_PROVIDER_URL', 'is required when EMBED_PROVIDER is http');
    provider = { driver, url: baseUrl(env, 'EMBED_PROVIDER_URL', '') };
  }
  return {
    sessionTtlSeconds: integer(env, 'SESSION_TTL', 20 * 60, 1, 7 * 24 * 3600),
    provider,
    providerTimeoutMs: integer(env, 'EMBED_PROVIDER_TIMEOUT_MS', 15_000, 100, 120_000),
    maxImageBytes: integer(env, 'EMBED_MAX_IMAGE_BYTES', 5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
    maxImagePixels: integer(env, 'EMBED_MAX_IMAGE_PIXELS', 25_000_000, 10_000, 268_402_689),
    maxRejectedCaptures: integer(env, 'EMBED_MAX_REJECTED_CAPTURES', 5, 1, 100),
    livenessThreshold: integer(env, 'EMBED_LIVENESS_THRESHOLD', 80, 0, 100),
    livenessMode: oneOf(env, 'EMBED_LIVENESS_MODE', ['active', 'passive'] as const, 'active'),
  };
}

function documentTrust(env: Env, nodeEnv: Config['nodeEnv']): DocumentTrustConfig {
  const driver = oneOf(env, 'DOCUMENT_AUTHORITY', ['sandbox', 'http'] as const, 'sandbox');
  let authority: DocumentTrustConfig['authority'] = { driver: 'sandbox' };
  if (driver === 'http') {
    if (read(env, 'DOCUMENT_AUTHORITY_URL') === undefined) throw new ConfigError('DOCUMENT_AUTHORITY_URL', 'is required when DOCUMENT_AUTHORITY is http');
    authority = {
      driver,
      url: baseUrl(env, 'DOCUMENT_AUTHORITY_URL', ''),
      apiKey: read(env, 'DOCUMENT_AUTHORITY_API_KEY') ?? null,
      timeoutMs: integer(env, 'DOCUMENT_AUTHORITY_TIMEOUT_MS', 5_000, 100, 120_000),
    };
  }
  return {
    maxUploadBytes: integer(env, 'DOCUMENT_MAX_UPLOAD_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    maxPixels: integer(env, 'DOCUMENT_MAX_PIXELS', 40_000_000, 10_000, 400_000_000),
    ocrWorkers: integer(env, 'DOCUMENT_OCR_WORKERS', Math.min(4, Math.max(1, availableParallelism())), 1, 32),
    ocrEngine: oneOf(env, 'DOCUMENT_OCR_ENGINE', ['ppocr', 'tesseract'] as const, 'ppocr'),
    // Off by default: a lone page reads ~0.8x faster split over the workers, but beside liveness
    // traffic the split page takes both cores from the face worker (bench/README.md "Mixed load").
    ocrSplitPages: boolean(env, 'DOCUMENT_OCR_SPLIT_PAGES', false),
    // Tests build many apps and most never read a document: their workers start on first use.
    ocrWarmAtStart: boolean(env, 'DOCUMENT_OCR_WARM', nodeEnv !== 'test'),
    evidenceRetentionYears: integer(env, 'DOCUMENT_EVIDENCE_RETENTION_YEARS', 7, 1, 100),
    authority,
  };
}

export function parseConfig(env: Env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const publicBaseUrl = baseUrl(env, 'PUBLIC_BASE_URL', `http://localhost:${port === 0 ? 8080 : port}`);
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  return {
    nodeEnv,
    port,
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: databaseUrl(env),
    publicBaseUrl,
    embedBaseUrl: baseUrl(env, 'EMBED_BASE_URL', publicBaseUrl),
    portalUrl: baseUrl(env, 'PORTAL_URL', publicBaseUrl),
    portal: {
      sessionTtlSeconds: integer(env, 'PORTAL_SESSION_TTL', 8 * 3600, 60, 30 * 24 * 3600),
      signInLimit: integer(env, 'PORTAL_SIGN_IN_LIMIT', 10, 1, 10_000),
      signInWindowSeconds: integer(env, 'PORTAL_SIGN_IN_WINDOW', 15 * 60, 1, 24 * 3600),
    },
    console: {
      url: baseUrl(env, 'CONSOLE_URL', publicBaseUrl),
      sessionTtlSeconds: integer(env, 'CONSOLE_SESSION_TTL', 8 * 3600, 60, 30 * 24 * 3600),
      signInLimit: integer(env, 'CONSOLE_SIGN_IN_LIMIT', 10, 1, 10_000),
      signInWindowSeconds: integer(env, 'CONSOLE_SIGN_IN_WINDOW', 15 * 60, 1, 24 * 3600),
      linkTtlSeconds: integer(env, 'CONSOLE_LINK_TTL', 72 * 3600, 60, 30 * 24 * 3600),
    },
    adminToken: adminToken(env),
    masterKey: masterKey(env),
    logLevel: oneOf(env, 'LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    creditRegistryApiKeyHeader: headerName(env, 'CREDIT_REGISTRY_API_KEY_HEADER', 'X-Api-Key'),
    creditBureau: creditBureau(env),
    jobs: {
      pollIntervalMs: integer(env, 'JOB_POLL_INTERVAL_MS', 250, 10, 60_000),
      concurrency: integer(env, 'JOB_CONCURRENCY', 4, 1, 64),
      leaseMs: integer(env, 'JOB_LEASE_MS', 60_000, 1_000, 3_600_000),
    },
    storage: storage(env),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 15_000, 100, 600_000),
    embed: embed(env),
    webhooks: {
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 15_000, 100, 120_000),
      allowPrivateTargets: boolean(env, 'WEBHOOK_ALLOW_PRIVATE_TARGETS', read(env, 'NODE_ENV') !== 'production'),
      caFile: read(env, 'WEBHOOK_CA_FILE') ?? null,
    },
    documentTrust: documentTrust(env, nodeEnv),
    faces: {
      matchOperatingPoint: oneOf(env, 'FACE_MATCH_OPERATING_POINT', ['_1e3', '_1e4', '_1e5'] as const, '_1e3'),
      livenessModelScoresDecide: boolean(env, 'LIVENESS_MODEL_SCORES_DECIDE', false),
      // One core stays free for the event loop (HTTP, the embedded database) and the OCR workers.
      concurrency: integer(env, 'FACE_CONCURRENCY', Math.min(4, Math.max(1, availableParallelism() - 1)), 1, 16),
      matcher: oneOf(env, 'FACE_MATCHER', ['arcface', 'face-api'] as const, 'arcface'),
    },
    heavyWork: {
      maxInFlight: integer(env, 'HEAVY_MAX_IN_FLIGHT', 8, 1, 1_000),
      retryAfterSeconds: integer(env, 'HEAVY_RETRY_AFTER_SECONDS', 2, 1, 3_600),
      // Issue 22's targets: liveness submit p95 <= 1 s, document trust p95 <= 3 s.
      budgetMs: {
        captureSubmit: integer(env, 'HEAVY_BUDGET_CAPTURE_SUBMIT_MS', 1_000, 0, 600_000),
        documentTrust: integer(env, 'HEAVY_BUDGET_DOCUMENT_TRUST_MS', 3_000, 0, 600_000),
      },
      workerNice: integer(env, 'HEAVY_WORK_NICE', heavyWorkerNiceDefault, 0, 19),
      documentOcrNice: integer(env, 'DOCUMENT_OCR_NICE', documentOcrNiceDefault(integer(env, 'HEAVY_WORK_NICE', heavyWorkerNiceDefault, 0, 19)), 0, 19),
    },
  };
}

/** Reads the process environment. Call once, at boot. */
export function loadConfig(): Config {
  return parseConfig(process.env);
}
