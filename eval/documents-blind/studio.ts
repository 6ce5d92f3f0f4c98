/**
 * Renders the blind set's pages in headless Chromium (Debian's, through test/helpers/browser.ts) and
 * measures them: whether each font really is the one asked for, and whether any text is clipped,
 * outside the document or on top of other text.
 */
import sharp from 'sharp';
import type { Browser, BrowserContext, Page as PwPage } from 'playwright-core';
import { launchChromium } from '../../test/helpers/browser.js';
import { blindFonts, fitScript, type Page } from './layouts.js';

/** CSS px per mm (96 dpi). */
const pxPerMm = 96 / 25.4;

/** The page image's long side in pixels: about a 400 dpi scan of a card, 330 dpi of a passport page. */
const targetLongSide = (page: Page) => (page.widthMm > 150 ? 1720 : page.widthMm > 100 ? 1640 : 1360);

export interface Rendered {
  /** RGBA PNG of the document alone (transparent outside its rounded corners). */
  png: Buffer;
  width: number;
  height: number;
}

export class Studio {
  private readonly contexts = new Map<number, { context: BrowserContext; tab: PwPage }>();

  private constructor(private readonly browser: Browser) {}

  static async open(): Promise<Studio> {
    return new Studio(await launchChromium());
  }

  private async tab(scale: number): Promise<PwPage> {
    const key = Math.round(scale * 1000) / 1000;
    let entry = this.contexts.get(key);
    if (!entry) {
      const context = await this.browser.newContext({ deviceScaleFactor: key, viewport: { width: 1000, height: 700 } });
      entry = { context, tab: await context.newPage() };
      this.contexts.set(key, entry);
    }
    return entry.tab;
  }

  private async load(page: Page): Promise<PwPage> {
    const scale = targetLongSide(page) / (Math.max(page.widthMm, page.heightMm) * pxPerMm);
    const tab = await this.tab(scale);
    await tab.setViewportSize({ width: Math.ceil(page.widthMm * pxPerMm) + 40, height: Math.ceil(page.heightMm * pxPerMm) + 40 });
    await tab.setContent(page.html, { waitUntil: 'load' });
    await tab.evaluate('document.fonts.ready.then(() => true)');
    await tab.evaluate(fitScript);
    return tab;
  }

  async render(page: Page): Promise<Rendered> {
    const tab = await this.load(page);
    const png = await tab.locator('.doc').screenshot({ type: 'png', omitBackground: true, animations: 'disabled' });
    const meta = await sharp(png).metadata();
    return { png, width: meta.width ?? 0, height: meta.height ?? 0 };
  }

  /**
   * Problems on a rendered page: text wider than its box after fitting (clipped), text outside the
   * document, text overlapping other text or a photo. Empty when the page is clean.
   */
  async inspect(page: Page): Promise<string[]> {
    const tab = await this.load(page);
    return tab.evaluate<string[]>(`(() => {
      const doc = document.querySelector('.doc').getBoundingClientRect();
      const problems = [];
      const boxes = [];
      for (const el of document.querySelectorAll('.t')) {
        const text = el.textContent.trim();
        if (!text) continue;
        if (el.scrollWidth > el.clientWidth + 1) problems.push('clipped: ' + text);
        const range = document.createRange();
        range.selectNodeContents(el);
        const glyphs = range.getBoundingClientRect();
        const own = el.getBoundingClientRect();
        // The text's width, and its line box's height: a font's glyph box (ascent plus descent, near
        // twice the size for fonts built for stacked diacritics) reaches far past any ink.
        const b = { left: glyphs.left, right: glyphs.right, top: own.top, bottom: own.bottom, height: own.height };
        if (b.right > own.right + 1 || b.left < own.left - 1) problems.push('past its box: ' + text);
        if (b.left < doc.left - 0.5 || b.right > doc.right + 0.5 || b.top < doc.top - 0.5 || b.bottom > doc.bottom + 0.5) problems.push('outside the document: ' + text);
        boxes.push({ text, b, img: false });
      }
      for (const img of document.querySelectorAll('img')) boxes.push({ text: 'photo', b: img.getBoundingClientRect(), img: true });
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i].b, c = boxes[j].b;
          if (boxes[i].img && boxes[j].img) continue;
          const w = Math.min(a.right, c.right) - Math.max(a.left, c.left);
          const h = Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top);
          // Glyph boxes include the font's ascent and descent: lines a little closer than that do not touch in ink.
          if (w > 1 && h > 0.5) problems.push('overlap: ' + boxes[i].text + ' / ' + boxes[j].text);
        }
      }
      return problems;
    })()`);
  }

  /** Families of `blindFonts` (and OCR B) Chromium does not find: it would silently fall back. */
  async missingFonts(): Promise<string[]> {
    const tab = await this.tab(1);
    await tab.setContent('<!doctype html><html><body></body></html>');
    return tab.evaluate<string[]>(`(() => {
      const canvas = document.createElement('canvas').getContext('2d');
      const width = (font) => { canvas.font = font; return canvas.measureText('Hamburgefontsiv 0123456789 WMwm').width; };
      const families = ${JSON.stringify([...blindFonts, 'OCR B'])};
      return families.filter((f) => ['monospace', 'serif', 'sans-serif'].every((g) => width("40px '" + f + "', " + g) === width('40px ' + g)));
    })()`);
  }

  async close(): Promise<void> {
    for (const { context } of this.contexts.values()) await context.close().catch(() => undefined);
    await this.browser.close();
  }
}
