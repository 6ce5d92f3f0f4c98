/**
 * Capture variants with the shipped matcher (arcface: faceplugin fr_feature 512-d on the ArcFace
 * 5-point chip) on the report part of the LFW selection (eval/faces-lfw-set.ts), at the shipped
 * thresholds (src/platform/faces/thresholds.ts). Prints FRR / FAR at _1e3 and _1e4 per variant,
 * all report pairs and dark-skinned pairs, with both photos of every pair changed and with only the
 * probe changed (enrolment clean); faces not found per variant; and FRR of the unchanged genuine
 * pairs bucketed by the head pose the engine estimates (LFW's own pose, not a 2-D warp).
 *
 *   FACES_LFW_DIR=/tmp/faces-lfw/lfw FACES_LFW_VARIANTS_CACHE=/tmp/faces-lfw-variants.json \
 *     nice -n 10 node --import tsx eval/faces-lfw-variants.ts
 *
 * Each photo goes through the product's own functions, as the engine's describeFrame does: human's
 * detector and mesh (pose.ts's poseOfFaces), face-api's 68 landmarks, recognition.ts's ArcFace chip
 * and embedding, cosine. One difference, as in eval/faces-lfw.ts: LFW labels the face in the middle
 * of the photo, so the face nearest the centre is described, not the largest.
 * FACES_LFW_VARIANTS_CACHE (optional) keeps descriptors and poses between runs (written as it goes;
 * several files, comma-separated, are all read and the first is written).
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { detectedFace, faceApiLandmarks, locateFaces } from '../src/platform/faces/analysis.js';
import { decodeImage } from '../src/platform/faces/image.js';
import { poseOfFaces } from '../src/platform/faces/pose.js';
import { arcFaceChip, cosine, loadRecognitionModel, recognitionEmbedding } from '../src/platform/faces/recognition.js';
import { loadFaceRuntime } from '../src/platform/faces/runtime.js';
import { matcherThresholds, qualityLimits } from '../src/platform/faces/thresholds.js';
import { phoneVariants } from './capture-variants.js';
import { lfwHalves, lfwSelection, type Photo } from './faces-lfw-set.js';
import { median, pct } from './face-scoring.js';

const lfwDir = process.env.FACES_LFW_DIR ?? '/tmp/faces-lfw/lfw';
/** Comma-separated: all are read, the first is written. */
const cacheFiles = (process.env.FACES_LFW_VARIANTS_CACHE ?? '').split(',').filter(Boolean);
const cacheFile = cacheFiles[0];
const thresholds = matcherThresholds.arcface;
const points = ['_1e3', '_1e4'] as const;

interface Described {
  descriptor: number[] | null;
  yaw: number | null;
  pitch: number | null;
}

type Runtime = Awaited<ReturnType<typeof loadFaceRuntime>>;
type Model = Awaited<ReturnType<typeof loadRecognitionModel>>;

async function describe(rt: Runtime, model: Model, bytes: Buffer): Promise<Described> {
  const image = await decodeImage(bytes);
  const faces = (await locateFaces(rt, image, 'locate')).filter((f) => f.score >= qualityLimits.minDetectionScore);
  const off = (f: (typeof faces)[number]) => Math.hypot(f.box[0] + f.box[2] / 2 - image.width / 2, f.box[1] + f.box[3] / 2 - image.height / 2);
  const face = [...faces].sort((a, b) => off(a) - off(b))[0];
  if (!face) return { descriptor: null, yaw: null, pitch: null };
  const pose = poseOfFaces([face], image.scale);
  const landmarks = await faceApiLandmarks(rt, image, detectedFace(face).box);
  const chip = await arcFaceChip(image, landmarks);
  return { descriptor: chip ? Array.from(await recognitionEmbedding(model, chip)) : null, yaw: pose.mesh ? pose.yaw : null, pitch: pose.mesh ? pose.pitch : null };
}

interface Pairs {
  genuine: number[];
  impostor: number[];
  /** Genuine pairs in which a photo got no descriptor: counted as rejections. */
  failures: number;
}
type Item = Photo & { d: Described };

/** Unordered pairs (both changed) or ordered pairs (enrolment from `enrol`, probe from `probe`). */
function score(enrol: Item[], probe: Item[], keep: (a: Item, b: Item) => boolean, ordered: boolean): Pairs {
  const out: Pairs = { genuine: [], impostor: [], failures: 0 };
  for (let i = 0; i < enrol.length; i++) {
    for (let j = ordered ? 0 : i + 1; j < probe.length; j++) {
      if (i === j) continue;
      const a = enrol[i]!;
      const b = probe[j]!;
      if (!keep(a, b)) continue;
      const same = a.person === b.person;
      if (!a.d.descriptor || !b.d.descriptor) {
        if (same) out.failures += 1;
        continue;
      }
      (same ? out.genuine : out.impostor).push(cosine(a.d.descriptor, b.d.descriptor));
    }
  }
  return out;
}
const frr = (p: Pairs, t: number) => {
  const n = p.genuine.filter((s) => s < t).length + p.failures;
  return `${pct(n, p.genuine.length + p.failures)} (${n})`;
};
const far = (p: Pairs, t: number) => {
  const n = p.impostor.filter((s) => s >= t).length;
  return `${pct(n, p.impostor.length)} (${n})`;
};

async function main(): Promise<void> {
  const started = Date.now();
  const rt = await loadFaceRuntime();
  const model = await loadRecognitionModel();
  const { photos } = await lfwSelection(lfwDir);
  const halves = lfwHalves(photos);
  const report = photos.filter((p) => halves.get(p.person) === 'report');
  const cache: Record<string, Described> = {};
  for (const file of cacheFiles) if (existsSync(file)) Object.assign(cache, JSON.parse(await readFile(file, 'utf8')));
  const variants: [string, (j: Buffer) => Promise<Buffer>][] = [['unchanged', async (j) => j], ...phoneVariants];
  const described: Record<string, Item[]> = {};
  let fresh = 0;
  // FACES_LFW_VARIANTS_REVERSE=1 describes the variants last to first: a second process can then
  // share the work with a first one (each with its own cache file, read together afterwards).
  for (const [name, apply] of process.env.FACES_LFW_VARIANTS_REVERSE ? [...variants].reverse() : variants) {
    const items: Item[] = [];
    for (const photo of report) {
      const key = `${name}|${photo.file}`;
      let d = cache[key];
      if (!d) {
        d = await describe(rt, model, await apply(await readFile(path.join(lfwDir, photo.file!))));
        cache[key] = d;
        fresh += 1;
        if (fresh % 100 === 0) {
          console.error(`described ${fresh} photos (${name})`);
          if (cacheFile) await writeFile(cacheFile, JSON.stringify(cache));
        }
      }
      items.push({ ...photo, d });
    }
    described[name] = items;
  }
  if (cacheFile) await writeFile(cacheFile, JSON.stringify(cache));

  const people = (g: string) => new Set(report.filter((p) => p.group === g).map((p) => p.person)).size;
  const clean = described.unchanged!;
  console.log(`# Capture variants with the shipped matcher on LFW's report part (${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s, ${fresh} photos described in this run)`);
  console.log(`Report part of the LFW selection (eval/faces-lfw-set.ts): ${people('dark')} dark-skinned people (${report.filter((p) => p.group === 'dark').length} photos), ${people('other')} other people (${report.filter((p) => p.group === 'other').length} photos); package-set people are not in this table (eval/faces.ts's capture variants cover them).`);
  console.log(`Matcher: arcface (faceplugin fr_feature 512-d, ArcFace 5-point chip, cosine) at the shipped thresholds _1e3 ${thresholds._1e3}, _1e4 ${thresholds._1e4}. Every impostor pair of the report part is scored (no subset).`);

  const groups: [string, (a: Item, b: Item) => boolean, (p: Item) => boolean][] = [
    ['all', () => true, () => true],
    ['dark-skinned', (a, b) => a.group === 'dark' && b.group === 'dark', (p) => p.group === 'dark'],
  ];
  for (const ordered of [false, true]) {
    console.log(
      ordered
        ? '\n## Enrolment photo unchanged, probe photo changed (ordered pairs: each pair twice, either photo as the probe)'
        : '\n## Both photos of every pair changed the same way',
    );
    console.log('| variant | pairs | faces not found | genuine pairs | impostor pairs | genuine median | FRR _1e3 | FAR _1e3 | FRR _1e4 | FAR _1e4 |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const [name] of variants) {
      if (ordered && name === 'unchanged') continue;
      const probe = described[name]!;
      for (const [label, keep, member] of groups) {
        const p = ordered ? score(clean, probe, keep, true) : score(probe, probe, keep, false);
        const members = probe.filter(member);
        const missing = members.filter((x) => !x.d.descriptor).length;
        const cells = points.flatMap((k) => [frr(p, thresholds[k]), far(p, thresholds[k])]);
        console.log(`| ${name} | ${label} | ${missing} of ${members.length} | ${p.genuine.length + p.failures} | ${p.impostor.length} | ${p.genuine.length ? median(p.genuine).toFixed(3) : '-'} | ${cells.join(' | ')} |`);
      }
    }
  }

  // LFW's own head poses: each genuine pair (unchanged photos) in the bucket of its larger angle.
  for (const axis of ['yaw', 'pitch'] as const) {
    console.log(`\n## Unchanged genuine pairs by the larger |${axis}| of the pair's two photos (degrees, human's face mesh as the engine estimates it)`);
    console.log('| bucket | pairs | genuine pairs | genuine median | FRR _1e3 | FRR _1e4 |');
    console.log('|---|---|---|---|---|---|');
    const buckets: [string, number, number][] = [['0-10', 0, 10], ['10-20', 10, 20], ['20-30', 20, 30], ['30+', 30, Infinity]];
    for (const [label, keep] of groups) {
      for (const [bucket, lo, hi] of buckets) {
        const inBucket = (a: Item, b: Item) => {
          if (a.person !== b.person || !keep(a, b) || a.d[axis] === null || b.d[axis] === null) return false;
          const m = Math.max(Math.abs(a.d[axis]!), Math.abs(b.d[axis]!));
          return m >= lo && m < hi;
        };
        const p = score(clean, clean, inBucket, false);
        console.log(`| ${bucket} | ${label} | ${p.genuine.length} | ${p.genuine.length ? median(p.genuine).toFixed(3) : '-'} | ${frr(p, thresholds._1e3)} | ${frr(p, thresholds._1e4)} |`);
      }
    }
    const angles = clean.filter((x) => x.d[axis] !== null).map((x) => Math.abs(x.d[axis]!));
    console.log(`|${axis}| of the ${angles.length} photos with a face: median ${median(angles).toFixed(1)}, 90th percentile ${[...angles].sort((a, b) => a - b)[Math.floor(0.9 * angles.length)]!.toFixed(1)}, largest ${angles.reduce((a, b) => Math.max(a, b), 0).toFixed(1)}`);
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
