/**
 * Server verification of an active liveness challenge (verify-challenge.ts): a genuine 3-frame
 * sequence (frontal + 2 actions) from a real face video, median after warm-up. Baselines in the same
 * process: sharp decoding the same frames, and one passive assessLiveness of the frontal frame.
 *
 *   node --import tsx bench/liveness.ts
 *
 * Target (issue 16): median <= 800 ms on 2 quiet cores.
 *
 * Then, interleaved so both see the same load and on fresh bytes every run (the engine keeps
 * descriptors by the bytes' digest, so repeating the same frames would skip the description): the
 * face work verify-challenge made before, describePose of every frame beside compare() of the
 * frontal with each (the detector and mesh ran twice a frame), against describeFrame of every frame
 * (one detection gives both) plus compareDescribed; and the whole verifyChallenge on fresh bytes.
 */
import sharp from 'sharp';
import { parseConfig } from '../src/core/config.js';
import { createLogger } from '../src/core/logger.js';
import { createFaceEngine } from '../src/platform/faces/index.js';
import type { LivenessAction } from '../src/services/embed/liveness/challenge.js';
import { verifyChallenge } from '../src/services/embed/liveness/verify-challenge.js';
import { genuineSequences, loadFaceVideo, type GenuineSequence } from '../test/helpers/face-video.js';
import { freshJpeg, timeInterleaved, timeMedian } from './helpers.js';

const runs = Number(process.env.BENCH_RUNS ?? 9);

const time = (label: string, fn: () => Promise<unknown>) => timeMedian(label, fn, { runs, labelWidth: 52 });

const engine = await createFaceEngine({ logger: createLogger(parseConfig({ LOG_LEVEL: 'silent' })), concurrency: 2 });
const frames = await loadFaceVideo('cap13');
let sequence: GenuineSequence | undefined;
for (const actions of [['turn_left', 'open_mouth'], ['open_mouth', 'turn_left']] as LivenessAction[][]) {
  [sequence] = await genuineSequences({ engine, frames, actions });
  if (sequence) break;
}
if (!sequence) throw new Error('no genuine sequence found in the cap13 frames');
const all = [sequence.frontal, ...sequence.frames];
const verify = () =>
  verifyChallenge({
    engine,
    actions: sequence.actions,
    frontal: { jpeg: sequence.frontal.jpeg, capturedAt: sequence.frontal.atMs },
    frames: sequence.frames.map((frame) => ({ jpeg: frame.jpeg, capturedAt: frame.atMs })),
  });
const check = await verify();
if (!check.passed) throw new Error(`the genuine sequence did not pass: ${check.reason}`);

const baseline = await time(`baseline: sharp decode of the ${all.length} frames (800x600)`, () => Promise.all(all.map((frame) => sharp(frame.jpeg).raw().toBuffer())));
const passive = await time('baseline: passive assessLiveness of the frontal frame', () => engine.assessLiveness(sequence.frontal.jpeg));
const active = await time(`verifyChallenge (${sequence.actions.join(' + ')})`, verify);
console.log(`ratio: active / decode ${(active / baseline).toFixed(1)}x, active / passive ${(active / passive).toFixed(1)}x`);
console.log(`${active <= 800 ? 'PASS' : 'FAIL'} verifyChallenge median <= 800 ms (meaningful only on 2 quiet cores)`);

const freshFrames = () => all.map((frame) => freshJpeg(frame.jpeg));
const [faceBefore, faceAfter, verifyFresh] = await timeInterleaved(`face work of the ${all.length}-frame submit, fresh bytes`, [
  ['describePose of each + compare(frontal, each) (before)', async () => {
    const [first, ...rest] = freshFrames();
    await Promise.all([...rest.map((other) => engine.compare(first!, other)), ...[first!, ...rest].map((image) => engine.describePose(image))]);
  }],
  ['describeFrame of each + compareDescribed (one detection a frame)', async () => {
    const [first, ...rest] = await Promise.all(freshFrames().map((image) => engine.describeFrame(image)));
    await Promise.all(rest.map((other) => engine.compareDescribed(first!.descriptor!, other.descriptor!)));
  }],
  ['verifyChallenge, whole (describeFrame inside)', () => {
    const [first, ...rest] = freshFrames();
    return verifyChallenge({ engine, actions: sequence.actions, frontal: { jpeg: first!, capturedAt: sequence.frontal.atMs }, frames: rest.map((jpeg, i) => ({ jpeg, capturedAt: sequence.frames[i]!.atMs })) });
  }],
], runs);
console.log(`saving: face work cpu ${(faceBefore!.cpu - faceAfter!.cpu).toFixed(0)} ms per submit (${((1 - faceAfter!.cpu / faceBefore!.cpu) * 100).toFixed(0)}%); verifyChallenge on fresh bytes median ${verifyFresh!.wall.toFixed(0)} ms`);
