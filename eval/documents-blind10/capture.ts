import { fitPose, outlineThrough, type CaptureBase } from '../blind-kit/capture-helpers.js';
import { applyHomography, homography, type Point, type Pose, type Quad } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { minScaleOf } from '../documents-blind8/capture.js';
import type { Blind10Case } from './cases.js';
import type { Page, Zone } from './pages.js';

/**
 * The tenth set's captures, none an earlier set's: a card in a clear plastic ID sleeve (haze, a broad
 * sheen, the sleeve's seam and lanyard slot), a card held up in the fingers against a busy, blurred
 * room (a thumb over an empty edge of the card), a black-and-white photocopy of a photocopy (toner
 * specks, drum streaks, crushed contrast), a slightly out-of-focus shot (a disc blur, not a
 * Gaussian), and office lighting whose flicker leaves bright and dark bands across the frame.
 * Everything here is numbers (no browser). check.ts proves from them alone that every capture keeps
 * the document in frame, its smallest field text at least 11 px in the delivered image, the defocus
 * well under that text, the sheen and bands faint, and every thumb on an empty zone of the page.
 */

export const variants = ['id-sleeve', 'fingers-air', 'photocopy', 'defocus', 'flicker-bands'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  'id-sleeve': 'in a clear plastic ID sleeve on a desk: haze (contrast 0.84-0.93, blacks lifted 8-18, a 5-11 % film), a broad soft sheen across the card (peak 8-17 % white), the sleeve seam and lanyard slot around it; tilt 3-9°, JPEG 80-90',
  'fingers-air': 'held up in the fingers against a busy, blurred room: tilt 5-13°, turn up to 12°, a thumb over an empty zone at the card edge (never a field), fingertips behind the far edge; JPEG 82-90',
  photocopy: 'a black-and-white photocopy of a photocopy, scanned: grey, contrast crushed (1.35-1.7), two generations of blur (0.35-0.6 px each), 150-450 toner specks, 1-3 faint drum streaks; flat, turned 0.5-2.5°, JPEG 84-92',
  defocus: 'slightly out of focus: a disc blur of radius 1.0-2.2 px (never more than an eighth of the smallest field text), tilt 3-9°, mild noise, JPEG 84-92',
  'flicker-bands': 'office light flicker: horizontal bright and dark bands across the frame (depth 6-14 %, period 90-240 px, a faint magenta-green swing between them), a cool greenish cast; tilt 3-10°, JPEG 80-88',
};

export type Background = 'desk' | 'wood' | 'cloth' | 'room' | 'copy-paper';

export interface CaptureParams extends CaptureBase<Variant> {
  background: Background;
  /** A clear ID sleeve: its margin around the card and slot above it (page px), its film, and a broad sheen across the card. */
  sleeve: null | { margin: number; slot: number; film: number; tint: string; sheen: { angle: number; width: number; offset: number; peak: number } };
  /** A thumb over the card (page px): its tip's centre, the direction it comes from (degrees, 0 = from the right), its radius, the zone it lies in; fingertips behind the opposite edge. */
  thumb: null | { zone: Zone; edge: 'left' | 'right' | 'top' | 'bottom'; tip: Point; angle: number; radius: number; skin: string; behind: number[] };
  /** A photocopy of a photocopy. */
  copy: null | { contrast: number; brightness: number; blur: number; generations: number; specks: number; streaks: { x: number; width: number; opacity: number }[] };
  /** Defocus: a disc kernel of this radius (frame px). */
  disc: null | { radius: number };
  /** Flicker bands: brightness × (1 − depth × (½ + ½ sin(2π y / period + phase))), a chroma swing of `swing` between bands. */
  bands: null | { depth: number; period: number; phase: number; swing: number };
  light: { gain: [number, number, number]; lift: number; contrast: number };
  vignette: number;
  noise: { luma: number; chroma: number };
  sharpen: number;
  /** Drop colour (a black-and-white copy). */
  grey: boolean;
  quality: number;
  /** The delivered image's size. */
  output: { width: number; height: number };
}

type Edge = 'left' | 'right' | 'top' | 'bottom';

/** The edges of the page a zone touches. */
export function edgesOf(z: Zone): Edge[] {
  const out: Edge[] = [];
  if (z.x0 <= 0.001) out.push('left');
  if (z.x1 >= 0.999) out.push('right');
  if (z.y0 <= 0.001) out.push('top');
  if (z.y1 >= 0.999) out.push('bottom');
  return out;
}

/** The direction (degrees) a thumb comes in from, outwards from its tip, for an edge. */
const outward: Record<Edge, number> = { right: 0, bottom: 90, left: 180, top: 270 };

/** Whether the part of a thumb (a capsule from its tip outwards) that lies on the page lies wholly in its zone. */
export function thumbInZone(t: NonNullable<CaptureParams['thumb']>, page: { width: number; height: number }): boolean {
  const { zone } = t;
  const a = (t.angle * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const length = Math.hypot(page.width, page.height);
  const zx0 = zone.x0 * page.width - 1;
  const zx1 = zone.x1 * page.width + 1;
  const zy0 = zone.y0 * page.height - 1;
  const zy1 = zone.y1 * page.height + 1;
  for (let s = 0; s <= length; s += 6)
    for (let k = -12; k <= 12; k++) {
      // Points across the capsule, and around the tip's round end.
      const across = (k / 12) * t.radius;
      const back = s === 0 ? -Math.sqrt(Math.max(0, t.radius ** 2 - across ** 2)) : 0;
      const x = t.tip[0] + ux * (s + back) - uy * across;
      const y = t.tip[1] + uy * (s + back) + ux * across;
      const onPage = x >= 0 && y >= 0 && x <= page.width && y <= page.height;
      if (onPage && !(x >= zx0 && x <= zx1 && y >= zy0 && y <= zy1)) return false;
    }
  return true;
}

/** A thumb on one of the page's edge zones (the roomiest edge, a tip inside, a radius it fits). */
function drawThumb(page: Page, rng: Rng): NonNullable<CaptureParams['thumb']> {
  const options = page.quietZones.flatMap((zone) => edgesOf(zone).map((edge) => ({ zone, edge })));
  if (!options.length) throw new Error('a page with no quiet zone on its edge');
  const skin = rng.pick(['#6b4330', '#5a3826', '#7a4e36', '#4e3122']);
  for (let attempt = 0; attempt < 60; attempt++) {
    const { zone, edge } = rng.pick(options);
    const horizontalEdge = edge === 'top' || edge === 'bottom';
    const along = horizontalEdge ? [zone.x0 * page.width, zone.x1 * page.width] : [zone.y0 * page.height, zone.y1 * page.height];
    const depth = horizontalEdge ? (zone.y1 - zone.y0) * page.height : (zone.x1 - zone.x0) * page.width;
    const maxR = Math.min(130, ((along[1] ?? 0) - (along[0] ?? 0)) / 2 - 4, depth / 1.6);
    if (maxR < 50) continue;
    const radius = rng.range(Math.max(50, maxR * 0.7), maxR);
    const u = rng.range((along[0] ?? 0) + radius + 2, (along[1] ?? 0) - radius - 2);
    // The tip's centre: in from the edge by at least half a radius, its round end inside the zone.
    const d = rng.range(radius * 0.5, Math.max(radius * 0.5, depth - radius - 4));
    const tip: Point =
      edge === 'left' ? [d, u] : edge === 'right' ? [page.width - d, u] : edge === 'top' ? [u, d] : [u, page.height - d];
    const angle = outward[edge] + rng.range(-12, 12);
    const behind = [rng.range(0.15, 0.35), rng.range(0.4, 0.6), rng.range(0.65, 0.85)];
    const thumb = { zone, edge, tip, angle, radius, skin, behind };
    if (thumbInZone(thumb, page)) return thumb;
    const straight = { ...thumb, angle: outward[edge] };
    if (thumbInZone(straight, page)) return straight;
  }
  throw new Error('no thumb fits a quiet zone of this page');
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output'>;

/** Every drawn number of one capture. */
export function drawCapture(c: Blind10Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind10-capture', c.id, variant);
  const rng = rngOf(seed);
  const frame = page.width / page.height > 1.9 ? { width: 1700, height: 1000 } : { width: 1600, height: 1200 };
  const tilt = (lo: number, hi: number) => rng.sign() * rng.range(lo, hi);
  const base = { sleeve: null, thumb: null, copy: null, disc: null, bands: null, vignette: 0.12, grey: false, sharpen: 0 } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'id-sleeve': {
      const sm = page.width * rng.range(0.035, 0.06);
      d = {
        ...base,
        pose: { rx: tilt(3, 9), ry: tilt(3, 9), rz: tilt(0, 10), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.84, 0.92), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: rng.pick(['desk', 'wood', 'cloth'] as const),
        sleeve: {
          margin: sm,
          slot: rng.chance(0.6) ? page.height * rng.range(0.08, 0.12) : 0,
          film: rng.range(0.05, 0.11),
          tint: rng.pick(['#eef3f7', '#f4f4ee', '#eaf0f4']),
          sheen: { angle: rng.range(20, 70) * rng.sign(), width: rng.range(0.25, 0.5), offset: rng.range(-0.25, 0.25), peak: rng.range(0.08, 0.17) },
        },
        light: { gain: [rng.range(0.98, 1.03), 1, rng.range(0.98, 1.04)], lift: rng.range(8, 18), contrast: rng.range(0.84, 0.93) },
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.7),
        quality: rng.int(80, 90),
      };
      break;
    }
    case 'fingers-air':
      d = {
        ...base,
        pose: { rx: tilt(5, 13), ry: tilt(5, 13), rz: tilt(0, 12), focal: frame.width * rng.range(0.95, 1.25), fill: rng.range(0.8, 0.9), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: 'room',
        thumb: drawThumb(page, rng),
        light: { gain: [rng.range(1.0, 1.06), 1, rng.range(0.92, 1.0)], lift: rng.range(0, 6), contrast: rng.range(0.95, 1.04) },
        vignette: rng.range(0.15, 0.28),
        noise: { luma: rng.range(3, 5), chroma: rng.range(1.5, 3) },
        sharpen: rng.range(0.4, 0.8),
        quality: rng.int(82, 90),
      };
      break;
    case 'photocopy': {
      const streaks = Array.from({ length: rng.int(1, 3) }, () => ({ x: rng.range(0.05, 0.95), width: rng.range(1, 3), opacity: rng.range(0.08, 0.2) }));
      d = {
        ...base,
        pose: { rx: tilt(0, 0.3), ry: tilt(0, 0.3), rz: tilt(0.5, 2.5), focal: frame.width * 40, fill: rng.range(0.82, 0.92), dx: rng.range(-60, 60), dy: rng.range(-40, 40) },
        background: 'copy-paper',
        copy: { contrast: rng.range(1.35, 1.7), brightness: rng.range(1.04, 1.12), blur: rng.range(0.35, 0.6), generations: 2, specks: rng.int(150, 450), streaks },
        light: { gain: [1, 1, 1], lift: rng.range(0, 4), contrast: rng.range(1.05, 1.15) },
        vignette: 0,
        noise: { luma: rng.range(1.5, 3), chroma: 0 },
        grey: true,
        sharpen: rng.range(0.3, 0.5),
        quality: rng.int(84, 92),
      };
      break;
    }
    case 'defocus':
      d = {
        ...base,
        pose: { rx: tilt(3, 9), ry: tilt(3, 9), rz: tilt(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.85, 0.94), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: rng.pick(['desk', 'wood', 'cloth'] as const),
        disc: { radius: rng.range(1.0, 2.2) },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.96, 1.02)], lift: rng.range(0, 6), contrast: rng.range(0.95, 1.03) },
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        quality: rng.int(84, 92),
      };
      break;
    case 'flicker-bands':
      d = {
        ...base,
        pose: { rx: tilt(3, 10), ry: tilt(3, 10), rz: tilt(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.85, 0.94), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: rng.pick(['desk', 'cloth', 'wood'] as const),
        bands: { depth: rng.range(0.06, 0.14), period: rng.range(90, 240), phase: rng.range(0, Math.PI * 2), swing: rng.range(0.015, 0.035) },
        light: { gain: [rng.range(0.9, 0.96), rng.range(1.02, 1.06), rng.range(1.0, 1.05)], lift: rng.range(2, 8), contrast: rng.range(0.95, 1.02) },
        noise: { luma: rng.range(3, 6), chroma: rng.range(1.5, 3) },
        sharpen: rng.range(0.4, 0.7),
        quality: rng.int(80, 88),
      };
      break;
  }
  let sceneQuad: Quad;
  let pose: Pose;
  if (d.sleeve) {
    // Fit the sleeve (the card plus its margin and slot) in the frame, then find the card inside it.
    const m = d.sleeve.margin;
    const W = page.width + 2 * m;
    const Hh = page.height + 2 * m + d.sleeve.slot;
    const fit = fitPose(W, Hh, frame, d.pose, margin);
    pose = fit.pose;
    const Hs = homography(W, Hh, fit.quad);
    const top = m + d.sleeve.slot;
    sceneQuad = ([[m, top], [m + page.width, top], [m + page.width, top + page.height], [m, top + page.height]] as const).map(([x, y]) => applyHomography(Hs, x, y)) as Quad;
  } else {
    if (d.copy) margin = 40;
    const fit = fitPose(page.width, page.height, frame, d.pose, margin);
    pose = fit.pose;
    sceneQuad = fit.quad;
  }
  const H = homography(page.width, page.height, sceneQuad);
  const minScale = minScaleOf((X, Y) => applyHomography(H, X, Y), page.width, page.height);
  let params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, minScale, minTextPx: page.criticalPx * minScale, output: { ...frame } };
  // Out of focus by at most an eighth of the smallest field text (legible by construction).
  if (params.disc) params = { ...params, disc: { radius: Math.min(params.disc.radius, params.minTextPx / 8) } };
  return params;
}

/** The page's outline in the frame, sampled along its edges (with `grow` page px around it: the sleeve). */
export function outline(p: CaptureParams, page: { width: number; height: number }, n = 12, grow = { x0: 0, y0: 0, x1: 0, y1: 0 }): Point[] {
  const H = homography(page.width, page.height, p.sceneQuad);
  return outlineThrough((X, Y) => applyHomography(H, X, Y), { a: -grow.x0, b: -grow.y0, c: page.width + grow.x1, d: page.height + grow.y1 }, n);
}
