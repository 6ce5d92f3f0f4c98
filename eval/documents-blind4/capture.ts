/**
 * The fourth blind set's camera: headless Chromium (playwright-core, Debian's chromium) renders a
 * page and stages the phone and glare shots (CSS 3D transforms over a table or cloth); sharp adds
 * blur, vignetting and sensor noise and encodes. Four captures per document, each seeded by document
 * and capture:
 *   clean   the rendered page, PNG;
 *   phone   1920x1080 or 1280x960, 3-10 degrees of perspective, up to 6 degrees of turn, a table or
 *           cloth under it, vignetting, mild blur, noise, JPEG ~70;
 *   glare   a laminate highlight (blob and/or streak) on the card, never on the MRZ, never over more
 *           than a fifth of one text, mild perspective, JPEG ~75;
 *   lowres  the page 650-750 px wide in a 1024x768 frame, slight blur, JPEG ~60.
 */
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import sharp from 'sharp';
import { glareHtml, planGlare, type GlareSpot, type Rect } from './glare.js';
import type { Blind4Page } from './layouts.js';
import { blind4Hash, Rng } from './random.js';

export const blind4Variants = ['clean', 'phone', 'glare', 'lowres'] as const;
export type Blind4Variant = (typeof blind4Variants)[number];
export const blind4VariantDescriptions: Record<Blind4Variant, string> = {
  clean: 'the rendered page, PNG',
  phone: '1920x1080 or 1280x960 photo: 3-10 degrees perspective, up to 6 degrees turn, table or cloth background, vignetting, mild blur, noise, JPEG ~70',
  glare: 'laminate glare (blob and/or streak) over at most a fifth of any text and never the MRZ, mild perspective, JPEG ~75',
  lowres: 'page downscaled to 650-750 px wide in a 1024x768 frame, slight blur, JPEG ~60',
};

/** One printed text on the page, measured by Chromium (page pixels). */
export interface TextBox {
  field: string | null;
  role: 'label' | 'value' | 'static' | 'mrz';
  text: string;
  /** The first family the element asks for. */
  family: string;
  /** The text's own box (its glyph runs). */
  ink: Rect;
  /** The element's box. */
  box: Rect;
  scrollWidth: number;
  clientWidth: number;
}

export interface Rendered {
  png: Buffer;
  width: number;
  height: number;
  texts: TextBox[];
  photos: Rect[];
}

/** What a staged capture did, for the check (the card's bounding box in the frame). */
export interface ShotInfo {
  frame: { width: number; height: number };
  card: Rect | null;
  glare: GlareSpot[];
}

// Run in the page (this project has no DOM types, so the scripts are plain JavaScript text).
/** Sizes each MRZ line to its `data-w` width and shrinks a fixed-width text until it fits its box. */
const LAYOUT_SCRIPT = `(async () => {
  await document.fonts.ready;
  for (const el of document.querySelectorAll('.mrz')) {
    const w = el.getBoundingClientRect().width;
    el.style.fontSize = (parseFloat(getComputedStyle(el).fontSize) * Number(el.dataset.w) / w) + 'px';
  }
  for (const el of document.querySelectorAll('.fit')) {
    let size = parseFloat(getComputedStyle(el).fontSize);
    while (el.scrollWidth > el.clientWidth && size > 8) { size -= 0.5; el.style.fontSize = size + 'px'; }
  }
})()`;

/** Every printed text's glyph box and element box, and the portraits' boxes, relative to the page. */
const MEASURE_SCRIPT = `(() => {
  const doc = document.getElementById('doc').getBoundingClientRect();
  const rel = (r) => ({ x: r.left - doc.left, y: r.top - doc.top, w: r.width, h: r.height });
  const texts = Array.from(document.querySelectorAll('.tx')).map((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const role = el.classList.contains('mrz') ? 'mrz' : el.classList.contains('lb') ? 'label' : el.classList.contains('v') ? 'value' : 'static';
    return {
      field: el.dataset.f ?? null,
      role,
      text: el.textContent ?? '',
      family: (getComputedStyle(el).fontFamily.split(',')[0] ?? '').replace(/["']/g, '').trim(),
      ink: rel(range.getBoundingClientRect()),
      box: rel(el.getBoundingClientRect()),
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    };
  });
  const photos = Array.from(document.querySelectorAll('.photo,.ghost')).map((el) => rel(el.getBoundingClientRect()));
  return { texts, photos };
})()`;

export interface DrawnFont {
  familyName: string;
  postScriptName: string;
}

/**
 * Whether a drawn font is the family asked for, by its PostScript name's family part (B612 Mono's
 * fonts also call themselves B612, so the family name alone cannot tell them apart).
 */
export const isFamily = (font: DrawnFont, family: string) =>
  (font.postScriptName.split('-')[0] ?? '').replace(/(Bold|Italic|Regular|Medium)+$/, '') === family.replace(/\s/g, '');

/** Text to draw each family with: the characters the set prints in it (OCR B: the MRZ's only). */
const fontProbe = (family: string) => (family === 'OCR B' ? 'P&lt;NGA0123456789&lt;&lt;' : "FEDERAL RÉPUBLIQUE Prénoms N° d'expiration 0123456789 /-.,()");

/** A capture's seed: by document and capture name, so a run of some captures draws what a run of all does. */
export const captureSeed = (caseId: string, variant: Blind4Variant) => blind4Hash(`${caseId}/${variant}`);

/** The glare capture's spots (the first draw of its generator), clear of the MRZ and of most of every text. */
export function glareFor(r: Pick<Rendered, 'width' | 'height' | 'texts'>, rng: Rng): GlareSpot[] {
  const mrz = r.texts.filter((t) => t.role === 'mrz').map((t) => t.ink);
  const texts = r.texts.filter((t) => t.role !== 'mrz' && t.text.trim() !== '').map((t) => t.ink);
  return planGlare(rng, r.width, r.height, texts, mrz);
}

export class Blind4Camera {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly scene: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async open(): Promise<Blind4Camera> {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--font-render-hinting=none', '--disable-lcd-text'] });
    try {
      const page = await browser.newPage({ deviceScaleFactor: 1 });
      const scene = await browser.newPage({ deviceScaleFactor: 1 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      return new Blind4Camera(browser, page, scene, cdp);
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  close(): Promise<void> {
    return this.browser.close();
  }

  /** For each `.tx` element of the loaded page, the fonts Chromium really drew it with. */
  async drawnFonts(): Promise<DrawnFont[][]> {
    const { root } = await this.cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await this.cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.tx' });
    const out: DrawnFont[][] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await this.cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      out.push(fonts.map((f) => ({ familyName: f.familyName, postScriptName: f.postScriptName })));
    }
    return out;
  }

  /** Families Chromium does not draw as asked (a fallback would be drawn instead). */
  async missingFonts(families: readonly string[]): Promise<string[]> {
    const html = `<!doctype html><meta charset="utf-8"><body>${families.map((f) => `<div class="tx" style="font-family:'${f}'">${fontProbe(f)}</div>`).join('')}</body>`;
    await this.page.setViewportSize({ width: 1200, height: 800 });
    await this.page.setContent(html);
    await this.page.evaluate('document.fonts.ready');
    const drawn = await this.drawnFonts();
    return families.filter((f, i) => !(drawn[i]?.length === 1 && isFamily(drawn[i]?.[0] as DrawnFont, f)));
  }

  /** Loads and lays out a page, leaving it open for measuring. */
  async load(doc: Blind4Page): Promise<void> {
    await this.page.setViewportSize({ width: doc.width, height: doc.height });
    await this.page.setContent(doc.html);
    await this.page.evaluate(LAYOUT_SCRIPT);
  }

  async render(doc: Blind4Page): Promise<Rendered> {
    await this.load(doc);
    const measured = (await this.page.evaluate(MEASURE_SCRIPT)) as { texts: TextBox[]; photos: Rect[] };
    const png = await this.page.screenshot({ clip: { x: 0, y: 0, width: doc.width, height: doc.height }, type: 'png' });
    return { png, width: doc.width, height: doc.height, ...measured };
  }

  async photograph(r: Rendered, variant: Blind4Variant, seed: number): Promise<Buffer> {
    return (await this.shoot(r, variant, seed)).image;
  }

  async shoot(r: Rendered, variant: Blind4Variant, seed: number): Promise<{ image: Buffer; info: ShotInfo }> {
    const rng = new Rng(seed);
    if (variant === 'clean') return { image: r.png, info: { frame: { width: r.width, height: r.height }, card: { x: 0, y: 0, w: r.width, h: r.height }, glare: [] } };
    if (variant === 'lowres') return lowres(r, rng);
    if (variant === 'phone') {
      const [fw, fh] = rng.pick([[1920, 1080], [1280, 960]] as const);
      const tilt = rng.range(3, 10);
      const dir = rng.range(0, Math.PI * 2);
      const staged = await this.stage(r, rng, { fw, fh, fraction: rng.range(0.5, 0.68), rx: tilt * Math.sin(dir), ry: tilt * Math.cos(dir), rz: rng.range(-6, 6), glare: [] });
      const image = await finish(staged.png, rng, { blur: rng.range(0.7, 1.3), noise: rng.range(4, 8), vignette: rng.range(0.25, 0.45), quality: rng.int(68, 72) });
      return { image, info: staged.info };
    }
    const glare = glareFor(r, rng);
    const [fw, fh] = rng.pick([[1600, 1200], [1920, 1080]] as const);
    const tilt = rng.range(1.5, 4);
    const dir = rng.range(0, Math.PI * 2);
    const staged = await this.stage(r, rng, { fw, fh, fraction: rng.range(0.6, 0.75), rx: tilt * Math.sin(dir), ry: tilt * Math.cos(dir), rz: rng.range(-3, 3), glare });
    const image = await finish(staged.png, rng, { blur: rng.range(0.4, 0.8), noise: rng.range(2, 4), vignette: rng.range(0.1, 0.25), quality: rng.int(73, 77) });
    return { image, info: staged.info };
  }

  /** The card on a table or cloth, turned in 3D, with its glare, as a PNG of the frame. */
  private async stage(r: Rendered, rng: Rng, o: { fw: number; fh: number; fraction: number; rx: number; ry: number; rz: number; glare: GlareSpot[] }): Promise<{ png: Buffer; info: ShotInfo }> {
    let dw = o.fw * o.fraction;
    if ((dw * r.height) / r.width > o.fh * 0.72) dw = (o.fh * 0.72 * r.width) / r.height;
    const scale = dw / r.width;
    const dh = r.height * scale;
    const offX = rng.range(-0.08, 0.08) * (o.fw - dw);
    const offY = rng.range(-0.08, 0.08) * (o.fh - dh);
    const surface = rng.pick(['wood', 'cloth', 'laminate'] as const);
    const bg =
      surface === 'wood'
        ? `background:repeating-linear-gradient(${rng.range(85, 95).toFixed(1)}deg, #6b4a2f 0px, #7a5638 ${rng.int(5, 9)}px, #654428 ${rng.int(11, 15)}px, #82603f ${rng.int(19, 25)}px)`
        : surface === 'cloth'
          ? `background-color:${rng.pick(['#3b4a6b', '#5a2e35', '#2f4f3f', '#6b6259'])};background-image:repeating-linear-gradient(0deg, rgba(255,255,255,.07) 0 2px, transparent 2px 4px),repeating-linear-gradient(90deg, rgba(0,0,0,.10) 0 2px, transparent 2px 5px)`
          : `background:${rng.pick(['#cfcac0', '#b9bfc4', '#d9d3c4'])}`;
    const freq = surface === 'wood' ? '0.004 0.12' : surface === 'cloth' ? '0.35' : '0.8';
    const b64 = r.png.toString('base64');
    const html = `<!doctype html><html><head><style>*{margin:0;padding:0}body{width:${o.fw}px;height:${o.fh}px;overflow:hidden;position:relative;${bg}}</style></head><body>
<svg width="${o.fw}" height="${o.fh}" style="position:absolute;left:0;top:0;opacity:${surface === 'laminate' ? 0.18 : 0.3};mix-blend-mode:multiply"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${rng.int(1, 9999)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>
<div id="card" style="position:absolute;left:${(o.fw - dw) / 2 + offX}px;top:${(o.fh - dh) / 2 + offY}px;width:${dw}px;height:${dh}px;transform:perspective(${(dw * rng.range(1.6, 2.4)).toFixed(0)}px) rotateX(${o.rx.toFixed(2)}deg) rotateY(${o.ry.toFixed(2)}deg) rotateZ(${o.rz.toFixed(2)}deg);box-shadow:${rng.range(4, 14).toFixed(0)}px ${rng.range(6, 16).toFixed(0)}px ${rng.range(14, 30).toFixed(0)}px rgba(0,0,0,0.45);border-radius:${r.width > 1100 ? 2 : 14 * scale}px;overflow:hidden">
<img src="data:image/png;base64,${b64}" style="display:block;width:100%;height:100%">${glareHtml(o.glare, scale)}
<div style="position:absolute;inset:0;background:linear-gradient(${rng.range(0, 360).toFixed(0)}deg, rgba(0,0,0,${rng.range(0.02, 0.1).toFixed(2)}), rgba(255,255,255,${rng.range(0, 0.06).toFixed(2)}))"></div>
</div></body></html>`;
    await this.scene.setViewportSize({ width: o.fw, height: o.fh });
    await this.scene.setContent(html, { waitUntil: 'load' });
    const card = (await this.scene.evaluate(`(() => { const b = document.getElementById('card').getBoundingClientRect(); return { x: b.left, y: b.top, w: b.width, h: b.height }; })()`)) as Rect;
    const png = await this.scene.screenshot({ type: 'png' });
    return { png, info: { frame: { width: o.fw, height: o.fh }, card, glare: o.glare } };
  }
}

/** Optics then sensor: blur, vignetting, luminance noise, JPEG. */
async function finish(png: Buffer, rng: Rng, o: { blur: number; noise: number; vignette: number; quality: number }): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().blur(o.blur).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const cx = width / 2;
  const cy = height / 2;
  const dmax = Math.hypot(cx, cy);
  const tint = [1, rng.range(0.98, 1.01), rng.range(0.94, 1)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - cx, y - cy) / dmax;
      const v = 1 - o.vignette * d * d;
      const n = (rng.next() + rng.next() + rng.next() - 1.5) * 2 * o.noise;
      const i = (y * width + x) * channels;
      for (let k = 0; k < 3; k++) data[i + k] = Math.max(0, Math.min(255, Math.round((data[i + k] as number) * v * (tint[k] as number) + n)));
    }
  }
  return sharp(data, { raw: { width, height, channels } }).jpeg({ quality: o.quality }).toBuffer();
}

async function lowres(r: Rendered, rng: Rng): Promise<{ image: Buffer; info: ShotInfo }> {
  const w = rng.int(650, 750);
  const h = Math.round((r.height * w) / r.width);
  const x = Math.round(rng.range(0.2, 0.8) * (1024 - w));
  const y = Math.round(rng.range(0.2, 0.8) * (768 - h));
  const small = await sharp(r.png).removeAlpha().resize(w, h, { kernel: 'lanczos3' }).toBuffer();
  const grey = rng.int(150, 215);
  const image = await sharp({ create: { width: 1024, height: 768, channels: 3, background: { r: grey, g: grey - rng.int(0, 10), b: grey - rng.int(0, 20) } } })
    .composite([{ input: small, left: x, top: y }])
    .blur(rng.range(0.5, 0.8))
    .jpeg({ quality: rng.int(58, 62) })
    .toBuffer();
  return { image, info: { frame: { width: 1024, height: 768 }, card: { x, y, w, h }, glare: [] } };
}
