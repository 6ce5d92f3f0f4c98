import { timeHeavyTask } from '../../../platform/heavy-work/index.js';
import type { OcrPool } from './ocr-pool.js';

/** The same pool, with each reading's time in verity_heavy_task_duration_seconds (ocr_page, ocr_mrz_band; document_decode, document_turn, document_whole: image preparation). */
export function timedOcr(pool: OcrPool): OcrPool {
  return {
    engine: pool.engine,
    versions: pool.versions,
    warm: () => pool.warm(),
    readPage: (image, options) => timeHeavyTask('ocr_page', () => pool.readPage(image, options)),
    readMrzBand: (image) => timeHeavyTask('ocr_mrz_band', () => pool.readMrzBand(image)),
    prepareImage: (request) => timeHeavyTask(`document_${request.step}`, () => pool.prepareImage(request)),
    close: () => pool.close(),
  };
}
