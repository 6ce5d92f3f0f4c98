import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { loadPpocr, ppocrModelFiles, ppocrSessionOptions, readWithPpocr, type PpocrModels } from '../src/services/document-trust/ocr/ppocr-engine.js';
import { fuseElementwiseChains } from '../src/services/document-trust/ocr/ppocr-graph.js';
import { deskewRange } from '../src/services/document-trust/pipeline/ocr-step.js';
import { testDatabaseKind } from './helpers/app.js';
import { photographOnDesk, renderDocument, samplePeople } from './helpers/documents.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The networks the engine runs are the shipped ones with their element-wise chains fused at load
 * (ocr/ppocr-graph.ts). The rewrite was checked to read the same pages (bench/README.md, "Fused
 * element-wise chains") on these exact files: a changed model package or a changed rewrite changes a
 * checksum below, and the evaluation and the bench's `--fused` comparison must then be run again
 * before the new checksum is written here.
 */
const verified = {
  detection: {
    shipped: '30a86f5731181461d08021402766601e4302a9b9b9666be8aff402696339cdff',
    fused: '3a8426b6c00fc9cd09aac119991f9577cf3366caa2d0907bd13ebc3bfe5d69e4',
    chains: { affineIntoConvOutput: 56, affineIntoConvInput: 10, affineAsBatchNorm: 14, hardSwish: 24, nodesBefore: 672, nodesAfter: 390 },
  },
  recognition: {
    shipped: '06b3e6af6c59a1ba5d53790ed8c2e4b2de389870b6cf5a97f349f3412cb269c0',
    fused: 'd36ee41f9cc8d39d24b21180cb3ad314acff0cf2ddb9975d23695d8450390d22',
    chains: { affineIntoConvOutput: 56, affineIntoConvInput: 12, affineAsBatchNorm: 16, hardSwish: 28, nodesBefore: 765, nodesAfter: 509 },
  },
};

/** A fixed pseudo-random input in -1..1 (the same on every run). */
function input(shape: number[]): Tensor {
  let state = 12345;
  const values = Float32Array.from({ length: shape.reduce((a, b) => a * b, 1) }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state / 2147483648) * 2 - 1;
  });
  return new Tensor('float32', values, shape);
}

describe(`PP-OCR networks with fused element-wise chains (${testDatabaseKind})`, () => {
  it('rewrites the shipped models it was verified on, the same way every time', async () => {
    for (const model of ['detection', 'recognition'] as const) {
      const shipped = await readFile(ppocrModelFiles[model]);
      assert.equal(sha256(shipped), verified[model].shipped, `${model}: the shipped model is not the one the fused rewrite was verified on`);
      const { bytes, fused } = fuseElementwiseChains(shipped);
      assert.deepEqual(fused, verified[model].chains, model);
      assert.equal(sha256(bytes), verified[model].fused, `${model}: the rewrite's output changed`);
    }
  });

  it('computes what the shipped networks compute, to float rounding, borders included', async () => {
    // A 3x3 convolution pads its input with zeros: had an affine bias been folded into one, the
    // outputs along every border would differ by far more than rounding.
    for (const [model, shape, tolerance] of [
      ['recognition', [1, 3, 48, 200], 1e-4],
      ['detection', [1, 3, 320, 480], 1e-4],
    ] as const) {
      const shipped = await readFile(ppocrModelFiles[model]);
      const [plain, fused] = await Promise.all([InferenceSession.create(shipped, ppocrSessionOptions), InferenceSession.create(fuseElementwiseChains(shipped).bytes, ppocrSessionOptions)]);
      const feed = { [plain.inputNames[0]!]: input([...shape]) };
      const a = (await plain.run(feed))[plain.outputNames[0]!]!.data as Float32Array;
      const b = (await fused.run(feed))[fused.outputNames[0]!]!.data as Float32Array;
      assert.equal(a.length, b.length, model);
      let largest = 0;
      for (let i = 0; i < a.length; i++) largest = Math.max(largest, Math.abs(a[i]! - b[i]!));
      assert.ok(largest < tolerance, `${model}: largest difference ${largest}`);
      await Promise.all([plain.release(), fused.release()]);
    }
  });

  describe('reads the same pages', () => {
    let shipped: PpocrModels;
    let fused: PpocrModels;
    before(async () => {
      [shipped, fused] = await Promise.all([loadPpocr({ fused: false }), loadPpocr()]);
    });
    after(async () => {
      await Promise.all([shipped, fused].flatMap((m) => [m.detection.release(), m.recognition.release()]));
    });

    it('a passport page, a tilted photo of it and a NIN slip: every line character for character', async () => {
      const passport = await renderDocument(samplePeople.passport);
      const pages = [
        ['passport page', passport],
        ['tilted photo', await photographOnDesk(passport, { angle: 6, share: 0.8 })],
        ['NIN slip', await renderDocument(samplePeople.nin_slip)],
      ] as const;
      for (const [name, image] of pages) {
        const before = await readWithPpocr(shipped, image, { straighten: deskewRange });
        const after = await readWithPpocr(fused, image, { straighten: deskewRange });
        assert.ok(before.lines.length >= 8, `${name}: ${before.lines.length} lines read`);
        assert.deepEqual(
          after.lines.map((line) => line.text),
          before.lines.map((line) => line.text),
          name,
        );
        assert.deepEqual(
          after.lines.map((line) => line.words.map((word) => word.box)),
          before.lines.map((line) => line.words.map((word) => word.box)),
          `${name}: word boxes`,
        );
        assert.ok(Math.abs(after.confidence - before.confidence) < 1e-3, `${name}: confidence ${before.confidence} -> ${after.confidence}`);
      }
    });
  });
});
