import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';

export function registerHealthRoutes(app: FastifyInstance, options: { database: Database; registry: Registry }): void {
  app.get('/healthz', { schema: { tags: ['operations'], summary: 'The process is up' } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { tags: ['operations'], summary: 'The database is reachable and every migration is applied' } }, async () => {
    try {
      await options.database.ping();
    } catch (cause) {
      throw new AppError('unavailable', 'Database unreachable', { cause });
    }
    if (!(await options.database.migrationsApplied())) throw new AppError('unavailable', 'Database migrations are not applied yet');
    return { status: 'ready' };
  });

  app.get('/metrics', { schema: { tags: ['operations'], summary: 'Prometheus metrics' } }, async (_request, reply) => {
    const body = await options.registry.metrics();
    return reply.type(options.registry.contentType).send(body);
  });
}
