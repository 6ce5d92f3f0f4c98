/**
 * Writes rendered evaluation documents with their truth, for developing and inspecting the reader:
 *
 *   node --import tsx eval/documents/write-samples.ts [--out DIR] [--split tune] [--genuine 3] [--variants clean,phone] [--docs-images docs/images]
 *
 * Per case and variant an image `{case}-{variant}.png|jpg`; per case `{case}.json` (layout, docType,
 * intended decision, expected API fields, the authority record, what is printed, the style and the
 * capture notes); `index.json` lists them all. `--docs-images` also writes one small picture of each
 * layout (clean and phone photo) for docs/document-trust.md.
 */
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { buildCases, docTypeOf, renderCase } from './cases.js';
import { capture, variantDescriptions, variants as allVariants, type Variant } from './capture.js';
import { layouts, type Layout } from './model.js';
import { derive } from './random.js';
import type { Split } from './style.js';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '/work/doc-eval-samples' },
    split: { type: 'string', default: 'tune' },
    genuine: { type: 'string', default: '3' },
    variants: { type: 'string', default: 'clean,phone' },
    layouts: { type: 'string' },
    'docs-images': { type: 'string' },
  },
});
const split = values.split as Split;
if (split !== 'tune' && split !== 'report') throw new Error('--split is tune or report');
const chosen = values.variants.split(',') as Variant[];
for (const v of chosen) if (!allVariants.includes(v)) throw new Error(`unknown variant ${v}; one of ${allVariants.join(', ')}`);
const chosenLayouts = (values.layouts?.split(',') ?? layouts) as Layout[];

const out = values.out;
await mkdir(out, { recursive: true });
const built = buildCases({ split, genuine: Number(values.genuine), layouts: chosenLayouts });
// Layouts in turn, so a partial run already covers every layout.
const queues = chosenLayouts.map((layout) => built.filter((c) => c.layout === layout));
const cases = Array.from({ length: Math.max(...queues.map((q) => q.length)) }, (_, i) => queues.map((q) => q[i])).flat().filter((c) => c !== undefined);
for (const c of cases) {
  const exists = (file: string) => access(path.join(out, file)).then(() => true, () => false);
  const files = Object.fromEntries(chosen.map((v) => [v, [`${c.id}-${v}.png`, `${c.id}-${v}.jpg`]] as const));
  const done = (await exists(`${c.id}.json`)) && (await Promise.all(chosen.map(async (v) => (await exists(files[v]![0]!)) || (await exists(files[v]![1]!))))).every(Boolean);
  if (done) continue;
  const clean = await renderCase(c);
  // Keeps the images an earlier run wrote with other variants.
  const earlier = (await exists(`${c.id}.json`)) ? (JSON.parse(await readFile(path.join(out, `${c.id}.json`), 'utf8')) as { images: Record<string, { file: string; note: string }> }).images : {};
  const images: Record<string, { file: string; note: string }> = { ...earlier };
  for (const variant of chosen) {
    const shot = await capture(clean, variant, derive(c.seed, variant));
    const file = `${c.id}-${variant}.${shot.mime === 'image/jpeg' ? 'jpg' : 'png'}`;
    await writeFile(path.join(out, file), shot.image);
    images[variant] = { file, note: shot.note || variantDescriptions[variant] };
  }
  const truth = {
    id: c.id,
    split: c.split,
    layout: c.layout,
    docType: docTypeOf(c),
    kind: c.kind,
    intendedDecision: c.intended,
    expectedFields: c.expectedFields,
    authorityRecord: { docType: docTypeOf(c), documentNumber: c.doc.documentNumber, fields: c.record },
    printed: c.doc,
    style: { font: c.style.font, headingFont: c.style.headingFont, palette: c.style.palette, portrait: c.style.portrait },
    images,
  };
  await writeFile(path.join(out, `${c.id}.json`), JSON.stringify(truth, null, 2));
  process.stdout.write('.');
}
// The index covers every case in the folder, also those an earlier run (other options) wrote.
const all = [];
for (const file of (await readdir(out)).filter((f) => /^(tune|report)-.*\.json$/.test(f)).sort()) {
  const truth = JSON.parse(await readFile(path.join(out, file), 'utf8')) as { id: string; layout: string; kind: string; intendedDecision: string; images: Record<string, { file: string }> };
  all.push({ id: truth.id, layout: truth.layout, kind: truth.kind, intendedDecision: truth.intendedDecision, images: Object.values(truth.images).map((i) => i.file) });
}
await writeFile(path.join(out, 'index.json'), JSON.stringify({ descriptions: variantDescriptions, cases: all }, null, 2));
console.log(`\n${cases.length} cases x ${chosen.length} variants written to ${out}`);

if (values['docs-images']) {
  const dir = values['docs-images'];
  await mkdir(dir, { recursive: true });
  for (const layout of chosenLayouts) {
    const [c] = buildCases({ split, genuine: 1, layouts: [layout] });
    const clean = await renderCase(c!);
    await sharp(clean).resize({ width: 560 }).png({ palette: true, colours: 96, effort: 10 }).toFile(path.join(dir, `eval-${layout}.png`));
    const phone = await capture(clean, 'phone', derive(c!.seed, 'phone'));
    await sharp(phone.image).resize({ width: 480 }).png({ palette: true, colours: 64, effort: 10 }).toFile(path.join(dir, `eval-${layout}-phone.png`));
  }
  console.log(`layout pictures written to ${dir}`);
}
