import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * A port free on 127.0.0.1 now, for an app that must know its own origin (EMBED_BASE_URL,
 * PORTAL_URL) before it listens.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Debian's chromium, installed by scripts/ensure-chromium.sh; playwright never downloads one. */
export const chromiumPath = process.env.VERITY_TEST_CHROMIUM ?? '/usr/bin/chromium';

/**
 * Headless chromium whose fake camera plays `videoFile` (a .y4m). Chromium reopens the file each
 * time a page starts the camera, so a test may rewrite it between cases to change what it sees.
 * Camera permission is not auto-granted: a context grants it per origin (or not, to test denial).
 */
export async function launchChromium(options: { videoFile?: string } = {}): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: run scripts/ensure-chromium.sh`);
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      // Without a file Chromium's fake camera plays its own moving test pattern.
      ...(options.videoFile ? [`--use-file-for-fake-video-capture=${options.videoFile}`] : []),
    ],
  });
}

/**
 * Tears down a capture-page test: its browser contexts and browser, the partner page's server, the
 * webhook receiver, the app, the certificate and temporary files. Each part only if it was made: a
 * `before` that failed half-way leaves the rest unset.
 */
export async function closeCaptureHarness(parts: {
  contexts: BrowserContext[];
  browser?: Browser;
  partnerServer?: Server;
  receiver?: { stop(): Promise<void> };
  app?: { close(): Promise<void> };
  cert?: { cleanup(): void };
  files: string[];
}): Promise<void> {
  for (const context of parts.contexts) await context.close().catch(() => undefined);
  await parts.browser?.close();
  await new Promise<void>((resolve) => (parts.partnerServer ? parts.partnerServer.close(() => resolve()) : resolve()));
  await parts.receiver?.stop();
  await parts.app?.close();
  parts.cert?.cleanup();
  for (const file of parts.files) await rm(file, { force: true });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core evaluated in the page (through the DevTools protocol: the console's CSP allows no script of ours). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate<AxeViolation[]>(
    `axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))`,
  );
}

/**
 * What of the page's navigation does not fit the screen: each link whose box reaches past the
 * viewport's right edge, and the nav itself when it scrolls sideways. Empty when it all fits.
 */
export async function navOutsideViewport(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const nav = document.querySelector('nav');
    if (!nav) return [];
    const width = document.documentElement.clientWidth;
    const outside = [...nav.querySelectorAll('a')].filter((link) => { const box = link.getBoundingClientRect(); return box.left < 0 || box.right > width; }).map((link) => link.textContent.trim());
    if (nav.scrollWidth > nav.clientWidth) outside.push('nav scrolls sideways');
    return outside;
  })()`);
}
