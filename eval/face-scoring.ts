/**
 * Pair scoring and the threshold rule shared by the face evaluations (eval/faces.ts on the package
 * sets, eval/faces-lfw.ts on Labeled Faces in the Wild): one rule, so thresholds derived by either
 * script mean the same thing.
 */

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** faces-bbt photos are 150 px tight greyscale crops: a grey margin gives the detector the context a real capture has. */
export async function bbtPhotos(dir: string): Promise<{ person: string; variant: string; jpeg: Buffer }[]> {
  const files = (await readdir(dir)).filter((f) => /^[a-z]+\d+\.png$/.test(f)).sort();
  const out: { person: string; variant: string; jpeg: Buffer }[] = [];
  for (const file of files) {
    const png = await readFile(path.join(dir, file));
    const jpeg = await sharp(png).extend({ top: 75, bottom: 75, left: 75, right: 75, background: '#808080' }).removeAlpha().jpeg({ quality: 92 }).toBuffer();
    out.push({ person: `bbt-${file.replace(/\d+\.png$/, '')}`, variant: file.replace('.png', ''), jpeg });
  }
  return out;
}

/**
 * The identity split of the package sets. Thresholds are derived on the `derive` half (impostor
 * scores of its people against each other) and every reported figure comes from the `report` half,
 * which the thresholds never saw. faces-bbt is split 4/4 by name; the one man of human's screenshots
 * (13 photos, the most genuine pairs) is on the report side; face-api's group faces (one photo each,
 * impostors only) alternate by their index among the people in load order (bbt, one man, groups).
 */
const deriveBbt = new Set(['amy', 'howard', 'penny', 'sheldon']);
export function packageSetHalf(person: string, index: number): 'derive' | 'report' {
  if (person.startsWith('bbt-')) return deriveBbt.has(person.slice(4)) ? 'derive' : 'report';
  if (person === 'one-man') return 'report';
  return index % 2 === 0 ? 'derive' : 'report';
}

export function pct(n: number, d: number): string {
  return d === 0 ? '-' : `${((100 * n) / d).toFixed(2)}%`;
}

export interface Pairs {
  genuine: number[];
  impostor: number[];
  /** Same-person pairs in which a photo got no descriptor: counted as rejections. */
  failures: number;
}

interface Described {
  person: string;
  descriptors: Record<string, Float32Array | null>;
}

export function pairScores<T extends Described>(items: T[], similarity: (a: Float32Array, b: Float32Array) => number, name: string, keep: (a: T, b: T) => boolean): Pairs {
  const out: Pairs = { genuine: [], impostor: [], failures: 0 };
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      if (!keep(a, b)) continue;
      const same = a.person === b.person;
      const x = a.descriptors[name];
      const y = b.descriptors[name];
      if (!x || !y) {
        if (same) out.failures += 1;
        continue;
      }
      (same ? out.genuine : out.impostor).push(similarity(x, y));
    }
  }
  out.impostor.sort((p, q) => q - p);
  return out;
}

/** The smallest threshold with at most floor(far x N) of the (descending) impostor scores at or above it. */
export const thresholdOf = (descending: number[], far: number) => Math.round(((descending[Math.floor(far * descending.length)] ?? 0) + 1e-4) * 1e4) / 1e4;
/** One-sided standard normal quantiles for the three rates. */
const zOf: Record<string, number> = { _1e3: 3.0902, _1e4: 3.719, _1e5: 4.2649 };
/**
 * Where the impostor pairs are too few to resolve a rate (fewer than 1/rate of them), the empirical
 * threshold is only "above the highest impostor". A normal fitted to the impostor scores gives a
 * second estimate of the tail; the operating point is the stricter of the two.
 */
export function gaussianThreshold(scores: number[], key: string): number {
  const m = scores.reduce((a, b) => a + b, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((a, b) => a + (b - m) ** 2, 0) / (scores.length - 1));
  return Math.round((m + zOf[key]! * sd) * 1e4) / 1e4;
}

export type OperatingPoint = '_1e3' | '_1e4' | '_1e5';
export const operatingPoints: [OperatingPoint, number][] = [['_1e3', 1e-3], ['_1e4', 1e-4], ['_1e5', 1e-5]];

/** The operating points from one set of impostor scores (descending): the stricter of the empirical and the normal-tail threshold. */
export function deriveThresholds(impostorDescending: number[]): Record<OperatingPoint, { empirical: number; fitted: number; threshold: number }> {
  const out = {} as Record<OperatingPoint, { empirical: number; fitted: number; threshold: number }>;
  for (const [key, far] of operatingPoints) {
    const empirical = thresholdOf(impostorDescending, far);
    const fitted = gaussianThreshold(impostorDescending, key);
    out[key] = { empirical, fitted, threshold: Math.max(empirical, fitted) };
  }
  return out;
}

export const frrOf = (p: Pairs, t: number) => pct(p.genuine.filter((s) => s < t).length + p.failures, p.genuine.length + p.failures);
export const farOf = (p: Pairs, t: number) => pct(p.impostor.filter((s) => s >= t).length, p.impostor.length);
export const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};
