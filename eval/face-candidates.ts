import { createRequire } from 'node:module';
import { fitSimilarity, warpedChip, type Point } from '../src/platform/faces/align.js';
import { readGraphModelArtifacts } from '../src/platform/faces/index.js';
import type { DecodedImage } from '../src/platform/faces/image.js';

const require = createRequire(import.meta.url);

/**
 * ArcFace's 5-point template for a 112 x 112 chip (left eye, right eye, nose tip, left and right
 * mouth corner, as seen in the image), the alignment insightface-family models such as
 * MobileFaceNet are trained on.
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

/** The five ArcFace points from the 68-point scheme: eye centres (36-41, 42-47), nose tip (30), mouth corners (48, 54). */
export function fivePoints(landmarks68: Point[]): Point[] {
  if (landmarks68.length !== 68) throw new Error(`expected 68 landmarks, got ${landmarks68.length}`);
  return [mean(landmarks68.slice(36, 42)), mean(landmarks68.slice(42, 48)), landmarks68[30]!, landmarks68[48]!, landmarks68[54]!];
}

/** The 112 px ArcFace-aligned RGB chip; null when the landmarks give no usable transform. */
export function arcFaceChip(image: DecodedImage, landmarks68: Point[]): Promise<Buffer | null> {
  return warpedChip(image, fitSimilarity(fivePoints(landmarks68), arcFaceTemplate), arcFaceChipSize);
}

/** How chip bytes (0-255) become model input. */
export type InputScale = 'centred' | 'unit' | 'bytes';

interface Tensor {
  shape: number[];
  data(): Promise<Float32Array>;
  dispose(): void;
}
interface TfOps {
  tensor4d(values: Float32Array, shape: [number, number, number, number], dtype: 'float32'): Tensor;
}
interface GraphModel {
  inputs: { shape?: number[] }[];
  execute(input: Tensor, outputs?: string): Tensor | Tensor[];
  dispose(): void;
}

export interface EmbeddingModel {
  name: string;
  /** Square input side the model expects. */
  size: number;
  scale: InputScale;
  /** Graph output holding the descriptor when the model has several outputs. */
  output?: string;
  graph: GraphModel;
}

/** Loads a tfjs graph model (`<name>.json` + its weight files) from disk, read by the faces platform's loader. */
export async function loadEmbeddingModel(file: string, options: { name: string; scale: InputScale; output?: string }): Promise<EmbeddingModel> {
  const converter = require('@tensorflow/tfjs-converter') as { loadGraphModel(handler: { load(): Promise<unknown> }): Promise<GraphModel> };
  const graph = await converter.loadGraphModel({ load: () => readGraphModelArtifacts(file) });
  const size = graph.inputs[0]?.shape?.[1];
  if (typeof size !== 'number' || size <= 0) throw new Error(`${file}: the model has no fixed square input`);
  return { name: options.name, size, scale: options.scale, output: options.output, graph };
}

/** The model's descriptor of one `size` x `size` RGB chip, L2-normalised. */
export async function embedChip(tf: TfOps, model: EmbeddingModel, chip: Buffer): Promise<Float32Array> {
  const input = new Float32Array(chip.length);
  for (let i = 0; i < chip.length; i++) {
    const v = chip[i]!;
    input[i] = model.scale === 'centred' ? (v - 127.5) / 128 : model.scale === 'unit' ? v / 255 : v;
  }
  const tensor = tf.tensor4d(input, [1, model.size, model.size, 3], 'float32');
  let outputs: Tensor | Tensor[] | undefined;
  try {
    outputs = model.output ? model.graph.execute(tensor, model.output) : model.graph.execute(tensor);
    const out = Array.isArray(outputs) ? outputs[0]! : outputs;
    const values = await out.data();
    let norm = 0;
    for (const v of values) norm += v * v;
    norm = Math.sqrt(norm) || 1;
    return values.map((v) => v / norm);
  } finally {
    tensor.dispose();
    for (const t of outputs === undefined ? [] : Array.isArray(outputs) ? outputs : [outputs]) t.dispose();
  }
}

/** Cosine similarity of two L2-normalised descriptors, clipped to 0-1 (opposite directions are as different as unrelated ones). */
export function cosineSimilarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return Math.min(1, Math.max(0, dot));
}
