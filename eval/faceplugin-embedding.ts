/**
 * Faceplugin's face embedding model (`fr_feature.onnx` in the npm package
 * `faceplugin-face-recognition-js`, 512-d) run with onnxruntime-node on CPU, for the candidate
 * evaluation (eval/faces-lfw-candidates.ts). Input, alignment and normalisation follow the
 * package's own `lib/fr_feature.js`:
 * - a 112 x 112 chip warped so three points land on ArcFace's template (left eye, right eye, nose
 *   tip), by the exact affine through them (OpenCV `getAffineTransform` + `warpAffine`);
 * - the eye centres are the mean of the four eyelid points of the 68-point scheme (37, 38, 40, 41
 *   and 43, 44, 46, 47), the nose tip is point 30 (its `convert68pts5pts`);
 * - RGB (it reads an RGBA canvas and keeps channels 0-2), (v - 127) / 128, NCHW `[1, 3, 112, 112]`.
 * Its `matchFeature` cannot be used as a similarity: it subtracts the per-dimension mean of the two
 * vectors from both, which leaves them exact opposites, so it returns -1 for any pair. Cosine
 * similarity of the raw outputs is used instead (the usual rule for ArcFace-style embeddings).
 *
 * The package is never a dependency of the product: `npm install` extracts only the model file
 * (scripts/install-face-model.mjs). The ArcFace 5-point chip, the input normalisation and the cosine
 * are the product's own (src/platform/faces/recognition.ts); only the 3-point variant lives here.
 */
import path from 'node:path';
import sharp from 'sharp';
import type { Point } from '../src/platform/faces/align.js';
import type { DecodedImage } from '../src/platform/faces/image.js';
import { arcFaceChip, cosine as productCosine, defaultRecognitionModelDir, loadRecognitionModel, recognitionEmbedding, recognitionModelFile, type RecognitionModel } from '../src/platform/faces/recognition.js';

/** The model `npm install` puts in models/face-recognition/ (scripts/install-face-model.mjs); FACEPLUGIN_DIR: an installed package instead. */
export const facepluginFeatureModel = process.env.FACEPLUGIN_DIR ? path.join(process.env.FACEPLUGIN_DIR, 'model', recognitionModelFile) : path.join(defaultRecognitionModelDir, recognitionModelFile);

/** ArcFace's 112 px template points as fr_feature.js writes them (the first three are used). */
const reference: Point[] = [
  { x: 38.29459953, y: 51.69630051 },
  { x: 73.53179932, y: 51.50139999 },
  { x: 56.02519989, y: 71.73660278 },
];
const chipSize = 112;

const mean = (points: Point[]): Point => ({ x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length });

/** fr_feature.js's eye centres (four eyelid points each, not the corners) and nose tip from 68 landmarks. */
export function facepluginPoints(landmarks68: Point[]): Point[] {
  if (landmarks68.length !== 68) throw new Error(`expected 68 landmarks, got ${landmarks68.length}`);
  const at = (...i: number[]) => i.map((k) => landmarks68[k]!);
  return [mean(at(37, 38, 40, 41)), mean(at(43, 44, 46, 47)), landmarks68[30]!];
}

/** Row-major 2 x 3 affine [a b c; d e f]: x' = a x + b y + c, y' = d x + e y + f. */
type Affine = [number, number, number, number, number, number];

/** The affine taking the three `from` points exactly onto `to` (getAffineTransform); null when they are collinear. */
export function affineThrough(from: Point[], to: Point[]): Affine | null {
  const [p0, p1, p2] = from as [Point, Point, Point];
  const det = p0.x * (p1.y - p2.y) - p0.y * (p1.x - p2.x) + (p1.x * p2.y - p2.x * p1.y);
  if (!Number.isFinite(det) || Math.abs(det) < 1e-9) return null;
  // Cramer's rule on [x y 1] [a b c]^T = target, once for x' and once for y'.
  const solve = (t0: number, t1: number, t2: number): [number, number, number] => [
    (t0 * (p1.y - p2.y) - p0.y * (t1 - t2) + (t1 * p2.y - t2 * p1.y)) / det,
    (p0.x * (t1 - t2) - t0 * (p1.x - p2.x) + (p1.x * t2 - p2.x * t1)) / det,
    (p0.x * (p1.y * t2 - p2.y * t1) - p0.y * (p1.x * t2 - p2.x * t1) + t0 * (p1.x * p2.y - p2.x * p1.y)) / det,
  ];
  const [a, b, c] = solve(to[0]!.x, to[1]!.x, to[2]!.x);
  const [d, e, f] = solve(to[0]!.y, to[1]!.y, to[2]!.y);
  return [a, b, c, d, e, f];
}

/**
 * The 112 px chip of fr_feature.js: bilinear warpAffine (outside the image: black, OpenCV's default
 * border). When the face is larger than the chip the image is first shrunk with sharp's filtered
 * resize, so the warp does not alias.
 */
export async function facepluginChip(image: DecodedImage, landmarks68: Point[]): Promise<Buffer | null> {
  let m = affineThrough(facepluginPoints(landmarks68), reference);
  if (!m) return null;
  let { rgb, width, height } = image;
  const scale = Math.sqrt(Math.abs(m[0] * m[4] - m[1] * m[3]));
  if (scale < 0.9) {
    width = Math.max(2, Math.round(image.width * scale));
    height = Math.max(2, Math.round(image.height * scale));
    rgb = await sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } }).resize({ width, height, fit: 'fill' }).raw().toBuffer();
    const kx = image.width / width;
    const ky = image.height / height;
    m = [m[0] * kx, m[1] * ky, m[2], m[3] * kx, m[4] * ky, m[5]];
  }
  // Inverse map: chip pixel -> source pixel.
  const det = m[0] * m[4] - m[1] * m[3];
  const inv: Affine = [m[4] / det, -m[1] / det, (m[1] * m[5] - m[4] * m[2]) / det, -m[3] / det, m[0] / det, (m[3] * m[2] - m[0] * m[5]) / det];
  const chip = Buffer.alloc(chipSize * chipSize * 3);
  const px = (x: number, y: number, c: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : rgb[(y * width + x) * 3 + c]!);
  for (let qy = 0; qy < chipSize; qy++) {
    for (let qx = 0; qx < chipSize; qx++) {
      // OpenCV maps pixel centres at integer coordinates.
      const sx = inv[0] * qx + inv[1] * qy + inv[2];
      const sy = inv[3] * qx + inv[4] * qy + inv[5];
      const ix = Math.floor(sx);
      const iy = Math.floor(sy);
      const wx = sx - ix;
      const wy = sy - iy;
      for (let c = 0; c < 3; c++) {
        const v = (1 - wy) * ((1 - wx) * px(ix, iy, c) + wx * px(ix + 1, iy, c)) + wy * ((1 - wx) * px(ix, iy + 1, c) + wx * px(ix + 1, iy + 1, c));
        chip[(qy * chipSize + qx) * 3 + c] = Math.round(v);
      }
    }
  }
  return chip;
}

/** The ArcFace 5-point similarity-aligned chip (eval/face-candidates.ts), the alignment the model family is usually trained on. */
export const arcFace5Chip = arcFaceChip;

/** The product's loader and embedding (src/platform/faces/recognition.ts): the evaluated pipeline is the shipped one. */
export type FacepluginModel = RecognitionModel;

export function loadFacepluginModel(file = facepluginFeatureModel): Promise<FacepluginModel> {
  return loadRecognitionModel(path.dirname(file));
}

export const facepluginEmbedding = recognitionEmbedding;

/** Cosine similarity (-1 to 1), not clipped: impostor scores of such models sit around 0 and the threshold rule fits their spread. */
export const cosine = (a: Float32Array, b: Float32Array): number => productCosine(a, b);
