import { paddedRegion, squarePadded, squareRegion, type Box, type DecodedImage } from './image.js';
import type { DetectionMode, FaceRuntime } from './runtime.js';

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

/** Faces in the image, largest first. */
export async function detectFaces(runtime: FaceRuntime, decoded: DecodedImage, mode: DetectionMode): Promise<DetectedFace[]> {
  // The detector resizes its input to a square: pad (right and bottom, so boxes keep their
  // coordinates) instead of letting a wide photo be squashed, which hides its faces.
  const image = await squarePadded(decoded);
  const tensor = runtime.tf.tensor3d(new Uint8Array(image.rgb.buffer, image.rgb.byteOffset, image.rgb.byteLength), [image.height, image.width, 3], 'int32');
  try {
    // human's typings ask for its bundled Tensor class; the runtime value is the shared tfjs-core tensor.
    const human = runtime.humans[mode];
    const result = await human.detect(tensor as unknown as Parameters<typeof human.detect>[0]);
    if (result.error) throw new Error(`face detection failed: ${result.error}`);
    return result.face
      .map((face) => ({
        box: { x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3] },
        score: face.score,
        antispoof: typeof face.real === 'number' ? face.real : null,
        liveness: typeof face.live === 'number' ? face.live : null,
        embedding: face.embedding && face.embedding.length > 0 ? Array.from(face.embedding) : null,
      }))
      .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
  } finally {
    tensor.dispose();
  }
}

/**
 * face-api's 128-d descriptor for the face in `box`, computed the way face-api does after its own
 * detector: 68 landmarks on the face box, the landmark-aligned face cut out and resized to 150 px,
 * then the recognition model. human's detector supplies the box: face-api's SSD detector missed
 * faces that fill a tight crop in our evaluation.
 */
export async function faceApiDescriptor(runtime: FaceRuntime, image: DecodedImage, box: Box): Promise<Float32Array> {
  const { tf, faceApi } = runtime;
  const region = squareRegion(box, 0);
  const side = Math.max(16, Math.round(region.width));
  const crop = await paddedRegion(image, region, side);
  const cropTensor = tf.tensor3d(new Uint8Array(crop.rgb.buffer, crop.rgb.byteOffset, crop.rgb.byteLength), [side, side, 3], 'int32');
  let aligned: Box;
  try {
    const landmarks = (await faceApi.nets.faceLandmark68Net.detectLandmarks(cropTensor)) as FaceApiLandmarks;
    aligned = landmarks.align();
  } finally {
    cropTensor.dispose();
  }
  const scale = region.width / side;
  const chip = await paddedRegion(image, { x: region.x + aligned.x * scale, y: region.y + aligned.y * scale, width: aligned.width * scale, height: aligned.height * scale }, 150);
  const chipTensor = tf.tensor3d(new Uint8Array(chip.rgb.buffer, chip.rgb.byteOffset, chip.rgb.byteLength), [150, 150, 3], 'int32');
  try {
    return (await faceApi.nets.faceRecognitionNet.computeFaceDescriptor(chipTensor)) as Float32Array;
  } finally {
    chipTensor.dispose();
  }
}

interface FaceApiLandmarks {
  align(): Box;
}

/** human's own normalised similarity (0-1) between faceres descriptors. */
export function humanSimilarity(runtime: FaceRuntime, a: number[], b: number[]): number {
  return runtime.humans.full.match.similarity(a, b);
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
