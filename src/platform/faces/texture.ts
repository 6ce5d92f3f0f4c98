import FFT from 'fft.js';
import { storedPixels, type DecodedImage } from './image.js';
import type { MeshPoint } from './pose.js';

/** Side of the square window, centred on the face, whose spectrum is read (camera pixels, not resized). */
const windowSide = 128;
const fft = new FFT(windowSide);

export interface RecaptureTexture {
  /**
   * The strongest isolated peak of the window's spectrum: ln of a bin's magnitude over the median
   * magnitude of its ring (same spatial frequency, every direction), over the mid and high
   * frequencies. A halftone dot screen, a screen's sub-pixel grid and the moire it makes with the
   * camera's pixels are periodic: they put a few bins far above their ring. Skin, hair and sensor
   * noise spread their energy over the ring.
   */
  spectralPeak: number;
  /** Share of the window's (non-DC) energy above a quarter of the sampling rate. */
  highBandShare: number;
}

/**
 * Reads the face's texture from the frame's pixels at the camera's own resolution (no resize: a
 * resize would filter out the very patterns looked for). The window is centred on the mesh's
 * middle; a frame smaller than the window is read whole, zero-padded by the Hann window. `frame`:
 * the JPEG, or the face engine's decode of it (storedPixels).
 */
export async function measureRecaptureTexture(frame: Buffer | DecodedImage, mesh: MeshPoint[]): Promise<RecaptureTexture> {
  const { width, height, open } = await storedPixels(frame);
  let cx = 0;
  let cy = 0;
  for (const [x, y] of mesh) {
    cx += x;
    cy += y;
  }
  cx /= mesh.length;
  cy /= mesh.length;
  const side = Math.min(windowSide, width, height);
  const left = Math.max(0, Math.min(width - side, Math.round(cx - side / 2)));
  const top = Math.max(0, Math.min(height - side, Math.round(cy - side / 2)));
  const grey = await open().extract({ left, top, width: side, height: side }).greyscale().raw().toBuffer();

  const n = windowSide;
  // Hann-windowed, mean removed, so the window's edges and brightness add no spectral lines.
  let mean = 0;
  for (let i = 0; i < grey.length; i++) mean += grey[i]!;
  mean /= grey.length;
  const hann = (i: number) => 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / side);
  const re = new Float64Array(n * n);
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) re[y * n + x] = (grey[y * side + x]! - mean) * hann(x) * hann(y);

  // Separable 2-D FFT: rows, then columns.
  const rows = new Float64Array(2 * n * n);
  const input = fft.createComplexArray() as number[];
  const output = fft.createComplexArray() as number[];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      input[2 * x] = re[y * n + x]!;
      input[2 * x + 1] = 0;
    }
    fft.transform(output, input);
    for (let k = 0; k < 2 * n; k++) rows[y * 2 * n + k] = output[k]!;
  }
  const magnitude = new Float64Array(n * n);
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      input[2 * y] = rows[y * 2 * n + 2 * x]!;
      input[2 * y + 1] = rows[y * 2 * n + 2 * x + 1]!;
    }
    fft.transform(output, input);
    for (let y = 0; y < n; y++) magnitude[y * n + x] = Math.hypot(output[2 * y]!, output[2 * y + 1]!);
  }

  // Rings of integer radius over one half-plane (the spectrum of a real image is symmetric).
  const half = n / 2;
  const rings: number[][] = Array.from({ length: half }, () => []);
  let total = 0;
  let high = 0;
  // JPEG's 8x8 blocks put lines at multiples of n/8 on each axis; the axes hold banding and edges.
  const blockLine = (k: number) => {
    const m = ((k % (n / 8)) + n / 8) % (n / 8);
    return m <= 1 || m >= n / 8 - 1;
  };
  for (let fy = 0; fy < half; fy++) {
    for (let fx = -half + 1; fx < half; fx++) {
      if (fy === 0 && fx <= 0) continue;
      const r = Math.round(Math.hypot(fx, fy));
      if (r === 0 || r >= half) continue;
      const value = magnitude[fy * n + ((fx + n) % n)]!;
      total += value * value;
      if (r > n / 4) high += value * value;
      if (r < 8 || blockLine(fx) || blockLine(fy)) continue;
      rings[r]!.push(Math.log(value + 1e-9));
    }
  }
  let spectralPeak = 0;
  for (const ring of rings) {
    if (ring.length < 8) continue;
    const sorted = [...ring].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    spectralPeak = Math.max(spectralPeak, sorted.at(-1)! - median);
  }
  return { spectralPeak: Math.round(spectralPeak * 1000) / 1000, highBandShare: total === 0 ? 0 : Math.round((high / total) * 10000) / 10000 };
}
