import sharp from 'sharp';
import { rngOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The inkjet reprint: the page as a home colour inkjet prints it on plain paper, before it is
 * photographed. Each pixel's colour is split into cyan, magenta, yellow and black (the grey taken
 * out into black), each ink laid as stochastic dots of light ink (a dot where the ink's share beats a
 * seeded threshold, as an inkjet's error diffusion scatters them), cyan and magenta a pixel or two out of
 * register, the print head's passes leaving faint bands and a missing nozzle a paler streak, the
 * inks spread a little into the paper, and the whole print cut square from the sheet (its corners
 * paper, not the card's transparent rounding).
 */

/** A seeded uniform threshold for a pixel and ink (a hash, so each ink's dots fall independently). */
function threshold(seed: number, x: number, y: number, ink: number): number {
  let h = (seed ^ Math.imul(x + 1, 0x27d4eb2d) ^ Math.imul(y + 1, 0x165667b1) ^ Math.imul(ink + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export async function printInkjet(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const ink = p.inkjet;
  if (!ink) return png;
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: W, height: H } = info;
  // The page's colour over the paper (its rounded corners are paper once cut square).
  const cmyk = new Float32Array(W * H * 4);
  for (let i = 0, j = 0; i < data.length; i += 4, j += 4) {
    const a = (data[i + 3] ?? 0) / 255;
    const r = ((data[i] ?? 0) * a + 255 * (1 - a)) / 255;
    const g = ((data[i + 1] ?? 0) * a + 255 * (1 - a)) / 255;
    const b = ((data[i + 2] ?? 0) * a + 255 * (1 - a)) / 255;
    const k = 1 - Math.max(r, g, b);
    const rest = 1 - k || 1;
    cmyk[j] = (1 - r - k) / rest;
    cmyk[j + 1] = (1 - g - k) / rest;
    cmyk[j + 2] = (1 - b - k) / rest;
    cmyk[j + 3] = k;
  }
  const at = (x: number, y: number) => ((y < 0 ? 0 : y >= H ? H - 1 : y) * W + (x < 0 ? 0 : x >= W ? W - 1 : x)) * 4;
  const out = Buffer.alloc(W * H * 3);
  const [pr, pg, pb] = ink.paper;
  const rng = rngOf(ink.dotSeed);
  const jitterSeed = rng.int(1, 1e9);
  for (let y = 0; y < H; y++) {
    // The head's passes: a slow ripple of lighter and darker rows; a missing nozzle's paler streak.
    const band = 1 - ink.banding.depth * (0.5 + 0.5 * Math.sin((2 * Math.PI * y) / ink.banding.period + ink.banding.phase));
    const streak = ink.streaks.reduce((s, q) => (Math.abs(y - q.y) <= q.height / 2 ? s * (1 - q.strength) : s), 1);
    const lay = ink.density * band * streak;
    for (let x = 0; x < W; x++) {
      const c = cmyk[at(x - ink.cyanShift[0], y - ink.cyanShift[1])] ?? 0;
      const m = cmyk[at(x - ink.magentaShift[0], y - ink.magentaShift[1]) + 1] ?? 0;
      const yy = cmyk[at(x, y) + 2] ?? 0;
      const k = cmyk[at(x, y) + 3] ?? 0;
      // Dark black (text) is laid solid; lighter tones as scattered dots of light ink (steps of 0.3, as photo inkjets' light cyan and magenta).
      const dot = (v: number, n: number) => {
        if (v >= 0.7) return v;
        const step = Math.floor(v / 0.3) * 0.3;
        return step + ((v - step) / 0.3 > threshold(jitterSeed, x, y, n) ? 0.3 : 0);
      };
      const C = dot(c, 0) * lay;
      const M = dot(m, 1) * lay;
      const Y = dot(yy, 2) * lay;
      const K = dot(k, 3) * lay;
      const o = (y * W + x) * 3;
      out[o] = Math.round(pr * (1 - C) * (1 - K));
      out[o + 1] = Math.round(pg * (1 - M) * (1 - K));
      out[o + 2] = Math.round(pb * (1 - Y) * (1 - K));
    }
  }
  // The inks spread into the paper.
  return sharp(out, { raw: { width: W, height: H, channels: 3 } }).blur(ink.spread).png().toBuffer();
}
