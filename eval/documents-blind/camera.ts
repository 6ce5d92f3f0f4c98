/**
 * The blind set's captures, written for this set: the rendered document laid on a surface and
 * photographed (3-D tilt and in-plane turn projected through a phone-like lens, a cast shadow, uneven
 * light, colour cast, sensor noise, blur, JPEG), each drawn from the case's seed and the variant.
 */
import sharp from 'sharp';
import { Rng } from './random.js';
import type { Rendered } from './studio.js';

export const blindVariants = ['clean', 'phone', 'tilted', 'desk', 'blur_q35', 'w1000'] as const;
export type BlindVariant = (typeof blindVariants)[number];

export const blindVariantDescriptions: Record<BlindVariant, string> = {
  clean: 'the page image as rendered (PNG)',
  phone: 'card on a surface, 70-85% of a 1600x1200 frame, perspective tilt 4-9 deg, in-plane rotation 2-4 deg, uneven light, slight blur, JPEG 60',
  tilted: 'strong perspective tilt 8-12 deg, rotation 2-5 deg, 72-84% of a 1600x1200 frame, JPEG 80',
  desk: 'card on a desk at ~60% of a 1600x1200 frame, tilt 2-6 deg, rotation 2-5 deg, uneven light with a glare spot, JPEG 75',
  blur_q35: 'phone framing (75-85% of 1600x1200, tilt 3-7 deg, rotation 2-4 deg), blur sigma 1.2, JPEG quality 35',
  w1000: 'a ~1000 px wide photo (1000x750), card 75-85% of it, tilt 3-7 deg, rotation 2-4 deg, JPEG 70',
};

interface Shot {
  frame: [number, number];
  share: [number, number];
  tilt: [number, number];
  roll: [number, number];
  /** Strength of the light gradient across the frame (0: even). */
  light: [number, number];
  glare: number;
  blur: number;
  quality: number;
  noise: number;
}

const shots: Record<Exclude<BlindVariant, 'clean'>, Shot> = {
  phone: { frame: [1600, 1200], share: [0.7, 0.85], tilt: [4, 9], roll: [2, 4], light: [0.18, 0.32], glare: 0.15, blur: 0.7, quality: 60, noise: 3 },
  tilted: { frame: [1600, 1200], share: [0.72, 0.84], tilt: [8, 12], roll: [2, 5], light: [0.1, 0.2], glare: 0, blur: 0.5, quality: 80, noise: 2.5 },
  desk: { frame: [1600, 1200], share: [0.56, 0.64], tilt: [2, 6], roll: [2, 5], light: [0.22, 0.38], glare: 0.6, blur: 0.6, quality: 75, noise: 3 },
  blur_q35: { frame: [1600, 1200], share: [0.75, 0.85], tilt: [3, 7], roll: [2, 4], light: [0.12, 0.25], glare: 0, blur: 1.2, quality: 35, noise: 2 },
  w1000: { frame: [1000, 750], share: [0.75, 0.85], tilt: [3, 7], roll: [2, 4], light: [0.12, 0.25], glare: 0.1, blur: 0.5, quality: 70, noise: 2.5 },
};

type Pt = [number, number];

/** The 3x3 homography (h33 = 1) taking the four `from` points to the four `to` points. */
function homography(from: Pt[], to: Pt[]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss-Jordan with partial pivoting on the 8x9 augmented matrix.
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let r = col + 1; r < 8; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]!;
    for (let k = col; k < 9; k++) a[col]![k]! /= p;
    for (let r = 0; r < 8; r++) {
      if (r === col) continue;
      const factor = a[r]![col]!;
      if (factor === 0) continue;
      for (let k = col; k < 9; k++) a[r]![k]! -= factor * a[col]![k]!;
    }
  }
  return [...a.map((row) => row[8]!), 1];
}

/**
 * Where the card's corners land in the frame: the card turned in its plane by `rollDeg`, tilted by
 * `tiltDeg` about an in-plane axis at a random bearing, seen through a lens of about 65 degrees, then
 * scaled so its outline spans `share` of the frame's width (or height, whichever binds) and placed
 * near the centre.
 */
function cardQuad(rng: Rng, w: number, h: number, frame: Pt, share: number, tiltDeg: number, rollDeg: number): Pt[] {
  const roll = (rollDeg * Math.PI) / 180;
  const tilt = (tiltDeg * Math.PI) / 180;
  const bearing = rng.between(0, Math.PI * 2);
  const [ax, ay] = [Math.cos(bearing), Math.sin(bearing)];
  const focal = frame[0] / (2 * Math.tan((65 * Math.PI) / 360));
  const distance = (focal * w) / (share * frame[0]);
  const corners: Pt[] = [[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]];
  const projected = corners.map(([x0, y0]): Pt => {
    const x1 = x0 * Math.cos(roll) - y0 * Math.sin(roll);
    const y1 = x0 * Math.sin(roll) + y0 * Math.cos(roll);
    // Rodrigues' rotation about the in-plane axis (ax, ay, 0).
    const dot = x1 * ax + y1 * ay;
    const c = Math.cos(tilt);
    const s = Math.sin(tilt);
    const x2 = x1 * c + ax * dot * (1 - c);
    const y2 = y1 * c + ay * dot * (1 - c);
    const z2 = (ax * y1 - ay * x1) * s;
    const z = distance + z2;
    return [(focal * x2) / z, (focal * y2) / z];
  });
  const xs = projected.map((p) => p[0]);
  const ys = projected.map((p) => p[1]);
  const bw = Math.max(...xs) - Math.min(...xs);
  const bh = Math.max(...ys) - Math.min(...ys);
  // A tall page (the long slip is not) or a near-square frame: keep the whole card in view with a margin.
  const scale = Math.min((share * frame[0]) / bw, (0.92 * frame[1]) / bh);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  const slackX = Math.max(0, (frame[0] - bw * scale) / 2 - 8);
  const slackY = Math.max(0, (frame[1] - bh * scale) / 2 - 8);
  const ox = frame[0] / 2 + rng.between(-0.5, 0.5) * slackX;
  const oy = frame[1] / 2 + rng.between(-0.5, 0.5) * slackY;
  return projected.map(([x, y]): Pt => [(x - cx) * scale + ox, (y - cy) * scale + oy]);
}

/** A surface under the card: wood, a grey or pale desk, dark cloth, each with its own grain. */
function surface(rng: Rng, w: number, h: number): Float32Array {
  const kind = rng.pick(['wood', 'desk', 'cloth', 'pale'] as const);
  const base = { wood: [128, 86, 52], desk: [118, 118, 112], cloth: [46, 54, 72], pale: [206, 200, 188] }[kind];
  const out = new Float32Array(w * h * 3);
  // Low-frequency unevenness: a coarse seeded grid, interpolated.
  const gw = 9;
  const gh = 7;
  const grid = Array.from({ length: gw * gh }, () => rng.between(-1, 1));
  const freq = rng.between(0.02, 0.05);
  const phase = rng.between(0, 10);
  const slant = rng.between(-0.3, 0.3);
  for (let y = 0; y < h; y++) {
    const gy = (y / h) * (gh - 1);
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    for (let x = 0; x < w; x++) {
      const gx = (x / w) * (gw - 1);
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const g = (i: number, j: number) => grid[Math.min(j, gh - 1) * gw + Math.min(i, gw - 1)]!;
      const low = (g(x0, y0) * (1 - fx) + g(x0 + 1, y0) * fx) * (1 - fy) + (g(x0, y0 + 1) * (1 - fx) + g(x0 + 1, y0 + 1) * fx) * fy;
      let grain = 0;
      if (kind === 'wood') grain = 14 * Math.sin((y + slant * x) * freq + phase + 3 * Math.sin(x * 0.004 + low)) + 6 * Math.sin((y + slant * x) * freq * 7.3);
      else if (kind === 'cloth') grain = 3 * Math.sin(x * 0.9 + 2 * low) * Math.sin(y * 0.83 - low);
      const k = 1 + 0.12 * low;
      const o = (y * w + x) * 3;
      out[o] = base[0]! * k + grain;
      out[o + 1] = base[1]! * k + grain * 0.8;
      out[o + 2] = base[2]! * k + grain * 0.55;
    }
  }
  return out;
}

/** One photograph of `doc` as `variant` would take it; `seed` fixes every draw. */
export async function photograph(doc: Rendered, variant: BlindVariant, seed: string): Promise<Buffer> {
  if (variant === 'clean') return sharp(doc.png).flatten({ background: '#ffffff' }).png().toBuffer();
  const shot = shots[variant];
  const rng = new Rng(`${seed}/${variant}`);
  const [fw, fh] = shot.frame;
  const quad = cardQuad(rng, doc.width, doc.height, [fw, fh], rng.between(...shot.share), rng.between(...shot.tilt), rng.sign() * rng.between(...shot.roll));

  // Bring the card near the size it will have in the frame first, so sampling it does not alias.
  const edge = Math.max(...quad.map((p, i) => Math.hypot(p[0] - quad[(i + 1) % 4]![0], p[1] - quad[(i + 1) % 4]![1])));
  const targetW = Math.max(64, Math.round(Math.min(doc.width, edge * 1.05)));
  const { data: src, info } = await sharp(doc.png).ensureAlpha().resize({ width: targetW, kernel: 'lanczos3' }).raw().toBuffer({ resolveWithObject: true });
  const sw = info.width;
  const sh = info.height;
  const toSource = homography(quad, [[0, 0], [sw, 0], [sw, sh], [0, sh]]);

  // Warp: for each frame pixel inside the card's outline, the source point it sees (bilinear).
  const card = new Float32Array(fw * fh * 4);
  const minX = Math.max(0, Math.floor(Math.min(...quad.map((p) => p[0]))) - 1);
  const maxX = Math.min(fw - 1, Math.ceil(Math.max(...quad.map((p) => p[0]))) + 1);
  const minY = Math.max(0, Math.floor(Math.min(...quad.map((p) => p[1]))) - 1);
  const maxY = Math.min(fh - 1, Math.ceil(Math.max(...quad.map((p) => p[1]))) + 1);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = toSource as [number, number, number, number, number, number, number, number];
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const d = h6 * px + h7 * py + 1;
      const u = (h0 * px + h1 * py + h2) / d - 0.5;
      const v = (h3 * px + h4 * py + h5) / d - 0.5;
      if (u < -1 || v < -1 || u > sw || v > sh) continue;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      let r = 0, g = 0, b = 0, a = 0;
      for (const [dx, dy, wgt] of [[0, 0, (1 - fx) * (1 - fy)], [1, 0, fx * (1 - fy)], [0, 1, (1 - fx) * fy], [1, 1, fx * fy]] as const) {
        const sx = x0 + dx;
        const sy = y0 + dy;
        if (sx < 0 || sy < 0 || sx >= sw || sy >= sh || wgt === 0) continue;
        const i = (sy * sw + sx) * 4;
        const alpha = (src[i + 3]! / 255) * wgt;
        r += src[i]! * alpha;
        g += src[i + 1]! * alpha;
        b += src[i + 2]! * alpha;
        a += alpha;
      }
      const o = (y * fw + x) * 4;
      if (a > 0) {
        card[o] = r / a;
        card[o + 1] = g / a;
        card[o + 2] = b / a;
        card[o + 3] = a;
      }
    }
  }

  // The card's shadow on the surface: its outline blurred and pushed away from the light.
  const alphaMask = Buffer.alloc(fw * fh);
  for (let i = 0; i < fw * fh; i++) alphaMask[i] = Math.round(card[i * 4 + 3]! * 255);
  const shadow = await sharp(alphaMask, { raw: { width: fw, height: fh, channels: 1 } }).blur(Math.max(2, fw * 0.008)).raw().toBuffer();
  const lightAngle = rng.between(0, Math.PI * 2);
  const sdx = Math.round(-Math.cos(lightAngle) * fw * 0.006);
  const sdy = Math.round(-Math.sin(lightAngle) * fw * 0.006);
  const shadowDepth = rng.between(0.25, 0.45);

  const bg = surface(rng, fw, fh);
  const light = rng.between(...shot.light);
  const tint = rng.pick([[1.04, 1.0, 0.92], [1, 1, 1], [0.96, 1.0, 1.05], [1.06, 1.01, 0.9]]);
  const glare = rng.next() < shot.glare;
  const glareAt: Pt = [(quad[0]![0] + quad[2]![0]) / 2 + rng.between(-0.3, 0.3) * fw * 0.4, (quad[0]![1] + quad[2]![1]) / 2 + rng.between(-0.3, 0.3) * fh * 0.4];
  const glareRadius = fw * rng.between(0.06, 0.12);
  const glareStrength = rng.between(40, 85);
  const out = Buffer.alloc(fw * fh * 3);
  const lx = Math.cos(lightAngle);
  const ly = Math.sin(lightAngle);
  const diag = Math.hypot(fw, fh);
  for (let y = 0; y < fh; y++) {
    for (let x = 0; x < fw; x++) {
      const i = y * fw + x;
      const sxp = x - sdx;
      const syp = y - sdy;
      const s = sxp >= 0 && syp >= 0 && sxp < fw && syp < fh ? shadow[syp * fw + sxp]! / 255 : 0;
      const a = card[i * 4 + 3]!;
      // Uneven light: brighter towards the lamp, darker in the far corner, a little vignetting.
      const along = ((x - fw / 2) * lx + (y - fh / 2) * ly) / (diag / 2);
      const r2 = ((x - fw / 2) ** 2 + (y - fh / 2) ** 2) / (diag / 2) ** 2;
      let lum = (1 + light * along) * (1 - 0.18 * r2);
      let add = 0;
      if (glare) {
        const gd = ((x - glareAt[0]) ** 2 + (y - glareAt[1]) ** 2) / glareRadius ** 2;
        add = glareStrength * Math.exp(-gd) * a;
      }
      for (let ch = 0; ch < 3; ch++) {
        const under = bg[i * 3 + ch]! * (1 - shadowDepth * s * (1 - a));
        const value = card[i * 4 + ch]! * a + under * (1 - a);
        lum = Math.max(0.35, lum);
        const noisy = value * lum * tint[ch]! + add + (rng.next() + rng.next() - 1) * shot.noise * 1.7;
        out[i * 3 + ch] = noisy < 0 ? 0 : noisy > 255 ? 255 : Math.round(noisy);
      }
    }
  }
  let pipeline = sharp(out, { raw: { width: fw, height: fh, channels: 3 } });
  if (shot.blur >= 0.3) pipeline = pipeline.blur(shot.blur);
  return pipeline.jpeg({ quality: shot.quality, chromaSubsampling: '4:2:0' }).toBuffer();
}
