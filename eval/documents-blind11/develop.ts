import sharp from 'sharp';
import { rngOf, seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene: a Gaussian blur (a phone's softness), beauty smoothing
 * (a blurred luma mixed in) and smeared colour (chroma from a blurred copy, the luma kept), uneven
 * light (a gain ramp across the frame), white balance, sensor noise, sharpening and JPEG.
 */
export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data: Buffer = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  const smooth = p.beauty ? await sharp(data, { raw }).blur(Math.max(0.3, p.beauty.sigma)).raw().toBuffer() : null;
  const smear = p.beauty ? await sharp(data, { raw }).blur(p.beauty.chroma).raw().toBuffer() : null;
  const rng = rngOf(seedOf('blind11-develop', p.seed));
  const table = new Float32Array(1 << 16);
  for (let k = 0; k < table.length; k++) table[k] = rng.gauss();
  let state = (seedOf('blind11-noise', p.seed) | 1) >>> 0;
  const normal = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return table[state & 0xffff] ?? 0;
  };
  const [gr, gg, gb] = p.light.gain;
  const { lift, contrast } = p.light;
  const a = (p.gradient.angle * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  // The ramp runs from one side of the frame to the other along its direction.
  const span = Math.abs(ux) * width + Math.abs(uy) * height;
  const start = Math.min(0, ux * width) + Math.min(0, uy * height);
  const amount = p.beauty?.amount ?? 0;
  const noisy = p.noise.luma > 0 || p.noise.chroma > 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width * 3; x < width; x++, i += 3) {
      const t = (ux * x + uy * y - start) / span;
      const ramp = p.gradient.from + (p.gradient.to - p.gradient.from) * t;
      let r = data[i] ?? 0;
      let g = data[i + 1] ?? 0;
      let b = data[i + 2] ?? 0;
      if (smooth && smear) {
        // Luma: the sharp one mixed with the smoothed one; colour: the smeared one's.
        const yl = 0.299 * r + 0.587 * g + 0.114 * b;
        const ys = 0.299 * (smooth[i] ?? 0) + 0.587 * (smooth[i + 1] ?? 0) + 0.114 * (smooth[i + 2] ?? 0);
        const ym = 0.299 * (smear[i] ?? 0) + 0.587 * (smear[i + 1] ?? 0) + 0.114 * (smear[i + 2] ?? 0);
        const yy = yl * (1 - amount) + ys * amount;
        r = yy + ((smear[i] ?? 0) - ym);
        g = yy + ((smear[i + 1] ?? 0) - ym);
        b = yy + ((smear[i + 2] ?? 0) - ym);
      }
      const n = noisy ? normal() * p.noise.luma : 0;
      const rr = ((r / 255 - 0.5) * contrast + 0.5) * 255 * gr * ramp + lift + n + (noisy ? normal() * p.noise.chroma : 0);
      const gg2 = ((g / 255 - 0.5) * contrast + 0.5) * 255 * gg * ramp + lift + n + (noisy ? normal() * p.noise.chroma : 0);
      const bb = ((b / 255 - 0.5) * contrast + 0.5) * 255 * gb * ramp + lift + n + (noisy ? normal() * p.noise.chroma : 0);
      data[i] = rr < 0 ? 0 : rr > 255 ? 255 : rr;
      data[i + 1] = gg2 < 0 ? 0 : gg2 > 255 ? 255 : gg2;
      data[i + 2] = bb < 0 ? 0 : bb > 255 ? 255 : bb;
    }
  }
  let stage = sharp(data, { raw });
  if (p.sharpen >= 0.3) stage = stage.sharpen({ sigma: p.sharpen });
  return stage.jpeg({ quality: p.quality, chromaSubsampling: p.quality >= 90 ? '4:4:4' : '4:2:0' }).toBuffer();
}
