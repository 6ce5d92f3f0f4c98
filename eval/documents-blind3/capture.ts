import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import type { Blind3Page } from './layouts.js';
import { Rng } from './random.js';

/**
 * The third blind set's camera: Chromium lays the document out and, for the photographed captures,
 * places the rendered document on a surface in 3-D (perspective, tilt, turn, light, a shadow); sharp
 * then adds what a phone's sensor and encoder add (blur, noise, low light, JPEG). Every capture is
 * drawn from its own seed, so one document and capture always give the same image.
 */

export const blind3Variants = ['clean', 'phone', 'shadow', 'dim', 'w900'] as const;
export type Blind3Variant = (typeof blind3Variants)[number];

export const blind3VariantDescriptions: Record<Blind3Variant, string> = {
  clean: 'the rendered document itself, lossless PNG (a flatbed scan without dust)',
  phone: 'a 1600x1200 phone photo: the document at 74-86% of the frame on a desk, cloth or tabletop, tilted 4-12 degrees out of plane with perspective, turned 2-5 degrees, light uneven across it, mild blur, sensor noise, JPEG quality 58-62',
  shadow: 'a 1600x1200 photo with the shadow of a hand or a phone across part of the document (never over the MRZ band), tilted 2-6 degrees, turned 1-3 degrees, light noise, JPEG quality 80',
  dim: 'a 1600x1200 photo in low light: tilted 3-8 degrees, turned 1-4 degrees, 45-60% of the brightness with a warm cast, heavier noise, slight blur, JPEG quality 50',
  w900: 'a 900 px wide photo (900x675) with the document at 68-72% of the frame width, tilted 2-5 degrees, turned 1-3 degrees, light noise, JPEG quality 80',
};

const chromiumPath = process.env.VERITY_TEST_CHROMIUM ?? '/usr/bin/chromium';

/*
 * Scripts run inside the page, kept as text: the project's TypeScript has no DOM types, and these are
 * the only lines that need them.
 */

/**
 * Families Chromium cannot draw: a text measured in the family with two different generic fallbacks
 * gives each fallback's own width when the family is missing. (Both, not either: a family that is
 * itself Chromium's default serif measures like the serif fallback.)
 */
const fontProbe = `(names) => {
  const ctx = document.getElementById('c').getContext('2d');
  const sample = 'P<NGA Wqig 0123 ÉÛ OLUWA';
  const width = (font) => { ctx.font = font; return ctx.measureText(sample).width; };
  return names.filter((f) => width('40px "' + f + '", monospace') === width('40px monospace') && width('40px "' + f + '", serif') === width('40px serif'));
}`;

/** Overflowing, cut and overlapping text (measured on the glyphs' range, not the boxes), and each field's text. */
const textProbe = `() => {
  const docRect = document.getElementById('doc').getBoundingClientRect();
  const report = { overflow: [], outside: [], overlaps: [], fields: {} };
  const inks = [];
  for (const el of document.querySelectorAll('.tx')) {
    const text = el.textContent || '';
    if (el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5) report.overflow.push(text + ' (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    if (r.left < docRect.left || r.top < docRect.top || r.right > docRect.right || r.bottom > docRect.bottom) report.outside.push(text);
    inks.push({ text, r });
    if (el.dataset.field) report.fields[el.dataset.field] = text;
  }
  for (const photo of document.querySelectorAll('.photo')) {
    const p = photo.getBoundingClientRect();
    for (const { text, r } of inks) if (r.left < p.right && p.left < r.right && r.top < p.bottom && p.top < r.bottom) report.overlaps.push(text + ' / a photo');
  }
  for (let i = 0; i < inks.length; i++)
    for (let j = i + 1; j < inks.length; j++) {
      const a = inks[i].r;
      const b = inks[j].r;
      // Line boxes include leading: touching by 2 px is not drawing over each other.
      if (a.left < b.right - 2 && b.left < a.right - 2 && a.top < b.bottom - 2 && b.top < a.bottom - 2) report.overlaps.push(inks[i].text + ' / ' + inks[j].text);
    }
  return report;
}`;

export interface TextReport {
  /** Text whose box is narrower than it (cut by overflow:hidden). */
  overflow: string[];
  /** Text drawn outside the document (cut by its edge). */
  outside: string[];
  /** Pairs of texts drawn over each other, or text over a photo. */
  overlaps: string[];
  /** What each data-field element prints. */
  fields: Record<string, string>;
}

export class Blind3Camera {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async open(): Promise<Blind3Camera> {
    if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing: run scripts/ensure-chromium.sh`);
    // Debian's chromium only; playwright never downloads a browser here.
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none'],
    });
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    return new Blind3Camera(browser, page);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  /** Families Chromium cannot draw (see fontProbe). */
  async missingFonts(families: readonly string[]): Promise<string[]> {
    await this.page.setContent('<!doctype html><html><body><canvas id="c"></canvas></body></html>');
    return this.page.evaluate<string[]>(`(${fontProbe})(${JSON.stringify(families)})`);
  }

  private async load(doc: Blind3Page): Promise<void> {
    await this.page.setViewportSize({ width: doc.width + 40, height: doc.height + 40 });
    await this.page.setContent(doc.html, { waitUntil: 'load' });
    await this.page.evaluate('document.fonts.ready.then(() => undefined)');
  }

  /** The document as a lossless PNG with a 16 px white margin (the clean capture). */
  async render(doc: Blind3Page): Promise<Buffer> {
    await this.load(doc);
    const m = 16;
    await this.page.evaluate(`document.body.style.padding = '${m}px'`);
    return this.page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: doc.width + 2 * m, height: doc.height + 2 * m } });
  }

  /** What check.ts needs: overflowing, cut and overlapping text, and each field's printed text. */
  async inspect(doc: Blind3Page): Promise<TextReport> {
    await this.load(doc);
    return this.page.evaluate<TextReport>(`(${textProbe})()`);
  }

  /** One capture of a document already rendered clean. */
  async photograph(clean: Buffer, doc: Blind3Page, variant: Blind3Variant, seed: number): Promise<Buffer> {
    if (variant === 'clean') return clean;
    const rng = new Rng(seed);
    const settings = sceneSettings(variant, rng);
    const scene = sceneHtml(clean, doc, settings, rng);
    await this.page.setViewportSize({ width: settings.frameW, height: settings.frameH });
    await this.page.setContent(scene, { waitUntil: 'load' });
    const shot = await this.page.screenshot({ type: 'png' });
    return sensor(shot, settings, rng);
  }
}

interface SceneSettings {
  frameW: number;
  frameH: number;
  share: number;
  tilt: number;
  turn: number;
  shadow: boolean;
  brightness: number;
  warm: number;
  blur: number;
  noise: number;
  quality: number;
  unevenLight: number;
}

function sceneSettings(variant: Exclude<Blind3Variant, 'clean'>, rng: Rng): SceneSettings {
  switch (variant) {
    case 'phone':
      return { frameW: 1600, frameH: 1200, share: rng.between(0.74, 0.86), tilt: rng.between(4, 12), turn: rng.sign() * rng.between(2, 5), shadow: false, brightness: 1, warm: 0, blur: rng.between(0.55, 0.9), noise: rng.between(3.5, 5.5), quality: rng.int(58, 62), unevenLight: rng.between(0.22, 0.38) };
    case 'shadow':
      return { frameW: 1600, frameH: 1200, share: rng.between(0.74, 0.84), tilt: rng.between(2, 6), turn: rng.sign() * rng.between(1, 3), shadow: true, brightness: 1, warm: 0, blur: 0.4, noise: 3, quality: 80, unevenLight: 0.15 };
    case 'dim':
      return { frameW: 1600, frameH: 1200, share: rng.between(0.74, 0.84), tilt: rng.between(3, 8), turn: rng.sign() * rng.between(1, 4), shadow: false, brightness: rng.between(0.45, 0.6), warm: rng.between(0.04, 0.1), blur: 0.6, noise: rng.between(8, 11), quality: 50, unevenLight: 0.25 };
    case 'w900':
      return { frameW: 900, frameH: 675, share: rng.between(0.68, 0.72), tilt: rng.between(2, 5), turn: rng.sign() * rng.between(1, 3), shadow: false, brightness: 1, warm: 0, blur: 0.35, noise: 2.5, quality: 80, unevenLight: 0.15 };
  }
}

const surfaces = [
  // Wood, cloth, laminate and a stone tabletop, as CSS so each is drawn at the frame's size.
  'repeating-linear-gradient(88deg, #6d4c33 0px, #7a5638 9px, #664630 17px, #735035 26px)',
  'repeating-linear-gradient(45deg, #2b3a55 0px, #2b3a55 3px, #314262 3px, #314262 6px)',
  'linear-gradient(135deg, #a9a59c, #8d8a83)',
  'radial-gradient(circle at 30% 40%, #5d5d5a, #3f3f3c)',
  'repeating-linear-gradient(92deg, #b58b5a 0px, #a97f50 12px, #b98f5e 20px, #ad8354 33px)',
];

function sceneHtml(clean: Buffer, doc: Blind3Page, s: SceneSettings, rng: Rng): string {
  const docW = Math.round(s.frameW * s.share);
  const docH = Math.round((docW * doc.height) / doc.width);
  const scale = docW / doc.width;
  const left = Math.round((s.frameW - docW) / 2 + rng.between(-0.03, 0.03) * s.frameW);
  const top = Math.round((s.frameH - docH) / 2 + rng.between(-0.03, 0.03) * s.frameH);
  const phi = rng.between(0, Math.PI * 2);
  const rx = (s.tilt * Math.cos(phi)).toFixed(2);
  const ry = (s.tilt * Math.sin(phi)).toFixed(2);
  const lightX = rng.int(5, 95);
  const lightY = rng.int(5, 95);
  const src = `data:image/png;base64,${clean.toString('base64')}`;
  const radius = doc.card ? Math.round(docW * 0.035) : 2;
  let shadow = '';
  if (s.shadow) shadow = shadowSvg(s.frameW, s.frameH, { left, top, w: docW, h: docH, mrzTop: doc.mrzTop }, rng);
  return `<!doctype html><html><head><style>
html,body{margin:0;padding:0;overflow:hidden}
#surface{position:absolute;inset:0;background:${rng.pick(surfaces)}}
#holder{position:absolute;left:${left}px;top:${top}px;width:${docW}px;height:${docH}px;perspective:${Math.round(s.frameW * rng.between(1.1, 1.6))}px}
#docimg{width:100%;height:100%;border-radius:${radius}px;overflow:hidden;transform:rotateX(${rx}deg) rotateY(${ry}deg) rotateZ(${s.turn.toFixed(2)}deg);box-shadow:${rng.int(4, 14)}px ${rng.int(6, 18)}px ${rng.int(14, 30)}px rgba(0,0,0,0.45)}
#docimg{position:relative}
/* The clean render has a 16 px white margin: shifted and cut back to the document's own edge. */
#docimg img{position:absolute;left:${(-16 * scale).toFixed(2)}px;top:${(-16 * scale).toFixed(2)}px;width:${((doc.width + 32) * scale).toFixed(2)}px}
#light{position:absolute;inset:0;background:radial-gradient(ellipse at ${lightX}% ${lightY}%, rgba(255,250,235,${(s.unevenLight * 0.8).toFixed(2)}) 0%, rgba(255,255,255,0) 45%), linear-gradient(${rng.int(0, 359)}deg, rgba(0,0,0,0) 35%, rgba(0,0,0,${s.unevenLight.toFixed(2)}) 100%)}
</style></head><body><div id="surface"></div><div id="holder"><div id="docimg"><img src="${src}"></div></div>${shadow}<div id="light"></div></body></html>`;
}

/** A hand (palm and fingers) or a phone held above the document, as a soft shadow over part of it, above the MRZ band. */
function shadowSvg(frameW: number, frameH: number, d: { left: number; top: number; w: number; h: number; mrzTop: number }, rng: Rng): string {
  const opacity = rng.between(0.38, 0.55).toFixed(2);
  const blur = rng.int(14, 26);
  // The shadow reaches into the document from one side, over a quarter to a half of it, never below the MRZ's top.
  const limitY = d.top + d.h * Math.min(d.mrzTop, 1) - 30;
  const fromRight = rng.chance(0.5);
  const reach = rng.between(0.25, 0.5) * d.w;
  const edgeX = fromRight ? d.left + d.w - reach : d.left + reach;
  const y0 = d.top + d.h * rng.between(-0.05, 0.1);
  const y1 = Math.min(limitY, d.top + d.h * rng.between(0.45, 0.7));
  let shape: string;
  if (rng.chance(0.5)) {
    // A hand: the palm off the document's edge, four fingers reaching in.
    const dir = fromRight ? -1 : 1;
    const palmX = fromRight ? d.left + d.w + 60 : d.left - 60;
    const fingers = Array.from({ length: 4 }, (_, i) => {
      const fy = y0 + ((y1 - y0) * (i + 0.8)) / 5;
      const len = Math.abs(edgeX - palmX) * rng.between(0.8, 1.05);
      const x = dir > 0 ? palmX : palmX - len;
      return `<rect x="${x.toFixed(0)}" y="${fy.toFixed(0)}" width="${len.toFixed(0)}" height="${((y1 - y0) / 7).toFixed(0)}" rx="30"/>`;
    }).join('');
    shape = `<ellipse cx="${palmX}" cy="${(y0 + y1) / 2}" rx="${d.w * 0.14}" ry="${(y1 - y0) * 0.55}"/>${fingers}`;
  } else {
    // A phone held over it: a rounded slab from the edge inwards.
    const x = fromRight ? edgeX : d.left - 200;
    shape = `<rect x="${x.toFixed(0)}" y="${y0.toFixed(0)}" width="${(reach + 200).toFixed(0)}" height="${(y1 - y0).toFixed(0)}" rx="40" transform="rotate(${rng.between(-12, 12).toFixed(1)} ${edgeX} ${(y0 + y1) / 2})"/>`;
  }
  return `<svg style="position:absolute;left:0;top:0" width="${frameW}" height="${frameH}"><defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter><clipPath id="c"><rect x="0" y="0" width="${frameW}" height="${limitY.toFixed(0)}"/></clipPath></defs><g clip-path="url(#c)"><g fill="#000" opacity="${opacity}" filter="url(#b)">${shape}</g></g></svg>`;
}

/** What the phone's sensor and encoder add: blur, low light, noise, JPEG. */
async function sensor(png: Buffer, s: SceneSettings, rng: Rng): Promise<Buffer> {
  let img = sharp(png).removeAlpha();
  if (s.blur > 0.3) img = img.blur(s.blur);
  if (s.brightness < 1) img = img.linear([s.brightness * (1 + s.warm), s.brightness, s.brightness * (1 - s.warm)], [4, 4, 6]);
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.from(data);
  // Luminance noise with a little chroma, as a small phone sensor gives, stronger in low light.
  for (let i = 0; i < out.length; i += info.channels) {
    const l = rng.gauss() * s.noise;
    for (let ch = 0; ch < 3; ch++) {
      const v = out[i + ch]! + l + rng.gauss() * s.noise * 0.35;
      out[i + ch] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: s.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
