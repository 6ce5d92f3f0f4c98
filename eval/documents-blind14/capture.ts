import { drawTargetCapture, fillShareOf, fitPose, outlineThrough, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import type { Box, Zone } from '../blind-kit/page-helpers.js';
import { applyHomography, homography, type Point, type Quad } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { minScaleOf } from '../documents-blind8/capture.js';
import type { Blind14Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The fourteenth set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to thirteenth sets define them (so the targets can be read off this set too): `clean` (the
 * page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light, JPEG
 * 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt
 * 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: a document-scanner
 * app's output (a steep phone photo on a shop counter whose corners the app found a few pixels off,
 * warped back to a flat page and "enhanced": the paper whitened by dividing out a blurred background,
 * contrast and colour pushed, oversharpened); a document lying under the glass top of an office desk
 * (the glass's green tint and haze, a window's reflection with its bars across part of the frame, a
 * ceiling tube's reflection beside the page, smudges); and a document years in a wallet (its ink
 * faded and yellowed, its edges grimy, a card scratched, a paper page stained in a margin and
 * dog-eared at a corner no field reaches). Everything here is numbers (no browser); check.ts proves
 * from them alone that every capture keeps the page in frame, its smallest field text at least 11 px,
 * and blur, the reflections, the fading and the wear well under what hides that text.
 */

export const variants = ['clean', 'phone', 'scanner-app', 'under-glass', 'worn-wallet'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'scanner-app':
    "a document-scanner app's output: a phone photo on a shop counter (tilt 6-16°, turned up to 12°, the page 59-76 % of the frame) warped back to a flat page from corners found 0-6 px off, 1280-1720 px on its long side; the paper whitened by dividing out a blurred background (70-100 %), contrast 1.08-1.3, colour 1.1-1.4, oversharpened; JPEG 80-90",
  'under-glass':
    "lying under the glass top of an office desk: the glass's green tint (red and blue × 0.93-0.98) and haze (3-7 %), a window's reflection with its bars (8-22 % white) across part of the frame, a ceiling tube's reflection beside the page, faint smudges; tilt 3-10°, JPEG 78-88",
  'worn-wallet':
    'years in a wallet: the ink faded (a 12-30 % white veil) and yellowed, edges grimy, a card scratched (40-120 fine scratches), a paper page stained in a margin and dog-eared at a corner no field reaches; on leather or denim, tilt 3-10°, JPEG 76-88',
};

export type Background = 'scan' | 'desk' | 'table' | 'counter' | 'glassdesk' | 'leather' | 'denim';

/** The scanner app's part: the corners it found (frame px), the page it delivers and its enhancement. */
export interface ScannerApp {
  /** The corners the app found (tl, tr, br, bl, frame px): the page's true corners, each 0-6 px off. */
  corners: Quad;
  /** How far each found corner is from the true one (frame px). */
  cornerError: number;
  /** The delivered page's size (the page's aspect). */
  out: { width: number; height: number };
  /** Delivered pixels per page pixel. */
  outScale: number;
  /** How much of the background normalisation is mixed in (1: the paper is pure white). */
  whiten: number;
  /** The blurred background's σ (delivered px). */
  radius: number;
  contrast: number;
  saturation: number;
  /** The app's sharpening (σ) after its enhancement. */
  appSharpen: number;
}

/** The glass over a desk: its tint and haze, a window's reflection, a ceiling tube's reflection off the page, smudges. */
export interface Glass {
  tint: [number, number, number];
  haze: number;
  /** A window reflected in the glass: a turned rectangle (frame px) of panes `bars` apart, white at `strength`. */
  window: { cx: number; cy: number; width: number; height: number; angle: number; strength: number; panes: number; softness: number };
  /** A ceiling tube reflected beside the page (frame px, wholly off it), or null where there is no room. */
  tube: null | { x0: number; y0: number; x1: number; y1: number; width: number; strength: number };
  /** Smudges on the glass: faint white blots (frame px). */
  smudges: { x: number; y: number; r: number; alpha: number }[];
}

/** A worn document's wear, in page px. */
export interface Wear {
  /** A white veil over the page (faded ink). */
  fade: number;
  /** Yellowing: the page multiplied towards this colour by `yellowing`. */
  yellow: [number, number, number];
  yellowing: number;
  /** Grime along the edges: an inset shadow `grimeWidth` px wide at `grime` opacity. */
  grime: number;
  grimeWidth: number;
  /** Fine scratches (cards): lines across the page. */
  scratches: { x0: number; y0: number; x1: number; y1: number; width: number; alpha: number; light: boolean }[];
  /** Stains (paper): rings inside quiet zones. */
  stains: { x: number; y: number; r: number; alpha: number }[];
  /** A dog-eared corner (paper): 0 tl, 1 tr, 2 br, 3 bl, legs `size` px, touching no field. */
  dogEar: null | { corner: 0 | 1 | 2 | 3; size: number };
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  scanner: ScannerApp | null;
  glass: Glass | null;
  wear: Wear | null;
}

const pick = <T>(rng: Rng, items: readonly T[]) => rng.pick(items);

/** The dog-ear's two triangles (page px): the corner folded away and the flap lying over the page. */
export function dogEarTriangles(page: { width: number; height: number }, d: { corner: 0 | 1 | 2 | 3; size: number }): { cut: Point[]; flap: Point[] } {
  const { width: W, height: H } = page;
  const s = d.size;
  const corners: Point[] = [
    [0, 0],
    [W, 0],
    [W, H],
    [0, H],
  ];
  const [cx, cy] = corners[d.corner] ?? [0, 0];
  const sx = cx === 0 ? 1 : -1;
  const sy = cy === 0 ? 1 : -1;
  const a: Point = [cx + sx * s, cy];
  const b: Point = [cx, cy + sy * s];
  return { cut: [[cx, cy], a, b], flap: [a, b, [cx + sx * s, cy + sy * s]] };
}

/** Whether a field box meets the triangle's bounding square (a conservative test). */
const touches = (tri: Point[], b: Box, pad: number) => {
  const xs = tri.map((p) => p[0]);
  const ys = tri.map((p) => p[1]);
  return b.x0 - pad < Math.max(...xs) && b.x1 + pad > Math.min(...xs) && b.y0 - pad < Math.max(...ys) && b.y1 + pad > Math.min(...ys);
};

/** A dog-ear at a corner whose fold touches no field (largest size first), or none. */
function drawDogEar(page: Page, rng: Rng): Wear['dogEar'] {
  const order = [0, 1, 2, 3].sort(() => rng.next() - 0.5) as (0 | 1 | 2 | 3)[];
  const want = Math.round(Math.min(page.width, page.height) * rng.range(0.07, 0.12));
  for (const corner of order)
    for (let size = want; size >= 40; size -= 10) {
      const t = dogEarTriangles(page, { corner, size });
      if (!page.fieldBoxes.some((b) => touches([...t.cut, ...t.flap], b, 8))) return { corner, size };
    }
  return null;
}

/** Stains inside quiet zones (a ring wholly in its zone). */
function drawStains(page: Page, rng: Rng, n: number): Wear['stains'] {
  const out: Wear['stains'] = [];
  for (let k = 0; k < n; k++) {
    const z: Zone = pick(rng, page.quietZones);
    const zw = (z.x1 - z.x0) * page.width;
    const zh = (z.y1 - z.y0) * page.height;
    const r = (Math.min(zw, zh) / 2) * rng.range(0.45, 0.9);
    const x = z.x0 * page.width + r + rng.next() * Math.max(0, zw - 2 * r);
    const y = z.y0 * page.height + r + rng.next() * Math.max(0, zh - 2 * r);
    out.push({ x, y, r, alpha: rng.range(0.12, 0.24) });
  }
  return out;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

/** Every drawn number of one capture. */
export function drawCapture(c: Blind14Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind14-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  const base = { scanner: null, glass: null, wear: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number as the eleventh to thirteenth sets draw them (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'scanner-app':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 6, 16), rz: rng.sign() * rng.range(0, 12), focal: frame.width * rng.range(0.9, 1.2), fill: rng.range(0.62, 0.8), dx: rng.range(-50, 50), dy: rng.range(-35, 35) },
        background: 'counter',
        blur: rng.range(0.3, 0.8),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.74, 0.88) },
        light: { gain: [rng.range(1.0, 1.06), 1, rng.range(0.9, 1.0)], lift: rng.range(0, 6), contrast: rng.range(0.94, 1.0) },
        vignette: rng.range(0.08, 0.18),
        noise: { luma: rng.range(1.5, 3.5), chroma: rng.range(1, 2) },
        sharpen: 0,
        quality: rng.int(80, 90),
      };
      break;
    case 'under-glass':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.6, 0.78), dx: rng.range(-50, 50), dy: rng.range(-35, 35) },
        background: 'glassdesk',
        blur: rng.range(0.3, 0.7),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.82, 0.92) },
        light: { gain: [rng.range(0.97, 1.02), 1, rng.range(0.98, 1.04)], lift: rng.range(4, 10), contrast: rng.range(0.9, 0.96) },
        vignette: rng.range(0.06, 0.14),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(78, 88),
      };
      break;
    case 'worn-wallet':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 10), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.62, 0.82), dx: rng.range(-45, 45), dy: rng.range(-30, 30) },
        background: rng.pick(['leather', 'denim'] as const),
        blur: rng.range(0.3, 0.8),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.78, 0.9) },
        light: { gain: [rng.range(1.0, 1.05), 1, rng.range(0.92, 1.0)], lift: rng.range(2, 8), contrast: rng.range(0.93, 1.0) },
        vignette: rng.range(0.1, 0.2),
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.7),
        quality: rng.int(76, 88),
      };
      break;
  }
  const fit = fitPose(page.width, page.height, frame, d.pose, margin);
  const pose = fit.pose;
  const sceneQuad = fit.quad;
  const H = homography(page.width, page.height, sceneQuad);
  const map = (X: number, Y: number) => applyHomography(H, X, Y);
  const minScale = minScaleOf(map, page.width, page.height);
  const edge = outlineThrough(map, { a: 0, b: 0, c: page.width, d: page.height }, 12);
  const fillShare = fillShareOf(edge, frame);
  let output = { ...frame };
  let textScale = minScale;

  if (variant === 'scanner-app') {
    // The app finds the corners a few pixels off and delivers the page flat at its own size.
    const cornerError = rng.range(0, 6);
    const corners = sceneQuad.map(([x, y]): Point => {
      const a = rng.range(0, Math.PI * 2);
      return [x + cornerError * Math.cos(a), y + cornerError * Math.sin(a)];
    }) as Quad;
    const long = rng.int(1280, 1720);
    const out = page.width >= page.height ? { width: long, height: Math.round((long * page.height) / page.width) } : { width: Math.round((long * page.width) / page.height), height: long };
    const outScale = out.width / page.width;
    d.scanner = { corners, cornerError, out, outScale, whiten: rng.range(0.7, 1), radius: rng.range(18, 34), contrast: rng.range(1.08, 1.3), saturation: rng.range(1.1, 1.4), appSharpen: rng.range(0.8, 1.3) };
    output = { ...out };
    // The delivered page holds no more detail than the photo had: its text is as small as the smaller of the two scales makes it.
    textScale = Math.min(minScale, outScale);
  }
  if (variant === 'under-glass') {
    const W = frame.width;
    const Hh = frame.height;
    // The tube lies wholly off the page: beside whichever edge of the frame leaves the most room.
    const xs = edge.map((p) => p[0]);
    const ys = edge.map((p) => p[1]);
    const rooms = [
      { side: 'top', room: Math.min(...ys) },
      { side: 'bottom', room: Hh - Math.max(...ys) },
      { side: 'left', room: Math.min(...xs) },
      { side: 'right', room: W - Math.max(...xs) },
    ].sort((a, b) => b.room - a.room);
    const best = rooms[0];
    const width = rng.range(10, 18);
    let tube: Glass['tube'] = null;
    if (best && best.room >= 2 * width + 24) {
      const at = best.room / 2 + rng.range(-0.2, 0.2) * (best.room - 2 * width - 24);
      const along = rng.range(0.15, 0.3);
      if (best.side === 'top') tube = { x0: W * along, y0: at, x1: W * (1 - along), y1: at + rng.range(-12, 12), width, strength: rng.range(0.35, 0.6) };
      else if (best.side === 'bottom') tube = { x0: W * along, y0: Hh - at, x1: W * (1 - along), y1: Hh - at + rng.range(-12, 12), width, strength: rng.range(0.35, 0.6) };
      else if (best.side === 'left') tube = { x0: at, y0: Hh * along, x1: at + rng.range(-12, 12), y1: Hh * (1 - along), width, strength: rng.range(0.35, 0.6) };
      else tube = { x0: W - at, y0: Hh * along, x1: W - at + rng.range(-12, 12), y1: Hh * (1 - along), width, strength: rng.range(0.35, 0.6) };
    }
    d.glass = {
      tint: [rng.range(0.93, 0.98), 1, rng.range(0.94, 0.98)],
      haze: rng.range(0.03, 0.07),
      window: { cx: W * rng.range(0.3, 0.7), cy: Hh * rng.range(0.3, 0.7), width: W * rng.range(0.45, 0.75), height: Hh * rng.range(0.4, 0.7), angle: rng.range(-25, 25), strength: rng.range(0.08, 0.22), panes: rng.int(2, 4), softness: rng.range(4, 10) },
      tube,
      smudges: Array.from({ length: rng.int(2, 5) }, () => ({ x: rng.range(0, W), y: rng.range(0, Hh), r: rng.range(40, 140), alpha: rng.range(0.03, 0.07) })),
    };
  }
  if (variant === 'worn-wallet') {
    const card = !page.paper;
    d.wear = {
      fade: rng.range(0.12, 0.3),
      yellow: [255, Math.round(rng.range(238, 248)), Math.round(rng.range(200, 222))],
      yellowing: card ? rng.range(0.2, 0.45) : rng.range(0.45, 0.8),
      grime: rng.range(0.15, 0.35),
      grimeWidth: rng.range(12, 30),
      scratches: card
        ? Array.from({ length: rng.int(40, 120) }, () => {
            const x0 = rng.range(0, page.width);
            const y0 = rng.range(0, page.height);
            const len = rng.range(30, 260);
            const a = rng.range(0, Math.PI);
            return { x0, y0, x1: x0 + len * Math.cos(a), y1: y0 + len * Math.sin(a), width: rng.range(0.6, 1.4), alpha: rng.range(0.12, 0.3), light: rng.chance(0.8) };
          })
        : [],
      stains: card ? [] : drawStains(page, rng, rng.int(1, 2)),
      dogEar: card ? null : drawDogEar(page, rng),
    };
  }

  const params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, minScale, minTextPx: page.criticalPx * textScale, fillShare, output };
  // Blur at most an eighth of the smallest field text: legible by construction.
  const t = params.minTextPx;
  if (params.blur > t / 8) params.blur = t / 8;
  return params;
}

/** The page's outline in the frame, sampled along its edges. */
export const outline = (p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] => {
  const H = homography(page.width, page.height, p.sceneQuad);
  return outlineThrough((X, Y) => applyHomography(H, X, Y), { a: 0, b: 0, c: page.width, d: page.height }, n);
};

/** Where a page point lands in the frame. */
export const pagePoint = (p: CaptureParams, page: { width: number; height: number }, X: number, Y: number): Point => applyHomography(homography(page.width, page.height, p.sceneQuad), X, Y);
