import { drawTargetCapture, outlineOf, photoLook, placePage, tiltOf, type CaptureBase, type CaptureLook, type LookRanges } from '../blind-kit/capture-helpers.js';
import type { Point } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { Blind23Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The twenty-third set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to twenty-second sets define them (so the targets can be read off this set too): `clean`
 * (the page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light,
 * JPEG 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame,
 * tilt 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: a photo taken with
 * the phone held upright, as most people hold it, so the landscape card lies across a 1200 × 1600
 * portrait frame with the lap or the table above and below it; a close photo at a steeper angle whose
 * shallow depth of field leaves one side of the card sharp and the other soft (the focus falling off
 * across it); and a frame an app grabs from the camera's 1920 × 1080 video preview rather than taking
 * a still (no still-photo processing: flat, noisier, softer and compressed harder). Everything here is
 * numbers (no browser); check.ts proves from them alone that every capture keeps the page in frame,
 * its smallest field text at least 11 px, the blur (the focus fall-off's strongest too) well under
 * it, and each new capture within its ranges.
 */

export const variants = ['clean', 'phone', 'portrait-frame', 'focus-falloff', 'preview-frame'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'portrait-frame':
    'a photo with the phone held upright: a 1200x1600 portrait frame, the card across 70-88 % of its width on a lap, a wallet or a table, tilt 3-10°, turned up to 5°, uneven light, blur σ 0.3-1.0, noise σ 2-4, JPEG 74-88',
  'focus-falloff':
    'a close photo at a steeper angle with a shallow depth of field: a 1600x1200 frame, tilt 10-18°, turned up to 5°, the page 60-82 % of it, sharp (σ ≤ 0.4) along one side and soft towards the other (σ 1.0-1.8 at the far edge), noise σ 2-4, JPEG 74-88',
  'preview-frame':
    "a frame grabbed from the camera's 1920x1080 video preview: the page 55-80 % of the frame (along the side that limits it), tilt 3-10°, turned up to 6°, flat (contrast 0.86-0.95, blacks lifted 6-14), blur σ 0.6-1.1, noise σ 3-5, JPEG 62-76",
};

export type Background = 'scan' | 'desk' | 'table' | 'counter' | 'glassdesk' | 'leather' | 'denim';

/** The focus falling off across the frame: sharp (`near` σ) on the side the direction points away from, `far` σ at the other side, starting `start` of the way across. */
export interface Falloff {
  angle: number;
  near: number;
  far: number;
  start: number;
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  falloff: Falloff | null;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

/** An upright phone photo: a phone's light and processing. */
const PORTRAIT: LookRanges = { blur: [0.3, 1.0], from: [1.0, 1.07], to: [0.76, 0.88], red: [0.98, 1.05], blue: [0.94, 1.02], lift: [0, 7], contrast: [0.93, 1.02], vignette: [0.08, 0.2], luma: [2, 4], chroma: [1, 2.2], sharpen: [0.4, 0.65], quality: [74, 88] };

/** A close photo with shallow depth of field: the look of a phone's main camera up close (the blur is the fall-off's). */
const CLOSE: LookRanges = { blur: [0, 0], from: [1.0, 1.06], to: [0.8, 0.9], red: [0.98, 1.04], blue: [0.95, 1.02], lift: [0, 6], contrast: [0.94, 1.02], vignette: [0.1, 0.2], luma: [2, 4], chroma: [1, 2], sharpen: [0.35, 0.55], quality: [74, 88] };

/** A video preview frame: no still-photo tone curve (flat, blacks lifted), more noise, softer, compressed harder, no sharpening beyond the stream's own. */
const PREVIEW: LookRanges = { blur: [0.6, 1.1], from: [1.0, 1.05], to: [0.82, 0.92], red: [0.97, 1.04], blue: [0.95, 1.04], lift: [6, 14], contrast: [0.86, 0.95], vignette: [0.06, 0.14], luma: [3, 5], chroma: [1.5, 3], sharpen: [0, 0], quality: [62, 76] };

/** What a variant draws before the page is placed: its frame, the margin the page keeps from the frame's edges, and its look. */
function drawnFor(variant: Variant, page: Page, rng: Rng): { frame: { width: number; height: number }; margin: number; d: Drawn } {
  const base = { falloff: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  if (variant === 'clean' || variant === 'phone') {
    // The project's target captures, number for number as the eleventh to twenty-second sets draw them (eval/blind-kit/capture-helpers.ts).
    const target = drawTargetCapture(variant, page, rng, base, { width: 1600, height: 1200 });
    return { frame: target.frame, margin: target.margin, d: target.drawn };
  }
  if (variant === 'portrait-frame') {
    const frame = { width: 1200, height: 1600 };
    const pose = { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 5), focal: frame.height * rng.range(0.8, 1.05), fill: rng.range(0.76, 0.92), dx: rng.range(-30, 30), dy: rng.range(-120, 120) };
    return { frame, margin: 24, d: { ...base, pose, background: rng.pick(['denim', 'leather', 'table'] as const), ...photoLook(rng, PORTRAIT) } };
  }
  if (variant === 'focus-falloff') {
    const frame = { width: 1600, height: 1200 };
    const pose = { ...tiltOf(rng, 10, 18), rz: rng.sign() * rng.range(0, 5), focal: frame.width * rng.range(0.75, 0.95), fill: rng.range(0.64, 0.84), dx: rng.range(-40, 40), dy: rng.range(-30, 30) };
    const look = photoLook(rng, CLOSE);
    // The far side of the tilted page is out of focus: the fall-off runs along the tilt's direction.
    const angle = (Math.atan2(pose.rx, pose.ry) * 180) / Math.PI + rng.range(-20, 20);
    const falloff = { angle, near: rng.range(0, 0.4), far: rng.range(1.0, 1.8), start: rng.range(0.3, 0.5) };
    return { frame, margin: 30, d: { ...base, pose, background: rng.pick(['table', 'glassdesk'] as const), ...look, falloff } };
  }
  const frame = { width: 1920, height: 1080 };
  const pose = { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 6), focal: frame.width * rng.range(0.8, 1.05), fill: rng.range(0.62, 0.82), dx: rng.range(-80, 80), dy: rng.range(-30, 30) };
  return { frame, margin: 26, d: { ...base, pose, background: rng.pick(['desk', 'table', 'counter'] as const), ...photoLook(rng, PREVIEW) } };
}

/** The page's outline in the delivered frame, sampled along its edges. */
export const outline = (p: Pick<CaptureParams, 'sceneQuad'>, page: { width: number; height: number }, n = 12): Point[] => outlineOf(p.sceneQuad, page, n);

/** Every drawn number of one capture. */
export function drawCapture(c: Blind23Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind23-capture', c.id, variant);
  const { frame, margin, d } = drawnFor(variant, page, rngOf(seed));
  const placed = placePage(page, frame, d.pose, margin);
  const minTextPx = page.criticalPx * placed.minScale;
  // Blur at most an eighth of the smallest field text, the focus fall-off's softest side included: legible by construction.
  const limit = minTextPx / 8;
  const blur = Math.min(d.blur, limit);
  const falloff = d.falloff ? { ...d.falloff, near: Math.min(d.falloff.near, limit), far: Math.min(d.falloff.far, limit) } : null;
  return { caseId: c.id, variant, seed, frame, ...d, blur: falloff ? falloff.far : blur, falloff, pose: placed.pose, sceneQuad: placed.sceneQuad, minScale: placed.minScale, minTextPx, fillShare: placed.fillShare, output: { ...frame } };
}
