import { loadPpocr, readWithPpocr, type PpocrModels } from './ppocr-engine.js';
import type { OcrPage, ReadPageOptions } from './ocr-types.js';

export type PpocrTaskResult = { ok: true; page: OcrPage; runMs: number } | { ok: false; message: string; runMs: number };

// One set of models per thread, loaded on the thread's first task (or its warm-up task).
let models: Promise<PpocrModels> | null = null;

/** A page read in this worker thread; an empty image only loads the models. */
export async function runPpocrTask(task: { image: Uint8Array } & ReadPageOptions): Promise<PpocrTaskResult> {
  const started = performance.now();
  try {
    models ??= loadPpocr();
    const loaded = await models;
    const page = task.image.byteLength === 0 ? { text: '', lines: [], skewDegrees: 0, confidence: 0 } : await readWithPpocr(loaded, Buffer.from(task.image.buffer, task.image.byteOffset, task.image.byteLength), { straighten: task.straighten });
    return { ok: true, page, runMs: performance.now() - started };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), runMs: performance.now() - started };
  }
}
