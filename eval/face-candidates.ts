import { createRequire } from 'node:module';
import { readGraphModelArtifacts } from '../src/platform/faces/index.js';
import type { DecodedImage } from '../src/platform/faces/image.js';

const require = createRequire(import.meta.url);

// The ArcFace 5-point alignment is the product's (the shipped matcher uses it): one copy, so
// thresholds measured here transfer exactly.
export { arcFaceChip, arcFaceChipSize, fivePoints } from '../src/platform/faces/recognition.js';

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
