import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../core/db/index.js';
import { constantTimeEqual, hashSecret } from '../../core/crypto.js';
import { AppError } from '../../core/errors.js';
import { envelopeSchema, ok, standardErrorResponses } from '../../core/http/index.js';
import { creditWallet, listLedger } from '../billing/index.js';
import { createInstitution, getInstitution, issueApiKey, revokeApiKey, setInstitutionService, setSubscription } from '../institutions/index.js';
import {
  ApiKeyData,
  BalanceData,
  CreateInstitutionBody,
  CreditWalletBody,
  EmptyData,
  InstitutionCreatedData,
  InstitutionData,
  InstitutionIdParams,
  KeyParams,
  LedgerData,
  LedgerQuery,
  ServiceParams,
  SetServiceBody,
  SetSubscriptionBody,
} from './admin.schemas.js';

export function requireAdmin(adminToken: string): preHandlerAsyncHookHandler {
  const expected = hashSecret(adminToken);
  return async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    // Compare hashes so the comparison time says nothing about the token's length.
    if (!match || !constantTimeEqual(hashSecret(match[1]!), expected)) {
      throw new AppError('unauthenticated', 'Missing or invalid admin token (Authorization: Bearer <ADMIN_TOKEN>)');
    }
  };
}

const security = [{ adminToken: [] }];
const tags = ['admin'];

/** The operator API. The CLI is its client; shapes here are a contract with it. */
export function registerAdminRoutes(parent: FastifyInstance, options: { db: Db; adminToken: string }): void {
  const { db } = options;
  void parent.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('preHandler', requireAdmin(options.adminToken));

    app.post(
      '/admin/v1/institutions',
      {
        schema: {
          tags,
          security,
          summary: 'Create an institution with its services, opening balance and first API key',
          body: CreateInstitutionBody,
          response: { 201: envelopeSchema(InstitutionCreatedData), ...standardErrorResponses('unauthenticated') },
        },
      },
      async (request, reply) => {
        const codes = request.body.services.map((service) => service.code);
        if (new Set(codes).size !== codes.length) {
          throw new AppError('validation_error', 'Each service may appear once', { details: [{ path: 'services', message: 'contains a service code twice' }] });
        }
        const created = await createInstitution({ db, name: request.body.name.trim(), services: request.body.services, balanceKobo: request.body.balanceKobo });
        return reply.code(201).send(ok(request, created, 'Institution created. The API key is shown only once: store it now.', { httpStatus: 201 }));
      },
    );

    app.get(
      '/admin/v1/institutions/:institutionId',
      {
        schema: {
          tags,
          security,
          summary: 'Show an institution: balance, subscription, services and keys',
          params: InstitutionIdParams,
          response: { 200: envelopeSchema(InstitutionData), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => ok(request, await getInstitution({ db, institutionId: request.params.institutionId }), 'Institution retrieved'),
    );

    app.post(
      '/admin/v1/institutions/:institutionId/api-keys',
      {
        schema: {
          tags,
          security,
          summary: 'Issue another API key (for rotation); shown once',
          params: InstitutionIdParams,
          response: { 201: envelopeSchema(ApiKeyData), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request, reply) => {
        const issued = await issueApiKey({ db, institutionId: request.params.institutionId });
        return reply.code(201).send(ok(request, issued, 'API key issued. It is shown only once: store it now.', { httpStatus: 201 }));
      },
    );

    app.delete(
      '/admin/v1/institutions/:institutionId/api-keys/:keyId',
      {
        schema: {
          tags,
          security,
          summary: 'Revoke an API key; it stops authenticating at once',
          params: KeyParams,
          response: { 200: envelopeSchema(EmptyData), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => {
        await revokeApiKey({ db, institutionId: request.params.institutionId, keyId: request.params.keyId });
        return ok(request, {}, 'API key revoked');
      },
    );

    app.post(
      '/admin/v1/institutions/:institutionId/wallet/credits',
      {
        schema: {
          tags,
          security,
          summary: 'Credit the wallet (idempotent per reference)',
          params: InstitutionIdParams,
          body: CreditWalletBody,
          response: { 200: envelopeSchema(BalanceData), ...standardErrorResponses('unauthenticated', 'not_found', 'conflict') },
        },
      },
      async (request) => {
        const credited = await creditWallet({
          db,
          institutionId: request.params.institutionId,
          amountKobo: request.body.amountKobo,
          reference: request.body.reference ?? null,
        });
        return ok(request, credited, credited.replayed ? 'This reference was already credited; nothing was added' : 'Wallet credited', {
          transactionRef: credited.transactionRef,
        });
      },
    );

    app.put(
      '/admin/v1/institutions/:institutionId/services/:code',
      {
        schema: {
          tags,
          security,
          summary: 'Enable or disable a service and set its price',
          params: ServiceParams,
          body: SetServiceBody,
          response: { 200: envelopeSchema(InstitutionData), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => {
        const { institutionId, code } = request.params;
        await setInstitutionService({ db, institutionId, code, enabled: request.body.enabled, priceKobo: request.body.priceKobo });
        return ok(request, await getInstitution({ db, institutionId }), `Service ${code} updated`);
      },
    );

    app.put(
      '/admin/v1/institutions/:institutionId/subscription',
      {
        schema: {
          tags,
          security,
          summary: 'Start, extend or end (null) the subscription; calls under it are recorded at 0 kobo',
          params: InstitutionIdParams,
          body: SetSubscriptionBody,
          response: { 200: envelopeSchema(InstitutionData), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => {
        const { institutionId } = request.params;
        const activeUntil = request.body.activeUntil === null ? null : new Date(request.body.activeUntil);
        if (activeUntil && activeUntil.getTime() <= Date.now()) {
          throw new AppError('validation_error', 'The subscription end must be in the future', {
            details: [{ path: 'activeUntil', message: 'must be a future date-time; send null to end the subscription now' }],
          });
        }
        await setSubscription({ db, institutionId, activeUntil });
        return ok(request, await getInstitution({ db, institutionId }), activeUntil ? 'Subscription set' : 'Subscription ended');
      },
    );

    app.get(
      '/admin/v1/institutions/:institutionId/ledger',
      {
        schema: {
          tags,
          security,
          summary: 'Ledger entries, newest first',
          params: InstitutionIdParams,
          querystring: LedgerQuery,
          response: { 200: envelopeSchema(LedgerData), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => {
        const { institutionId } = request.params;
        await getInstitution({ db, institutionId });
        const entries = await listLedger({ db, institutionId, limit: request.query.limit, before: request.query.before });
        return ok(request, { entries }, 'Ledger retrieved');
      },
    );
  });
}
