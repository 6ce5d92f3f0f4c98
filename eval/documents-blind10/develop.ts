import sharp from 'sharp';
import { finishJpeg, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene: defocus (a disc kernel, the out-of-focus blur of a real
 * lens, not a Gaussian), light and colour, flicker bands (a per-row gain with a faint chroma swing),
 * sensor noise, a black-and-white copy's loss of colour, sharpening and JPEG.
 */

/** A normalised disc of radius `r` px, its rim antialiased by supersampling. */
export function discKernel(r: number): { width: number; height: number; kernel: number[] } {
  const half = Math.ceil(r);
  const size = 2 * half + 1;
  const k = new Array<number>(size * size).fill(0);
  const sub = 6;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let hits = 0;
      for (let sy = 0; sy < sub; sy++)
        for (let sx = 0; sx < sub; sx++) {
          const dx = x - half + (sx + 0.5) / sub - 0.5;
          const dy = y - half + (sy + 0.5) / sub - 0.5;
          if (dx * dx + dy * dy <= r * r) hits++;
        }
      k[y * size + x] = hits / (sub * sub);
    }
  const sum = k.reduce((a, b) => a + b, 0);
  return { width: size, height: size, kernel: k.map((v) => v / sum) };
}

export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data: Buffer = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.disc && p.disc.radius >= 0.5) data = await sharp(data, { raw }).convolve(discKernel(p.disc.radius)).raw().toBuffer();
  // Normal samples from a seeded table walked by a seeded xorshift: the same noise every run, cheaply.
  const normal = noiseOf(seedOf('blind10-develop', p.seed), seedOf('blind10-noise', p.seed));
  const [gr, gg, gb] = p.light.gain;
  const { lift, contrast } = p.light;
  const b = p.bands;
  for (let y = 0; y < height; y++) {
    // A flickering light: each sensor row exposed at another moment of the light's cycle.
    const wave = b ? Math.sin((2 * Math.PI * y) / b.period + b.phase) : 0;
    const row = b ? 1 - b.depth * (0.5 + 0.5 * wave) : 1;
    const swing = b ? b.swing * wave : 0;
    const kr = gr * row * (1 + swing);
    const kg = gg * row * (1 - swing);
    const kb = gb * row * (1 + swing);
    for (let i = y * width * 3, end = (y + 1) * width * 3; i < end; i += 3) {
      const n = normal() * p.noise.luma;
      let r = (((data[i] ?? 0) / 255 - 0.5) * contrast + 0.5) * 255 * kr + lift + n + normal() * p.noise.chroma;
      let g = (((data[i + 1] ?? 0) / 255 - 0.5) * contrast + 0.5) * 255 * kg + lift + n + normal() * p.noise.chroma;
      let bl = (((data[i + 2] ?? 0) / 255 - 0.5) * contrast + 0.5) * 255 * kb + lift + n + normal() * p.noise.chroma;
      if (p.grey) {
        const v = 0.299 * r + 0.587 * g + 0.114 * bl;
        r = v;
        g = v;
        bl = v;
      }
      data[i] = r < 0 ? 0 : r > 255 ? 255 : r;
      data[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
      data[i + 2] = bl < 0 ? 0 : bl > 255 ? 255 : bl;
    }
  }
  return finishJpeg(data, raw, p.sharpen, p.quality, '4:2:0');
}
