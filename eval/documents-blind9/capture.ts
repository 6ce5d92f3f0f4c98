import { fitPose, type CaptureBase } from '../blind-kit/capture-helpers.js';
import { applyHomography, homography, type Point, type Quad } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { minScaleOf } from '../documents-blind8/capture.js';
import type { Blind9Case } from './cases.js';
import type { Page, Zone } from './pages.js';

/**
 * The ninth set's captures, none an earlier set's: a shaken hand (motion blur and rolling-shutter
 * skew), a dim room under a tungsten bulb, a flatbed scanner, a screenshot of the photo in a chat
 * app, and a steep oblique shot with a laminate glare streak. Everything here is numbers (no
 * browser): the pose, the skew, the blur, the light, the scanner's lid and gutter, the chat screen,
 * the glare and JPEG. check.ts proves from them alone that every capture keeps the document in frame,
 * its smallest field text at least 11 px in the delivered image (through the pose, the skew and any
 * downscale), a shaken capture's blur well under its text size, and every glare streak on a zone of
 * the page with no field.
 */

export const variants = ['hand-shake', 'dim-tungsten', 'flatbed-scan', 'chat-screenshot', 'low-angle-glare'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  'hand-shake': 'a shaken hand: directional motion blur 3-7 px at any angle (never more than a third of the smallest field text), rolling-shutter skew 1-3 % (rows shifted in proportion to their height), tilt 3-10°, JPEG 82-90',
  'dim-tungsten': 'indoors at night under a tungsten bulb: underexposed (gain 0.5-0.7), a strong yellow-orange cast (blue at 45-55 % of red), high-ISO noise (luma σ 9-14, chroma 5-8) smeared by noise reduction (3 × 3 median, slight blur), heavy vignette, JPEG 72-84',
  'flatbed-scan': 'a flatbed scanner: the page flat (under 0.3° of tilt), turned 1-3°, on a white bed with a white border; the lid shadow along one edge of the bed (off the page), dust specks and a faint halftone screen; a passport shows its facing page and the spine gutter shadow beside it (off the data page); crisp, JPEG 88-94',
  'chat-screenshot': "a phone screenshot of the photo shown in a chat app: status bar, header, bubbles and input bar around the photo (downscaled to 880-980 px wide in a 1080 × 2340 screen), the photo itself a phone shot (tilt 3-10°, JPEG 80-88), then the screenshot JPEG'd (70-85)",
  'low-angle-glare': 'a steep oblique shot: one axis tilted 18-25°, the other 2-6° (focal 0.9-1.2 × frame width), with a straight laminate glare streak (peak 75-95 % white, soft edges) across a quiet zone of the page, JPEG 84-92',
};

export type Background = 'wood' | 'fabric' | 'bedsheet' | 'formica' | 'scanner';

export interface CaptureParams extends CaptureBase<Variant> {
  /** Rolling shutter: a scene row at height y is shifted right by `skew` × (y − frame centre). */
  skew: number;
  /** The page's corners in the frame (after the skew), tl, tr, br, bl. */
  sceneQuad: Quad;
  /** The page's smallest field text, in pixels of the delivered image (after every resize, in the chat screen for a screenshot). */
  minTextPx: number;
  background: Background;
  /** Motion blur: a line `length` px long at `angle` degrees. */
  motion: null | { length: number; angle: number };
  light: { gain: [number, number, number]; lift: number; contrast: number };
  vignette: number;
  noise: { luma: number; chroma: number };
  /** Noise reduction: a median of this size (0: none), then a blur of `denoiseBlur` σ (0: none). */
  smear: number;
  denoiseBlur: number;
  sharpen: number;
  /** A laminate glare streak clipped to a quiet zone of the page. */
  glare: null | { zone: Zone; angle: number; width: number; offset: number; peak: number };
  /** A flatbed scan: the lid's shadow along one edge of the bed, dust, halftone, and a passport's gutter. */
  scan: null | { lidEdge: 'top' | 'bottom' | 'left' | 'right'; lidWidth: number; lidStrength: number; specks: number; halftone: number; gutter: null | { width: number; strength: number } };
  /** A screenshot of the photo in a chat app: the screen, where the photo sits in it, and the app's look. */
  chat: null | { screen: { width: number; height: number }; photo: { x: number; y: number; width: number; height: number }; theme: 'light' | 'dark'; accent: string; time: string; quality: number };
  /** Successive JPEG encodings of the photo: resize the long side to `longSide` (null keeps it), then encode. */
  encodes: { longSide: number | null; quality: number }[];
  /** The delivered image's size. */
  output: { width: number; height: number };
}

/** A glare streak across one of the page's quiet zones (the roomiest ones: a streak needs space). */
function drawGlare(page: Page, rng: Rng): NonNullable<CaptureParams['glare']> {
  const minSide = (z: Zone) => Math.min((z.x1 - z.x0) * page.width, (z.y1 - z.y0) * page.height);
  const best = Math.max(...page.quietZones.map(minSide));
  const zone = rng.pick(page.quietZones.filter((z) => minSide(z) >= Math.min(140, best)));
  return { zone, angle: rng.range(20, 70) * rng.sign(), width: minSide(zone) * rng.range(0.25, 0.5), offset: rng.range(-0.2, 0.2), peak: rng.range(0.75, 0.95) };
}

const pad = (n: number) => String(n).padStart(2, '0');

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output'>;

/** Every drawn number of one capture. */
export function drawCapture(c: Blind9Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind9-capture', c.id, variant);
  const rng = rngOf(seed);
  const frame = page.width / page.height > 2 ? { width: 1600, height: 900 } : { width: 1600, height: 1200 };
  const tilt = (lo: number, hi: number) => rng.sign() * rng.range(lo, hi);
  const base = { skew: 0, motion: null, glare: null, scan: null, chat: null, smear: 0, denoiseBlur: 0, vignette: 0.15 } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'hand-shake':
      d = {
        ...base,
        pose: { rx: tilt(3, 10), ry: tilt(3, 10), rz: tilt(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.85, 0.95), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        skew: tilt(0.01, 0.03),
        background: rng.pick(['wood', 'fabric', 'formica'] as const),
        motion: { length: rng.range(3, 7), angle: rng.range(0, 180) },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.95, 1.02)], lift: rng.range(0, 6), contrast: rng.range(0.96, 1.04) },
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.8),
        encodes: [{ longSide: null, quality: rng.int(82, 90) }],
      };
      break;
    case 'dim-tungsten': {
      const gain = rng.range(0.5, 0.7);
      d = {
        ...base,
        pose: { rx: tilt(3, 9), ry: tilt(3, 9), rz: tilt(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.85, 0.94), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: rng.pick(['wood', 'bedsheet'] as const),
        light: { gain: [gain * rng.range(1.12, 1.22), gain * rng.range(0.9, 0.98), gain * rng.range(0.5, 0.6)], lift: rng.range(4, 10), contrast: rng.range(0.86, 0.95) },
        vignette: rng.range(0.3, 0.45),
        noise: { luma: rng.range(9, 14), chroma: rng.range(5, 8) },
        smear: 3,
        denoiseBlur: rng.range(0.4, 0.7),
        sharpen: rng.range(0.6, 1.0),
        encodes: [{ longSide: null, quality: rng.int(72, 84) }],
      };
      break;
    }
    case 'flatbed-scan': {
      const lidWidth = rng.range(0.025, 0.05);
      // The page lies against the bed's far corner, off the lid's shadow by a white border.
      margin = Math.max(frame.width, frame.height) * lidWidth + rng.range(20, 50);
      d = {
        ...base,
        pose: { rx: tilt(0, 0.3), ry: tilt(0, 0.3), rz: tilt(1, 3), focal: frame.width * 40, fill: rng.range(0.8, 0.9), dx: rng.range(-200, 200), dy: rng.range(-150, 150) },
        background: 'scanner',
        scan: {
          lidEdge: rng.pick(['top', 'bottom', 'left', 'right'] as const),
          lidWidth,
          lidStrength: rng.range(0.25, 0.5),
          specks: rng.int(20, 60),
          halftone: rng.range(0.04, 0.08),
          gutter: c.layout === 'passport' ? { width: rng.range(0.04, 0.07), strength: rng.range(0.35, 0.6) } : null,
        },
        light: { gain: [rng.range(1.0, 1.03), rng.range(1.0, 1.03), rng.range(0.98, 1.02)], lift: 0, contrast: rng.range(1.03, 1.1) },
        vignette: 0,
        noise: { luma: rng.range(1, 2), chroma: rng.range(0.5, 1) },
        sharpen: rng.range(0.3, 0.6),
        encodes: [{ longSide: null, quality: rng.int(88, 94) }],
      };
      break;
    }
    case 'chat-screenshot': {
      const screen = { width: 1080, height: 2340 };
      const pw = rng.int(880, 980);
      const ph = Math.round((pw * frame.height) / frame.width);
      const dark = rng.chance(0.4);
      d = {
        ...base,
        pose: { rx: tilt(3, 10), ry: tilt(3, 10), rz: tilt(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.9, 0.97), dx: rng.range(-30, 30), dy: rng.range(-20, 20) },
        background: rng.pick(['fabric', 'wood', 'bedsheet', 'formica'] as const),
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.95, 1.02)], lift: rng.range(0, 8), contrast: rng.range(0.95, 1.03) },
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.8),
        encodes: [{ longSide: null, quality: rng.int(80, 88) }],
        chat: {
          screen,
          photo: { x: dark ? 1080 - 40 - pw : rng.int(36, 1080 - 40 - pw), y: rng.int(560, 1500 - ph), width: pw, height: ph },
          theme: dark ? 'dark' : 'light',
          accent: rng.pick(['#25d366', '#2aabee', '#3a76f0', '#0a7cff']),
          time: `${pad(rng.int(7, 22))}:${pad(rng.int(0, 59))}`,
          quality: rng.int(70, 85),
        },
      };
      break;
    }
    case 'low-angle-glare': {
      const steepX = rng.chance(0.5);
      d = {
        ...base,
        pose: { rx: tilt(steepX ? 18 : 2, steepX ? 25 : 6), ry: tilt(steepX ? 2 : 18, steepX ? 6 : 25), rz: tilt(0, 6), focal: frame.width * rng.range(0.9, 1.2), fill: rng.range(0.88, 0.96), dx: rng.range(-30, 30), dy: rng.range(-20, 20) },
        background: rng.pick(['formica', 'wood', 'fabric'] as const),
        glare: drawGlare(page, rng),
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.97, 1.03)], lift: rng.range(0, 6), contrast: rng.range(0.97, 1.05) },
        noise: { luma: rng.range(2, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.5, 0.9),
        encodes: [{ longSide: null, quality: rng.int(84, 92) }],
      };
      break;
    }
  }
  const { pose, quad } = fitPose(page.width, page.height, frame, d.pose, margin);
  const cy = frame.height / 2;
  const sceneQuad = quad.map(([x, y]): Point => [x + d.skew * (y - cy), y]) as Quad;
  const H = homography(page.width, page.height, sceneQuad);
  const minScale = minScaleOf((X, Y) => applyHomography(H, X, Y), page.width, page.height);
  const long = d.encodes.reduce((side, e) => (e.longSide !== null && e.longSide < side ? e.longSide : side), Math.max(frame.width, frame.height));
  const photo = { width: Math.round((frame.width * long) / Math.max(frame.width, frame.height)), height: Math.round((frame.height * long) / Math.max(frame.width, frame.height)) };
  const ratio = d.chat ? d.chat.photo.width / frame.width : photo.width / frame.width;
  let params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, minScale, minTextPx: page.criticalPx * minScale * ratio, output: d.chat ? d.chat.screen : photo };
  // A shaken hand blurs by at most a third of the smallest field text (legible by construction).
  if (params.motion) params = { ...params, motion: { ...params.motion, length: Math.min(params.motion.length, params.minTextPx / 3) } };
  return params;
}

/** The page's outline in the frame, sampled along its edges. */
export function outline(p: CaptureParams, page: Page, n = 12): Point[] {
  const H = homography(page.width, page.height, p.sceneQuad);
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / n;
    for (const [X, Y] of [
      [t * page.width, 0],
      [page.width, t * page.height],
      [(1 - t) * page.width, page.height],
      [0, (1 - t) * page.height],
    ] as const)
      pts.push(applyHomography(H, X, Y));
  }
  return pts;
}
