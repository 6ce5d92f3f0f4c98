import { bmvbhash } from 'blockhash-core';
import sharp from 'sharp';
import type { MeshPoint } from '../../../platform/faces/index.js';

/** Bits per fingerprint: blockhash over a 16x16 grid of blocks. */
export const fingerprintBits = 256;

/**
 * A frame's perceptual fingerprint: blockhash (blockhash.io; each of 16x16 blocks is 1 when its
 * brightness is above its band's median) of the whole frame, as a string of '0'/'1' (Postgres
 * bit(256)). Re-encoding, rescaling or a small brightness change move few bits; a different moment
 * of the same person moves many (measured in eval/liveness.ts, "near-duplicate distances").
 */
export async function frameFingerprint(jpeg: Buffer): Promise<string> {
  // A fixed size first: the hash then reads the same blocks whatever size the frame was sent at.
  const { data, info } = await sharp(jpeg).resize(256, 192, { fit: 'fill' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const hex = bmvbhash({ width: info.width, height: info.height, data }, 16);
  return [...hex].map((digit) => Number.parseInt(digit, 16).toString(2).padStart(4, '0')).join('');
}

/** Bits that differ between two fingerprints. */
export function fingerprintDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) distance += 1;
  return distance;
}

/**
 * Every 4th face-mesh point (117 of 468) as interleaved x, y in eye-corner distances, the eye line
 * level and the origin between the outer eye corners: unchanged by a shift, rescale or in-plane
 * rotation of the frame, changed by any movement of the head or face.
 */
export function meshShape(mesh: MeshPoint[]): number[] {
  const [ax, ay] = mesh[33]!;
  const [bx, by] = mesh[263]!;
  const span = Math.hypot(bx - ax, by - ay) || 1;
  const angle = -Math.atan2(by - ay, bx - ax);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const shape: number[] = [];
  for (let i = 0; i < mesh.length; i += 4) {
    const [x, y] = mesh[i]!;
    shape.push(Math.round((((x - mx) * cos - (y - my) * sin) / span) * 1e4) / 1e4, Math.round((((x - mx) * sin + (y - my) * cos) / span) * 1e4) / 1e4);
  }
  return shape;
}

/** RMS distance between two mesh shapes' points, in eye-corner distances. */
export function meshShapeDistance(a: number[], b: number[]): number {
  const n = Math.min(a.length, b.length) >> 1;
  if (n === 0) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < 2 * n; i += 2) sum += (a[i]! - b[i]!) ** 2 + (a[i + 1]! - b[i + 1]!) ** 2;
  return Math.sqrt(sum / n);
}
