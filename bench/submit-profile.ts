/**
 * Where an active liveness submit's CPU goes: every step the server runs for one submit of a real
 * genuine sequence (test/fixtures/face-video, cap13, the frames bench/mixed-load.ts sends), one step
 * at a time, each timed by this process's CPU time (every thread: sharp's libvips threads and
 * onnxruntime's included), so the figures hold on a shared machine where wall time does not.
 *
 *   nice -n 10 node --import tsx bench/submit-profile.ts [--rounds 7] [--actions 2|3]
 *
 * Fresh bytes every round (bench/helpers.ts freshJpeg), so no descriptor or memo is reused. The
 * face steps call the engine's own building blocks (image.ts, analysis.ts, recognition.ts) in the
 * order the engine does; a last line times the engine's own calls for the same frames, so the
 * pieces can be checked against the whole. The model split inside human's detect() comes from its
 * three modes on the same input: detector alone (mesh off), `locate` (detector + mesh), `quality`
 * (+ antispoof and liveness).
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../src/core/config.js';
import { createLogger } from '../src/core/logger.js';
import { createFaceEngine } from '../src/platform/faces/index.js';
import { faceApiLandmarks, locateFaces } from '../src/platform/faces/analysis.js';
import { frameFingerprint } from '../src/platform/faces/fingerprint.js';
import { measureRecaptureTexture } from '../src/platform/faces/texture.js';
import { decodeImage, measureRegion, squarePadded } from '../src/platform/faces/image.js';
import { poseOfFaces } from '../src/platform/faces/pose.js';
import { arcFaceChip, cosine, loadRecognitionModel, recognitionEmbedding } from '../src/platform/faces/recognition.js';
import { loadFaceRuntime } from '../src/platform/faces/runtime.js';
import { qualityLimits } from '../src/platform/faces/thresholds.js';
import { checkCaptureImage } from '../src/services/embed/capture-image.js';
import type { LivenessAction } from '../src/services/embed/liveness/challenge.js';
import { verifyChallenge } from '../src/services/embed/liveness/verify-challenge.js';
import { genuineSequences, loadFaceVideo, type GenuineSequence } from '../test/helpers/face-video.js';
import { freshJpeg } from './helpers.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '7' }, actions: { type: 'string', default: '2' } } });
const rounds = Number(values.rounds);
const actionCount = Number(values.actions);

const engine = await createFaceEngine({ logger: createLogger(parseConfig({ LOG_LEVEL: 'silent' })), concurrency: 1 });
// The `full` instance is the evaluations' (the engine never loads it): here it becomes a
// detector-only pass; each mode is its own instance, so no other is touched.
const runtime = await loadFaceRuntime(undefined, { humanDescriptor: true });
const recognition = await loadRecognitionModel();
const fullFace = runtime.humans.full!.config.face;
for (const part of [fullFace.mesh, fullFace.antispoof, fullFace.liveness, fullFace.description]) if (part) part.enabled = false;

const frames = await loadFaceVideo('cap13');
const candidates: LivenessAction[][] =
  actionCount === 3
    ? [['turn_left', 'open_mouth', 'turn_right'], ['turn_right', 'open_mouth', 'turn_left'], ['open_mouth', 'turn_left', 'turn_right'], ['turn_left', 'turn_right', 'open_mouth']]
    : [['turn_left', 'open_mouth'], ['open_mouth', 'turn_left'], ['turn_right', 'open_mouth']];
let sequence: GenuineSequence | undefined;
for (const actions of candidates) {
  [sequence] = await genuineSequences({ engine, frames, actions });
  if (sequence) break;
}
if (!sequence) throw new Error(`no genuine ${actionCount}-action sequence found in the cap13 frames`);
const all = [sequence.frontal, ...sequence.frames];
const limits = { maxBytes: 8 * 1024 * 1024, maxPixels: 24_000_000 };

/** Step name -> CPU ms per round (summed over the frames the step runs on). */
const samples = new Map<string, { where: string; per: string; cpu: number[] }>();
const order: string[] = [];
async function step<T>(name: string, where: string, per: string, fn: () => Promise<T>): Promise<T> {
  const before = process.cpuUsage();
  const result = await fn();
  const used = process.cpuUsage(before);
  let entry = samples.get(name);
  if (!entry) {
    entry = { where, per, cpu: [] };
    samples.set(name, entry);
    order.push(name);
  }
  entry.cpu.push((used.user + used.system) / 1000);
  return result;
}
/** Adds one frame's CPU to the current round's last sample of `name` (steps run once per frame). */
async function perFrame<T>(name: string, where: string, index: number, fn: () => Promise<T>): Promise<T> {
  const before = process.cpuUsage();
  const result = await fn();
  const used = process.cpuUsage(before);
  let entry = samples.get(name);
  if (!entry) {
    entry = { where, per: 'each frame', cpu: [] };
    samples.set(name, entry);
    order.push(name);
  }
  const ms = (used.user + used.system) / 1000;
  if (index === 0) entry.cpu.push(ms);
  else entry.cpu[entry.cpu.length - 1]! += ms;
  return result;
}

type Faces = Awaited<ReturnType<typeof locateFaces>>;
const sameLocation = (a: Faces, b: Faces) =>
  a.length === b.length && a.every((face, i) => JSON.stringify([face.box, face.mesh, face.rotation, face.score]) === JSON.stringify([b[i]!.box, b[i]!.mesh, b[i]!.rotation, b[i]!.score]));
let qualityEqualsLocate = 0;
let compared = 0;

// One warm-up round, not recorded.
for (let round = -1; round < rounds; round++) {
  const jpegs = all.map((frame) => freshJpeg(frame.jpeg));
  const recording = round >= 0;
  const run = recording ? step : async <T>(_n: string, _w: string, _p: string, fn: () => Promise<T>) => fn();
  const runFrame = recording ? perFrame : async <T>(_n: string, _w: string, _i: number, fn: () => Promise<T>) => fn();

  // Request side (main thread): base64 of the JSON body, the capture checks (header, decode, re-encode).
  const bodies = jpegs.map((jpeg) => jpeg.toString('base64'));
  const decoded = await run('base64 decode of the frames', 'main', 'all frames', async () => bodies.map((body) => Buffer.from(body, 'base64')));
  const checked = [];
  for (const [i, bytes] of decoded.entries()) checked.push(await runFrame('checkCaptureImage (header, decode, rotate, JPEG re-encode)', 'main + libuv', i, () => checkCaptureImage(bytes, limits)));
  const captures = checked.map((capture) => capture.jpeg);

  // Frontal frame's passive assessment (face_liveness: the inspector, then the provider's memo).
  const frontalImage = await run('frontal: decodeImage (sharp to RGB)', 'face worker', 'frontal', () => decodeImage(captures[0]!));
  await run('frontal: square pad for the detector', 'face worker', 'frontal', () => squarePadded(frontalImage));
  const quality = (await run('frontal: human quality (detector + mesh + antispoof + liveness)', 'face worker', 'frontal', () => locateFaces(runtime, frontalImage, 'quality'))).filter(
    (face) => face.score >= qualityLimits.minDetectionScore,
  );
  await run('frontal: measureRegion (sharpness, brightness)', 'face worker', 'frontal', () => measureRegion(frontalImage, { x: quality[0]!.box[0], y: quality[0]!.box[1], width: quality[0]!.box[2], height: quality[0]!.box[3] }));

  // Every frame (frontal included): describeFrame's steps (face_frame).
  const descriptors: Float32Array[] = [];
  const meshes: NonNullable<ReturnType<typeof poseOfFaces>["mesh"]>[] = [];
  for (const [i, jpeg] of captures.entries()) {
    const image = await runFrame('frame: decodeImage (sharp to RGB)', 'face worker', i, () => decodeImage(jpeg));
    await runFrame('frame: square pad for the detector', 'face worker', i, () => squarePadded(image));
    await runFrame('frame: human detector alone (blazeface, mesh off)', 'face worker', i, () => locateFaces(runtime, image, 'full'));
    const faces = (await runFrame('frame: human locate (detector + mesh)', 'face worker', i, () => locateFaces(runtime, image, 'locate'))).filter((face) => face.score >= qualityLimits.minDetectionScore);
    if (i === 0) {
      compared += 1;
      if (sameLocation(faces, quality)) qualityEqualsLocate += 1;
    }
    const pose = poseOfFaces(faces, image.scale);
    meshes.push(pose.mesh!);
    const box = { x: faces[0]!.box[0], y: faces[0]!.box[1], width: faces[0]!.box[2], height: faces[0]!.box[3] };
    const landmarks = await runFrame('frame: face-api 68 landmarks', 'face worker', i, () => faceApiLandmarks(runtime, image, box));
    const chip = await runFrame('frame: ArcFace chip (similarity warp)', 'face worker', i, async () => (await arcFaceChip(image, landmarks))!);
    descriptors.push(await runFrame('frame: ArcFace embedding (onnxruntime)', 'face worker', i, () => recognitionEmbedding(recognition, chip)));
  }
  await run('comparisons (cosine of frontal with each)', 'main', 'all frames', async () => descriptors.slice(1).map((d) => cosine(descriptors[0]!, d)));

  // Back on the main thread: texture and fingerprint of each frame, from the mesh.
  for (const [i, jpeg] of captures.entries()) await runFrame('texture (sharp crop + 128x128 FFT)', 'main + libuv', i, () => measureRecaptureTexture(jpeg, meshes[i]!));
  for (const [i, jpeg] of captures.entries()) await runFrame('fingerprint (sharp crop + blockhash)', 'main + libuv', i, () => frameFingerprint(jpeg, meshes[i]!));

  // The engine's own calls on the same frames (fresh bytes again), as a submit makes them: the
  // frontal frame assessed, then every frame described (the frontal from that assessment's
  // detection); beside it, describeFrame of every frame with nothing assessed before (other bytes).
  const again = captures.map((jpeg) => freshJpeg(jpeg));
  await run('engine: assessLiveness(frontal)', 'face worker', 'frontal', () => engine.assessLiveness(again[0]!));
  await run('engine: describeFrame of every frame, frontal assessed just before', 'face worker', 'all frames', () => Promise.all(again.map((jpeg) => engine.describeFrame(jpeg))));
  await run('engine: describeFrame of every frame, nothing assessed before', 'face worker', 'all frames', () => Promise.all(captures.map((jpeg) => engine.describeFrame(freshJpeg(jpeg)))));
  const frontal = freshJpeg(captures[0]!);
  await engine.assessLiveness(frontal);
  await run('engine: verifyChallenge whole (describeFrame + texture), frontal assessed just before', 'both', 'all frames', () =>
    verifyChallenge({
      engine,
      actions: sequence.actions,
      frontal: { jpeg: frontal, capturedAt: sequence.frontal.atMs },
      frames: sequence.frames.map((frame, i) => ({ jpeg: freshJpeg(captures[i + 1]!), capturedAt: frame.atMs })),
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
console.log(`\nOne active submit (${sequence.actions.join(' + ')}, ${all.length} frames of ${sequence.frontal.video}, 800x600), CPU ms per step, median of ${rounds} rounds on fresh bytes; load average ${load} at the end\n`);
console.log('| step | where | runs on | CPU ms |');
console.log('|---|---|---|---|');
for (const name of order) {
  const { where, per, cpu } = samples.get(name)!;
  console.log(`| ${name} | ${where} | ${per} | ${median(cpu).toFixed(1)} |`);
}
const sum = (names: string[]) => names.reduce((total, name) => total + (samples.has(name) ? median(samples.get(name)!.cpu) : 0), 0);
const frameSteps = order.filter((name) => name.startsWith('frame:') && !name.includes('detector alone'));
const frontalSteps = order.filter((name) => name.startsWith('frontal:'));
const assess = sum(['engine: assessLiveness(frontal)']);
const reused = sum(['engine: describeFrame of every frame, frontal assessed just before']);
const cold = sum(['engine: describeFrame of every frame, nothing assessed before']);
console.log(`\nSum of the pieces: frontal assessment ${sum(frontalSteps).toFixed(0)} ms, describeFrame of every frame ${sum(frameSteps).toFixed(0)} ms (the engine's own calls: ${assess.toFixed(0)} and ${cold.toFixed(0)} ms)`);
console.log(`Face work of the submit (assessLiveness + describeFrame of every frame): ${(assess + reused).toFixed(0)} ms with the frontal's detection reused, ${(assess + cold).toFixed(0)} ms without (ratio ${((assess + reused) / (assess + cold)).toFixed(2)})`);
console.log(`Frontal frame: human's quality-mode faces (box, mesh, rotation, score) equal its locate-mode faces in ${qualityEqualsLocate} of ${compared} rounds`);
