import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../core/db/index.js';
import { envelopeSchema, ok, standardErrorResponses } from '../../core/http/index.js';
import { callerOf, requireInstitution } from '../../platform/institutions/index.js';
import {
  DecideBodySchema,
  DecidedSchema,
  ReleaseQuerySchema,
  ReviewFiguresSchema,
  ReviewItemSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewParamsSchema,
  type Reviewer,
} from './review.schemas.js';
import { claimReview, decideReview, listReviewQueue, releaseReview, reviewQueueFigures } from './review-queue.js';

const tags = ['document-trust'];
const security = [{ serviceApiKey: [] }];

/** Until console users exist, the reviewer is the institution API key that makes the call. */
function reviewerOf(request: FastifyRequest): Reviewer {
  return { kind: 'api_key', id: callerOf(request).keyId };
}

/**
 * The manual review queue over HTTP, with the institution's service API key (an extension of the
 * spec: docs/document-trust.md, "Manual review"). Never billed.
 */
export function registerReviewRoutes(parent: FastifyInstance, deps: { db: Db; masterKey: Buffer; headerName: string }): void {
  const { db, masterKey } = deps;
  const authenticate = requireInstitution({ db, headerName: deps.headerName, serviceCode: 'DOCUMENTTRUST' });
  void parent.register(
    async (scope) => {
      const app = scope.withTypeProvider<TypeBoxTypeProvider>();
      app.addHook('preHandler', authenticate);
      const institutionOf = (request: FastifyRequest) => callerOf(request).institutionId;

      app.get(
        '/document/trust/reviews',
        {
          schema: {
            tags,
            security,
            summary: 'The review queue of REVIEW sessions, oldest first, filtered, one page at a time',
            querystring: ReviewListQuerySchema,
            response: { 200: envelopeSchema(ReviewListSchema), ...standardErrorResponses('unauthenticated', 'forbidden') },
          },
        },
        async (request) => ok(request, await listReviewQueue({ db, institutionId: institutionOf(request), query: request.query }), 'Review queue retrieved'),
      );

      app.get(
        '/document/trust/reviews/figures',
        {
          schema: { tags, security, summary: 'Waiting, claimed, oldest undecided age, decided today (UTC)', response: { 200: envelopeSchema(ReviewFiguresSchema), ...standardErrorResponses('unauthenticated', 'forbidden') } },
        },
        async (request) => ok(request, await reviewQueueFigures({ db, institutionId: institutionOf(request) }), 'Review queue figures retrieved'),
      );

      app.post(
        '/document/trust/reviews/:sessionId/claim',
        {
          schema: {
            tags,
            security,
            summary: 'Claim a waiting review so no other reviewer takes it (409 when another holds it or it is decided)',
            params: ReviewParamsSchema,
            response: { 200: envelopeSchema(ReviewItemSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'not_found', 'conflict') },
          },
        },
        async (request) => ok(request, await claimReview({ db, institutionId: institutionOf(request), sessionId: request.params.sessionId, reviewer: reviewerOf(request) }), 'Review claimed'),
      );

      app.post(
        '/document/trust/reviews/:sessionId/release',
        {
          schema: {
            tags,
            security,
            summary: "Put a claimed review back in the queue (force=true for another reviewer's abandoned claim)",
            params: ReviewParamsSchema,
            querystring: ReleaseQuerySchema,
            response: { 200: envelopeSchema(ReviewItemSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'not_found', 'conflict') },
          },
        },
        async (request) =>
          ok(
            request,
            await releaseReview({ db, institutionId: institutionOf(request), sessionId: request.params.sessionId, reviewer: reviewerOf(request), force: request.query.force }),
            'Review released',
          ),
      );

      app.post(
        '/document/trust/reviews/:sessionId/decision',
        {
          schema: {
            tags,
            security,
            summary: 'Approve or Reject with a reason code and a note; sends document_trust.reviewed. The same decision again is a no-op (replayed: true), another is 409',
            params: ReviewParamsSchema,
            body: DecideBodySchema,
            response: { 200: envelopeSchema(DecidedSchema), ...standardErrorResponses('unauthenticated', 'forbidden', 'not_found', 'conflict') },
          },
        },
        async (request) => {
          const decided = await decideReview({ db, masterKey, institutionId: institutionOf(request), sessionId: request.params.sessionId, reviewer: reviewerOf(request), body: request.body });
          return ok(request, decided, decided.replayed ? 'This decision was already recorded; nothing changed' : `Review decided: ${decided.review.decision}`);
        },
      );
    },
    { prefix: '/api/v1' },
  );
}
