import sharp from 'sharp';
import { validationError } from '../../core/errors.js';
import { CaptureRejectedError, type CheckedCapture } from './providers/port.js';

const dataUriPrefix = /^data:image\/(?:jpeg|jpg|png|webp);base64,/i;
const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;
const minSide = 64;

/** Base64 (optionally a data URI) to bytes; a malformed string is a request error, not a capture. */
export function decodeBase64Image(raw: string): Buffer {
  const body = raw.replace(dataUriPrefix, '').replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !base64Pattern.test(body)) {
    throw validationError([{ path: 'image', message: 'must be a base64-encoded JPEG (a data:image/...;base64, prefix is accepted)' }]);
  }
  return Buffer.from(body, 'base64');
}

function sniff(bytes: Buffer): CheckedCapture['sourceFormat'] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * The checks every capture passes before anything else looks at it: format by magic bytes, byte
 * size, and pixel count read from the header before decoding (sharp's limitInputPixels guards the
 * decode as well), so an image bomb is refused cheaply. Returns the capture re-encoded as JPEG,
 * orientation applied. Throws CaptureRejectedError with a reason the user can act on.
 */
export async function checkCaptureImage(bytes: Buffer, limits: { maxBytes: number; maxPixels: number }): Promise<CheckedCapture> {
  if (bytes.length > limits.maxBytes) {
    throw new CaptureRejectedError(`The photo is too large (over ${Math.floor(limits.maxBytes / (1024 * 1024))} MB). Retake it at a lower resolution.`);
  }
  const sourceFormat = sniff(bytes);
  if (sourceFormat === null) throw new CaptureRejectedError('The photo must be a JPEG, PNG or WebP image.');
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const };
  let width: number;
  let height: number;
  try {
    // Header only (no pixel decode), so the size can be judged, and named, before anything is decoded.
    const metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch {
    throw new CaptureRejectedError('The photo could not be read. Retake it.');
  }
  if (width * height > limits.maxPixels) throw new CaptureRejectedError(`The photo has too many pixels (over ${limits.maxPixels}). Retake it at a lower resolution.`);
  if (width < minSide || height < minSide) throw new CaptureRejectedError(`The photo is too small (at least ${minSide}x${minSide} pixels).`);
  try {
    const { data, info } = await sharp(bytes, options).rotate().jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height, sourceFormat };
  } catch {
    throw new CaptureRejectedError('The photo could not be decoded. Retake it.');
  }
}
