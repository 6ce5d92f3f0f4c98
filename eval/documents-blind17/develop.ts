import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';

/**
 * The pixel work after the browser's scene: a Gaussian blur (a phone's softness), the umbrella's
 * coloured light (each channel's gain under the canopy, plain sunlight beyond a soft edge), uneven
 * light (a gain ramp across the frame), white balance, sensor noise, sharpening and JPEG (the kit's
 * develop helpers). The dust and the cracked glass are drawn in the scene (scene.ts).
 */
export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  const normal = noiseOf(seedOf('blind17-develop', p.seed), seedOf('blind17-noise', p.seed));
  const u = p.umbrella;
  if (!u) {
    lightFrame(data, width, height, p, normal);
  } else {
    const tintGain = u.color.map((v) => 1 - u.strength * (1 - v / 255));
    const a = (u.sun.angle * Math.PI) / 180;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    const span = Math.abs(ux) * width + Math.abs(uy) * height;
    const start = Math.min(0, ux * width) + Math.min(0, uy * height);
    const edge = u.sun.at * span;
    lightFrame(data, width, height, p, normal, (px, x, y) => {
      // 0 in the canopy's shade, 1 in the sun beyond its edge, a smooth step between.
      const s = Math.max(0, Math.min(1, (ux * x + uy * y - start - edge) / u.sun.soft + 0.5));
      const sun = s * s * (3 - 2 * s);
      for (let k = 0; k < 3; k++) px[k] = (px[k] ?? 0) * ((tintGain[k] ?? 1) * (1 - sun) + u.sun.gain * sun);
    });
  }
  return finishJpeg(data, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}
