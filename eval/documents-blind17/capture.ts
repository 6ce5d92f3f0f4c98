import { drawTargetCapture, outlineOf, placePage, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import type { Point } from '../documents-blind7/capture.js';
import { rngOf, seedOf } from '../documents-blind7/random.js';
import type { Blind17Case } from './cases.js';
import type { Page } from './pages.js';

/**
 * The seventeenth set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to sixteenth sets define them (so the targets can be read off this set too): `clean` (the
 * page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light, JPEG
 * 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt
 * 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: the document dusty in
 * the harmattan (a fine film of dust over it, hundreds of specks and a few fibres lying on it, the
 * light hazy, low in contrast and warm); the document photographed under a market vendor's coloured
 * umbrella (the light through the canopy's fabric tinting everything one strong colour, a soft edge
 * of plain sunlight across part of the frame, a plastic stall table); and the document photographed
 * with a phone whose camera glass is cracked (thin bright and dark crack lines radiating from an
 * impact point across the frame, a haze along them and a faint veil of scattered light). Everything
 * here is numbers (no browser); check.ts proves from them alone that every capture keeps the page in
 * frame, its smallest field text at least 11 px, and the specks, fibres, cast, veil and cracks well
 * under what hides that text.
 */

export const variants = ['clean', 'phone', 'harmattan-dust', 'market-umbrella', 'cracked-lens'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'harmattan-dust':
    'dusty in the harmattan: a film of fine dust over the document (a 5-12 % brownish veil), 300-1200 specks (0.3-1.2 px of the page, 25-65 % dark or light) and 2-6 fibres (0.5-0.9 px wide) lying on it, on a desk or table in hazy dry-season light (contrast 0.82-0.92, blacks lifted 8-20, warm: blue × 0.82-0.9); tilt 3-10°, turned up to 10°, the page 60-80 % of the frame, JPEG 76-88',
  'market-umbrella':
    "under a market vendor's coloured umbrella: the light through the canopy tints the whole frame one colour (yellow, red, blue, green or orange; no channel below 48 % of white), a soft edge of plain sunlight (8-18 % brighter) across 0-35 % of the frame, on a plastic stall table; tilt 3-10°, turned up to 10°, the page 60-80 % of the frame, JPEG 74-86",
  'cracked-lens':
    "through a phone's cracked camera glass: 4-9 crack lines (1-2 px, a bright line 30-55 % white beside a dark one 15-30 %) radiating from an impact point at the frame's edge, 2-6 short branches, a haze 4-10 % white along each crack and a 2-6 % veil over the frame; tilt 3-9°, turned up to 8°, the page 60-80 % of the frame, blur σ 0.4-0.8, JPEG 76-88",
};

export type Background = 'scan' | 'desk' | 'table' | 'stall';

/** The harmattan's dust on the page (page px). */
export interface Dust {
  /** The film's colour and how much of it lies over the page. */
  film: { color: [number, number, number]; alpha: number };
  /** Specks: place, radius, shade (dark or light) and strength. */
  specks: { x: number; y: number; r: number; light: boolean; alpha: number }[];
  /** Fibres: a quadratic curve each, its width and strength. */
  fibres: { x0: number; y0: number; cx: number; cy: number; x1: number; y1: number; width: number; alpha: number }[];
}

/** The umbrella's light over the frame (frame px). */
export interface Umbrella {
  /** The canopy's colour name and its multiply colour. */
  canopy: string;
  color: [number, number, number];
  /** How strongly the canopy's light tints the frame (0..1): each channel's gain is 1 - strength (1 - colour/255). */
  strength: number;
  /** The sunlit side: the edge's direction (degrees), where it crosses (0..1 along that direction), its softness (px) and how much brighter the sun is. */
  sun: { angle: number; at: number; soft: number; gain: number };
}

/** A crack in the camera glass (frame px). */
export interface Crack {
  points: Point[];
  width: number;
  bright: number;
  dark: number;
  haze: number;
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  dust: Dust | null;
  umbrella: Umbrella | null;
  cracks: { impact: Point; lines: Crack[]; veil: number } | null;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

const CANOPIES: readonly { name: string; color: [number, number, number] }[] = [
  { name: 'yellow', color: [255, 214, 60] },
  { name: 'red', color: [240, 96, 84] },
  { name: 'blue', color: [96, 150, 240] },
  { name: 'green', color: [110, 210, 120] },
  { name: 'orange', color: [255, 160, 70] },
];

/** The weakest channel's gain under the canopy: no channel falls below 48 % of its light. */
export const umbrellaFloor = (u: Umbrella) => Math.min(...u.color.map((v) => 1 - u.strength * (1 - v / 255)));

/** Every drawn number of one capture. */
export function drawCapture(c: Blind17Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind17-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  const base = { dust: null, umbrella: null, cracks: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number as the eleventh to sixteenth sets draw them (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'harmattan-dust':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 10), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.6, 0.8), dx: rng.range(-50, 50), dy: rng.range(-35, 35) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.35, 0.7),
        // Hazy dry-season light: soft, warm, low in contrast.
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.86, 0.94) },
        light: { gain: [rng.range(1.02, 1.08), 1, rng.range(0.82, 0.9)], lift: rng.range(8, 20), contrast: rng.range(0.82, 0.92) },
        vignette: rng.range(0.05, 0.12),
        noise: { luma: rng.range(1.5, 3.5), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(76, 88),
      };
      break;
    case 'market-umbrella':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 10), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.6, 0.8), dx: rng.range(-50, 50), dy: rng.range(-35, 35) },
        background: 'stall',
        blur: rng.range(0.3, 0.7),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.84, 0.94) },
        // The phone's white balance pulls a little against the cast, never all the way.
        light: { gain: [rng.range(0.97, 1.03), 1, rng.range(0.97, 1.03)], lift: rng.range(0, 8), contrast: rng.range(0.92, 1.0) },
        vignette: rng.range(0.05, 0.14),
        noise: { luma: rng.range(1.5, 3.5), chroma: rng.range(1, 2.2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(74, 86),
      };
      break;
    case 'cracked-lens':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 9), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.6, 0.8), dx: rng.range(-50, 50), dy: rng.range(-35, 35) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.4, 0.8),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.82, 0.92) },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.95, 1.02)], lift: rng.range(2, 10), contrast: rng.range(0.9, 0.98) },
        vignette: rng.range(0.08, 0.18),
        noise: { luma: rng.range(1.5, 3.5), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(76, 88),
      };
      break;
  }
  const { pose, sceneQuad, minScale, fillShare } = placePage(page, frame, d.pose, margin);
  const minTextPx = page.criticalPx * minScale;

  if (variant === 'harmattan-dust') {
    const k = rng.int(300, 1200);
    d.dust = {
      film: { color: [Math.round(rng.range(170, 200)), Math.round(rng.range(140, 165)), Math.round(rng.range(100, 125))], alpha: rng.range(0.05, 0.12) },
      specks: Array.from({ length: k }, () => ({ x: rng.range(0, page.width), y: rng.range(0, page.height), r: rng.range(0.3, 1.2), light: rng.chance(0.35), alpha: rng.range(0.25, 0.65) })),
      fibres: Array.from({ length: rng.int(2, 6) }, () => {
        const x0 = rng.range(0.05, 0.95) * page.width;
        const y0 = rng.range(0.05, 0.95) * page.height;
        const len = rng.range(20, 90);
        const a = rng.range(0, Math.PI * 2);
        const x1 = x0 + Math.cos(a) * len;
        const y1 = y0 + Math.sin(a) * len;
        return { x0, y0, cx: (x0 + x1) / 2 + rng.range(-15, 15), cy: (y0 + y1) / 2 + rng.range(-15, 15), x1, y1, width: rng.range(0.5, 0.9), alpha: rng.range(0.3, 0.6) };
      }),
    };
  }
  if (variant === 'market-umbrella') {
    const canopy = rng.pick(CANOPIES);
    // As strong as the canopy allows with every channel at 48 % or more of its light.
    const weakest = Math.min(...canopy.color) / 255;
    const strength = Math.min(rng.range(0.45, 0.75), (1 - 0.48) / (1 - weakest));
    d.umbrella = { canopy: canopy.name, color: canopy.color, strength, sun: { angle: rng.range(0, 360), at: rng.range(0.65, 1.0), soft: rng.range(60, 160), gain: rng.range(1.08, 1.18) } };
  }
  if (variant === 'cracked-lens') {
    // The impact point on one of the frame's edges; the cracks run inward from it.
    const side = rng.int(0, 3);
    const t = rng.range(0.1, 0.9);
    const impact: Point = side === 0 ? [t * frame.width, 0] : side === 1 ? [frame.width, t * frame.height] : side === 2 ? [t * frame.width, frame.height] : [0, t * frame.height];
    const inward = Math.atan2(frame.height / 2 - impact[1], frame.width / 2 - impact[0]);
    const crack = (from: Point, angle: number, length: number, segments: number): Crack => {
      const points: Point[] = [from];
      let [x, y] = from;
      let a = angle;
      for (let k = 0; k < segments; k++) {
        a += rng.range(-0.35, 0.35);
        const step = length / segments;
        x += Math.cos(a) * step;
        y += Math.sin(a) * step;
        points.push([x, y]);
      }
      return { points, width: rng.range(1, 2), bright: rng.range(0.3, 0.55), dark: rng.range(0.15, 0.3), haze: rng.range(0.04, 0.1) };
    };
    const lines = Array.from({ length: rng.int(4, 9) }, () => crack(impact, inward + rng.range(-1.1, 1.1), rng.range(0.45, 1.1) * Math.hypot(frame.width, frame.height) * 0.6, rng.int(3, 8)));
    const branches = Array.from({ length: rng.int(2, 6) }, () => {
      const from = rng.pick(lines);
      const at = from.points[rng.int(1, from.points.length - 1)] ?? impact;
      return crack(at, inward + rng.range(-2, 2), rng.range(60, 260), rng.int(2, 4));
    });
    d.cracks = { impact, lines: [...lines, ...branches], veil: rng.range(0.02, 0.06) };
  }

  const params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, minScale, minTextPx, fillShare, output: { ...frame } };
  // Blur at most an eighth of the smallest field text: legible by construction.
  const t = params.minTextPx;
  if (params.blur > t / 8) params.blur = t / 8;
  return params;
}

/** The page's outline in the frame, sampled along its edges. */
export const outline = (p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] => outlineOf(p.sceneQuad, page, n);
