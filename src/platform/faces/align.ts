import { paddedRegion, type DecodedImage } from './image.js';

export interface Point {
  x: number;
  y: number;
}

/**
 * dlib's mean face (landmarks 17-67 of the 68-point scheme, in a unit square), from dlib's
 * `get_face_chip_details`. face-api's recognition model is dlib's ResNet, trained on chips built
 * by mapping a face's landmarks onto this shape: rotated so the eyes are level, scaled by the whole
 * shape (not one box side), 150 px with 25% padding. Feeding it anything else (our previous chip
 * was the axis-aligned landmark box stretched to a square) costs accuracy on real photo pairs:
 * docs/face-evaluation.md.
 */
const meanFaceX = [
  0.000213256, 0.0752622, 0.18113, 0.29077, 0.393397, 0.586856, 0.689483, 0.799124, 0.904991, 0.98004, 0.490127, 0.490127, 0.490127, 0.490127, 0.36688, 0.426036,
  0.490127, 0.554217, 0.613373, 0.121737, 0.187122, 0.265825, 0.334606, 0.260918, 0.182743, 0.645647, 0.714428, 0.793132, 0.858516, 0.79751, 0.719335, 0.254149,
  0.340985, 0.428858, 0.490127, 0.551395, 0.639268, 0.726104, 0.642159, 0.556721, 0.490127, 0.423532, 0.338094, 0.290379, 0.428096, 0.490127, 0.552157, 0.689874,
  0.553364, 0.490127, 0.42689,
];
const meanFaceY = [
  0.106454, 0.038915, 0.0187482, 0.0344891, 0.0773906, 0.0773906, 0.0344891, 0.0187482, 0.038915, 0.106454, 0.203352, 0.307009, 0.409805, 0.515625, 0.587326,
  0.609345, 0.628106, 0.609345, 0.587326, 0.216423, 0.178758, 0.179852, 0.231733, 0.245099, 0.244077, 0.231733, 0.179852, 0.178758, 0.216423, 0.244077, 0.245099,
  0.780233, 0.745405, 0.727388, 0.742578, 0.727388, 0.745405, 0.780233, 0.864805, 0.902192, 0.909281, 0.902192, 0.864805, 0.784792, 0.778746, 0.785343, 0.778746,
  0.784792, 0.824182, 0.831803, 0.824182,
];
const firstTemplateLandmark = 17;

/** q = [a -b; b a] p + (tx, ty): rotation, uniform scale and shift, no shear or mirroring. */
export interface Similarity {
  a: number;
  b: number;
  tx: number;
  ty: number;
}

/** The least-squares similarity transform taking `from` onto `to` (Umeyama without reflection). */
export function fitSimilarity(from: Point[], to: Point[]): Similarity {
  const n = from.length;
  let fx = 0;
  let fy = 0;
  let tx = 0;
  let ty = 0;
  for (let i = 0; i < n; i++) {
    fx += from[i]!.x;
    fy += from[i]!.y;
    tx += to[i]!.x;
    ty += to[i]!.y;
  }
  fx /= n;
  fy /= n;
  tx /= n;
  ty /= n;
  let dot = 0;
  let cross = 0;
  let norm = 0;
  for (let i = 0; i < n; i++) {
    const px = from[i]!.x - fx;
    const py = from[i]!.y - fy;
    const qx = to[i]!.x - tx;
    const qy = to[i]!.y - ty;
    dot += px * qx + py * qy;
    cross += px * qy - py * qx;
    norm += px * px + py * py;
  }
  const a = dot / norm;
  const b = cross / norm;
  return { a, b, tx: tx - (a * fx - b * fy), ty: ty - (b * fx + a * fy) };
}

/**
 * The dlib-style face chip (`size` x `size` RGB) for a face with face-api's 68 landmarks (image
 * pixels); null when the landmarks give no usable transform. Pixels outside the image are mid grey,
 * as in `paddedRegion`.
 */
export async function alignedFaceChip(image: DecodedImage, landmarks68: Point[], options: { size?: number; padding?: number } = {}): Promise<Buffer | null> {
  const size = options.size ?? 150;
  const padding = options.padding ?? 0.25;
  if (landmarks68.length !== 68) throw new Error(`expected 68 landmarks, got ${landmarks68.length}`);
  const template = meanFaceX.map((x, i) => ({ x: ((x + padding) / (1 + 2 * padding)) * size, y: ((meanFaceY[i]! + padding) / (1 + 2 * padding)) * size }));
  return warpedChip(image, fitSimilarity(landmarks68.slice(firstTemplateLandmark), template), size);
}

/**
 * The `size` x `size` RGB chip whose pixel q shows image point t^-1(q); null when `t` is degenerate.
 * Pixels outside the image are mid grey, as in `paddedRegion`.
 */
export async function warpedChip(image: DecodedImage, t: Similarity, size: number): Promise<Buffer | null> {
  const det = t.a * t.a + t.b * t.b;
  // Landmarks collapsed onto one point (or not numbers): there is no face shape to align.
  if (!Number.isFinite(det) || det <= 0 || !Number.isFinite(t.tx) || !Number.isFinite(t.ty)) return null;
  const toImage = (qx: number, qy: number): Point => ({ x: (t.a * (qx - t.tx) + t.b * (qy - t.ty)) / det, y: (-t.b * (qx - t.tx) + t.a * (qy - t.ty)) / det });

  // The chip's footprint in the image, cut out and (when the face is larger than the chip) shrunk
  // with sharp's filtered resize first, so the bilinear rotation below does not alias.
  const corners = [toImage(0, 0), toImage(size, 0), toImage(0, size), toImage(size, size)];
  const x0 = Math.floor(Math.min(...corners.map((c) => c.x))) - 2;
  const y0 = Math.floor(Math.min(...corners.map((c) => c.y))) - 2;
  const width = Math.ceil(Math.max(...corners.map((c) => c.x))) + 2 - x0;
  const height = Math.ceil(Math.max(...corners.map((c) => c.y))) + 2 - y0;
  const shrink = Math.min(1, Math.sqrt(det));
  const outWidth = Math.max(2, Math.round(width * shrink));
  const outHeight = Math.max(2, Math.round(height * shrink));
  const source = await paddedRegion(image, { x: x0, y: y0, width, height }, { width: outWidth, height: outHeight });
  const kx = outWidth / width;
  const ky = outHeight / height;

  const chip = Buffer.alloc(size * size * 3);
  const at = (x: number, y: number, c: number) => (x < 0 || y < 0 || x >= outWidth || y >= outHeight ? 128 : source.rgb[(y * outWidth + x) * 3 + c]!);
  for (let qy = 0; qy < size; qy++) {
    for (let qx = 0; qx < size; qx++) {
      const p = toImage(qx + 0.5, qy + 0.5);
      const sx = (p.x - x0) * kx - 0.5;
      const sy = (p.y - y0) * ky - 0.5;
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      const wx = sx - ix;
      const wy = sy - iy;
      for (let c = 0; c < 3; c++) {
        const top = (1 - wx) * at(ix, iy, c) + wx * at(ix + 1, iy, c);
        const bottom = (1 - wx) * at(ix, iy + 1, c) + wx * at(ix + 1, iy + 1, c);
        chip[(qy * size + qx) * 3 + c] = Math.round((1 - wy) * top + wy * bottom);
      }
    }
  }
  return chip;
}
