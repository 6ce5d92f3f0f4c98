import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams, Stamps } from './capture.js';

/**
 * The pixel work after the browser's scene: a Gaussian blur (a phone's softness); for the camera
 * app's AI mode, local contrast (the detail over a wide blur, amplified) and boosted colour; uneven
 * light, white balance and sensor noise (the kit's develop helpers); for the digital zoom, the
 * sensor's crop enlarged to the delivered size (bicubic) and sharpened hard; the camera app's stamps
 * burnt into the frame; sharpening and JPEG. The bank card is drawn in the scene (scene.ts).
 */
export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  const normal = noiseOf(seedOf('blind18-develop', p.seed), seedOf('blind18-noise', p.seed));
  const ai = p.ai;
  if (ai) {
    // Local contrast: each pixel pushed away from a wide blur of its neighbourhood; then the colour boosted about its luma.
    const wide = await sharp(data, { raw }).blur(ai.local.sigma).raw().toBuffer();
    for (let i = 0; i < data.length; i += 3) {
      const px = [0, 1, 2].map((k) => (data[i + k] ?? 0) + ai.local.amount * ((data[i + k] ?? 0) - (wide[i + k] ?? 0)));
      const y = 0.299 * (px[0] ?? 0) + 0.587 * (px[1] ?? 0) + 0.114 * (px[2] ?? 0);
      for (let k = 0; k < 3; k++) {
        const v = y + ai.saturation * ((px[k] ?? 0) - y);
        data[i + k] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  lightFrame(data, width, height, p, normal);
  let out = raw;
  if (p.zoom) {
    // The crop enlarged to the delivered frame: the noise and the blur grow with it; then the zoom's hard sharpening (its halos).
    out = { width: p.output.width, height: p.output.height, channels: 3 as const };
    data = await sharp(data, { raw }).resize(out.width, out.height, { kernel: 'cubic', fit: 'fill' }).sharpen({ sigma: p.zoom.halo, m1: 1.5, m2: 3 }).raw().toBuffer();
  }
  if (p.stamps) data = await sharp(data, { raw: out }).composite([{ input: Buffer.from(stampsSvg(p.stamps, out.width, out.height)), top: 0, left: 0 }]).removeAlpha().raw().toBuffer();
  return finishJpeg(data, out, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The camera app's stamps: the maker's ring and model (white, a faint shadow) in one bottom corner, the date and time (orange) in the other. */
function stampsSvg(s: Stamps, W: number, H: number): string {
  const [brandBox, dateBox] = s.boxes;
  const b = brandBox ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
  const dt = dateBox ?? { x0: 0, y0: 0, x1: 0, y1: 0 };
  const z = s.brand.size;
  const left = s.brand.corner === 'left';
  const ringR = z * 0.75;
  const ringX = left ? b.x0 + ringR + 2 : b.x1 - ringR - 2;
  const ringY = b.y1 - z * 0.92;
  const textX = left ? ringX + ringR + 14 : ringX - ringR - 14;
  const anchor = left ? 'start' : 'end';
  const shadow = 'fill-opacity="0.9" style="paint-order:stroke" stroke="#000000" stroke-opacity="0.25" stroke-width="1.5"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<circle cx="${ringX.toFixed(1)}" cy="${ringY.toFixed(1)}" r="${ringR.toFixed(1)}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="${(z * 0.12).toFixed(1)}"/>
<circle cx="${ringX.toFixed(1)}" cy="${ringY.toFixed(1)}" r="${(ringR * 0.38).toFixed(1)}" fill="#ffffff" fill-opacity="0.9"/>
<text x="${textX.toFixed(1)}" y="${(b.y1 - z * 0.78).toFixed(1)}" font-family="Waree" font-weight="700" font-size="${z.toFixed(1)}" fill="#ffffff" text-anchor="${anchor}" ${shadow}>${esc(s.brand.lines[0])}</text>
<text x="${textX.toFixed(1)}" y="${(b.y1 - 2).toFixed(1)}" font-family="Waree" font-size="${(z * 0.5).toFixed(1)}" letter-spacing="2" fill="#ffffff" text-anchor="${anchor}" ${shadow}>${esc(s.brand.lines[1])}</text>
<text x="${(left ? dt.x1 : dt.x0).toFixed(1)}" y="${(dt.y1 - s.date.size * 0.15).toFixed(1)}" font-family="VL Gothic" font-weight="700" font-size="${s.date.size.toFixed(1)}" fill="#ff9a1f" text-anchor="${left ? 'end' : 'start'}" stroke="#5a2a00" stroke-opacity="0.35" stroke-width="1" style="paint-order:stroke">${esc(s.date.text)}</text>
</svg>`;
}
