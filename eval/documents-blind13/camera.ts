import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page as BrowserPage } from 'playwright-core';
import type { BlindSetCamera } from '../blind-set.js';
import { chromiumPath } from '../documents-blind8/camera.js';
import { drawCapture, type CaptureParams, type Variant } from './capture.js';
import type { Blind13Case } from './cases.js';
import { develop } from './develop.js';
import { assertDrawnFamilies, assertFontconfig, drawnFamilies } from './fonts.js';
import { pageOf, type Page } from './pages.js';
import { sceneHtml } from './scene.js';

/**
 * The thirteenth set's renderer: Debian's Chromium (driven by playwright-core, found as the eighth set
 * finds it) draws each page and each capture's scene; sharp develops the scene into the delivered
 * JPEG. It refuses to open unless every font family is installed and really drawn by Chromium.
 */

export interface Blind13Camera extends BlindSetCamera<Blind13Case, Variant> {
  /** The page alone (PNG with transparent rounded corners), and its layout facts. */
  renderPage(c: Blind13Case): Promise<{ page: Page; png: Buffer }>;
  /** One capture of a rendered page, with the numbers it was drawn from. */
  capture(c: Blind13Case, page: Page, png: Buffer, variant: Variant): Promise<{ image: Buffer; params: CaptureParams }>;
  /** The families Chromium drew each text of the case's page with, every fitted text wider than its room, and every field that reaches into a quiet zone. */
  inspectPage(c: Blind13Case): Promise<{ drawn: { text: string; families: string[] }[]; overflow: string[]; inZones: string[]; critical: { text: string; x0: number; y0: number; x1: number; y1: number }[] }>;
}

/** A PNG of the viewport (or a clip) through CDP's fast path. */
async function shot(tab: BrowserPage, clip: { x: number; y: number; width: number; height: number }, transparent: boolean): Promise<Buffer> {
  const cdp = await tab.context().newCDPSession(tab);
  try {
    if (transparent) await cdp.send('Emulation.setDefaultBackgroundColorOverride', { color: { r: 0, g: 0, b: 0, a: 0 } });
    const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip: { ...clip, scale: 1 }, optimizeForSpeed: true, captureBeyondViewport: false });
    if (transparent) await cdp.send('Emulation.setDefaultBackgroundColorOverride', {});
    return Buffer.from(data, 'base64');
  } finally {
    await cdp.detach();
  }
}

async function show(tab: BrowserPage, html: string, width: number, height: number): Promise<void> {
  await tab.setViewportSize({ width, height });
  await tab.setContent(html, { waitUntil: 'load' });
  // A string, so this file needs no DOM types: wait for the fonts and for every image to decode.
  await tab.evaluate('(async () => { await document.fonts.ready; await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined))); })()');
}

/** `samplesDir`: where each capture's drawn numbers are written as `<case>-<variant>.json`, beside the images the run saves. */
export async function openBlind13Camera(options: { samplesDir?: string | null } = {}): Promise<Blind13Camera> {
  assertFontconfig();
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--font-render-hinting=none', '--disable-gpu'] });
  try {
    const tab = await browser.newPage({ deviceScaleFactor: 1 });
    await assertDrawnFamilies(tab);
    if (options.samplesDir) await mkdir(options.samplesDir, { recursive: true });
    const renderPage = async (c: Blind13Case) => {
      const page = pageOf(c);
      await show(tab, page.html, page.width, page.height);
      const png = await shot(tab, { x: 0, y: 0, width: page.width, height: page.height }, true);
      return { page, png };
    };
    const capture = async (c: Blind13Case, page: Page, png: Buffer, variant: Variant) => {
      const params = drawCapture(c, page, variant);
      await show(tab, sceneHtml(params, page, `data:image/png;base64,${png.toString('base64')}`), params.frame.width, params.frame.height);
      const scene = await shot(tab, { x: 0, y: 0, width: params.frame.width, height: params.frame.height }, false);
      return { image: await develop(scene, params), params };
    };
    return {
      renderPage,
      capture,
      async inspectPage(c) {
        const page = pageOf(c);
        await show(tab, page.html, page.width, page.height);
        const overflow = (await tab.evaluate(
          "[...document.querySelectorAll('[data-max]')].filter((e) => e.getBoundingClientRect().width > Number(e.dataset.max) + 1).map((e) => e.textContent + ': ' + Math.round(e.getBoundingClientRect().width) + ' px in ' + e.dataset.max)",
        )) as string[];
        // A field is a text given a room (data-max) or marked critical; none may reach into a zone a thumb may cover.
        const zones = JSON.stringify(page.quietZones.map((z) => [z.x0 * page.width, z.y0 * page.height, z.x1 * page.width, z.y1 * page.height]));
        const inZones = (await tab.evaluate(
          `(() => { const zones = ${zones}; const doc = document.getElementById('doc').getBoundingClientRect(); return [...document.querySelectorAll('[data-max],[data-critical]')].flatMap((e) => { const r = e.getBoundingClientRect(); const x0 = r.left - doc.left, y0 = r.top - doc.top, x1 = r.right - doc.left, y1 = r.bottom - doc.top; return zones.filter(([a, b, c, d]) => x0 < c && x1 > a && y0 < d && y1 > b).map((z) => e.textContent + ' in ' + z.map(Math.round).join(',')); }); })()`,
        )) as string[];
        const critical = (await tab.evaluate(
          `(() => { const doc = document.getElementById('doc').getBoundingClientRect(); return [...document.querySelectorAll('[data-critical]')].map((e) => { const r = e.getBoundingClientRect(); return { text: e.textContent, x0: r.left - doc.left, y0: r.top - doc.top, x1: r.right - doc.left, y1: r.bottom - doc.top }; }); })()`,
        )) as { text: string; x0: number; y0: number; x1: number; y1: number }[];
        return { drawn: await drawnFamilies(tab), overflow, inZones, critical };
      },
      async *photograph(c, chosen) {
        const { page, png } = await renderPage(c);
        for (const variant of chosen) {
          const { image, params } = await capture(c, page, png, variant);
          if (options.samplesDir) await writeFile(path.join(options.samplesDir, `${c.id}-${variant}.json`), `${JSON.stringify(params, null, 1)}\n`);
          yield [variant, image];
        }
      },
      async close() {
        await browser.close();
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
