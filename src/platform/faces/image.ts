import sharp, { type Sharp } from 'sharp';

/**
 * An image the engine cannot work with: `unreadable_image` (not a picture, truncated, too many
 * pixels) or `no_face` (compare() found no face to compare). `image` says which input it was.
 */
export class FaceImageError extends Error {
  constructor(
    readonly code: 'unreadable_image' | 'no_face',
    readonly image: 'image' | 'selfie' | 'reference',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FaceImageError';
  }
}

export interface DecodedImage {
  rgb: Buffer;
  width: number;
  height: number;
  /** Original pixels per decoded pixel (>= 1): sizes are reported in the caller's pixels. */
  scale: number;
  /**
   * The pixels are exactly what sharp decodes from the file itself: a JPEG (colour or grey), not
   * resized, no EXIF orientation applied. storedPixels may then read them instead of the file.
   */
  asStored: boolean;
}

/** Above this the detector gains nothing and memory per call grows; faces are found at this size. */
const maxSide = 1280;
/** Refuses decompression bombs before sharp allocates the bitmap. */
const maxInputPixels = 40_000_000;

export async function decodeImage(image: Buffer): Promise<DecodedImage> {
  try {
    const source = sharp(image, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const metadata = await source.metadata();
    const { data, info } = await source
      // Phone photos carry their orientation in EXIF; apply it before anything looks at the face.
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const originalWidth = (metadata.orientation ?? 1) >= 5 ? (metadata.height ?? info.width) : (metadata.width ?? info.width);
    const asStored =
      metadata.format === 'jpeg' && (metadata.channels === 1 || metadata.channels === 3) && (metadata.orientation ?? 1) === 1 && info.width === metadata.width && info.height === metadata.height;
    return { rgb: data, width: info.width, height: info.height, scale: Math.max(1, originalWidth / info.width), asStored };
  } catch (error) {
    throw new FaceImageError('unreadable_image', 'image', `The image could not be read as a JPEG, PNG or WebP picture: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A square around the box, `margin` box-widths wider on each side, clipped to the image. */
export function squareAround(box: Box, margin: number, image: { width: number; height: number }): Box {
  const side = Math.max(box.width, box.height) * (1 + 2 * margin);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const x = Math.max(0, Math.round(cx - side / 2));
  const y = Math.max(0, Math.round(cy - side / 2));
  return { x, y, width: Math.max(1, Math.min(image.width - x, Math.round(side))), height: Math.max(1, Math.min(image.height - y, Math.round(side))) };
}

function clip(box: Box, image: { width: number; height: number }): Box {
  const x = Math.min(Math.max(0, Math.round(box.x)), image.width - 1);
  const y = Math.min(Math.max(0, Math.round(box.y)), image.height - 1);
  return { x, y, width: Math.max(1, Math.min(image.width - x, Math.round(box.width))), height: Math.max(1, Math.min(image.height - y, Math.round(box.height))) };
}

const signalSide = 128;

/**
 * Sharpness and exposure of the face region, measured on a fixed 128 px grey copy so the numbers
 * do not depend on the photo's resolution. Sharpness is the variance of the 4-neighbour Laplacian
 * (the usual focus measure); brightness is the mean luma (0-255).
 */
export async function measureRegion(image: DecodedImage, box: Box): Promise<{ sharpness: number; brightness: number }> {
  const region = clip(box, image);
  const grey = await sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract({ left: region.x, top: region.y, width: region.width, height: region.height })
    .resize({ width: signalSide, height: signalSide, fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  let sum = 0;
  for (const value of grey) sum += value;
  const brightness = sum / grey.length;
  let lapSum = 0;
  let lapSquares = 0;
  let count = 0;
  for (let y = 1; y < signalSide - 1; y++) {
    for (let x = 1; x < signalSide - 1; x++) {
      const i = y * signalSide + x;
      const lap = grey[i - 1]! + grey[i + 1]! + grey[i - signalSide]! + grey[i + signalSide]! - 4 * grey[i]!;
      lapSum += lap;
      lapSquares += lap * lap;
      count += 1;
    }
  }
  const mean = lapSum / count;
  return { sharpness: lapSquares / count - mean * mean, brightness };
}

/** Raw RGB of `region` (may leave the image: the outside is mid grey), resized to `size` (a number: a square). */
export async function paddedRegion(image: DecodedImage, region: Box, size: number | { width: number; height: number }): Promise<{ rgb: Buffer; width: number; height: number }> {
  const out = typeof size === 'number' ? { width: size, height: size } : size;
  const left = Math.round(region.x);
  const top = Math.round(region.y);
  const width = Math.max(1, Math.round(region.width));
  const height = Math.max(1, Math.round(region.height));
  const x0 = Math.min(Math.max(0, left), image.width - 1);
  const y0 = Math.min(Math.max(0, top), image.height - 1);
  const x1 = Math.max(x0 + 1, Math.min(image.width, left + width));
  const y1 = Math.max(y0 + 1, Math.min(image.height, top + height));
  // sharp applies extend after resize within one pipeline, so pad first and resize in a second pass.
  const padded = await sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .extend({
      left: Math.max(0, x0 - left),
      top: Math.max(0, y0 - top),
      right: Math.max(0, left + width - x1),
      bottom: Math.max(0, top + height - y1),
      background: { r: 128, g: 128, b: 128 },
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(padded.data, { raw: { width: padded.info.width, height: padded.info.height, channels: 3 } })
    .resize({ width: out.width, height: out.height, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgb: data, width: info.width, height: info.height };
}

/** The square around `box`, `margin` box-widths wider per side (may leave the image). */
export function squareRegion(box: Box, margin: number): Box {
  const side = Math.max(box.width, box.height) * (1 + 2 * margin);
  return { x: box.x + box.width / 2 - side / 2, y: box.y + box.height / 2 - side / 2, width: side, height: side };
}

/** Padded image data for the detector: square, so a wide or tall photo is not squashed. */
export async function squarePadded(image: DecodedImage): Promise<DecodedImage> {
  if (image.width === image.height) return image;
  const side = Math.max(image.width, image.height);
  // Black right and bottom margins: the rows copied into a zeroed square (what sharp's extend gave,
  // byte for byte, at a fraction of its CPU: bench/submit-profile.ts).
  const data = Buffer.alloc(side * side * 3);
  const row = image.width * 3;
  for (let y = 0; y < image.height; y++) image.rgb.copy(data, y * side * 3, y * row, y * row + row);
  return { rgb: data, width: side, height: side, scale: image.scale, asStored: false };
}

/**
 * A frame's stored pixels for sharp to crop: from its encoded bytes, or from decodeImage's pixels
 * of those bytes when they are the same pixels (`asStored`: checked on the face-video frames, plain,
 * grey and re-encoded, byte for byte), so the frame is not decoded again.
 */
export async function storedPixels(frame: Buffer | DecodedImage): Promise<{ width: number; height: number; open: () => Sharp }> {
  if (Buffer.isBuffer(frame)) {
    const { width = 0, height = 0 } = await sharp(frame).metadata();
    return { width, height, open: () => sharp(frame) };
  }
  if (!frame.asStored) throw new Error('these decoded pixels are not the stored image (resized, rotated or not a JPEG): read the bytes');
  return { width: frame.width, height: frame.height, open: () => sharp(frame.rgb, { raw: { width: frame.width, height: frame.height, channels: 3 } }) };
}
