/**
 * The blind2 camera: Chromium renders a page and stages the photograph (the card on a surface under
 * a CSS 3-D transform, with light, glare or shadow overlays), then sharp adds what a sensor and an
 * encoder add (noise, blur, JPEG, resizing). Written for this set alone, with draws of its own.
 */
import type { Browser, Page as PwPage } from 'playwright-core';
import sharp from 'sharp';
import { cropKnownFace, type KnownFace } from '../../src/platform/faces/sample-faces.js';
import { launchChromium } from '../../test/helpers/browser.js';
import { Rng } from './draw.js';
import type { Page } from './layouts.js';

export type Blind2Variant = 'clean' | 'phone' | 'lamp' | 'small' | 'scan';
export const blind2Variants: readonly Blind2Variant[] = ['clean', 'phone', 'lamp', 'small', 'scan'];
export const blind2VariantDescriptions: Record<Blind2Variant, string> = {
  clean: 'the rendered page, PNG',
  phone: 'card 65-85% of a 1600x1200 frame on a surface, tilt 4-10 deg, rotation 1-4 deg, uneven light, slight blur, sensor noise, JPEG 55-65',
  lamp: 'under a desk lamp: warm cast, a glare spot on the upper part of the card (never the bottom band), tilt 2-6 deg, 1600x1200, JPEG 70-80',
  small: 'a small photo 900-1100 px wide: card 75-88% of the frame, tilt 2-5 deg, rotation 0.5-2 deg, JPEG 70-80',
  scan: 'a flatbed scan with the lid ajar: white bed, rotation under 1.5 deg, a soft shadow along one edge, slight yellowing, JPEG 88',
};

const portraitFaces: readonly KnownFace[] = ['sample1a', 'sample2a', 'sample3a', 'sample4a', 'sample5a', 'sample6a', 'sample1b'];

/** A person's portrait (a face from a photo shipped in an npm package) as a data URL. */
export async function blind2Portrait(index: number): Promise<string> {
  const jpeg = await cropKnownFace(portraitFaces[index % portraitFaces.length]!, { margin: 0.42, size: 420 });
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

const surfaces = [
  'repeating-linear-gradient(91deg,#6e4a2c 0px,#7d5636 6px,#684528 13px,#8a6040 21px),#6e4a2c',
  'radial-gradient(circle at 30% 40%,#5b6066,#3e4348)',
  'repeating-linear-gradient(0deg,#c9c2b4 0 2px,#d2cbbd 2px 4px),#cbc4b6',
  'linear-gradient(160deg,#2f3a46,#1f262e)',
  'repeating-linear-gradient(45deg,#8c8f94 0 3px,#94979c 3px 6px)',
];

export class Blind2Camera {
  private constructor(private browser: Browser, private tab: PwPage) {}

  static async open(): Promise<Blind2Camera> {
    const browser = await launchChromium();
    const tab = await browser.newPage({ viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 });
    return new Blind2Camera(browser, tab);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  /**
   * The page as a PNG of its #doc element, after proving every `.box` holds its text (nothing runs
   * past its box or off the page) and every font it names is one Chromium really has.
   */
  async render(doc: Page): Promise<Buffer> {
    await this.tab.setViewportSize({ width: doc.width + 20, height: doc.height + 20 });
    await this.tab.setContent(doc.html, { waitUntil: 'load' });
    await this.tab.evaluate('document.fonts.ready.then(() => true)');
    // Long names and stacked bilingual labels need room: shrink label and value type a step at a
    // time (as a issuer's template does) until every box holds its text, and fail when 0.7 is not enough.
    const clipped = (await this.tab.evaluate(`(() => {
      const doc = document.querySelector('#doc');
      const problems = () => {
        const page = doc.getBoundingClientRect();
        const bad = [];
        for (const box of document.querySelectorAll('#doc .box')) {
          const r = box.getBoundingClientRect();
          const over = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
          const outside = r.left < page.left - 1 || r.right > page.right + 1 || r.top < page.top - 1 || r.bottom > page.bottom + 1;
          if (over || outside) bad.push((over ? 'overflows: ' : 'off page: ') + box.textContent.trim().replace(/\\s+/g, ' ').slice(0, 50));
        }
        return bad;
      };
      for (let k = 1; k >= 0.7 - 1e-9; k -= 0.05) {
        doc.style.setProperty('--k', k.toFixed(2));
        if (problems().length === 0) return [];
      }
      return problems();
    })()`)) as string[];
    if (clipped.length > 0) throw new Error(`text does not fit: ${clipped.join(' | ')}`);
    return this.tab.locator('#doc').screenshot({ type: 'png' });
  }

  /** Families the page names that Chromium would draw with a fallback instead (canvas width test). */
  async missingFonts(families: readonly string[]): Promise<string[]> {
    await this.tab.setContent('<!doctype html><html><body></body></html>');
    return (await this.tab.evaluate(`(${JSON.stringify(families)}).filter((f) => {
      const c = document.createElement('canvas').getContext('2d');
      const text = 'AaBbWwMm0123 Ọlanipẹkun';
      return ['monospace', 'serif'].every((base) => { c.font = '40px ' + base; const w0 = c.measureText(text).width; c.font = '40px "' + f + '", ' + base; return c.measureText(text).width === w0; });
    })`)) as string[];
  }

  /** One capture of the clean page, deterministic for (variant, seed). */
  async photograph(clean: Buffer, doc: Page, variant: Blind2Variant, seed: number): Promise<Buffer> {
    if (variant === 'clean') return clean;
    const rng = new Rng(seed);
    const sign = () => (rng.chance(0.5) ? -1 : 1);
    const aspect = doc.height / doc.width;
    let W = 1600, H = 1200, share = 0.8, tiltX = 0, tiltY = 0, rot = 0, perspective = 1500, surface = rng.pick(surfaces);
    let cardOverlay = '', frameOverlay = '', blur = 0, noise = 0, quality = 80, warm = 0;
    if (variant === 'phone') {
      share = rng.range(0.65, 0.85);
      const tilt = sign() * rng.range(4, 10);
      [tiltX, tiltY] = rng.chance(0.5) ? [tilt, sign() * rng.range(0, 3)] : [sign() * rng.range(0, 3), tilt];
      rot = sign() * rng.range(1, 4);
      // Uneven light: brighter where the window is, a falling-off shade across the far side.
      frameOverlay = `background:radial-gradient(ellipse at ${rng.int(10, 90)}% ${rng.int(5, 50)}%,rgba(255,252,240,${rng.range(0.25, 0.45).toFixed(2)}),rgba(255,255,255,0) 55%),linear-gradient(${rng.int(0, 359)}deg,rgba(0,0,0,0) 40%,rgba(0,0,0,${rng.range(0.25, 0.4).toFixed(2)}) 100%)`;
      [blur, noise, quality] = [rng.range(0.5, 0.9), rng.range(5, 9), rng.int(55, 65)];
    }
    if (variant === 'lamp') {
      share = rng.range(0.7, 0.85);
      [tiltX, rot] = [sign() * rng.range(2, 6), sign() * rng.range(0.5, 2.5)];
      // The glare spot sits on the upper half of the card, away from the bottom band a passport's MRZ fills.
      const gx = rng.range(20, 80), gy = rng.range(12, 42), gr = rng.range(9, 15);
      cardOverlay = `<div style="position:absolute;inset:0;background:radial-gradient(circle at ${gx.toFixed(0)}% ${gy.toFixed(0)}%,rgba(255,255,250,0.95) 0,rgba(255,255,245,0.75) ${(gr * 0.45).toFixed(1)}%,rgba(255,250,230,0) ${gr.toFixed(1)}%);mix-blend-mode:screen"></div>`;
      frameOverlay = `background:radial-gradient(circle at ${gx.toFixed(0)}% 0%,rgba(255,220,160,0.25),rgba(20,10,0,0.35) 90%)`;
      [warm, noise, quality] = [rng.range(0.15, 0.3), rng.range(3, 6), rng.int(70, 80)];
    }
    if (variant === 'small') {
      W = rng.int(900, 1100);
      H = Math.round(W * 0.75);
      share = rng.range(0.75, 0.88);
      [tiltY, rot, perspective] = [sign() * rng.range(2, 5), sign() * rng.range(0.5, 2), 1100];
      [noise, quality] = [rng.range(2, 5), rng.int(70, 80)];
    }
    if (variant === 'scan') {
      share = 0.8;
      rot = sign() * rng.range(0.2, 1.5);
      surface = '#f4f4f1';
      const edge = rng.pick(['left', 'right', 'top', 'bottom']);
      frameOverlay = `background:linear-gradient(to ${edge === 'left' ? 'right' : edge === 'right' ? 'left' : edge === 'top' ? 'bottom' : 'top'},rgba(40,40,50,${rng.range(0.35, 0.55).toFixed(2)}) 0%,rgba(40,40,50,0.12) ${rng.int(12, 22)}%,rgba(0,0,0,0) ${rng.int(30, 45)}%)`;
      [warm, quality] = [0.08, 88];
    }
    const cardW = Math.round(W * share * (aspect > 0.72 ? 0.92 : 1));
    const cardH = Math.round(cardW * aspect);
    const html = `<!doctype html><html><head><style>
      html,body{margin:0;width:${W}px;height:${H}px;overflow:hidden;background:${surface}}
      #stage{position:absolute;inset:0;perspective:${perspective}px;display:flex;align-items:center;justify-content:center}
      #card{position:relative;width:${cardW}px;height:${cardH}px;transform:rotateX(${tiltX.toFixed(2)}deg) rotateY(${tiltY.toFixed(2)}deg) rotateZ(${rot.toFixed(2)}deg);border-radius:${variant === 'scan' ? 4 : 14}px;overflow:hidden;box-shadow:0 ${variant === 'scan' ? 2 : 16}px ${variant === 'scan' ? 6 : 36}px rgba(0,0,0,0.4)}
      #card img{width:100%;height:100%;display:block}
      #over{position:absolute;inset:0;pointer-events:none;${frameOverlay}}
      #warm{position:absolute;inset:0;pointer-events:none;background:rgba(255,196,110,${warm.toFixed(2)});mix-blend-mode:multiply}
      </style></head><body><div id="stage"><div id="card"><img src="data:image/png;base64,${clean.toString('base64')}"/>${cardOverlay}</div></div><div id="over"></div><div id="warm"></div></body></html>`;
    await this.tab.setViewportSize({ width: W, height: H });
    await this.tab.setContent(html, { waitUntil: 'load' });
    const shot = await this.tab.screenshot({ type: 'png' });
    return sensor(shot, { blur, noise, quality, seed: rng.next() });
  }
}

/** What the sensor and the encoder add: seeded noise (a sum of uniforms, near Gaussian), blur, JPEG. */
async function sensor(png: Buffer, o: { blur: number; noise: number; quality: number; seed: number }): Promise<Buffer> {
  let image = sharp(png).removeAlpha();
  if (o.noise > 0) {
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const rng = new Rng(o.seed);
    for (let i = 0; i < data.length; i++) {
      const n = (rng.next() + rng.next() + rng.next() - 1.5) * 2 * o.noise;
      data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + n)));
    }
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  }
  if (o.blur >= 0.3) image = image.blur(o.blur);
  return image.jpeg({ quality: o.quality }).toBuffer();
}
