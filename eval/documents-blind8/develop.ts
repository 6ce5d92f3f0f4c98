import sharp from 'sharp';
import { encodeChain, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams, Curl } from './capture.js';

/**
 * The pixel work around the browser's scene: the page bent on its cylinder before the scene (with
 * the light falling off over the bend), and after it the lens (barrel distortion, a depth of field
 * that softens one side), exposure and colour, flash fall-off, sensor noise, an old phone's noise
 * reduction, sharpening and JPEG.
 */

/** Bilinear sample of an RGBA or RGB buffer; transparent black outside. */
function sample(data: Buffer, width: number, height: number, channels: number, x: number, y: number, out: number[]): void {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  for (let ch = 0; ch < channels; ch++) out[ch] = 0;
  for (const [xx, yy, w] of [
    [x0, y0, (1 - fx) * (1 - fy)],
    [x0 + 1, y0, fx * (1 - fy)],
    [x0, y0 + 1, (1 - fx) * fy],
    [x0 + 1, y0 + 1, fx * fy],
  ] as const) {
    if (xx < 0 || yy < 0 || xx >= width || yy >= height || w === 0) continue;
    const i = (yy * width + xx) * channels;
    for (let ch = 0; ch < channels; ch++) out[ch] = (out[ch] ?? 0) + (data[i + ch] ?? 0) * w;
  }
}

/** The page PNG bent on its cylinder (capture.ts curlPoint is the forward map; this samples its inverse). */
export async function curlPage(png: Buffer, curl: Curl): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const out = Buffer.alloc(width * height * 4);
  const across = curl.axis === 'x' ? width : height;
  const other = curl.axis === 'x' ? height : width;
  const half = (curl.arcDeg * Math.PI) / 360;
  const R = across / ((curl.arcDeg * Math.PI) / 180);
  const px: number[] = [0, 0, 0, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const a2 = curl.axis === 'x' ? x : y;
      const b2 = curl.axis === 'x' ? y : x;
      const u = (a2 - across / 2) / R;
      if (Math.abs(u) > Math.sin(half)) continue;
      const theta = Math.asin(u);
      const a = across / 2 + R * theta;
      const rise = (1 - Math.cos(theta)) / (1 - Math.cos(half));
      const scale = 1 - curl.lift * (1 - rise);
      const b = other / 2 + (b2 - other / 2 - curl.bow * other * rise) / scale;
      const [sx, sy] = curl.axis === 'x' ? [a, b] : [b, a];
      if (sx < -0.5 || sy < -0.5 || sx > width - 0.5 || sy > height - 0.5) continue;
      sample(data, width, height, 4, sx, sy, px);
      // The side turned from the light is darker.
      const lit = 1 - curl.light * ((1 + curl.lightSide * (Math.sin(theta) / Math.sin(half))) / 2) ** 1.5;
      const i = (y * width + x) * 4;
      out[i] = (px[0] ?? 0) * lit;
      out[i + 1] = (px[1] ?? 0) * lit;
      out[i + 2] = (px[2] ?? 0) * lit;
      out[i + 3] = px[3] ?? 0;
    }
  return sharp(out, { raw: { width, height, channels: 4 } }).png({ compressionLevel: 1 }).toBuffer();
}

/** The lens's barrel distortion: each delivered pixel at normalised radius r samples the scene at r (1 + k r²). */
function barrel(data: Buffer, width: number, height: number, k: number): Buffer {
  const out = Buffer.alloc(data.length);
  const cx = width / 2;
  const cy = height / 2;
  const norm2 = cx * cx + cy * cy;
  const px: number[] = [0, 0, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      const dy = y - cy;
      const s = 1 + (k * (dx * dx + dy * dy)) / norm2;
      sample(data, width, height, 3, cx + dx * s, cy + dy * s, px);
      const i = (y * width + x) * 3;
      out[i] = px[0] ?? 0;
      out[i + 1] = px[1] ?? 0;
      out[i + 2] = px[2] ?? 0;
    }
  return out;
}

export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data: Buffer = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.barrel > 0) data = barrel(data, width, height, p.barrel);
  let soft: Buffer | null = null;
  if (p.dof) soft = await sharp(data, { raw }).blur(p.dof.sigma).raw().toBuffer();
  if (p.defocus >= 0.3) data = await sharp(data, { raw }).blur(p.defocus).raw().toBuffer();
  // Normal samples from a seeded table walked by a seeded xorshift: the same noise every run, cheaply.
  const normal = noiseOf(seedOf('blind8-develop', p.seed), seedOf('blind8-noise', p.seed));
  const [gr, gg, gb] = p.light.gain;
  const { lift, contrast } = p.light;
  const cx = width / 2;
  const cy = height / 2;
  const norm2 = cx * cx + cy * cy;
  const dofCos = p.dof ? Math.cos((p.dof.angle * Math.PI) / 180) : 0;
  const dofSin = p.dof ? Math.sin((p.dof.angle * Math.PI) / 180) : 0;
  const reach = Math.abs(dofCos) * cx + Math.abs(dofSin) * cy;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      let r = data[i] ?? 0;
      let g = data[i + 1] ?? 0;
      let b = data[i + 2] ?? 0;
      if (soft && p.dof) {
        // 0 at the in-focus side up to `start`, rising to 1 (all soft) at the far side.
        const along = ((x - cx) * dofCos + (y - cy) * dofSin) / reach / 2 + 0.5;
        const w = Math.max(0, Math.min(1, (along - p.dof.start) / (1 - p.dof.start)));
        r = r * (1 - w) + (soft[i] ?? 0) * w;
        g = g * (1 - w) + (soft[i + 1] ?? 0) * w;
        b = b * (1 - w) + (soft[i + 2] ?? 0) * w;
      }
      const fall = p.falloff > 0 ? 1 - (p.falloff * ((x - cx) * (x - cx) + (y - cy) * (y - cy))) / norm2 : 1;
      const n = normal() * p.noise.luma;
      r = (((r / 255 - 0.5) * contrast + 0.5) * 255 * gr + lift) * fall + n + normal() * p.noise.chroma;
      g = (((g / 255 - 0.5) * contrast + 0.5) * 255 * gg + lift) * fall + n + normal() * p.noise.chroma;
      b = (((b / 255 - 0.5) * contrast + 0.5) * 255 * gb + lift) * fall + n + normal() * p.noise.chroma;
      data[i] = r < 0 ? 0 : r > 255 ? 255 : r;
      data[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
      data[i + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
    }
  }
  // An old phone's noise reduction smears fine detail; it runs on the noisy image, before sharpening.
  if (p.smear > 0) data = await sharp(data, { raw }).median(p.smear).raw().toBuffer();
  return encodeChain(data, raw, p.encodes, p.sharpen > 0 ? p.sharpen : null);
}
