import sharp from 'sharp';
import { finishJpeg, lightFrame, noiseOf } from '../blind-kit/develop-helpers.js';
import { applyHomography, homography } from '../documents-blind7/capture.js';
import { seedOf } from '../documents-blind7/random.js';
import type { CaptureParams, ScannerApp } from './capture.js';

/**
 * The pixel work after the browser's scene: a Gaussian blur (a phone's softness), uneven light (a gain
 * ramp across the frame), white balance, sensor noise, sharpening and JPEG; for the scanner app, the
 * photo is then warped back to a flat page from the corners the app found (bilinear), its paper
 * whitened by dividing out a blurred estimate of the background (the brightest of each neighbourhood,
 * so text does not darken it), contrast and colour pushed, and the page oversharpened and encoded.
 */

type Raw = Buffer;

/** The page as the app delivers it: each delivered pixel sampled where the found corners put it in the photo (bilinear, edge pixels repeat). */
function dewarp(data: Raw, width: number, height: number, s: ScannerApp): Raw {
  const { width: W, height: H } = s.out;
  const map = homography(W, H, s.corners);
  const out = Buffer.alloc(W * H * 3);
  for (let v = 0; v < H; v++)
    for (let u = 0; u < W; u++) {
      const [fx, fy] = applyHomography(map, u + 0.5, v + 0.5);
      const x = fx - 0.5;
      const y = fy - 0.5;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const tx = x - x0;
      const ty = y - y0;
      const cx0 = x0 < 0 ? 0 : x0 >= width ? width - 1 : x0;
      const cx1 = x0 + 1 < 0 ? 0 : x0 + 1 >= width ? width - 1 : x0 + 1;
      const cy0 = y0 < 0 ? 0 : y0 >= height ? height - 1 : y0;
      const cy1 = y0 + 1 < 0 ? 0 : y0 + 1 >= height ? height - 1 : y0 + 1;
      const a = (cy0 * width + cx0) * 3;
      const b = (cy0 * width + cx1) * 3;
      const c = (cy1 * width + cx0) * 3;
      const d = (cy1 * width + cx1) * 3;
      const o = (v * W + u) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const top = (data[a + ch] ?? 0) * (1 - tx) + (data[b + ch] ?? 0) * tx;
        const bottom = (data[c + ch] ?? 0) * (1 - tx) + (data[d + ch] ?? 0) * tx;
        out[o + ch] = Math.round(top * (1 - ty) + bottom * ty);
      }
    }
  return out;
}

/** The app's "enhance": the paper's brightness estimated (a neighbourhood's brightest, blurred) and divided out, then contrast and saturation. */
async function enhance(data: Raw, s: ScannerApp): Promise<Raw> {
  const { width: W, height: H } = s.out;
  const k = 4;
  const sw = Math.max(1, Math.round(W / k));
  const sh = Math.max(1, Math.round(H / k));
  // sharp hands a one-channel image back as three unless told: extractChannel(0) keeps one.
  const luma = Buffer.alloc(W * H);
  for (let i = 0, j = 0; j < luma.length; i += 3, j++) luma[j] = Math.round(0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0));
  const small = await sharp(luma, { raw: { width: W, height: H, channels: 1 } }).resize(sw, sh).extractChannel(0).raw().toBuffer();
  // The brightest within a few small pixels: the paper between the letters.
  const r = 3;
  const lifted = Buffer.alloc(small.length);
  for (let y = 0; y < sh; y++)
    for (let x = 0; x < sw; x++) {
      let m = 0;
      for (let dy = -r; dy <= r; dy++) {
        const yy = y + dy < 0 ? 0 : y + dy >= sh ? sh - 1 : y + dy;
        for (let dx = -r; dx <= r; dx++) {
          const xx = x + dx < 0 ? 0 : x + dx >= sw ? sw - 1 : x + dx;
          const v = small[yy * sw + xx] ?? 0;
          if (v > m) m = v;
        }
      }
      lifted[y * sw + x] = m;
    }
  const bg = await sharp(lifted, { raw: { width: sw, height: sh, channels: 1 } })
    .blur(Math.max(0.3, s.radius / k))
    .resize(W, H)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.alloc(data.length);
  for (let j = 0, i = 0; j < bg.length; j++, i += 3) {
    const gain = 250 / Math.max(60, bg[j] ?? 255);
    const px = [0, 1, 2].map((ch) => {
      const v = data[i + ch] ?? 0;
      return s.whiten * Math.min(255, v * gain) + (1 - s.whiten) * v;
    });
    const l = 0.299 * (px[0] ?? 0) + 0.587 * (px[1] ?? 0) + 0.114 * (px[2] ?? 0);
    for (let ch = 0; ch < 3; ch++) {
      const sat = l + ((px[ch] ?? 0) - l) * s.saturation;
      const v = (sat - 128) * s.contrast + 128 + 8 * (s.contrast - 1);
      out[i + ch] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
  return out;
}

export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  const { width, height } = p.frame;
  const raw = { width, height, channels: 3 as const };
  let data: Raw = await sharp(png).removeAlpha().raw().toBuffer();
  if (p.blur >= 0.3) data = await sharp(data, { raw }).blur(p.blur).raw().toBuffer();
  const normal = noiseOf(seedOf('blind14-develop', p.seed), seedOf('blind14-noise', p.seed));
  lightFrame(data, width, height, p, normal);
  if (!p.scanner) return finishJpeg(data, raw, p.sharpen, p.quality, p.quality >= 90 ? '4:4:4' : '4:2:0');
  const s = p.scanner;
  const flat = await enhance(dewarp(data, width, height, s), s);
  return sharp(flat, { raw: { ...s.out, channels: 3 } })
    .sharpen({ sigma: s.appSharpen })
    .jpeg({ quality: p.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
