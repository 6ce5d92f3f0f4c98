import { pino, type Logger, type DestinationStream } from 'pino';
import type { Config } from './config.js';

/**
 * Paths that may carry keys, secrets, ID numbers or image data anywhere in a log line. Request
 * bodies are never logged whole; these catch what a handler might attach by accident.
 */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["x-service-api-key"]',
  'req.headers["x-embed-partner-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.apiKey',
  '*.secret',
  '*.webhookSecret',
  '*.providerSecretKey',
  '*.password',
  '*.token',
  '*.adminToken',
  '*.bvn',
  '*.nin',
  '*.idNumber',
  '*.documentNumber',
  '*.phone',
  '*.email',
  '*.image',
  '*.base64Image',
  '*.captureImageBase64',
  '*.documentImage',
];

export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      base: { service: 'verity' },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: {
        req: (req: { id: string; method: string; url: string; headers: Record<string, unknown> }) => ({
          id: req.id,
          method: req.method,
          // Tokens in paths (session tokens, signed file URLs) are credentials: keep only the route shape.
          url: redactUrl(req.url),
          headers: req.headers,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
    destination,
  );
}

/** Query strings may carry signatures; long opaque path segments are tokens. */
export function redactUrl(url: string): string {
  const [pathname] = url.split('?');
  return (pathname ?? '').replace(/\/[A-Za-z0-9_-]{20,}(?=\/|$)/g, '/[redacted]');
}

export type { Logger };
