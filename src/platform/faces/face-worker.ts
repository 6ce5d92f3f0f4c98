import { workerData } from 'node:worker_threads';
import { createLogger } from '../../core/logger.js';
import type { Config } from '../../core/config.js';
import { createFaceEngine, type CreateFaceEngineOptions, type FaceEngine } from './face-engine.js';
import { FaceImageError } from './image.js';
import { FaceModelLoadError } from './runtime.js';

/**
 * Runs inside a face worker thread (face-pool.ts): the unchanged FaceEngine, created once per thread
 * when the thread starts, so models load once per worker and every result equals the in-process one.
 */

export interface FaceWorkerData {
  engine: Omit<CreateFaceEngineOptions, 'logger' | 'concurrency'>;
  logLevel: Config['logLevel'];
}

export type FaceTask =
  | { kind: 'ready' }
  | { kind: 'inspect'; image: Uint8Array }
  | { kind: 'liveness'; image: Uint8Array }
  | { kind: 'pose'; image: Uint8Array }
  | { kind: 'describe'; image: Uint8Array; which: 'selfie' | 'reference' }
  | { kind: 'frame'; image: Uint8Array };

/** Errors cross the thread boundary as data: structured clone keeps neither the class nor its fields. */
export type FaceTaskError =
  | { type: 'face_image'; code: FaceImageError['code']; image: FaceImageError['image']; message: string }
  | { type: 'model_load'; message: string }
  | { type: 'other'; message: string };

export type FaceTaskResult = { ok: true; value: unknown; runMs: number } | { ok: false; error: FaceTaskError; runMs: number };

const data = workerData as FaceWorkerData;
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function describeError(error: unknown): FaceTaskError {
  if (error instanceof FaceImageError) return { type: 'face_image', code: error.code, image: error.image, message: error.message };
  if (error instanceof FaceModelLoadError) return { type: 'model_load', message: error.message };
  return { type: 'other', message: error instanceof Error ? error.message : String(error) };
}

// One task at a time per thread (the pool's default), so the engine's own limiter never waits.
const loading: Promise<FaceEngine> = createFaceEngine({ ...data.engine, logger: createLogger({ logLevel: data.logLevel }), concurrency: 1 });
// A load failure is reported by the first task (the pool's start-up check), not as an uncaught rejection.
loading.catch(() => undefined);

export async function runFaceTask(task: FaceTask): Promise<FaceTaskResult> {
  const started = performance.now();
  try {
    const engine = await loading;
    let value: unknown;
    if (task.kind === 'ready') value = { operatingPoint: engine.operatingPoint, thresholds: engine.thresholds };
    else if (task.kind === 'inspect') value = await engine.inspect(asBuffer(task.image));
    else if (task.kind === 'liveness') value = await engine.assessLiveness(asBuffer(task.image));
    else if (task.kind === 'pose') value = await engine.describePose(asBuffer(task.image));
    else if (task.kind === 'describe') value = await engine.describeFace(asBuffer(task.image), task.which);
    else value = await engine.describeFrame(asBuffer(task.image));
    return { ok: true, value, runMs: performance.now() - started };
  } catch (error) {
    return { ok: false, error: describeError(error), runMs: performance.now() - started };
  }
}
