import { Piscina } from 'piscina';
import { heavyWorkerNiceDefault, type Config } from '../../core/config.js';
import { createOldestRequestFirstQueue, heavyTaskQueueOptions, recordPoolTask, watchPool } from '../heavy-work/index.js';
import { compareDescriptors, descriptorCacheSize, type CreateFaceEngineOptions, type FaceComparison, type FaceDescriptor, type FaceEngine, type FaceInspection, type FrameDescription, type LivenessAssessment } from './face-engine.js';
import { createDescriptorCache } from './descriptor-cache.js';
import type { FaceTask, FaceTaskResult, FaceWorkerData } from './face-worker.js';
import type { FacePose } from './pose.js';
import { FaceImageError } from './image.js';
import { FaceModelLoadError } from './runtime.js';

/** A FaceEngine whose every call runs in a worker thread; close() ends the threads. */
export interface FacePool extends FaceEngine {
  close(): Promise<void>;
}

export interface CreateFacePoolOptions extends Omit<CreateFaceEngineOptions, 'logger' | 'concurrency'> {
  /** Worker threads, each with its own copy of the models: ~250 MB for one, ~150-180 MB more for each further one (bench/face-worker-memory.ts). */
  workers: number;
  /** The workers' own log level (they log the engine's start). */
  logLevel: Config['logLevel'];
  /** Nice increment of the threads (HEAVY_WORK_NICE); default +10, 0 = the caller's priority. */
  niceIncrement?: number;
}

// A comparison is two `describe` tasks and compareDescriptors on this thread: there is no compare task.
const taskKinds: Record<FaceTask['kind'], string> = { inspect: 'face_inspect', liveness: 'face_liveness', pose: 'face_pose', ready: 'face_ready', describe: 'face_describe', frame: 'face_frame' };

/**
 * The face engine off the event loop: TensorFlow.js (WASM) runs synchronously on whichever thread
 * calls it, so in the main thread every detection stalled every other request and, on the embedded
 * database, every query. Each worker thread runs the unchanged createFaceEngine once at its start
 * (models loaded and warmed per thread); calls are queued by piscina and answered with plain data,
 * so decisions and scores are exactly the in-process engine's. Resolves once the engine in a worker
 * is ready; a model that did not load rejects with FaceModelLoadError, as createFaceEngine does.
 */
export async function createFacePool(options: CreateFacePoolOptions): Promise<FacePool> {
  const { workers, logLevel, niceIncrement = heavyWorkerNiceDefault, ...engine } = options;
  const workerData: FaceWorkerData = { engine, logLevel };
  const pool = new Piscina<FaceTask, FaceTaskResult>({
    filename: new URL('./face-worker.mjs', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    // Threads hold the loaded models: never let one go idle and restart it cold.
    idleTimeout: Number.POSITIVE_INFINITY,
    workerData,
    // Lower CPU priority for the model threads (Linux nice is per thread; piscina sets it before the
    // worker module loads the models): when the cores are contended the event loop runs first, so
    // light requests keep their latency.
    niceIncrement,
    // A submit's later frames go ahead of the tasks of submits admitted after it (heavy-task-queue.ts).
    taskQueue: createOldestRequestFirstQueue(),
  });
  let running = 0;
  const unwatch = watchPool('faces', () => ({ queued: pool.queueSize, busy: Math.min(running, workers), workers }));

  const run = async <T>(task: FaceTask): Promise<T> => {
    running += 1;
    const issued = performance.now();
    let result: FaceTaskResult;
    try {
      result = await pool.run({ ...task, ...heavyTaskQueueOptions() });
    } finally {
      running -= 1;
    }
    recordPoolTask(taskKinds[task.kind], result.runMs, performance.now() - issued);
    if (result.ok) return result.value as T;
    const { error } = result;
    if (error.type === 'face_image') throw new FaceImageError(error.code, error.image, error.message);
    if (error.type === 'model_load') throw new FaceModelLoadError(error.message);
    throw new Error(`face worker: ${error.message}`);
  };

  let ready: Pick<FaceEngine, 'operatingPoint' | 'thresholds'>;
  try {
    // Every thread loads at once (minThreads); one answer proves the models load from these folders.
    ready = await run<Pick<FaceEngine, 'operatingPoint' | 'thresholds'>>({ kind: 'ready' });
  } catch (error) {
    unwatch();
    await pool.destroy();
    throw error;
  }

  // Descriptors are kept here, not per thread: a liveness submit's comparisons run on both threads
  // at once, and each would otherwise describe the shared frontal frame itself. The two images of
  // one comparison are described on the two threads in parallel.
  const descriptors = createDescriptorCache<FaceDescriptor>(descriptorCacheSize);
  const describeFace = (image: Buffer, which: 'selfie' | 'reference') => descriptors.get(image, () => run<FaceDescriptor>({ kind: 'describe', image, which }));
  const compare = async (selfie: Buffer, reference: Buffer): Promise<FaceComparison> => {
    // Worker time is recorded per description (face_describe), so the face_* kinds still sum to it.
    const [a, b] = await Promise.allSettled([describeFace(selfie, 'selfie'), describeFace(reference, 'reference')]);
    // The selfie's problem first, as the engine reports it.
    if (a.status === 'rejected') throw a.reason;
    if (b.status === 'rejected') throw b.reason;
    return compareDescriptors(a.value, b.value, ready.operatingPoint);
  };

  const compareDescribed = async (a: FaceDescriptor, b: FaceDescriptor): Promise<FaceComparison> => compareDescriptors(a, b, ready.operatingPoint);
  // The frame's descriptor joins this thread's cache, as describeFace's would: a later compare() of
  // the same bytes (the provider's selfie against the record photo) does not describe it again.
  const describeFrame = async (image: Buffer): Promise<FrameDescription> => {
    const described = await run<FrameDescription>({ kind: 'frame', image });
    const { descriptor } = described;
    if (descriptor) await descriptors.get(image, async () => descriptor);
    return described;
  };

  return {
    operatingPoint: ready.operatingPoint,
    thresholds: ready.thresholds,
    inspect: (image) => run<FaceInspection>({ kind: 'inspect', image }),
    assessLiveness: (image) => run<LivenessAssessment>({ kind: 'liveness', image }),
    compare,
    describeFace,
    describePose: (image) => run<FacePose>({ kind: 'pose', image }),
    describeFrame,
    compareDescribed,
    async close() {
      unwatch();
      await pool.destroy();
    },
  };
}
