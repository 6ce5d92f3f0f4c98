import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../src/core/config.js';
import type { Db } from '../../../src/core/db/index.js';
import { getCapturePageContext, type CaptureFlow } from '../../../src/services/embed/index.js';
import { captureSourceDir, ensureCaptureBuild, type CaptureBuild } from './build.js';

const require = createRequire(import.meta.url);
// human's exports map hides package.json and the browser build; its `require` entry is dist/human.node.js.
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const humanModels = path.join(path.dirname(humanDist), 'models');
const wasmDist = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');

/**
 * The only vendor files the page may load, by URL name: human's browser build, the face detector
 * model and the tfjs WASM binaries (same 4.22 release human bundles). Nothing else is reachable.
 */
const vendorFiles: Record<string, { file: string; type: string }> = {
  'human.esm.js': { file: path.join(humanDist, 'human.esm.js'), type: 'text/javascript; charset=utf-8' },
  'models/blazeface.json': { file: path.join(humanModels, 'blazeface.json'), type: 'application/json' },
  'models/blazeface.bin': { file: path.join(humanModels, 'blazeface.bin'), type: 'application/octet-stream' },
  // The face mesh: head pose and mouth for the active liveness challenge.
  'models/facemesh.json': { file: path.join(humanModels, 'facemesh.json'), type: 'application/json' },
  'models/facemesh.bin': { file: path.join(humanModels, 'facemesh.bin'), type: 'application/octet-stream' },
  'wasm/tfjs-backend-wasm.wasm': { file: path.join(wasmDist, 'tfjs-backend-wasm.wasm'), type: 'application/wasm' },
  'wasm/tfjs-backend-wasm-simd.wasm': { file: path.join(wasmDist, 'tfjs-backend-wasm-simd.wasm'), type: 'application/wasm' },
  'wasm/tfjs-backend-wasm-threaded-simd.wasm': { file: path.join(wasmDist, 'tfjs-backend-wasm-threaded-simd.wasm'), type: 'application/wasm' },
};
export const captureVendorFiles = Object.fromEntries(Object.entries(vendorFiles).map(([name, entry]) => [name, entry.file]));

const pageFlows: { path: string; flow: CaptureFlow }[] = [
  { path: 'liveness', flow: 'liveness' },
  { path: 'identity-comparison', flow: 'identity_comparison' },
];

const assetTypes: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * frame-ancestors: the partner's allowed origins when it set any, else any https page. Outside
 * production, pages on http loopback origins may frame it too (local partner pages, the tests).
 */
export function frameAncestors(allowedOrigins: string[] | null, config: Pick<Config, 'nodeEnv'>): string {
  const sources = allowedOrigins && allowedOrigins.length > 0 ? [...allowedOrigins] : ['https:'];
  if (config.nodeEnv !== 'production') sources.push('http://localhost:*', 'http://127.0.0.1:*');
  return sources.join(' ');
}

function contentSecurityPolicy(ancestors: string): string {
  return [
    "default-src 'none'",
    // tfjs compiles its WASM backend; no inline script and no eval anywhere.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob: mediastream:",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

function sendBytes(request: FastifyRequest, reply: FastifyReply, body: { raw: Buffer; gz: Buffer | null }, type: string, cache: string): FastifyReply {
  void reply.header('content-type', type).header('cache-control', cache).header('x-content-type-options', 'nosniff').header('vary', 'accept-encoding');
  if (body.gz && acceptsGzip(request)) return reply.header('content-encoding', 'gzip').send(body.gz);
  return reply.send(body.raw);
}

/**
 * The hosted capture pages (`/embed/liveness/:token`, `/embed/identity-comparison/:token`), their
 * built assets and the vendor files. Builds the page assets first when the sources changed.
 */
export async function registerCapturePages(app: FastifyInstance, deps: { db: Db; config: Config }): Promise<void> {
  const built: CaptureBuild = await ensureCaptureBuild();
  const template = await readFile(path.join(captureSourceDir, 'page.html'), 'utf8');
  const assetBase = `/embed/capture-assets/${built.hash}/`;
  const html = template.replaceAll('{{js}}', `${assetBase}${built.entry.js}`).replaceAll('{{css}}', `${assetBase}${built.entry.css}`);

  const assets = new Map<string, { raw: Buffer; gz: Buffer | null }>();
  for (const name of Object.keys(built.files)) {
    assets.set(name, { raw: await readFile(path.join(built.dir, name)), gz: await readFile(path.join(built.dir, `${name}.gz`)) });
  }
  const vendorCache = new Map<string, Promise<{ raw: Buffer; gz: Buffer | null }>>();
  const vendor = (name: string) => {
    let entry = vendorCache.get(name);
    if (!entry) {
      const { file, type } = vendorFiles[name]!;
      // Text compresses ~4x; WASM ~2x; model weights hardly at all, so they go as they are.
      entry = readFile(file).then((raw) => ({ raw, gz: type.includes('javascript') || type.includes('json') || type.includes('wasm') ? gzipSync(raw) : null }));
      vendorCache.set(name, entry);
    }
    return entry;
  };

  for (const page of pageFlows) {
    app.get<{ Params: { token: string } }>(`/embed/${page.path}/:token`, { schema: { hide: true } }, async (request, reply) => {
      const context = await getCapturePageContext({ db: deps.db, config: deps.config, token: request.params.token, flow: page.flow });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', contentSecurityPolicy(frameAncestors(context?.allowedOrigins ?? null, deps.config)))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-opener-policy', 'same-origin-allow-popups')
        .header('permissions-policy', 'camera=(self), microphone=(), geolocation=()')
        .send(html);
    });
  }

  app.get<{ Params: { hash: string; file: string } }>('/embed/capture-assets/:hash/:file', { schema: { hide: true } }, async (request, reply) => {
    const asset = request.params.hash === built.hash ? assets.get(request.params.file) : undefined;
    if (!asset) return reply.code(404).header('content-type', 'text/plain').send('not found');
    return sendBytes(request, reply, asset, assetTypes[path.extname(request.params.file)] ?? 'application/octet-stream', 'public, max-age=31536000, immutable');
  });

  app.get<{ Params: { '*': string } }>('/embed/capture-vendor/*', { schema: { hide: true } }, async (request, reply) => {
    const name = request.params['*'];
    if (!Object.hasOwn(vendorFiles, name)) return reply.code(404).header('content-type', 'text/plain').send('not found');
    return sendBytes(request, reply, await vendor(name), vendorFiles[name]!.type, 'public, max-age=86400');
  });
}
