import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../../core/config.js';
import type { Db } from '../../core/db/index.js';
import { envelopeSchema, ok, standardErrorResponses } from '../../core/http/index.js';
import { requireAdmin } from '../../platform/admin/index.js';
import { callerOf, requireInstitution } from '../../platform/institutions/index.js';
import type { BlobStore } from '../../platform/storage/index.js';
import { authorityFor } from './authorities/index.js';
import {
  AuthorityRecordBodySchema,
  AuthorityRecordListSchema,
  AuthorityRecordParamsSchema,
  AuthorityRecordSchema,
  EmptySchema,
  SessionDataSchema,
  SessionParamsSchema,
  TrustFormSchema,
} from './document-trust.schemas.js';
import { SessionWithReviewSchema } from './review.schemas.js';
import { getSession } from './get-session.js';
import { deleteSandboxAuthorityRecord, listSandboxAuthorityRecords, putSandboxAuthorityRecord } from './manage-authority-records.js';
import { multipartLimits, readTrustForm } from './multipart-form.js';
import type { OcrPool } from './ocr/ocr-pool.js';
import { verifyDocument } from './verify-document.js';
import type { HeavyWorkGate } from '../../platform/heavy-work/index.js';

/** The header the spec names for the institution key on /api/v1/document routes. */
export const serviceApiKeyHeader = 'X-Service-Api-Key';

const tags = ['document-trust'];
const security = [{ serviceApiKey: [] }];

/** POST /api/v1/document/trust, GET /api/v1/document/trust/{sessionId}, and the sandbox registry's operator routes. */
export function registerDocumentTrustRoutes(parent: FastifyInstance, deps: { db: Db; config: Config; blobStore: BlobStore; ocr: OcrPool; adminToken: string; heavyWork: HeavyWorkGate }): void {
  const { db, config, blobStore, ocr } = deps;
  const authority = authorityFor({ config: config.documentTrust.authority, db });
  const authenticate = requireInstitution({ db, headerName: serviceApiKeyHeader, serviceCode: 'DOCUMENTTRUST' });

  void parent.register(
    async (scope) => {
      await scope.register(multipart, { limits: { ...multipartLimits, fileSize: config.documentTrust.maxUploadBytes } });
      const app = scope.withTypeProvider<TypeBoxTypeProvider>();

      app.post(
        '/document/trust',
        {
          schema: {
            tags,
            security,
            summary: 'Verify an identity document image: OCR, checks, authority reconciliation, PASS / REVIEW / FAIL (DOCUMENTTRUST; billed once per completed session)',
            description: `multipart/form-data. Images: JPEG, PNG or WebP (judged by content), at most ${config.documentTrust.maxUploadBytes} bytes and ${config.documentTrust.maxPixels} pixels, at least 600 px on the long side and 300 px on the short side.`,
            consumes: ['multipart/form-data'],
            body: TrustFormSchema,
            response: {
              200: envelopeSchema(SessionDataSchema),
              ...standardErrorResponses('unauthenticated', 'forbidden', 'insufficient_balance', 'payload_too_large', 'unsupported_media_type', 'unavailable'),
            },
          },
          // The multipart reader judges the form itself; the schema above documents it.
          validatorCompiler: () => () => true,
          preHandler: authenticate,
        },
        async (request) => {
          // Admitted (or refused with 503) before the upload is read, the OCR runs or anything is charged.
          const result = await deps.heavyWork.admit({ route: 'document_trust', pool: 'ocr', budgetMs: config.heavyWork.budgetMs.documentTrust }, async () => {
            const form = await readTrustForm(request, { maxUploadBytes: config.documentTrust.maxUploadBytes });
            return verifyDocument({ db, blobStore, ocr, authority, config: config.documentTrust, caller: callerOf(request), form });
          });
          return ok(request, result.data, `Document trust session completed: ${result.data.decision}`, { transactionRef: result.transactionRef });
        },
      );

      app.get(
        '/document/trust/:sessionId',
        {
          schema: {
            tags,
            security,
            summary: "A stored session of the calling institution, with its manual review when it went to review (never billed; another institution's id is 404)",
            params: SessionParamsSchema,
            response: { 200: envelopeSchema(SessionWithReviewSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'not_found') },
          },
          preHandler: authenticate,
        },
        async (request) => ok(request, await getSession({ db, institutionId: callerOf(request).institutionId, sessionId: request.params.sessionId }), 'Document trust session retrieved'),
      );
    },
    { prefix: '/api/v1' },
  );

  void parent.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('preHandler', requireAdmin(deps.adminToken));
    const adminTags = ['admin'];
    const adminSecurity = [{ adminToken: [] }];

    app.post(
      '/admin/v1/sandbox/authority-records',
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: 'Add or replace a sandbox authority record (same docType and number replaces)',
          body: AuthorityRecordBodySchema,
          response: { 200: envelopeSchema(AuthorityRecordSchema), ...standardErrorResponses('unauthenticated') },
        },
      },
      async (request) => ok(request, await putSandboxAuthorityRecord({ db, body: request.body }), 'Sandbox authority record saved'),
    );

    app.get(
      '/admin/v1/sandbox/authority-records',
      {
        schema: { tags: adminTags, security: adminSecurity, summary: 'Every sandbox authority record', response: { 200: envelopeSchema(AuthorityRecordListSchema), ...standardErrorResponses('unauthenticated') } },
      },
      async (request) => ok(request, { records: await listSandboxAuthorityRecords({ db }) }, 'Sandbox authority records retrieved'),
    );

    app.delete(
      '/admin/v1/sandbox/authority-records/:docType/:documentNumber',
      {
        schema: {
          tags: adminTags,
          security: adminSecurity,
          summary: 'Delete a sandbox authority record (lookups of the number then answer "not found")',
          params: AuthorityRecordParamsSchema,
          response: { 200: envelopeSchema(EmptySchema), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => {
        await deleteSandboxAuthorityRecord({ db, docType: request.params.docType, documentNumber: request.params.documentNumber });
        return ok(request, {}, 'Sandbox authority record deleted');
      },
    );
  });
}
