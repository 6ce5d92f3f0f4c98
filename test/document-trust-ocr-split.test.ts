import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createOcrPool, type OcrPool } from '../src/services/document-trust/index.js';
import { loadPpocr, readWithPpocr, type PpocrModels } from '../src/services/document-trust/ocr/ppocr-engine.js';
import { deskewRange } from '../src/services/document-trust/pipeline/ocr-step.js';
import { testDatabaseKind } from './helpers/app.js';
import { photographOnDesk, renderDocument, samplePeople } from './helpers/documents.js';

// A page split across two workers (detection on one, its regions' recognition shared by both) must
// read exactly what one thread reading the whole page reads: same lines, words, boxes and confidences.
describe(`PP-OCR page split across workers (${testDatabaseKind})`, () => {
  let ocr: OcrPool;
  let models: PpocrModels;

  before(async () => {
    ocr = createOcrPool({ pageWorkers: 2, splitPages: true });
    [models] = await Promise.all([loadPpocr(), ocr.warm()]);
  });
  after(async () => {
    await ocr.close();
  });

  it('reads a straight passport page and a tilted photo of it as one thread does', async () => {
    const page = await renderDocument(samplePeople.passport);
    const photo = await photographOnDesk(page, { angle: 6, share: 0.8 });
    for (const [name, image] of [['straight page', page], ['tilted photo', photo]] as const) {
      const split = await ocr.readPage(image, { straighten: deskewRange });
      const whole = await readWithPpocr(models, image, { straighten: deskewRange });
      assert.ok(whole.lines.length >= 10, `${name}: ${whole.lines.length} lines read`);
      assert.deepEqual(split, whole, name);
    }
  });

  it('reads several pages in flight at once, each as one thread does', async () => {
    const pages = await Promise.all([samplePeople.passport, samplePeople.nin_slip, samplePeople.drivers_license].map((spec) => renderDocument(spec)));
    const split = await Promise.all(pages.map((image) => ocr.readPage(image)));
    for (const [i, image] of pages.entries()) assert.deepEqual(split[i], await readWithPpocr(models, image), `page ${i}`);
  });
});
