import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { fitSimilarity, warpedChip, type Point } from './align.js';
import type { DecodedImage } from './image.js';
import { FaceModelLoadError } from './runtime.js';

/**
 * The ArcFace-style matcher: faceplugin's `fr_feature.onnx` (a 512-d MobileFaceNet, npm
 * `faceplugin-face-recognition-js@0.0.1`) on the ArcFace 5-point chip, compared by cosine. Chosen by
 * eval/faces-lfw-candidates.ts (docs/face-evaluation.md, "Other recognition models on the larger
 * set"), which imports this file's alignment and embedding, so the shipped thresholds are the
 * evaluated pipeline's. The model file is put in models/face-recognition/ by `npm install`
 * (scripts/install-face-model.mjs); nothing is downloaded here.
 */

export const recognitionModelFile = 'fr_feature.onnx';
export const defaultRecognitionModelDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../models/face-recognition');

/**
 * ArcFace's 5-point template for a 112 x 112 chip (left eye, right eye, nose tip, left and right
 * mouth corner, as seen in the image), the alignment insightface-family models are trained on.
 */
const arcFaceTemplate: Point[] = [
  { x: 38.2946, y: 51.6963 },
  { x: 73.5318, y: 51.5014 },
  { x: 56.0252, y: 71.7366 },
  { x: 41.5493, y: 92.3655 },
  { x: 70.7299, y: 92.2041 },
];
export const arcFaceChipSize = 112;

const mean = (points: Point[]): Point => ({ x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length });

/** The five ArcFace points from face-api's 68-point scheme: eye centres (36-41, 42-47), nose tip (30), mouth corners (48, 54). */
export function fivePoints(landmarks68: Point[]): Point[] {
  if (landmarks68.length !== 68) throw new Error(`expected 68 landmarks, got ${landmarks68.length}`);
  return [mean(landmarks68.slice(36, 42)), mean(landmarks68.slice(42, 48)), landmarks68[30]!, landmarks68[48]!, landmarks68[54]!];
}

/**
 * The 112 px ArcFace-aligned RGB chip (least-squares similarity of the five points onto the
 * template: no shear, unlike an exact 3-point affine, which measured far worse); null when the
 * landmarks give no usable transform.
 */
export function arcFaceChip(image: DecodedImage, landmarks68: Point[]): Promise<Buffer | null> {
  return warpedChip(image, fitSimilarity(fivePoints(landmarks68), arcFaceTemplate), arcFaceChipSize);
}

export interface RecognitionModel {
  session: InferenceSession;
  file: string;
}

/**
 * Loads the ONNX model once (per face worker). One intra-op thread: each face worker is already one
 * thread of the pool, and the cores are shared with the event loop and OCR.
 */
export async function loadRecognitionModel(dir = defaultRecognitionModelDir): Promise<RecognitionModel> {
  const file = path.join(path.resolve(dir), recognitionModelFile);
  if (!existsSync(file)) {
    throw new FaceModelLoadError(`face recognition model ${file} is missing: run \`npm install\` (scripts/install-face-model.mjs puts it there), or set FACE_MATCHER=face-api`);
  }
  let session: InferenceSession;
  try {
    session = await InferenceSession.create(file, { executionProviders: ['cpu'], intraOpNumThreads: 1, interOpNumThreads: 1 });
  } catch (error) {
    throw new FaceModelLoadError(`face recognition model ${file} did not load: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!session.inputNames.includes('input') || !session.outputNames.includes('output')) {
    throw new FaceModelLoadError(`face recognition model ${file} is not the expected model (inputs ${session.inputNames.join(', ')}, outputs ${session.outputNames.join(', ')})`);
  }
  return { session, file };
}

/**
 * The 512-d embedding of one 112 x 112 RGB chip (HWC bytes), as the model outputs it (not
 * normalised). Input as the package's own lib/fr_feature.js feeds it: RGB, (v - 127) / 128, NCHW.
 */
export async function recognitionEmbedding(model: RecognitionModel, chip: Buffer): Promise<Float32Array> {
  const plane = arcFaceChipSize * arcFaceChipSize;
  const input = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) for (let c = 0; c < 3; c++) input[c * plane + i] = (chip[i * 3 + c]! - 127) / 128;
  const out = await model.session.run({ input: new Tensor('float32', input, [1, 3, arcFaceChipSize, arcFaceChipSize]) });
  return Float32Array.from(out.output!.data as Float32Array);
}

/**
 * Cosine similarity (-1 to 1), not clipped: the thresholds were derived on this scale. (The
 * package's own `matchFeature` subtracts the pair's mean from both vectors and returns -1 for every
 * pair, so it is not used.)
 */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / (Math.sqrt(na * nb) || 1);
}
