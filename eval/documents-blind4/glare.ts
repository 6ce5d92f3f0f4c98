/**
 * Laminate glare for the `glare` capture: one or two bright ellipses (a blob, a streak) placed on the
 * card so they never touch the machine-readable zone and never wash out more than a fifth of any one
 * printed text (the check allows a quarter). Pure geometry in page pixels, shared by the camera (to
 * draw it) and the check (to prove it).
 */
import type { Rng } from './random.js';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface GlareSpot {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Degrees. */
  angle: number;
  /** Opacity of white at the centre. */
  peak: number;
}

/** Within this fraction of its radii a spot is bright enough to hide print (its opacity is above ~0.3). */
export const GLARE_STRONG = 0.85;

/** A point's radius in a spot's own frame: 1 on its edge. */
export function spotRadius(s: GlareSpot, x: number, y: number): number {
  const a = (-s.angle * Math.PI) / 180;
  const dx = x - s.cx;
  const dy = y - s.cy;
  const u = dx * Math.cos(a) - dy * Math.sin(a);
  const v = dx * Math.sin(a) + dy * Math.cos(a);
  return Math.hypot(u / s.rx, v / s.ry);
}

/** The share of a rectangle (sampled on an n x m grid) lying where some spot is within `radius`. */
export function coverage(spots: GlareSpot[], r: Rect, radius: number, n = 24, m = 8): number {
  let hit = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      const x = r.x + ((i + 0.5) / n) * r.w;
      const y = r.y + ((j + 0.5) / m) * r.h;
      if (spots.some((s) => spotRadius(s, x, y) < radius)) hit++;
    }
  }
  return hit / (n * m);
}

/**
 * Spots for a page `w` x `h` whose text boxes are `texts` and machine-readable lines `mrz`: every
 * spot stays clear of the MRZ (by its whole extent plus a margin) and covers at most 20% of any text.
 */
export function planGlare(rng: Rng, w: number, h: number, texts: Rect[], mrz: Rect[]): GlareSpot[] {
  const shape = rng.pick(['blob', 'streak', 'blob+streak'] as const);
  let best: { spots: GlareSpot[]; over: number } | null = null;
  let valid = 0;
  for (let attempt = 0; attempt < 600; attempt++) {
    const shrink = attempt < 300 ? 1 : 0.6;
    const spots: GlareSpot[] = [];
    if (shape !== 'streak') {
      const rx = rng.range(0.07, 0.14) * w * shrink;
      spots.push({ cx: rng.range(0.08, 0.92) * w, cy: rng.range(0.1, 0.85) * h, rx, ry: rx * rng.range(0.55, 0.95), angle: rng.range(-40, 40), peak: rng.range(0.93, 1) });
    }
    if (shape !== 'blob') {
      spots.push({ cx: rng.range(0.15, 0.85) * w, cy: rng.range(0.1, 0.8) * h, rx: rng.range(0.22, 0.4) * w * shrink, ry: rng.range(0.018, 0.04) * h, angle: rng.range(-35, 35), peak: rng.range(0.8, 0.92) });
    }
    const margin = 8;
    const clearOfMrz = mrz.every((m) => coverage(spots, { x: m.x - margin, y: m.y - margin, w: m.w + 2 * margin, h: m.h + 2 * margin }, 1.0, 60, 10) === 0);
    if (!clearOfMrz) continue;
    if (!texts.every((t) => coverage(spots, t, GLARE_STRONG) <= 0.2)) continue;
    // Of the first placements that keep to the limits, the one over the most print: glare on text is the test.
    const over = texts.reduce((sum, t) => sum + coverage(spots, t, 1.0, 12, 4), 0);
    if (!best || over > best.over) best = { spots, over };
    if (++valid >= 30) break;
  }
  if (!best) throw new Error('no glare placement satisfies the limits');
  return best.spots;
}

/** The spots as CSS, in page pixels scaled by `scale`. */
export function glareHtml(spots: GlareSpot[], scale: number): string {
  return spots
    .map((s) => {
      const p = s.peak;
      const g = `radial-gradient(closest-side, rgba(255,255,252,${p}) 0%, rgba(255,255,252,${(p * 0.96).toFixed(3)}) 50%, rgba(255,254,248,${(p * 0.45).toFixed(3)}) 80%, rgba(255,255,255,0) 100%)`;
      return `<div style="position:absolute;left:${(s.cx - s.rx) * scale}px;top:${(s.cy - s.ry) * scale}px;width:${2 * s.rx * scale}px;height:${2 * s.ry * scale}px;transform:rotate(${s.angle}deg);background:${g}"></div>`;
    })
    .join('');
}
