import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene: a Gaussian blur (a phone's softness), uneven light (a
 * gain ramp across the frame), white balance, sensor noise, sharpening and JPEG (the kit's develop
 * helpers). What the document went through before the photo (water, a tear and tape) is done to the
 * page in damage.ts.
 */
export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  const normal = noiseOf(seedOf('blind16-develop', p.seed), seedOf('blind16-noise', p.seed));
  lightFrame(data, width, height, p, normal);
  return finishJpeg(data, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}
