import sharp from 'sharp';
import { rngOf } from '../documents-blind7/random.js';

/**
 * The pixel work the blind sets (the seventh on) do alike after the browser's scene: seeded sensor
 * noise, the light over the frame (contrast, white balance, a gain ramp, a lift, noise) and the
 * delivered JPEG (sharpened once, then encoded, possibly again and again as a messenger forwards it).
 * Each set keeps its own optics (blur, smear, glare, haze, shutter, folds ...) in its develop.ts.
 */

type Raw = { width: number; height: number; channels: 3 };

/** Sensor noise: 65536 Gaussian draws seeded by `tableSeed`, read in the order a xorshift seeded by `orderSeed` gives (fast, and the same for every run). */
export function noiseOf(tableSeed: number, orderSeed: number): () => number {
  const rng = rngOf(tableSeed);
  const table = new Float32Array(1 << 16);
  for (let k = 0; k < table.length; k++) table[k] = rng.gauss();
  let state = (orderSeed | 1) >>> 0;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return table[state & 0xffff] ?? 0;
  };
}

/**
 * Uneven light, white balance and noise over the frame, in place (the eleventh set's light and
 * after): a gain ramp from `gradient.from` to `gradient.to` across the frame along its angle, each
 * channel's contrast and gain, a lift, luma noise and chroma noise per channel. `mix`, where given,
 * first changes a pixel's colour `px` (a lens smudge's glow, beauty smoothing) at (x, y), data index i.
 */
export function lightFrame(
  data: Buffer,
  width: number,
  height: number,
  p: { light: { gain: [number, number, number]; lift: number; contrast: number }; gradient: { angle: number; from: number; to: number }; noise: { luma: number; chroma: number } },
  normal: () => number,
  mix?: (px: Float64Array, x: number, y: number, i: number) => void,
): void {
  const [gr, gg, gb] = p.light.gain;
  const { lift, contrast } = p.light;
  const a = (p.gradient.angle * Math.PI) / 180;
  const [ux, uy] = [Math.cos(a), Math.sin(a)];
  // The ramp runs from one side of the frame to the other along its direction.
  const span = Math.abs(ux) * width + Math.abs(uy) * height;
  const start = Math.min(0, ux * width) + Math.min(0, uy * height);
  const noisy = p.noise.luma > 0 || p.noise.chroma > 0;
  const px = new Float64Array(3);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width * 3; x < width; x++, i += 3) {
      const t = (ux * x + uy * y - start) / span;
      const ramp = p.gradient.from + (p.gradient.to - p.gradient.from) * t;
      px[0] = data[i] ?? 0;
      px[1] = data[i + 1] ?? 0;
      px[2] = data[i + 2] ?? 0;
      if (mix) mix(px, x, y, i);
      const r = px[0] ?? 0;
      const g = px[1] ?? 0;
      const b = px[2] ?? 0;
      const n = noisy ? normal() * p.noise.luma : 0;
      const rr = ((r / 255 - 0.5) * contrast + 0.5) * 255 * gr * ramp + lift + n + (noisy ? normal() * p.noise.chroma : 0);
      const gg2 = ((g / 255 - 0.5) * contrast + 0.5) * 255 * gg * ramp + lift + n + (noisy ? normal() * p.noise.chroma : 0);
      const bb = ((b / 255 - 0.5) * contrast + 0.5) * 255 * gb * ramp + lift + n + (noisy ? normal() * p.noise.chroma : 0);
      data[i] = rr < 0 ? 0 : rr > 255 ? 255 : rr;
      data[i + 1] = gg2 < 0 ? 0 : gg2 > 255 ? 255 : gg2;
      data[i + 2] = bb < 0 ? 0 : bb > 255 ? 255 : bb;
    }
  }
}

/** The delivered JPEG: sharpened (σ ≥ 0.3 only), encoded at `quality` with `chroma` subsampling. */
export function finishJpeg(data: Buffer, raw: Raw, sharpen: number, quality: number, chroma: '4:4:4' | '4:2:0'): Promise<Buffer> {
  let stage = sharp(data, { raw });
  if (sharpen >= 0.3) stage = stage.sharpen({ sigma: sharpen });
  return stage.jpeg({ quality, chromaSubsampling: chroma }).toBuffer();
}

/**
 * The delivered JPEG of a photo encoded one or more times (a messenger resizes and recompresses what
 * it forwards): the raw frame sharpened first (by `sharpen`, or not when null), then each encode
 * resizes the long side to its `longSide` (null keeps the size) and compresses (4:2:0).
 */
export async function encodeChain(data: Buffer, raw: Raw, encodes: readonly { longSide: number | null; quality: number }[], sharpen: number | null): Promise<Buffer> {
  const { width, height } = raw;
  let buf: Buffer = data;
  let isRaw = true;
  for (const e of encodes) {
    let stage = isRaw ? sharp(buf, { raw }) : sharp(buf);
    if (isRaw && sharpen !== null) stage = stage.sharpen({ sigma: sharpen });
    isRaw = false;
    if (e.longSide !== null) stage = width >= height ? stage.resize({ width: e.longSide }) : stage.resize({ height: e.longSide });
    buf = await stage.jpeg({ quality: e.quality, chromaSubsampling: '4:2:0' }).toBuffer();
  }
  return buf;
}
