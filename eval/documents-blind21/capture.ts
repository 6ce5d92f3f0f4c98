import { drawTargetCapture, outlineOf, photoLook, placePage, tiltOf, type CaptureBase, type CaptureLook, type LookRanges } from '../blind-kit/capture-helpers.js';
import type { Point } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { Blind21Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The twenty-first set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to twentieth sets define them (so the targets can be read off this set too): `clean` (the
 * page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light, JPEG
 * 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt
 * 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: a screenshot of a phone's
 * PDF viewer in its dark reading mode (the slip or scan a customer keeps as a PDF, shown flat at the
 * screen's width with its colours inverted, the viewer's bars and page pill round it); a phone photo
 * delivered on its side (taken with the phone held sideways, the EXIF orientation tag dropped on
 * upload, so the upright 1200 × 1600 image holds the document turned a quarter turn); and a photo
 * at night under a fluorescent tube (a green cast, flat light, the tube's long reflection across the
 * laminate, more noise). Everything here is numbers (no browser); check.ts proves from them alone that
 * every capture keeps the page in frame, its smallest field text at least 11 px, the blur well under
 * it, the viewer, the quarter turn and the tube within their ranges, and nothing of the viewer drawn
 * over the page.
 */

export const variants = ['clean', 'phone', 'pdf-dark-reader', 'sideways-exif', 'tube-light-cast'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'pdf-dark-reader':
    "a screenshot of a phone's PDF viewer in its dark reading mode (1080x2340, upright): the page flat at the screen's width less 14-36 px a side, 40-160 px above the middle, its colours inverted (86-94 %) and hues turned back, on the viewer's near-black canvas under its status and title bars (the file's name) with a page pill below; no blur, no noise; shared as JPEG 82-92",
  'sideways-exif':
    'a phone photo on a desk or table delivered on its side (the EXIF orientation dropped on upload): an upright 1200x1600 image, the page turned a quarter turn (85-95°) and tilted 3-9°, 62-82 % of the frame, uneven light, blur σ 0.3-1.0, noise σ 1.5-3.5, JPEG 74-86',
  'tube-light-cast':
    "a photo at night under a fluorescent tube on a desk or table: the page tilted 3-10°, turned up to 6°, 58-80 % of a 1600x1200 frame; a green cast (red gain 0.80-0.88, blue 0.86-0.96), flat light (a ramp to 0.86-0.94), lifted blacks 6-12, contrast 0.88-0.95, the tube's soft reflection (8-16 % white, 60-140 px wide) across the frame, noise σ 3-5, blur σ 0.4-0.9, JPEG 72-84",
};

export type Background = 'scan' | 'desk' | 'table' | 'viewer';

/** The PDF viewer round the page (output px): its bars, the file's name, the page pill and how strongly it inverts the page. */
export interface Viewer {
  /** The bottom of the status and title bars, and the top of the page pill. */
  barsBottom: number;
  pillTop: number;
  fileName: string;
  /** How far the dark mode inverts the page (1: a full negative). */
  invert: number;
  /** The canvas's grey (0-255). */
  canvas: number;
}

/** The fluorescent tube's reflection across the frame: its strength, width, angle and where it crosses the middle. */
export interface Tube {
  opacity: number;
  width: number;
  angle: number;
  offset: number;
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  viewer: Viewer | null;
  tube: Tube | null;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

const FILE_NAMES = ['NIN_Slip.pdf', 'scan0043.pdf', 'my ID card.pdf', 'Document (2).pdf', 'IMG_20261124_scan.pdf', 'ID_front.pdf'];

/** The neutral light of a screenshot: no ramp, no cast, no noise. */
const SCREEN_LIGHT = { gradient: { angle: 0, from: 1, to: 1 }, light: { gain: [1, 1, 1] as [number, number, number], lift: 0, contrast: 1 }, noise: { luma: 0, chroma: 0 } };

/** A phone photo on a desk, delivered on its side: the phone's usual softness, light and JPEG. */
const SIDEWAYS: LookRanges = { blur: [0.3, 1.0], from: [1.0, 1.06], to: [0.78, 0.9], red: [0.98, 1.04], blue: [0.95, 1.02], lift: [0, 6], contrast: [0.94, 1.02], vignette: [0.08, 0.18], luma: [1.5, 3.5], chroma: [0.8, 1.8], sharpen: [0.4, 0.6], quality: [74, 86] };

/** A night photo under a fluorescent tube: its green cast is in the white balance (red and blue held below green), its light flat, its blacks lifted, more noise. */
const TUBE_NIGHT: LookRanges = { blur: [0.4, 0.9], from: [0.96, 1.02], to: [0.86, 0.94], red: [0.8, 0.88], blue: [0.86, 0.96], lift: [6, 12], contrast: [0.88, 0.95], vignette: [0.06, 0.14], luma: [3, 5], chroma: [1.5, 3], sharpen: [0.3, 0.5], quality: [72, 84] };

/** What a variant draws before the page is placed: its frame, the margin the page keeps from the frame's edges, and its look. */
function drawnFor(variant: Variant, page: Page, rng: Rng): { frame: { width: number; height: number }; margin: number; d: Drawn } {
  const base = { viewer: null, tube: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  if (variant === 'clean' || variant === 'phone') {
    // The project's target captures, number for number as the eleventh to twentieth sets draw them (eval/blind-kit/capture-helpers.ts).
    const target = drawTargetCapture(variant, page, rng, base, { width: 1600, height: 1200 });
    return { frame: target.frame, margin: target.margin, d: target.drawn };
  }
  if (variant === 'pdf-dark-reader') {
    const frame = { width: 1080, height: 2340 };
    const margin = rng.range(14, 36);
    const pose = { rx: 0, ry: 0, rz: 0, focal: frame.width * 1000, fill: 1, dx: 0, dy: -rng.range(40, 160) };
    const viewer = { barsBottom: 0, pillTop: 0, fileName: rng.pick(FILE_NAMES), invert: rng.range(0.86, 0.94), canvas: rng.int(14, 30) };
    return { frame, margin, d: { ...base, ...SCREEN_LIGHT, pose, background: 'viewer', quality: rng.int(82, 92), viewer } };
  }
  if (variant === 'sideways-exif') {
    const frame = { width: 1200, height: 1600 };
    // The phone held sideways: a quarter turn either way, give or take up to 5°.
    const rz = rng.sign() * (90 + rng.sign() * rng.range(0, 5));
    const pose = { ...tiltOf(rng, 3, 9), rz, focal: frame.height * rng.range(0.95, 1.25), fill: rng.range(0.66, 0.86), dx: rng.range(-40, 40), dy: rng.range(-50, 50) };
    return { frame, margin: 30, d: { ...base, pose, background: rng.pick(['desk', 'table'] as const), ...photoLook(rng, SIDEWAYS) } };
  }
  const frame = { width: 1600, height: 1200 };
  const pose = { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 6), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.6, 0.82), dx: rng.range(-50, 50), dy: rng.range(-40, 40) };
  const tube = { opacity: rng.range(0.08, 0.16), width: rng.range(60, 140), angle: rng.range(-35, 35), offset: rng.range(-250, 250) };
  return { frame, margin: 30, d: { ...base, pose, background: rng.pick(['desk', 'table'] as const), ...photoLook(rng, TUBE_NIGHT), tube } };
}

/** Every drawn number of one capture. */
export function drawCapture(c: Blind21Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind21-capture', c.id, variant);
  const { frame, margin, d } = drawnFor(variant, page, rngOf(seed));
  const placed = placePage(page, frame, d.pose, margin);
  const viewer = d.viewer && {
    ...d.viewer,
    // The viewer's bars end above the page and its pill starts below it, so nothing of the viewer is drawn over the page.
    barsBottom: Math.min(200, Math.min(...outlineOf(placed.sceneQuad, page, 4).map((q) => q[1])) - 24),
    pillTop: Math.max(...outlineOf(placed.sceneQuad, page, 4).map((q) => q[1])) + 40,
  };
  const minTextPx = page.criticalPx * placed.minScale;
  // Blur at most an eighth of the smallest field text: legible by construction.
  const blur = Math.min(d.blur, minTextPx / 8);
  return { caseId: c.id, variant, seed, frame, ...d, viewer, blur, pose: placed.pose, sceneQuad: placed.sceneQuad, minScale: placed.minScale, minTextPx, fillShare: placed.fillShare, output: { ...frame } };
}

/** The page's outline in the frame, sampled along its edges. */
export const outline = (p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] => outlineOf(p.sceneQuad, page, n);
