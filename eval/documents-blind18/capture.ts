import { drawTargetCapture, outlineOf, placePage, tiltOf, type CaptureBase, type CaptureLook } from '../blind-kit/capture-helpers.js';
import type { Point, Quad } from '../documents-blind7/capture.js';
import { rngOf, seedOf } from '../documents-blind7/random.js';
import { BUILT_ON, type Blind18Case } from './cases.js';
import { addDays } from './dates.js';
import type { Page } from './pages.js';
import { personOf } from './people.js';

/**
 * The eighteenth set's captures. Two are the project's target captures, defined exactly as the
 * eleventh to seventeenth sets define them (so the targets can be read off this set too): `clean` (the
 * page as a lender's app sends a straight, well-lit crop: no perspective, no blur, even light, JPEG
 * 90-95, 1200-1600 px wide) and `phone` (on a desk or table at 55-80 % of a 1600 × 1200 frame, tilt
 * 4-12°, turned 2-5°, uneven light, blur σ ≤ 1.2, JPEG 70-85). Three are new: the photo as a budget
 * Android phone's camera app delivers it at its defaults (the maker's "shot on" watermark and a date
 * and time stamp burnt into the frame's bottom corners, off the page, after the "AI" mode's boosted
 * colour and local contrast); the document photographed from across a table at 1.3-2.6 × digital zoom
 * (a small crop of the sensor enlarged to 1600 × 1200: soft, blotchy noise, sharpening halos, almost
 * no keystone); and the document lying beside the holder's bank debit card on a desk or table (a
 * second card with its own name, 16-19 digit number and expiry, cut by the frame's edge, never
 * touching the document). Everything here is numbers (no browser); check.ts proves from them alone
 * that every capture keeps the page in frame, its smallest field text at least 11 px (and at least 11
 * px on the sensor before any zoom), the stamps and the bank card off the page, and the colour, local
 * contrast, zoom and sharpening inside their ranges.
 */

export const variants = ['clean', 'phone', 'camera-stamps', 'digital-zoom', 'beside-bank-card'] as const;
export type Variant = (typeof variants)[number];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the page itself, straight and evenly lit, as an app sends a crop or scan: no perspective, no blur, 1200-1600 px wide, JPEG 90-95',
  phone: 'a typical phone photo on a desk or table: the page 55-80 % of a 1600x1200 frame, tilt 4-12°, turned 2-5°, uneven light, blur σ 0.4-1.2, JPEG 70-85',
  'camera-stamps':
    "a budget Android phone's camera at its defaults: the maker's \"shot on\" watermark (a lens ring, the model, 28-38 px white) in one bottom corner and an orange date and time stamp (30-38 px) in the other, both off the page; the AI mode's colour (saturation × 1.2-1.45) and local contrast (20-40 % of detail over σ 25-55 px), oversharpened; on a desk or table, tilt 3-10°, turned up to 8°, the page 50-74 % of the frame (drawn higher and smaller until it clears both stamps), JPEG 80-90",
  'digital-zoom':
    'from across a table at digital zoom: the factor drawn 1.5-2.6 and lowered (never below 1.3) until the smallest field text is at least 11.5 px on the sensor; the crop (615-1230 px wide, the page 58-80 % of it) enlarged to 1600x1200 (bicubic), so its sensor noise (luma σ 2.5-4.5) and blur (σ 0.3-0.6) are enlarged too, then sharpened hard (σ 1.0-1.6, halos); almost no keystone (focal 2.4-3.6 × the frame width), tilt 6-14°, turned up to 8°, JPEG 76-88',
  'beside-bank-card':
    "lying beside the holder's bank debit card on a desk or table: an ID-1 card (85.6 × 54 mm at the document's scale) 4-25 mm from the document, turned 3-15° against it, with its own bank name, chip, 16 or 19 digit number, VALID THRU month and year and the holder's name in capitals; the card often cut by the frame's edge, never over the document; tilt 3-10°, turned up to 8°, the page 40-66 % of the frame (made smaller, and the card moved nearer, until the card's middle is 80 px inside the frame), JPEG 78-88",
};

export type Background = 'scan' | 'desk' | 'table';

/** The camera app's stamps (frame px): the maker's watermark and the date and time, each in a bottom corner. */
export interface Stamps {
  /** The watermark's lines (the model, then its camera line) and which corner it takes. */
  brand: { lines: [string, string]; corner: 'left' | 'right'; size: number };
  /** The date and time as the app prints them (orange). */
  date: { text: string; size: number };
  /** The boxes the two stamps fill (frame px), which the page never touches. */
  boxes: { x0: number; y0: number; x1: number; y1: number }[];
}

/** The AI mode's processing: saturation, local contrast (the detail over a wide blur, amplified). */
export interface AiLook {
  saturation: number;
  local: { sigma: number; amount: number };
}

/** The digital zoom: the factor, the sensor crop (the scene's frame) and the delivered size. */
export interface Zoom {
  factor: number;
  /** The smallest field text on the sensor, before the crop is enlarged (px). */
  sensorTextPx: number;
  /** The sharpening after the enlargement (σ, output px). */
  halo: number;
}

/** The bank card beside the document: its corners in the frame and what it prints. */
export interface BankCard {
  side: 'left' | 'right' | 'top' | 'bottom';
  /** Gap to the document and turn against it. */
  gapMm: number;
  turn: number;
  /** The card's corners in the frame (tl, tr, br, bl); some may lie outside it. */
  quad: Quad;
  bank: string;
  scheme: 'Verve' | 'Mastercard' | 'Visa';
  colors: [string, string];
  number: string;
  validThru: string;
  holder: string;
  /** The share of the card's corners inside the frame (0..4 of them). */
  cornersIn: number;
}

export interface CaptureParams extends CaptureBase<Variant>, CaptureLook {
  background: Background;
  stamps: Stamps | null;
  ai: AiLook | null;
  zoom: Zoom | null;
  bankCard: BankCard | null;
}

type Drawn = Omit<CaptureParams, 'caseId' | 'variant' | 'seed' | 'frame' | 'sceneQuad' | 'minScale' | 'minTextPx' | 'output' | 'fillShare'>;

const BRANDS: readonly [string, string][] = [
  ['TECNO SPARK 20C', 'AI CAMERA'],
  ['TECNO CAMON 30', 'AI PORTRAIT CAMERA'],
  ['Shot on Infinix HOT 40i', 'AI DUAL CAMERA'],
  ['Infinix SMART 8', 'AI CAMERA'],
  ['itel A70', 'AI DUAL CAMERA'],
  ['itel P55', 'AI CAMERA'],
];

/** Invented banks (no real bank's name): a microfinance bank and a few commercial ones. */
const BANKS: readonly { name: string; colors: [string, string] }[] = [
  { name: 'HARMONY MFB', colors: ['#0d5c3a', '#2fa36b'] },
  { name: 'ORIGIN TRUST BANK', colors: ['#10264f', '#2d5bb0'] },
  { name: 'KOLA MICROFINANCE BANK', colors: ['#6a1020', '#c2403f'] },
  { name: 'SAVANNA BANK', colors: ['#6b4a10', '#d19a2a'] },
  { name: 'RIVERGATE BANK', colors: ['#3a1457', '#7d46b4'] },
];

/** A box in the frame and a page outline meet (the outline's points inside the box grown by `gap`, or the box's corners inside the outline's bounding box). */
export function outlineMeetsBox(points: readonly Point[], b: { x0: number; y0: number; x1: number; y1: number }, gap: number): boolean {
  const xs = points.map((q) => q[0]);
  const ys = points.map((q) => q[1]);
  const [px0, px1, py0, py1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return px0 < b.x1 + gap && px1 > b.x0 - gap && py0 < b.y1 + gap && py1 > b.y0 - gap;
}

/** Every drawn number of one capture. */
export function drawCapture(c: Blind18Case, page: Page, variant: Variant): CaptureParams {
  const seed = seedOf('blind18-capture', c.id, variant);
  const rng = rngOf(seed);
  let frame = { width: 1600, height: 1200 };
  // What the zoom delivers (every other capture delivers its frame).
  const output = { width: 1600, height: 1200 };
  const base = { stamps: null, ai: null, zoom: null, bankCard: null, blur: 0, vignette: 0, sharpen: 0, gradient: { angle: 0, from: 1, to: 1 } } satisfies Partial<Drawn>;
  let d: Drawn;
  let margin = 30;
  // Where the page may not go (the stamps' boxes), and how the page is pushed off them.
  let keepOff: { x0: number; y0: number; x1: number; y1: number }[] = [];
  switch (variant) {
    case 'clean':
    case 'phone':
      // The project's target captures, number for number as the eleventh to seventeenth sets draw them (eval/blind-kit/capture-helpers.ts).
      ({ frame, margin, drawn: d } = drawTargetCapture(variant, page, rng, base, frame));
      break;
    case 'camera-stamps':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 3, 10), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(1.0, 1.3), fill: rng.range(0.58, 0.74), dx: rng.range(-50, 50), dy: rng.range(-40, 0) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.6),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.05), to: rng.range(0.86, 0.94) },
        light: { gain: [rng.range(0.98, 1.04), 1, rng.range(0.96, 1.02)], lift: rng.range(0, 6), contrast: rng.range(0.95, 1.02) },
        vignette: rng.range(0.04, 0.1),
        noise: { luma: rng.range(1.5, 3), chroma: rng.range(0.8, 1.6) },
        sharpen: rng.range(0.6, 0.9),
        quality: rng.int(80, 90),
        ai: { saturation: rng.range(1.2, 1.45), local: { sigma: rng.range(25, 55), amount: rng.range(0.2, 0.4) } },
      };
      {
        const corner = rng.pick(['left', 'right'] as const);
        const lines = rng.pick(BRANDS);
        const size = rng.range(28, 38);
        const day = addDays(BUILT_ON, -rng.int(1, 25));
        const [y, m, dd] = day.split('-');
        const time = `${String(rng.int(7, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
        const dateText = rng.chance(0.5) ? `${y}/${m}/${dd} ${time}` : `${dd}/${m}/${y} ${time}`;
        const dateSize = rng.range(30, 38);
        const W = frame.width;
        const H = frame.height;
        // Generous boxes: the ring (1.7 em) and the longer line at 0.62 em a letter; the date at 0.62 em a figure.
        const brandW = size * 1.7 + 14 + Math.max(lines[0].length * 0.62 * size, lines[1].length * 0.62 * size * 0.5 + lines[1].length * 2);
        const brandH = size * 1.85;
        const dateW = dateText.length * 0.62 * dateSize;
        const brandBox = corner === 'left' ? { x0: 26, y0: H - 24 - brandH, x1: 26 + brandW, y1: H - 24 } : { x0: W - 26 - brandW, y0: H - 24 - brandH, x1: W - 26, y1: H - 24 };
        const dateBox = corner === 'left' ? { x0: W - 28 - dateW, y0: H - 28 - dateSize * 1.2, x1: W - 28, y1: H - 28 } : { x0: 28, y0: H - 28 - dateSize * 1.2, x1: 28 + dateW, y1: H - 28 };
        d.stamps = { brand: { lines, corner, size }, date: { text: dateText, size: dateSize }, boxes: [brandBox, dateBox] };
        keepOff = d.stamps.boxes;
      }
      break;
    case 'digital-zoom':
      d = {
        ...base,
        pose: { ...tiltOf(rng, 6, 14), rz: rng.sign() * rng.range(0, 8), focal: frame.width * rng.range(2.4, 3.6), fill: rng.range(0.62, 0.8), dx: rng.range(-40, 40), dy: rng.range(-30, 30) },
        background: rng.pick(['desk', 'table'] as const),
        blur: rng.range(0.3, 0.6),
        gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.84, 0.94) },
        light: { gain: [rng.range(0.98, 1.05), 1, rng.range(0.94, 1.02)], lift: rng.range(2, 10), contrast: rng.range(0.92, 1.0) },
        vignette: rng.range(0.04, 0.1),
        noise: { luma: rng.range(2.5, 4.5), chroma: rng.range(1.2, 2.4) },
        sharpen: 0,
        quality: rng.int(76, 88),
        zoom: { factor: rng.range(1.5, 2.6), sensorTextPx: 0, halo: rng.range(1.0, 1.6) },
      };
      break;
    case 'beside-bank-card':
      {
        const side = rng.pick(['left', 'right', 'right', 'left', 'top', 'bottom'] as const);
        const push = rng.range(60, 160);
        d = {
          ...base,
          pose: {
            ...tiltOf(rng, 3, 10),
            rz: rng.sign() * rng.range(0, 8),
            focal: frame.width * rng.range(1.0, 1.3),
            fill: rng.range(0.5, 0.66),
            dx: side === 'right' ? -push : side === 'left' ? push : rng.range(-40, 40),
            dy: side === 'bottom' ? -push * 0.7 : side === 'top' ? push * 0.7 : rng.range(-30, 30),
          },
          background: rng.pick(['desk', 'table'] as const),
          blur: rng.range(0.35, 0.8),
          gradient: { angle: rng.range(0, 360), from: rng.range(1.0, 1.06), to: rng.range(0.8, 0.92) },
          light: { gain: [rng.range(0.98, 1.05), 1, rng.range(0.94, 1.02)], lift: rng.range(0, 8), contrast: rng.range(0.93, 1.01) },
          vignette: rng.range(0.08, 0.18),
          noise: { luma: rng.range(1.5, 3.5), chroma: rng.range(1, 2) },
          sharpen: rng.range(0.4, 0.6),
          quality: rng.int(78, 88),
        };
        const bank = rng.pick(BANKS);
        const scheme = rng.pick(['Verve', 'Mastercard', 'Visa'] as const);
        const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
        const raw = scheme === 'Verve' ? `${rng.pick(['5061', '5078', '6500'])}${digits(15)}` : scheme === 'Mastercard' ? `${rng.pick(['5399', '5199', '5204'])}${digits(12)}` : `4${digits(15)}`;
        const number = raw.replace(/(\d{4})(?=\d)/g, '$1 ');
        const validThru = `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(27, 30)}`;
        const person = personOf(c.person);
        const given = person.givenNames.split(' ');
        const holder = rng.chance(0.5) ? `${given[0] ?? ''} ${person.surname}` : `${person.surname} ${given.map((g) => g[0] ?? '').join(' ')}`;
        d.bankCard = { side, gapMm: rng.range(4, 25), turn: rng.sign() * rng.range(3, 15), quad: [[0, 0], [0, 0], [0, 0], [0, 0]], bank: bank.name, scheme, colors: bank.colors, number, validThru, holder, cornersIn: 0 };
      }
      break;
  }
  let placed = placePage(page, frame, d.pose, margin);
  if (keepOff.length) {
    // The stamps sit in the frame's bottom corners: the page is drawn again, each time a little higher and smaller, until it touches neither.
    for (let k = 0; k < 12 && keepOff.some((b) => outlineMeetsBox(outlineOf(placed.sceneQuad, page), b, 10)); k++) {
      d.pose = { ...d.pose, dy: d.pose.dy - 20, fill: d.pose.fill * 0.97 };
      placed = placePage(page, frame, d.pose, margin);
    }
  }
  if (d.zoom) {
    // The crop the zoom enlarges: as large a factor as keeps the smallest field text at 11.5 px or more on the sensor.
    const full = page.criticalPx * placed.minScale;
    d.zoom.factor = Math.min(d.zoom.factor, full / 11.5);
    frame = { width: Math.round(output.width / d.zoom.factor), height: Math.round(output.height / d.zoom.factor) };
    margin = 30 / d.zoom.factor;
    placed = placePage(page, frame, { ...d.pose, focal: d.pose.focal / d.zoom.factor, dx: d.pose.dx / d.zoom.factor, dy: d.pose.dy / d.zoom.factor }, margin);
    d.zoom.sensorTextPx = page.criticalPx * placed.minScale;
  }
  if (d.bankCard) {
    // The card lies in the document's plane, beside it: its corners in page px, then through the page's map into the frame; where its middle would leave the frame, the page is drawn again a little smaller.
    const k = d.bankCard;
    const mm = page.width / page.widthMm;
    const [cw, ch] = [85.6 * mm, 53.98 * mm];
    const a = (k.turn * Math.PI) / 180;
    const halfX = (cw * Math.abs(Math.cos(a)) + ch * Math.abs(Math.sin(a))) / 2;
    const halfY = (cw * Math.abs(Math.sin(a)) + ch * Math.abs(Math.cos(a))) / 2;
    const along = rng.range(0.25, 0.75);
    const middleOf = (gapMm: number): Point => {
      const gap = gapMm * mm;
      return k.side === 'right' ? [page.width + gap + halfX, along * page.height] : k.side === 'left' ? [-gap - halfX, along * page.height] : k.side === 'bottom' ? [along * page.width, page.height + gap + halfY] : [along * page.width, -gap - halfY];
    };
    const inFrame = ([x, y]: Point) => x >= 0 && y >= 0 && x <= frame.width && y <= frame.height;
    // Its middle at least 80 px inside the frame, so that a good part of it shows.
    const shows = ([x, y]: Point) => x >= 80 && y >= 80 && x <= frame.width - 80 && y <= frame.height - 80;
    for (let n = 0; n < 24 && !shows(placed.map(...middleOf(k.gapMm))); n++) {
      // Moved nearer the document first (to 4-8 mm), then the page drawn a little smaller.
      if (k.gapMm > 8) k.gapMm = 4 + (k.gapMm - 4) * 0.2;
      else {
        d.pose = { ...d.pose, fill: d.pose.fill * 0.96 };
        placed = placePage(page, frame, d.pose, margin);
      }
    }
    const [cx, cy] = middleOf(k.gapMm);
    const corner = (u: number, v: number): Point => [cx + u * Math.cos(a) - v * Math.sin(a), cy + u * Math.sin(a) + v * Math.cos(a)];
    const onPage = [corner(-cw / 2, -ch / 2), corner(cw / 2, -ch / 2), corner(cw / 2, ch / 2), corner(-cw / 2, ch / 2)];
    k.quad = onPage.map(([x, y]) => placed.map(x, y)) as Quad;
    k.cornersIn = k.quad.filter(inFrame).length;
  }
  const { pose, sceneQuad, minScale, fillShare } = placed;
  const minTextPx = page.criticalPx * minScale * (output.width / frame.width);

  const params: CaptureParams = { caseId: c.id, variant, seed, frame, ...d, pose, sceneQuad, minScale, minTextPx, fillShare, output: d.zoom ? output : { ...frame } };
  // Blur at most an eighth of the smallest field text where it is applied (the sensor's, for the zoom): legible by construction.
  const t = params.zoom ? params.zoom.sensorTextPx : params.minTextPx;
  if (params.blur > t / 8) params.blur = t / 8;
  return params;
}

/** The page's outline in the frame, sampled along its edges. */
export const outline = (p: CaptureParams, page: { width: number; height: number }, n = 12): Point[] => outlineOf(p.sceneQuad, page, n);
