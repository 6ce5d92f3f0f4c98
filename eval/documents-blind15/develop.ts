import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import { focusWeight, type CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene: a Gaussian blur (a phone's softness); for the steep
 * photo, the focus falling off towards the far side (each pixel mixed towards a more blurred frame by
 * how far past the focus it lies); uneven light (a gain ramp across the frame), white balance, sensor
 * noise, sharpening and JPEG (the kit's develop helpers).
 */
export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  const focus = p.focus;
  if (focus && focus.sigma >= 0.3) {
    const soft = await sharp(data, { raw }).blur(focus.sigma).raw().toBuffer();
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const w = focusWeight(focus, x, y);
        if (w === 0) continue;
        const i = (y * width + x) * 3;
        for (let ch = 0; ch < 3; ch++) data[i + ch] = Math.round((data[i + ch] ?? 0) * (1 - w) + (soft[i + ch] ?? 0) * w);
      }
  }
  const normal = noiseOf(seedOf('blind15-develop', p.seed), seedOf('blind15-noise', p.seed));
  lightFrame(data, width, height, p, normal);
  return finishJpeg(data, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}
