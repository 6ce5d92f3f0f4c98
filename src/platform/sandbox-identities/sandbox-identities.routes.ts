import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Db } from '../../core/db/index.js';
import { envelopeSchema, ok, standardErrorResponses } from '../../core/http/index.js';
import { addSandboxIdentity, listSandboxIdentities, removeSandboxIdentity } from './sandbox-identities.js';
import { AddSandboxIdentityBody, EmptyData, maxPhotoBytes, SandboxIdentityKeyData, SandboxIdentityListData, SandboxIdentityParams } from './sandbox-identities.schemas.js';
import { seedSandboxIdentities } from './seed.js';

const security = [{ adminToken: [] }];
const tags = ['admin'];

/**
 * The operator API of the sandbox identity registry, and its seeding when the app becomes ready.
 * `requireAdmin` is the operator API's own auth hook, shared so the two cannot drift apart.
 */
export function registerSandboxIdentityRoutes(parent: FastifyInstance, options: { db: Db; requireAdmin: preHandlerAsyncHookHandler }): void {
  const { db } = options;
  parent.addHook('onReady', async () => seedSandboxIdentities({ db }));
  void parent.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('preHandler', options.requireAdmin);

    app.post(
      '/admin/v1/sandbox/identities',
      {
        // Base64 photo up to maxPhotoBytes plus the other fields.
        bodyLimit: Math.ceil((maxPhotoBytes * 4) / 3) + 64 * 1024,
        schema: {
          tags,
          security,
          summary: 'Add a sandbox identity (NIN, BVN or phone number) with its photo; the same type and number replaces',
          body: AddSandboxIdentityBody,
          response: { 200: envelopeSchema(SandboxIdentityKeyData), ...standardErrorResponses('unauthenticated') },
        },
      },
      async (request) => ok(request, await addSandboxIdentity({ db, body: request.body }), 'Sandbox identity saved'),
    );

    app.get(
      '/admin/v1/sandbox/identities',
      {
        schema: {
          tags,
          security,
          summary: 'List the sandbox identities (seeded test identities and operator ones), without photos',
          response: { 200: envelopeSchema(SandboxIdentityListData), ...standardErrorResponses('unauthenticated') },
        },
      },
      async (request) => ok(request, { identities: await listSandboxIdentities({ db }) }, 'Sandbox identities retrieved'),
    );

    app.delete(
      '/admin/v1/sandbox/identities/:idType/:idNumber',
      {
        schema: {
          tags,
          security,
          summary: 'Remove a sandbox identity (a removed seed identity returns at the next start)',
          params: SandboxIdentityParams,
          response: { 200: envelopeSchema(EmptyData), ...standardErrorResponses('unauthenticated', 'not_found') },
        },
      },
      async (request) => {
        await removeSandboxIdentity({ db, idType: request.params.idType, idNumber: request.params.idNumber });
        return ok(request, {}, 'Sandbox identity removed');
      },
    );
  });
}
