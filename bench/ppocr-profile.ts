/**
 * Where a PP-OCR page read spends its time, stage by stage, in this thread (no worker pool): decode,
 * detection input / run / boxes, recognition input / run / decode, on tune-split documents (clean
 * and phone photo). Absolute figures depend on the machine's load; the shares are what carry over.
 *
 *   node --import tsx bench/ppocr-profile.ts [--docs 5]
 */
import { buildCases, renderCase } from '../eval/documents/cases.js';
import { capture } from '../eval/documents/capture.js';
import { derive } from '../eval/documents/random.js';
import { emptyPpocrProfile, loadPpocr, readWithPpocr, type PpocrProfile } from '../src/services/document-trust/ocr/ppocr-engine.js';

const args = process.argv.slice(2);
const docs = Number(args[args.indexOf('--docs') + 1] ?? 5) || 5;
const cases = buildCases({ split: 'tune', genuine: 1 }).filter((c) => c.kind === 'genuine').slice(0, docs);
const images: { id: string; image: Buffer }[] = [];
for (const c of cases) {
  const clean = await renderCase(c);
  for (const variant of ['clean', 'phone'] as const) images.push({ id: `${c.id}/${variant}`, image: (await capture(clean, variant, derive(c.seed, variant))).image });
}
const models = await loadPpocr();
await readWithPpocr(models, images[0]!.image);
const total = emptyPpocrProfile();
const rows: string[] = [];
for (const { id, image } of images) {
  const profile = emptyPpocrProfile();
  const started = performance.now();
  const page = await readWithPpocr(models, image, { profile });
  const ms = performance.now() - started;
  for (const key of Object.keys(total) as (keyof PpocrProfile)[]) total[key] += profile[key];
  rows.push(`| ${id} | ${Math.round(ms)} | ${Math.round(profile.detectionInput + profile.detectionRun + profile.detectionBoxes)} | ${Math.round(profile.recognitionInput + profile.recognitionRun + profile.recognitionDecode)} | ${profile.regions} | ${page.lines.length} |`);
}
const sum = Object.entries(total).filter(([k]) => k !== 'regions' && k !== 'recognitionRuns').reduce((s, [, v]) => s + v, 0);
console.log('| image | ms | detection ms | recognition ms | regions | lines |\n|---|---|---|---|---|---|\n' + rows.join('\n'));
console.log('\n| stage | share of the read |\n|---|---|');
for (const [k, v] of Object.entries(total)) if (k !== 'regions' && k !== 'recognitionRuns') console.log(`| ${k} | ${((100 * v) / sum).toFixed(1)}% |`);
console.log(`\n${total.regions} regions, ${total.recognitionRuns} recognition runs over ${images.length} images; ${Math.round(sum / images.length)} ms per image`);
