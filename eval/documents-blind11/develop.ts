import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
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
  const normal = noiseOf(seedOf('blind11-develop', p.seed), seedOf('blind11-noise', p.seed));
  const amount = p.beauty?.amount ?? 0;
  lightFrame(
    data,
    width,
    height,
    p,
    normal,
    smooth && smear
      ? (px, _x, _y, i) => {
          // Luma: the sharp one mixed with the smoothed one; colour: the smeared one's.
          const [r = 0, g = 0, b = 0] = px;
          const yl = 0.299 * r + 0.587 * g + 0.114 * b;
          const ys = 0.299 * (smooth[i] ?? 0) + 0.587 * (smooth[i + 1] ?? 0) + 0.114 * (smooth[i + 2] ?? 0);
          const ym = 0.299 * (smear[i] ?? 0) + 0.587 * (smear[i + 1] ?? 0) + 0.114 * (smear[i + 2] ?? 0);
          const yy = yl * (1 - amount) + ys * amount;
          px[0] = yy + ((smear[i] ?? 0) - ym);
          px[1] = yy + ((smear[i + 1] ?? 0) - ym);
          px[2] = yy + ((smear[i + 2] ?? 0) - ym);
        }
      : undefined,
  );
  return finishJpeg(data, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}
