import sharp from 'sharp';
import { encodeChain, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene: a shaken hand's motion blur (a line kernel), exposure
 * and colour, vignette-free sensor noise, noise reduction's smear (median, then a slight blur),
 * sharpening and JPEG. A chat screenshot's second JPEG is `encodeScreen`.
 */

/** A normalised line kernel `length` px long at `angle` degrees, antialiased by supersampling. */
export function lineKernel(length: number, angle: number): { width: number; height: number; kernel: number[] } {
  const half = Math.ceil(length / 2);
  const size = 2 * half + 1;
  const k = new Array<number>(size * size).fill(0);
  const dx = Math.cos((angle * Math.PI) / 180);
  const dy = Math.sin((angle * Math.PI) / 180);
  const steps = 64;
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps - 0.5) * length;
    const x = half + t * dx;
    const y = half + t * dy;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    for (const [xx, yy, w] of [
      [x0, y0, (1 - fx) * (1 - fy)],
      [x0 + 1, y0, fx * (1 - fy)],
      [x0, y0 + 1, (1 - fx) * fy],
      [x0 + 1, y0 + 1, fx * fy],
    ] as const)
      if (xx >= 0 && yy >= 0 && xx < size && yy < size) k[yy * size + xx] = (k[yy * size + xx] ?? 0) + w;
  }
  const sum = k.reduce((a, b) => a + b, 0);
  return { width: size, height: size, kernel: k.map((v) => v / sum) };
}

export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data: Buffer = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.motion && p.motion.length >= 1) data = await sharp(data, { raw }).convolve(lineKernel(p.motion.length, p.motion.angle)).raw().toBuffer();
  // Normal samples from a seeded table walked by a seeded xorshift: the same noise every run, cheaply.
  const normal = noiseOf(seedOf('blind9-develop', p.seed), seedOf('blind9-noise', p.seed));
  const [gr, gg, gb] = p.light.gain;
  const { lift, contrast } = p.light;
  for (let i = 0; i < data.length; i += 3) {
    const n = normal() * p.noise.luma;
    const r = (((data[i] ?? 0) / 255 - 0.5) * contrast + 0.5) * 255 * gr + lift + n + normal() * p.noise.chroma;
    const g = (((data[i + 1] ?? 0) / 255 - 0.5) * contrast + 0.5) * 255 * gg + lift + n + normal() * p.noise.chroma;
    const b = (((data[i + 2] ?? 0) / 255 - 0.5) * contrast + 0.5) * 255 * gb + lift + n + normal() * p.noise.chroma;
    data[i] = r < 0 ? 0 : r > 255 ? 255 : r;
    data[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
    data[i + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
  }
  // Noise reduction smears fine detail; it runs on the noisy image, before sharpening.
  if (p.smear > 0) data = await sharp(data, { raw }).median(p.smear).raw().toBuffer();
  if (p.denoiseBlur >= 0.3) data = await sharp(data, { raw }).blur(p.denoiseBlur).raw().toBuffer();
  return encodeChain(data, raw, p.encodes, p.sharpen >= 0.3 ? p.sharpen : null);
}

/** The chat app's screenshot (a PNG of the screen) as the JPEG that gets sent on. */
export async function encodeScreen(png: Buffer, p: CaptureParams): Promise<Buffer> {
  return sharp(png).removeAlpha().jpeg({ quality: p.chat?.quality ?? 80, chromaSubsampling: '4:2:0' }).toBuffer();
}
