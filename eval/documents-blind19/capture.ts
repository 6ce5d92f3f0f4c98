import { drawTargetCapture, outlineOf, placePage, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import type { Point } from '../documents-blind7/capture.js';
import { rngOf, seedOf } from '../documents-blind7/random.js';
import { BUILT_ON, type Blind19Case } from './cases.js';
import { addDays } from './dates.js';
import type { Page } from './pages.js';
import { personOf } from './people.js';

/**
 * The nineteenth set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to eighteenth sets define them (so the targets can be read off this set too): `clean` (the
 * page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light, JPEG
 * 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt
 * 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: the laminate's rainbow
 * (a card's holographic overlay, or the plastic a slip was laminated in, catching a lamp at an angle:
 * iridescent bands and a pale streak across part of the page); a still from a video call (the lender's
 * video KYC: the holder holds the document up to a laptop's Full HD webcam, fingertips showing at its
 * sides, their blurred head and shoulders beside it, a dim room, cool light, webcam softness and
 * noise, low-bitrate JPEG); and the holder's own watermark (a photo editor's diagonal lines such as
 * "FOR LOAN VERIFICATION ONLY" and the date, repeated across the whole photo at 16-30 % opacity, then
 * exported again). Everything here is numbers (no browser); check.ts proves from them alone that
 * every capture keeps the page in frame, its smallest field text at least 11 px, the blur well under
 * it, the sheen's and the watermark's opacity low enough to read through, and the fingertips and the
 * holder off the page's text.
 */

export const variants = ['clean', 'phone', 'laminate-rainbow', 'webcam-call', 'owner-watermark'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'laminate-rainbow':
    "the laminate catching a lamp at an angle: iridescent rainbow bands (a period of 40-120 page px, laid over the page at 12-20 % of their colour, fading out to the patch's rim) over an elliptical patch of 35-70 % of the page's width, and a pale specular streak (at most 22-34 % white) 30-90 page px wide across it; on a desk or table, tilt 6-14°, turned up to 10°, the page 55-78 % of a 1600x1200 frame, blur σ 0.3-0.7, JPEG 78-88",
  'webcam-call':
    "a still from the lender's video KYC call: the document held up to a laptop's Full HD webcam (1920x1080), facing it (tilt 2-8°, turned up to 6°), the page 66-96 % of the frame along its limiting side (raised until its smallest field text is 11.5 px or more), fingertips showing at its two sides behind it, the holder's out-of-focus head and shoulders beside it, a dim room's wall; cool light (blue gain 1.02-1.08), lifted blacks (8-16), flat contrast (0.86-0.94), webcam softness (blur σ 0.5-1.0), noise (luma σ 3-5.5), low-bitrate JPEG 58-70",
  'owner-watermark':
    'a phone photo the holder watermarked in a photo editor before sending: a line such as "FOR LOAN VERIFICATION ONLY" with the date, 40-62 px capitals in red, blue, black or grey at 16-30 % opacity, repeated in diagonal rows (turned 18-40° either way, 150-240 px apart) across the whole photo and the page; under it a desk or table photo (tilt 3-10°, turned up to 8°, the page 55-78 % of a 1600x1200 frame, blur σ 0.3-0.8), exported at JPEG 80-90',
};

export type Background = 'scan' | 'desk' | 'table' | 'room';

/** The laminate's sheen in page px: rainbow bands over an elliptical patch, and a pale streak. */
export interface Sheen {
  /** The patch's centre and half-axes (page px) and the bands' direction and period. */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  angle: number;
  period: number;
  /** The bands' strength: how far their colour lightens the page at most (0..1). */
  strength: number;
  /** The streak: its direction, its offset from the patch's centre, its width (page px) and its whiteness at most. */
  streak: { angle: number; offset: number; width: number; strength: number };
}

/** The video call: the holder beside the document, their fingertips behind its sides. */
export interface Webcam {
  /** The holder's head (frame px): centre and radius, and on which side of the page. */
  head: { cx: number; cy: number; r: number; side: 'left' | 'right' };
  /** The fingertips' ellipses (frame px), each behind an edge of the page. */
  fingers: { cx: number; cy: number; rx: number; ry: number; turn: number }[];
  skin: string;
  shirt: string;
  wall: [string, string];
}

/** The holder's watermark: its text, its colour and opacity, its size, turn and row spacing (output px). */
export interface Watermark {
  text: string;
  color: string;
  opacity: number;
  size: number;
  turn: number;
  spacing: number;
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  sheen: Sheen | null;
  webcam: Webcam | null;
  watermark: Watermark | null;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

/** Invented lenders (no real lender's name) whose names a holder writes into a watermark. */
const LENDERS = ['KOLAPAY', 'OWOFIX CREDIT', 'ALAJO CREDIT', 'NAIRAWISE', 'GIDI CASH', 'DANSHI MFB'];

/** Every drawn number of one capture. */
export function drawCapture(c: Blind19Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind19-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  const base = { sheen: null, webcam: null, watermark: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number as the eleventh to eighteenth sets draw them (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'laminate-rainbow':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 6, 14), rz: rng.sign() * rng.range(0, 10), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.58, 0.78), dx: rng.range(-50, 50), dy: rng.range(-40, 40) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.7),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.84, 0.93) },
        light: { gain: [rng.range(0.99, 1.05), 1, rng.range(0.93, 1.0)], lift: rng.range(0, 6), contrast: rng.range(0.94, 1.02) },
        vignette: rng.range(0.06, 0.14),
        noise: { luma: rng.range(1.5, 3.2), chroma: rng.range(0.8, 1.8) },
        sharpen: rng.range(0.4, 0.7),
        quality: rng.int(78, 88),
      };
      {
        const W = page.width;
        const H = page.height;
        const rx = W * rng.range(0.175, 0.35);
        d.sheen = {
          cx: W * rng.range(0.3, 0.7),
          cy: H * rng.range(0.3, 0.7),
          rx,
          ry: rx * rng.range(0.6, 1.1),
          angle: rng.range(0, 180),
          period: rng.range(40, 120),
          strength: rng.range(0.12, 0.2),
          streak: { angle: rng.range(20, 70) * rng.sign(), offset: rng.range(-0.3, 0.3) * rx, width: rng.range(30, 90), strength: rng.range(0.22, 0.34) },
        };
      }
      break;
    case 'webcam-call':
      frame = { width: 1920, height: 1080 };
      d = {
        ...base,
        pose: { ...tiltOf(rng, 2, 8), rz: rng.sign() * rng.range(0, 6), focal: frame.width * rng.range(0.75, 0.95), fill: rng.range(0.66, 0.9), dx: 0, dy: rng.range(-20, 20) },
        background: 'room',
        blur: rng.range(0.5, 1.0),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.82, 0.92) },
        light: { gain: [rng.range(0.92, 0.98), 1, rng.range(1.02, 1.08)], lift: rng.range(8, 16), contrast: rng.range(0.86, 0.94) },
        vignette: rng.range(0.1, 0.2),
        noise: { luma: rng.range(3, 5.5), chroma: rng.range(1.5, 3) },
        sharpen: 0,
        quality: rng.int(58, 70),
      };
      break;
    case 'owner-watermark':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.58, 0.78), dx: rng.range(-50, 50), dy: rng.range(-40, 40) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.8),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.82, 0.92) },
        light: { gain: [rng.range(0.98, 1.05), 1, rng.range(0.94, 1.02)], lift: rng.range(0, 8), contrast: rng.range(0.93, 1.01) },
        vignette: rng.range(0.06, 0.16),
        noise: { luma: rng.range(1.5, 3.5), chroma: rng.range(1, 2) },
        sharpen: rng.range(0.4, 0.6),
        quality: rng.int(80, 90),
      };
      {
        const day = addDays(BUILT_ON, -rng.int(0, 20));
        const [y, m, dd] = day.split('-');
        const lender = rng.pick(LENDERS);
        const line = rng.pick([`FOR ${lender} LOAN VERIFICATION ONLY`, 'FOR LOAN VERIFICATION ONLY', `ONLY FOR ${lender} KYC`, 'NOT VALID FOR ANY OTHER USE']);
        d.watermark = {
          text: `${line} · ${dd}/${m}/${y}`,
          color: rng.pick(['#d0021b', '#1f4fd1', '#111111', '#6b6b6b']),
          opacity: rng.range(0.16, 0.3),
          size: rng.range(40, 62),
          turn: rng.sign() * rng.range(18, 40),
          spacing: rng.range(150, 240),
        };
      }
      break;
  }
  // The webcam's page: held high enough in the frame that its smallest field text stays at 11.5 px or more.
  let placed = placePage(page, frame, d.pose, margin);
  if (variant === 'webcam-call') {
    for (let k = 0; k < 10 && page.criticalPx * placed.minScale < 11.5; k++) {
      d.pose = { ...d.pose, fill: Math.min(0.96, d.pose.fill * 1.04) };
      placed = placePage(page, frame, d.pose, margin);
    }
    // The holder stands beside the page, on the side with more room; the page moves over to leave them some.
    const side = rng.pick(['left', 'right'] as const);
    const room = (frame.width - placed.fillShare.width * frame.width) / 2 - margin;
    d.pose = { ...d.pose, dx: (side === 'left' ? 1 : -1) * room * rng.range(0.5, 0.95) };
    placed = placePage(page, frame, d.pose, margin);
    const ol = outlineOf(placed.sceneQuad, page, 12);
    const xs = ol.map((q) => q[0]);
    const ys = ol.map((q) => q[1]);
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const r = rng.range(170, 240);
    const head = { cx: side === 'left' ? x0 - r * rng.range(0.05, 0.5) : x1 + r * rng.range(0.05, 0.5), cy: rng.range(0.25, 0.4) * frame.height, r, side };
    // Four fingertips behind the page's two sides (two a side), their tips out beyond its edge, never over it: the page is drawn over them.
    const mid = (y0 + y1) / 2;
    const fingers = [-1, 1].flatMap((s) => [0, 1].map((k) => ({ cx: (s < 0 ? x0 : x1) + s * rng.range(12, 30), cy: mid + (k - 0.5) * rng.range(70, 130) + rng.range(-20, 20), rx: rng.range(40, 54), ry: rng.range(24, 32), turn: rng.range(-20, 20) })));
    const look = personOf(c.person).look;
    d.webcam = { head, fingers, skin: look.skin, shirt: look.clothes, wall: rng.pick([['#5a5f66', '#2f3237'], ['#6b5d4f', '#3a3129'], ['#4f5b55', '#262c29']] as [string, string][]) };
  }
  const { pose, sceneQuad, minScale, fillShare } = placed;
  const minTextPx = page.criticalPx * minScale;
  const params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, minScale, minTextPx, fillShare, output: { ...frame } };
  // Blur at most an eighth of the smallest field text: legible by construction.
  if (params.blur > params.minTextPx / 8) params.blur = params.minTextPx / 8;
  return params;
}

/** The page's outline in the frame, sampled along its edges. */
export const outline = (p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] => outlineOf(p.sceneQuad, page, n);
