/**
 * Renders red-team pages in headless Chromium and photographs them in Chromium too: the clean
 * page is a screenshot of the document element; a capture variant puts that screenshot on a
 * desk (a CSS wood-grain background) under a CSS 3-D transform (tilt, rotation), CSS filters
 * (blur, brightness) and a gradient overlay for uneven light, and screenshots the frame as JPEG.
 * Nothing here shares code with eval/documents/capture.ts (sharp warps and noise).
 */
import type { Browser, Page as PwPage } from 'playwright-core';
import sharp from 'sharp';
import { cropShippedFace } from '../../src/platform/faces/sample-faces.js';
import { launchChromium } from '../../test/helpers/browser.js';
import { chooser } from './pages.js';
import type { Page } from './pages.js';

/** Captures of the holdout split only (chosen before any run): tune and report never see them. */
export type HoldoutVariant = 'perspective' | 'shadow' | 'phone800';
/** Tune/report-only low-resolution captures (issue 14's small photos), chosen by --variants only: never in the default list nor the holdout. */
export type LowResVariant = 'clean_w640' | 'clean_w800' | 'clean_w1000' | 'phone_w800';
export type RedVariant = 'clean' | 'tilt' | 'rotation' | 'desk60' | 'uneven_light' | 'blur' | 'jpeg35' | 'phone' | HoldoutVariant | LowResVariant;
export const redVariants: readonly RedVariant[] = ['clean', 'tilt', 'rotation', 'desk60', 'uneven_light', 'blur', 'jpeg35', 'phone'];
export const holdoutVariants: readonly RedVariant[] = [...redVariants, 'perspective', 'shadow', 'phone800'];
// Kept out of redVariants so neither the default tune/report run nor any holdout image or seed changes.
export const lowResVariants: readonly RedVariant[] = ['clean_w640', 'clean_w800', 'clean_w1000', 'phone_w800'];
export const redVariantDescriptions: Record<RedVariant, string> = {
  clean: 'Chromium screenshot of the page (PNG, page size)',
  tilt: 'perspective tilt 4-12 deg (CSS rotateX/rotateY, perspective 1600 px) on a grey table, 1600x1200 JPEG 90',
  rotation: 'in-plane rotation 2-5 deg either way, 1600x1200 JPEG 90',
  desk60: 'card 60% of the frame width on a wood desk, 1600x1200 JPEG 90',
  uneven_light: 'radial light from one corner, shadow across the other (multiply/screen overlays), 1600x1200 JPEG 90',
  blur: 'CSS blur 1.2 px, 1600x1200 JPEG 90',
  jpeg35: 'JPEG quality 35 of the frame, 1600x1200',
  phone: 'card 75% of the frame on a desk, tilt 5-9 deg, rotation 2-4 deg, uneven light, blur 0.8 px, JPEG 60',
  clean_w640: 'tune/report only: the clean page downscaled to 640 px wide (sharp, lanczos), JPEG 70',
  clean_w800: 'tune/report only: the clean page downscaled to 800 px wide, JPEG 75',
  clean_w1000: 'tune/report only: the clean page downscaled to 1000 px wide, JPEG 80',
  phone_w800: 'tune/report only: the phone capture (same draws as phone) downscaled from 1600x1200 to 800x600, JPEG 75',
  perspective: 'holdout: stronger perspective (CSS perspective 900 px), tilt 8-12 deg about both axes at once, rotation 1-3 deg, card 70% on a dark cloth, 1600x1200 JPEG 85',
  shadow: 'holdout: a soft-edged shadow (a hand or phone) across 25-45% of the card from one side, opacity 0.45-0.6, edge slanted 5-15 deg, card 80% on a desk, tilt 2-5 deg, rotation 0-2 deg, 1600x1200 JPEG 85',
  phone800: 'holdout: a lower-resolution phone photo, 800x600 frame, card 80% on a desk, tilt 3-6 deg, rotation 1-3 deg, blur 0.5 px, JPEG 75',
};

/** A portrait from a photo shipped in an npm package (face-api's demo sample1, the woman on the right; not one of our generator's faces). */
export async function redPortrait(): Promise<string> {
  const jpeg = await cropShippedFace('sample1', { x: 1440, y: 170, width: 290, height: 290 }, { margin: 0.35, size: 360 });
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

export class RedCamera {
  private constructor(private browser: Browser, private page: PwPage) {}

  static async open(): Promise<RedCamera> {
    const browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 });
    return new RedCamera(browser, page);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  /** The page itself, as a PNG of its document element. */
  async render(doc: Page): Promise<Buffer> {
    await this.page.setViewportSize({ width: doc.width + 20, height: doc.height + 20 });
    await this.page.setContent(doc.html, { waitUntil: 'load' });
    await this.page.evaluate('document.fonts.ready.then(() => true)');
    // Every printed line must fit its box: a clipped MRZ would test the generator, not the reader.
    const clipped = await this.page.evaluate(`[...document.querySelectorAll('#doc *')].filter((e) => (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) || e.getBoundingClientRect().right > document.querySelector('#doc').getBoundingClientRect().right + 1).map((e) => e.textContent.slice(0, 40))`);
    if ((clipped as string[]).length > 0) throw new Error(`text runs off the page: ${(clipped as string[]).join(' | ')}`);
    return this.page.locator('#doc').screenshot({ type: 'png' });
  }

  /** A photograph of the clean page under one variant, deterministic for a seed. */
  async photograph(clean: Buffer, size: { width: number; height: number }, variant: RedVariant, seed: number): Promise<Buffer> {
    if (variant === 'clean') return clean;
    if (variant === 'clean_w640' || variant === 'clean_w800' || variant === 'clean_w1000' || variant === 'phone_w800') return this.photographLowRes(clean, size, variant, seed);
    if (variant === 'perspective' || variant === 'shadow' || variant === 'phone800') return this.photographHoldout(clean, size, variant, seed);
    const ch = chooser(seed);
    const sign = () => (ch.next() < 0.5 ? -1 : 1);
    const W = 1600, H = 1200;
    let share = 0.86, tiltX = 0, tiltY = 0, rot = 0, blur = 0, quality = 90, light = false, desk = false;
    if (variant === 'tilt') [tiltX, tiltY] = ch.next() < 0.5 ? [sign() * ch.range(4, 12), 0] : [0, sign() * ch.range(4, 12)];
    if (variant === 'rotation') rot = sign() * ch.range(2, 5);
    if (variant === 'desk60') [share, desk] = [0.6, true];
    if (variant === 'uneven_light') light = true;
    if (variant === 'blur') blur = 1.2;
    if (variant === 'jpeg35') quality = 35;
    if (variant === 'phone') {
      [share, desk, light, blur, quality] = [0.75, true, true, 0.8, 60];
      tiltX = sign() * ch.range(5, 9);
      rot = sign() * ch.range(2, 4);
    }
    const cardW = W * share;
    const cardH = (cardW * size.height) / size.width;
    const corner = ch.pick(['top left', 'top right', 'bottom left', 'bottom right']);
    const background = desk
      ? `repeating-linear-gradient(${ch.range(80, 100).toFixed(0)}deg,#7a5230 0px,#8b5e3a 7px,#6f4a2b 15px,#936640 22px),#7a5230`
      : '#9a9ea3';
    const html = `<!doctype html><html><head><style>
      html,body{margin:0;width:${W}px;height:${H}px;overflow:hidden;background:${background}}
      #stage{position:absolute;inset:0;perspective:1600px;display:flex;align-items:center;justify-content:center}
      #card{width:${cardW.toFixed(0)}px;height:${cardH.toFixed(0)}px;transform:rotateX(${tiltX.toFixed(2)}deg) rotateY(${tiltY.toFixed(2)}deg) rotateZ(${rot.toFixed(2)}deg);box-shadow:0 18px 40px rgba(0,0,0,0.45);border-radius:12px;filter:${blur ? `blur(${blur}px)` : 'none'}}
      #light{position:absolute;inset:0;pointer-events:none;${light ? `background:radial-gradient(ellipse at ${corner},rgba(255,250,235,0.55),rgba(255,255,255,0) 45%),linear-gradient(${ch.range(0, 360).toFixed(0)}deg,rgba(0,0,0,0) 35%,rgba(0,0,0,0.42) 100%)` : ''}}
      </style></head><body><div id="stage"><img id="card" src="data:image/png;base64,${clean.toString('base64')}"/></div><div id="light"></div></body></html>`;
    await this.page.setViewportSize({ width: W, height: H });
    await this.page.setContent(html, { waitUntil: 'load' });
    return this.page.screenshot({ type: 'jpeg', quality });
  }

  /** A small photo as a lender's app sends it: a capture downscaled and recompressed, apart from photograph() so no other variant's draws change. */
  private async photographLowRes(clean: Buffer, size: { width: number; height: number }, variant: LowResVariant, seed: number): Promise<Buffer> {
    const [source, width, quality] =
      variant === 'phone_w800' ? [await this.photograph(clean, size, 'phone', seed), 800, 75]
      : variant === 'clean_w640' ? [clean, 640, 70]
      : variant === 'clean_w800' ? [clean, 800, 75]
      : [clean, 1000, 80];
    return sharp(source).resize({ width }).jpeg({ quality }).toBuffer();
  }

  /** The holdout split's captures, apart from photograph() so the tune/report images keep every draw they had. */
  private async photographHoldout(clean: Buffer, size: { width: number; height: number }, variant: HoldoutVariant, seed: number): Promise<Buffer> {
    const ch = chooser(seed);
    const sign = () => (ch.next() < 0.5 ? -1 : 1);
    const [W, H] = variant === 'phone800' ? [800, 600] : [1600, 1200];
    let tiltX = 0, tiltY = 0, rot = 0, blur = 0, quality = 85, perspective = 1600, shadow = '';
    let background = `repeating-linear-gradient(${ch.range(80, 100).toFixed(0)}deg,#7a5230 0px,#8b5e3a 7px,#6f4a2b 15px,#936640 22px),#7a5230`;
    if (variant === 'perspective') {
      [tiltX, tiltY, rot, perspective] = [sign() * ch.range(8, 12), sign() * ch.range(8, 12), sign() * ch.range(1, 3), 900];
      background = '#2d3440';
    }
    if (variant === 'shadow') {
      [tiltX, rot] = [sign() * ch.range(2, 5), sign() * ch.range(0, 2)];
      const from = ch.pick(['left', 'right', 'top', 'bottom']);
      const reach = ch.range(25, 45), opacity = ch.range(0.45, 0.6);
      // A shadow's edge is soft (a few pixels of penumbra) and slanted, as a hand's or a phone's is.
      shadow = `<div style="position:absolute;inset:0;background:linear-gradient(to ${from === 'left' ? 'right' : from === 'right' ? 'left' : from === 'top' ? 'bottom' : 'top'},rgba(0,0,0,${opacity.toFixed(2)}) ${(reach - 2).toFixed(1)}%,rgba(0,0,0,0) ${(reach + 2).toFixed(1)}%);transform:skew${from === 'left' || from === 'right' ? 'X' : 'Y'}(${(sign() * ch.range(5, 15)).toFixed(1)}deg);pointer-events:none"></div>`;
    }
    if (variant === 'phone800') [tiltX, rot, blur, quality] = [sign() * ch.range(3, 6), sign() * ch.range(1, 3), 0.5, 75];
    // The stronger perspective enlarges the near edge: a smaller card keeps all of it in the frame.
    const cardW = W * (variant === 'perspective' ? 0.7 : 0.8);
    const cardH = (cardW * size.height) / size.width;
    const html = `<!doctype html><html><head><style>
      html,body{margin:0;width:${W}px;height:${H}px;overflow:hidden;background:${background}}
      #stage{position:absolute;inset:0;perspective:${perspective}px;display:flex;align-items:center;justify-content:center}
      #card{position:relative;width:${cardW.toFixed(0)}px;height:${cardH.toFixed(0)}px;transform:rotateX(${tiltX.toFixed(2)}deg) rotateY(${tiltY.toFixed(2)}deg) rotateZ(${rot.toFixed(2)}deg);box-shadow:0 18px 40px rgba(0,0,0,0.45);border-radius:12px;overflow:hidden;filter:${blur ? `blur(${blur}px)` : 'none'}}
      #card img{width:100%;height:100%;display:block}
      </style></head><body><div id="stage"><div id="card"><img src="data:image/png;base64,${clean.toString('base64')}"/>${shadow}</div></div></body></html>`;
    await this.page.setViewportSize({ width: W, height: H });
    await this.page.setContent(html, { waitUntil: 'load' });
    return this.page.screenshot({ type: 'jpeg', quality });
  }
}
