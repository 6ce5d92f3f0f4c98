import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene: the rolling shutter (each row shifted by the skew and the
 * wobble, then smeared along the motion), a Gaussian blur (a phone's softness), a lens smudge's
 * milky glow, uneven light (a gain ramp across the frame), white balance, sensor noise, sharpening
 * and JPEG.
 */

type Raw = Buffer;

/** Each row moved right by the shutter's shift (linear interpolation; the edge pixel repeats). */
function shutterShift(data: Raw, width: number, height: number, s: NonNullable<CaptureParams['shutter']>): Raw {
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    const shift = s.skew * (y - height / 2) + s.amplitude * Math.sin((2 * Math.PI * y) / s.period + s.phase);
    const row = y * width * 3;
    for (let x = 0; x < width; x++) {
      const src = x - shift;
      const x0 = Math.floor(src);
      const t = src - x0;
      const a = Math.min(width - 1, Math.max(0, x0));
      const b = Math.min(width - 1, Math.max(0, x0 + 1));
      for (let ch = 0; ch < 3; ch++) out[row + x * 3 + ch] = Math.round((data[row + a * 3 + ch] ?? 0) * (1 - t) + (data[row + b * 3 + ch] ?? 0) * t);
    }
  }
  return out;
}

/** A smear of `length` px along the rows (a box whose ends are weighted by the fraction they cover). */
function smearRows(data: Raw, width: number, height: number, length: number): Raw {
  if (length < 1.05) return data;
  const half = length / 2;
  const r = Math.ceil(half - 0.5);
  const weights: number[] = [];
  for (let o = -r; o <= r; o++) weights.push(Math.max(0, Math.min(1, half + 0.5 - Math.abs(o))));
  const total = weights.reduce((a, b) => a + b, 0);
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width * 3;
    for (let x = 0; x < width; x++)
      for (let ch = 0; ch < 3; ch++) {
        let sum = 0;
        for (let o = -r; o <= r; o++) sum += (weights[o + r] ?? 0) * (data[row + Math.min(width - 1, Math.max(0, x + o)) * 3 + ch] ?? 0);
        out[row + x * 3 + ch] = Math.round(sum / total);
      }
  }
  return out;
}

export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data: Raw = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.shutter) data = smearRows(shutterShift(data, width, height, p.shutter), width, height, p.shutter.motion);
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  const glow = p.haze ? await sharp(data, { raw }).blur(p.haze.sigma).raw().toBuffer() : null;
  const normal = noiseOf(seedOf('blind12-develop', p.seed), seedOf('blind12-noise', p.seed));
  const haze = p.haze;
  lightFrame(
    data,
    width,
    height,
    p,
    normal,
    haze && glow
      ? (px, x, y, i) => {
          // The smudge scatters light: a blurred, slightly brighter copy mixed in, most where the grease is.
          const d2 = ((x - haze.cx) ** 2 + (y - haze.cy) ** 2) / (haze.radius * haze.radius);
          const m = haze.base + haze.amount * Math.exp(-d2);
          px[0] = (px[0] ?? 0) * (1 - m) + Math.min(255, (glow[i] ?? 0) * 1.05 + 6) * m;
          px[1] = (px[1] ?? 0) * (1 - m) + Math.min(255, (glow[i + 1] ?? 0) * 1.05 + 6) * m;
          px[2] = (px[2] ?? 0) * (1 - m) + Math.min(255, (glow[i + 2] ?? 0) * 1.05 + 6) * m;
        }
      : undefined,
  );
  return finishJpeg(data, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}
