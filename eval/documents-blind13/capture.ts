import { drawTargetCapture, fillShareOf, fitPoints, fitPose, outlineThrough, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import { applyHomography, homography, type Point, type Pose, type Quad } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { minScaleOf } from '../documents-blind8/capture.js';
import type { Blind13Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The thirteenth set's captures. Two are the project's target captures, defined exactly as the
 * eleventh and twelfth sets define them (so the targets can be read off this set too): `clean` (the
 * page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light, JPEG
 * 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt
 * 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: a document that was
 * folded and flattened again on a woven mat (a slip folded in four, a booklet page lifting at its
 * spine, a card bent across the middle: flat panels meeting at creases, each lit a little
 * differently, the creases shaded); a night-mode photo on a bedside table, whose merged frames leave
 * a faint ghost of the page a few pixels off, under warm lamp light, noise and the phone's smoothing;
 * and a cheap lens close up over floor tiles, whose lateral chromatic aberration splits red and blue
 * apart towards the corners, with purple fringes and soft corners. Everything here is numbers (no
 * browser); check.ts proves from them alone that every capture keeps the page in frame, its smallest
 * field text at least 11 px, and blur, the ghost's offset and the colour fringes well under what
 * hides that text.
 */

export const variants = ['clean', 'phone', 'folded-creases', 'night-ghost', 'lens-fringe'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'folded-creases':
    'folded and flattened again, on a woven mat: a slip folded in four (two creases, bent 8-22° each), a booklet page lifting 8-16° at its spine, a card bent 4-9° across its middle; flat panels lit 0.88-1.08 apart, shaded creases; tilt 3-9°, JPEG 78-88',
  'night-ghost':
    'a night-mode photo on a bedside table: the merged frames leave a ghost of the page 2.5-7 px off at 18-32 %, warm lamp light falling off across the frame, blacks lifted 8-16, noise σ 3-6 then smoothed (σ 0.5-0.9), oversharpened; tilt 3-10°, JPEG 72-84',
  'lens-fringe':
    'a cheap lens close up over floor tiles: red and blue scaled apart about the frame centre (1.5-3 px each at the corners), purple fringes (red and blue blurred σ 0.5-1.0 more than green), corners softened (σ up to 0.9-1.6), strong vignette; tilt 3-9°, JPEG 76-88',
};

export type Background = 'scan' | 'desk' | 'table' | 'mat' | 'bedside' | 'tiles';

/** A crease: a straight line of the page (x = at, or y = at) where its two sides meet at `angle` degrees off flat; a ridge rises towards the camera, a valley falls away. */
export interface Crease {
  axis: 'x' | 'y';
  at: number;
  angle: number;
  ridge: boolean;
}

/** One flat piece of the page (page px) and where its corners land in the frame (tl, tr, br, bl), with the light it catches (a gain). */
export interface Panel {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  quad: Quad;
  shade: number;
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  /** The page's corners in the frame, tl, tr, br, bl (for a folded page, where its corners land). */
  sceneQuad: Quad;
  /** The page's flat pieces: one for a flat page, two or four for a folded one. */
  panels: Panel[];
  /** The folds, in page px (none for a flat page). */
  creases: Crease[];
  /** The smallest local scale (frame px per page px) anywhere on the page, through the pose and the folds. */
  minScale: number;
  background: Background;
  /** A night-mode merge's ghost: the frame shifted (dx, dy) px mixed in at `opacity`. */
  ghost: null | { dx: number; dy: number; opacity: number };
  /**
   * A cheap lens: red sampled at the frame centre + (p − c)/(1 + `red`), blue at (p − c)/(1 − `blue`)
   * (lateral chromatic aberration); red and blue blurred `purple` σ more than green; a blur of σ
   * `soft` mixed in by (r / r_corner)²; `shiftOnPage`: the largest red-blue split over the page, px.
   */
  fringe: null | { red: number; blue: number; purple: number; soft: number; shiftOnPage: number; softOnPage: number };
  /** A night mode's smoothing after its noise: a blur σ (frame px). */
  denoise: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The height of the folded page over its flat plane at a page point (page px; positive is away from the camera). */
export function foldHeight(creases: readonly Crease[], X: number, Y: number): number {
  let z = 0;
  for (const c of creases) {
    const d = Math.abs((c.axis === 'x' ? X : Y) - c.at);
    // Each side leaves the crease at half the bend; a ridge comes towards the camera (smaller z).
    z += (c.ridge ? 1 : -1) * d * Math.tan(rad(c.angle / 2));
  }
  return z;
}

/** A page point lifted by its fold height, through projectQuad's rotation and perspective (the same arithmetic, one point at a time). */
function project3d(X: number, Y: number, Z: number, w: number, h: number, frame: { width: number; height: number }, pose: Pose): Point {
  const scale = Math.min((frame.width * pose.fill) / w, (frame.height * pose.fill) / h);
  const [sz, cz] = [Math.sin(rad(pose.rz)), Math.cos(rad(pose.rz))];
  const [sx, cx] = [Math.sin(rad(pose.rx)), Math.cos(rad(pose.rx))];
  const [sy, cy] = [Math.sin(rad(pose.ry)), Math.cos(rad(pose.ry))];
  let x = (X - w / 2) * scale;
  let y = (Y - h / 2) * scale;
  let z = Z * scale;
  [x, y] = [x * cz - y * sz, x * sz + y * cz];
  [y, z] = [y * cx - z * sx, y * sx + z * cx];
  [x, z] = [x * cy + z * sy, -x * sy + z * cy];
  const k = pose.focal / (pose.focal + z);
  return [frame.width / 2 + pose.dx + x * k, frame.height / 2 + pose.dy + y * k];
}

/** The page's flat pieces between its creases, in page px. */
function piecesOf(page: { width: number; height: number }, creases: readonly Crease[]): { x0: number; y0: number; x1: number; y1: number }[] {
  const xs = [0, ...creases.filter((c) => c.axis === 'x').map((c) => c.at), page.width].sort((a, b) => a - b);
  const ys = [0, ...creases.filter((c) => c.axis === 'y').map((c) => c.at), page.height].sort((a, b) => a - b);
  const out: { x0: number; y0: number; x1: number; y1: number }[] = [];
  for (let j = 0; j + 1 < ys.length; j++) for (let i = 0; i + 1 < xs.length; i++) out.push({ x0: xs[i] ?? 0, y0: ys[j] ?? 0, x1: xs[i + 1] ?? 0, y1: ys[j + 1] ?? 0 });
  return out;
}

/** The light a flat piece catches: its normal (from the folds' slopes) against a light from `azimuth` at `elevation`, relative to the flat page's. */
function shadeOf(creases: readonly Crease[], piece: { x0: number; y0: number; x1: number; y1: number }, light: { azimuth: number; elevation: number; strength: number }): number {
  const mx = (piece.x0 + piece.x1) / 2;
  const my = (piece.y0 + piece.y1) / 2;
  const e = 1;
  const gx = (foldHeight(creases, mx + e, my) - foldHeight(creases, mx - e, my)) / (2 * e);
  const gy = (foldHeight(creases, mx, my + e) - foldHeight(creases, mx, my - e)) / (2 * e);
  // z grows away from the camera: the surface's normal towards the camera is (gx, gy, -1), normalised.
  const n = Math.hypot(gx, gy, 1);
  const l = [Math.cos(rad(light.azimuth)) * Math.cos(rad(light.elevation)), Math.sin(rad(light.azimuth)) * Math.cos(rad(light.elevation)), -Math.sin(rad(light.elevation))];
  const lit = (gx * (l[0] ?? 0) + gy * (l[1] ?? 0) - (l[2] ?? 0)) / n;
  const flat = -(l[2] ?? 0);
  return Math.max(0.88, Math.min(1.08, 1 + light.strength * (lit - flat)));
}

/** The folds of a page: a slip in four, a booklet page at its spine (the long edge above the data), a card across its middle. */
function drawCreases(c: Blind13Case, page: Page, rng: Rng): Crease[] {
  if (c.layout === 'nin-slip') {
    const ridge = rng.chance(0.5);
    return [
      { axis: 'x', at: page.width * rng.range(0.44, 0.56), angle: rng.range(10, 22), ridge },
      { axis: 'y', at: page.height * rng.range(0.42, 0.58), angle: rng.range(8, 18), ridge: !ridge },
    ];
  }
  if (c.layout === 'passport') return [{ axis: 'y', at: page.height * rng.range(0.08, 0.16), angle: rng.range(8, 16), ridge: rng.chance(0.5) }];
  return [{ axis: 'x', at: page.width * rng.range(0.35, 0.65), angle: rng.range(4, 9), ridge: rng.chance(0.5) }];
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'panels' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

/** Where a page point lands in the frame, through the panel that holds it. */
export function pagePoint(panels: readonly Panel[], X: number, Y: number): Point {
  const panel = panels.find((p) => X >= p.x0 - 1e-9 && X <= p.x1 + 1e-9 && Y >= p.y0 - 1e-9 && Y <= p.y1 + 1e-9) ?? panels[0];
  if (!panel) throw new Error('a capture without panels');
  return applyHomography(homography(panel.x1 - panel.x0, panel.y1 - panel.y0, panel.quad), X - panel.x0, Y - panel.y0);
}

/** Every drawn number of one capture. */
export function drawCapture(c: Blind13Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind13-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  const sign = () => rng.sign();
  const tilt = (lo: number, hi: number) => tiltOf(rng, lo, hi);
  const base = { creases: [], ghost: null, fringe: null, blur: 0, denoise: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  let light = { azimuth: 0, elevation: 90, strength: 0 };
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number as the eleventh and twelfth sets draw them (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'folded-creases':
      d = {
        ...base,
        pose: { ...tilt(3, 9), rz: sign() * rng.range(0, 7), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.7, 0.86), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: 'mat',
        creases: drawCreases(c, page, rng),
        blur: rng.range(0.3, 0.8),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.86, 0.94) },
        light: { gain: [rng.range(1.0, 1.05), 1, rng.range(0.94, 1.0)], lift: rng.range(2, 8), contrast: rng.range(0.94, 1.0) },
        vignette: rng.range(0.08, 0.16),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(78, 88),
      };
      light = { azimuth: rng.range(0, 360), elevation: rng.range(35, 55), strength: rng.range(0.6, 1.0) };
      break;
    case 'night-ghost': {
      const length = rng.range(2.5, 7);
      const angle = rng.range(0, Math.PI * 2);
      d = {
        ...base,
        pose: { ...tilt(3, 10), rz: sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.66, 0.84), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: 'bedside',
        ghost: { dx: length * Math.cos(angle), dy: length * Math.sin(angle), opacity: rng.range(0.18, 0.32) },
        blur: rng.range(0.2, 0.6),
        denoise: rng.range(0.5, 0.9),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.72, 0.86) },
        // A warm bedside lamp.
        light: { gain: [rng.range(1.0, 1.06), rng.range(0.96, 1.0), rng.range(0.86, 0.95)], lift: rng.range(8, 16), contrast: rng.range(0.86, 0.94) },
        vignette: rng.range(0.18, 0.3),
        noise: { luma: rng.range(3, 6), chroma: rng.range(2, 4) },
        sharpen: rng.range(0.5, 0.8),
        quality: rng.int(72, 84),
      };
      break;
    }
    case 'lens-fringe': {
      const halfDiagonal = Math.hypot(frame.width, frame.height) / 2;
      const corner = rng.range(1.5, 3);
      const red = corner / halfDiagonal;
      d = {
        ...base,
        pose: { ...tilt(3, 9), rz: sign() * rng.range(0, 7), focal: frame.width * rng.range(0.95, 1.25), fill: rng.range(0.76, 0.9), dx: rng.range(-30, 30), dy: rng.range(-25, 25) },
        background: 'tiles',
        fringe: { red, blue: red * rng.range(0.8, 1.2), purple: rng.range(0.5, 1.0), soft: rng.range(0.9, 1.6), shiftOnPage: 0, softOnPage: 0 },
        blur: rng.range(0.2, 0.5),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.88, 0.95) },
        light: { gain: [rng.range(0.99, 1.03), 1, rng.range(0.97, 1.03)], lift: rng.range(2, 6), contrast: rng.range(0.95, 1.02) },
        vignette: rng.range(0.2, 0.32),
        noise: { luma: rng.range(2, 3.5), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.5, 0.8),
        quality: rng.int(76, 88),
      };
      break;
    }
  }
  let panels: Panel[];
  let pose: Pose;
  if (d.creases.length === 0) {
    const fit = fitPose(page.width, page.height, frame, d.pose, margin);
    pose = fit.pose;
    panels = [{ x0: 0, y0: 0, x1: page.width, y1: page.height, quad: fit.quad, shade: 1 }];
  } else {
    const pieces = piecesOf(page, d.creases);
    const corners = pieces.flatMap((q) => [
      [q.x0, q.y0],
      [q.x1, q.y0],
      [q.x1, q.y1],
      [q.x0, q.y1],
    ] as Point[]);
    const raw = corners.map(([X, Y]) => project3d(X, Y, foldHeight(d.creases, X, Y), page.width, page.height, frame, { ...d.pose, dx: 0, dy: 0 }));
    const fit = fitPoints(raw, frame, d.pose, margin);
    pose = fit.pose;
    panels = pieces.map((q, k) => ({ ...q, quad: fit.points.slice(4 * k, 4 * k + 4) as Quad, shade: shadeOf(d.creases, q, light) }));
  }
  const map = (X: number, Y: number) => pagePoint(panels, X, Y);
  const sceneQuad: Quad = [map(0, 0), map(page.width, 0), map(page.width, page.height), map(0, page.height)];
  const minScale = minScaleOf(map, page.width, page.height);
  const edge = outlineOf(panels, page, 12);
  const fillShare = fillShareOf(edge, frame);
  const params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, panels, minScale, minTextPx: page.criticalPx * minScale, fillShare, output: { ...frame } };
  // Blur (with a night mode's smoothing) at most an eighth of the smallest field text, the ghost at most 0.4 of it: legible by construction.
  const t = params.minTextPx;
  if (Math.hypot(params.blur, params.denoise) > t / 8) {
    const k = t / 8 / Math.hypot(params.blur, params.denoise);
    params.blur *= k;
    params.denoise *= k;
  }
  if (params.ghost && Math.hypot(params.ghost.dx, params.ghost.dy) > 0.4 * t) {
    const k = (0.4 * t) / Math.hypot(params.ghost.dx, params.ghost.dy);
    params.ghost = { ...params.ghost, dx: params.ghost.dx * k, dy: params.ghost.dy * k };
  }
  if (params.fringe) {
    // The red-blue split and the corner blur where the page reaches furthest from the frame centre.
    const cx = frame.width / 2;
    const cy = frame.height / 2;
    const reach = Math.max(...edge.map(([x, y]) => Math.hypot(x - cx, y - cy)));
    const corner = Math.hypot(cx, cy);
    const f = params.fringe;
    let shift = reach * (f.red + f.blue);
    if (shift > t / 5) {
      const k = t / 5 / shift;
      f.red *= k;
      f.blue *= k;
      shift = t / 5;
    }
    if (f.purple > t / 8) f.purple = t / 8;
    let softOnPage = f.soft * (reach / corner) ** 2;
    if (softOnPage > t / 8) {
      f.soft *= t / 8 / softOnPage;
      softOnPage = t / 8;
    }
    params.fringe = { ...f, shiftOnPage: shift, softOnPage };
  }
  return params;
}

/** The page's outline in the frame (through its folds), sampled along its edges. */
const outlineOf = (panels: readonly Panel[], page: { width: number; height: number }, n: number): Point[] => outlineThrough((X, Y) => pagePoint(panels, X, Y), { a: 0, b: 0, c: page.width, d: page.height }, n);

/** The page's outline in the delivered frame, sampled along its edges. */
export const outline = (p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] => outlineOf(p.panels, page, n);
