import sharp from 'sharp';
import { alignedFaceChip, type Point } from './align.js';
import { paddedRegion, squareRegion, type Box, type DecodedImage } from './image.js';
import type { DetectionMode, FaceResult, FaceRuntime } from './runtime.js';

export interface DetectedFace {
  /** In decoded-image pixels. */
  box: Box;
  /** Detector confidence 0-1. */
  score: number;
  /** human's antispoof model: 0 (spoof) - 1 (real). Advisory. */
  antispoof: number | null;
  /** human's liveness model: 0 (not live) - 1 (live). Advisory. */
  liveness: number | null;
  /** human's faceres descriptor (1024 values). */
  embedding: number[] | null;
}

/**
 * The detector's input: the decoded pixels as float32 values, square (black right and bottom
 * margins, so boxes keep their coordinates and a wide photo is not squashed), in `scratch`, which
 * is grown when needed and reused. human casts an int32 input to float32 first thing, and 0-255 are
 * exact in either type, so the tensor it works on is the same; what goes is the per-frame cost of
 * building it (bench/detector-input.ts): a fresh square copy, its conversion to a fresh Int32Array
 * by tfjs (~1.9 M values in a new 7.7 MB allocation for an 800 x 600 frame) and human's cast.
 * tensor3d copies the values into the WASM heap before it returns, so the scratch can be refilled
 * by the next call.
 */
export function detectorInput(decoded: DecodedImage, scratch: { values: Float32Array }): { values: Float32Array; side: number } {
  const side = Math.max(decoded.width, decoded.height);
  const size = side * side * 3;
  if (scratch.values.length < size) scratch.values = new Float32Array(size);
  const values = scratch.values.subarray(0, size);
  const row = decoded.width * 3;
  const squareRow = side * 3;
  const { rgb } = decoded;
  for (let y = 0; y < decoded.height; y++) {
    // Typed-array set converts uint8 to float32 natively, a row at a time.
    values.set(rgb.subarray(y * row, y * row + row), y * squareRow);
    if (squareRow > row) values.fill(0, y * squareRow + row, (y + 1) * squareRow);
  }
  values.fill(0, decoded.height * squareRow);
  return { values, side };
}

/**
 * One per thread (each call fills it and tfjs copies it out synchronously, so concurrent detections
 * cannot see each other's values). Kept between calls: at most 1280 x 1280 x 3 float32 (decodeImage's
 * largest side), 19.7 MB; 7.7 MB for an 800 x 600 capture.
 */
const detectorScratch = { values: new Float32Array(0) };

/**
 * human's face results for the image, largest first, boxes and meshes in decoded-image pixels. One
 * call serves both a frame's pose (pose.ts) and its description, so a liveness frame is located once.
 */
export async function locateFaces(runtime: FaceRuntime, decoded: DecodedImage, mode: DetectionMode): Promise<FaceResult[]> {
  const human = runtime.humans[mode];
  if (!human) throw new Error(`human's ${mode} mode is not loaded in this runtime (loadFaceRuntime with humanDescriptor)`);
  const { values, side } = detectorInput(decoded, detectorScratch);
  const tensor = runtime.tf.tensor3d(values, [side, side, 3], 'float32');
  try {
    // human's typings ask for its bundled Tensor class; the runtime value is the shared tfjs-core tensor.
    const result = await human.detect(tensor as unknown as Parameters<typeof human.detect>[0]);
    if (result.error) throw new Error(`face detection failed: ${result.error}`);
    return [...result.face].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  } finally {
    tensor.dispose();
  }
}

export function detectedFace(face: FaceResult): DetectedFace {
  return {
    box: { x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3] },
    score: face.score,
    antispoof: typeof face.real === 'number' ? face.real : null,
    liveness: typeof face.live === 'number' ? face.live : null,
    embedding: face.embedding && face.embedding.length > 0 ? Array.from(face.embedding) : null,
  };
}

/** Faces in the image, largest first. */
export async function detectFaces(runtime: FaceRuntime, decoded: DecodedImage, mode: DetectionMode): Promise<DetectedFace[]> {
  return (await locateFaces(runtime, decoded, mode)).map(detectedFace);
}

/**
 * face-api's 68 landmarks (image pixels) for the face in `box`: the landmark model runs on the
 * square around the box. human's detector supplies the box: face-api's SSD detector missed faces
 * that fill a tight crop in our evaluation.
 */
export async function faceApiLandmarks(runtime: FaceRuntime, image: DecodedImage, box: Box): Promise<Point[]> {
  const { tf, faceApi } = runtime;
  const region = squareRegion(box, 0);
  const side = Math.max(16, Math.round(region.width));
  const crop = await paddedRegion(image, region, side);
  const cropTensor = tf.tensor3d(new Uint8Array(crop.rgb.buffer, crop.rgb.byteOffset, crop.rgb.byteLength), [side, side, 3], 'int32');
  try {
    const landmarks = (await faceApi.nets.faceLandmark68Net.detectLandmarks(cropTensor)) as { positions: Point[] };
    const scale = region.width / side;
    return landmarks.positions.map((p) => ({ x: region.x + p.x * scale, y: region.y + p.y * scale }));
  } finally {
    cropTensor.dispose();
  }
}

/** face-api's recognition model on one 150 x 150 RGB chip. */
export async function faceApiChipDescriptor(runtime: FaceRuntime, chip: Buffer): Promise<Float32Array> {
  // Loaded only when asked for (loadFaceRuntime's faceApiRecognition); face-api's own error would not say so.
  if (!runtime.faceApi.nets.faceRecognitionNet.isLoaded) throw new Error('face-api\'s recognition model is not loaded in this runtime (loadFaceRuntime with faceApiRecognition)');
  const tensor = runtime.tf.tensor3d(new Uint8Array(chip.buffer, chip.byteOffset, chip.byteLength), [chipSize, chipSize, 3], 'int32');
  try {
    return (await runtime.faceApi.nets.faceRecognitionNet.computeFaceDescriptor(tensor)) as Float32Array;
  } finally {
    tensor.dispose();
  }
}

const chipSize = 150;

/**
 * face-api's 128-d descriptor for the face in `box`: its 68 landmarks, the dlib-aligned 150 px chip
 * the model was trained on (align.ts), then the recognition model. Null when the landmarks cannot
 * be aligned.
 */
export async function faceApiDescriptor(runtime: FaceRuntime, image: DecodedImage, box: Box): Promise<Float32Array | null> {
  const chip = await faceApiChip(image, await faceApiLandmarks(runtime, image, box));
  return chip ? faceApiChipDescriptor(runtime, chip) : null;
}

/** The engine's chip for face-api's recognition model: dlib's 150 px, 25% padding (what the model was trained on). */
export function faceApiChip(image: DecodedImage, landmarks: Point[], padding = 0.25): Promise<Buffer | null> {
  return alignedFaceChip(image, landmarks, { size: chipSize, padding });
}

const rawChip = (chip: Buffer) => sharp(chip, { raw: { width: chipSize, height: chipSize, channels: 3 } });

/** The chip mirrored left to right (test-time augmentation candidate, eval/faces.ts). */
export function mirroredChip(chip: Buffer): Promise<Buffer> {
  return rawChip(chip).flop().raw().toBuffer();
}

/** The chip with local contrast equalised (CLAHE, 3 x 3 tiles), for flat greyscale or side-lit faces (candidate, eval/faces.ts). */
export function equalisedChip(chip: Buffer): Promise<Buffer> {
  return rawChip(chip).clahe({ width: 50, height: 50, maxSlope: 3 }).removeAlpha().toColourspace('srgb').raw().toBuffer();
}

/** Mean of two descriptors, L2-normalised (test-time augmentation). */
export function averagedDescriptor(a: Float32Array, b: Float32Array): Float32Array {
  const out = new Float32Array(a.length);
  let norm = 0;
  for (let i = 0; i < a.length; i++) {
    out[i] = (a[i]! + b[i]!) / 2;
    norm += out[i]! ** 2;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / norm;
  return out;
}

/**
 * face-api descriptors are compared by Euclidean distance (its docs: < 0.6 is the same person);
 * similarity = 1 - distance, clipped to 0-1, so higher means more alike like the other matcher.
 */
export function faceApiSimilarity(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.min(1, Math.max(0, 1 - Math.sqrt(sum)));
}
