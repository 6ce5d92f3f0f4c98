import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../core/config.js';
import type { Db } from '../../core/db/index.js';
import { boundedText, dateTimeText, envelopeSchema, idText, ok, standardErrorResponses } from '../../core/http/index.js';
import { consoleLinkUrl } from './links.js';
import { consoleRoles, createConsoleUser } from './people.js';

export const CreateConsoleUserBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254, description: 'The sign-in name; stored lower-cased' }),
    role: Type.Enum(consoleRoles, { description: 'operator (whole platform) or admin, reviewer, viewer of one institution' }),
    institutionId: Type.Optional(Type.String({ pattern: '^inst_[0-9A-Z]{26}$', maxLength: 31, description: 'Required for every role but operator' })),
  },
  { additionalProperties: false, examples: [{ email: 'ops@example.com', role: 'operator' }] },
);

export const ConsoleUserCreatedData = Type.Object({
  userId: idText('consoleUser'),
  email: Type.String({ maxLength: 254 }),
  role: Type.Enum(consoleRoles),
  institutionId: Type.Union([idText('institution'), Type.Null()]),
  signInUrl: boundedText('url', { description: 'One-time link to choose a password and sign in; shown once' }),
  expiresAt: dateTimeText(),
});

/** `verity users create`: the operator token makes a console user (the first operator) and its one-time link. */
export function registerConsoleAdminRoutes(parent: FastifyInstance, options: { db: Db; config: Config; requireAdmin: preHandlerAsyncHookHandler }): void {
  const { db, config } = options;
  void parent.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('preHandler', options.requireAdmin);
    app.post(
      '/admin/v1/console/users',
      {
        schema: {
          tags: ['admin'],
          security: [{ adminToken: [] }],
          summary: 'Create a console user with a one-time sign-in link (shown once)',
          body: CreateConsoleUserBody,
          response: { 201: envelopeSchema(ConsoleUserCreatedData), ...standardErrorResponses('unauthenticated', 'not_found', 'conflict') },
        },
      },
      async (request, reply) => {
        const institutionId = request.body.institutionId ?? null;
        const created = await createConsoleUser({
          db,
          actor: { userId: null, requestId: request.id },
          email: request.body.email,
          role: request.body.role,
          institutionId,
          linkTtlSeconds: config.console.linkTtlSeconds,
        });
        const data = {
          userId: created.userId,
          email: request.body.email.trim().toLowerCase(),
          role: request.body.role,
          institutionId,
          signInUrl: consoleLinkUrl(config, created.token),
          expiresAt: created.expiresAt.toISOString(),
        };
        return reply.code(201).header('cache-control', 'no-store').send(ok(request, data, 'Console user created. The sign-in link works once: open it to choose a password.', { httpStatus: 201 }));
      },
    );
  });
}
