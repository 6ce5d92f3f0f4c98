import type { FastifyInstance } from 'fastify';
// Type-only: brings in the swagger fields (summary, tags) on route schemas; the app registers the plugin.
import type {} from '@fastify/swagger';
import { AppError } from '../../core/errors.js';
import { isValidBlobKey, type BlobStore } from './blob-store.js';
import { nowInSeconds, verifyBlobDownload } from './download-url.js';

const querystringSchema = {
  type: 'object',
  properties: {
    expires: { type: 'integer', minimum: 0, description: 'Unix time (seconds) after which the link stops working' },
    signature: { type: 'string', pattern: '^[0-9a-f]{64}$', maxLength: 64, description: 'Lowercase hex HMAC-SHA256 over the key and expiry' },
  },
  required: ['expires', 'signature'],
} as const;

/** Blob keys are platform-made (service/yyyy/mm/id.ext); 512 is far above any of them. */
const paramsSchema = {
  type: 'object',
  properties: { '*': { type: 'string', maxLength: 512, description: 'Blob key, as in the signed link' } },
} as const;

interface DownloadQuery {
  expires: number;
  signature: string;
}

/**
 * Served to browsers on the API's own origin, so a stored file must never run as a page there:
 * nosniff stops type guessing and the sandboxing CSP neuters any HTML or SVG that slipped in.
 */
const fileSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  // The link itself is the credential; keep it out of Referer headers.
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * `GET /files/<key>?expires=&signature=`: the target of the local store's download URLs. The link
 * is the only credential, so the route takes no other auth. Every kind of bad link (missing,
 * malformed, tampered, expired) is a 403, so a client cannot tell a wrong guess apart from a wrong format.
 */
export function registerBlobRoutes(app: FastifyInstance, options: { store: BlobStore; signingKey: Buffer }): void {
  const { store, signingKey } = options;

  app.get<{ Params: { '*': string }; Querystring: DownloadQuery }>(
    '/files/*',
    {
      schema: {
        summary: 'Download a stored file through a signed, expiring link',
        description: 'Links are issued by the platform; they carry their own expiry and signature and need no other credentials.',
        tags: ['files'],
        querystring: querystringSchema,
        params: paramsSchema,
      },
      // Schema failures become the same 403 as a bad signature instead of a 400.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError !== undefined) {
        throw new AppError('forbidden', 'This download link is incomplete or malformed: it needs expires and signature query parameters');
      }
      const key = request.params['*'];
      const { expires, signature } = request.query;
      if (!isValidBlobKey(key) || !verifyBlobDownload(signingKey, key, expires, signature)) {
        throw new AppError('forbidden', 'This download link is not valid: its signature does not match');
      }
      // Checked after the signature so "expired" is only ever said about a genuine link.
      const remaining = expires - nowInSeconds();
      if (remaining <= 0) {
        throw new AppError('forbidden', 'This download link has expired; request a new one');
      }
      const blob = await store.get(key);
      if (blob === null) {
        throw new AppError('not_found', 'The file behind this download link no longer exists');
      }
      return reply
        .headers(fileSecurityHeaders)
        .header('Cache-Control', `private, max-age=${remaining}`)
        .header('Content-Disposition', 'inline')
        .type(blob.contentType)
        .send(blob.bytes);
    },
  );
}
