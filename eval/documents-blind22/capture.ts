import { drawTargetCapture, fillShareOf, outlineOf, photoLook, placePage, tiltOf, type CaptureBase, type CaptureLook, type LookRanges } from '../blind-kit/capture-helpers.js';
import type { Point } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { Blind22Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The twenty-second set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to twenty-first sets define them (so the targets can be read off this set too): `clean`
 * (the page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light,
 * JPEG 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame,
 * tilt 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: a close photo
 * through a phone's ultra-wide (0.5×) camera whose barrel distortion was left uncorrected (a third-party
 * camera or a messenger's in-app camera), so the page's straight edges bow outwards; a photo taken
 * with the camera's black-and-white filter left on (grey, harder contrast, crushed blacks); and a
 * photo an agent takes across a shop counter, the card lying the right way up for its owner and so
 * upside down in the frame. Everything here is numbers (no browser); check.ts proves from them alone
 * that every capture keeps the page in frame, its smallest field text at least 11 px (through the
 * lens's distortion too), the blur well under it, and each new capture within its ranges.
 */

export const variants = ['clean', 'phone', 'ultrawide-barrel', 'mono-filter', 'across-counter'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'ultrawide-barrel':
    "a close photo through a phone's ultra-wide (0.5x) camera with its barrel distortion left uncorrected: a 1600x1200 frame, tilt 2-8°, turned up to 4°, the page 62-82 % of it before the lens bows it (k 0.04-0.09 over the half-diagonal), vignette 18-30 %, blur σ 0.4-0.9, noise σ 2-3.5, JPEG 76-88",
  'mono-filter':
    "a phone photo on a desk or table with the camera's black-and-white filter left on: a 1600x1200 frame, tilt 3-9°, turned up to 4°, the page 58-80 % of it; grey, contrast 1.12-1.30, blacks crushed 4-12, an uneven ramp, grey noise σ 2-4, blur σ 0.3-0.9, JPEG 75-88",
  'across-counter':
    "a photo an agent takes across a shop counter of a card lying the right way up for its owner: upside down in a 1600x1200 frame (turned 174-186°), tilt 6-14°, the page 58-80 % of it, light from behind the customer (a ramp to 0.74-0.86), blur σ 0.4-1.0, noise σ 2-4, JPEG 72-86",
};

export type Background = 'scan' | 'desk' | 'table' | 'counter';

/** The ultra-wide lens's uncorrected barrel distortion: a frame point at normalised radius ρ (over the half-diagonal) shows what the undistorted scene holds at ρ(1 + kρ²). */
export interface Barrel {
  k: number;
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  barrel: Barrel | null;
  /** The black-and-white filter: the developed frame is turned grey. */
  mono: boolean;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

/** An ultra-wide close-up: a phone's light, a strong vignette, its small sensor's noise. */
const ULTRAWIDE: LookRanges = { blur: [0.4, 0.9], from: [1.0, 1.06], to: [0.8, 0.9], red: [0.98, 1.04], blue: [0.95, 1.02], lift: [0, 6], contrast: [0.94, 1.02], vignette: [0.18, 0.3], luma: [2, 3.5], chroma: [1, 2], sharpen: [0.4, 0.6], quality: [76, 88] };

/** The black-and-white filter: harder contrast, blacks crushed (a negative lift), grey noise only (no chroma). */
const MONO: LookRanges = { blur: [0.3, 0.9], from: [1.0, 1.06], to: [0.78, 0.9], red: [1, 1], blue: [1, 1], lift: [-12, -4], contrast: [1.12, 1.3], vignette: [0.08, 0.18], luma: [2, 4], chroma: [0, 0], sharpen: [0.4, 0.6], quality: [75, 88] };

/** Across the counter: the shop's light behind the customer, so the ramp falls towards the agent. */
const COUNTER: LookRanges = { blur: [0.4, 1.0], from: [1.0, 1.06], to: [0.74, 0.86], red: [0.98, 1.05], blue: [0.93, 1.0], lift: [0, 8], contrast: [0.92, 1.0], vignette: [0.1, 0.2], luma: [2, 4], chroma: [1, 2.5], sharpen: [0.4, 0.6], quality: [72, 86] };

/** What a variant draws before the page is placed: its frame, the margin the page keeps from the frame's edges, and its look. */
function drawnFor(variant: Variant, page: Page, rng: Rng): { frame: { width: number; height: number }; margin: number; d: Drawn } {
  const base = { barrel: null, mono: false, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  if (variant === 'clean' || variant === 'phone') {
    // The project's target captures, number for number as the eleventh to twenty-first sets draw them (eval/blind-kit/capture-helpers.ts).
    const target = drawTargetCapture(variant, page, rng, base, { width: 1600, height: 1200 });
    return { frame: target.frame, margin: target.margin, d: target.drawn };
  }
  const frame = { width: 1600, height: 1200 };
  if (variant === 'ultrawide-barrel') {
    const pose = { ...tiltOf(rng, 2, 8), rz: rng.sign() * rng.range(0, 4), focal: frame.width * rng.range(0.55, 0.75), fill: rng.range(0.66, 0.84), dx: rng.range(-40, 40), dy: rng.range(-30, 30) };
    return { frame, margin: 30, d: { ...base, pose, background: rng.pick(['desk', 'table'] as const), ...photoLook(rng, ULTRAWIDE), barrel: { k: rng.range(0.04, 0.09) } } };
  }
  if (variant === 'mono-filter') {
    const pose = { ...tiltOf(rng, 3, 9), rz: rng.sign() * rng.range(0, 4), focal: frame.width * rng.range(0.95, 1.25), fill: rng.range(0.62, 0.82), dx: rng.range(-50, 50), dy: rng.range(-40, 40) };
    return { frame, margin: 30, d: { ...base, pose, background: rng.pick(['desk', 'table'] as const), ...photoLook(rng, MONO), mono: true } };
  }
  // Upside down: a half turn, give or take up to 6°.
  const pose = { ...tiltOf(rng, 6, 14), rz: 180 + rng.range(-6, 6), focal: frame.width * rng.range(0.9, 1.15), fill: rng.range(0.62, 0.82), dx: rng.range(-50, 50), dy: rng.range(-40, 40) };
  return { frame, margin: 30, d: { ...base, pose, background: 'counter', ...photoLook(rng, COUNTER) } };
}

/** Where the lens puts a point of the undistorted scene: ρ_d(1 + kρ_d²) = ρ_s, solved by Newton's method (ρ over the frame's half-diagonal, about its centre). */
export function barrelPoint(q: Point, frame: { width: number; height: number }, k: number): Point {
  const cx = frame.width / 2;
  const cy = frame.height / 2;
  const R = Math.hypot(cx, cy);
  const rs = Math.hypot(q[0] - cx, q[1] - cy) / R;
  if (rs === 0) return [q[0], q[1]];
  let rd = rs;
  for (let i = 0; i < 30; i++) rd -= (rd * (1 + k * rd * rd) - rs) / (1 + 3 * k * rd * rd);
  const t = rd / rs;
  return [cx + (q[0] - cx) * t, cy + (q[1] - cy) * t];
}

/**
 * The smallest local scale the lens leaves anywhere in the frame: along a radius the scene is
 * squeezed by 1/(1 + 3kρ²), across it by 1/(1 + kρ²), and ρ ≤ 1 in the frame.
 */
export const barrelScale = (k: number) => 1 / (1 + 3 * k);

/** The page's outline in the delivered frame (through the lens where there is one), sampled along its edges. */
export const outline = (p: Pick<CaptureParams, 'sceneQuad' | 'frame' | 'barrel'>, page: { width: number; height: number }, n = 12): Point[] => {
  const flat = outlineOf(p.sceneQuad, page, n);
  const barrel = p.barrel;
  return barrel ? flat.map((q) => barrelPoint(q, p.frame, barrel.k)) : flat;
};

/** Every drawn number of one capture. */
export function drawCapture(c: Blind22Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind22-capture', c.id, variant);
  const { frame, margin, d } = drawnFor(variant, page, rngOf(seed));
  const placed = placePage(page, frame, d.pose, margin);
  const lens = d.barrel ? barrelScale(d.barrel.k) : 1;
  const minTextPx = page.criticalPx * placed.minScale * lens;
  // Blur at most an eighth of the smallest field text: legible by construction.
  const blur = Math.min(d.blur, minTextPx / 8);
  const fillShare = d.barrel ? fillShareOf(outline({ sceneQuad: placed.sceneQuad, frame, barrel: d.barrel }, page), frame) : placed.fillShare;
  return { caseId: c.id, variant, seed, frame, ...d, blur, pose: placed.pose, sceneQuad: placed.sceneQuad, minScale: placed.minScale * lens, minTextPx, fillShare, output: { ...frame } };
}
