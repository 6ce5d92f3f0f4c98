import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene: a night mode's ghost (the frame shifted and mixed in), a
 * cheap lens's lateral chromatic aberration (red and blue scaled apart about the centre), a Gaussian
 * blur (a phone's softness), the lens's purple fringes (red and blue blurred more than green) and soft
 * corners, uneven light (a gain ramp across the frame), white balance, sensor noise, a night mode's
 * smoothing, sharpening and JPEG.
 */

type Raw = Buffer;

/** The frame with a copy of itself shifted (dx, dy) mixed in at `opacity` (a merged frame taken a moment later; bilinear, edge pixels repeat). */
function ghosted(data: Raw, width: number, height: number, g: NonNullable<CaptureParams['ghost']>): Raw {
  const out = Buffer.alloc(data.length);
  const fx = Math.floor(-g.dx);
  const fy = Math.floor(-g.dy);
  const tx = -g.dx - fx;
  const ty = -g.dy - fy;
  const w00 = (1 - tx) * (1 - ty) * g.opacity;
  const w10 = tx * (1 - ty) * g.opacity;
  const w01 = (1 - tx) * ty * g.opacity;
  const w11 = tx * ty * g.opacity;
  const keep = 1 - g.opacity;
  const col = (x: number) => (x < 0 ? 0 : x >= width ? width - 1 : x);
  const row = (y: number) => (y < 0 ? 0 : y >= height ? height - 1 : y);
  for (let y = 0; y < height; y++) {
    const r0 = row(y + fy) * width;
    const r1 = row(y + fy + 1) * width;
    for (let x = 0; x < width; x++) {
      const c0 = col(x + fx);
      const c1 = col(x + fx + 1);
      const i = (y * width + x) * 3;
      const a = (r0 + c0) * 3;
      const b = (r0 + c1) * 3;
      const c = (r1 + c0) * 3;
      const d = (r1 + c1) * 3;
      for (let ch = 0; ch < 3; ch++) out[i + ch] = Math.round((data[i + ch] ?? 0) * keep + (data[a + ch] ?? 0) * w00 + (data[b + ch] ?? 0) * w10 + (data[c + ch] ?? 0) * w01 + (data[d + ch] ?? 0) * w11);
    }
  }
  return out;
}

/** One channel resampled about the frame centre, magnified by `scale` (bilinear, edge pixels repeat). */
function rescaleChannel(data: Raw, out: Raw, width: number, height: number, ch: number, scale: number): void {
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const sy = cy + (y - cy) / scale;
    const y0 = Math.floor(sy);
    const ty = sy - y0;
    const r0 = (y0 < 0 ? 0 : y0 >= height ? height - 1 : y0) * width;
    const r1 = (y0 + 1 < 0 ? 0 : y0 + 1 >= height ? height - 1 : y0 + 1) * width;
    for (let x = 0; x < width; x++) {
      const sx = cx + (x - cx) / scale;
      const x0 = Math.floor(sx);
      const tx = sx - x0;
      const c0 = x0 < 0 ? 0 : x0 >= width ? width - 1 : x0;
      const c1 = x0 + 1 < 0 ? 0 : x0 + 1 >= width ? width - 1 : x0 + 1;
      const top = (data[(r0 + c0) * 3 + ch] ?? 0) * (1 - tx) + (data[(r0 + c1) * 3 + ch] ?? 0) * tx;
      const bottom = (data[(r1 + c0) * 3 + ch] ?? 0) * (1 - tx) + (data[(r1 + c1) * 3 + ch] ?? 0) * tx;
      out[(y * width + x) * 3 + ch] = Math.round(top * (1 - ty) + bottom * ty);
    }
  }
}

/** Red and blue resampled about the frame centre: red magnified by 1 + `red`, blue shrunk by 1 - `blue` (lateral chromatic aberration). */
function splitColours(data: Raw, width: number, height: number, f: NonNullable<CaptureParams['fringe']>): Raw {
  const out = Buffer.from(data);
  rescaleChannel(data, out, width, height, 0, 1 + f.red);
  rescaleChannel(data, out, width, height, 2, 1 - f.blue);
  return out;
}

export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data: Raw = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.ghost) data = ghosted(data, width, height, p.ghost);
  if (p.fringe) data = splitColours(data, width, height, p.fringe);
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  if (p.fringe) {
    const f = p.fringe;
    // Purple fringes: red and blue softer than green.
    if (f.purple >= 0.3) {
      const soft = await sharp(data, { raw }).blur(f.purple).raw().toBuffer();
      for (let i = 0; i < data.length; i += 3) {
        data[i] = soft[i] ?? 0;
        data[i + 2] = soft[i + 2] ?? 0;
      }
    }
    // Soft corners: a blurred copy mixed in by the square of the distance from the centre.
    if (f.soft >= 0.3) {
      const soft = await sharp(data, { raw }).blur(f.soft).raw().toBuffer();
      const cx = width / 2;
      const cy = height / 2;
      const corner2 = cx * cx + cy * cy;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const t = ((x - cx) ** 2 + (y - cy) ** 2) / corner2;
          const i = (y * width + x) * 3;
          for (let ch = 0; ch < 3; ch++) data[i + ch] = Math.round((data[i + ch] ?? 0) * (1 - t) + (soft[i + ch] ?? 0) * t);
        }
    }
  }
  const normal = noiseOf(seedOf('blind13-develop', p.seed), seedOf('blind13-noise', p.seed));
  lightFrame(data, width, height, p, normal);
  // A night mode smooths its noise away (and some detail with it).
  if (p.denoise >= 0.3) data = await sharp(data, { raw }).blur(p.denoise).raw().toBuffer();
  return finishJpeg(data, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}
