import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page as BrowserPage } from 'playwright-core';
import type { BlindSetCamera } from '../blind-set.js';
import { drawnFamilies } from './fonts.js';

/**
 * A blind set's renderer (the seventh on): Debian's Chromium, driven by playwright-core, draws each
 * page and each capture's scene; sharp (the set's develop.ts) develops the scene into the delivered
 * image. It refuses to open unless every font family of the set is installed and really drawn by
 * Chromium. Each set passes its own pages, captures, scenes, development and font checks.
 */

/** What the camera reads of a set's page. */
export interface CameraPage {
  html: string;
  width: number;
  height: number;
  /** Where no field may lie (page fractions); a set without them has no zone to check. */
  quietZones?: readonly { x0: number; y0: number; x1: number; y1: number }[];
}

/** A drawn capture: the scene's frame is what the browser shows. */
export interface CameraParams {
  frame: { width: number; height: number };
}

export interface SetCamera<C, V extends string, P extends CameraPage, Params extends CameraParams> extends BlindSetCamera<C, V> {
  /** The page alone (PNG with transparent rounded corners), and its layout facts. */
  renderPage(c: C): Promise<{ page: P; png: Buffer }>;
  /** One capture of a rendered page, with the numbers it was drawn from. */
  capture(c: C, page: P, png: Buffer, variant: V): Promise<{ image: Buffer; params: Params }>;
  /** The families Chromium drew each text of the case's page with, every fitted text wider than its room, every field that reaches into a quiet zone, and where each critical field was drawn. */
  inspectPage(c: C): Promise<{ drawn: { text: string; families: string[] }[]; overflow: string[]; inZones: string[]; critical: { text: string; x0: number; y0: number; x1: number; y1: number }[] }>;
}

/** What a set gives its camera. */
export interface SetCameraParts<C, V extends string, P extends CameraPage, Params extends CameraParams> {
  /** `blind12`: names the set in errors. */
  name: string;
  pageOf(c: C): P;
  drawCapture(c: C, page: P, variant: V): Params;
  sceneHtml(params: Params, page: P, docUrl: string): string;
  develop(scene: Buffer, params: Params): Promise<Buffer>;
  assertFontconfig(): void;
  assertDrawnFamilies(tab: BrowserPage): Promise<void>;
  /** The page as the scene shows it, where the capture changes it first (the eighth set's curl). */
  pageImage?(png: Buffer, params: Params): Promise<Buffer>;
  /** The image delivered from the developed photo, where it is not the photo (the ninth set's chat screenshot); `screen` shows HTML at a size and shoots it. */
  deliver?(photo: Buffer, params: Params, screen: (html: string, width: number, height: number) => Promise<Buffer>): Promise<Buffer>;
}

export function chromiumPath(name: string): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`${name}: no Chromium; run bash scripts/ensure-chromium.sh`);
  return found;
}

/** A PNG of the viewport (or a clip) through CDP's fast path: Playwright's own screenshot spends most of a second on waits this page does not need. */
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
export async function openSetCamera<C extends { id: string }, V extends string, P extends CameraPage, Params extends CameraParams>(set: SetCameraParts<C, V, P, Params>, options: { samplesDir?: string | null } = {}): Promise<SetCamera<C, V, P, Params>> {
  set.assertFontconfig();
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath(set.name), args: ['--no-sandbox', '--font-render-hinting=none', '--disable-gpu'] });
  try {
    const tab = await browser.newPage({ deviceScaleFactor: 1 });
    await set.assertDrawnFamilies(tab);
    if (options.samplesDir) await mkdir(options.samplesDir, { recursive: true });
    const screen = async (html: string, width: number, height: number) => {
      await show(tab, html, width, height);
      return shot(tab, { x: 0, y: 0, width, height }, false);
    };
    const renderPage = async (c: C) => {
      const page = set.pageOf(c);
      await show(tab, page.html, page.width, page.height);
      const png = await shot(tab, { x: 0, y: 0, width: page.width, height: page.height }, true);
      return { page, png };
    };
    const capture = async (c: C, page: P, png: Buffer, variant: V) => {
      const params = set.drawCapture(c, page, variant);
      const doc = set.pageImage ? await set.pageImage(png, params) : png;
      const scene = await screen(set.sceneHtml(params, page, `data:image/png;base64,${doc.toString('base64')}`), params.frame.width, params.frame.height);
      const photo = await set.develop(scene, params);
      return { image: set.deliver ? await set.deliver(photo, params, screen) : photo, params };
    };
    return {
      renderPage,
      capture,
      async inspectPage(c) {
        const page = set.pageOf(c);
        await show(tab, page.html, page.width, page.height);
        const overflow = (await tab.evaluate(
          "[...document.querySelectorAll('[data-max]')].filter((e) => e.getBoundingClientRect().width > Number(e.dataset.max) + 1).map((e) => e.textContent + ': ' + Math.round(e.getBoundingClientRect().width) + ' px in ' + e.dataset.max)",
        )) as string[];
        // A field is a text given a room (data-max) or marked critical; none may reach into a zone a thumb, a glare or a shadow may cover.
        const zones = JSON.stringify((page.quietZones ?? []).map((z) => [z.x0 * page.width, z.y0 * page.height, z.x1 * page.width, z.y1 * page.height]));
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
