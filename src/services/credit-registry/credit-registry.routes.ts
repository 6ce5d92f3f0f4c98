import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest, type FastifySchemaCompiler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../core/config.js';
import type { Db } from '../../core/db/index.js';
import { envelopeSchema, ok, standardErrorResponses, validatorCompiler } from '../../core/http/index.js';
import { callerOf, requireInstitution, type ServiceCode } from '../../platform/institutions/index.js';
import { catalogResponseData } from './catalog.js';
import { getSubmissionStatus } from './get-submission-status.js';
import { maxBulkRows, reportKinds } from './bulk-rows.js';
import {
  BulkResponseDataSchema,
  BusinessReportBodySchema,
  CatalogResponseDataSchema,
  IndividualReportBodySchema,
  ReportResponseDataSchema,
  StatusResponseDataSchema,
} from './report.schemas.js';
import { submitBulkReports } from './submit-bulk.js';
import { submitReport } from './submit-report.js';

/**
 * The report bodies are judged by validation.ts alone: it lists every problem at once with "did you
 * mean" hints, trims and normalises, where ajv would stop at its own, less helpful messages. So the
 * TypeBox body schema is attached for the OpenAPI document only and the body validator accepts
 * everything (which also spares the hot path a second validation). Headers keep the platform's.
 */
const documentOnlyBody: FastifySchemaCompiler<object> = (route) => (route.httpPart === 'body' ? () => true : validatorCompiler(route));

const ReportHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'Optional. Sending the same key again within 24 h returns the original submission, unbilled; the same key with a different body is refused with 422.',
    }),
  ),
});

const StatusParamsSchema = Type.Object({ submissionId: Type.String({ maxLength: 64, description: 'data.submissionId of the report response.' }) });

const BulkQuerySchema = Type.Object({
  kind: Type.Optional(Type.Enum(reportKinds, { description: 'Report type of rows that do not name one in their own `kind`.' })),
  allOrNothing: Type.Optional(Type.Boolean({ description: 'true: store nothing unless every row is valid (one transaction). Default false: valid rows are stored, invalid ones reported.' })),
});

const BulkBodySchema = Type.Array(Type.Object({ kind: Type.Optional(Type.Enum(reportKinds)) }, { additionalProperties: true }), {
  description: `A JSON array of report bodies, each with \`kind\` (individual or business) unless ?kind= is given; or a CSV file (text/csv) in the documented layout. At most ${maxBulkRows} rows.`,
});

/**
 * What the bulk route's parsers hand it: the body's bytes and their format, read row by row later
 * (bulk-rows.ts), so an upload is never one decoded string or one parsed tree in the heap.
 */
class BulkBody {
  constructor(
    readonly format: 'csv' | 'json',
    readonly bytes: Buffer,
  ) {}
}

/** 50,000 rows of a report with a guarantor are ~60 MB of JSON; the default 1 MiB limit stays on every other route. */
export const bulkBodyLimitBytes = 96 * 1024 * 1024;

/**
 * Reads an upload into one buffer as it arrives (sized by Content-Length when there is one), with
 * Fastify's checks and errors for `parseAs: 'buffer'`: over the limit 413, a length that does not
 * match Content-Length 400. Fastify keeps every chunk until the end and then concatenates them, so a
 * 50 MB upload needed twice its size at that moment, and the chunks, promoted while they waited,
 * stayed until the next full GC (docs/decisions.md, "Bulk bodies stay bytes, read twice, a row at a time").
 */
function readUpload(request: FastifyRequest, payload: Readable & { receivedEncodedLength?: number }, limit: number): Promise<Buffer> {
  const contentLength = Number(request.headers['content-length']);
  if (contentLength > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
  return new Promise((resolve, reject) => {
    let bytes = Buffer.allocUnsafe(Number.isInteger(contentLength) && contentLength >= 0 ? contentLength : 64 * 1024);
    let received = 0;
    const stop = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onEnd);
    };
    function onData(chunk: Buffer | string) {
      const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (received + data.length > limit || (payload.receivedEncodedLength ?? 0) > limit) {
        stop();
        reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
        return;
      }
      if (received + data.length > bytes.length) {
        const grown = Buffer.allocUnsafe(Math.min(limit, Math.max(2 * bytes.length, received + data.length)));
        bytes.copy(grown, 0, 0, received);
        bytes = grown;
      }
      received += data.copy(bytes, received);
    }
    function onEnd(error?: Error & { statusCode?: number }) {
      stop();
      if (error) {
        if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400;
        reject(error);
      } else if (!Number.isNaN(contentLength) && (payload.receivedEncodedLength || received) !== contentLength) {
        reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      } else resolve(bytes.subarray(0, received));
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onEnd);
    payload.resume();
  });
}

/**
 * Reports are the hot path: a key and service lookup kept for one second saves a round trip per
 * report. Revocations and service changes made through this process apply at once (the cache is
 * cleared); made through another process, within this bound. See docs/decisions.md, "Credit registry authentication is cached for 1 s".
 */
const authCacheTtlMs = 1000;

const tags = ['credit-registry'];
const security = [{ creditRegistryKey: [] }];

/** YYYY-MM-DD in UTC: the day reports are judged on. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** GET /catalog, POST /report/individual, POST /report/business, GET /report/status/{submissionId}. */
export function registerCreditRegistryRoutes(parent: FastifyInstance, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const headerName = deps.config.creditRegistryApiKeyHeader;
  const authenticate = (serviceCode: ServiceCode | null) => requireInstitution({ db, headerName, serviceCode, cacheTtlMs: authCacheTtlMs });

  void parent.register(
    async (scope) => {
      // Reports are JSON only; without this Fastify would hand a text/plain body to the handler as a string.
      scope.removeContentTypeParser('text/plain');
      const app = scope.withTypeProvider<TypeBoxTypeProvider>();

      app.get(
        '/catalog',
        {
          schema: {
            tags,
            security,
            summary: 'Every catalog group and value the report bodies use (needs a valid key, no service; never billed)',
            response: { 200: envelopeSchema(CatalogResponseDataSchema), ...standardErrorResponses('unauthenticated') },
          },
          preHandler: authenticate(null),
        },
        async (request) => ok(request, catalogResponseData, 'Catalog retrieved'),
      );

      const reportRoutes = [
        { path: '/report/individual', kind: 'individual', serviceCode: 'CRDEFAULTINDIVIDUAL', body: IndividualReportBodySchema, borrower: 'a person' },
        { path: '/report/business', kind: 'business', serviceCode: 'CRDEFAULTBUSINESS', body: BusinessReportBodySchema, borrower: 'a company' },
      ] as const;

      for (const route of reportRoutes) {
        app.post(
          route.path,
          {
            schema: {
              tags,
              security,
              summary: `Report a delinquent loan whose borrower is ${route.borrower} (${route.serviceCode}; billed once, repeats are not)`,
              description:
                'Validated against the catalog, every problem reported at once in one 400 (not billed). Accepted reports are Queued and processed by the bureau; poll GET /report/status/{submissionId}.',
              headers: ReportHeadersSchema,
              body: route.body,
              response: {
                200: envelopeSchema(ReportResponseDataSchema),
                ...standardErrorResponses('unauthenticated', 'forbidden', 'insufficient_balance', 'idempotency_mismatch', 'malformed_json', 'unsupported_media_type', 'payload_too_large'),
              },
            },
            validatorCompiler: documentOnlyBody,
            preHandler: authenticate(route.serviceCode),
          },
          async (request) => {
            const result = await submitReport({
              db,
              caller: callerOf(request),
              kind: route.kind,
              body: request.body as unknown,
              idempotencyKey: request.headers['idempotency-key'] ?? null,
              today: todayUtc(),
            });
            return ok(request, result.data, result.message, { transactionRef: result.transactionRef });
          },
        );
      }

      // Its own scope: the CSV parser and the large body limit apply to this route only.
      void app.register(async (bulkScope) => {
        const keepBytes = (format: BulkBody['format']) => (request: FastifyRequest, payload: Readable) => readUpload(request, payload, bulkBodyLimitBytes).then((bytes) => new BulkBody(format, bytes));
        bulkScope.removeContentTypeParser('application/json');
        bulkScope.addContentTypeParser('application/json', { bodyLimit: bulkBodyLimitBytes }, keepBytes('json'));
        bulkScope.addContentTypeParser(['text/csv', 'application/csv'], { bodyLimit: bulkBodyLimitBytes }, keepBytes('csv'));
        bulkScope.withTypeProvider<TypeBoxTypeProvider>().post(
          '/report/bulk',
          {
            bodyLimit: bulkBodyLimitBytes,
            schema: {
              tags,
              security,
              summary: 'Report many delinquent loans at once: a CSV file or a JSON array (each row billed once as its report type)',
              description:
                'Every row is validated as the single-report route of its kind would validate it; errors name the row (rows[12].bvn). Valid rows become Queued submissions; see the service guide for the CSV layout and partial acceptance.',
              querystring: BulkQuerySchema,
              body: BulkBodySchema,
              response: {
                200: envelopeSchema(BulkResponseDataSchema),
                ...standardErrorResponses('unauthenticated', 'forbidden', 'insufficient_balance', 'malformed_json', 'unsupported_media_type', 'payload_too_large', 'conflict'),
              },
            },
            validatorCompiler: documentOnlyBody,
            preHandler: authenticate(null),
          },
          async (request) => {
            const body = request.body as unknown;
            const result = await submitBulkReports({
              db,
              caller: callerOf(request),
              // No body at all reads as JSON null: refused, as before, as "must be a JSON array".
              upload: body instanceof BulkBody ? body : { format: 'json', bytes: Buffer.from('null') },
              defaultKind: request.query.kind ?? null,
              allOrNothing: request.query.allOrNothing ?? false,
              today: todayUtc(),
            });
            return ok(request, result.data, result.message);
          },
        );
      });

      app.get(
        '/report/status/:submissionId',
        {
          schema: {
            tags,
            security,
            summary: 'Processing status of a submission (CRDEFAULTSTATUS; billed per successful poll)',
            params: StatusParamsSchema,
            response: { 200: envelopeSchema(StatusResponseDataSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'not_found', 'insufficient_balance') },
          },
          preHandler: authenticate('CRDEFAULTSTATUS'),
        },
        async (request) => {
          const result = await getSubmissionStatus({ db, caller: callerOf(request), submissionId: request.params.submissionId });
          return ok(request, result.data, 'Submission status retrieved', { transactionRef: result.transactionRef });
        },
      );
    },
    { prefix: '/creditregistry/api/v1' },
  );
}
