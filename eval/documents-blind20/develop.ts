import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';
import { appScreenHtml } from './scene.js';

/**
 * The pixel work after the browser's scene: a Gaussian blur (a phone's softness); uneven light,
 * white balance and sensor noise (the kit's develop helpers); then either the usual sharpening and
 * JPEG, or a budget phone's AI HDR (local tone mapping: each pixel's gain pulls its neighbourhood's
 * light towards mid grey, lifting shadows and holding highlights; colours boosted, heavy sharpening that rings round the letters, then JPEG). The lender app's
 * capture screen is a second step (`deliver`): the preview developed as a JPEG, the app's overlay
 * drawn over it in the browser, the screenshot saved as JPEG again.
 */
export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  const normal = noiseOf(seedOf('blind20-develop', p.seed), seedOf('blind20-noise', p.seed));
  lightFrame(data, width, height, p, normal);
  if (p.hdr) {
    const h = p.hdr;
    toneMap(data, width, height, await localLight(data, raw, h.radius), h.strength);
    return sharp(data, { raw })
      .modulate({ saturation: h.saturation })
      .sharpen({ sigma: h.sigma, m1: 1, m2: h.gain })
      .jpeg({ quality: p.quality, chromaSubsampling: '4:2:0' })
      .toBuffer();
  }
  const quality = p.guide ? p.guide.previewQuality : p.quality;
  return finishJpeg(data, raw, p.sharpen, quality, quality >= 90 ? '4:4:4' : '4:2:0');
}

/** Each pixel's neighbourhood light: the frame's luminance blurred over `radius` px (worked at a quarter of the size, then scaled back). */
async function localLight(data: Buffer, raw: { width: number; height: number; channels: 3 }, radius: number): Promise<Buffer> {
  const w = Math.max(8, Math.round(raw.width / 4));
  const h = Math.max(8, Math.round(raw.height / 4));
  const small = await sharp(data, { raw }).greyscale().resize(w, h).blur(Math.max(0.3, radius / 4)).extractChannel(0).raw().toBuffer();
  return sharp(small, { raw: { width: w, height: h, channels: 1 } }).resize(raw.width, raw.height).extractChannel(0).raw().toBuffer();
}

/** The HDR's tone mapping, in place: each pixel's gain (mid grey over its neighbourhood's light, to the power `strength`, held to 0.6-1.8). */
function toneMap(data: Buffer, width: number, height: number, light: Buffer, strength: number): void {
  const gainOf = new Float64Array(256);
  for (let v = 0; v < 256; v++) gainOf[v] = Math.min(1.8, Math.max(0.6, (140 / Math.max(v, 12)) ** strength));
  for (let k = 0, i = 0; k < width * height; k++, i += 3) {
    const g = gainOf[light[k] ?? 140] ?? 1;
    data[i] = Math.min(255, (data[i] ?? 0) * g);
    data[i + 1] = Math.min(255, (data[i + 1] ?? 0) * g);
    data[i + 2] = Math.min(255, (data[i + 2] ?? 0) * g);
  }
}

/** The delivered image: the photo itself, or, for the app's capture screen, a screenshot of the overlay drawn over it, saved as JPEG. */
export async function deliver(photo: Buffer, p: CaptureParams, screen: (html: string, width: number, height: number) => Promise<Buffer>): Promise<Buffer> {
  if (!p.guide) return photo;
  const { width, height } = p.frame;
  const shot = await screen(appScreenHtml(p.guide, width, height, `data:image/jpeg;base64,${photo.toString('base64')}`, p.seed), width, height);
  return sharp(shot).removeAlpha().jpeg({ quality: p.quality, chromaSubsampling: '4:2:0' }).toBuffer();
}
