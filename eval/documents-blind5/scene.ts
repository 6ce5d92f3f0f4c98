import { apply, boxCorners, boxSamples, depth, distanceToPolygon, expand, homography, inPolygon, polygonsMeet, type Box, type Homography, type Pt } from './geometry.js';
import { pxPerMm } from './layouts.js';
import { Rng } from './random.js';

/**
 * How each phone capture is taken, decided before anything is drawn: the frame, where the camera
 * stands (a pinhole projection of the tilted, turned document), the surface, the shadows, the thumb,
 * the glare, the light, the blur, the noise and the JPEG. The plan is all numbers, so check.ts can
 * test what the image holds (which corners where, what covers which scored text) without the reader.
 */

export const blind5Variants = ['clean', 'phone-desk', 'phone-hand'] as const;
export type Blind5Variant = (typeof blind5Variants)[number];
export type PhoneVariant = Exclude<Blind5Variant, 'clean'>;

export const blind5VariantDescriptions: Record<Blind5Variant, string> = {
  clean: 'the rendered page as a PNG, about 318 dpi, nothing else',
  'phone-desk':
    'a phone photo of the document lying on a surface (dark wood, white desk, patterned cloth, black): 1600-4000 px frames, the document 35-80% of the frame width, tilted 3-14 degrees, turned up to 8, a soft phone shadow, sometimes a thumb on a corner, colour cast, vignetting, noise, slight blur, JPEG 60-88',
  'phone-hand':
    'held in the hand close up: 1080-2000 px frames, the document 80-98% of the frame width (sometimes cut at an edge with no text), tilted 8-18 degrees on one axis, one side darker, a mild glare spot, a thumb on an edge, JPEG 70-85',
};

/** What a capture needs to know of the page (CSS px). */
export interface PageGeometry {
  width: number;
  height: number;
  material: 'booklet' | 'paper' | 'card';
  radius: number;
  /** Every scored value's line boxes, and the MRZ lines. */
  scored: Box[];
  mrz: Box[];
}

export type Surface = 'dark-wood' | 'white-desk' | 'cloth' | 'black' | 'room';

export interface Shadow {
  /** Frame px. */
  polygon: Pt[];
  darkness: number;
  blur: number;
}

export interface Thumb {
  /** Frame px: the thumb's outline, the hand's beyond it, the nail, the tip, where it crosses the page edge, its outward direction and half-width. */
  frame: Pt[];
  palm: Pt[];
  nail: Pt[];
  tip: Pt;
  root: Pt;
  out: Pt;
  r: number;
  skin: string;
}

export interface Glare {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  peak: number;
}

export interface CapturePlan {
  variant: PhoneVariant;
  frame: { width: number; height: number };
  /** Page corners in the frame: top-left, top-right, bottom-right, bottom-left. */
  quad: [Pt, Pt, Pt, Pt];
  /** Page CSS px to frame px. */
  h: Homography;
  /** The angle between the page and the sensor, and its two parts (about the x and the y axis). */
  tiltDeg: number;
  tiltAxesDeg: [number, number];
  /** In-plane turn. */
  turnDeg: number;
  /** The page's width in the frame over the frame's width. */
  share: number;
  /** Frame px of the document beyond the frame on one side (hand captures only). */
  cut: { side: 'left' | 'right' | 'top' | 'bottom'; px: number } | null;
  surface: Surface;
  shadow: Shadow | null;
  thumb: Thumb | null;
  glare: Glare | null;
  /** Darkening towards one side: the darkest side's multiplier is 1 - amount. */
  light: { angleDeg: number; amount: number };
  vignette: number;
  cast: { name: 'warm' | 'cool' | 'neutral'; rgb: [number, number, number] };
  exposure: number;
  noise: number;
  blur: number;
  motion: { length: number; angleDeg: number } | null;
  quality: number;
  metadata: { kind: 'exif'; make: string; model: string } | { kind: 'srgb-icc' };
  /** Texture px per page CSS px: enough for the largest the page appears in the frame. */
  textureScale: number;
}

/** Where a capture's document must land: mostly sans tricks, measured in the frame. */
const desk = {
  frames: [
    { w: 4000, h: 3000, weight: 3 },
    { w: 3000, h: 4000, weight: 1 },
    { w: 3264, h: 2448, weight: 2 },
    { w: 2592, h: 1944, weight: 2 },
    { w: 1920, h: 1440, weight: 1 },
    { w: 1600, h: 1200, weight: 2 },
  ],
};
const hand = {
  frames: [
    { w: 1080, h: 1440, weight: 2 },
    { w: 1200, h: 1600, weight: 1 },
    { w: 1440, h: 1080, weight: 2 },
    { w: 1600, h: 1200, weight: 2 },
    { w: 1920, h: 1080, weight: 1 },
    { w: 2000, h: 1500, weight: 2 },
  ],
};

function weighted<T extends { weight: number }>(rng: Rng, items: T[]): T {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let r = rng.next() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return items[items.length - 1] as T;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Project the page through a pinhole camera: turned `rz` in its plane, tilted `rx`, `ry`, at distance `d` (mm). */
function project(page: { wMm: number; hMm: number }, a: { rx: number; ry: number; rz: number }, d: number, f: number): Pt[] {
  const corners = [
    [-page.wMm / 2, -page.hMm / 2],
    [page.wMm / 2, -page.hMm / 2],
    [page.wMm / 2, page.hMm / 2],
    [-page.wMm / 2, page.hMm / 2],
  ] as const;
  const [cz, sz] = [Math.cos(rad(a.rz)), Math.sin(rad(a.rz))];
  const [cx, sx] = [Math.cos(rad(a.rx)), Math.sin(rad(a.rx))];
  const [cy, sy] = [Math.cos(rad(a.ry)), Math.sin(rad(a.ry))];
  return corners.map(([X, Y]) => {
    // In-plane turn, then tilt about the x axis, then about the y axis.
    const x1 = X * cz - Y * sz;
    const y1 = X * sz + Y * cz;
    const y2 = y1 * cx;
    const z2 = y1 * sx;
    const x3 = x1 * cy + z2 * sy;
    const z3 = -x1 * sy + z2 * cy;
    return { x: (f * x3) / (z3 + d), y: (f * y2) / (z3 + d) };
  });
}

const bbox = (pts: Pt[]): Box => ({
  x0: Math.min(...pts.map((p) => p.x)),
  y0: Math.min(...pts.map((p) => p.y)),
  x1: Math.max(...pts.map((p) => p.x)),
  y1: Math.max(...pts.map((p) => p.y)),
});

const erf = (x: number) => {
  // Abramowitz-Stegun 7.1.26.
  const s = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return s * y;
};

/** How much of the light a frame point keeps (the drawn vignette, side light and shadow multiplied). */
export function lightAt(plan: Pick<CapturePlan, 'frame' | 'vignette' | 'light' | 'shadow'>, p: Pt): number {
  const { width: w, height: h } = plan.frame;
  const rho = Math.hypot((p.x - w / 2) / (w / 2), (p.y - h / 2) / (h / 2)) / Math.SQRT2;
  const vignette = rho < 0.35 ? 0 : (plan.vignette * Math.min(1, rho - 0.35)) / 0.65;
  const a = rad(plan.light.angleDeg);
  const len = Math.abs(w * Math.sin(a)) + Math.abs(h * Math.cos(a));
  const t = Math.max(0, Math.min(1, ((p.x - w / 2) * Math.sin(a) - (p.y - h / 2) * Math.cos(a)) / len + 0.5));
  const side = plan.light.amount * t;
  let shadow = 0;
  if (plan.shadow) {
    const inside = inPolygon(p, plan.shadow.polygon);
    const dist = distanceToPolygon(p, plan.shadow.polygon) * (inside ? 1 : -1);
    // A Gaussian blur of an edge: the covered share is the normal CDF of the signed distance.
    shadow = plan.shadow.darkness * 0.5 * (1 + erf(dist / (plan.shadow.blur * Math.SQRT2)));
  }
  return (1 - vignette) * (1 - side) * (1 - shadow);
}

/** Inside the glare ellipse (where any white is added). */
export function underGlare(glare: Glare, p: Pt): boolean {
  return ((p.x - glare.cx) / glare.rx) ** 2 + ((p.y - glare.cy) / glare.ry) ** 2 < 1;
}

const skins = ['#8a5a3c', '#6e452c', '#9c6a48', '#5d3a26', '#a8764f'];

/**
 * A thumb in the frame: its tip on the page, running outward past the page's edge about as long as a
 * thumb is, and the hand it belongs to beyond that, off the page. Built in frame px from the projected
 * tip, so it keeps its width whatever the perspective.
 */
function thumbOutline(tip: Pt, dir: Pt, r: number): { thumb: Pt[]; palm: Pt[] } {
  const ang = Math.atan2(dir.y, dir.x);
  const length = 8 * r;
  const base = { x: tip.x + dir.x * length, y: tip.y + dir.y * length };
  const thumb: Pt[] = [];
  // Round tip (facing away from the root), then the body widening a little towards the hand.
  for (let i = 0; i <= 16; i++) {
    const a = ang + Math.PI / 2 + (Math.PI * i) / 16;
    thumb.push({ x: tip.x + r * Math.cos(a), y: tip.y + r * Math.sin(a) });
  }
  thumb.push({ x: base.x + Math.cos(ang - Math.PI / 2) * r * 1.25, y: base.y + Math.sin(ang - Math.PI / 2) * r * 1.25 });
  thumb.push({ x: base.x + Math.cos(ang + Math.PI / 2) * r * 1.25, y: base.y + Math.sin(ang + Math.PI / 2) * r * 1.25 });
  const centre = { x: tip.x + dir.x * (length + 3 * r), y: tip.y + dir.y * (length + 3 * r) };
  const palm: Pt[] = [];
  for (let i = 0; i < 32; i++) {
    const a = (2 * Math.PI * i) / 32;
    const lx = Math.cos(a) * 4.2 * r;
    const ly = Math.sin(a) * 3.3 * r;
    palm.push({ x: centre.x + lx * Math.cos(ang) - ly * Math.sin(ang), y: centre.y + lx * Math.sin(ang) + ly * Math.cos(ang) });
  }
  return { thumb, palm };
}

function nailOutline(tip: Pt, dir: Pt, r: number): Pt[] {
  const ang = Math.atan2(dir.y, dir.x);
  const c = { x: tip.x + dir.x * r * 0.75, y: tip.y + dir.y * r * 0.75 };
  const out: Pt[] = [];
  for (let i = 0; i < 20; i++) {
    const a = (2 * Math.PI * i) / 20;
    const lx = Math.cos(a) * r * 0.7;
    const ly = Math.sin(a) * r * 0.52;
    out.push({ x: c.x + lx * Math.cos(ang) - ly * Math.sin(ang), y: c.y + lx * Math.sin(ang) + ly * Math.cos(ang) });
  }
  return out;
}

/** The page's scored text (and MRZ) as frame polygons, each box first grown by `growMm`. */
export function scoredPolygons(g: PageGeometry, h: Homography, growMm: number): Pt[][] {
  return [...g.scored, ...g.mrz].map((b) => boxCorners(expand(b, growMm * pxPerMm)).map((p) => apply(h, p)));
}

/**
 * A thumb pressing the page at a corner (desk) or over an edge (hand) where it covers no scored text:
 * tried at each place in a seeded order, shrunk until it fits, or none.
 */
function placeThumb(g: PageGeometry, h: Homography, rng: Rng, where: 'corner' | 'edge'): Omit<Thumb, 'skin'> | null {
  const keepClear = scoredPolygons(g, h, 1.2);
  const { width: w, height: hh } = g;
  const spots: { at: Pt; dir: Pt }[] =
    where === 'corner'
      ? [
          { at: { x: 0, y: 0 }, dir: { x: 1, y: 1 } },
          { at: { x: w, y: 0 }, dir: { x: -1, y: 1 } },
          { at: { x: w, y: hh }, dir: { x: -1, y: -1 } },
          { at: { x: 0, y: hh }, dir: { x: 1, y: -1 } },
        ]
      : [
          { at: { x: 0, y: hh * rng.range(0.3, 0.7) }, dir: { x: 1, y: 0 } },
          { at: { x: w, y: hh * rng.range(0.3, 0.7) }, dir: { x: -1, y: 0 } },
          { at: { x: w * rng.range(0.2, 0.8), y: hh }, dir: { x: 0, y: -1 } },
          { at: { x: w * rng.range(0.2, 0.8), y: 0 }, dir: { x: 0, y: 1 } },
          { at: { x: 0, y: hh }, dir: { x: 1, y: -1 } },
          { at: { x: w, y: hh }, dir: { x: -1, y: -1 } },
          { at: { x: 0, y: 0 }, dir: { x: 1, y: 1 } },
          { at: { x: w, y: 0 }, dir: { x: -1, y: 1 } },
        ];
  for (const spot of rng.shuffle(spots)) {
    const n = Math.hypot(spot.dir.x, spot.dir.y);
    const dir = { x: spot.dir.x / n + rng.range(-0.15, 0.15), y: spot.dir.y / n + rng.range(-0.15, 0.15) };
    const perp = { x: -dir.y, y: dir.x };
    for (let rMm = 8; rMm >= 5.5; rMm -= 0.5) {
      for (let reach = 12; reach >= 4; reach -= 1) {
        const tipPage = { x: spot.at.x + dir.x * reach * pxPerMm, y: spot.at.y + dir.y * reach * pxPerMm };
        const tip = apply(h, tipPage);
        const root = apply(h, spot.at);
        const side = apply(h, { x: tipPage.x + perp.x * rMm * pxPerMm, y: tipPage.y + perp.y * rMm * pxPerMm });
        const r = Math.hypot(side.x - tip.x, side.y - tip.y);
        const len = Math.hypot(root.x - tip.x, root.y - tip.y) || 1;
        const out = { x: (root.x - tip.x) / len, y: (root.y - tip.y) / len };
        const { thumb, palm } = thumbOutline(tip, out, r);
        if (!keepClear.some((poly) => polygonsMeet(thumb, poly) || polygonsMeet(palm, poly))) return { frame: thumb, palm, nail: nailOutline(tip, out, r), tip, root, out, r };
      }
    }
  }
  return null;
}

export function planCapture(g: PageGeometry, variant: PhoneVariant, seed: string): CapturePlan {
  const rng = new Rng(`${seed}/plan`);
  const isHand = variant === 'phone-hand';
  const wMm = g.width / pxPerMm;
  const hMm = g.height / pxPerMm;

  // Tilt: 3-14 degrees on a desk; in the hand 8-18 on one axis and at most 3 on the other.
  let rx: number;
  let ry: number;
  if (isHand) {
    const strong = rng.range(8, 18) * (rng.chance(0.5) ? 1 : -1);
    const weak = rng.range(0, 3) * (rng.chance(0.5) ? 1 : -1);
    [rx, ry] = rng.chance(0.5) ? [strong, weak] : [weak, strong];
  } else {
    const tilt = rng.range(3, 14);
    const split = rng.range(0, Math.PI / 2);
    rx = tilt * Math.cos(split) * (rng.chance(0.5) ? 1 : -1);
    ry = tilt * Math.sin(split) * (rng.chance(0.5) ? 1 : -1);
  }
  const rz = rng.chance(0.3) ? rng.range(-0.6, 0.6) : rng.range(-8, 8) * (isHand ? 0.6 : 1);
  const tiltDeg = (Math.acos(Math.cos(rad(rx)) * Math.cos(rad(ry))) * 180) / Math.PI;

  // The frame, and the document's share of its width (small frames keep the document larger so its
  // text stays readable). A frame the document cannot fit at its smallest share (a passport page held
  // in a 16:9 frame) gives way to the next one.
  const frames = isHand ? hand.frames : desk.frames;
  const first = weighted(rng, frames);
  let W = 0;
  let H = 0;
  let quad: Pt[] = [];
  for (const frame of [first, ...rng.shuffle(frames.filter((x) => x !== first))]) {
    const [lo, hi] = isHand ? [0.8, 0.98] : frame.w <= 1920 ? [0.55, 0.8] : [0.35, 0.8];
    const fw = 0.72 * Math.max(frame.w, frame.h);
    let want = rng.range(lo, hi);
    for (;;) {
      let d = (fw * wMm) / (want * frame.w);
      for (let i = 0; i < 6; i++) {
        const bb = bbox(project({ wMm, hMm }, { rx, ry, rz }, d, fw));
        d *= (bb.x1 - bb.x0) / (want * frame.w);
      }
      const q = project({ wMm, hMm }, { rx, ry, rz }, d, fw);
      const bb = bbox(q);
      if (bb.y1 - bb.y0 <= frame.h * (isHand ? 0.96 : 0.9)) {
        [W, H, quad] = [frame.w, frame.h, q];
        break;
      }
      if (want <= lo) break;
      want = Math.max(lo, want * 0.95);
    }
    if (quad.length) break;
  }
  if (!quad.length) throw new Error(`${seed}: no frame holds the document`);
  let b = bbox(quad);
  const marginX = isHand ? 0 : 0.03 * W;
  const marginY = isHand ? 0.01 * H : 0.03 * H;
  const tx = marginX - b.x0 + rng.next() * Math.max(0, W - 2 * marginX - (b.x1 - b.x0));
  const ty = marginY - b.y0 + rng.next() * Math.max(0, H - 2 * marginY - (b.y1 - b.y0));
  quad = quad.map((p) => ({ x: p.x + tx, y: p.y + ty }));
  const pageCorners: Pt[] = [
    { x: 0, y: 0 },
    { x: g.width, y: 0 },
    { x: g.width, y: g.height },
    { x: 0, y: g.height },
  ];
  let h = homography(pageCorners, quad);

  // In the hand the document is sometimes cut by the frame on a side that has no scored text near it.
  let cut: CapturePlan['cut'] = null;
  if (isHand && rng.chance(0.45)) {
    const scoredPts = [...g.scored, ...g.mrz].flatMap(boxCorners).map((p) => apply(h, p));
    b = bbox(quad);
    const text = bbox(scoredPts);
    const room = { left: text.x0 - b.x0, right: b.x1 - text.x1, top: text.y0 - b.y0, bottom: b.y1 - text.y1 };
    const side = rng.pick(['left', 'right', 'top', 'bottom'] as const);
    const want = rng.range(0.008, 0.03) * (b.x1 - b.x0);
    const px = Math.min(want, room[side] - 0.02 * (b.x1 - b.x0));
    if (px > 4) {
      const shift: Pt =
        side === 'left' ? { x: -px - b.x0, y: 0 } : side === 'right' ? { x: W + px - b.x1, y: 0 } : side === 'top' ? { x: 0, y: -px - b.y0 } : { x: 0, y: H + px - b.y1 };
      quad = quad.map((p) => ({ x: p.x + shift.x, y: p.y + shift.y }));
      h = homography(pageCorners, quad);
      cut = { side, px };
    }
  }
  b = bbox(quad);

  const surface: Surface = isHand ? 'room' : rng.pick(['dark-wood', 'white-desk', 'cloth', 'black'] as const);
  const docW = b.x1 - b.x0;

  // The phone's (and hand's) shadow: a soft dark rounded block coming in from one side of the frame.
  let shadow: Shadow | null = null;
  if (!isHand && rng.chance(0.65)) {
    const side = rng.int(0, 3);
    const reach = rng.range(0.15, 0.45);
    const across = rng.range(0.25, 0.6);
    const centre = rng.range(0.2, 0.8);
    const pts: Pt[] = [];
    if (side === 0) {
      const y0 = b.y0 + (b.y1 - b.y0) * (centre - across / 2);
      const y1 = b.y0 + (b.y1 - b.y0) * (centre + across / 2);
      const x = b.x0 + docW * reach;
      pts.push({ x: -50, y: y0 - 40 }, { x: x - 30, y: y0 }, { x, y: (y0 + y1) / 2 }, { x: x - 30, y: y1 }, { x: -50, y: y1 + 40 });
    } else if (side === 1) {
      const y0 = b.y0 + (b.y1 - b.y0) * (centre - across / 2);
      const y1 = b.y0 + (b.y1 - b.y0) * (centre + across / 2);
      const x = b.x1 - docW * reach;
      pts.push({ x: W + 50, y: y0 - 40 }, { x: x + 30, y: y0 }, { x, y: (y0 + y1) / 2 }, { x: x + 30, y: y1 }, { x: W + 50, y: y1 + 40 });
    } else {
      const x0 = b.x0 + docW * (centre - across / 2);
      const x1 = b.x0 + docW * (centre + across / 2);
      const y = side === 2 ? b.y0 + (b.y1 - b.y0) * reach : b.y1 - (b.y1 - b.y0) * reach;
      const edge = side === 2 ? -50 : H + 50;
      const inset = side === 2 ? -30 : 30;
      pts.push({ x: x0 - 40, y: edge }, { x: x0, y: y + inset }, { x: (x0 + x1) / 2, y }, { x: x1, y: y + inset }, { x: x1 + 40, y: edge });
    }
    shadow = { polygon: pts, darkness: rng.range(0.16, 0.32), blur: rng.range(0.012, 0.03) * W };
  }

  const light = { angleDeg: rng.range(0, 360), amount: isHand ? rng.range(0.22, 0.38) : rng.range(0.0, 0.15) };
  let vignette = isHand ? rng.range(0.1, 0.25) : rng.range(0.15, 0.35);

  // Keep every scored text at least 55% lit: soften the side light, vignette, then shadow until it is.
  const scoredFrame = [...g.scored, ...g.mrz].flatMap((bx) => boxSamples(bx)).map((p) => apply(h, p));
  for (let i = 0; i < 30; i++) {
    const darkest = Math.min(...scoredFrame.map((p) => lightAt({ frame: { width: W, height: H }, vignette, light, shadow }, p)));
    if (darkest >= 0.55) break;
    light.amount *= 0.9;
    vignette *= 0.9;
    if (shadow) shadow.darkness *= 0.9;
  }
  // A shadow never lies over most of the MRZ.
  if (shadow && g.mrz.length) {
    const mrzPts = g.mrz.flatMap((bx) => boxSamples(bx)).map((p) => apply(h, p));
    if (mrzPts.filter((p) => inPolygon(p, (shadow as Shadow).polygon)).length / mrzPts.length >= 0.5) shadow = null;
  }

  let thumb: Thumb | null = null;
  if ((!isHand && rng.chance(0.25)) || (isHand && rng.chance(0.7))) {
    const placed = placeThumb(g, h, rng, isHand ? 'edge' : 'corner');
    if (placed) thumb = { ...placed, skin: rng.pick(skins) };
  }

  // Glare: a mild highlight on the document, where no scored text is (the photo, the emblems, bare ground).
  let glare: Glare | null = null;
  if (isHand && rng.chance(0.75)) {
    const scoredPolys = [...g.scored, ...g.mrz].map((bx) => boxCorners(bx).map((p) => apply(h, p)));
    const candidates: Pt[] = [];
    for (let j = 1; j < 8; j++) for (let i = 1; i < 10; i++) candidates.push({ x: (g.width * i) / 10, y: (g.height * j) / 8 });
    for (const c of rng.shuffle(candidates)) {
      const fc = apply(h, c);
      const want = rng.range(0.05, 0.11) * docW;
      const aspect = rng.range(0.55, 0.9);
      const clear = Math.min(...scoredPolys.map((poly) => (inPolygon(fc, poly) ? 0 : distanceToPolygon(fc, poly))));
      const rx = Math.min(want, clear * 0.95);
      if (rx < 0.035 * docW) continue;
      const cand = { cx: fc.x, cy: fc.y, rx, ry: rx * aspect, peak: rng.range(0.3, 0.55) };
      const samples = [...g.scored, ...g.mrz].flatMap((bx) => boxSamples(bx, 9, 4)).map((p) => apply(h, p));
      if (samples.some((p) => underGlare(cand, p))) continue;
      glare = cand;
      break;
    }
  }

  const warm = rng.chance(0.5);
  const cast: CapturePlan['cast'] = rng.chance(0.15)
    ? { name: 'neutral', rgb: [1, 1, 1] }
    : warm
      ? { name: 'warm', rgb: [rng.range(1.03, 1.08), 1, rng.range(0.8, 0.9)] }
      : { name: 'cool', rgb: [rng.range(0.9, 0.96), rng.range(0.98, 1.01), rng.range(1.03, 1.08)] };
  const scale = W / 2000;
  const makes = [
    { make: 'TECNO', model: 'TECNO CK7n' },
    { make: 'INFINIX', model: 'Infinix X6833B' },
    { make: 'samsung', model: 'SM-A145F' },
    { make: 'itel', model: 'itel A665L' },
    { make: 'Xiaomi', model: 'Redmi Note 12' },
  ];
  const maxTextureScale = Math.max(...[0, 1, 2, 3].map((i) => {
    const a = quad[i] as Pt;
    const c = quad[(i + 1) % 4] as Pt;
    return Math.hypot(c.x - a.x, c.y - a.y) / (i % 2 === 0 ? g.width : g.height);
  }));
  // The booklet's facing page (above the data page) must also be in front of the camera.
  if (g.material === 'booklet') {
    for (const p of [{ x: 0, y: -g.height * 1.1 }, { x: g.width, y: -g.height * 1.1 }]) if (depth(h, p) <= 0) throw new Error(`${seed}: booklet behind the camera`);
  }
  return {
    variant,
    frame: { width: W, height: H },
    quad: quad as [Pt, Pt, Pt, Pt],
    h,
    tiltDeg,
    tiltAxesDeg: [rx, ry],
    turnDeg: rz,
    share: docW / W,
    cut,
    surface,
    shadow,
    thumb,
    glare,
    light,
    vignette,
    cast,
    exposure: rng.range(0.94, 1.06),
    noise: rng.range(1.5, isHand ? 4 : 5),
    blur: rng.chance(0.7) ? rng.range(0.35, 0.9) * Math.max(1, scale) : 0,
    // Small: a steady hand's shake, a few pixels on the largest frames.
    motion: rng.chance(0.3) ? { length: W >= 2500 ? rng.int(2, 3) : rng.int(1, 2), angleDeg: rng.range(0, 180) } : null,
    quality: isHand ? rng.int(70, 85) : rng.int(60, 88),
    metadata: rng.chance(0.5) ? { kind: 'exif', ...rng.pick(makes) } : { kind: 'srgb-icc' },
    textureScale: Math.min(8, Math.max(1.5, Math.ceil(maxTextureScale * 1.15 * 4) / 4)),
  };
}
