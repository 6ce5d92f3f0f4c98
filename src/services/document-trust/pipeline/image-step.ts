import sharp, { type OutputInfo } from 'sharp';
import { validationError } from '../../../core/errors.js';

/**
 * Step 1: the upload becomes a clean PNG the OCR can trust (EXIF orientation applied, metadata
 * stripped), and its quality signals are measured. Everything about the file that can be judged
 * without decoding it (type by magic bytes, dimensions from the header) is judged first, so an
 * image bomb is refused before a single pixel is expanded.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** Below this the OCR cannot read labels (measured: ~10 px characters at 700 px are already fragile). */
export const minimumImageSize = { longSide: 600, shortSide: 300 };

/** Thresholds of the image-quality signals (docs/document-trust.md "Image quality"). */
export const qualityThresholds = {
  /** Long side below this: readable but small, so the result goes to review. */
  lowResolutionLongSide: 1000,
  /** sharp's Laplacian-based sharpness of the 1000 px greyscale copy; below this the image is blurred. */
  minSharpness: 1.5,
  /** Share of 20 px tiles that are washed-out bright spots with a reflection's soft halo (glare). */
  maxGlareShare: 0.01,
  /** Mean grey level window outside which the image is too dark or overexposed. */
  brightness: { min: 60, max: 250 },
};

export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface InspectedImage {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Checks an uploaded image from its bytes and header only; every refusal names the form field. */
export async function inspectUpload(options: { bytes: Buffer; field: string; maxPixels: number }): Promise<InspectedImage> {
  const { bytes, field, maxPixels } = options;
  const refuse = (message: string) => validationError([{ path: field, message }], `${field}: ${message}`);
  if (bytes.length === 0) throw refuse('is empty');
  const format = detectImageFormat(bytes);
  if (!format) throw refuse('must be a JPEG, PNG or WebP image (judged by its content, not its name or Content-Type)');
  let width: number | undefined;
  let height: number | undefined;
  let orientation: number | undefined;
  try {
    // metadata() reads the header only: nothing is decoded yet.
    ({ width, height, orientation } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw refuse(`is not a readable ${format.toUpperCase()} image (truncated or corrupt)`);
  }
  if (!width || !height) throw refuse(`is not a readable ${format.toUpperCase()} image (no dimensions in its header)`);
  if (width * height > maxPixels) throw refuse(`has ${width}x${height} pixels, more than the limit of ${maxPixels} pixels`);
  if (orientation !== undefined && orientation >= 5) [width, height] = [height, width];
  const longSide = Math.max(width, height);
  const shortSide = Math.min(width, height);
  if (longSide < minimumImageSize.longSide || shortSide < minimumImageSize.shortSide) {
    throw refuse(`is ${width}x${height} pixels, too small to read: at least ${minimumImageSize.longSide} px on the long side and ${minimumImageSize.shortSide} px on the short side`);
  }
  return { format, width, height };
}

export interface QualitySignals {
  width: number;
  height: number;
  brightness: number;
  sharpness: number;
  glareShare: number;
}

export interface PreparedImage {
  /** Orientation applied, metadata stripped, PNG. */
  png: Buffer;
  width: number;
  height: number;
  quality: QualitySignals;
}

/**
 * Share of 20x20 tiles under glare: near-white tiles much brighter than the page's typical tile,
 * in blobs whose surround fades out softly (a reflection's halo). A white area printed on the
 * document (a slip's table cells, a blank margin) ends at a sharp edge, so its first ring of tiles
 * is no brighter than the ring beyond it: it is not glare. Border tiles are left out (a straightened
 * photo has white corners), and so is a white page (glare on white paper hides nothing the OCR needs).
 */
function glareShare(grey: Buffer, width: number, height: number): number {
  const tile = 20;
  const cols = Math.floor(width / tile);
  const rows = Math.floor(height / tile);
  if (cols < 4 || rows < 4) return 0;
  const mean = new Float64Array(cols * rows);
  for (let ty = 0; ty < rows; ty++) {
    for (let tx = 0; tx < cols; tx++) {
      let sum = 0;
      for (let y = ty * tile; y < (ty + 1) * tile; y++) for (let x = tx * tile; x < (tx + 1) * tile; x++) sum += grey[y * width + x]!;
      mean[ty * cols + tx] = sum / (tile * tile);
    }
  }
  const inner: number[] = [];
  for (let ty = 1; ty < rows - 1; ty++) for (let tx = 1; tx < cols - 1; tx++) inner.push(ty * cols + tx);
  const sorted = inner.map((i) => mean[i]!).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const bright = new Uint8Array(cols * rows);
  // Much brighter than the page: half-way or more from its typical tile to pure white.
  const core = median + 0.5 * (255 - median);
  for (const i of inner) if (mean[i]! >= core && mean[i]! - median >= 5) bright[i] = 1;
  const seen = new Uint8Array(cols * rows);
  const neighbours = (i: number) => {
    const x = i % cols;
    const y = Math.floor(i / cols);
    const out: number[] = [];
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && x + dx >= 0 && x + dx < cols && y + dy >= 0 && y + dy < rows) out.push((y + dy) * cols + x + dx);
    return out;
  };
  const med = (xs: number[]) => (xs.length === 0 ? 0 : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
  let glared = 0;
  for (const start of inner) {
    if (!bright[start] || seen[start]) continue;
    const blob: number[] = [];
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const i = queue.pop()!;
      blob.push(i);
      for (const n of neighbours(i)) if (bright[n] && !seen[n]) (seen[n] = 1), queue.push(n);
    }
    const inBlob = new Set(blob);
    const ring1 = new Set<number>();
    for (const i of blob) for (const n of neighbours(i)) if (!inBlob.has(n)) ring1.add(n);
    const ring2 = new Set<number>();
    for (const i of ring1) for (const n of neighbours(i)) if (!inBlob.has(n) && !ring1.has(n)) ring2.add(n);
    const first = med([...ring1].map((i) => mean[i]!));
    const second = med([...ring2].map((i) => mean[i]!));
    // A reflection brightens towards its centre and fades outwards; printed white is flat up to a sharp edge.
    const peak = Math.max(...blob.map((i) => mean[i]!));
    if (blob.length >= 2 && peak >= first + 3 && first >= median + 0.3 * (255 - median) && first >= second + 2) glared += blob.length;
  }
  return glared / inner.length;
}

/** libjpeg's warning for stray bytes before the end-of-image marker: some phone cameras write them; the picture is intact. */
const tolerableDecodeWarning = /extraneous bytes before marker 0xd9/i;

/** Decodes (within the pixel limit), normalises and measures. A decode failure is the caller's file. */
export async function prepareImage(options: { bytes: Buffer; field: string; maxPixels: number }): Promise<PreparedImage> {
  const decode = (failOn: 'warning' | 'error') =>
    sharp(options.bytes, { limitInputPixels: options.maxPixels, failOn })
      .rotate()
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
  let png: Buffer;
  let info: OutputInfo;
  try {
    // `failOn: 'warning'`: libjpeg only warns about corrupt entropy data in the middle of a JPEG
    // ("premature end of data segment") and decodes grey garbage from there on, which would be read,
    // billed and decided on. The one warning real phone cameras trigger on sound files (junk bytes
    // before a marker) is tolerated by decoding again at the 'error' level.
    ({ data: png, info } = await decode('warning').catch((error: unknown) => {
      if (error instanceof Error && tolerableDecodeWarning.test(error.message)) return decode('error');
      throw error;
    }));
  } catch {
    throw validationError([{ path: options.field, message: 'could not be decoded (truncated or corrupt image data)' }], `${options.field}: could not be decoded`);
  }
  const probe = sharp(png).resize({ width: 1000, withoutEnlargement: true }).greyscale();
  const [stats, raw] = await Promise.all([probe.clone().stats(), probe.clone().raw().toBuffer({ resolveWithObject: true })]);
  return {
    png,
    width: info.width,
    height: info.height,
    quality: {
      width: info.width,
      height: info.height,
      brightness: stats.channels[0]!.mean,
      sharpness: stats.sharpness,
      glareShare: glareShare(raw.data, raw.info.width, raw.info.height),
    },
  };
}

/**
 * Uneven light taken out of a greyscale image: each pixel divided by its neighbourhood's paper
 * brightness (the image with its dark strokes closed by a max filter, then blurred), so one fixed
 * black/white threshold works on the lit and the shaded side alike. `strokePx` is about the width
 * of a character's stroke.
 */
export async function flattenLighting(grey: Buffer, strokePx = 9): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(grey).metadata();
  const sigma = Math.max(4, Math.min(width, height) / 12);
  // libvips' erode keeps the brightest pixel under the mask on a grey image (measured): dark strokes vanish.
  const paper = await sharp(grey).removeAlpha().greyscale().erode(strokePx).blur(sigma).negate({ alpha: false }).toColourspace('srgb').png().toBuffer();
  // colour-dodge computes base / (1 - top): with top = 1 - paper, the pixel divided by its paper.
  return sharp(grey).removeAlpha().toColourspace('srgb').composite([{ input: paper, blend: 'colour-dodge' }]).greyscale().png().toBuffer();
}
