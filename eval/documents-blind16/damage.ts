import sharp from 'sharp';
import { tearLine, type CaptureParams, type Drop, type Tear } from './capture.js';

/**
 * What happened to the document before it was photographed, done to the page image (page px, its
 * transparent rounded corners kept): drops of water standing on it (each a small lens that magnifies
 * what is under it, with a darker rim and a bright highlight where the light catches it), or a tear
 * across it mended with clear tape (the second half a pixel or two out of line along the jagged
 * tear, paper fibres or a dark crack in the gap, the tape's yellowed strip with a sheen, darker edges
 * and trapped bubbles). The scene, the camera's blur, light, noise and JPEG come after.
 */

type Rgba = { data: Buffer; width: number; height: number };

/** A pixel of the page, bilinearly sampled (outside the page: transparent). */
function sample(src: Rgba, x: number, y: number, out: Float64Array): void {
  const { data, width: W, height: H } = src;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  out.fill(0);
  for (const [dx, dy, w] of [
    [0, 0, (1 - fx) * (1 - fy)],
    [1, 0, fx * (1 - fy)],
    [0, 1, (1 - fx) * fy],
    [1, 1, fx * fy],
  ] as const) {
    const xx = x0 + dx;
    const yy = y0 + dy;
    if (w === 0 || xx < 0 || yy < 0 || xx >= W || yy >= H) continue;
    const i = (yy * W + xx) * 4;
    const a = (data[i + 3] ?? 0) / 255;
    // Premultiplied, so a transparent corner does not darken its neighbours.
    out[0] = (out[0] ?? 0) + (data[i] ?? 0) * a * w;
    out[1] = (out[1] ?? 0) + (data[i + 1] ?? 0) * a * w;
    out[2] = (out[2] ?? 0) + (data[i + 2] ?? 0) * a * w;
    out[3] = (out[3] ?? 0) + a * w;
  }
}

function put(dst: Buffer, i: number, px: Float64Array): void {
  const a = px[3] ?? 0;
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
  dst[i] = a > 0 ? clamp((px[0] ?? 0) / a) : 0;
  dst[i + 1] = a > 0 ? clamp((px[1] ?? 0) / a) : 0;
  dst[i + 2] = a > 0 ? clamp((px[2] ?? 0) / a) : 0;
  dst[i + 3] = clamp(a * 255);
}

/** A seeded hash in [0, 1) of an integer (the tear's fine roughness, row by row). */
function hash01(seed: number, n: number): number {
  let h = (seed ^ Math.imul(n + 1, 0x27d4eb2d)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Drops of water: inside each, the page magnified about its centre, the rim darker, a highlight towards the light. */
function wet(src: Rgba, drops: readonly Drop[]): Buffer {
  const { width: W, height: H } = src;
  const out = Buffer.from(src.data);
  const px = new Float64Array(4);
  for (const d of drops) {
    const hx = d.x + Math.cos(d.lightAngle) * d.r * 0.42;
    const hy = d.y + Math.sin(d.lightAngle) * d.r * 0.42;
    for (let y = Math.max(0, Math.floor(d.y - d.r)); y <= Math.min(H - 1, Math.ceil(d.y + d.r)); y++)
      for (let x = Math.max(0, Math.floor(d.x - d.r)); x <= Math.min(W - 1, Math.ceil(d.x + d.r)); x++) {
        const dist = Math.hypot(x - d.x, y - d.y) / d.r;
        if (dist > 1) continue;
        const i = (y * W + x) * 4;
        if ((src.data[i + 3] ?? 0) === 0) continue;
        // A lens: stronger towards the centre, none at the edge (the drop is flat there).
        const m = 1 + (d.magnify - 1) * (1 - dist * dist);
        sample(src, d.x + (x - d.x) / m, d.y + (y - d.y) / m, px);
        const a = px[3] ?? 0;
        // The rim: darker in its outer fifth; the highlight: a soft bright spot towards the light.
        const rim = dist > 0.78 ? 1 - d.rim * Math.min(1, (dist - 0.78) / 0.14) : 1;
        const hd = Math.hypot(x - hx, y - hy) / (d.r * 0.26);
        const glint = hd < 1 ? d.highlight * (1 - hd * hd) : 0;
        for (let ch = 0; ch < 3; ch++) px[ch] = ((px[ch] ?? 0) * rim * (1 - glint) + 255 * glint * a);
        put(out, i, px);
      }
  }
  return out;
}

/** The tear and the tape: the far half shifted, the gap filled, the tape's strip over both. */
function tornAndTaped(src: Rgba, tear: Tear): Buffer {
  const { width: W, height: H } = src;
  const out = Buffer.alloc(src.data.length);
  const px = new Float64Array(4);
  const across = tear.direction === 'across';
  // The tear runs along `length` (the page's height when it crosses the long side) and lies at an offset across it.
  const length = across ? H : W;
  const line = new Float64Array(length);
  for (let u = 0; u < length; u++) line[u] = tearLine(tear, u / Math.max(1, length - 1), length) + (hash01(tear.roughSeed, u) - 0.5) * 2 * tear.rough;
  const [sx, sy] = tear.shift;
  const { tape } = tear;
  // The tape is straight: the tear's straight line, moved by its offset.
  const tapeAt = (t: number) => tear.start + (tear.end - tear.start) * t + tape.offset;
  const slope = (tear.end - tear.start) / Math.max(1, length - 1);
  const cos = 1 / Math.sqrt(1 + slope * slope);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      const u = across ? y : x;
      const v = across ? x : y;
      const at = line[u] ?? 0;
      if (Math.abs(v - at) <= tear.gap / 2) {
        // The gap: what is behind the tear.
        const a = (src.data[i + 3] ?? 0) / 255;
        px[0] = tear.gapColor[0] * a;
        px[1] = tear.gapColor[1] * a;
        px[2] = tear.gapColor[2] * a;
        px[3] = a;
      } else if (v > at) sample(src, x - sx, y - sy, px);
      else sample(src, x, y, px);
      const a = px[3] ?? 0;
      if (a > 0) {
        // The tape: distance across it from its centre line (page px, square to it).
        const t = u / Math.max(1, length - 1);
        const d = (v - tapeAt(t)) * cos;
        const half = tape.width / 2;
        if (Math.abs(d) <= half) {
          const rel = d / tape.width;
          const sheen = tape.sheen.strength * Math.exp(-(((rel - tape.sheen.at) / tape.sheen.width) ** 2));
          const edge = half - Math.abs(d) < 1.5 ? 1 - tape.edge : 1;
          let bubble = 0;
          for (const b of tape.bubbles) {
            const bu = b.t * (length - 1);
            const bv = tapeAt(b.t) + b.across * tape.width;
            const q = ((u - bu) / b.rx) ** 2 + ((v - bv) / b.ry) ** 2;
            if (q <= 1) bubble = Math.max(bubble, 0.12 * (1 - q) + (q > 0.7 ? 0.1 : 0));
          }
          for (let ch = 0; ch < 3; ch++) {
            const c = ((px[ch] ?? 0) / a) * (tape.tint[ch] ?? 1) * edge;
            px[ch] = (c + (255 - c) * Math.min(1, sheen + bubble)) * a;
          }
        }
      }
      put(out, i, px);
    }
  return out;
}

/** The page as the scene shows it: wet, or torn and taped; any other capture's page as rendered. */
export async function damagePage(png: Buffer, p: CaptureParams): Promise<Buffer> {
  if (!p.drops && !p.tear) return png;
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const src: Rgba = { data, width: info.width, height: info.height };
  const out = p.drops ? wet(src, p.drops) : tornAndTaped(src, p.tear as Tear);
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
}
