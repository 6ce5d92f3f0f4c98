/**
 * Where an active liveness submit's CPU goes: every step the server runs for one submit of a real
 * genuine sequence (test/fixtures/face-video, cap13, the frames bench/mixed-load.ts sends), one step
 * at a time, each timed by this process's CPU time (every thread: sharp's libvips threads and
 * onnxruntime's included), so the figures hold on a shared machine where wall time does not.
 *
 *   nice -n 10 node --import tsx bench/submit-profile.ts [--rounds 7] [--actions 2|3]
 *
 * Each step also shows the CPU of the calling thread alone (its schedstat), what it would cost the
 * event loop if it ran there. Rows marked "before" are what the previous build ran for the same
 * purpose (the frames' texture and fingerprint read from the JPEG on the event loop, the detector's
 * square padding by sharp); the summary prints the submit's CPU both ways, same run, same frames.
 * The detector's input (square, float32: detectorInput) is built inside locateFaces, so the `square
 * pad` rows time that step alone and the `human` rows include it; bench/detector-input.ts sets it
 * against main's earlier int32 input on the same frames.
 *
 * Fresh bytes every round (bench/helpers.ts freshJpeg), so no descriptor or memo is reused. The
 * face steps call the engine's own building blocks (image.ts, analysis.ts, recognition.ts) in the
 * order the engine does; a last line times the engine's own calls for the same frames, so the
 * pieces can be checked against the whole. The model split inside human's detect() comes from its
 * three modes on the same input: detector alone (mesh off), `locate` (detector + mesh), `quality`
 * (+ antispoof and liveness).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { parseConfig } from '../src/core/config.js';
import { createLogger } from '../src/core/logger.js';
import { createFaceEngine } from '../src/platform/faces/index.js';
import { detectorInput, faceApiLandmarks, locateFaces } from '../src/platform/faces/analysis.js';
import { frameFingerprint } from '../src/platform/faces/fingerprint.js';
import { measureRecaptureTexture } from '../src/platform/faces/texture.js';
import { decodeImage, measureRegion } from '../src/platform/faces/image.js';
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

/** This thread's CPU time in ms (Linux schedstat, nanoseconds): process.cpuUsage counts every thread. */
const threadStat = `/proc/self/task/${process.pid}/schedstat`;
const threadCpuMs = () => Number(readFileSync(threadStat, 'utf8').split(' ')[0]) / 1e6;

/** Step name -> CPU ms per round (summed over the frames the step runs on): the process's and this thread's. */
const samples = new Map<string, { where: string; per: string; cpu: number[]; thread: number[] }>();
const order: string[] = [];
async function timed<T>(fn: () => Promise<T>): Promise<{ result: T; cpu: number; thread: number }> {
  const before = process.cpuUsage();
  const threadBefore = threadCpuMs();
  const result = await fn();
  const thread = threadCpuMs() - threadBefore;
  const used = process.cpuUsage(before);
  return { result, cpu: (used.user + used.system) / 1000, thread };
}
function entryOf(name: string, where: string, per: string) {
  let entry = samples.get(name);
  if (!entry) {
    entry = { where, per, cpu: [], thread: [] };
    samples.set(name, entry);
    order.push(name);
  }
  return entry;
}
async function step<T>(name: string, where: string, per: string, fn: () => Promise<T>): Promise<T> {
  const { result, cpu, thread } = await timed(fn);
  const entry = entryOf(name, where, per);
  entry.cpu.push(cpu);
  entry.thread.push(thread);
  return result;
}
/** Adds one frame's CPU to the current round's last sample of `name` (steps run once per frame). */
async function perFrame<T>(name: string, where: string, index: number, fn: () => Promise<T>): Promise<T> {
  const { result, cpu, thread } = await timed(fn);
  const entry = entryOf(name, where, 'each frame');
  if (index === 0) {
    entry.cpu.push(cpu);
    entry.thread.push(thread);
  } else {
    entry.cpu[entry.cpu.length - 1]! += cpu;
    entry.thread[entry.thread.length - 1]! += thread;
  }
  return result;
}
/** The previous build's square padding (sharp's extend), to time beside the detector's input now (detectorInput). */
async function squarePaddedBySharp(image: Awaited<ReturnType<typeof decodeImage>>) {
  const side = Math.max(image.width, image.height);
  if (image.width === image.height) return image.rgb;
  return sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extend({ right: side - image.width, bottom: side - image.height, background: { r: 0, g: 0, b: 0 } })
    .raw()
    .toBuffer();
}
let paddingEqual = 0;
let signalsEqual = 0;
let signalsCompared = 0;

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
  await run('before: frontal: square pad for the detector (sharp extend)', 'face worker', 'frontal', () => squarePaddedBySharp(frontalImage));
  await run('frontal: square pad for the detector', 'face worker', 'frontal', async () => detectorInput(frontalImage, { values: new Float32Array(0) }));
  const quality = (await run('frontal: human quality (detector + mesh + antispoof + liveness)', 'face worker', 'frontal', () => locateFaces(runtime, frontalImage, 'quality'))).filter(
    (face) => face.score >= qualityLimits.minDetectionScore,
  );
  await run('frontal: measureRegion (sharpness, brightness)', 'face worker', 'frontal', () => measureRegion(frontalImage, { x: quality[0]!.box[0], y: quality[0]!.box[1], width: quality[0]!.box[2], height: quality[0]!.box[3] }));

  // Every frame (frontal included): describeFrame's steps (face_frame).
  const descriptors: Float32Array[] = [];
  const meshes: NonNullable<ReturnType<typeof poseOfFaces>["mesh"]>[] = [];
  const decodedFrames: Awaited<ReturnType<typeof decodeImage>>[] = [];
  for (const [i, jpeg] of captures.entries()) {
    const image = await runFrame('frame: decodeImage (sharp to RGB)', 'face worker', i, () => decodeImage(jpeg));
    const bySharp = await runFrame('before: frame: square pad for the detector (sharp extend)', 'face worker', i, () => squarePaddedBySharp(image));
    const padded = await runFrame('frame: square pad for the detector', 'face worker', i, async () => detectorInput(image, { values: new Float32Array(0) }));
    if (bySharp.length === padded.values.length && bySharp.every((value, at) => value === padded.values[at])) paddingEqual += 1;
    await runFrame('frame: human detector alone (blazeface, mesh off)', 'face worker', i, () => locateFaces(runtime, image, 'full'));
    const faces = (await runFrame('frame: human locate (detector + mesh)', 'face worker', i, () => locateFaces(runtime, image, 'locate'))).filter((face) => face.score >= qualityLimits.minDetectionScore);
    if (i === 0) {
      compared += 1;
      if (sameLocation(faces, quality)) qualityEqualsLocate += 1;
    }
    const pose = poseOfFaces(faces, image.scale);
    meshes.push(pose.mesh!);
    decodedFrames.push(image);
    const box = { x: faces[0]!.box[0], y: faces[0]!.box[1], width: faces[0]!.box[2], height: faces[0]!.box[3] };
    const landmarks = await runFrame('frame: face-api 68 landmarks', 'face worker', i, () => faceApiLandmarks(runtime, image, box));
    const chip = await runFrame('frame: ArcFace chip (similarity warp)', 'face worker', i, async () => (await arcFaceChip(image, landmarks))!);
    descriptors.push(await runFrame('frame: ArcFace embedding (onnxruntime)', 'face worker', i, () => recognitionEmbedding(recognition, chip)));
  }
  await run('comparisons (cosine of frontal with each)', 'main', 'all frames', async () => descriptors.slice(1).map((d) => cosine(descriptors[0]!, d)));

  // Texture and fingerprint of each frame at its mesh: before, on the main thread from the JPEG (a
  // decode each); now in describeFrame, in the face worker, from the pixels it decoded.
  const fromJpeg: unknown[][] = [];
  const fromDecode: unknown[][] = [];
  for (const [i, jpeg] of captures.entries()) fromJpeg.push([await runFrame('before: texture from the JPEG (decode, crop, 128x128 FFT)', 'main + libuv', i, () => measureRecaptureTexture(jpeg, meshes[i]!))]);
  for (const [i, jpeg] of captures.entries()) fromJpeg[i]!.push(await runFrame('before: fingerprint from the JPEG (decode, crop, blockhash)', 'main + libuv', i, () => frameFingerprint(jpeg, meshes[i]!)));
  for (const [i, image] of decodedFrames.entries()) fromDecode.push([await runFrame('frame: texture from the decoded pixels (crop, 128x128 FFT)', 'face worker', i, () => measureRecaptureTexture(image, meshes[i]!))]);
  for (const [i, image] of decodedFrames.entries()) fromDecode[i]!.push(await runFrame('frame: fingerprint from the decoded pixels (crop, blockhash)', 'face worker', i, () => frameFingerprint(image, meshes[i]!)));
  signalsCompared += captures.length;
  signalsEqual += fromJpeg.filter((pair, i) => JSON.stringify(pair) === JSON.stringify(fromDecode[i])).length;

  // The engine's own calls on the same frames (fresh bytes again), as a submit makes them: the
  // frontal frame assessed, then every frame described (the frontal from that assessment's
  // detection); beside it, describeFrame of every frame with nothing assessed before (other bytes).
  const again = captures.map((jpeg) => freshJpeg(jpeg));
  await run('engine: assessLiveness(frontal)', 'face worker', 'frontal', () => engine.assessLiveness(again[0]!));
  await run('engine: describeFrame of every frame, frontal assessed just before', 'face worker', 'all frames', () => Promise.all(again.map((jpeg) => engine.describeFrame(jpeg))));
  await run('engine: describeFrame of every frame, nothing assessed before', 'face worker', 'all frames', () => Promise.all(captures.map((jpeg) => engine.describeFrame(freshJpeg(jpeg)))));
  const frontal = freshJpeg(captures[0]!);
  await engine.assessLiveness(frontal);
  await run('engine: verifyChallenge whole (describeFrame with texture and fingerprint), frontal assessed just before', 'both', 'all frames', () =>
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
console.log('| step | where (server) | runs on | CPU ms, all threads | of which the calling thread |');
console.log('|---|---|---|---|---|');
for (const name of order) {
  const { where, per, cpu, thread } = samples.get(name)!;
  console.log(`| ${name} | ${where} | ${per} | ${median(cpu).toFixed(1)} | ${median(thread).toFixed(1)} |`);
}
const sum = (names: string[], of: 'cpu' | 'thread' = 'cpu') => names.reduce((total, name) => total + (samples.has(name) ? median(samples.get(name)![of]) : 0), 0);
const frameSteps = order.filter((name) => name.startsWith('frame:') && !name.includes('detector alone'));
const frontalSteps = order.filter((name) => name.startsWith('frontal:'));
const mainSteps = ['checkCaptureImage (header, decode, rotate, JPEG re-encode)', 'base64 decode of the frames'];
const beforeSignals = ['before: texture from the JPEG (decode, crop, 128x128 FFT)', 'before: fingerprint from the JPEG (decode, crop, blockhash)'];
const afterSignals = ['frame: texture from the decoded pixels (crop, 128x128 FFT)', 'frame: fingerprint from the decoded pixels (crop, blockhash)'];
const beforePad = ['before: frontal: square pad for the detector (sharp extend)', 'before: frame: square pad for the detector (sharp extend)'];
const afterPad = ['frontal: square pad for the detector', 'frame: square pad for the detector'];
const faceBefore = sum(frontalSteps) + sum(frameSteps) - sum(afterSignals) - 2 * sum(afterPad) + sum(beforePad);
// locateFaces builds its detector input itself (the `square pad` rows time that step alone), so the
// rows are not added again.
const faceAfter = sum(frontalSteps) + sum(frameSteps) - sum(afterPad);
const mainBefore = sum(mainSteps, 'thread') + sum(beforeSignals, 'thread');
const mainAfter = sum(mainSteps, 'thread');
console.log(`\nBefore / after, same run (sums of the step medians above):`);
console.log(`- texture + fingerprint of the ${all.length} frames: ${sum(beforeSignals).toFixed(1)} ms CPU from the JPEGs (before) against ${sum(afterSignals).toFixed(1)} from the decoded pixels (ratio ${(sum(afterSignals) / sum(beforeSignals)).toFixed(2)}); equal results in ${signalsEqual} of ${signalsCompared} frames`);
console.log(`- square padding for the detector: ${sum(beforePad).toFixed(1)} ms by sharp (before) against ${sum(afterPad).toFixed(1)} (ratio ${(sum(afterPad) / sum(beforePad)).toFixed(2)}); equal pixels in ${paddingEqual} of ${signalsCompared} frames`);
console.log(`- CPU per submit, face work + the frames' texture and fingerprint + capture checks: ${(faceBefore + sum(beforeSignals) + sum(mainSteps)).toFixed(0)} ms before, ${(faceAfter + sum(mainSteps)).toFixed(0)} ms after (ratio ${((faceAfter + sum(mainSteps)) / (faceBefore + sum(beforeSignals) + sum(mainSteps))).toFixed(2)})`);
console.log(`- of it on the event loop's own thread (the server's main thread; libvips' work is on libuv's threads): ${mainBefore.toFixed(1)} ms before, ${mainAfter.toFixed(1)} ms after`);
const assess = sum(['engine: assessLiveness(frontal)']);
const reused = sum(['engine: describeFrame of every frame, frontal assessed just before']);
const cold = sum(['engine: describeFrame of every frame, nothing assessed before']);
console.log(`\nSum of the pieces: frontal assessment ${sum(frontalSteps).toFixed(0)} ms, describeFrame of every frame ${sum(frameSteps).toFixed(0)} ms (the engine's own calls: ${assess.toFixed(0)} and ${cold.toFixed(0)} ms)`);
console.log(`Face work of the submit (assessLiveness + describeFrame of every frame): ${(assess + reused).toFixed(0)} ms with the frontal's detection reused, ${(assess + cold).toFixed(0)} ms without (ratio ${((assess + reused) / (assess + cold)).toFixed(2)})`);
console.log(`Frontal frame: human's quality-mode faces (box, mesh, rotation, score) equal its locate-mode faces in ${qualityEqualsLocate} of ${compared} rounds`);
