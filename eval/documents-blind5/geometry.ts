/**
 * Plane-to-image geometry for the captures: a homography from the page (CSS px) to the frame (px),
 * found from the four page corners a pinhole camera projects, and the tests check.ts runs on it.
 */

export interface Pt {
  x: number;
  y: number;
}

/** A 3x3 matrix, row-major. */
export type Homography = [number, number, number, number, number, number, number, number, number];

export function apply(h: Homography, p: Pt): Pt {
  const w = h[6] * p.x + h[7] * p.y + h[8];
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w };
}

/** The projective denominator: positive wherever the plane is in front of the camera. */
export const depth = (h: Homography, p: Pt) => h[6] * p.x + h[7] * p.y + h[8];

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs((m[r] as number[])[col] as number) > Math.abs((m[pivot] as number[])[col] as number)) pivot = r;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const pr = m[col] as number[];
    const pv = pr[col] as number;
    if (Math.abs(pv) < 1e-12) throw new Error('singular homography');
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const k = (row[col] as number) / pv;
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - k * (pr[c] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}

/** The homography taking `from[i]` to `to[i]` (four points each). */
export function homography(from: Pt[], to: Pt[]): Homography {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i] as Pt;
    const { x: u, y: v } = to[i] as Pt;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const s = solve(a, b);
  return [s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], 1] as Homography;
}

/** The same mapping for a source drawn `scale` times larger (a texture of the page). */
export function scaledSource(h: Homography, scale: number): Homography {
  return [h[0] / scale, h[1] / scale, h[2], h[3] / scale, h[4] / scale, h[5], h[6] / scale, h[7] / scale, h[8]];
}

/** CSS `matrix3d` for an element with `transform-origin: 0 0` drawn through `h`. */
export function cssMatrix3d(h: Homography): string {
  const m = [h[0], h[3], 0, h[6], h[1], h[4], 0, h[7], 0, 0, 1, 0, h[2], h[5], 0, h[8]];
  return `matrix3d(${m.map((v) => v.toPrecision(12)).join(',')})`;
}

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const boxCorners = (b: Box): Pt[] => [
  { x: b.x0, y: b.y0 },
  { x: b.x1, y: b.y0 },
  { x: b.x1, y: b.y1 },
  { x: b.x0, y: b.y1 },
];

/** Points spread over a box (its corners, edges and inside), to sample what covers it. */
export function boxSamples(b: Box, nx = 7, ny = 3): Pt[] {
  const out: Pt[] = [];
  for (let j = 0; j < ny; j++) for (let i = 0; i < nx; i++) out.push({ x: b.x0 + ((b.x1 - b.x0) * i) / (nx - 1), y: b.y0 + ((b.y1 - b.y0) * j) / (ny - 1) });
  return out;
}

export function inPolygon(p: Pt, poly: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Pt;
    const b = poly[j] as Pt;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function segmentsCross(a: Pt, b: Pt, c: Pt, d: Pt): boolean {
  const cross = (o: Pt, p: Pt, q: Pt) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Distance from a point to a polygon's outline. */
export function distanceToPolygon(p: Pt, poly: Pt[]): number {
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Pt;
    const b = poly[(i + 1) % poly.length] as Pt;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)));
  }
  return best;
}

export const expand = (b: Box, by: number): Box => ({ x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by });

/** Whether two polygons share any area (a vertex of one inside the other, or edges crossing). */
export function polygonsMeet(a: Pt[], b: Pt[]): boolean {
  if (a.some((p) => inPolygon(p, b)) || b.some((p) => inPolygon(p, a))) return true;
  for (let i = 0; i < a.length; i++) {
    for (let k = 0; k < b.length; k++) {
      if (segmentsCross(a[i] as Pt, a[(i + 1) % a.length] as Pt, b[k] as Pt, b[(k + 1) % b.length] as Pt)) return true;
    }
  }
  return false;
}
