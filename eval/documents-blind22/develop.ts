import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene: the ultra-wide lens's barrel distortion (each frame pixel
 * takes the scene's at ρ(1 + kρ²) about the centre, bilinear, the surface mirrored past the frame's
 * edge), a Gaussian blur (a phone's softness), then the uneven light, white balance and sensor noise
 * of the kit's develop helpers, the black-and-white filter's grey (Rec. 601 luma), then sharpening and
 * JPEG.
 */

/** The frame seen through the barrel lens (3 channels). */
function throughBarrel(src: Buffer, width: number, height: number, k: number): Buffer {
  const out = Buffer.alloc(src.length);
  const cx = width / 2;
  const cy = height / 2;
  const R2 = cx * cx + cy * cy;
  const mirror = (v: number, n: number) => {
    const period = 2 * (n - 1);
    const m = ((v % period) + period) % period;
    return m > n - 1 ? period - m : m;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const s = 1 + (k * (dx * dx + dy * dy)) / R2;
      const sx = mirror(cx + dx * s - 0.5, width);
      const sy = mirror(cy + dy * s - 0.5, height);
      const x0 = Math.min(width - 2, Math.floor(sx));
      const y0 = Math.min(height - 2, Math.floor(sy));
      const fx = sx - x0;
      const fy = sy - y0;
      const o = (y * width + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const a = src[(y0 * width + x0) * 3 + ch] ?? 0;
        const b = src[(y0 * width + x0 + 1) * 3 + ch] ?? 0;
        const c = src[((y0 + 1) * width + x0) * 3 + ch] ?? 0;
        const d = src[((y0 + 1) * width + x0 + 1) * 3 + ch] ?? 0;
        out[o + ch] = Math.round((a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy);
      }
    }
  }
  return out;
}

export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const raw = { width: p.frame.width, height: p.frame.height, channels: 3 as const };
  let pixels: Buffer = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.barrel) pixels = throughBarrel(pixels, raw.width, raw.height, p.barrel.k);
  const soft = p.blur >= 0.3 ? await sharp(pixels, { raw }).blur(p.blur).raw().toBuffer() : pixels;
  lightFrame(soft, raw.width, raw.height, p, noiseOf(seedOf('blind22-develop', p.seed), seedOf('blind22-noise', p.seed)));
  if (p.mono)
    for (let i = 0; i < soft.length; i += 3) {
      const y = Math.round(0.299 * (soft[i] ?? 0) + 0.587 * (soft[i + 1] ?? 0) + 0.114 * (soft[i + 2] ?? 0));
      soft[i] = y;
      soft[i + 1] = y;
      soft[i + 2] = y;
    }
  return finishJpeg(soft, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}
