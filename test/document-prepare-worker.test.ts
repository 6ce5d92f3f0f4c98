import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { AppError } from '../src/core/errors.js';
import { createOcrPool, type OcrPool } from '../src/services/document-trust/index.js';
import { runPrepareStep, type PrepareRequest, type PreparedImage } from '../src/services/document-trust/pipeline/image-step.js';
import { photographOnDesk, renderDocument, samplePeople } from './helpers/documents.js';

// Image preparation in the PP-OCR worker threads gives what it gives on the calling thread, byte for
// byte, and a refused file is the same AppError on both sides of the thread boundary.
describe('document image preparation in the OCR worker threads', () => {
  let pool: OcrPool;
  let onDesk: Buffer;

  before(async () => {
    pool = createOcrPool({ pageWorkers: 2 });
    onDesk = await photographOnDesk(await renderDocument({ ...samplePeople.passport, layout: 'stacked' }), { angle: 8, share: 0.6 });
  });
  after(() => pool.close());

  const same = (worker: PreparedImage, inThread: PreparedImage) => {
    assert.ok(Buffer.isBuffer(worker.png) && Buffer.isBuffer(worker.photo));
    assert.ok(worker.png.equals(inThread.png));
    assert.ok(worker.photo.equals(inThread.photo));
    assert.deepEqual({ ...worker, png: null, photo: null }, { ...inThread, png: null, photo: null });
  };

  it('decode, a quarter turn and the whole photo: identical to the in-thread steps (the document found on the desk)', async () => {
    const decoded = await pool.prepareImage({ step: 'decode', bytes: onDesk, field: 'documentImage', maxPixels: 20_000_000 });
    same(decoded, await runPrepareStep({ step: 'decode', bytes: onDesk, field: 'documentImage', maxPixels: 20_000_000 }));
    assert.ok(decoded.document, 'the passport is found apart from the desk');
    for (const request of [{ step: 'turn', photo: decoded.photo, degrees: 90 }, { step: 'whole', photo: decoded.photo }] satisfies PrepareRequest[]) {
      same(await pool.prepareImage(request), await runPrepareStep(request));
    }
    // The caller's photo is not detached by the move of the results.
    assert.equal(decoded.photo.byteLength > 0, true);
  });

  it('a corrupt JPEG: the same AppError (code, message, field) from the worker as in-thread', async () => {
    // Whole length, valid header and end marker, garbage in the entropy-coded data (as document-trust.test.ts).
    const jpeg = await sharp(await renderDocument(samplePeople.nin_slip)).jpeg({ quality: 80 }).toBuffer();
    const corrupt = Buffer.from(jpeg);
    for (let i = Math.floor(corrupt.length * 0.6); i < Math.floor(corrupt.length * 0.6) + 200; i++) corrupt[i] = (corrupt[i]! * 7 + 13) & 0xff;
    const request: PrepareRequest = { step: 'decode', bytes: corrupt, field: 'documentImage', maxPixels: 20_000_000 };
    const inThread = await runPrepareStep(request).then(() => assert.fail('decoded a corrupt JPEG'), (error: unknown) => error);
    const worker = await pool.prepareImage(request).then(() => assert.fail('decoded a corrupt JPEG'), (error: unknown) => error);
    assert.ok(inThread instanceof AppError && worker instanceof AppError, String(worker));
    assert.deepEqual({ code: worker.code, message: worker.message, details: worker.details, status: worker.httpStatus }, { code: inThread.code, message: inThread.message, details: inThread.details, status: inThread.httpStatus });
    assert.equal(worker.code, 'validation_error');
    assert.deepEqual(worker.details, [{ path: 'documentImage', message: 'could not be decoded (truncated or corrupt image data)' }]);
  });
});
