import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import sharp from 'sharp';
import { cssMatrix3d, scaledSource, type Box, type Pt } from './geometry.js';
import { pxPerMm, type Blind5Page } from './layouts.js';
import { Rng } from './random.js';
import { lightAt, planCapture, type Blind5Variant, type CapturePlan, type PageGeometry, type PhoneVariant } from './scene.js';

/**
 * The set's camera: Debian's chromium (driven by playwright-core, which never downloads a browser)
 * lays out and draws each page, then draws each phone capture as a scene (surface, the page through
 * its homography, hand, shadow, light), and sharp adds what a phone's processing adds (colour cast,
 * blur, sensor noise, JPEG, metadata). Everything is seeded, so one seed gives the same bytes.
 */

/** Debian's chromium, as scripts/ensure-chromium.sh installs it (VERITY_TEST_CHROMIUM overrides, as for the tests). */
const chromiumPath = process.env.VERITY_TEST_CHROMIUM ?? '/usr/bin/chromium';

/** The clean capture's scale: 2.5 px per CSS px, 12.5 px per mm (about 318 dpi, a flatbed scan). */
export const cleanScale = 2.5;

export interface MeasuredText {
  text: string;
  /** The element's box and its text's line boxes (page CSS px). */
  box: Box;
  rects: Box[];
  scrollWidth: number;
  clientWidth: number;
  family: string;
  fontSize: number;
  letterSpacing: number;
  scored: string | null;
  date: string | null;
  mrz: string | null;
}

export interface MeasuredLayout {
  width: number;
  height: number;
  texts: MeasuredText[];
  /** Every scored element (a div or a span) in page order. */
  scored: { field: string; text: string; rects: Box[]; date: string | null }[];
  /** Drawn boxes (photos, emblems, chips); `under` ones are watermarks text may cross. */
  images: { box: Box; under: boolean }[];
}

export interface RenderedPage {
  page: Blind5Page;
  /** The page's HTML with the fitted type sizes and MRZ spacing written in (what every capture draws). */
  html: string;
  layout: MeasuredLayout;
  geometry: PageGeometry;
  clean: Buffer;
}

export interface Capture {
  variant: Blind5Variant;
  image: Buffer;
  plan: CapturePlan | null;
}

/**
 * Shrinks `data-fit` values into their column and spaces the MRZ to ICAO's 2.54 mm pitch (run in the
 * page, so kept as page JavaScript: the project's TypeScript has no DOM types).
 */
const fitInPage = `(pitch) => {
  for (const el of document.querySelectorAll('[data-fit]')) {
    const start = parseFloat(getComputedStyle(el).fontSize);
    let size = start;
    while (el.scrollWidth > el.clientWidth && size > start * 0.7) {
      size -= 0.25;
      el.style.fontSize = size + 'px';
    }
  }
  for (const el of document.querySelectorAll('[data-mrz]')) {
    el.style.letterSpacing = '0px';
    const range = document.createRange();
    range.selectNodeContents(el);
    const width = range.getBoundingClientRect().width;
    el.style.letterSpacing = (pitch - width / el.textContent.length).toFixed(4) + 'px';
  }
}`;

/** Every text element, scored value and drawn box of the page, in page CSS px (a MeasuredLayout). */
const measureInPage = `() => {
  const page = document.getElementById('page');
  const pr = page.getBoundingClientRect();
  const rel = (r) => ({ x0: r.left - pr.left, y0: r.top - pr.top, x1: r.right - pr.left, y1: r.bottom - pr.top });
  const rectsOf = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0).map(rel);
  };
  const texts = Array.from(page.querySelectorAll('.t')).map((el) => {
    const cs = getComputedStyle(el);
    return {
      text: el.textContent, box: rel(el.getBoundingClientRect()), rects: rectsOf(el),
      scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, family: cs.fontFamily,
      fontSize: parseFloat(cs.fontSize), letterSpacing: parseFloat(cs.letterSpacing) || 0,
      scored: el.dataset.scored ?? null, date: el.dataset.date ?? null, mrz: el.dataset.mrz ?? null,
    };
  });
  const scored = Array.from(page.querySelectorAll('[data-scored]')).map((el) => ({
    field: el.dataset.scored, text: el.textContent, rects: rectsOf(el), date: el.dataset.date ?? null,
  }));
  const images = Array.from(page.querySelectorAll('.img')).map((el) => ({ box: rel(el.getBoundingClientRect()), under: el.dataset.under === '1' }));
  return { width: pr.width, height: pr.height, texts, scored, images };
}`;

const fontsReady = 'document.fonts.ready.then(() => undefined)';

const union = (rects: Box[]): Box => ({
  x0: Math.min(...rects.map((r) => r.x0)),
  y0: Math.min(...rects.map((r) => r.y0)),
  x1: Math.max(...rects.map((r) => r.x1)),
  y1: Math.max(...rects.map((r) => r.y1)),
});

/** A blur filter's region: the shape's box grown by three deviations, cut to the frame (a blur over the whole frame costs seconds). */
function region(pts: Pt[], sigma: number, W: number, H: number): string {
  const x0 = Math.max(0, Math.min(...pts.map((p) => p.x)) - 3 * sigma);
  const y0 = Math.max(0, Math.min(...pts.map((p) => p.y)) - 3 * sigma);
  const x1 = Math.min(W, Math.max(...pts.map((p) => p.x)) + 3 * sigma);
  const y1 = Math.min(H, Math.max(...pts.map((p) => p.y)) + 3 * sigma);
  return `filterUnits="userSpaceOnUse" x="${x0.toFixed(1)}" y="${y0.toFixed(1)}" width="${Math.max(1, x1 - x0).toFixed(1)}" height="${Math.max(1, y1 - y0).toFixed(1)}"`;
}

const path = (pts: Pt[]) => `M${pts.map((p) => `${p.x.toFixed(2)} ${p.y.toFixed(2)}`).join(' L')} Z`;

/**
 * The surface under (or behind) the document, drawn at `width` x `height`: half the frame's size (a
 * quarter for the out-of-focus room), since SVG noise at twelve megapixels costs seconds a capture
 * and the sensor noise added later brings back the fine grain.
 */
function surfaceSvg(plan: CapturePlan, seed: string, W: number, H: number): string {
  const rng = new Rng(`${seed}/surface`);
  const n = rng.int(1, 9999);
  const k = 2000 / W;
  switch (plan.surface) {
    case 'dark-wood': {
      const base = rng.pick(['#4a2d1b', '#5b3721', '#3d2417', '#6a4328']);
      const angle = rng.pick([0, 90]) + rng.range(-6, 6);
      const plank = rng.range(0.18, 0.3) * Math.max(W, H);
      const seams = Array.from({ length: 12 }, (_, i) => `<rect x="${-W}" y="${(i - 6) * plank}" width="${3 * W}" height="${Math.max(2, W / 900)}" fill="#1e120a" opacity="0.7"/>`).join('');
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<filter id="grain" x="0" y="0" width="100%" height="100%" filterUnits="userSpaceOnUse"><feTurbulence type="fractalNoise" baseFrequency="${(0.0009 * k).toFixed(5)} ${(0.035 * k).toFixed(5)}" numOctaves="3" seed="${n}"/>
<feColorMatrix type="matrix" values="0 0 0 0 0.13 0 0 0 0 0.07 0 0 0 0 0.03 1.9 0 0 0 -0.55"/></filter>
<rect width="${W}" height="${H}" fill="${base}"/>
<g transform="rotate(${angle.toFixed(2)} ${W / 2} ${H / 2})"><rect x="${-W}" y="${-H}" width="${3 * W}" height="${3 * H}" filter="url(#grain)"/>${seams}</g>
</svg>`;
    }
    case 'white-desk': {
      const base = rng.pick(['#efede6', '#f3f1ea', '#e9e7e0', '#f6f5f0']);
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<filter id="tex" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${(0.004 * k).toFixed(5)}" numOctaves="2" seed="${n}"/>
<feColorMatrix type="matrix" values="0 0 0 0 0.45 0 0 0 0 0.43 0 0 0 0 0.4 0.25 0 0 0 -0.05"/></filter>
<rect width="${W}" height="${H}" fill="${base}"/><rect width="${W}" height="${H}" filter="url(#tex)"/>
</svg>`;
    }
    case 'cloth': {
      // Wax-print cloth: bold repeating rings and leaves, as Ankara fabric on a table.
      const palettes = [
        ['#d9622b', '#1e4c96', '#f2c230', '#2b8a57'],
        ['#7a1f3d', '#f29e1f', '#12706b', '#f4e3c1'],
        ['#233a7a', '#e23d28', '#f7d046', '#ffffff'],
        ['#3b2a63', '#e86a92', '#7fc241', '#f4b23f'],
      ];
      const pal = rng.pick(palettes);
      const tile = rng.range(0.07, 0.12) * W;
      const rings = [0.42, 0.3, 0.18, 0.08].map((r, i) => `<circle cx="${tile / 2}" cy="${tile / 2}" r="${r * tile}" fill="${pal[i % pal.length]}"/>`).join('');
      const leaf = `<path d="M0 0 Q ${tile * 0.25} ${tile * 0.1} ${tile * 0.5} 0 Q ${tile * 0.25} ${-tile * 0.1} 0 0 Z" fill="${pal[2]}" transform="translate(${tile * 0.75} ${tile * 0.9}) rotate(-35)"/>`;
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><pattern id="wax" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rng.range(-20, 20).toFixed(2)})"><rect width="${tile}" height="${tile}" fill="${pal[3]}"/>${rings}${leaf}</pattern>
<filter id="folds" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${(0.0012 * k).toFixed(5)}" numOctaves="2" seed="${n}"/>
<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.9 0 0 0 -0.3"/></filter>
<filter id="weave" x="0" y="0" width="100%" height="100%"><feTurbulence type="turbulence" baseFrequency="${(0.35 * k).toFixed(4)} ${(0.05 * k).toFixed(4)}" numOctaves="1" seed="${n + 1}"/>
<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.35 0 0 0 0"/></filter></defs>
<rect width="${W}" height="${H}" fill="url(#wax)"/><rect width="${W}" height="${H}" filter="url(#weave)"/><rect width="${W}" height="${H}" filter="url(#folds)"/>
</svg>`;
    }
    case 'black': {
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<filter id="tex" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${(0.01 * k).toFixed(5)}" numOctaves="2" seed="${n}"/>
<feColorMatrix type="matrix" values="0 0 0 0 0.3 0 0 0 0 0.3 0 0 0 0 0.3 0.25 0 0 0 -0.08"/></filter>
<rect width="${W}" height="${H}" fill="${rng.pick(['#111111', '#161514', '#0c0c0e'])}"/><rect width="${W}" height="${H}" filter="url(#tex)"/>
</svg>`;
    }
    case 'room': {
      // Out of focus behind the held document: a wall, a window's light, a shelf's dark mass.
      const wall = rng.pick(['#b9a98f', '#8e9aa6', '#c7b9a2', '#7d6f62', '#a9b3a0']);
      const blobs = Array.from({ length: 5 }, () => {
        const colour = rng.pick(['#f6f1e4', '#3b2f28', '#5d6b78', '#d9c29a', '#2a2a2a', '#e8e2d0']);
        return `<ellipse cx="${rng.range(0, W)}" cy="${rng.range(0, H)}" rx="${rng.range(0.1, 0.4) * W}" ry="${rng.range(0.1, 0.4) * H}" fill="${colour}" opacity="${rng.range(0.3, 0.7).toFixed(2)}"/>`;
      }).join('');
      return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<filter id="defocus" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(0.05 * W).toFixed(1)}"/></filter>
<rect width="${W}" height="${H}" fill="${wall}"/><g filter="url(#defocus)">${blobs}</g>
</svg>`;
    }
  }
}

/** The passport's booklet around its data page: the facing page above, the spine, the green cover. */
function bookletHtml(tw: number, th: number, s: number, seed: string): string {
  const rng = new Rng(`${seed}/booklet`);
  const gutter = 2.5 * pxPerMm * s;
  const cover = 3 * pxPerMm * s;
  const tint = rng.pick(['#f3ece6', '#eef2e8', '#f1eef4']);
  return `<div style="position:absolute;left:${-cover}px;top:${-(th + gutter + cover)}px;width:${tw + 2 * cover}px;height:${2 * th + gutter + 2 * cover}px;background:#0d4a2a;border-radius:${2 * pxPerMm * s}px"></div>
<div style="position:absolute;left:0;top:${-(th + gutter)}px;width:${tw}px;height:${th}px;background:${tint};background-image:repeating-linear-gradient(${rng.int(20, 70)}deg, rgba(40,120,80,0.07) 0 ${s}px, transparent ${s}px ${3 * s}px), radial-gradient(circle at 50% 55%, rgba(180,120,140,0.18), transparent 60%)"></div>
<div style="position:absolute;left:0;top:${-gutter}px;width:${tw}px;height:${gutter}px;background:linear-gradient(180deg, rgba(0,0,0,0.25), rgba(0,0,0,0.05) 50%, rgba(0,0,0,0.3))"></div>`;
}

function sceneHtml(plan: CapturePlan, geometry: PageGeometry, texture: { width: number; height: number; scale: number }, seed: string, shot: number): string {
  const { width: W, height: H } = plan.frame;
  const m = cssMatrix3d(scaledSource(plan.h, texture.scale));
  const layers: string[] = [`<img src="surface-${shot}.png" style="position:absolute;left:0;top:0;width:${W}px;height:${H}px">`];
  if (plan.variant === 'phone-hand' && plan.thumb) {
    // Holding the document: the hand is behind it, only the thumb in front.
    const t = plan.thumb;
    layers.push(
      `<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}"><filter id="palmblur" ${region(t.palm, 0.004 * W, W, H)}><feGaussianBlur stdDeviation="${(0.004 * W).toFixed(1)}"/></filter><path d="${path(t.palm)}" fill="${t.skin}" filter="url(#palmblur)"/><path d="${path(t.palm)}" fill="#000" opacity="0.25" filter="url(#palmblur)"/></svg>`,
    );
  }
  const booklet = geometry.material === 'booklet' ? bookletHtml(texture.width, texture.height, texture.scale, seed) : '';
  // Lying on a surface the document casts a thin soft shadow around its edges: a box-shadow in the
  // document's own plane (a CSS outer shadow shows only outside the box, and costs little to draw).
  let contact = '';
  if (plan.variant === 'phone-desk') {
    const s = texture.scale;
    const mm = pxPerMm * s;
    const box =
      geometry.material === 'booklet'
        ? { x: -3 * mm, y: -(texture.height + 5.5 * mm), w: texture.width + 6 * mm, h: 2 * texture.height + 8.5 * mm, r: 2 * mm }
        : { x: 0, y: 0, w: texture.width, h: texture.height, r: geometry.radius * s };
    contact = `<div style="position:absolute;left:${box.x}px;top:${box.y}px;width:${box.w}px;height:${box.h}px;border-radius:${box.r}px;box-shadow:${(0.3 * mm).toFixed(1)}px ${(0.5 * mm).toFixed(1)}px ${(1.4 * mm).toFixed(1)}px rgba(0,0,0,0.5)"></div>`;
  }
  layers.push(
    `<div style="position:absolute;left:0;top:0;width:${texture.width}px;height:${texture.height}px;transform-origin:0 0;transform:${m}">${contact}${booklet}<img src="texture-${shot}.png" style="position:absolute;left:0;top:0;width:${texture.width}px;height:${texture.height}px"></div>`,
  );
  if (plan.thumb) {
    const t = plan.thumb;
    const shadowPts = t.frame.map((p) => ({ x: p.x + 0.004 * W, y: p.y + 0.006 * W }));
    const palmShadow = t.palm.map((p) => ({ x: p.x + 0.004 * W, y: p.y + 0.006 * W }));
    layers.push(`<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}">
<defs><filter id="tshadow" ${region([...shadowPts, ...(plan.variant === 'phone-desk' ? palmShadow : [])], 0.005 * W, W, H)}><feGaussianBlur stdDeviation="${(0.005 * W).toFixed(1)}"/></filter>
<linearGradient id="tskin" gradientUnits="userSpaceOnUse" x1="${t.tip.x - t.out.y * t.r}" y1="${t.tip.y + t.out.x * t.r}" x2="${t.tip.x + t.out.y * t.r}" y2="${t.tip.y - t.out.x * t.r}"><stop offset="0" stop-color="#2b170d"/><stop offset="0.25" stop-color="${t.skin}"/><stop offset="0.6" stop-color="${t.skin}" stop-opacity="0.92"/><stop offset="1" stop-color="#24130a"/></linearGradient>
<radialGradient id="tnail" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#e2c4ad"/><stop offset="1" stop-color="#b88f74"/></radialGradient></defs>
<path d="${path(shadowPts)}" fill="#000" opacity="0.35" filter="url(#tshadow)"/>
${plan.variant === 'phone-desk' ? `<path d="${path(palmShadow)}" fill="#000" opacity="0.35" filter="url(#tshadow)"/><path d="${path(t.palm)}" fill="${t.skin}"/><path d="${path(t.palm)}" fill="#1a0d06" opacity="0.18"/>` : ''}
<path d="${path(t.frame)}" fill="${t.skin}"/><path d="${path(t.frame)}" fill="url(#tskin)"/>
<path d="${path(t.nail)}" fill="url(#tnail)" opacity="0.8"/>
</svg>`);
  }
  if (plan.glare) {
    const g = plan.glare;
    layers.push(
      `<div style="position:absolute;left:${(g.cx - g.rx).toFixed(2)}px;top:${(g.cy - g.ry).toFixed(2)}px;width:${(2 * g.rx).toFixed(2)}px;height:${(2 * g.ry).toFixed(2)}px;background:radial-gradient(closest-side, rgba(255,255,255,${g.peak.toFixed(3)}) 0%, rgba(255,255,250,${(g.peak * 0.55).toFixed(3)}) 40%, rgba(255,255,255,0) 100%)"></div>`,
    );
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden;width:${W}px;height:${H}px;position:relative;background:#000}</style></head><body>${layers.join('\n')}</body></html>`;
}

/** What the phone's pipeline adds: blur, colour cast and exposure, sensor noise, JPEG and metadata. */
async function develop(png: Buffer, plan: CapturePlan, seed: string): Promise<Buffer> {
  let img = sharp(png).removeAlpha();
  if (plan.blur >= 0.3) img = img.blur(plan.blur);
  if (plan.motion) {
    const n = 2 * plan.motion.length + 1;
    const kernel = new Array<number>(n * n).fill(0);
    const a = (plan.motion.angleDeg * Math.PI) / 180;
    for (let i = -plan.motion.length; i <= plan.motion.length; i++) {
      const x = Math.round(plan.motion.length + i * Math.cos(a));
      const y = Math.round(plan.motion.length + i * Math.sin(a));
      kernel[y * n + x] = 1;
    }
    const sum = kernel.reduce((s, v) => s + v, 0);
    img = img.convolve({ width: n, height: n, kernel, scale: sum });
  }
  const [r, g, b] = plan.cast.rgb;
  img = img.linear([r * plan.exposure, g * plan.exposure, b * plan.exposure], [0, 0, 0]);
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  // Sensor noise: a luminance part growing with the signal (shot noise) and a smaller chroma part.
  const rng = new Rng(`${seed}/noise`);
  const table = new Float32Array(1 << 16);
  for (let i = 0; i < table.length; i++) table[i] = rng.normal();
  let state = (rng.int(1, 0x7fffffff) | 1) >>> 0;
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return table[state & 0xffff] as number;
  };
  const sigma = plan.noise;
  const chroma = plan.noise * 0.4;
  // The light (vignette, one side darker, the phone's shadow) is scene.ts's lightAt itself, on an
  // 8 px grid smoothly filled in: check.ts measures what is drawn.
  const step = 8;
  const gw = Math.ceil(info.width / step) + 1;
  const gh = Math.ceil(info.height / step) + 1;
  const grid = new Float32Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) for (let gx = 0; gx < gw; gx++) grid[gy * gw + gx] = lightAt(plan, { x: gx * step, y: gy * step });
  for (let y = 0; y < info.height; y++) {
    const gy = Math.floor(y / step);
    const fy = (y - gy * step) / step;
    for (let x = 0; x < info.width; x++) {
      const gx = Math.floor(x / step);
      const fx = (x - gx * step) / step;
      const k = gy * gw + gx;
      const light =
        (grid[k] as number) * (1 - fx) * (1 - fy) + (grid[k + 1] as number) * fx * (1 - fy) + (grid[k + gw] as number) * (1 - fx) * fy + (grid[k + gw + 1] as number) * fx * fy;
      const i = (y * info.width + x) * 3;
      const v = (((data[i] as number) + (data[i + 1] as number) + (data[i + 2] as number)) / 3) * light;
      const lum = next() * sigma * Math.sqrt(0.25 + v / 160);
      for (let c = 0; c < 3; c++) {
        const out = (data[i + c] as number) * light + lum + next() * chroma;
        data[i + c] = out < 0 ? 0 : out > 255 ? 255 : Math.round(out);
      }
    }
  }
  let out = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: plan.quality, chromaSubsampling: '4:2:0' });
  out = plan.metadata.kind === 'exif' ? out.withExif({ IFD0: { Make: plan.metadata.make, Model: plan.metadata.model } }) : out.withIccProfile('srgb');
  return out.toBuffer();
}

export class Blind5Camera {
  private readonly contexts = new Map<number, { context: BrowserContext; page: Page; cdp: CDPSession }>();
  /** What the scene page's origin serves for the capture being drawn. */
  private scene: { html: string; texture: Buffer; surface: Buffer } | null = null;
  /**
   * Captures drawn so far: each one's files have URLs of their own, so no image the browser still
   * holds from an earlier capture can stand in for this one's (which would break "one seed, one image").
   */
  private shots = 0;

  private constructor(private readonly browser: Browser) {}

  static async open(extraArgs: string[] = []): Promise<Blind5Camera> {
    if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: run scripts/ensure-chromium.sh`);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none', ...extraArgs],
    });
    return new Blind5Camera(browser);
  }

  /** One page per device scale (a context's scale is fixed), kept for the run. */
  async pageAt(scale: number): Promise<Page> {
    const known = this.contexts.get(scale);
    if (known) return known.page;
    const context = await this.browser.newContext({ deviceScaleFactor: scale, viewport: { width: 800, height: 600 } });
    // The scene is served from memory (its texture is megabytes; a data URL would be slower), nothing else is fetched.
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (!url.startsWith('http://blind5.scene/') || !this.scene) return route.abort();
      const headers = { 'cache-control': 'no-store' };
      if (url.endsWith(`/texture-${this.shots}.png`)) return route.fulfill({ status: 200, contentType: 'image/png', headers, body: this.scene.texture });
      if (url.endsWith(`/surface-${this.shots}.png`)) return route.fulfill({ status: 200, contentType: 'image/png', headers, body: this.scene.surface });
      if (url.endsWith(`/scene-${this.shots}.html`)) return route.fulfill({ status: 200, contentType: 'text/html', headers, body: this.scene.html });
      return route.abort();
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    this.contexts.set(scale, { context, page, cdp });
    return page;
  }

  /**
   * A PNG of the viewport, or of the page element (`#page`), through the DevTools protocol with its
   * fast encoder: Playwright's own PNG encoding of a noisy twelve-megapixel frame takes seconds.
   * Transparent where nothing is drawn when `transparent`.
   */
  private async shot(scale: number, options: { element?: boolean; transparent?: boolean } = {}): Promise<Buffer> {
    const known = this.contexts.get(scale);
    if (!known) throw new Error(`no page at scale ${scale}`);
    const { page, cdp } = known;
    let clip: { x: number; y: number; width: number; height: number; scale: number } | undefined;
    if (options.element) {
      const b = await page.locator('#page').boundingBox();
      if (!b) throw new Error('no #page to photograph');
      clip = { x: b.x, y: b.y, width: b.width, height: b.height, scale };
    }
    if (options.transparent) await cdp.send('Emulation.setDefaultBackgroundColorOverride', { color: { r: 0, g: 0, b: 0, a: 0 } });
    try {
      const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, ...(clip ? { clip } : {}) });
      return Buffer.from(data, 'base64');
    } finally {
      if (options.transparent) await cdp.send('Emulation.setDefaultBackgroundColorOverride', {});
    }
  }

  async render(page: Blind5Page): Promise<RenderedPage> {
    const tab = await this.pageAt(cleanScale);
    await tab.setViewportSize({ width: Math.ceil(page.width) + 20, height: Math.ceil(page.height) + 20 });
    await tab.setContent(page.html, { waitUntil: 'load' });
    await tab.evaluate(fontsReady);
    await tab.evaluate(`(${fitInPage})(${2.54 * pxPerMm})`);
    const layout = (await tab.evaluate(`(${measureInPage})()`)) as MeasuredLayout;
    const html = `<!doctype html>${(await tab.evaluate('document.documentElement.outerHTML')) as string}`;
    const clean = await this.shot(cleanScale, { element: true });
    const geometry: PageGeometry = {
      width: page.width,
      height: page.height,
      material: page.material,
      radius: page.radius,
      scored: layout.scored.filter((s) => s.rects.length).map((s) => union(s.rects)),
      mrz: layout.texts.filter((t) => t.mrz && t.rects.length).map((t) => union(t.rects)),
    };
    return { page, html, layout, geometry, clean };
  }

  /** The page drawn at `scale` texture px per CSS px, transparent outside its rounded corners. */
  async texture(rendered: RenderedPage, scale: number): Promise<Buffer> {
    const tab = await this.pageAt(scale);
    await tab.setViewportSize({ width: Math.ceil(rendered.page.width) + 20, height: Math.ceil(rendered.page.height) + 20 });
    await tab.setContent(rendered.html, { waitUntil: 'load' });
    await tab.evaluate(fontsReady);
    return this.shot(scale, { element: true, transparent: true });
  }

  async photograph(rendered: RenderedPage, variant: Blind5Variant, seed: string): Promise<Capture> {
    if (variant === 'clean') return { variant, image: rendered.clean, plan: null };
    const plan = planCapture(rendered.geometry, variant as PhoneVariant, seed);
    const texturePng = await this.texture(rendered, plan.textureScale);
    const meta = await sharp(texturePng).metadata();
    const texture = { width: meta.width ?? 0, height: meta.height ?? 0, scale: (meta.width ?? 0) / rendered.page.width };
    this.shots++;
    const html = sceneHtml(plan, rendered.geometry, texture, seed, this.shots);
    const tab = await this.pageAt(1);
    const shrink = plan.surface === 'room' ? 4 : 2;
    const sw = Math.round(plan.frame.width / shrink);
    const sh = Math.round(plan.frame.height / shrink);
    await tab.setViewportSize({ width: sw, height: sh });
    await tab.setContent(`<!doctype html><html><body style="margin:0">${surfaceSvg(plan, seed, sw, sh)}</body></html>`, { waitUntil: 'load' });
    const surface = await this.shot(1);
    this.scene = { html, texture: texturePng, surface };
    await tab.setViewportSize({ width: plan.frame.width, height: plan.frame.height });
    await tab.goto(`http://blind5.scene/scene-${this.shots}.html`, { waitUntil: 'load' });
    await tab.evaluate('Promise.all(Array.from(document.images).map((i) => i.decode())).then(() => undefined)');
    const shot = await this.shot(1);
    this.scene = null;
    const image = await develop(shot, plan, seed);
    return { variant, image, plan };
  }

  /**
   * The fonts Chromium really drew each text element with (its platform fonts through the DevTools
   * protocol), to prove no family fell back to another.
   */
  async fontsUsed(rendered: RenderedPage): Promise<{ text: string; declared: string; used: { family: string; postScriptName: string; glyphs: number }[] }[]> {
    const tab = await this.pageAt(cleanScale);
    await tab.setViewportSize({ width: Math.ceil(rendered.page.width) + 20, height: Math.ceil(rendered.page.height) + 20 });
    await tab.setContent(rendered.html, { waitUntil: 'load' });
    await tab.evaluate(fontsReady);
    const cdp = await tab.context().newCDPSession(tab);
    try {
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '#page .t, #page .t span' });
      const out: { text: string; declared: string; used: { family: string; postScriptName: string; glyphs: number }[] }[] = [];
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        const declared = computedStyle.find((p) => p.name === 'font-family')?.value ?? '';
        out.push({ text: outerHTML.replace(/<[^>]*>/g, '').slice(0, 60), declared, used: fonts.map((f) => ({ family: f.familyName, postScriptName: f.postScriptName, glyphs: f.glyphCount })) });
      }
      return out;
    } finally {
      await cdp.detach();
    }
  }

  async close(): Promise<void> {
    for (const { context } of this.contexts.values()) await context.close().catch(() => undefined);
    await this.browser.close();
  }
}
