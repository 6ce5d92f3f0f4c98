import { applyHomography, homography, projectQuad, type Point, type Pose, type Quad } from '../documents-blind7/capture.js';
import type { Rng } from '../documents-blind7/random.js';
import { minScaleOf } from '../documents-blind8/capture.js';

/**
 * Capture arithmetic the blind sets (the seventh on) draw alike: fitting a posed page in the frame,
 * sampling its outline, a tilt in a random direction, and the project's two target captures (clean
 * and phone, as the eleventh set defines them and the later sets repeat number for number). Each
 * set keeps its own variants, seeds, backgrounds and limits in its capture.ts.
 */

type Frame = { width: number; height: number };

/** Points projected about the frame centre, zoomed and moved so their bounding box fills `pose.fill` of the frame less a margin, off centre by (dx, dy) as far as they stay in. */
export function fitPoints(raw: readonly Point[], frame: Frame, pose: Pose, margin: number): { pose: Pose; points: Point[] } {
  const xs = raw.map((p) => p[0]);
  const ys = raw.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const zoom = Math.min((frame.width - 2 * margin) / (x1 - x0), (frame.height - 2 * margin) / (y1 - y0)) * pose.fill;
  const room = { x: (frame.width - 2 * margin - (x1 - x0) * zoom) / 2, y: (frame.height - 2 * margin - (y1 - y0) * zoom) / 2 };
  const dx = Math.max(-room.x, Math.min(room.x, pose.dx));
  const dy = Math.max(-room.y, Math.min(room.y, pose.dy));
  const points = raw.map(([x, y]): Point => [frame.width / 2 + dx + (x - (x0 + x1) / 2) * zoom, frame.height / 2 + dy + (y - (y0 + y1) / 2) * zoom]);
  return { pose: { ...pose, dx, dy }, points };
}

/**
 * The pose's quad for a w × h plane, zoomed and moved so its bounding box fills `pose.fill` of the
 * frame less a margin: zooming the projected quad is the camera's zoom, so the perspective stays
 * what the tilt and focal length made it.
 */
export function fitPose(w: number, h: number, frame: Frame, pose: Pose, margin: number): { pose: Pose; quad: Quad } {
  const fitted = fitPoints(projectQuad(w, h, frame, { ...pose, dx: 0, dy: 0 }), frame, pose, margin);
  return { pose: fitted.pose, quad: fitted.points as Quad };
}

/** The outline of the page box [a, c] × [b, d] (page px), `n` points along each edge, each taken where `map` puts it in the frame. */
export function outlineThrough(map: (X: number, Y: number) => Point, box: { a: number; b: number; c: number; d: number }, n: number): Point[] {
  const { a, b, c, d } = box;
  const pts: Point[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / n;
    for (const [X, Y] of [
      [a + t * (c - a), b],
      [c, b + t * (d - b)],
      [c - t * (c - a), d],
      [a, d - t * (d - b)],
    ] as const)
      pts.push(map(X, Y));
  }
  return pts;
}

/**
 * A page placed in the frame by its pose (fitPose): where its corners land, the map from page to
 * frame, the smallest local scale anywhere on it, its outline and how much of the frame it fills.
 */
export function placePage(page: { width: number; height: number }, frame: Frame, pose: Pose, margin: number) {
  const fit = fitPose(page.width, page.height, frame, pose, margin);
  const H = homography(page.width, page.height, fit.quad);
  const map = (X: number, Y: number) => applyHomography(H, X, Y);
  const edge = outlineThrough(map, { a: 0, b: 0, c: page.width, d: page.height }, 12);
  return { pose: fit.pose, sceneQuad: fit.quad, map, minScale: minScaleOf(map, page.width, page.height), fillShare: fillShareOf(edge, frame) };
}

/** The page's outline in the frame (its corners there), `n` points along each edge. */
export function outlineOf(sceneQuad: Quad, page: { width: number; height: number }, n = 12): Point[] {
  const H = homography(page.width, page.height, sceneQuad);
  return outlineThrough((X, Y) => applyHomography(H, X, Y), { a: 0, b: 0, c: page.width, d: page.height }, n);
}

/** The bounding box of points as a share of the frame's width and height. */
export function fillShareOf(points: readonly Point[], frame: Frame): { width: number; height: number } {
  const xs = points.map((q) => q[0]);
  const ys = points.map((q) => q[1]);
  return { width: (Math.max(...xs) - Math.min(...xs)) / frame.width, height: (Math.max(...ys) - Math.min(...ys)) / frame.height };
}

/** A tilt of `lo`-`hi` degrees in a random direction (about both axes together). */
export function tiltOf(rng: Rng, lo: number, hi: number): { rx: number; ry: number } {
  const t = rng.range(lo, hi);
  const dir = rng.range(0, Math.PI * 2);
  return { rx: t * Math.cos(dir), ry: t * Math.sin(dir) };
}

/** What the target captures draw besides the set's own fields (which `base` gives, null or zero). */
type TargetBase = Pick<CaptureLook, 'blur' | 'vignette' | 'sharpen' | 'gradient'>;

/**
 * The project's two target captures, fixed by its brief: `clean` (the page as a lender's app sends a
 * straight, well-lit crop: no perspective, no blur, even light, JPEG 90-95, 1200-1600 px wide, on a
 * white scan a few pixels round it) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200
 * frame, tilt 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). `frame` is the phone's;
 * the clean capture sizes its own. The rng is the capture's, drawn in the eleventh set's order.
 */
export function drawTargetCapture<B extends TargetBase>(variant: 'clean' | 'phone', page: { width: number; height: number }, rng: Rng, base: B, frame: Frame) {
  if (variant === 'clean') {
    const width = Math.round(rng.range(1200, 1600));
    const m = Math.round(rng.range(0, 14));
    const scale = (width - 2 * m) / page.width;
    const scan = { width, height: Math.ceil(page.height * scale + 2 * m) };
    const drawn = {
      ...base,
      pose: { rx: 0, ry: 0, rz: 0, focal: scan.width * 1000, fill: 1, dx: 0, dy: 0 },
      background: 'scan' as const,
      light: { gain: [1, 1, 1] as [number, number, number], lift: 0, contrast: 1 },
      noise: { luma: 0, chroma: 0 },
      quality: rng.int(90, 95),
    };
    return { frame: scan, margin: m, drawn };
  }
  const drawn = {
    ...base,
    pose: { ...tiltOf(rng, 4, 12), rz: rng.sign() * rng.range(2, 5), focal: frame.width * rng.range(0.95, 1.25), fill: rng.range(0.6, 0.83), dx: rng.range(-60, 60), dy: rng.range(-40, 40) },
    background: rng.pick(['desk', 'table'] as const),
    blur: rng.range(0.4, 1.2),
    gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.08), to: rng.range(0.72, 0.88) },
    light: { gain: [rng.range(0.98, 1.05), 1, rng.range(0.94, 1.02)] as [number, number, number], lift: rng.range(0, 8), contrast: rng.range(0.92, 1.02) },
    vignette: rng.range(0.1, 0.22),
    noise: { luma: rng.range(2, 4.5), chroma: rng.range(1, 2.5) },
    sharpen: rng.range(0.4, 0.7),
    quality: rng.int(70, 85),
  };
  return { frame, margin: 30, drawn };
}

/** What every capture of the ninth set on records: its case, variant and seed, the scene's frame, the pose, where the page lands and how small its text gets. */
export interface CaptureBase<V extends string> {
  caseId: string;
  variant: V;
  seed: number;
  /** The scene the camera (or scanner) sees. */
  frame: { width: number; height: number };
  pose: Pose;
  /** The page's corners in the frame, tl, tr, br, bl. */
  sceneQuad: Quad;
  /** The smallest local scale (frame px per page px) anywhere on the page. */
  minScale: number;
  /** The page's smallest field text, in pixels of the delivered image. */
  minTextPx: number;
}

/** How a capture of the eleventh set on is framed, lit and delivered (what the target captures draw). */
export interface CaptureLook {
  /** The page's bounding box as a share of the frame's width and height. */
  fillShare: { width: number; height: number };
  /** Gaussian blur σ (frame px). */
  blur: number;
  /** Uneven light: gain from `from` to `to` along a direction across the frame. */
  gradient: { angle: number; from: number; to: number };
  light: { gain: [number, number, number]; lift: number; contrast: number };
  vignette: number;
  noise: { luma: number; chroma: number };
  sharpen: number;
  quality: number;
  /** The delivered image's size. */
  output: { width: number; height: number };
}

type Range = readonly [number, number];

/** The ranges a photo's look is drawn from: blur σ, the light ramp's two ends, the red and blue gains (green is 1), lift, contrast, vignette, noise, sharpening and JPEG quality. */
export interface LookRanges {
  blur: Range;
  from: Range;
  to: Range;
  red: Range;
  blue: Range;
  lift: Range;
  contrast: Range;
  vignette: Range;
  luma: Range;
  chroma: Range;
  sharpen: Range;
  quality: Range;
}

/** A photo's look drawn from its ranges (the light ramp in a random direction): the twenty-first set's, which the later sets draw alike. */
export function photoLook(rng: Rng, r: LookRanges): Pick<CaptureLook, 'blur' | 'gradient' | 'light' | 'vignette' | 'noise' | 'sharpen' | 'quality'> {
  const at = ([lo, hi]: Range) => rng.range(lo, hi);
  return {
    blur: at(r.blur),
    gradient: { angle: rng.range(0, 360), from: at(r.from), to: at(r.to) },
    light: { gain: [at(r.red), 1, at(r.blue)], lift: at(r.lift), contrast: at(r.contrast) },
    vignette: at(r.vignette),
    noise: { luma: at(r.luma), chroma: at(r.chroma) },
    sharpen: at(r.sharpen),
    quality: rng.int(r.quality[0], r.quality[1]),
  };
}
