/**
 * What the page-orientation check costs an upright page: the PP-OCR page read alone against the read
 * with the check (pipeline/orientation-step.ts), the same prepared images in interleaved rounds of
 * one run, so both see the same machine load; the ratio is the figure. Tune-split documents, one
 * genuine per layout, clean and phone photo (upright). Also prints how many upright images the
 * check read more than once, and what a quarter-turned page costs (turn90) against its upright read.
 *
 *   node --import tsx bench/document-orientation.ts [--docs 5] [--rounds 3]
 */
import { parseArgs } from 'node:util';
import { buildCases, renderCase } from '../eval/documents/cases.js';
import { capture, type Variant } from '../eval/documents/capture.js';
import { derive } from '../eval/documents/random.js';
import { createOcrPool } from '../src/services/document-trust/ocr/ocr-pool.js';
import { prepareImage, type PreparedImage } from '../src/services/document-trust/pipeline/image-step.js';
import { readPageText } from '../src/services/document-trust/pipeline/ocr-step.js';
import { readUprightPage } from '../src/services/document-trust/pipeline/orientation-step.js';
import { timeInterleaved } from './helpers.js';

const { values } = parseArgs({ options: { docs: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' } } });
const cases = buildCases({ split: 'tune', genuine: 1 })
  .filter((c) => c.kind === 'genuine')
  .slice(0, Number(values.docs));
const rounds = Number(values.rounds);
const prepare = async (variant: Variant) => {
  const out: PreparedImage[] = [];
  for (const c of cases) out.push(await prepareImage({ bytes: (await capture(await renderCase(c), variant, derive(c.seed, variant))).image, field: 'documentImage', maxPixels: 50e6 }));
  return out;
};
const upright = [...(await prepare('clean')), ...(await prepare('phone'))];
const turned = await prepare('turn90');
const ocr = createOcrPool({ pageWorkers: 1 });
await ocr.warm();
const readAlone = async (images: PreparedImage[]) => {
  for (const image of images) await readPageText({ ocr, png: image.png, width: image.width, height: image.height });
};
let extraReads = 0;
const readChecked = async (images: PreparedImage[]) => {
  extraReads = 0;
  for (const image of images) extraReads += (await readUprightPage({ ocr, image })).tried.length - 1;
};
console.log(`${cases.length} tune documents (${cases.map((c) => c.layout).join(', ')}); PP-OCR, one page worker`);
await timeInterleaved(`${upright.length} upright images (clean + phone), all read in turn`, [['page read alone', () => readAlone(upright)], ['page read + orientation check', () => readChecked(upright)]], rounds);
console.log(`  upright images read more than once by the check: ${extraReads} extra reads over ${upright.length} images`);
await timeInterleaved(`${turned.length} clean pages: upright against turned 90 degrees`, [['upright, read + orientation check', () => readChecked(upright.slice(0, cases.length))], ['turned 90, read + orientation check', () => readChecked(turned)]], rounds);
await ocr.close();
