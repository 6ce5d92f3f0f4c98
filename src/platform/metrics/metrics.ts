import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Request counts and latency by route pattern (never the raw URL: tokens live in paths). */
export function registerHttpMetrics(options: { app: FastifyInstance; registry: Registry }): void {
  collectDefaultMetrics({ register: options.registry, prefix: 'verity_' });
  const requests = new Counter({
    name: 'verity_http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [options.registry],
  });
  const duration = new Histogram({
    name: 'verity_http_request_duration_seconds',
    help: 'HTTP request latency by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [options.registry],
  });
  options.app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
