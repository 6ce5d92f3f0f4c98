import { drawTargetCapture, fillShareOf, fitPose, outlineThrough, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import { applyHomography, homography, type Point, type Quad } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { minScaleOf } from '../documents-blind8/capture.js';
import type { Blind12Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The twelfth set's captures. Two are the project's target captures, defined exactly as the eleventh
 * set defines them (so the targets can be read off this set too): `clean` (the page as a lender's app
 * sends a straight, well-lit crop: no perspective, no blur, even light, JPEG 90-95, 1200-1600 px
 * wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt 4-12°, turned 2-5°,
 * uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: a card by a window whose half-open blind
 * throws bands of sun and shade across it and the table; a phone whose lens carries a greasy
 * fingerprint (a milky haze and glow over part of the frame, lifted blacks); and a photo taken while
 * the hand moved, whose rolling shutter skews the rows and wobbles them. Everything here is numbers
 * (no browser); check.ts proves from them alone that every capture keeps the page in frame, its
 * smallest field text at least 11 px, blur, smear and haze well under what hides that text.
 */

export const variants = ['clean', 'phone', 'window-blinds', 'smudged-lens', 'rolling-shutter'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'window-blinds': 'on a table by a window with a half-open blind: 4-8 soft bands of shade (26-42 % darker, blue-grey) across the page and the table, warm sun between; tilt 3-10°, JPEG 76-88',
  'smudged-lens': 'through a greasy fingerprint on the lens: a milky glow (σ 10-22 px) mixed 18-36 % into a patch of the frame and 5-10 % everywhere, blacks lifted 12-26, contrast 0.84-0.93, blur σ 0.4-1.0; tilt 3-10°, JPEG 72-84',
  'rolling-shutter': 'taken while the hand moved: rows skewed 1.5-4° by the rolling shutter and wobbled 1.5-4.5 px (period 160-420 rows), smeared 1.5-3.5 px along the motion; tilt 3-9°, JPEG 72-84',
};

export type Background = 'scan' | 'desk' | 'table' | 'sill' | 'counter' | 'seat';

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  /** The page's corners in the frame (before the rolling shutter's shift), tl, tr, br, bl. */
  sceneQuad: Quad;
  /** The smallest local scale (frame px per page px) anywhere on the page, through the pose and the shutter's shift. */
  minScale: number;
  background: Background;
  /**
   * A blind's shadow in the page's plane (it falls on the table too): bands of shade across the
   * direction `angle` (degrees), one every `period` page px, `duty` of each period in shade, multiplied
   * by (1 - darkness) and a blue-grey tint (`r,g,b` multipliers), with soft edges of `softness` page px.
   */
  blinds: null | { angle: number; period: number; phase: number; duty: number; darkness: number; softness: number; tint: string; shadeShare: number };
  /** A lens smudge: a glow (the frame blurred by `sigma`) mixed in by `base` everywhere and up to `amount` in a patch round (cx, cy) of radius `radius` (frame px). */
  haze: null | { sigma: number; base: number; amount: number; cx: number; cy: number; radius: number };
  /** A rolling shutter: row y is shifted right by skew·(y − h/2) + amplitude·sin(2π y / period + phase), then smeared `motion` px along the rows. */
  shutter: null | { skew: number; amplitude: number; period: number; phase: number; motion: number };
}

/** Where the rolling shutter moves a frame point (the identity without one). */
export function shutterPoint(s: CaptureParams['shutter'], frame: { width: number; height: number }, p: Point): Point {
  if (!s) return p;
  return [p[0] + s.skew * (p[1] - frame.height / 2) + s.amplitude * Math.sin((2 * Math.PI * p[1]) / s.period + s.phase), p[1]];
}

/** Whether a page point lies in a band of the blind's shade. */
export function inBlindShade(b: NonNullable<CaptureParams['blinds']>, x: number, y: number): boolean {
  const a = (b.angle * Math.PI) / 180;
  const t = x * Math.cos(a) + y * Math.sin(a) + b.phase;
  const u = ((t % b.period) + b.period) % b.period;
  return u < b.duty * b.period;
}

/** The share of the page in the blind's shade (a grid count). */
export function blindShadeShare(b: NonNullable<CaptureParams['blinds']>, page: { width: number; height: number }): number {
  let n = 0;
  for (let i = 0; i < 60; i++) for (let j = 0; j < 60; j++) if (inBlindShade(b, ((i + 0.5) / 60) * page.width, ((j + 0.5) / 60) * page.height)) n++;
  return n / 3600;
}

/** A half-open blind: 4-8 bands of shade across the page, nearly horizontal or nearly vertical (slats or a vertical blind). */
function drawBlinds(page: Page, rng: Rng): NonNullable<CaptureParams['blinds']> {
  const vertical = rng.chance(0.3);
  const angle = (vertical ? 0 : 90) + rng.range(-25, 25);
  const a = (angle * Math.PI) / 180;
  // The page's extent across the bands, so 4-8 of them fall on it.
  const extent = Math.abs(Math.cos(a)) * page.width + Math.abs(Math.sin(a)) * page.height;
  const period = extent / rng.range(4, 8);
  const b = { angle, period, phase: rng.range(0, period), duty: rng.range(0.38, 0.55), darkness: rng.range(0.26, 0.42), softness: period * rng.range(0.05, 0.12), tint: rng.pick(['0.90,0.95,1.00', '0.88,0.94,1.00', '0.92,0.96,1.00']), shadeShare: 0 };
  b.shadeShare = blindShadeShare(b, page);
  return b;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

/** Every drawn number of one capture. */
export function drawCapture(c: Blind12Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind12-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  const sign = () => rng.sign();
  const tilt = (lo: number, hi: number) => tiltOf(rng, lo, hi);
  const base = { blinds: null, haze: null, shutter: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'window-blinds':
      d = {
        ...base,
        pose: { ...tilt(3, 10), rz: sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.72, 0.88), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: 'sill',
        blinds: drawBlinds(page, rng),
        blur: rng.range(0.2, 0.7),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.02, 1.08), to: rng.range(0.9, 0.97) },
        // Warm sunlight between the bands.
        light: { gain: [rng.range(1.04, 1.09), rng.range(1.0, 1.03), rng.range(0.9, 0.96)], lift: rng.range(2, 8), contrast: rng.range(0.94, 1.0) },
        vignette: rng.range(0.06, 0.14),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.7),
        quality: rng.int(76, 88),
      };
      break;
    case 'smudged-lens': {
      const radius = Math.hypot(frame.width, frame.height) * rng.range(0.28, 0.45);
      d = {
        ...base,
        pose: { ...tilt(3, 10), rz: sign() * rng.range(0, 7), focal: frame.width * rng.range(0.95, 1.25), fill: rng.range(0.7, 0.86), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: 'counter',
        haze: { sigma: rng.range(10, 22), base: rng.range(0.05, 0.1), amount: rng.range(0.18, 0.36), cx: rng.range(0.2, 0.8) * frame.width, cy: rng.range(0.2, 0.8) * frame.height, radius },
        blur: rng.range(0.4, 1.0),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.88, 0.95) },
        light: { gain: [rng.range(0.99, 1.04), 1, rng.range(0.97, 1.03)], lift: rng.range(12, 26), contrast: rng.range(0.84, 0.93) },
        vignette: rng.range(0.08, 0.16),
        noise: { luma: rng.range(2, 3.5), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.3, 0.5),
        quality: rng.int(72, 84),
      };
      break;
    }
    case 'rolling-shutter': {
      const skewDeg = sign() * rng.range(1.5, 4);
      const shutter = { skew: Math.tan((skewDeg * Math.PI) / 180), amplitude: rng.range(1.5, 4.5), period: rng.range(160, 420), phase: rng.range(0, Math.PI * 2), motion: rng.range(1.5, 3.5) };
      // Room for the rows' shift on either side.
      margin = 30 + Math.abs(shutter.skew) * (frame.height / 2) + shutter.amplitude;
      d = {
        ...base,
        pose: { ...tilt(3, 9), rz: sign() * rng.range(0, 6), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.72, 0.86), dx: rng.range(-30, 30), dy: rng.range(-30, 30) },
        background: 'seat',
        shutter,
        blur: rng.range(0, 0.5),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.86, 0.95) },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.95, 1.02)], lift: rng.range(0, 8), contrast: rng.range(0.94, 1.02) },
        vignette: rng.range(0.08, 0.18),
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.7),
        quality: rng.int(72, 84),
      };
      break;
    }
  }
  const fit = fitPose(page.width, page.height, frame, d.pose, margin);
  const sceneQuad = fit.quad;
  const H = homography(page.width, page.height, sceneQuad);
  const minScale = minScaleOf((X, Y) => shutterPoint(d.shutter, frame, applyHomography(H, X, Y)), page.width, page.height);
  const fillShare = fillShareOf(sceneQuad, frame);
  const params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose: fit.pose, sceneQuad, minScale, minTextPx: page.criticalPx * minScale, fillShare, output: { ...frame } };
  // Blur at most an eighth of the smallest field text, the shutter's smear at most a fifth: legible by construction.
  if (params.blur > params.minTextPx / 8) params.blur = params.minTextPx / 8;
  if (params.shutter && params.shutter.motion > params.minTextPx / 5) params.shutter = { ...params.shutter, motion: params.minTextPx / 5 };
  return params;
}

/** The page's outline in the delivered frame (through the shutter's shift), sampled along its edges. */
export function outline(p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] {
  const H = homography(page.width, page.height, p.sceneQuad);
  return outlineThrough((X, Y) => shutterPoint(p.shutter, p.frame, applyHomography(H, X, Y)), { a: 0, b: 0, c: page.width, d: page.height }, n);
}
