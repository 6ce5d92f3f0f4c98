import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScheduler, createWorker, OEM, PSM, type Scheduler, type Worker } from 'tesseract.js';

/**
 * The OCR port's built-in adapter: tesseract.js with English data from the npm package
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

export const ocrVersions = {
  engine: `tesseract.js ${tesseractVersion}`,
  pageModel: 'eng 4.0.0_best_int (LSTM, psm 3, 300 dpi)',
  mrzModel: 'eng 4.0.0 (legacy engine, psm 6, whitelist A-Z0-9<, learning off)',
};

/** Pixel box in the image read: left, top, right, bottom. */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0-1, tesseract's word confidence. */
  confidence: number;
  box: OcrBox;
}

export interface OcrLine {
  text: string;
  /** 0-1, tesseract's line confidence. */
  confidence: number;
  /** Empty when the engine gave no layout (then only `text` is known). */
  words: OcrWord[];
}

export interface OcrPage {
  text: string;
  lines: OcrLine[];
  /** Median slope of the long lines' baselines, in degrees (positive: text runs down to the right). */
  skewDegrees: number;
  /** 0-1 mean confidence of the page. */
  confidence: number;
}

export interface OcrPool {
  /** Creates the workers now (otherwise on first use). */
  warm(): Promise<void>;
  readPage(image: Buffer): Promise<OcrPage>;
  /** Reads an already cropped, cleaned MRZ band with the legacy engine. */
  readMrzBand(image: Buffer): Promise<OcrPage>;
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
}

function toPage(data: { text: string; confidence: number; blocks?: { paragraphs: { lines: { text: string; confidence: number; words?: RawWord[]; baseline?: OcrBox }[] }[] }[] | null }): OcrPage {
  const lines: OcrLine[] = [];
  const slopes: number[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = (line.words ?? []).map((word) => ({ text: word.text, confidence: word.confidence / 100, box: { ...word.bbox } }));
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

/** A scheduler of `pageWorkers` neural-engine workers plus one legacy-engine worker for MRZ bands. */
export function createOcrPool(options: { pageWorkers: number; onError?: (error: unknown) => void }): OcrPool {
  const onError = options.onError ?? (() => {});
  let started: Promise<{ pages: Scheduler; mrz: Scheduler }> | null = null;
  let closed = false;

  async function start() {
    const pages = createScheduler();
    const mrz = createScheduler();
    const pageWorkers = await Promise.all(
      Array.from({ length: options.pageWorkers }, async () => {
        const worker = await createWorker('eng', OEM.LSTM_ONLY, workerOptions('4.0.0_best_int', onError, false));
        await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
        return worker;
      }),
    );
    const mrzWorker: Worker = await createWorker('eng', OEM.TESSERACT_ONLY, workerOptions('4.0.0', onError, true));
    await mrzWorker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
      classify_enable_learning: '0',
      user_defined_dpi: '300',
    });
    for (const worker of pageWorkers) pages.addWorker(worker);
    mrz.addWorker(mrzWorker);
    return { pages, mrz };
  }

  function schedulers() {
    if (closed) throw new Error('The OCR pool is closed');
    started ??= start();
    return started;
  }

  return {
    async warm() {
      await schedulers();
    },
    async readPage(image) {
      const { pages } = await schedulers();
      const result = await pages.addJob('recognize', image, {}, { text: true, blocks: true });
      return toPage(result.data);
    },
    async readMrzBand(image) {
      const { mrz } = await schedulers();
      const result = await mrz.addJob('recognize', image, {}, { text: true, blocks: true });
      return toPage(result.data);
    },
    async close() {
      closed = true;
      if (!started) return;
      const { pages, mrz } = await started;
      await Promise.all([pages.terminate(), mrz.terminate()]);
    },
  };
}
