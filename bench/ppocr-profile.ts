/**
 * Where a PP-OCR page read spends its CPU, stage by stage, in this thread (no worker pool): decode,
 * detection input / run / boxes, recognition input / run / decode, on tune-split documents (clean
 * and phone photo). CPU ms of this process (sharp's and onnxruntime's threads included, nothing else
 * runs in it), so other processes' load inflates them far less than wall time; the shares carry over.
 *
 * `--ops`: inside each network instead, onnxruntime's own profile (enableProfiling) of one recogniser
 * run on a 256 px line and one detector run on a 960x672 page, 3 runs each, summed by operator type,
 * for each network as shipped and with its element-wise chains fused (ocr/ppocr-graph.ts).
 * `--batch`: recognition of equal-width lines one at a time against the same lines as one batch tensor
 * (PaddleOCR's batching without its padding), process CPU, alternated, 4 rounds.
 *
 *   node --import tsx bench/ppocr-profile.ts [--docs 5 | --ops | --batch]
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { buildCases, renderCase } from '../eval/documents/cases.js';
import { capture } from '../eval/documents/capture.js';
import { derive } from '../eval/documents/random.js';
import { emptyPpocrProfile, loadPpocr, ppocrModelFiles, ppocrSessionOptions, readWithPpocr, type PpocrProfile } from '../src/services/document-trust/ocr/ppocr-engine.js';
import { fuseElementwiseChains } from '../src/services/document-trust/ocr/ppocr-graph.js';

const sessionOptions = ppocrSessionOptions;
const randomInput = (shape: number[]) => new Tensor('float32', Float32Array.from({ length: shape.reduce((a, b) => a * b) }, () => Math.random() * 2 - 1), shape);

if (process.argv.includes('--ops')) {
  const dir = await mkdtemp(path.join(tmpdir(), 'verity-ppocr-ops-'));
  // Element-wise operators (what the fused rewrite removes or folds) against everything else.
  const elementwise = new Set(['Add', 'Mul', 'Div', 'Clip', 'HardSigmoid', 'BatchNormalization', 'Sub', 'Sigmoid', 'Relu']);
  try {
    for (const [model, shape] of [['recognition', [1, 3, 48, 256]], ['detection', [1, 3, 672, 960]]] as const) {
      const shipped = await readFile(ppocrModelFiles[model]);
      for (const [variant, bytes] of [['as shipped', shipped], ['element-wise chains fused', fuseElementwiseChains(shipped).bytes]] as const) {
        const prefix = path.join(dir, `${model}-${variant === 'as shipped' ? 'shipped' : 'fused'}`);
        const session = await InferenceSession.create(bytes, { ...sessionOptions, enableProfiling: true, profileFilePrefix: prefix });
        const input = randomInput([...shape]);
        for (let i = 0; i < 3; i++) await session.run({ [session.inputNames[0]!]: input });
        session.endProfiling();
        await session.release();
        const file = (await readdir(dir)).find((f) => path.join(dir, f).startsWith(prefix) && f.endsWith('.json'))!;
        const events = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { cat: string; dur: number; args: { op_name?: string } }[];
        const byOp = new Map<string, { us: number; nodes: number }>();
        let total = 0;
        for (const e of events.filter((x) => x.cat === 'Node' && x.args.op_name)) {
          const entry = byOp.get(e.args.op_name!) ?? { us: 0, nodes: 0 };
          entry.us += e.dur;
          entry.nodes += 1 / 3;
          byOp.set(e.args.op_name!, entry);
          total += e.dur;
        }
        const top = [...byOp].sort((a, b) => b[1].us - a[1].us).slice(0, 9);
        const share = (ops: string[]) => [...byOp].filter(([op]) => ops.includes(op)).reduce((sum, [, v]) => sum + v.us, 0) / total;
        const reorders = ['ReorderInput', 'ReorderOutput'];
        console.log(`${model} ${shape.join('x')}, ${variant}: ${Math.round(total / 3000)} ms of operators per run (wall time inside the run); element-wise ${(100 * share([...elementwise])).toFixed(1)}%, layout reorders ${(100 * share(reorders)).toFixed(1)}%, ${Math.round([...byOp.values()].reduce((n, v) => n + v.nodes, 0))} nodes run\n| operator | share | nodes per run |\n|---|---|---|`);
        for (const [op, { us, nodes }] of top) console.log(`| ${op} | ${((100 * us) / total).toFixed(1)}% | ${Math.round(nodes)} |`);
        console.log('');
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  process.exit(0);
}

if (process.argv.includes('--batch')) {
  const session = await InferenceSession.create(ppocrModelFiles.recognition, sessionOptions);
  const run = (n: number, width: number) => session.run({ [session.inputNames[0]!]: randomInput([n, 3, 48, width]) });
  console.log('| line width | lines | one at a time, CPU ms | one batch, CPU ms | ratio (batch / single) |\n|---|---|---|---|---|');
  for (const width of [64, 128, 256]) {
    for (const n of [2, 4, 6]) {
      await run(1, width);
      await run(n, width);
      let single = 0;
      let batch = 0;
      for (let round = 0; round < 4; round++) {
        const cpu = () => process.cpuUsage();
        const measure = async (work: () => Promise<unknown>) => {
          const started = cpu();
          await work();
          const { user, system } = process.cpuUsage(started);
          return (user + system) / 1000;
        };
        const one = () => measure(async () => { for (let i = 0; i < n; i++) await run(1, width); });
        const all = () => measure(() => run(n, width));
        if (round % 2 === 0) (single += await one()), (batch += await all());
        else (batch += await all()), (single += await one());
      }
      console.log(`| ${width} px | ${n} | ${Math.round(single)} | ${Math.round(batch)} | ${(batch / single).toFixed(2)}x |`);
    }
  }
  process.exit(0);
}

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
  const started = process.cpuUsage();
  const page = await readWithPpocr(models, image, { profile });
  const { user, system } = process.cpuUsage(started);
  const ms = (user + system) / 1000;
  for (const key of Object.keys(total) as (keyof PpocrProfile)[]) total[key] += profile[key];
  rows.push(`| ${id} | ${Math.round(ms)} | ${Math.round(profile.detectionInput + profile.detectionRun + profile.detectionBoxes)} | ${Math.round(profile.recognitionInput + profile.recognitionRun + profile.recognitionDecode)} | ${profile.regions} | ${page.lines.length} |`);
}
const sum = Object.entries(total).filter(([k]) => k !== 'regions' && k !== 'recognitionRuns').reduce((s, [, v]) => s + v, 0);
console.log('| image | CPU ms | detection CPU ms | recognition CPU ms | regions | lines |\n|---|---|---|---|---|---|\n' + rows.join('\n'));
console.log('\n| stage | share of the read |\n|---|---|');
for (const [k, v] of Object.entries(total)) if (k !== 'regions' && k !== 'recognitionRuns') console.log(`| ${k} | ${((100 * v) / sum).toFixed(1)}% |`);
console.log(`\n${total.regions} regions, ${total.recognitionRuns} recognition runs over ${images.length} images; ${Math.round(sum / images.length)} CPU ms per image`);
