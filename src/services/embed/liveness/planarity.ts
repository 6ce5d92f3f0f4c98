import type { MeshPoint } from '../../../platform/faces/index.js';

/**
 * How far the face mesh moved between two frames in a way no flat picture can move: fits the best
 * homography (the map between any two views of a plane, so it covers a photo being shifted, scaled,
 * rotated, tilted or bent in perspective) from `from` to `to` and returns the RMS of what it leaves
 * unexplained, in units of the eye-corner distance. A real head turning shows its depth (the nose
 * moves against the cheeks), which a homography cannot reproduce.
 */
export function nonPlanarResidual(from: MeshPoint[], to: MeshPoint[], eyeSpan: number): number {
  const n = Math.min(from.length, to.length);
  if (n < 8 || eyeSpan <= 0) return 0;
  // Hartley normalisation keeps the normal equations well conditioned.
  const a = normalise(from.slice(0, n));
  const b = normalise(to.slice(0, n));
  // h = [h11 h12 h13 h21 h22 h23 h31 h32], h33 = 1; two linear equations per point.
  const ata = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const atb = new Array<number>(8).fill(0);
  const accumulate = (row: number[], rhs: number) => {
    for (let i = 0; i < 8; i++) {
      atb[i]! += row[i]! * rhs;
      for (let j = 0; j < 8; j++) ata[i]![j]! += row[i]! * row[j]!;
    }
  };
  for (let i = 0; i < n; i++) {
    const [x, y] = a.points[i]!;
    const [u, v] = b.points[i]!;
    accumulate([x, y, 1, 0, 0, 0, -u * x, -u * y], u);
    accumulate([0, 0, 0, x, y, 1, -v * x, -v * y], v);
  }
  const h = solve(ata, atb);
  if (!h) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const [x, y] = a.points[i]!;
    const w = h[6]! * x + h[7]! * y + 1;
    const u = (h[0]! * x + h[1]! * y + h[2]!) / w;
    const v = (h[3]! * x + h[4]! * y + h[5]!) / w;
    const [tu, tv] = b.points[i]!;
    sum += (u - tu) ** 2 + (v - tv) ** 2;
  }
  // Back to the target frame's pixels, then to eye-corner distances.
  return Math.sqrt(sum / n) / b.scale / eyeSpan;
}

function normalise(points: MeshPoint[]): { points: MeshPoint[]; scale: number } {
  let cx = 0;
  let cy = 0;
  for (const [x, y] of points) {
    cx += x;
    cy += y;
  }
  cx /= points.length;
  cy /= points.length;
  let spread = 0;
  for (const [x, y] of points) spread += Math.hypot(x - cx, y - cy);
  const scale = Math.SQRT2 / Math.max(1e-9, spread / points.length);
  return { points: points.map(([x, y]) => [(x - cx) * scale, (y - cy) * scale]), scale };
}

/** Gaussian elimination with partial pivoting; null when singular. */
function solve(matrix: number[][], rhs: number[]): number[] | null {
  const n = rhs.length;
  const m = matrix.map((row, i) => [...row, rhs[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}
