/*
 * A keep-alive HTTP load generator on its own thread, so a benchmark measures the server the way a
 * client on the network sees it: the server (and embedded PGlite) keep the main thread, the client
 * runs on the other core. Driving Fastify with app.inject instead puts a fake client on the server's
 * own thread and roughly halves what a route can do; both transports are useful, they answer
 * different questions.
 */
import { Worker } from 'node:worker_threads';

export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Paths cycled through in order; `{n}` in a path or the body becomes the request's sequence number. */
  paths: string[];
  headers?: Record<string, string>;
  body?: string;
  concurrency: number;
  /** Stop after this many requests, or after `seconds`, whichever is given. */
  requests?: number;
  seconds?: number;
  expectStatus: number;
}

export interface LoadResult {
  requests: number;
  wallMs: number;
  perSecond: number;
  /** Responses whose status was not `expectStatus`, with the first one's status and body for the error message. */
  failures: number;
  firstFailure: string | null;
}

// Plain JavaScript so the thread needs no TypeScript loader; node:http with one keep-alive socket per
// concurrent caller.
const workerSource = `
const { parentPort } = require('node:worker_threads');
const http = require('node:http');
parentPort.on('message', async ({ baseUrl, job }) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  const target = new URL(baseUrl);
  let sequence = 0;
  let issued = 0;
  let failures = 0;
  let firstFailure = null;
  const started = performance.now();
  const deadline = job.seconds ? started + job.seconds * 1000 : Infinity;
  const more = () => (job.requests ? issued < job.requests : performance.now() < deadline);
  const once = () => new Promise((resolve, reject) => {
    const n = sequence++;
    const path = job.paths[n % job.paths.length].replaceAll('{n}', String(n));
    const body = job.body === undefined ? undefined : job.body.replaceAll('{n}', String(n));
    const headers = { ...job.headers };
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
    const request = http.request({ host: target.hostname, port: target.port, method: job.method, path, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== job.expectStatus) {
          failures += 1;
          firstFailure ??= response.statusCode + ' ' + Buffer.concat(chunks).toString('utf8').slice(0, 300);
        }
        resolve();
      });
    });
    request.on('error', reject);
    request.end(body);
  });
  try {
    await Promise.all(Array.from({ length: job.concurrency }, async () => {
      while (more()) {
        issued += 1;
        await once();
      }
    }));
    const wallMs = performance.now() - started;
    agent.destroy();
    parentPort.postMessage({ ok: true, result: { requests: issued, wallMs, perSecond: (issued / wallMs) * 1000, failures, firstFailure } });
  } catch (error) {
    agent.destroy();
    parentPort.postMessage({ ok: false, error: String(error) });
  }
});
`;

/** One client thread for the whole benchmark; `run` calls are serialised. */
export class HttpLoad {
  private readonly worker = new Worker(workerSource, { eval: true });

  constructor(private readonly baseUrl: string) {
    this.worker.unref();
  }

  run(job: LoadRequest): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', (message: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
        if (!message.ok) return reject(new Error(message.error));
        if (message.result.failures > 0) return reject(new Error(`${job.method} ${job.paths[0]}: ${message.result.failures} of ${message.result.requests} failed, first: ${message.result.firstFailure}`));
        resolve(message.result);
      });
      this.worker.postMessage({ baseUrl: this.baseUrl, job });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
