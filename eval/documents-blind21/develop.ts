import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene. A screenshot (the PDF viewer's) is only encoded: no lens,
 * no light, no noise. A photo gets a Gaussian blur (a phone's softness), then the uneven light, the
 * white balance (the tube's green cast is its gains) and sensor noise of the kit's develop helpers,
 * then sharpening and JPEG.
 */
export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const raw = { width: p.frame.width, height: p.frame.height, channels: 3 as const };
  const pixels = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.viewer) return finishJpeg(pixels, raw, 0, p.quality, '4:2:0');
  const soft = p.blur >= 0.3 ? await sharp(pixels, { raw }).blur(p.blur).raw().toBuffer() : pixels;
  lightFrame(soft, raw.width, raw.height, p, noiseOf(seedOf('blind21-develop', p.seed), seedOf('blind21-noise', p.seed)));
  return finishJpeg(soft, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}
