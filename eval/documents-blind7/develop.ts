import sharp from 'sharp';
import { encodeChain, noiseOf } from '../blind-kit/develop-helpers.js';
import type { CaptureParams } from './capture.js';
import { seedOf } from './random.js';

/**
 * The camera's and the network's faults on a rendered scene: motion blur and defocus, moiré from a
 * photographed screen, exposure and colour cast, sensor noise, phone sharpening, and one or more
 * rounds of resizing and JPEG (a messaging app recompresses what it is sent).
 */

/** A normalised line kernel of the given length and angle (motion blur). */
function lineKernel(length: number, angleDeg: number): { size: number; kernel: number[] } {
  const size = Math.max(3, 2 * Math.ceil(length / 2) + 3);
  const kernel = new Array<number>(size * size).fill(0);
  const c = (size - 1) / 2;
  const a = (angleDeg * Math.PI) / 180;
  const steps = Math.ceil(length * 8);
  for (let i = 0; i <= steps; i++) {
    const t = -length / 2 + (length * i) / steps;
    const x = c + t * Math.cos(a);
    const y = c + t * Math.sin(a);
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    for (const [xx, yy, w] of [
      [x0, y0, (1 - (x - x0)) * (1 - (y - y0))],
      [x0 + 1, y0, (x - x0) * (1 - (y - y0))],
      [x0, y0 + 1, (1 - (x - x0)) * (y - y0)],
      [x0 + 1, y0 + 1, (x - x0) * (y - y0)],
    ] as const) {
      const k = yy * size + xx;
      if (xx >= 0 && yy >= 0 && xx < size && yy < size) kernel[k] = (kernel[k] ?? 0) + w;
    }
  }
  const sum = kernel.reduce((s, v) => s + v, 0);
  return { size, kernel: kernel.map((v) => v / sum) };
}

export async function develop(png: Buffer, p: CaptureParams): Promise<Buffer> {
  let img = sharp(png).removeAlpha();
  if (p.motionBlur) {
    const { size, kernel } = lineKernel(p.motionBlur.length, p.motionBlur.angle);
    img = sharp(await img.raw().toBuffer(), { raw: { width: p.frame.width, height: p.frame.height, channels: 3 } }).convolve({ width: size, height: size, kernel });
  }
  if (p.defocus >= 0.3) img = sharp(await img.raw().toBuffer(), { raw: { width: p.frame.width, height: p.frame.height, channels: 3 } }).blur(p.defocus);
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // Normal samples from a seeded table walked by a seeded xorshift: the same noise every run, at a fraction of Box-Muller's cost per pixel.
  const normal = noiseOf(seedOf('develop', p.seed), seedOf('noise', p.seed));
  const [gr, gg, gb] = p.light.gain;
  const { lift, contrast } = p.light;
  const m = p.moire;
  const cosA = m ? Math.cos((m.angle * Math.PI) / 180) : 0;
  const sinA = m ? Math.sin((m.angle * Math.PI) / 180) : 0;
  const channelShift = m ? (2 * Math.PI * m.rainbow) / 3 : 0;
  const cosB = m ? Math.cos((m.beatAngle * Math.PI) / 180) : 0;
  const sinB = m ? Math.sin((m.beatAngle * Math.PI) / 180) : 0;
  const luma = p.noise.luma;
  const chroma = p.noise.chroma;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      let r = data[i] ?? 0;
      let g = data[i + 1] ?? 0;
      let b = data[i + 2] ?? 0;
      if (m) {
        // Interference bands of the screen's pixel grid against the sensor's, curved and coloured.
        const u = x * cosA + y * sinA - width / 2;
        const v = -x * sinA + y * cosA - height / 2;
        const phi = (2 * Math.PI * u) / m.period + m.curvature * v * v + m.phase;
        // The slow beat of two gratings makes the bands swell and fade across the screen.
        const envelope = 0.55 + 0.45 * Math.cos((2 * Math.PI * (x * cosB + y * sinB)) / m.beat);
        const k = m.amplitude * envelope * (0.35 + (0.65 * (r + g + b)) / 765);
        r *= 1 - k * (0.5 + 0.5 * Math.cos(phi));
        g *= 1 - k * (0.5 + 0.5 * Math.cos(phi + channelShift));
        b *= 1 - k * (0.5 + 0.5 * Math.cos(phi + 2 * channelShift));
      }
      const n = normal() * luma;
      r = ((r / 255 - 0.5) * contrast + 0.5) * 255 * gr + lift + n + normal() * chroma;
      g = ((g / 255 - 0.5) * contrast + 0.5) * 255 * gg + lift + n + normal() * chroma;
      b = ((b / 255 - 0.5) * contrast + 0.5) * 255 * gb + lift + n + normal() * chroma;
      data[i] = r < 0 ? 0 : r > 255 ? 255 : r;
      data[i + 1] = g < 0 ? 0 : g > 255 ? 255 : g;
      data[i + 2] = b < 0 ? 0 : b > 255 ? 255 : b;
    }
  }
  return encodeChain(data, { width, height, channels: 3 }, p.encodes, p.sharpen > 0 ? p.sharpen : null);
}
