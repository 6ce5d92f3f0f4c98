import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams, Falloff } from './capture.js';

/**
 * The pixel work after the browser's scene: a Gaussian blur (a phone's softness), or for the close
 * photo the focus falling off across the frame (each pixel mixed between the scene blurred at the
 * near σ and at the far σ by where it lies along the fall-off's direction: sharp up to `start` of the
 * way across, then softening linearly to the far side), then the uneven light, white balance and
 * sensor noise of the kit's develop helpers, sharpening and JPEG (4:2:0 below quality 90).
 */

type Raw = { width: number; height: number; channels: 3 };

async function blurred(pixels: Buffer, raw: Raw, sigma: number): Promise<Buffer> {
  return sigma >= 0.3 ? sharp(pixels, { raw }).blur(sigma).raw().toBuffer() : Buffer.from(pixels);
}

/** The frame with its focus falling off: near σ before `start` of the way across along the angle, rising linearly to far σ at the far side. */
async function throughFalloff(pixels: Buffer, raw: Raw, f: Falloff): Promise<Buffer> {
  const near = await blurred(pixels, raw, f.near);
  const far = await blurred(pixels, raw, f.far);
  const a = (f.angle * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  const span = Math.abs(ux) * raw.width + Math.abs(uy) * raw.height;
  const startAt = Math.min(0, ux * raw.width) + Math.min(0, uy * raw.height);
  const out = Buffer.alloc(pixels.length);
  for (let y = 0; y < raw.height; y++) {
    for (let x = 0, i = y * raw.width * 3; x < raw.width; x++, i += 3) {
      const t = (ux * x + uy * y - startAt) / span;
      const w = t <= f.start ? 0 : Math.min(1, (t - f.start) / (1 - f.start));
      for (let ch = 0; ch < 3; ch++) out[i + ch] = Math.round((near[i + ch] ?? 0) * (1 - w) + (far[i + ch] ?? 0) * w);
    }
  }
  return out;
}

export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const raw: Raw = { width: p.frame.width, height: p.frame.height, channels: 3 };
  const pixels: Buffer = await sharp(png).removeAlpha().raw().toBuffer();
  const soft = p.falloff ? await throughFalloff(pixels, raw, p.falloff) : await blurred(pixels, raw, p.blur);
  lightFrame(soft, raw.width, raw.height, p, noiseOf(seedOf('blind23-develop', p.seed), seedOf('blind23-noise', p.seed)));
  return finishJpeg(soft, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}
