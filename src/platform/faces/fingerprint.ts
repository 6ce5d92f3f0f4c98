import { bmvbhash } from 'blockhash-core';
import { storedPixels, type DecodedImage } from './image.js';
import type { MeshPoint } from './pose.js';

/**
 * A frame's perceptual fingerprint: blockhash (blockhash.io; each of 16x16 blocks is 1 when its
 * brightness is above its band's median) of the face, cropped to the mesh's bounding box and
 * resized to 64x64, as a string of '0'/'1' (Postgres bit(256)). The face, not the whole frame: two
 * moments of a person sitting still before a fixed camera differ mostly in the face, and a whole-
 * frame hash put them 0-2 bits apart (eval/liveness.ts). Re-encoding, rescaling or re-lighting a
 * frame moves few bits. `frame`: the JPEG, or the face engine's decode of it (storedPixels).
 */
export async function frameFingerprint(frame: Buffer | DecodedImage, mesh: MeshPoint[]): Promise<string> {
  const { width, height, open } = await storedPixels(frame);
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = 0;
  let bottom = 0;
  for (const [x, y] of mesh) {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x);
    bottom = Math.max(bottom, y);
  }
  const x0 = Math.max(0, Math.min(width - 1, Math.floor(left)));
  const y0 = Math.max(0, Math.min(height - 1, Math.floor(top)));
  const box = { left: x0, top: y0, width: Math.max(1, Math.min(width, Math.ceil(right)) - x0), height: Math.max(1, Math.min(height, Math.ceil(bottom)) - y0) };
  const { data, info } = await open().extract(box).resize(64, 64, { fit: 'fill' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const hex = bmvbhash({ width: info.width, height: info.height, data }, 16);
  return [...hex].map((digit) => Number.parseInt(digit, 16).toString(2).padStart(4, '0')).join('');
}

/** Bits that differ between two fingerprints. */
export function fingerprintDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) distance += 1;
  return distance;
}
