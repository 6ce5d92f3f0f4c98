import { fitPose } from '../blind-kit/capture-helpers.js';
import { applyHomography, homography, type Point, type Pose, type Quad } from '../documents-blind7/capture.js';
import { rngOf, seedOf } from '../documents-blind7/random.js';
import type { Blind8Case } from './cases.js';
import type { Page, Zone } from './pages.js';

/**
 * The eighth set's captures: what earlier sets could not show (their pages lay flat under a flat
 * homography, no lens bent them, no flash hit them). Everything here is numbers (no browser): the
 * page's curl, the pose, the lens's barrel distortion, the flash hotspot, the phone's shadow, the
 * depth of field, noise and JPEG. check.ts proves from them alone that every capture keeps the
 * document in frame, its smallest field text at least 11 px in the delivered image, and every
 * hotspot core and shadow on a zone of the page with no field.
 */

export const variants = ['paper-curl', 'flash-sleeve', 'old-phone', 'daylight-overexposed', 'wide-angle-near'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  'paper-curl': 'the document bent on a cylinder (paper 50-80° of arc, cards 16-28°), photographed on a table: columns compressed towards the bent edges, lines bowing, light falling off over the bend, JPEG 85-92',
  'flash-sleeve': 'in a clear plastic sleeve, shot with the phone flash in a dim room: a burnt-out round hotspot (core 88-100% white, 70-92% of the shorter side of its zone across, a halo 2.2-3.2 times as wide at 18-30%) on a zone with no field (often the portrait), strong flash fall-off, sleeve haze and edge, JPEG 80-90',
  'old-phone': 'an old phone: slight barrel distortion (k 0.02-0.05), noise then heavy noise reduction (median smear), over-sharpened, downscaled to 800-880 px and JPEG 38-52',
  'daylight-overexposed': 'outdoors in bright sun: exposure +25-45%, clipped highlights, contrast 0.72-0.85, lifted blacks, the warm soft shadow of the phone on a zone with no field, JPEG 84-92',
  'wide-angle-near': 'held close with a wide lens: strong perspective (focal 0.5-0.65 × frame width), barrel distortion (k 0.06-0.1), shallow depth of field (one side soft, blur σ up to 1.2-1.7), JPEG 86-92',
};

export interface Curl {
  /** 'x': the page bends across its width (the columns near its left and right edges are foreshortened); 'y': across its height. */
  axis: 'x' | 'y';
  /** The arc the page spans on its cylinder, in degrees. */
  arcDeg: number;
  /** How much smaller the middle of the bend looks than its raised edges (0.02: 2 %). */
  lift: number;
  /** How far the lines bow at the edges, as a share of the page's other side. */
  bow: number;
  /** Light fall-off over the bend (0.2: the far side 20 % darker), and which side is lit (+1, -1). */
  light: number;
  lightSide: number;
}

export interface CaptureParams {
  caseId: string;
  variant: Variant;
  seed: number;
  frame: { width: number; height: number };
  pose: Pose;
  /** The page's corners in the scene, before the lens. */
  sceneQuad: Quad;
  /** The page's corners in the delivered frame (after the lens), tl, tr, br, bl. */
  quad: Quad;
  /** The smallest local scale (frame px per page px) anywhere on the page, through curl, pose and lens. */
  minScale: number;
  /** The page's smallest field text, in pixels of the delivered image (after every resize). */
  minTextPx: number;
  background: 'gingham' | 'concrete' | 'denim' | 'dark-desk' | 'tiles';
  curl: Curl | null;
  hotspot: null | { zone: Zone; centre: Point; core: number; peak: number; halo: number; haloAlpha: number };
  sleeve: null | { marginMm: number; haze: number; edge: number; streakAngle: number };
  shadow: null | { zone: Zone; strength: number; softness: number; warm: [number, number, number] };
  /** Flash fall-off: how much darker the frame's corners are than the centre. */
  falloff: number;
  light: { gain: [number, number, number]; lift: number; contrast: number };
  /** Barrel distortion of the lens: a scene point at normalised radius r lands at r / (1 + k r²) (0: none). */
  barrel: number;
  /** Depth of field: blur rising from `start` (0..1 along `angle`) to σ at the far side. */
  dof: null | { angle: number; start: number; sigma: number };
  defocus: number;
  noise: { luma: number; chroma: number };
  /** Noise reduction: a median filter of this size after the noise (0: none). */
  smear: number;
  sharpen: number;
  /** Successive JPEG encodings: resize the long side to `longSide` (null keeps it), then encode. */
  encodes: { longSide: number | null; quality: number }[];
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Where a page point lands on the curled page's canvas (same size as the page; the bend foreshortens it inside). */
export function curlPoint(curl: Curl, w: number, h: number, X: number, Y: number): Point {
  const across = curl.axis === 'x' ? w : h;
  const other = curl.axis === 'x' ? h : w;
  const a = curl.axis === 'x' ? X : Y;
  const b = curl.axis === 'x' ? Y : X;
  const half = rad(curl.arcDeg) / 2;
  const R = across / rad(curl.arcDeg);
  const theta = (a - across / 2) / R;
  // The raised edges are nearer the camera: the middle of the bend looks smaller, and the lines bow.
  const rise = (1 - Math.cos(theta)) / (1 - Math.cos(half));
  const scale = 1 - curl.lift * (1 - rise);
  const a2 = across / 2 + R * Math.sin(theta);
  const b2 = other / 2 + (b - other / 2) * scale + curl.bow * other * rise;
  return curl.axis === 'x' ? [a2, b2] : [b2, a2];
}

/** Where a scene pixel lands after the lens's barrel distortion (inverse of the develop step's sampling). */
export function barrelPoint(k: number, frame: { width: number; height: number }, p: Point): Point {
  if (k === 0) return p;
  const cx = frame.width / 2;
  const cy = frame.height / 2;
  const norm = Math.hypot(cx, cy);
  const rs = Math.hypot(p[0] - cx, p[1] - cy) / norm;
  // develop samples the scene at r_s = r_d (1 + k r_d²); solve for r_d by fixed-point iteration.
  let rd = rs;
  for (let i = 0; i < 30; i++) rd = rs / (1 + k * rd * rd);
  const f = rs === 0 ? 1 : rd / rs;
  return [cx + (p[0] - cx) * f, cy + (p[1] - cy) * f];
}

/** The smallest singular value of a map's Jacobian over a grid of the page: how small its smallest text gets. */
export function minScaleOf(map: (X: number, Y: number) => Point, w: number, h: number): number {
  let min = Infinity;
  const eps = 1;
  const n = 16;
  for (let i = 0; i <= n; i++)
    for (let j = 0; j <= n; j++) {
      const X = Math.min(w - eps, (w * i) / n);
      const Y = Math.min(h - eps, (h * j) / n);
      const p = map(X, Y);
      const px = map(X + eps, Y);
      const py = map(X, Y + eps);
      const a = px[0] - p[0];
      const b = py[0] - p[0];
      const c = px[1] - p[1];
      const d = py[1] - p[1];
      const t = a * a + b * b + c * c + d * d;
      const det = Math.abs(a * d - b * c);
      const s2 = (t - Math.sqrt(Math.max(0, t * t - 4 * det * det))) / 2;
      min = Math.min(min, Math.sqrt(Math.max(0, s2)));
    }
  return min;
}

/** A round hotspot whose bright core lies wholly inside one of the page's quiet zones. */
function drawHotspot(page: Page, rng: ReturnType<typeof rngOf>): NonNullable<CaptureParams['hotspot']> {
  // A flash hotspot is large: only the zones that hold a round core of a fair size (or the roomiest one).
  const minSide = (z: Zone) => Math.min((z.x1 - z.x0) * page.width, (z.y1 - z.y0) * page.height);
  const best = Math.max(...page.quietZones.map(minSide));
  const zone = rng.pick(page.quietZones.filter((z) => minSide(z) >= Math.min(150, best)));
  const zw = (zone.x1 - zone.x0) * page.width;
  const zh = (zone.y1 - zone.y0) * page.height;
  const core = (Math.min(zw, zh) / 2) * rng.range(0.7, 0.92);
  const slackX = zw / 2 - core;
  const slackY = zh / 2 - core;
  const centre: Point = [((zone.x0 + zone.x1) / 2) * page.width + rng.range(-1, 1) * slackX, ((zone.y0 + zone.y1) / 2) * page.height + rng.range(-1, 1) * slackY];
  return { zone, centre, core, peak: rng.range(0.88, 1), halo: core * rng.range(2.2, 3.2), haloAlpha: rng.range(0.18, 0.3) };
}

/** The delivered image's long side after every resize. */
const finalLongSide = (frame: { width: number; height: number }, encodes: CaptureParams['encodes']) => encodes.reduce((side, e) => (e.longSide !== null && e.longSide < side ? e.longSide : side), Math.max(frame.width, frame.height));

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'quad' | 'minScale' | 'minTextPx'>;

/** Every drawn number of one capture. */
export function drawCapture(c: Blind8Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind8-capture', c.id, variant);
  const rng = rngOf(seed);
  const frame = page.width / page.height > 2 ? { width: 1600, height: 900 } : { width: 1600, height: 1200 };
  const tilt = (lo: number, hi: number) => rng.sign() * rng.range(lo, hi);
  const base = { curl: null, hotspot: null, sleeve: null, shadow: null, falloff: 0, barrel: 0, dof: null, defocus: 0, smear: 0 } satisfies Partial<Drawn>;
  let d: Drawn;
  switch (variant) {
    case 'paper-curl':
      d = {
        ...base,
        pose: { rx: tilt(4, 12), ry: tilt(3, 10), rz: tilt(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.86, 0.95), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: rng.pick(['gingham', 'concrete', 'tiles'] as const),
        curl: {
          // A long slip bends across its length; a card or a passport page either way.
          axis: page.width / page.height > 1.8 ? 'x' : rng.pick(['x', 'y'] as const),
          arcDeg: page.paper ? rng.range(50, 80) : rng.range(16, 28),
          lift: rng.range(0.02, 0.05),
          bow: rng.sign() * rng.range(0.005, 0.02),
          light: rng.range(0.1, 0.25),
          lightSide: rng.sign(),
        },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.95, 1.02)], lift: rng.range(0, 6), contrast: rng.range(0.97, 1.04) },
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.5, 0.9),
        encodes: [{ longSide: null, quality: rng.int(85, 92) }],
      };
      break;
    case 'flash-sleeve':
      d = {
        ...base,
        pose: { rx: tilt(2, 8), ry: tilt(2, 8), rz: tilt(0, 6), focal: frame.width * rng.range(1.1, 1.4), fill: rng.range(0.8, 0.9), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: rng.pick(['dark-desk', 'denim'] as const),
        hotspot: drawHotspot(page, rng),
        sleeve: { marginMm: rng.range(3, 7), haze: rng.range(0.04, 0.09), edge: rng.range(0.25, 0.5), streakAngle: rng.range(20, 70) },
        falloff: rng.range(0.25, 0.45),
        light: { gain: [rng.range(0.98, 1.03), rng.range(0.99, 1.02), rng.range(1.0, 1.06)], lift: rng.range(0, 5), contrast: rng.range(1.0, 1.08) },
        noise: { luma: rng.range(3, 5), chroma: rng.range(1, 3) },
        sharpen: rng.range(0.6, 1.0),
        encodes: [{ longSide: null, quality: rng.int(80, 90) }],
      };
      break;
    case 'old-phone':
      d = {
        ...base,
        pose: { rx: tilt(3, 10), ry: tilt(3, 10), rz: tilt(0, 7), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.9, 0.97), dx: rng.range(-30, 30), dy: rng.range(-20, 20) },
        background: rng.pick(['gingham', 'denim', 'concrete', 'tiles'] as const),
        barrel: rng.range(0.02, 0.05),
        light: { gain: [rng.range(0.95, 1.02), rng.range(1.0, 1.05), rng.range(0.92, 1.0)], lift: rng.range(6, 14), contrast: rng.range(0.88, 0.96) },
        noise: { luma: rng.range(5, 8), chroma: rng.range(3, 5) },
        smear: 3,
        sharpen: rng.range(1.4, 2.0),
        encodes: [{ longSide: rng.int(800, 880), quality: rng.int(38, 52) }],
      };
      break;
    case 'daylight-overexposed': {
      const exposure = rng.range(1.25, 1.45);
      d = {
        ...base,
        pose: { rx: tilt(4, 12), ry: tilt(4, 12), rz: tilt(0, 10), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.84, 0.94), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: rng.pick(['concrete', 'tiles', 'gingham'] as const),
        shadow: { zone: rng.pick(page.quietZones), strength: rng.range(0.45, 0.65), softness: rng.range(0.008, 0.02), warm: [rng.range(0.95, 1.0), rng.range(0.78, 0.86), rng.range(0.6, 0.7)] },
        light: { gain: [exposure * rng.range(1.02, 1.06), exposure, exposure * rng.range(0.9, 0.96)], lift: rng.range(15, 30), contrast: rng.range(0.72, 0.85) },
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.6, 1.0),
        encodes: [{ longSide: null, quality: rng.int(84, 92) }],
      };
      break;
    }
    case 'wide-angle-near': {
      const steepX = rng.chance(0.5);
      d = {
        ...base,
        pose: { rx: tilt(steepX ? 10 : 4, steepX ? 16 : 9), ry: tilt(steepX ? 4 : 10, steepX ? 9 : 16), rz: tilt(0, 6), focal: frame.width * rng.range(0.5, 0.65), fill: rng.range(0.95, 1.0), dx: rng.range(-20, 20), dy: rng.range(-15, 15) },
        background: rng.pick(['denim', 'dark-desk', 'gingham'] as const),
        barrel: rng.range(0.06, 0.1),
        dof: { angle: rng.range(0, 360), start: rng.range(0.55, 0.7), sigma: rng.range(1.2, 1.7) },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.96, 1.02)], lift: rng.range(0, 6), contrast: rng.range(0.98, 1.05) },
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.5, 0.9),
        encodes: [{ longSide: null, quality: rng.int(86, 92) }],
      };
      break;
    }
  }
  const { pose, quad: sceneQuad } = fitPose(page.width, page.height, frame, d.pose, 30);
  const H = homography(page.width, page.height, sceneQuad);
  const curl = d.curl;
  const map = (X: number, Y: number): Point => {
    const onPage = curl ? curlPoint(curl, page.width, page.height, X, Y) : ([X, Y] as Point);
    return barrelPoint(d.barrel, frame, applyHomography(H, onPage[0], onPage[1]));
  };
  const minScale = minScaleOf(map, page.width, page.height);
  const ratio = finalLongSide(frame, d.encodes) / Math.max(frame.width, frame.height);
  const quad: Quad = [map(0, 0), map(page.width, 0), map(page.width, page.height), map(0, page.height)];
  return { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, quad, minScale, minTextPx: page.criticalPx * minScale * ratio };
}

/** The page's outline in the delivered frame, sampled along its edges (the lens bends them). */
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
    ] as const) {
      const onPage = p.curl ? curlPoint(p.curl, page.width, page.height, X, Y) : ([X, Y] as Point);
      pts.push(barrelPoint(p.barrel, p.frame, applyHomography(H, onPage[0], onPage[1])));
    }
  }
  return pts;
}
