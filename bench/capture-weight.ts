/*
 * Weight budget of the hosted capture pages; exits 1 when over budget.
 * - The page's own JS (every chunk, gzipped) must stay under 60 KB. human's browser build, the face
 *   model and the WASM runtime are vendor files, loaded after first paint: printed, not budgeted.
 * - First contentful paint of the capture page from a local server, in headless Chromium, must be
 *   under 1 s; printed with its ratio to a bare one-line HTML page served by the same server.
 * Run: node --import tsx bench/capture-weight.ts
 */
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { captureJsBudgetBytes, captureVendorFiles, ensureCaptureBuild, gzippedJsBytes } from '../web/capture/server/index.js';
import { createTestApp } from '../test/helpers/app.js';
import { launchChromium } from '../test/helpers/browser.js';
import { createSession, registerPartner } from '../test/helpers/embed.js';

const jsBudgetBytes = captureJsBudgetBytes;
const paintBudgetMs = 1000;
const runs = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const built = await ensureCaptureBuild();
const jsBytes = await gzippedJsBytes(built);
const human = await readFile(captureVendorFiles['human.esm.js']!);
const model = (await stat(captureVendorFiles['models/blazeface.bin']!)).size + (await stat(captureVendorFiles['models/blazeface.json']!)).size;
const wasm = gzipSync(await readFile(captureVendorFiles['wasm/tfjs-backend-wasm-simd.wasm']!)).length;
console.log(`page JS (own, gzipped):        ${kb(jsBytes)}  budget ${kb(jsBudgetBytes)}`);
console.log(`human.esm.js (vendor, gzipped): ${kb(gzipSync(human).length)}  (raw ${kb(human.length)}), after first paint`);
console.log(`face model blazeface:          ${kb(model)} (json + bin), after first paint`);
console.log(`tfjs WASM simd (gzipped):      ${kb(wasm)}, after first paint`);

const t = await createTestApp({
  beforeReady: (app) => app.get('/bench/bare', async (_request, reply) => reply.type('text/html').send('<!doctype html><html><body><p>bare page</p></body></html>')),
});
let browser: Browser | null = null;
let failed = false;
try {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const partner = await registerPartner(t, { providerSecretKey: 'sandbox_bench_0001' });
  browser = await launchChromium();
  const paint = async (url: string): Promise<number> => {
    const context = await browser!.newContext({ viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const ms = (await page.evaluate(`new Promise((resolve) => {
      const find = () => performance.getEntriesByName('first-contentful-paint')[0];
      const entry = find();
      if (entry) return resolve(entry.startTime);
      new PerformanceObserver(() => { const e = find(); if (e) resolve(e.startTime); }).observe({ type: 'paint', buffered: true });
    })`)) as number;
    await context.close();
    return ms;
  };
  const bare: number[] = [];
  const capture: number[] = [];
  for (let i = 0; i < runs; i++) {
    bare.push(await paint(`${origin}/bench/bare`));
    const session = await createSession(t, partner, i % 2 === 0 ? 'liveness' : 'identity');
    capture.push(await paint(`${origin}${new URL(session.embedUrl).pathname}`));
  }
  const bareMs = median(bare);
  const captureMs = median(capture);
  console.log(`first contentful paint, median of ${runs}: capture page ${captureMs.toFixed(0)} ms, bare page ${bareMs.toFixed(0)} ms, ratio ${(captureMs / bareMs).toFixed(2)}x  budget ${paintBudgetMs} ms`);
  if (captureMs > paintBudgetMs) {
    console.error(`OVER BUDGET: first paint ${captureMs.toFixed(0)} ms > ${paintBudgetMs} ms`);
    failed = true;
  }
} finally {
  await browser?.close();
  await t.close();
}
if (jsBytes > jsBudgetBytes) {
  console.error(`OVER BUDGET: page JS ${kb(jsBytes)} gzipped > ${kb(jsBudgetBytes)}`);
  failed = true;
}
process.exitCode = failed ? 1 : 0;
