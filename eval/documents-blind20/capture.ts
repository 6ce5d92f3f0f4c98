import { drawTargetCapture, outlineOf, placePage, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import type { Point } from '../documents-blind7/capture.js';
import { rngOf, seedOf } from '../documents-blind7/random.js';
import type { Blind20Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The twentieth set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to nineteenth sets define them (so the targets can be read off this set too): `clean` (the
 * page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light, JPEG
 * 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt
 * 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: a screenshot of the
 * lender app's own capture screen (an upright 1080 × 1920 phone screen: the camera's preview of the
 * document on a desk, the app's darkened surround outside a rounded guide frame round the document,
 * white corner brackets, a hint line above, a shutter button and a status bar, the preview JPEG'd
 * once and the screenshot again); the document held up against a bright window (the card
 * under-exposed against a blown-out sky behind burglar-proof bars, a veil of flare over everything,
 * lifted blacks, more noise); and a budget phone's "AI HDR" (local tone mapping that lifts the shadows
 * and holds the highlights neighbourhood by neighbourhood, colours boosted, heavy sharpening that leaves halos round the letters). Everything here is numbers
 * (no browser); check.ts proves from them alone that every capture keeps the page in frame, its
 * smallest field text at least 11 px, the blur well under it, the guide, the veil and the HDR within
 * their ranges, and the app's overlay off the page.
 */

export const variants = ['clean', 'phone', 'app-guide', 'backlit-window', 'ai-hdr'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'app-guide':
    "a screenshot of the lender app's capture screen (1080x1920, upright): the camera preview of the document on a desk or table (tilt 2-7°, turned up to 4°, the page 76-90 % of the screen's width, raised until its smallest field text is 11.5 px or more, blur σ 0.3-0.8, JPEG 82-90), the surround outside a rounded guide frame 14-40 px round the page darkened to 35-55 %, white corner brackets, a hint line above, a shutter button and a status bar; the screenshot saved as JPEG 86-92",
  'backlit-window':
    'the document held up against a bright window: a blown-out sky behind burglar-proof bars, the page facing the camera (tilt 3-10°, turned up to 8°, 55-78 % of a 1600x1200 frame) and under-exposed to 58-74 % of its brightness, a veil of flare (8-16 % white over the whole frame and a glow of 10-22 % from the window side), lifted blacks (6-14), flat contrast (0.86-0.95), noise σ 2.5-4.5, blur σ 0.3-0.8, JPEG 78-88',
  'ai-hdr':
    "a budget phone's AI HDR photo on a desk or table (tilt 3-10°, turned up to 8°, the page 55-78 % of a 1600x1200 frame, blur σ 0.3-0.7): local tone mapping (each neighbourhood's light, averaged over 40-90 px, pulled 35-60 % of the way towards mid grey in log terms), colours boosted (saturation 1.2-1.45), heavy sharpening (σ 1.4-2.2, gain 2-3) that rings round the letters, JPEG 80-90",
};

export type Background = 'scan' | 'desk' | 'table' | 'window';

/** The app's capture screen over the preview (output px): the guide frame round the page, the surround's shade, the hint. */
export interface Guide {
  /** The guide frame: the page's bounding box grown by `pad`, its corner radius. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pad: number;
  radius: number;
  /** How dark the surround outside the frame is (0..1). */
  shade: number;
  hint: string;
  /** The preview's own JPEG quality, before the screenshot. */
  previewQuality: number;
}

/** The bright window behind a held-up document: the page's exposure and the flare over the frame. */
export interface Backlight {
  /** The page's brightness (1 = as lit). */
  exposure: number;
  /** White laid over the whole frame (0..1). */
  veil: number;
  /** The glow from the window's side: its strength (0..1) and where it comes from (percent of the frame). */
  glow: number;
  glowAt: { x: number; y: number };
  /** The window's bars: how many and their colour. */
  bars: number;
  barColor: string;
}

/**
 * The phone's HDR processing: local tone mapping (each pixel's gain pulls its neighbourhood's mean
 * light, blurred over `radius` frame px, towards a mid grey by `strength`), saturation, and the
 * sharpening's sigma and gain.
 */
export interface Hdr {
  radius: number;
  strength: number;
  saturation: number;
  sigma: number;
  gain: number;
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  guide: Guide | null;
  backlight: Backlight | null;
  hdr: Hdr | null;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

const HINTS = ['Place the front of your ID inside the frame', 'Fit your ID card inside the box', 'Hold steady: make sure all text is readable', 'Align your document with the frame'];

/** Every drawn number of one capture. */
export function drawCapture(c: Blind20Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind20-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  const base = { guide: null, backlight: null, hdr: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number as the eleventh to nineteenth sets draw them (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'app-guide':
      frame = { width: 1080, height: 1920 };
      margin = 44;
      d = {
        ...base,
        pose: { ...tiltOf(rng, 2, 7), rz: rng.sign() * rng.range(0, 4), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.84, 0.95), dx: rng.range(-12, 12), dy: rng.range(-90, 30) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.8),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.86, 0.95) },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.95, 1.02)], lift: rng.range(0, 6), contrast: rng.range(0.95, 1.02) },
        vignette: rng.range(0.04, 0.1),
        noise: { luma: rng.range(1, 2.5), chroma: rng.range(0.5, 1.5) },
        sharpen: rng.range(0.3, 0.5),
        quality: rng.int(86, 92),
      };
      break;
    case 'backlit-window':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.58, 0.78), dx: rng.range(-50, 50), dy: rng.range(-40, 40) },
        background: 'window',
        blur: rng.range(0.3, 0.8),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.04), to: rng.range(0.9, 0.97) },
        light: { gain: [rng.range(0.97, 1.02), 1, rng.range(1.0, 1.06)], lift: rng.range(6, 14), contrast: rng.range(0.86, 0.95) },
        vignette: rng.range(0.04, 0.1),
        noise: { luma: rng.range(2.5, 4.5), chroma: rng.range(1.2, 2.4) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(78, 88),
        backlight: {
          exposure: rng.range(0.58, 0.74),
          veil: rng.range(0.08, 0.16),
          glow: rng.range(0.1, 0.22),
          glowAt: { x: rng.pick([rng.range(0, 20), rng.range(80, 100)]), y: rng.range(0, 35) },
          bars: rng.int(3, 6),
          barColor: rng.pick(['#2b2b2b', '#3d3a36', '#1f2a33', '#4a3f35']),
        },
      };
      break;
    case 'ai-hdr':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.58, 0.78), dx: rng.range(-50, 50), dy: rng.range(-40, 40) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.7),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.78, 0.9) },
        light: { gain: [rng.range(0.98, 1.05), 1, rng.range(0.94, 1.02)], lift: rng.range(0, 6), contrast: rng.range(0.94, 1.02) },
        vignette: rng.range(0.08, 0.16),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(0.8, 1.8) },
        sharpen: 0,
        quality: rng.int(80, 90),
        hdr: { radius: rng.range(40, 90), strength: rng.range(0.35, 0.6), saturation: rng.range(1.2, 1.45), sigma: rng.range(1.4, 2.2), gain: rng.range(2, 3) },
      };
      break;
  }
  let placed = placePage(page, frame, d.pose, margin);
  if (variant === 'app-guide') {
    // The user fills the guide until the text is big enough to read on the screen: at least 11.5 px.
    for (let k = 0; k < 12 && page.criticalPx * placed.minScale < 11.5; k++) {
      d.pose = { ...d.pose, fill: Math.min(0.97, d.pose.fill * 1.03) };
      placed = placePage(page, frame, d.pose, margin);
    }
    const ol = outlineOf(placed.sceneQuad, page, 12);
    const xs = ol.map((q) => q[0]);
    const ys = ol.map((q) => q[1]);
    const pad = rng.range(14, Math.min(40, margin - 2));
    d.guide = {
      x0: Math.min(...xs) - pad,
      y0: Math.min(...ys) - pad,
      x1: Math.max(...xs) + pad,
      y1: Math.max(...ys) + pad,
      pad,
      radius: rng.range(18, 36),
      shade: rng.range(0.35, 0.55),
      hint: rng.pick(HINTS),
      previewQuality: rng.int(82, 90),
    };
  }
  const { pose, sceneQuad, minScale, fillShare } = placed;
  const minTextPx = page.criticalPx * minScale;
  const params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, minScale, minTextPx, fillShare, output: { ...frame } };
  // Blur at most an eighth of the smallest field text: legible by construction.
  if (params.blur > params.minTextPx / 8) params.blur = params.minTextPx / 8;
  return params;
}

/** The page's outline in the frame, sampled along its edges. */
export const outline = (p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] => outlineOf(p.sceneQuad, page, n);
