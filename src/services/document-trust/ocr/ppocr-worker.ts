import { detectPage, loadPpocr, readWithPpocr, recogniseRegions, type Char, type PpocrModels, type Region, type Rgb } from './ppocr-engine.js';
import type { OcrPage, ReadPageOptions } from './ocr-types.js';

/**
 * A task of a PP-OCR worker thread: a whole page (`read`), or one page split across workers: `detect`
 * (decode and find the regions; the decoded pixels come back with them), then `recognise` for each
 * share of the regions, on whichever workers are free. An empty `read` image only loads the models.
 */
export type PpocrTask =
  | ({ kind: 'read'; image: Uint8Array } & ReadPageOptions)
  | { kind: 'detect'; image: Uint8Array }
  | { kind: 'recognise'; page: Rgb; regions: Region[] };

export type PpocrTaskValue = { kind: 'read'; page: OcrPage } | { kind: 'detect'; page: Rgb; regions: Region[] } | { kind: 'recognise'; chars: Char[][] };

export type PpocrTaskResult = { ok: true; value: PpocrTaskValue; runMs: number } | { ok: false; message: string; runMs: number };

// One set of models per thread, loaded on the thread's first task (or its warm-up task).
let models: Promise<PpocrModels> | null = null;

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function run(loaded: PpocrModels, task: PpocrTask): Promise<PpocrTaskValue> {
  switch (task.kind) {
    case 'read':
      return { kind: 'read', page: task.image.byteLength === 0 ? { text: '', lines: [], skewDegrees: 0, confidence: 0 } : await readWithPpocr(loaded, bufferOf(task.image), { straighten: task.straighten }) };
    case 'detect': {
      const { page, regions } = await detectPage(loaded, bufferOf(task.image));
      return { kind: 'detect', page, regions };
    }
    case 'recognise':
      return { kind: 'recognise', chars: await recogniseRegions(loaded, task.page, task.regions) };
  }
}

/** One task in this worker thread. */
export async function runPpocrTask(task: PpocrTask): Promise<PpocrTaskResult> {
  const started = performance.now();
  try {
    models ??= loadPpocr();
    const value = await run(await models, task);
    return { ok: true, value, runMs: performance.now() - started };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), runMs: performance.now() - started };
  }
}
