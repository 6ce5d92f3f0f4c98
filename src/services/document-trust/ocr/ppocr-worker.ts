import { detectPage, loadPpocr, readWithPpocr, recogniseRegions, type Char, type PpocrModels, type Region, type Rgb } from './ppocr-engine.js';
import type { OcrPage, ReadPageOptions } from './ocr-types.js';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { AppError, type ErrorCode, type ErrorDetail } from '../../../core/errors.js';
import { runPrepareStep, type PreparedImage, type PrepareRequest } from '../pipeline/image-step.js';

/**
 * A task of a PP-OCR worker thread: a whole page (`read`), or one page split across workers: `detect`
 * (decode and find the regions; the decoded pixels come back with them), then `recognise` for each
 * share of the regions, on whichever workers are free. An empty `read` image only loads the models.
 */
export type PpocrTask =
  | ({ kind: 'read'; image: Uint8Array } & ReadPageOptions)
  | { kind: 'detect'; image: Uint8Array }
  | { kind: 'recognise'; page: Rgb; regions: Region[] }
  | { kind: 'prepare'; request: PrepareRequest };

export type PpocrTaskValue = { kind: 'read'; page: OcrPage } | { kind: 'detect'; page: Rgb; regions: Region[] } | { kind: 'recognise'; chars: Char[][] } | { kind: 'prepare'; image: PreparedImage };

export type PpocrTaskResult = { ok: true; value: PpocrTaskValue; runMs: number } | { ok: false; message: string; runMs: number; appError?: { code: ErrorCode; message: string; details: ErrorDetail[]; headers: Record<string, string> } };

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
    case 'prepare':
      throw new Error('prepare tasks need no models');
  }
}

/** Image preparation (no models needed); its image buffers are moved, not copied, to the caller. */
async function prepare(request: PrepareRequest, started: number) {
  try {
    // Buffers arrive as plain Uint8Arrays; sharp and the step take them as Buffers (views, no copy).
    const image = await runPrepareStep(request.step === 'decode' ? { ...request, bytes: bufferOf(request.bytes) } : { ...request, photo: bufferOf(request.photo) });
    // sharp's output buffers are not detachable: one copy here, off the event loop, into buffers that are.
    const own = new Map<Buffer, Buffer>();
    const movable = (bytes: Buffer) => own.get(bytes) ?? own.set(bytes, Buffer.from(new Uint8Array(bytes).buffer)).get(bytes)!;
    const value: PpocrTaskValue = { kind: 'prepare', image: { ...image, png: movable(image.png), photo: movable(image.photo) } };
    const result: PpocrTaskResult = { ok: true, value, runMs: performance.now() - started };
    return move({ [transferableSymbol]: [...own.values()].map((b) => b.buffer), [valueSymbol]: result });
  } catch (error) {
    const runMs = performance.now() - started;
    // A refusal of the caller's file crosses the thread boundary whole and is thrown again as the same AppError.
    if (error instanceof AppError) return { ok: false, message: error.message, runMs, appError: { code: error.code, message: error.message, details: error.details, headers: error.headers } };
    return { ok: false, message: error instanceof Error ? error.message : String(error), runMs };
  }
}

/** One task in this worker thread. */
export async function runPpocrTask(task: PpocrTask): Promise<PpocrTaskResult> {
  const started = performance.now();
  // Piscina unwraps the moved value: the caller receives the PpocrTaskResult inside it.
  if (task.kind === 'prepare') return prepare(task.request, started) as Promise<PpocrTaskResult>;
  try {
    models ??= loadPpocr();
    const value = await run(await models, task);
    return { ok: true, value, runMs: performance.now() - started };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), runMs: performance.now() - started };
  }
}
