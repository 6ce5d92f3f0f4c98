import { setEnvironmentData } from 'node:worker_threads';

/**
 * Where a worker script that is not ours to start (tesseract.js spawns its worker itself, with no
 * workerData of ours) finds its nice increment: src/services/document-trust/ocr/ocr-worker.cjs reads it.
 */
const niceKey = 'verity:heavy-work-nice';

/**
 * Runs `spawn`, which must create its worker thread synchronously, with `niceIncrement` visible to
 * that thread through getEnvironmentData: the worker lowers its own priority at its start, before
 * it loads a model (Linux nice is per thread and only the thread itself can name itself cheaply).
 * Piscina pools need none of this: their `niceIncrement` option does the same.
 */
export function spawnAtNice<T>(niceIncrement: number, spawn: () => T): T {
  setEnvironmentData(niceKey, niceIncrement);
  try {
    return spawn();
  } finally {
    setEnvironmentData(niceKey, undefined);
  }
}
