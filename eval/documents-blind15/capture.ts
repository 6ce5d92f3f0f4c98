import { drawTargetCapture, outlineOf, placePage, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import type { Point, Pose } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { Blind15Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The fifteenth set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to fourteenth sets define them (so the targets can be read off this set too): `clean` (the
 * page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light, JPEG
 * 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt
 * 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: a photo taken at a
 * steep angle (tilted 25-35°, so the far side of the page is much smaller than the near one, with
 * the focus falling off towards the far side as a phone's shallow depth of field does up close); a
 * colour inkjet reprint (the document scanned or photographed, printed on plain paper by a home
 * inkjet and cut to size, the print photographed: stochastic ink dots, ink spread, the cyan and
 * magenta a pixel or two out of register, the print head's banding and a faint missing-nozzle
 * streak); and a photo taken outdoors under a tree (dappled leaf shade across the page and the table,
 * flecks of warm sun through it, as at a roadside agent's table). Everything here is numbers (no browser);
 * check.ts proves from them alone that every capture keeps the page in frame, its smallest field text
 * at least 11 px, and blur, the focus falloff, the print and the shade well under what hides that
 * text.
 */

export const variants = ['clean', 'phone', 'steep-angle', 'inkjet-reprint', 'tree-shade'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'steep-angle':
    'a phone photo at a steep angle: tilted 25-35° (strong keystone, the far side much smaller), turned up to 8°, the page 80-94 % of a 1600x1200 frame (drawn again until the far side’s text is at least 12.5 px); the focus sharp over the near part and falling off towards the far side (up to σ 0.9-2.0, at most an eighth of the smallest text); JPEG 78-88',
  'inkjet-reprint':
    'a colour inkjet print of the document on plain paper, cut to size and photographed on a desk or table: stochastic ink dots, ink spread σ 0.5-0.8, cyan and magenta 0-2 px out of register, print-head banding (2-6 %) and 1-2 faint missing-nozzle streaks, paler colours; tilt 3-9°, JPEG 78-88',
  'tree-shade':
    "outdoors under a tree, on a plastic table: dappled leaf shade over the page and the table (28-42 % darker and bluer) with 14-30 soft flecks of warm sun through the leaves; tilt 3-10°, JPEG 76-88",
};

export type Background = 'scan' | 'desk' | 'table' | 'plastic';

/** The steep photo's focus: sharp up to `focusAt` of the way from the near corner to the far one (frame px), σ rising to `sigma` at the far corner. */
export interface Focus {
  near: Point;
  far: Point;
  focusAt: number;
  sigma: number;
}

/** The inkjet print of the page (page px): what the printer did to it. */
export interface Inkjet {
  /** Seeds the ink dots. */
  dotSeed: number;
  /** How strongly each ink is laid down (a plain-paper print is paler). */
  density: number;
  /** Ink spread: a blur of the dotted print (page px). */
  spread: number;
  /** Cyan and magenta out of register (whole page px). */
  cyanShift: [number, number];
  magentaShift: [number, number];
  /** Banding: lighter and darker rows `period` px apart, `depth` deep. */
  banding: { period: number; depth: number; phase: number };
  /** Missing-nozzle streaks: rows (page px) printed `strength` lighter, `height` px tall. */
  streaks: { y: number; height: number; strength: number }[];
  /** The plain paper's colour. */
  paper: [number, number, number];
}

/** The dappled shade of a tree (frame px): shade over the frame, darker and bluer, with soft flecks of sun through the leaves. */
export interface Shade {
  /** The sunlit flecks between the leaves' shadows. */
  flecks: { x: number; y: number; rx: number; ry: number; angle: number }[];
  /** How much darker the shade is (0.28: a page at 72 % of its sunlit brightness). */
  darkness: number;
  /** The shade's blue: the blue channel kept this much more than red. */
  blue: number;
  /** The flecks' soft edge (frame px). */
  softness: number;
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  focus: Focus | null;
  inkjet: Inkjet | null;
  shade: Shade | null;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

/** The near and far corners of the page in the frame: where the map's local scale is largest and smallest. */
function nearAndFar(map: (X: number, Y: number) => Point, w: number, h: number): { near: Point; far: Point } {
  const corners: Point[] = [
    [1, 1],
    [w - 2, 1],
    [w - 2, h - 2],
    [1, h - 2],
  ];
  const scale = ([X, Y]: Point) => {
    const p = map(X, Y);
    const a = map(X + 1, Y);
    const b = map(X, Y + 1);
    return Math.abs((a[0] - p[0]) * (b[1] - p[1]) - (a[1] - p[1]) * (b[0] - p[0]));
  };
  const sorted = [...corners].sort((a, b) => scale(b) - scale(a));
  const [X0, Y0] = sorted[0] ?? [0, 0];
  const [X1, Y1] = sorted[sorted.length - 1] ?? [w, h];
  return { near: map(X0, Y0), far: map(X1, Y1) };
}

/** The steep photo's keystone: its opposite sides' smallest ratio (0.8: the far side 80 % of the near one). */
export function keystoneOf(q: readonly Point[]): number {
  const side = (k: number) => {
    const a = q[k] ?? [0, 0];
    const b = q[(k + 1) % 4] ?? [0, 0];
    return Math.hypot(b[0] - a[0], b[1] - a[1]);
  };
  return Math.min(side(0) / side(2), side(2) / side(0), side(1) / side(3), side(3) / side(1));
}

/**
 * A steep photo's pose: tilted 25-35° mostly about one axis (within 20° of it), drawn again (up to
 * eight times, from the same seeded stream) until the far side's text is still at least 12.5 px and
 * the keystone strong (the far side at most 85 % of the near one): legible by construction.
 */
function steepPose(page: Page, frame: { width: number; height: number }, rng: Rng): Pose {
  let pose: Pose | null = null;
  for (let k = 0; k < 8; k++) {
    const t = rng.range(25, 35);
    const dir = ((rng.int(0, 3) * 90 + rng.range(-20, 20)) * Math.PI) / 180;
    pose = { rx: t * Math.cos(dir), ry: t * Math.sin(dir), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(0.9, 1.15), fill: rng.range(0.8, 0.94), dx: rng.range(-30, 30), dy: rng.range(-20, 20) };
    const { sceneQuad: quad, minScale: scale } = placePage(page, frame, pose, 30);
    if (page.criticalPx * scale >= 12.5 && keystoneOf(quad) <= 0.85) break;
  }
  return pose as Pose;
}

/** Every drawn number of one capture. */
export function drawCapture(c: Blind15Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind15-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  const base = { focus: null, inkjet: null, shade: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number as the eleventh to fourteenth sets draw them (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'steep-angle':
      d = {
        ...base,
        pose: steepPose(page, frame, rng),
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.6),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.78, 0.9) },
        light: { gain: [rng.range(0.99, 1.05), 1, rng.range(0.93, 1.0)], lift: rng.range(0, 6), contrast: rng.range(0.94, 1.0) },
        vignette: rng.range(0.08, 0.18),
        noise: { luma: rng.range(1.5, 3.5), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(78, 88),
      };
      break;
    case 'inkjet-reprint':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 9), rz: rng.sign() * rng.range(0, 6), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.64, 0.82), dx: rng.range(-45, 45), dy: rng.range(-30, 30) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.7),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.8, 0.9) },
        light: { gain: [rng.range(0.99, 1.04), 1, rng.range(0.95, 1.02)], lift: rng.range(0, 6), contrast: rng.range(0.95, 1.0) },
        vignette: rng.range(0.08, 0.16),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(78, 88),
      };
      break;
    case 'tree-shade':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.62, 0.82), dx: rng.range(-45, 45), dy: rng.range(-30, 30) },
        background: 'plastic',
        blur: rng.range(0.3, 0.7),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.02, 1.08), to: rng.range(0.86, 0.95) },
        // Warm sunlight: red up, blue down.
        light: { gain: [rng.range(1.03, 1.08), 1, rng.range(0.86, 0.93)], lift: rng.range(2, 8), contrast: rng.range(0.94, 1.0) },
        vignette: rng.range(0.04, 0.1),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.7),
        quality: rng.int(76, 88),
      };
      break;
  }
  const { pose, sceneQuad, map, minScale, fillShare } = placePage(page, frame, d.pose, margin);
  const minTextPx = page.criticalPx * minScale;

  if (variant === 'steep-angle') {
    const { near, far } = nearAndFar(map, page.width, page.height);
    // The far corner's blur with the lens's own stays within an eighth of the smallest text (which is there).
    const room = Math.sqrt(Math.max(0, (minTextPx / 8) ** 2 - d.blur ** 2));
    d.focus = { near, far, focusAt: rng.range(0.25, 0.45), sigma: Math.min(rng.range(0.9, 2.0), room) };
  }
  if (variant === 'inkjet-reprint') {
    const shift = (): [number, number] => [rng.int(-2, 2), rng.int(-1, 1)];
    d.inkjet = {
      dotSeed: rng.int(1, 1e9),
      density: rng.range(0.82, 0.94),
      spread: rng.range(0.5, 0.8),
      cyanShift: shift(),
      magentaShift: shift(),
      banding: { period: rng.range(28, 64), depth: rng.range(0.02, 0.06), phase: rng.range(0, Math.PI * 2) },
      streaks: Array.from({ length: rng.int(1, 2) }, () => ({ y: rng.range(0.1, 0.9) * page.height, height: rng.range(1, 2.5), strength: rng.range(0.2, 0.4) })),
      paper: [Math.round(rng.range(244, 250)), Math.round(rng.range(245, 251)), Math.round(rng.range(248, 254))],
    };
  }
  if (variant === 'tree-shade') {
    const { width: W, height: Hh } = frame;
    d.shade = {
      flecks: Array.from({ length: rng.int(14, 30) }, () => ({ x: rng.range(0, W), y: rng.range(0, Hh), rx: rng.range(30, 150), ry: rng.range(20, 90), angle: rng.range(0, 180) })),
      darkness: rng.range(0.28, 0.42),
      blue: rng.range(0.06, 0.14),
      softness: rng.range(8, 24),
    };
  }

  const params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, minScale, minTextPx, fillShare, output: { ...frame } };
  // Blur at most an eighth of the smallest field text: legible by construction.
  const t = params.minTextPx;
  if (params.blur > t / 8) params.blur = t / 8;
  return params;
}

/** The page's outline in the frame, sampled along its edges. */
export const outline = (p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] => outlineOf(p.sceneQuad, page, n);

/** How far a frame point is from the focus (0 in focus, 1 at the far corner): the steep photo's blur weight. */
export function focusWeight(f: Focus, x: number, y: number): number {
  const [ax, ay] = f.near;
  const dx = f.far[0] - ax;
  const dy = f.far[1] - ay;
  const t = ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1);
  const w = (t - f.focusAt) / (1 - f.focusAt);
  return w <= 0 ? 0 : w >= 1 ? 1 : w * w * (3 - 2 * w);
}
