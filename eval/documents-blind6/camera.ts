import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { Blind6Page } from './layouts.js';
import type { Blind6Case, RotationMode } from './people.js';
import { Rng } from './random.js';

/**
 * The sixth blind set's captures, the point of the set: not a flat render plus filters but the ways a
 * document really reaches an identity check. The page is rendered once (HTML in Debian's Chromium,
 * never a downloaded browser), then set in a scene in Chromium (a scanner bed, a table under a phone,
 * a room at night) with real geometry (a few degrees askew, a perspective tilt, a passport open on its
 * facing page), and the camera's or scanner's and the messaging app's pixel work is done with sharp
 * (noise, blur, white balance, JPEG, EXIF). Every number is drawn from `case id / capture name`.
 */

export const blind6Variants = ['scan', 'whatsapp', 'rotated', 'low-light'] as const;
export type Blind6Variant = (typeof blind6Variants)[number];

export const blind6VariantDescriptions: Record<Blind6Variant, string> = {
  scan: 'a flatbed scan at 300 dpi, the document 0.5-3° askew on a white bed (a whole A4 page or a crop), some as grey photocopies with toner specks and lifted contrast; JPEG',
  whatsapp: 'a phone photo of the document on a table (perspective tilt 5-25°, uneven light), then forwarded by a messaging app: long side 1280-1600 px, JPEG quality 45-70, some forwarded twice',
  rotated: 'a phone photo taken in portrait with the document in landscape: pixels turned 90° or 180° with the EXIF Orientation tag that rights them (-rotE6/E8/E3), or turned with no tag (-rotN90/N270/N180)',
  'low-light': 'an evening indoor photo: sensor grain, 1-4 px motion blur, warm white balance, the document 700-1100 px wide in a 1600-2000 px frame, some with a flash hotspot',
};

/** The page's render resolution (about 406 dpi): enough for a 300 dpi scan and any phone framing. */
const pxPerMm = 16;
const cssPxPerMm = 96 / 25.4;

export interface RenderedPage {
  c: Blind6Case;
  page: Blind6Page;
  png: Buffer;
  widthPx: number;
  heightPx: number;
}

export interface Capture {
  image: Buffer;
  /** Every drawn parameter of the image, to explain a failure later without redrawing it. */
  params: Record<string, unknown>;
}

interface SceneSpec {
  frameW: number;
  frameH: number;
  surfaceName: string;
  surface: string;
  /** feTurbulence texture over the surface (0 = none). */
  grain: number;
  /** The document's displayed width in px (before tilt); its height follows the page. */
  itemW: number;
  cx: number;
  cy: number;
  rotateZ: number;
  rotateX: number;
  rotateY: number;
  perspective: number;
  /** Scale down until the page is inside the frame with this margin (px); 0 keeps the size (a scan). */
  fitMargin: number;
  shadow: string;
  booklet: boolean;
  /**
   * What (cx, cy) places: the whole item (a scan lays the open booklet on the bed) or the data page
   * itself (a phone is aimed at the page; the facing page falls where it falls, cut by the frame).
   */
  anchor: 'item' | 'page';
  fold: number | null;
  glare: number;
  /** Full-frame light: CSS backgrounds multiplied (shade) and screened (light) over the scene. */
  shade: string;
  light: string;
}

const surfaces: Record<string, (rng: Rng) => string> = {
  wood: (rng) => {
    const a = rng.range(-8, 8) + rng.pick([0, 90]);
    const [c1, c2, c3] = rng.pick([
      ['#8b5a2b', '#9c6b3a', '#6f4620'],
      ['#a0744a', '#b58a5c', '#8a6038'],
      ['#5c3a21', '#6e4a2e', '#4a2e19'],
    ] as const);
    return `repeating-linear-gradient(${a}deg, ${c1} 0px, ${c2} ${rng.int(8, 16)}px, ${c3} ${rng.int(20, 34)}px, ${c1} ${rng.int(40, 60)}px)`;
  },
  cloth: (rng) => {
    const [c1, c2] = rng.pick([
      ['#c9d6e3', '#aebfd0'],
      ['#e8dcc8', '#d6c4a8'],
      ['#d8e2d0', '#bccbb0'],
    ] as const);
    const s = rng.int(18, 40);
    return `repeating-linear-gradient(0deg, ${c1}88 0 ${s}px, ${c2}88 ${s}px ${2 * s}px), repeating-linear-gradient(90deg, ${c1} 0 ${s}px, ${c2} ${s}px ${2 * s}px)`;
  },
  desk: (rng) => rng.pick(['#2c2d31', '#3a3733', '#23262b', '#4a4640']),
  ankara: (rng) => {
    const [c1, c2, c3] = rng.pick([
      ['#e07a1f', '#1d3557', '#f1c453'],
      ['#2a9d8f', '#8d0801', '#f4a261'],
      ['#6a040f', '#ffba08', '#3f88c5'],
    ] as const);
    const s = rng.int(40, 90);
    return `radial-gradient(circle at 50% 50%, ${c3} 0 ${s * 0.18}px, transparent ${s * 0.2}px) 0 0/${s}px ${s}px, repeating-conic-gradient(${c1} 0 25%, ${c2} 0 50%) 0 0/${s}px ${s}px`;
  },
  counter: (rng) => rng.pick(['#e9e6df', '#d9d4cb', '#f0efe9', '#cfd3d6']),
};

function pickSurface(rng: Rng): { name: string; css: string } {
  const name = rng.pick(Object.keys(surfaces));
  const make = surfaces[name];
  if (!make) throw new Error(`surface ${name}`);
  return { name, css: make(rng) };
}

/** A line kernel `length` px long at `angle`: the camera moving during the exposure. */
function motionKernel(length: number, angleDeg: number): { width: number; height: number; kernel: number[] } {
  const size = 2 * Math.ceil(length / 2) + 1;
  const kernel = new Array<number>(size * size).fill(0);
  const c = (size - 1) / 2;
  const a = (angleDeg * Math.PI) / 180;
  const steps = Math.max(8, Math.ceil(length * 6));
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps - 0.5) * length;
    const x = Math.round(c + t * Math.cos(a));
    const y = Math.round(c + t * Math.sin(a));
    kernel[y * size + x] = (kernel[y * size + x] ?? 0) + 1;
  }
  const sum = kernel.reduce((s, v) => s + v, 0);
  return { width: size, height: size, kernel: kernel.map((v) => v / sum) };
}

interface Develop {
  /** Per-channel gains (white balance and exposure together). */
  gains: [number, number, number];
  gamma: number;
  /** Corner darkening 0..1. */
  vignette: number;
  /** Gaussian noise: luminance and per-channel sigma, in 0-255 levels. */
  noise: number;
  chroma: number;
  hotspot: { x: number; y: number; r: number; strength: number } | null;
  /** Toner specks per megapixel (photocopies). */
  specks: number;
  /** Contrast lift about mid grey (photocopies): out = (in - 128) * k + 128 + lift. */
  contrast: number;
  lift: number;
}

/** The sensor's and the copier's pixel work on raw RGB, in one pass, from the capture's generator. */
function develop(raw: Buffer, w: number, h: number, d: Develop, rng: Rng): Buffer {
  const out = Buffer.alloc(raw.length);
  const cx = w / 2;
  const cy = h / 2;
  const maxR2 = cx * cx + cy * cy;
  const invGamma = 1 / d.gamma;
  const lut = new Float32Array(256);
  for (let v = 0; v < 256; v++) lut[v] = 255 * Math.pow(v / 255, invGamma);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const dx = x - cx;
      const dy = y - cy;
      const vig = 1 - d.vignette * ((dx * dx + dy * dy) / maxR2);
      let hot = 0;
      if (d.hotspot) {
        const hx = x - d.hotspot.x;
        const hy = y - d.hotspot.y;
        hot = d.hotspot.strength * Math.exp(-(hx * hx + hy * hy) / (2 * d.hotspot.r * d.hotspot.r));
      }
      const lum = d.noise ? rng.normal() * d.noise : 0;
      for (let ch = 0; ch < 3; ch++) {
        let v = lut[raw[i + ch] as number] as number;
        v = v * (d.gains[ch] as number) * vig + hot + lum + (d.chroma ? rng.normal() * d.chroma : 0);
        if (d.contrast !== 1 || d.lift) v = (v - 128) * d.contrast + 128 + d.lift;
        out[i + ch] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
      }
    }
  }
  if (d.specks > 0) {
    const n = Math.round((d.specks * w * h) / 1e6);
    for (let k = 0; k < n; k++) {
      const x0 = rng.int(0, w - 1);
      const y0 = rng.int(0, h - 1);
      const r = rng.range(0.4, 1.6);
      const ink = rng.int(10, 90);
      for (let y = Math.floor(y0 - r); y <= y0 + r; y++)
        for (let x = Math.floor(x0 - r); x <= x0 + r; x++) {
          if (x < 0 || y < 0 || x >= w || y >= h || (x - x0) ** 2 + (y - y0) ** 2 > r * r) continue;
          const i = (y * w + x) * 3;
          out[i] = out[i + 1] = out[i + 2] = Math.min(out[i] as number, ink);
        }
    }
  }
  return out;
}

interface Placed {
  x: number;
  y: number;
  w: number;
  h: number;
  scale: number;
}

/**
 * Runs in the scene page: tilt the document, then shrink it (4% a step) until the page lies inside
 * the frame with the margin, as a photographer steps back; margin 0 keeps the size (a scan's 300 dpi).
 */
const fitSource = `({ rz, rx, ry, margin, fw, fh }) => {
  const item = document.getElementById('item');
  const page = document.getElementById('page');
  let scale = 1;
  for (let i = 0; i < 60; i++) {
    item.style.transform = 'rotateZ(' + rz + 'deg) rotateX(' + rx + 'deg) rotateY(' + ry + 'deg) scale(' + scale + ')';
    const b = page.getBoundingClientRect();
    if (margin <= 0 || (b.left >= margin && b.top >= margin && b.right <= fw - margin && b.bottom <= fh - margin)) break;
    scale *= 0.96;
  }
  const b = page.getBoundingClientRect();
  return { x: b.left, y: b.top, w: b.width, h: b.height, scale };
}`;

const neutral: Develop = { gains: [1, 1, 1], gamma: 1, vignette: 0, noise: 0, chroma: 0, hotspot: null, specks: 0, contrast: 1, lift: 0 };

const round = (v: number, places = 2) => Math.round(v * 10 ** places) / 10 ** places;

export class Blind6Camera {
  private constructor(
    private readonly browser: Browser,
    private readonly docContext: BrowserContext,
    private readonly docPage: Page,
    private readonly sceneContext: BrowserContext,
    private readonly scenePage: Page,
  ) {}

  static async open(): Promise<Blind6Camera> {
    // Debian's Chromium only: this set never downloads a browser.
    const browser = await chromium.launch({ executablePath: process.env.BLIND6_CHROMIUM ?? '/usr/bin/chromium', args: ['--disable-gpu', '--font-render-hinting=none'] });
    try {
      const docContext = await browser.newContext({ deviceScaleFactor: pxPerMm / cssPxPerMm, viewport: { width: 800, height: 400 } });
      const sceneContext = await browser.newContext({ deviceScaleFactor: 1, viewport: { width: 1600, height: 1200 } });
      return new Blind6Camera(browser, docContext, await docContext.newPage(), sceneContext, await sceneContext.newPage());
    } catch (error) {
      await browser.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.docContext.close().catch(() => undefined);
    await this.sceneContext.close().catch(() => undefined);
    await this.browser.close();
  }

  /** The page alone at 16 px/mm, transparent outside its rounded corners. */
  async render(c: Blind6Case, page: Blind6Page): Promise<RenderedPage> {
    await this.docPage.setViewportSize({ width: Math.ceil(page.widthMm * cssPxPerMm) + 4, height: Math.ceil(page.heightMm * cssPxPerMm) + 4 });
    await this.docPage.setContent(page.html, { waitUntil: 'load' });
    // The type checker has no DOM here: browser-side code goes in as source text.
    await this.docPage.evaluate('document.fonts.ready.then(() => true)');
    const png = await this.docPage.locator('.doc').screenshot({ omitBackground: true, type: 'png', animations: 'disabled' });
    const meta = await sharp(png).metadata();
    return { c, page, png, widthPx: meta.width ?? 0, heightPx: meta.height ?? 0 };
  }

  async photograph(r: RenderedPage, variant: Blind6Variant, seed: string): Promise<Capture> {
    const rng = new Rng(seed);
    switch (variant) {
      case 'scan':
        return this.scan(r, rng);
      case 'whatsapp':
        return this.whatsapp(r, rng);
      case 'rotated':
        return this.rotated(r, rng);
      case 'low-light':
        return this.lowLight(r, rng);
    }
  }

  /** The scene in Chromium: the page (a passport open on its facing page) on a surface, under light. */
  private async scene(r: RenderedPage, s: SceneSpec, seedInt: number): Promise<{ raw: Buffer; w: number; h: number; pageBox: { x: number; y: number; w: number; h: number }; scale: number }> {
    const itemH = (s.itemW * r.page.heightMm) / r.page.widthMm;
    const radius = (r.page.radiusMm / r.page.widthMm) * s.itemW;
    const gap = s.booklet ? itemH * 0.012 : 0;
    const coverPad = s.booklet ? s.itemW * 0.022 : 0;
    const boxH = s.booklet ? itemH * 2 + gap : itemH;
    const dataTop = s.booklet ? itemH + gap : 0;
    const src = `data:image/png;base64,${r.png.toString('base64')}`;
    const facing = s.booklet
      ? `<div style="position:absolute;left:0;top:0;width:${s.itemW}px;height:${itemH}px;background:repeating-radial-gradient(circle at 30% 60%, #eef3e6 0 3px, #e4ecdc 3px 6px);box-shadow:inset 0 -${itemH * 0.06}px ${itemH * 0.05}px -${itemH * 0.03}px rgba(0,0,0,.18)"></div>`
      : '';
    const spine = s.booklet ? `<div style="position:absolute;left:0;width:${s.itemW}px;top:${itemH - itemH * 0.05}px;height:${itemH * 0.12}px;background:linear-gradient(#0000,#00000030 45%,#00000040 50%,#00000022 58%,#0000)"></div>` : '';
    const cover = s.booklet ? `<div style="position:absolute;left:${-coverPad}px;top:${-coverPad}px;width:${s.itemW + 2 * coverPad}px;height:${boxH + 2 * coverPad}px;background:#1f4a2c;border-radius:${coverPad * 0.8}px;box-shadow:${s.shadow}"></div>` : '';
    const fold = s.fold !== null ? `<div style="position:absolute;top:0;height:${itemH}px;left:${s.fold * s.itemW - 6}px;width:12px;background:linear-gradient(90deg,#0000,#00000026 45%,#ffffff40 55%,#0000)"></div>` : '';
    const glare = s.glare > 0 ? `<div style="position:absolute;left:0;top:${dataTop}px;width:${s.itemW}px;height:${itemH}px;border-radius:${radius}px;background:linear-gradient(${110 + seedInt % 50}deg,#fff0 30%,#ffffff${Math.round(s.glare * 255).toString(16).padStart(2, '0')} 48%,#fff0 62%);mix-blend-mode:screen"></div>` : '';
    const html = `<!doctype html><html><head><meta charset="utf-8"><style>
*{margin:0;padding:0;box-sizing:border-box}
html,body{width:${s.frameW}px;height:${s.frameH}px;overflow:hidden}
body{background:${s.surface};position:relative}
#stage{position:absolute;inset:0;perspective:${s.perspective}px;perspective-origin:50% 50%}
#item{position:absolute;left:${s.cx - s.itemW / 2}px;top:${s.anchor === 'page' ? s.cy - dataTop - itemH / 2 : s.cy - boxH / 2}px;width:${s.itemW}px;height:${boxH}px;transform-origin:50% ${s.anchor === 'page' ? `${dataTop + itemH / 2}px` : '50%'}}
#page{position:absolute;left:0;top:${dataTop}px;width:${s.itemW}px;height:${itemH}px;border-radius:${radius}px;${s.booklet ? '' : `box-shadow:${s.shadow};`}}
.over{position:absolute;inset:0;pointer-events:none}
</style></head><body>
${s.grain > 0 ? `<svg class="over" width="${s.frameW}" height="${s.frameH}" style="mix-blend-mode:overlay;opacity:${s.grain}"><filter id="t"><feTurbulence type="fractalNoise" baseFrequency="${0.5 + (seedInt % 40) / 100}" numOctaves="2" seed="${seedInt % 1000}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#t)"/></svg>` : ''}
<div id="stage"><div id="item">${cover}${facing}<img id="page" src="${src}">${spine}${fold}${glare}</div></div>
<div class="over" style="background:${s.shade};mix-blend-mode:multiply"></div>
<div class="over" style="background:${s.light};mix-blend-mode:screen"></div>
</body></html>`;
    await this.scenePage.setViewportSize({ width: s.frameW, height: s.frameH });
    await this.scenePage.setContent(html, { waitUntil: 'load' });
    const placed = (await this.scenePage.evaluate(`(${fitSource})(${JSON.stringify({ rz: s.rotateZ, rx: s.rotateX, ry: s.rotateY, margin: s.fitMargin, fw: s.frameW, fh: s.frameH })})`)) as Placed;
    if (typeof placed?.w !== 'number' || typeof placed.scale !== 'number') throw new Error('the scene did not place the page');
    const shot = await this.scenePage.screenshot({ type: 'png', animations: 'disabled' });
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { raw: data, w: info.width, h: info.height, pageBox: { x: round(placed.x, 1), y: round(placed.y, 1), w: round(placed.w, 1), h: round(placed.h, 1) }, scale: round(placed.scale, 3) };
  }

  private async scan(r: RenderedPage, rng: Rng): Promise<Capture> {
    const dpi = 300;
    const itemW = Math.round((r.page.widthMm * dpi) / 25.4);
    const itemH = Math.round((r.page.heightMm * dpi) / 25.4);
    const booklet = r.page.material === 'passport';
    const boxH = booklet ? itemH * 2 : itemH;
    const angle = rng.sign() * rng.range(0.5, 3);
    const wholePage = rng.chance(0.45);
    const photocopy = rng.chance(0.35);
    let frameW: number;
    let frameH: number;
    let cx: number;
    let cy: number;
    const slack = (w: number, h: number) => Math.abs(w * Math.sin((angle * Math.PI) / 180)) + Math.abs(h * Math.sin((angle * Math.PI) / 180)) + 40;
    if (wholePage) {
      // The whole A4 bed, the document laid against a corner (landscape A4 for the long slip).
      const landscape = r.page.material === 'paper';
      frameW = landscape ? 3508 : 2480;
      frameH = landscape ? 2480 : 3508;
      const pad = slack(itemW, boxH);
      cx = itemW / 2 + pad + rng.int(10, 160);
      cy = boxH / 2 + pad + rng.int(10, 160);
    } else {
      const pad = slack(itemW, boxH);
      const mx = rng.int(40, 220);
      const my = rng.int(40, 220);
      frameW = Math.round(itemW + 2 * pad + 2 * mx);
      frameH = Math.round(boxH + 2 * pad + 2 * my);
      cx = frameW / 2 + rng.int(-mx / 2, mx / 2);
      cy = frameH / 2 + rng.int(-my / 2, my / 2);
    }
    const seedInt = rng.int(1, 1_000_000);
    const bed = rng.pick(['#ffffff', '#fdfdfd', '#fbfbf9']);
    const spec: SceneSpec = {
      frameW,
      frameH,
      surfaceName: 'scanner bed',
      surface: bed,
      grain: 0,
      itemW,
      cx,
      cy,
      rotateZ: angle,
      rotateX: 0,
      rotateY: 0,
      perspective: 100000,
      fitMargin: 0,
      // A card stands off the glass: the scanner's lamp leaves a thin shadow along one edge.
      shadow: r.page.material === 'paper' ? '0 0 1px rgba(0,0,0,.25)' : `${rng.int(1, 3)}px ${rng.int(1, 3)}px ${rng.int(2, 4)}px rgba(0,0,0,.45)`,
      booklet,
      anchor: 'item',
      fold: r.page.material === 'paper' && rng.chance(0.4) ? rng.pick([1 / 3, 1 / 2, 2 / 3]) : null,
      glare: 0,
      shade: '#ffffff',
      light: '#000000',
    };
    const shot = await this.scene(r, spec, seedInt);
    const blur = rng.range(0.45, 0.85);
    const dev: Develop = photocopy
      ? { ...neutral, contrast: rng.range(1.25, 1.55), lift: rng.range(4, 18), noise: rng.range(2, 5), specks: rng.range(40, 220) }
      : { ...neutral, gains: [rng.range(0.97, 1.02), rng.range(0.97, 1.02), rng.range(0.95, 1.01)], noise: rng.range(0.8, 2) };
    const developed = develop(shot.raw, shot.w, shot.h, dev, rng);
    const quality = photocopy ? rng.int(60, 80) : rng.int(72, 90);
    let img = sharp(developed, { raw: { width: shot.w, height: shot.h, channels: 3 } }).blur(blur);
    if (photocopy) img = img.grayscale();
    const image = await img.jpeg({ quality }).withMetadata({ density: dpi }).toBuffer();
    return {
      image,
      params: { variant: 'scan', dpi, frame: [shot.w, shot.h], wholeA4: wholePage, angle: round(angle), photocopy, blur: round(blur), quality, fold: spec.fold, pageBox: shot.pageBox, develop: summarise(dev) },
    };
  }

  /** A phone photo on a table: the first half of the `whatsapp`, `rotated` and `low-light` captures. */
  private phoneSpec(r: RenderedPage, rng: Rng, p: { frameW: number; frameH: number; itemW: number; tilt: [number, number]; spin: number; glare: boolean }): SceneSpec {
    const tilt = rng.range(p.tilt[0], p.tilt[1]);
    const towards = rng.range(0, 2 * Math.PI);
    const surface = pickSurface(rng);
    const lightAngle = rng.int(0, 359);
    const shadeAlpha = rng.range(0.12, 0.45);
    const lightAlpha = rng.range(0.04, 0.2);
    const sx = rng.int(10, 90);
    const sy = rng.int(10, 90);
    return {
      frameW: p.frameW,
      frameH: p.frameH,
      surfaceName: surface.name,
      surface: surface.css,
      grain: rng.range(0.15, 0.45),
      itemW: p.itemW,
      cx: p.frameW / 2 + rng.range(-0.06, 0.06) * p.frameW,
      cy: p.frameH / 2 + rng.range(-0.06, 0.06) * p.frameH,
      rotateZ: rng.range(-p.spin, p.spin),
      rotateX: tilt * Math.cos(towards),
      rotateY: tilt * Math.sin(towards),
      perspective: rng.int(1300, 2600),
      fitMargin: Math.round(Math.min(p.frameW, p.frameH) * 0.03),
      shadow: `${rng.int(-8, 8)}px ${rng.int(4, 14)}px ${rng.int(10, 26)}px rgba(0,0,0,${round(rng.range(0.25, 0.5))})`,
      booklet: r.page.material === 'passport',
      anchor: 'page',
      fold: r.page.material === 'paper' && rng.chance(0.45) ? rng.pick([1 / 3, 1 / 2, 2 / 3]) : null,
      glare: p.glare && r.page.material !== 'paper' && rng.chance(0.6) ? rng.range(0.15, 0.45) : 0,
      // Uneven light: one side in the shade (the phone, the photographer), a brighter patch elsewhere.
      shade: `linear-gradient(${lightAngle}deg, rgba(255,255,255,1) 30%, rgba(${rng.int(90, 140)},${rng.int(90, 130)},${rng.int(80, 120)},${round(shadeAlpha)}) 100%)`,
      light: `radial-gradient(circle at ${sx}% ${sy}%, rgba(255,250,235,${round(lightAlpha)}) 0, rgba(0,0,0,0) 55%)`,
    };
  }

  private async whatsapp(r: RenderedPage, rng: Rng): Promise<Capture> {
    // The long paper slip is photographed with the phone held sideways; cards either way.
    const portrait = rng.chance(0.25) && r.page.material !== 'paper';
    const frameW = portrait ? 1800 : 2400;
    const frameH = portrait ? 2400 : 1800;
    const itemW = Math.round(frameW * rng.range(0.55, 0.8));
    const spec = this.phoneSpec(r, rng, { frameW, frameH, itemW, tilt: [5, 25], spin: 15, glare: true });
    const shot = await this.scene(r, spec, rng.int(1, 1_000_000));
    const dev: Develop = { ...neutral, gains: [rng.range(0.96, 1.06), 1, rng.range(0.92, 1.04)], noise: rng.range(1.5, 4), chroma: rng.range(0.5, 1.5), vignette: rng.range(0, 0.25) };
    const developed = develop(shot.raw, shot.w, shot.h, dev, rng);
    const lens = rng.range(0.4, 0.9);
    const cameraQuality = rng.int(86, 94);
    const original = await sharp(developed, { raw: { width: shot.w, height: shot.h, channels: 3 } }).blur(lens).jpeg({ quality: cameraQuality }).toBuffer();
    // The messaging app: long side 1280-1600, low quality, 4:2:0; some images forwarded again.
    const long1 = rng.int(1280, 1600);
    const q1 = rng.int(45, 70);
    let image = await sharp(original).resize(portrait ? { height: long1 } : { width: long1 }).jpeg({ quality: q1, chromaSubsampling: '4:2:0' }).toBuffer();
    const twice = rng.chance(0.35);
    let long2: number | null = null;
    let q2: number | null = null;
    if (twice) {
      // Forwarded again: recompressed, and shrunk again only as far as the app's own floor (1280).
      long2 = rng.int(Math.max(1280, Math.round(long1 * 0.85)), long1);
      q2 = rng.int(45, 70);
      image = await sharp(image).resize(portrait ? { height: long2 } : { width: long2 }).jpeg({ quality: q2, chromaSubsampling: '4:2:0' }).toBuffer();
    }
    return {
      image,
      params: { variant: 'whatsapp', cameraFrame: [shot.w, shot.h], ...sceneParams(spec, shot), lens: round(lens), cameraQuality, forwards: twice ? 2 : 1, longSide: [long1, long2], quality: [q1, q2], develop: summarise(dev) },
    };
  }

  private async rotated(r: RenderedPage, rng: Rng): Promise<Capture> {
    const mode: RotationMode = r.c.rotation;
    // Held in portrait: a tall frame, the document across it in landscape.
    const frameW = rng.int(1500, 1800);
    const frameH = Math.round((frameW * 4) / 3);
    const itemW = Math.round(frameW * rng.range(0.72, 0.9));
    const spec = this.phoneSpec(r, rng, { frameW, frameH, itemW, tilt: [0, 12], spin: 6, glare: true });
    const shot = await this.scene(r, spec, rng.int(1, 1_000_000));
    const dev: Develop = { ...neutral, gains: [rng.range(0.97, 1.05), 1, rng.range(0.94, 1.03)], noise: rng.range(1.5, 3.5), chroma: rng.range(0.5, 1.2), vignette: rng.range(0, 0.2) };
    const developed = develop(shot.raw, shot.w, shot.h, dev, rng);
    const lens = rng.range(0.3, 0.7);
    const quality = rng.int(84, 93);
    // Stored pixels: turned so the tag (or, with none, the viewer) has to turn them back.
    const turn: Record<RotationMode, number> = { E6: 270, E8: 90, E3: 180, N90: 90, N270: 270, N180: 180 };
    const orientation: Record<RotationMode, number | null> = { E6: 6, E8: 8, E3: 3, N90: null, N270: null, N180: null };
    // A quarter or half turn of the pixels (a Gaussian blur commutes with it, so the order is moot).
    const img = sharp(developed, { raw: { width: shot.w, height: shot.h, channels: 3 } }).blur(lens).rotate(turn[mode]);
    const o = orientation[mode];
    const image = o === null ? await img.jpeg({ quality }).toBuffer() : await img.jpeg({ quality }).withMetadata({ orientation: o }).toBuffer();
    return {
      image,
      params: { variant: 'rotated', mode, storedTurnClockwise: turn[mode], exifOrientation: o, upright: [shot.w, shot.h], ...sceneParams(spec, shot), lens: round(lens), quality, develop: summarise(dev) },
    };
  }

  private async lowLight(r: RenderedPage, rng: Rng): Promise<Capture> {
    const portrait = rng.chance(0.25);
    const long = rng.int(1600, 2000);
    const short = Math.round((long * 3) / 4);
    const frameW = portrait ? short : long;
    const frameH = portrait ? long : short;
    const itemW = Math.min(rng.int(720, 1100), Math.round(frameW * 0.85));
    const spec = this.phoneSpec(r, rng, { frameW, frameH, itemW, tilt: [0, 18], spin: 20, glare: false });
    const seedInt = rng.int(1, 1_000_000);
    let shot = await this.scene(r, spec, seedInt);
    // Stepping back to fit a turned, tilted document must not take it under the 700 px this capture
    // promises: straighten the shot by halves instead (drawn nothing new, so it stays seeded).
    for (let i = 0; i < 4 && itemW * shot.scale < 700; i++) {
      spec.rotateZ /= 2;
      spec.rotateX /= 2;
      spec.rotateY /= 2;
      shot = await this.scene(r, spec, seedInt);
    }
    const flash = rng.chance(0.35);
    const b = shot.pageBox;
    const dev: Develop = flash
      ? {
          ...neutral,
          gains: [rng.range(1.0, 1.08), 1, rng.range(0.9, 1.0)],
          gamma: rng.range(0.9, 1.05),
          vignette: rng.range(0.35, 0.6),
          noise: rng.range(4, 8),
          chroma: rng.range(1.5, 3),
          hotspot: { x: b.x + b.w * rng.range(0.25, 0.75), y: b.y + b.h * rng.range(0.25, 0.75), r: b.w * rng.range(0.05, 0.14), strength: rng.range(70, 150) },
        }
      : {
          ...neutral,
          gains: [rng.range(0.72, 0.9), rng.range(0.6, 0.75), rng.range(0.4, 0.55)],
          gamma: rng.range(0.85, 1.0),
          vignette: rng.range(0.2, 0.45),
          noise: rng.range(6, 13),
          chroma: rng.range(2.5, 5.5),
        };
    const developed = develop(shot.raw, shot.w, shot.h, dev, rng);
    const blurLength = rng.range(1, 4);
    const blurAngle = rng.range(0, 180);
    const quality = rng.int(76, 90);
    const image = await sharp(developed, { raw: { width: shot.w, height: shot.h, channels: 3 } })
      .convolve(motionKernel(blurLength, blurAngle))
      .jpeg({ quality })
      .toBuffer();
    return {
      image,
      params: { variant: 'low-light', frame: [shot.w, shot.h], ...sceneParams(spec, shot), flash, motionBlur: { length: round(blurLength), angle: round(blurAngle, 0) }, quality, develop: summarise(dev) },
    };
  }
}

function sceneParams(s: SceneSpec, shot: { pageBox: { x: number; y: number; w: number; h: number }; scale: number }) {
  return {
    surface: s.surfaceName,
    tilt: round(Math.hypot(s.rotateX, s.rotateY)),
    rotateX: round(s.rotateX),
    rotateY: round(s.rotateY),
    rotateZ: round(s.rotateZ),
    perspective: s.perspective,
    booklet: s.booklet,
    fold: s.fold,
    glare: round(s.glare),
    scale: shot.scale,
    pageBox: shot.pageBox,
    /** The document's own width in the frame (its box above is the tilted outline's bounds). */
    docWidthPx: round(s.itemW * shot.scale, 0),
  };
}

function summarise(d: Develop) {
  return {
    gains: d.gains.map((g) => round(g)),
    gamma: round(d.gamma),
    vignette: round(d.vignette),
    noise: round(d.noise),
    chroma: round(d.chroma),
    hotspot: d.hotspot ? { x: round(d.hotspot.x, 0), y: round(d.hotspot.y, 0), r: round(d.hotspot.r, 0), strength: round(d.hotspot.strength, 0) } : null,
    specks: round(d.specks, 0),
    contrast: round(d.contrast),
    lift: round(d.lift),
  };
}
