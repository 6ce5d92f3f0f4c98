import { fitPose } from '../blind-kit/capture-helpers.js';
import type { Blind7Case } from './cases.js';
import type { Corner, Page, Zone } from './pages.js';
import { rngOf, seedOf, type Rng } from './random.js';

/**
 * The captures: what each variant photographs and how, drawn from a generator seeded by the case and
 * the variant. Everything here is numbers (no browser), so check.ts can prove every capture keeps
 * the document in frame, its smallest field text large enough to read, the thumb on a corner with no
 * field and the glare on a zone with none, without rendering a pixel.
 */

export const variants = ['thumb-keystone', 'lamp-glare', 'evening-shake', 'laptop-screen', 'messenger-twice'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  'thumb-keystone': 'held in the hand and shot at a steep angle (tilt 12-24° on both axes, wide-angle perspective), a thumb on a corner with no field, fingertips behind the far edge, phone sharpening, JPEG 84-92',
  'lamp-glare': 'lying on a desk under a lamp: a bright specular band (core 80-97% white, soft halo) across a zone with no field, warm light falling off across the page, mild angle, JPEG 86-92',
  'evening-shake': 'a dim evening room: exposure 40-55%, tungsten cast, sensor noise (σ 7-11 luma, 3-6 chroma), hand-shake motion blur of 2.5-5 px, JPEG 78-86',
  'laptop-screen': 'the document shown in an image viewer on a laptop and photographed off the screen: bezel, angle, moiré (fine bands of 9-28 px, 6-12%, swelling and fading over 70-220 px), cool cast, lifted blacks, slight defocus, JPEG 82-90',
  'messenger-twice': 'a phone photo sent through a messaging app twice: downscaled to 1280 px and JPEG 66-76, then to 960-1080 px and JPEG 48-62 (4:2:0 both times)',
};

export type Point = [number, number];
export type Quad = [Point, Point, Point, Point];

export interface Pose {
  /** Tilt about the horizontal and vertical axes and the in-plane turn, in degrees. */
  rx: number;
  ry: number;
  rz: number;
  /** The camera's focal length in frame pixels (smaller = stronger perspective). */
  focal: number;
  /** How much of the frame the tilted layer's bounding box fills (1: touching the margin on its binding side). */
  fill: number;
  /** Offset of the centre, in frame pixels. */
  dx: number;
  dy: number;
}

export interface CaptureParams {
  caseId: string;
  variant: Variant;
  seed: number;
  frame: { width: number; height: number };
  /** What the pose moves: the document itself, or a laptop screen showing it. */
  layer: { width: number; height: number; docInLayer: { x: number; y: number; width: number; height: number } };
  pose: Pose;
  /** The layer's corners in the frame (tl, tr, br, bl): the document's, or the laptop's. */
  layerQuad: Quad;
  /** The document's corners in the frame (tl, tr, br, bl). */
  quad: Quad;
  /** The smallest local scale (frame px per document px) anywhere on the document. */
  minScale: number;
  /** The page's smallest field text, in pixels of the delivered image (after every resize). */
  minTextPx: number;
  background: 'wood' | 'laminate' | 'cloth' | 'dark-table' | 'room' | 'office';
  shading: { angle: number; strength: number };
  thumb: null | { corner: Corner; widthMm: number; tip: Point; angle: number; skin: string; covers: Zone; freeBox: Zone };
  fingersBehind: null | { skin: string; edge: 'top' | 'bottom'; at: number[] };
  glare: null | { zone: Zone; centre: Point; length: number; width: number; angle: number; peak: number; halo: number };
  screen: null | { bezel: number; viewerGrey: string; title: string; brightness: number };
  light: { gain: [number, number, number]; lift: number; contrast: number };
  motionBlur: null | { length: number; angle: number };
  defocus: number;
  noise: { luma: number; chroma: number };
  moire: null | { period: number; angle: number; amplitude: number; curvature: number; phase: number; rainbow: number; beat: number; beatAngle: number };
  sharpen: number;
  /** Successive JPEG encodings: resize the long side to `longSide` (null keeps it), then encode. */
  encodes: { longSide: number | null; quality: number }[];
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Where the four corners of a w x h layer land after the pose (centre of the layer at the frame centre plus offset). */
export function projectQuad(w: number, h: number, frame: { width: number; height: number }, pose: Pose): Quad {
  const scale = Math.min((frame.width * pose.fill) / w, (frame.height * pose.fill) / h);
  const corners: Point[] = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ];
  const [sz, cz] = [Math.sin(rad(pose.rz)), Math.cos(rad(pose.rz))];
  const [sx, cx] = [Math.sin(rad(pose.rx)), Math.cos(rad(pose.rx))];
  const [sy, cy] = [Math.sin(rad(pose.ry)), Math.cos(rad(pose.ry))];
  const out = corners.map(([px, py]): Point => {
    let x = px * scale;
    let y = py * scale;
    let z = 0;
    [x, y] = [x * cz - y * sz, x * sz + y * cz];
    [y, z] = [y * cx - z * sx, y * sx + z * cx];
    [x, z] = [x * cy + z * sy, -x * sy + z * cy];
    const k = pose.focal / (pose.focal + z);
    return [frame.width / 2 + pose.dx + x * k, frame.height / 2 + pose.dy + y * k];
  });
  return out as Quad;
}

/** The projective map of the w x h rectangle onto the quad: [a, b, c, d, e, f, g, h] with x' = (aX+bY+c)/(gX+hY+1). */
export function homography(w: number, h: number, q: Quad): number[] {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const hh = (dx1 * sy - sx * dy1) / den;
  const a = x1 - x0 + g * x1;
  const b = x3 - x0 + hh * x3;
  const d = y1 - y0 + g * y1;
  const e = y3 - y0 + hh * y3;
  return [a / w, b / h, x0, d / w, e / h, y0, g / w, hh / h];
}

export const applyHomography = (H: number[], X: number, Y: number): Point => {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = H;
  const w = g * X + h * Y + 1;
  return [(a * X + b * Y + c) / w, (d * X + e * Y + f) / w];
};

/** CSS matrix3d (column-major) of the homography, for an element with transform-origin 0 0. */
export function matrix3d(H: number[]): string {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = H;
  return `matrix3d(${[a, d, 0, g, b, e, 0, h, 0, 0, 1, 0, c, f, 0, 1].map((v) => v.toPrecision(10)).join(',')})`;
}

/** The smallest singular value of the map's Jacobian over a grid of the rectangle: how small its smallest text gets. */
export function minLocalScale(H: number[], x: number, y: number, w: number, h: number): number {
  let min = Infinity;
  const eps = 1;
  for (let i = 0; i <= 6; i++)
    for (let j = 0; j <= 6; j++) {
      const X = x + (w * i) / 6;
      const Y = y + (h * j) / 6;
      const p = applyHomography(H, X, Y);
      const px = applyHomography(H, X + eps, Y);
      const py = applyHomography(H, X, Y + eps);
      const a = px[0] - p[0];
      const b = py[0] - p[0];
      const c = px[1] - p[1];
      const d = py[1] - p[1];
      // Singular values of [[a b][c d]]: sqrt of the eigenvalues of its Gram matrix.
      const t = a * a + b * b + c * c + d * d;
      const det = Math.abs(a * d - b * c);
      const s2 = (t - Math.sqrt(Math.max(0, t * t - 4 * det * det))) / 2;
      min = Math.min(min, Math.sqrt(Math.max(0, s2)));
    }
  return min;
}

const SKINS = ['#8d5a3b', '#6b4429', '#a8714c', '#5a3823', '#c28a62', '#7a4b30'];

/** The free-corner box a thumb may cover (page fractions): small enough to hold no field on any design. */
function cornerBox(corner: Corner, page: Page): Zone {
  // Cards are small: a thumb covers a larger share of them.
  const bw = page.widthMm < 100 ? 0.14 : page.widthMm < 150 ? 0.12 : 0.09;
  const bh = page.widthMm < 100 ? 0.2 : page.widthMm < 150 ? 0.13 : 0.18;
  const left = corner === 'tl' || corner === 'bl';
  const top = corner === 'tl' || corner === 'tr';
  return { x0: left ? 0 : 1 - bw, x1: left ? bw : 1, y0: top ? 0 : 1 - bh, y1: top ? bh : 1 };
}

/**
 * A thumb: a capsule of the thumb's width whose rounded tip rests inside the corner box, its body
 * running out past the corner. The part lying on the page is measured and must stay in the box.
 */
function drawThumb(page: Page, rng: Rng): NonNullable<CaptureParams['thumb']> {
  const corner = rng.pick(page.freeCorners);
  const box = cornerBox(corner, page);
  const pxPerMm = page.width / page.widthMm;
  const widthMm = rng.range(16, 20);
  const r = (widthMm * pxPerMm) / 2;
  const left = corner === 'tl' || corner === 'bl';
  const top = corner === 'tl' || corner === 'tr';
  // The thumb comes in from outside, across the corner's diagonal, turned up to 25° either way.
  const outward = Math.atan2(top ? -1 : 1, left ? -1 : 1) + rad(rng.range(-25, 25));
  let depth = 1;
  let tip: Point = [0, 0];
  let covers: Zone = box;
  for (let k = 0; k < 40; k++) {
    const bx = left ? box.x1 * page.width : (1 - box.x0) * page.width;
    const by = top ? box.y1 * page.height : (1 - box.y0) * page.height;
    const tx = (bx - r) * depth;
    const ty = (by - r) * depth;
    tip = [left ? tx : page.width - tx, top ? ty : page.height - ty];
    covers = capsuleCover(tip, outward, r, page);
    if (covers.x0 >= box.x0 - 1e-6 && covers.x1 <= box.x1 + 1e-6 && covers.y0 >= box.y0 - 1e-6 && covers.y1 <= box.y1 + 1e-6) break;
    depth *= 0.9;
  }
  return { corner, widthMm, tip, angle: (outward * 180) / Math.PI, skin: rng.pick(SKINS), covers, freeBox: box };
}

/** The page fractions a capsule (tip circle of radius r, body 4r long towards `angle`) covers on the page. */
export function capsuleCover(tip: Point, angle: number, r: number, page: { width: number; height: number }): Zone {
  let x0 = 1;
  let y0 = 1;
  let x1 = 0;
  let y1 = 0;
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  for (let gx = 0; gx <= 80; gx++)
    for (let gy = 0; gy <= 80; gy++) {
      const X = (page.width * gx) / 80;
      const Y = (page.height * gy) / 80;
      const vx = X - tip[0];
      const vy = Y - tip[1];
      const along = Math.max(0, Math.min(4 * r, vx * ux + vy * uy));
      const dist = Math.hypot(vx - along * ux, vy - along * uy);
      if (dist <= r) {
        x0 = Math.min(x0, X / page.width);
        x1 = Math.max(x1, X / page.width);
        y0 = Math.min(y0, Y / page.height);
        y1 = Math.max(y1, Y / page.height);
      }
    }
  return x0 > x1 ? { x0: 0, y0: 0, x1: 0, y1: 0 } : { x0, y0, x1, y1 };
}

/** A glare band: an elongated highlight whose bright core lies inside one of the page's glare zones. */
function drawGlare(page: Page, rng: Rng): NonNullable<CaptureParams['glare']> {
  const zone = rng.pick(page.glareZones);
  const zw = (zone.x1 - zone.x0) * page.width;
  const zh = (zone.y1 - zone.y0) * page.height;
  const along = zw >= zh;
  const centre: Point = [((zone.x0 + zone.x1) / 2) * page.width + rng.range(-0.15, 0.15) * zw, ((zone.y0 + zone.y1) / 2) * page.height + rng.range(-0.15, 0.15) * zh];
  const length = (along ? zw : zh) * rng.range(0.7, 0.95);
  const width = (along ? zh : zw) * rng.range(0.5, 0.85);
  return { zone, centre, length, width, angle: (along ? 0 : 90) + rng.range(-12, 12), peak: rng.range(0.8, 0.97), halo: rng.range(0.1, 0.2) };
}

/** The delivered image's long side after every resize. */
const finalLongSide = (frame: { width: number; height: number }, encodes: CaptureParams['encodes']) => encodes.reduce((side, e) => (e.longSide !== null && e.longSide < side ? e.longSide : side), Math.max(frame.width, frame.height));

/** Every drawn number of one capture. */
export function drawCapture(c: Blind7Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind7-capture', c.id, variant);
  const rng = rngOf(seed);
  const wide = page.width / page.height > 2;
  const frame = wide ? { width: 1600, height: 900 } : { width: 1600, height: 1200 };
  const tilt = (lo: number, hi: number) => rng.sign() * rng.range(lo, hi);
  const base = {
    thumb: null,
    fingersBehind: null,
    glare: null,
    screen: null,
    motionBlur: null,
    defocus: 0,
    moire: null,
  } satisfies Partial<CaptureParams>;
  let layer = { width: page.width, height: page.height, docInLayer: { x: 0, y: 0, width: page.width, height: page.height } };
  let partial: Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'layer' | 'layerQuad' | 'quad' | 'minScale' | 'minTextPx' | 'pose'> & { pose: Pose };
  switch (variant) {
    case 'thumb-keystone': {
      // At least one axis steep: the keystone a hurried phone photo gives.
      const steep = rng.chance(0.5);
      const thumb = drawThumb(page, rng);
      partial = {
        ...base,
        pose: { rx: tilt(steep ? 16 : 12, steep ? 24 : 18), ry: tilt(steep ? 12 : 16, steep ? 18 : 24), rz: tilt(0, 8), focal: frame.width * rng.range(0.8, 1.05), fill: rng.range(0.86, 0.97), dx: rng.range(-60, 60), dy: rng.range(-40, 40) },
        background: rng.pick(['room', 'office', 'cloth'] as const),
        shading: { angle: rng.range(0, 360), strength: rng.range(0.05, 0.2) },
        thumb,
        // The same hand's fingers, behind the edge across from the thumb.
        fingersBehind: { skin: thumb.skin, edge: thumb.corner === 'tl' || thumb.corner === 'tr' ? 'bottom' : 'top', at: thumb.corner === 'tl' || thumb.corner === 'bl' ? [rng.range(0.12, 0.2), rng.range(0.26, 0.34)] : [rng.range(0.66, 0.74), rng.range(0.8, 0.88)] },
        light: { gain: [rng.range(0.97, 1.05), 1, rng.range(0.95, 1.04)], lift: rng.range(0, 6), contrast: rng.range(0.97, 1.05) },
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.8, 1.3),
        encodes: [{ longSide: null, quality: rng.int(84, 92) }],
      };
      break;
    }
    case 'lamp-glare':
      partial = {
        ...base,
        pose: { rx: tilt(4, 12), ry: tilt(3, 10), rz: tilt(0, 12), focal: frame.width * rng.range(1.1, 1.5), fill: rng.range(0.84, 0.95), dx: rng.range(-50, 50), dy: rng.range(-40, 40) },
        background: rng.pick(['wood', 'laminate'] as const),
        shading: { angle: rng.range(0, 360), strength: rng.range(0.12, 0.28) },
        glare: drawGlare(page, rng),
        light: { gain: [rng.range(1.04, 1.1), rng.range(0.99, 1.02), rng.range(0.86, 0.93)], lift: rng.range(0, 5), contrast: rng.range(0.98, 1.05) },
        noise: { luma: rng.range(2, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.5, 0.9),
        encodes: [{ longSide: null, quality: rng.int(86, 92) }],
      };
      break;
    case 'evening-shake': {
      const exposure = rng.range(0.4, 0.55);
      partial = {
        ...base,
        pose: { rx: tilt(5, 14), ry: tilt(4, 12), rz: tilt(0, 6), focal: frame.width * rng.range(0.95, 1.3), fill: rng.range(0.82, 0.94), dx: rng.range(-50, 50), dy: rng.range(-40, 40) },
        background: rng.pick(['dark-table', 'cloth', 'wood'] as const),
        shading: { angle: rng.range(0, 360), strength: rng.range(0.1, 0.25) },
        light: { gain: [exposure * rng.range(1.1, 1.18), exposure * rng.range(0.96, 1.0), exposure * rng.range(0.72, 0.82)], lift: rng.range(4, 10), contrast: rng.range(0.9, 1.0) },
        motionBlur: { length: rng.range(2.5, 5), angle: rng.range(0, 180) },
        defocus: rng.range(0, 0.5),
        noise: { luma: rng.range(7, 11), chroma: rng.range(3, 6) },
        sharpen: 0,
        encodes: [{ longSide: null, quality: rng.int(78, 86) }],
      };
      break;
    }
    case 'laptop-screen': {
      // A 16:10 screen inside a bezel; the viewer fits the document with a margin.
      const sw = 1680;
      const sh = 1050;
      const bezel = rng.range(26, 40);
      const fit = Math.min((sw * 0.9) / page.width, ((sh - 60) * 0.9) / page.height);
      const dw = page.width * fit;
      const dh = page.height * fit;
      layer = { width: sw + 2 * bezel, height: sh + 2 * bezel, docInLayer: { x: bezel + (sw - dw) / 2, y: bezel + 44 + (sh - 44 - dh) / 2, width: dw, height: dh } };
      partial = {
        ...base,
        pose: { rx: tilt(3, 10), ry: tilt(4, 14), rz: tilt(0, 4), focal: frame.width * rng.range(1.0, 1.4), fill: rng.range(0.95, 1.0), dx: rng.range(-20, 20), dy: rng.range(-20, 20) },
        background: 'room',
        shading: { angle: rng.range(0, 360), strength: rng.range(0.02, 0.08) },
        screen: { bezel, viewerGrey: rng.pick(['#1e1e1e', '#2b2b2b', '#f0f0f0', '#3a3d41']), title: `IMG_2026${String(rng.int(1, 11)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}_${rng.int(100000, 235959)}.jpg`, brightness: rng.range(0.92, 1.05) },
        light: { gain: [rng.range(0.88, 0.94), rng.range(0.97, 1.01), rng.range(1.05, 1.12)], lift: rng.range(18, 30), contrast: rng.range(0.82, 0.9) },
        defocus: rng.range(0.5, 0.9),
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 3) },
        moire: { period: rng.range(9, 28), angle: rng.range(0, 180), amplitude: rng.range(0.06, 0.12), curvature: rng.range(-0.0006, 0.0006), phase: rng.range(0, 2 * Math.PI), rainbow: rng.range(0.3, 1), beat: rng.range(70, 220), beatAngle: rng.range(0, 180) },
        sharpen: 0,
        encodes: [{ longSide: null, quality: rng.int(82, 90) }],
      };
      break;
    }
    case 'messenger-twice':
      partial = {
        ...base,
        pose: { rx: tilt(3, 10), ry: tilt(3, 10), rz: tilt(0, 10), focal: frame.width * rng.range(1.0, 1.4), fill: rng.range(0.88, 0.97), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: rng.pick(['wood', 'laminate', 'cloth', 'dark-table'] as const),
        shading: { angle: rng.range(0, 360), strength: rng.range(0.05, 0.15) },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.96, 1.02)], lift: rng.range(0, 6), contrast: rng.range(0.98, 1.04) },
        noise: { luma: rng.range(2, 4), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.6, 1.0),
        encodes: [
          { longSide: 1280, quality: rng.int(66, 76) },
          { longSide: rng.pick([960, 1024, 1080]), quality: rng.int(48, 62) },
        ],
      };
      break;
  }
  const { pose, quad } = fitPose(layer.width, layer.height, frame, partial.pose, 24);
  const H = homography(layer.width, layer.height, quad);
  const d = layer.docInLayer;
  const minScaleLayer = minLocalScale(H, d.x, d.y, d.width, d.height);
  // Document pixels to layer pixels (the viewer shrinks the page on the laptop screen).
  const docToLayer = d.width / page.width;
  const minScale = minScaleLayer * docToLayer;
  const ratio = finalLongSide(frame, partial.encodes) / Math.max(frame.width, frame.height);
  const docQuad: Quad = [applyHomography(H, d.x, d.y), applyHomography(H, d.x + d.width, d.y), applyHomography(H, d.x + d.width, d.y + d.height), applyHomography(H, d.x, d.y + d.height)];
  return {
    caseId: c.id,
    variant,
    seed,
    frame,
    layer,
    ...partial,
    pose,
    layerQuad: quad,
    quad: docQuad,
    minScale,
    minTextPx: criticalTextPx(page) * minScale * ratio,
  };
}

/** The page's smallest field text, in page pixels (a field is what a reader must read to decide). */
export const criticalTextPx = (page: Page) => page.criticalPx;
