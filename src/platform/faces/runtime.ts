import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config as HumanConfig, FaceResult, Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);

/** Thrown at start when a model or the WASM runtime did not load: the engine must not run half-blind. */
export class FaceModelLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FaceModelLoadError';
  }
}

// Resolved through Node's resolver (works from a clean install, a hoisted tree or a workspace).
// human's exports map hides package.json; its `require` entry is dist/human.node.js.
const humanDir = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
const faceApiDir = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
const wasmDir = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
const defaultModelDirs = { human: path.join(humanDir, 'models'), faceApi: path.join(faceApiDir, 'model') };

/** Where the model files are read from; each defaults to the installed package's model folder. */
export interface FaceModelDirs {
  /** human's models (blazeface, facemesh, antispoof, liveness, faceres: `<name>.json` + `.bin`). */
  human?: string;
  /** face-api's models (`face_landmark_68_model-*`, `face_recognition_model-*`). */
  faceApi?: string;
  /** The ArcFace-style recognition model's folder (`fr_feature.onnx`); default models/face-recognition/, filled by `npm install`. */
  recognition?: string;
}

/** The tfjs-core surface we touch; both libraries share the one installed tfjs-core instance. */
export interface Tensor3D {
  shape: number[];
  dispose(): void;
}
interface TfCore {
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor3D;
  tensor3d(values: Float32Array, shape: [number, number, number], dtype: 'float32'): Tensor3D;
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  getBackend(): string;
  memory(): { numTensors: number; numBytes: number };
  io: {
    registerLoadRouter(router: (url: string | string[]) => { load(): Promise<unknown> } | null): void;
  };
}

interface FaceApiNet {
  loadFromDisk(dir: string): Promise<void>;
  isLoaded: boolean;
}
type LandmarkNet = FaceApiNet & { detectLandmarks(input: Tensor3D): Promise<unknown> };
type RecognitionNet = FaceApiNet & { computeFaceDescriptor(input: Tensor3D): Promise<Float32Array | Float32Array[]> };
interface FaceApiModule {
  FaceLandmark68Net: new () => LandmarkNet;
  FaceRecognitionNet: new () => RecognitionNet;
}
/** This runtime's own face-api networks (not the library's process-wide `nets`), so two runtimes never share weights. */
interface FaceApi {
  nets: { faceLandmark68Net: LandmarkNet; faceRecognitionNet: RecognitionNet };
}

/**
 * What a detection pass computes. human's `detect(input, config)` merges the override into the
 * instance for good, so concurrent calls with different settings would race: each mode is its own
 * instance (cheap: human keeps its model weights process-wide, and the tfjs backend is shared).
 * - `locate`: face boxes (detector + mesh, whose landmarks refine the box), for comparison.
 * - `quality`: boxes plus the antispoof and liveness scores, for inspect and liveness.
 * - `full`: everything including human's own 1024-d descriptor (faceres), for the evaluations
 *   only: created only when one asks for it (loadFaceRuntime's humanDescriptor).
 */
export type DetectionMode = 'locate' | 'quality' | 'full';

export interface FaceRuntime {
  tf: TfCore;
  /** `full` is absent unless loadFaceRuntime was asked for humanDescriptor. */
  humans: Record<Exclude<DetectionMode, 'full'>, Human> & { full?: Human };
  faceApi: FaceApi;
}

/** Folders the file loader serves; registered by loadFaceRuntime. */
const servedModelDirs = new Set<string>();
let fileLoaderRegistered = false;

/**
 * A tfjs graph model's artifacts (`<name>.json` and its weight files) read from disk, as tfjs's IO
 * handlers hand them over: tfjs's fetch cannot read file:// URLs, and nothing may be downloaded.
 */
export async function readGraphModelArtifacts(file: string) {
  const json = JSON.parse(await readFile(file, 'utf8')) as {
    modelTopology: unknown;
    format?: string;
    generatedBy?: string;
    convertedBy?: string;
    signature?: unknown;
    userDefinedMetadata?: unknown;
    weightsManifest: { paths: string[]; weights: unknown[] }[];
  };
  const weightSpecs: unknown[] = [];
  const parts: Buffer[] = [];
  for (const group of json.weightsManifest) {
    weightSpecs.push(...group.weights);
    for (const part of group.paths) parts.push(await readFile(path.join(path.dirname(file), part)));
  }
  const weights = Buffer.concat(parts);
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    signature: json.signature,
    userDefinedMetadata: json.userDefinedMetadata,
    weightSpecs,
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  };
}

/**
 * tfjs cannot read file:// URLs in Node (its fetch refuses them), so model.json and its weight files
 * are read from disk here. Only paths inside our model folders are served.
 */
function registerFileLoader(tf: TfCore): void {
  if (fileLoaderRegistered) return;
  fileLoaderRegistered = true;
  tf.io.registerLoadRouter((url) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = path.resolve(url.slice('file://'.length));
    if (![...servedModelDirs].some((dir) => file.startsWith(dir + path.sep))) return null;
    return { load: () => readGraphModelArtifacts(file) };
  });
}

const modeModels: Record<DetectionMode, { antispoof: boolean; liveness: boolean; description: boolean; required: string[] }> = {
  locate: { antispoof: false, liveness: false, description: false, required: ['blazeface', 'facemesh'] },
  quality: { antispoof: true, liveness: true, description: false, required: ['blazeface', 'facemesh', 'antispoof', 'liveness'] },
  full: { antispoof: true, liveness: true, description: true, required: ['blazeface', 'facemesh', 'antispoof', 'liveness', 'faceres'] },
};

function humanConfig(mode: DetectionMode, modelDir: string): Partial<HumanConfig> {
  const models = modeModels[mode];
  return {
  backend: 'wasm',
  wasmPath: `${wasmDir}/`,
  modelBasePath: `file://${modelDir}/`,
  // Otherwise similar consecutive frames return the previous (cached) result.
  cacheSensitivity: 0,
  debug: false,
  // Skipped by human in Node anyway; the engine warms up itself on a real face.
  warmup: 'none',
  face: {
    enabled: true,
    // Rotation correction aligns rolled faces before the mesh and embedding models.
    detector: { enabled: true, rotation: true, maxDetected: 5, minConfidence: 0.5, minSize: 0, iouThreshold: 0.1, return: false, skipFrames: 0, skipTime: 0 },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    description: { enabled: models.description, skipFrames: 0, skipTime: 0 },
    emotion: { enabled: false },
    antispoof: { enabled: models.antispoof, skipFrames: 0, skipTime: 0 },
    liveness: { enabled: models.liveness, skipFrames: 0, skipTime: 0 },
    gear: { enabled: false },
  } as HumanConfig['face'],
  body: { enabled: false } as HumanConfig['body'],
  hand: { enabled: false } as HumanConfig['hand'],
  object: { enabled: false } as HumanConfig['object'],
  gesture: { enabled: false },
  segmentation: { enabled: false } as HumanConfig['segmentation'],
  filter: { enabled: false } as HumanConfig['filter'],
  };
}

// The package's exports map blocks `@vladmandic/human/dist/human.node-wasm`: load the file by path.
const humanClass = () => (require(path.join(humanDir, 'dist', 'human.node-wasm.js')) as { Human: HumanClass }).Human;

/** One runtime per pair of model folders (normally just the default pair). */
const loading = new Map<string, Promise<FaceRuntime>>();
/** face-api's recognition model of each runtime, loaded only when asked for (see loadFaceRuntime). */
const recognitionLoading = new Map<string, Promise<void>>();
/** human's `full` instance (and with it the faceres model) of each runtime, likewise. */
const fullLoading = new Map<string, Promise<Human>>();

/** Loads one face-api network, or throws FaceModelLoadError naming it and the folder. */
async function loadFaceApiNet(faceApi: FaceApi, name: keyof FaceApi['nets'], dir: string): Promise<void> {
  try {
    await faceApi.nets[name].loadFromDisk(dir);
  } catch (error) {
    throw new FaceModelLoadError(`face-api model ${name} did not load from ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!faceApi.nets[name].isLoaded) throw new FaceModelLoadError(`face-api model ${name} did not load from ${dir}`);
}

/** Caches a start per key; a failed start may be retried (e.g. after fixing the install) instead of caching the failure. */
function once<T>(cache: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  const existing = cache.get(key);
  if (existing) return existing;
  const started = start();
  cache.set(key, started);
  started.catch(() => cache.delete(key));
  return started;
}

export interface LoadFaceRuntimeOptions {
  /**
   * Load face-api's recognition model (6.4 MB of weights). Default true (the evaluations use it);
   * the engine asks for it only under FACE_MATCHER=face-api: the arcface matcher uses face-api's
   * landmark model alone.
   */
  faceApiRecognition?: boolean;
  /**
   * Create human's `full` detection mode, which loads human's faceres descriptor model. Default
   * false: only the evaluations that measure human's own matcher ask for it (eval/faces.ts); the
   * engine never compares faceres descriptors, so a face worker does not pay for loading it.
   */
  humanDescriptor?: boolean;
}

type HumanClass = new (config: Partial<HumanConfig>) => Human;

/** One detection mode's human instance, its models loaded and checked (human.load() resolves even when a model failed). */
async function loadHuman(HumanClass: HumanClass, tf: TfCore, mode: DetectionMode, modelDir: string): Promise<Human> {
  const human = new HumanClass(humanConfig(mode, modelDir));
  await human.init();
  if (tf.getBackend() !== 'wasm') throw new FaceModelLoadError(`the tfjs WASM backend did not start (backend is "${tf.getBackend()}"); looked for its .wasm files in ${wasmDir}`);
  await human.load();
  // loaded() lists a model whose weights failed to decode (human logs the error and keeps the
  // empty model); stats() records whether its weights really loaded.
  const loaded = human.models.loaded();
  const stats = human.models.stats().modelStats;
  const missing = modeModels[mode].required.filter((name) => !loaded.includes(name) || !stats.some((model) => model.name === name && model.loaded));
  if (missing.length > 0) throw new FaceModelLoadError(`face models did not load: ${missing.join(', ')} (from ${modelDir})`);
  return human;
}

/**
 * Loads tfjs (WASM), human and face-api once per process (per model folders) and checks that every
 * model really loaded: human.load() resolves even when a model failed. The error names each model
 * that did not load and the folder it was read from.
 */
export async function loadFaceRuntime(dirs: FaceModelDirs = {}, options: LoadFaceRuntimeOptions = {}): Promise<FaceRuntime> {
  const humanModelDir = path.resolve(dirs.human ?? defaultModelDirs.human);
  const faceApiModelDir = path.resolve(dirs.faceApi ?? defaultModelDirs.faceApi);
  const key = `${humanModelDir}\n${faceApiModelDir}`;
  const runtime = await once(loading, key, async () => {
    const tf = require('@tensorflow/tfjs-core') as TfCore;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
    wasm.setWasmPaths(`${wasmDir}/`);
    servedModelDirs.add(humanModelDir);
    registerFileLoader(tf);
    const HumanClass = humanClass();
    const faceApiModule = require(path.join(faceApiDir, 'dist', 'face-api.node-wasm.js')) as FaceApiModule;
    const humans: FaceRuntime['humans'] = { locate: await loadHuman(HumanClass, tf, 'locate', humanModelDir), quality: await loadHuman(HumanClass, tf, 'quality', humanModelDir) };
    const faceApi: FaceApi = { nets: { faceLandmark68Net: new faceApiModule.FaceLandmark68Net(), faceRecognitionNet: new faceApiModule.FaceRecognitionNet() } };
    // Both matchers align on the 68 landmarks.
    await loadFaceApiNet(faceApi, 'faceLandmark68Net', faceApiModelDir);
    return { tf, humans, faceApi };
  });
  if (options.faceApiRecognition ?? true) await once(recognitionLoading, key, () => loadFaceApiNet(runtime.faceApi, 'faceRecognitionNet', faceApiModelDir));
  if (options.humanDescriptor) runtime.humans.full = await once(fullLoading, key, () => loadHuman(humanClass(), runtime.tf, 'full', humanModelDir));
  return runtime;
}

export type { FaceResult };
