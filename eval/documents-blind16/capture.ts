import { drawTargetCapture, outlineOf, placePage, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import type { Point, Pose } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { Blind16Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The sixteenth set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to fifteenth sets define them (so the targets can be read off this set too): `clean` (the
 * page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light, JPEG
 * 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt
 * 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: the document photographed
 * lying on an open newspaper (columns of real-size newsprint round it, headlines, dates and figures
 * that are not the document's, the page turned on it); the document wet, drops of water standing on
 * it after rain or a wiped table (each drop a small lens that magnifies what is under it, with a dark
 * rim and a bright highlight); and the document torn across and mended with clear tape (the two
 * halves a pixel or two out of line along a jagged tear, the tape's yellowed strip with its sheen,
 * edges and trapped bubbles over it). Everything here is numbers (no browser); check.ts proves from
 * them alone that every capture keeps the page in frame, its smallest field text at least 11 px, and
 * blur, the drops' lensing and the tear's offset well under what hides that text.
 */

export const variants = ['clean', 'phone', 'on-newspaper', 'rain-drops', 'taped-tear'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'on-newspaper':
    'lying on an open newspaper: real-size newsprint (body 2.6-3.4 mm, three to six columns, headlines, datelines and figures) all round the page, the newspaper turned 0-25° under it; the page 50-72 % of a 1600x1200 frame (drawn again until its smallest text is at least 12 px), tilt 3-10°, turned up to 15°, JPEG 76-88',
  'rain-drops':
    'wet: 10-26 drops of water standing on the document (2-5 mm across each, 8-22 % magnification, a rim 10-22 % darker, a highlight 50-85 % white), photographed on a desk or table; tilt 3-9°, turned up to 8°, the page 62-82 % of the frame, JPEG 76-88',
  'taped-tear':
    'torn across and mended with clear tape: a jagged tear (1.5-4 px jags) from edge to edge within 30° of square to the long side, one half 0.8-2.2 px out of line, a gap of 1-2.5 px (paper fibres on paper, a dark crack on a card), clear tape 12-18 mm wide along it (yellowed, a sheen 8-20 % white, edges, 2-6 bubbles); tilt 3-9°, JPEG 76-88',
};

export type Background = 'scan' | 'desk' | 'table' | 'newspaper';

/** The newspaper under the page (frame px): its type at the page's own scale, its columns and how it is turned. */
export interface Newspaper {
  /** Seeds the stories, headlines and figures. */
  textSeed: number;
  /** Body type size (frame px): 2.6-3.4 mm at the page's scale. */
  bodyPx: number;
  /** Headline size (frame px). */
  headlinePx: number;
  columns: number;
  /** The newspaper turned under the page (degrees). */
  angle: number;
  /** Newsprint's colour and its ink's. */
  paper: string;
  ink: string;
}

/** A drop of water on the page (page px): a small lens. */
export interface Drop {
  x: number;
  y: number;
  /** Radius (page px). */
  r: number;
  /** How much it magnifies what lies under it. */
  magnify: number;
  /** How much darker its rim is. */
  rim: number;
  /** Its highlight's strength (a share of white). */
  highlight: number;
  /** Where the highlight sits, as an angle from the centre (radians). */
  lightAngle: number;
}

/** The tear and the tape over it (page px). */
export interface Tear {
  /** `across`: the tear runs from the top edge to the bottom (across the long side); `along` from the left edge to the right. */
  direction: 'across' | 'along';
  /** The tear's line: at t (0 at one edge, 1 at the other) it lies at `start + (end - start) t` across, plus its jags. */
  start: number;
  end: number;
  /** The jags: a sum of waves (amplitude px, period px, phase) plus a seeded fine roughness of `rough` px. */
  waves: { amplitude: number; period: number; phase: number }[];
  rough: number;
  roughSeed: number;
  /** The second half's offset (page px). */
  shift: [number, number];
  /** The gap between the halves (page px). */
  gap: number;
  /** What shows in the gap: paper fibres (a slip, a data page) or a dark crack (a card). */
  gapColor: [number, number, number];
  tape: {
    /** Width (page px): 12-18 mm at the page's scale. */
    width: number;
    /** The tape's centre line's offset from the tear's straight line (page px). */
    offset: number;
    /** Yellowing: each channel multiplied. */
    tint: [number, number, number];
    /** A sheen along the tape: strength, where across it (-0.5 to 0.5 of its width) and how wide. */
    sheen: { strength: number; at: number; width: number };
    /** The tape's edges, this much darker. */
    edge: number;
    bubbles: { t: number; across: number; rx: number; ry: number }[];
  };
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  newspaper: Newspaper | null;
  drops: Drop[] | null;
  tear: Tear | null;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

/** Page pixels per millimetre. */
const pxPerMm = (page: Page) => page.width / page.widthMm;

/**
 * The newspaper photo's pose: the page 50-72 % of the frame, turned up to 15°, drawn again (up to
 * eight times, from the same seeded stream) until its smallest text is at least 12 px; a tall
 * printout needs the larger fills.
 */
function newspaperPose(page: Page, frame: { width: number; height: number }, rng: Rng): Pose {
  let pose: Pose | null = null;
  for (let k = 0; k < 8; k++) {
    pose = { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 15), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.5, 0.72), dx: rng.range(-60, 60), dy: rng.range(-40, 40) };
    const { minScale } = placePage(page, frame, pose, 30);
    if (page.criticalPx * minScale >= 12) break;
  }
  return pose as Pose;
}

/** Every drawn number of one capture. */
export function drawCapture(c: Blind16Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind16-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  const base = { newspaper: null, drops: null, tear: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number as the eleventh to fifteenth sets draw them (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'on-newspaper':
      d = {
        ...base,
        pose: newspaperPose(page, frame, rng),
        background: 'newspaper',
        blur: rng.range(0.3, 0.7),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.8, 0.9) },
        light: { gain: [rng.range(0.99, 1.05), 1, rng.range(0.93, 1.0)], lift: rng.range(0, 6), contrast: rng.range(0.94, 1.0) },
        vignette: rng.range(0.06, 0.16),
        noise: { luma: rng.range(1.5, 3.5), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(76, 88),
      };
      break;
    case 'rain-drops':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 9), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.62, 0.82), dx: rng.range(-45, 45), dy: rng.range(-30, 30) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.6),
        // Daylight after rain: even, a little cool.
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.84, 0.93) },
        light: { gain: [rng.range(0.95, 1.0), 1, rng.range(1.0, 1.06)], lift: rng.range(0, 6), contrast: rng.range(0.94, 1.0) },
        vignette: rng.range(0.06, 0.14),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(76, 88),
      };
      break;
    case 'taped-tear':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 9), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.62, 0.82), dx: rng.range(-45, 45), dy: rng.range(-30, 30) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.6),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.8, 0.9) },
        light: { gain: [rng.range(0.99, 1.05), 1, rng.range(0.94, 1.0)], lift: rng.range(0, 6), contrast: rng.range(0.94, 1.0) },
        vignette: rng.range(0.06, 0.16),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(76, 88),
      };
      break;
  }
  const { pose, sceneQuad, minScale, fillShare } = placePage(page, frame, d.pose, margin);
  const minTextPx = page.criticalPx * minScale;
  const mm = pxPerMm(page);

  if (variant === 'on-newspaper') {
    // Newsprint at the page's own scale: a millimetre of the newspaper is as many frame pixels as a millimetre of the page.
    const top = Math.hypot(sceneQuad[1][0] - sceneQuad[0][0], sceneQuad[1][1] - sceneQuad[0][1]);
    const frameMm = top / page.widthMm;
    const bodyPx = frameMm * rng.range(2.6, 3.4);
    d.newspaper = {
      textSeed: rng.int(1, 1e9),
      bodyPx,
      headlinePx: bodyPx * rng.range(2.4, 3.4),
      columns: rng.int(3, 6),
      angle: rng.sign() * rng.range(0, 25),
      paper: rng.pick(['#e9e5d8', '#ece7d6', '#e4e1d6', '#efeadc']),
      ink: rng.pick(['#262626', '#2e2c2a', '#1f2124']),
    };
  }
  if (variant === 'rain-drops') {
    d.drops = Array.from({ length: rng.int(10, 26) }, () => ({
      x: rng.range(0.03, 0.97) * page.width,
      y: rng.range(0.03, 0.97) * page.height,
      r: (mm * rng.range(2, 5)) / 2,
      magnify: rng.range(1.08, 1.22),
      rim: rng.range(0.1, 0.22),
      highlight: rng.range(0.5, 0.85),
      lightAngle: rng.range(-2.6, -0.6),
    }));
  }
  if (variant === 'taped-tear') {
    // Across the long side (a slip torn in two the short way) most often, along it sometimes.
    const across = page.width >= page.height ? rng.chance(0.75) : !rng.chance(0.75);
    const span = across ? page.width : page.height;
    const long = across ? page.height : page.width;
    const start = rng.range(0.3, 0.7) * span;
    // Within 30° of square to the edge it starts from.
    const slant = Math.tan((rng.range(-30, 30) * Math.PI) / 180) * long;
    const end = Math.max(0.12 * span, Math.min(0.88 * span, start + slant));
    d.tear = {
      direction: across ? 'across' : 'along',
      start,
      end,
      waves: Array.from({ length: 3 }, (_, k) => ({ amplitude: rng.range(1.5, 4) / (k + 1), period: rng.range(18, 60) * (k + 1), phase: rng.range(0, Math.PI * 2) })),
      rough: rng.range(0.4, 1.2),
      roughSeed: rng.int(1, 1e9),
      shift: [rng.sign() * rng.range(0.5, 1.5), rng.sign() * rng.range(0.6, 1.6)],
      gap: rng.range(1, 2.5),
      gapColor: page.paper ? [Math.round(rng.range(238, 248)), Math.round(rng.range(236, 246)), Math.round(rng.range(228, 240))] : [Math.round(rng.range(40, 70)), Math.round(rng.range(40, 70)), Math.round(rng.range(40, 70))],
      tape: {
        width: mm * rng.range(12, 18),
        offset: rng.range(-0.15, 0.15) * mm * 12,
        tint: [rng.range(0.98, 1.0), rng.range(0.96, 0.99), rng.range(0.86, 0.93)],
        sheen: { strength: rng.range(0.08, 0.2), at: rng.range(-0.3, 0.3), width: rng.range(0.08, 0.2) },
        edge: rng.range(0.06, 0.14),
        bubbles: Array.from({ length: rng.int(2, 6) }, () => ({ t: rng.range(0.05, 0.95), across: rng.range(-0.4, 0.4), rx: rng.range(3, 10), ry: rng.range(2, 6) })),
      },
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

/** The tear's offset across at t (0..1 along it), page px: its straight line plus its jags (the fine roughness is a seeded hash per pixel row, read by damage.ts). */
export function tearLine(tear: Tear, t: number, length: number): number {
  const u = t * length;
  return tear.start + (tear.end - tear.start) * t + tear.waves.reduce((s, w) => s + w.amplitude * Math.sin((2 * Math.PI * u) / w.period + w.phase), 0);
}

/** The largest the tear's jags can reach from its straight line (page px). */
export const tearReach = (tear: Tear) => tear.waves.reduce((s, w) => s + w.amplitude, 0) + tear.rough;
