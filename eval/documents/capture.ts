import sharp from 'sharp';
import type { Random } from './random.js';

/**
 * Capture conditions applied to a clean rendering: what a phone or a scanner does to a document.
 * Each variant is one condition alone (so a figure says which condition hurts), plus `phone`, the
 * combination a typical phone photo shows.
 */
export type Variant = 'clean' | 'tilt' | 'rotation' | 'lighting' | 'desk' | 'blur' | 'jpeg35' | 'w1000' | 'phone' | 'turn90' | 'turn180' | 'turn270' | 'phone_turn90';
export const variants: readonly Variant[] = ['clean', 'tilt', 'rotation', 'lighting', 'desk', 'blur', 'jpeg35', 'w1000', 'phone', 'turn90', 'turn180', 'turn270', 'phone_turn90'];

export const variantDescriptions: Record<Variant, string> = {
  clean: 'the rendering itself (PNG, 1400 px wide)',
  tilt: 'perspective tilt 4-12 degrees (camera not square to the card), card ~90% of the frame, camera JPEG q92',
  rotation: 'in-plane rotation 2-5 degrees either way',
  lighting: 'uneven lighting: one side down to ~45% brightness, warm cast',
  desk: 'the card on a desk, 60% of the frame width (2000 px frame), soft shadow, camera JPEG q92',
  blur: 'Gaussian blur sigma 1.2',
  jpeg35: 'JPEG quality 35',
  w1000: 'scaled down to 1000 px wide',
  phone: 'phone photo: desk 65-75% of the frame, tilt 5-9 degrees, rotation 2-4 degrees, uneven light, blur 0.9, sensor noise, JPEG 55, 1600 px frame',
  turn90: 'the rendering turned 90 degrees clockwise (portrait photo, no EXIF orientation)',
  turn180: 'the rendering turned 180 degrees (upside down, no EXIF orientation)',
  turn270: 'the rendering turned 270 degrees clockwise (portrait photo, no EXIF orientation)',
  phone_turn90: 'the phone photo turned 90 degrees clockwise (portrait photo, no EXIF orientation)',
};

type Point = [number, number];

/** The 3x3 homography (row-major, h33 = 1) that maps each `from` point to its `to` point. */
function homography(from: Point[], to: Point[]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < 9; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return [...Array.from({ length: 8 }, (_, i) => a[i]![8]! / a[i]![i]!), 1];
}

export interface Pose {
  /** Rotation about the card's horizontal axis (top away from the camera), degrees. */
  tiltX: number;
  /** Rotation about the vertical axis, degrees. */
  tiltY: number;
  /** In-plane rotation, degrees. */
  roll: number;
}

/** Where the card's corners land (relative to its centre) under `pose`, seen by a camera at focal length 1.6 x width. */
function projectCorners(w: number, h: number, pose: Pose, scale: number): Point[] {
  const rad = Math.PI / 180;
  const [ax, ay, az] = [pose.tiltX * rad, pose.tiltY * rad, pose.roll * rad];
  const f = 1.6 * w;
  return ([[-w / 2, -h / 2], [w / 2, -h / 2], [w / 2, h / 2], [-w / 2, h / 2]] as Point[]).map(([x0, y0]) => {
    // in-plane roll, then tilt about x, then about y
    let x = x0 * Math.cos(az) - y0 * Math.sin(az);
    let y = x0 * Math.sin(az) + y0 * Math.cos(az);
    let z = 0;
    [y, z] = [y * Math.cos(ax) - z * Math.sin(ax), y * Math.sin(ax) + z * Math.cos(ax)];
    [x, z] = [x * Math.cos(ay) + z * Math.sin(ay), -x * Math.sin(ay) + z * Math.cos(ay)];
    return [(scale * f * x) / (f + z), (scale * f * y) / (f + z)];
  });
}

/** The card warped to `pose`, scaled to `cardWidth` px, as RGBA with a transparent surround, plus its corners. */
async function warpCard(png: Buffer, pose: Pose, cardWidth: number): Promise<{ data: Buffer; width: number; height: number; corners: Point[] }> {
  const { data: src, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = info.width;
  const sh = info.height;
  const projected = projectCorners(sw, sh, pose, cardWidth / sw);
  const minX = Math.min(...projected.map((p) => p[0]));
  const minY = Math.min(...projected.map((p) => p[1]));
  const corners = projected.map(([x, y]) => [x - minX + 1, y - minY + 1] as Point);
  const width = Math.ceil(Math.max(...corners.map((p) => p[0]))) + 2;
  const height = Math.ceil(Math.max(...corners.map((p) => p[1]))) + 2;
  const hm = homography(corners, [[0, 0], [sw, 0], [sw, sh], [0, sh]]);
  const out = Buffer.alloc(width * height * 4);
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const d = hm[6]! * u + hm[7]! * v + 1;
      const x = (hm[0]! * u + hm[1]! * v + hm[2]!) / d - 0.5;
      const y = (hm[3]! * u + hm[4]! * v + hm[5]!) / d - 0.5;
      if (x < -0.5 || y < -0.5 || x > sw - 0.5 || y > sh - 0.5) continue;
      const x0 = Math.max(0, Math.min(sw - 1, Math.floor(x)));
      const y0 = Math.max(0, Math.min(sh - 1, Math.floor(y)));
      const x1 = Math.min(sw - 1, x0 + 1);
      const y1 = Math.min(sh - 1, y0 + 1);
      const fx = Math.max(0, Math.min(1, x - x0));
      const fy = Math.max(0, Math.min(1, y - y0));
      const o = (v * width + u) * 4;
      for (let c = 0; c < 4; c++) {
        const p00 = src[(y0 * sw + x0) * 4 + c]!;
        const p10 = src[(y0 * sw + x1) * 4 + c]!;
        const p01 = src[(y1 * sw + x0) * 4 + c]!;
        const p11 = src[(y1 * sw + x1) * 4 + c]!;
        out[o + c] = Math.round(p00 * (1 - fx) * (1 - fy) + p10 * fx * (1 - fy) + p01 * (1 - fx) * fy + p11 * fx * fy);
      }
    }
  }
  return { data: out, width, height, corners };
}

const surfaces = [
  { base: '#8a5a35', grain: '0.003 0.09', tint: [0.55, 0.35, 0.2] }, // wood
  { base: '#5b3b26', grain: '0.004 0.12', tint: [0.4, 0.25, 0.15] }, // dark wood
  { base: '#b9b4aa', grain: '0.05 0.05', tint: [0.72, 0.7, 0.66] }, // grey laminate
  { base: '#2f3338', grain: '0.08 0.08', tint: [0.2, 0.21, 0.23] }, // black desk mat
  { base: '#d8cfc0', grain: '0.02 0.2', tint: [0.85, 0.8, 0.72] }, // light oak
] as const;

/** A desk surface (SVG turbulence grain) with the card's soft shadow, `width` x `height`. */
function surfaceSvg(width: number, height: number, rng: Random, shadow: Point[] | null): string {
  const s = rng.pick(surfaces);
  const [r, g, b] = s.tint;
  const shadowPath = shadow ? `<path d="M${shadow.map((p) => `${p[0].toFixed(1)} ${p[1].toFixed(1)}`).join(' L')} Z" fill="#000" opacity="0.45" filter="url(#soft)"/>` : '';
  // Rendered at a quarter of the size (librsvg's turbulence and blur are slow on large frames) and scaled up.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width / 4)}" height="${Math.round(height / 4)}" viewBox="0 0 ${width} ${height}">
<defs><filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${s.grain}" numOctaves="3" seed="${rng.int(1, 999)}"/><feColorMatrix type="matrix" values="0 0 0 0.35 ${r - 0.15}  0 0 0 0.3 ${g - 0.13}  0 0 0 0.25 ${b - 0.1}  0 0 0 0 1"/></filter>
<filter id="soft"><feGaussianBlur stdDeviation="${(width / 120).toFixed(1)}"/></filter></defs>
<rect width="${width}" height="${height}" fill="${s.base}"/>
<rect width="${width}" height="${height}" filter="url(#grain)"/>
${shadowPath}
</svg>`;
}

/** The card posed on a surface, its width `fill` of a frame `frameWidth` wide (4:3), as a camera JPEG (quality 92). */
async function onSurface(png: Buffer, rng: Random, options: { pose: Pose; fill: number; frameWidth: number }): Promise<Buffer> {
  const frameWidth = options.frameWidth;
  const frameHeight = Math.round((frameWidth * 3) / 4);
  const card = await warpCard(png, options.pose, Math.round(frameWidth * options.fill));
  const left = Math.max(0, Math.round((frameWidth - card.width) / 2 + rng.between(-0.08, 0.08) * (frameWidth - card.width)));
  const top = Math.max(0, Math.round((frameHeight - card.height) / 2 + rng.between(-0.15, 0.15) * Math.max(0, frameHeight - card.height)));
  const offset = frameWidth / 150;
  const shadow = card.corners.map(([x, y]) => [x + left + offset, y + top + offset * 1.5] as Point);
  const surface = await sharp(Buffer.from(surfaceSvg(frameWidth, frameHeight, rng, shadow))).resize({ width: frameWidth, height: frameHeight, fit: 'fill' }).png({ compressionLevel: 1 }).toBuffer();
  return sharp(surface)
    .composite([{ input: card.data, raw: { width: card.width, height: card.height, channels: 4 }, left, top }])
    .flatten()
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Multiplies the image by a brightness ramp (1.0 to `low`) in a random direction, with a warm cast. */
async function unevenLight(png: Buffer, rng: Random, low: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const angle = rng.between(0, 360);
  const x2 = 50 + 50 * Math.cos((angle * Math.PI) / 180);
  const y2 = 50 + 50 * Math.sin((angle * Math.PI) / 180);
  const dark = Math.round(255 * low);
  const ramp = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="l" x1="${100 - x2}%" y1="${100 - y2}%" x2="${x2}%" y2="${y2}%"><stop offset="0" stop-color="rgb(255,250,238)"/><stop offset="0.45" stop-color="rgb(240,232,215)"/><stop offset="1" stop-color="rgb(${dark},${Math.round(dark * 0.95)},${Math.round(dark * 0.85)})"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#l)"/></svg>`;
  return sharp(png).composite([{ input: Buffer.from(ramp), blend: 'multiply' }]).png({ compressionLevel: 3 }).toBuffer();
}

/** Grey sensor noise (soft-light), strength ~ standard deviation in 8-bit levels. */
async function noise(png: Buffer, rng: Random, strength: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const n = Buffer.alloc(width * height);
  for (let i = 0; i < n.length; i++) n[i] = Math.max(0, Math.min(255, Math.round(128 + strength * (rng.next() + rng.next() + rng.next() - 1.5) * 2)));
  return sharp(png)
    .composite([{ input: await sharp(n, { raw: { width, height, channels: 1 } }).toColourspace('srgb').png().toBuffer(), blend: 'soft-light' }])
    .png()
    .toBuffer();
}

const sign = (rng: Random) => (rng.chance(0.5) ? -1 : 1);

/** Applies one capture variant to a clean PNG rendering; deterministic for a given `rng` state. */
export async function capture(png: Buffer, variant: Variant, rng: Random): Promise<{ image: Buffer; mime: 'image/png' | 'image/jpeg'; note: string }> {
  const { width = 0 } = await sharp(png).metadata();
  switch (variant) {
    case 'clean':
      return { image: png, mime: 'image/png', note: '' };
    case 'tilt': {
      const degrees = rng.between(4, 12);
      const share = rng.between(0.3, 0.7);
      const pose = { tiltX: sign(rng) * degrees * Math.sqrt(share), tiltY: sign(rng) * degrees * Math.sqrt(1 - share), roll: 0 };
      return { image: await onSurface(png, rng, { pose, fill: 0.9, frameWidth: Math.round(width * 1.05) }), mime: 'image/jpeg', note: `tilt ${degrees.toFixed(1)} deg (x ${pose.tiltX.toFixed(1)}, y ${pose.tiltY.toFixed(1)})` };
    }
    case 'rotation': {
      const degrees = sign(rng) * rng.between(2, 5);
      return { image: await sharp(png).rotate(degrees, { background: '#c9c4ba' }).png().toBuffer(), mime: 'image/png', note: `rotation ${degrees.toFixed(1)} deg` };
    }
    case 'lighting':
      return { image: await unevenLight(png, rng, rng.between(0.4, 0.5)), mime: 'image/png', note: 'uneven light' };
    case 'desk':
      return { image: await onSurface(png, rng, { pose: { tiltX: 0, tiltY: 0, roll: 0 }, fill: 0.6, frameWidth: 2000 }), mime: 'image/jpeg', note: 'card at 60% of a 2000 px frame' };
    case 'blur':
      return { image: await sharp(png).blur(1.2).png().toBuffer(), mime: 'image/png', note: 'blur 1.2' };
    case 'jpeg35':
      return { image: await sharp(png).flatten().jpeg({ quality: 35 }).toBuffer(), mime: 'image/jpeg', note: 'JPEG q35' };
    case 'w1000':
      return { image: await sharp(png).resize({ width: 1000 }).png().toBuffer(), mime: 'image/png', note: '1000 px wide' };
    case 'phone': {
      const degrees = rng.between(5, 9);
      const share = rng.between(0.3, 0.7);
      const pose = { tiltX: sign(rng) * degrees * Math.sqrt(share), tiltY: sign(rng) * degrees * Math.sqrt(1 - share), roll: sign(rng) * rng.between(2, 4) };
      const fill = rng.between(0.65, 0.75);
      let image = await onSurface(png, rng, { pose, fill, frameWidth: 1600 });
      image = await unevenLight(image, rng, rng.between(0.5, 0.6));
      image = await sharp(image).blur(0.9).png({ compressionLevel: 1 }).toBuffer();
      image = await noise(image, rng, 6);
      return { image: await sharp(image).jpeg({ quality: 55 }).toBuffer(), mime: 'image/jpeg', note: `tilt ${degrees.toFixed(1)}, roll ${pose.roll.toFixed(1)}, fill ${(fill * 100).toFixed(0)}%` };
    }
    case 'turn90':
    case 'turn180':
    case 'turn270':
      return { image: await sharp(png).rotate(Number(variant.slice(4))).png().toBuffer(), mime: 'image/png', note: `turned ${variant.slice(4)} deg` };
    case 'phone_turn90': {
      const phone = await capture(png, 'phone', rng);
      return { image: await sharp(phone.image).rotate(90).jpeg({ quality: 90 }).toBuffer(), mime: 'image/jpeg', note: `${phone.note}, turned 90 deg` };
    }
  }
}
