import { drawTargetCapture, fillShareOf, fitPose, outlineThrough, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import { applyHomography, homography, type Point } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { minScaleOf } from '../documents-blind8/capture.js';
import type { Blind11Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The eleventh set's captures. Two are the project's target captures, fixed by its brief: `clean`
 * (the page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light,
 * JPEG 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame,
 * tilt 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: a card on a car's
 * dashboard in hard sunlight with a shadow edge across part of it, a 720p front camera with beauty
 * smoothing, smeared colour and a warm white balance, and a card on an ankara print cloth sent upside
 * down. Everything here is numbers (no browser); check.ts proves from them alone that every capture
 * keeps the page in frame, its smallest field text at least 11 px, the blur and smoothing well under
 * that text, and no critical field wholly in shadow.
 */

export const variants = ['clean', 'phone', 'dashboard-sun', 'selfie-720p', 'ankara-flip'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'dashboard-sun': "on a car's dashboard in hard sunlight: a warm overexposed page with a sharp shadow edge (a pillar or mirror) over 12-40 % of it, never over the whole of a field; tilt 4-11°, JPEG 78-88",
  'selfie-720p': 'a 720p front camera (1280x720): beauty smoothing (σ 1-1.8, 35-55 % mix), colour smeared (chroma σ 2-3.5), warm white balance; tilt 3-9°, JPEG 64-76',
  'ankara-flip': 'on an ankara print cloth, sent upside down: turned 180° ± 1-6°, tilt 3-9°, bold print round the page, JPEG 80-88',
};

export type Background = 'scan' | 'desk' | 'table' | 'dashboard' | 'room' | 'ankara';

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  /** A hard shadow in the page's plane: the side of the line {x cos a + y sin a = offset} (page px) beyond the offset is shaded. */
  shadow: null | { angle: number; offset: number; darkness: number; softness: number; tint: string; area: number };
  /** Beauty smoothing: a σ blur mixed into the luma; chroma smeared by a σ blur. */
  beauty: null | { sigma: number; amount: number; chroma: number };
}

/** Whether a page point lies in the shadow. */
export const inShadow = (s: NonNullable<CaptureParams['shadow']>, x: number, y: number) => x * Math.cos((s.angle * Math.PI) / 180) + y * Math.sin((s.angle * Math.PI) / 180) > s.offset;

/** The share of the page in shadow (a grid count). */
export function shadowArea(s: NonNullable<CaptureParams['shadow']>, page: { width: number; height: number }): number {
  let n = 0;
  for (let i = 0; i < 40; i++) for (let j = 0; j < 40; j++) if (inShadow(s, ((i + 0.5) / 40) * page.width, ((j + 0.5) / 40) * page.height)) n++;
  return n / 1600;
}

/** Critical fields wholly in a shadow (their four corners all shaded). */
export function fieldsInShadow(s: NonNullable<CaptureParams['shadow']>, boxes: Page['fieldBoxes']): Page['fieldBoxes'] {
  return boxes.filter((b) => [[b.x0, b.y0], [b.x1, b.y0], [b.x0, b.y1], [b.x1, b.y1]].every(([x, y]) => inShadow(s, x ?? 0, y ?? 0)));
}

/** A shadow edge from a pillar or a mirror: a line across the page shading 12-40 % of it, no critical field wholly under it. */
function drawShadow(page: Page, rng: Rng): NonNullable<CaptureParams['shadow']> {
  const diag = Math.hypot(page.width, page.height);
  for (let attempt = 0; attempt < 200; attempt++) {
    const angle = rng.range(0, 360);
    const a = (angle * Math.PI) / 180;
    // The projection of the page's corners on the normal: shade the far part.
    const proj = [[0, 0], [page.width, 0], [0, page.height], [page.width, page.height]].map(([x, y]) => (x ?? 0) * Math.cos(a) + (y ?? 0) * Math.sin(a));
    const hi = Math.max(...proj);
    const offset = hi - rng.range(0.12, 0.5) * (hi - Math.min(...proj));
    const s = { angle, offset, darkness: rng.range(0.45, 0.62), softness: rng.range(1.5, 5) * (diag / 1800), tint: rng.pick(['#41506e', '#4a4f66', '#3c4a63']), area: 0 };
    s.area = shadowArea(s, page);
    if (s.area < 0.12 || s.area > 0.4) continue;
    if (fieldsInShadow(s, page.fieldBoxes).length === 0) return s;
  }
  throw new Error('no shadow leaves every field partly lit');
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

/** Every drawn number of one capture. */
export function drawCapture(c: Blind11Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind11-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  const sign = () => rng.sign();
  const tilt = (lo: number, hi: number) => tiltOf(rng, lo, hi);
  const base = { shadow: null, blur: 0, beauty: null, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'dashboard-sun':
      d = {
        ...base,
        pose: { ...tilt(4, 11), rz: sign() * rng.range(0, 9), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.78, 0.9), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: 'dashboard',
        shadow: drawShadow(page, rng),
        blur: rng.range(0, 0.5),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.04, 1.12), to: rng.range(0.94, 1.0) },
        light: { gain: [rng.range(1.06, 1.12), rng.range(1.02, 1.06), rng.range(0.86, 0.94)], lift: rng.range(10, 22), contrast: rng.range(0.86, 0.95) },
        vignette: rng.range(0.05, 0.12),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.7),
        quality: rng.int(78, 88),
      };
      break;
    case 'selfie-720p':
      frame = { width: 1280, height: 720 };
      margin = 18;
      d = {
        ...base,
        pose: { ...tilt(3, 9), rz: sign() * rng.range(0, 6), focal: frame.width * rng.range(0.85, 1.1), fill: rng.range(0.9, 0.97), dx: rng.range(-30, 30), dy: rng.range(-15, 15) },
        background: 'room',
        beauty: { sigma: rng.range(1.0, 1.8), amount: rng.range(0.35, 0.55), chroma: rng.range(2, 3.5) },
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.88, 0.96) },
        light: { gain: [rng.range(1.06, 1.12), rng.range(1.0, 1.03), rng.range(0.84, 0.92)], lift: rng.range(4, 12), contrast: rng.range(0.9, 0.98) },
        vignette: rng.range(0.12, 0.2),
        noise: { luma: rng.range(3, 5), chroma: rng.range(2, 4) },
        quality: rng.int(64, 76),
      };
      break;
    case 'ankara-flip':
      d = {
        ...base,
        pose: { ...tilt(3, 9), rz: 180 + sign() * rng.range(1, 6), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.78, 0.9), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: 'ankara',
        blur: rng.range(0, 0.6),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.88, 0.96) },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.96, 1.03)], lift: rng.range(0, 6), contrast: rng.range(0.95, 1.03) },
        vignette: rng.range(0.08, 0.18),
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.7),
        quality: rng.int(80, 88),
      };
      break;
  }
  const fit = fitPose(page.width, page.height, frame, d.pose, margin);
  const sceneQuad = fit.quad;
  const H = homography(page.width, page.height, sceneQuad);
  const minScale = minScaleOf((X, Y) => applyHomography(H, X, Y), page.width, page.height);
  const fillShare = fillShareOf(sceneQuad, frame);
  const params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose: fit.pose, sceneQuad, minScale, minTextPx: page.criticalPx * minScale, fillShare, output: { ...frame } };
  // Blur and smoothing at most an eighth (a sixth) of the smallest field text: legible by construction.
  if (params.blur > params.minTextPx / 8) params.blur = params.minTextPx / 8;
  if (params.beauty && params.beauty.sigma > params.minTextPx / 6) params.beauty = { ...params.beauty, sigma: params.minTextPx / 6 };
  return params;
}

/** The page's outline in the frame, sampled along its edges. */
export function outline(p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] {
  const H = homography(page.width, page.height, p.sceneQuad);
  return outlineThrough((X, Y) => applyHomography(H, X, Y), { a: 0, b: 0, c: page.width, d: page.height }, n);
}
