import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams, Watermark } from './capture.js';

/**
 * The pixel work after the browser's scene: a Gaussian blur (a phone's or a webcam's softness);
 * uneven light, white balance and sensor noise (the kit's develop helpers); the holder's watermark
 * drawn over the whole photo as a photo editor draws it; sharpening and JPEG (the webcam's at a low
 * quality, 4:2:0). The laminate's sheen, the room, the holder and the fingertips are drawn in the
 * scene (scene.ts).
 */
export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  const normal = noiseOf(seedOf('blind19-develop', p.seed), seedOf('blind19-noise', p.seed));
  lightFrame(data, width, height, p, normal);
  if (p.watermark) data = await sharp(data, { raw }).composite([{ input: Buffer.from(watermarkSvg(p.watermark, width, height)), top: 0, left: 0 }]).removeAlpha().raw().toBuffer();
  return finishJpeg(data, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The holder's watermark: its line repeated along diagonal rows (turned about the photo's middle) that cover the whole photo. */
export function watermarkSvg(w: Watermark, W: number, H: number): string {
  const reach = Math.hypot(W, H);
  const rows = Math.ceil(reach / w.spacing) + 1;
  const line = Array.from({ length: 4 }, () => esc(w.text)).join('      ');
  const texts = Array.from({ length: 2 * rows + 1 }, (_, k) => {
    const y = H / 2 + (k - rows) * w.spacing;
    // Every other row shifted by half a line, as editors tile them.
    const x = W / 2 - reach - (k % 2) * w.size * 6;
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="Aerial" font-weight="700" font-size="${w.size.toFixed(1)}" fill="${w.color}" letter-spacing="2">${line}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><g opacity="${w.opacity.toFixed(3)}" transform="rotate(${w.turn.toFixed(2)} ${(W / 2).toFixed(1)} ${(H / 2).toFixed(1)})">${texts.join('')}</g></svg>`;
}
