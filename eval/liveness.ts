/**
 * Active liveness evaluation: genuine challenge sequences picked from real face videos shipped in
 * npm packages (test/fixtures/face-video) and attacks built from their frames. Prints BPCER on the
 * genuine sequences and APCER per attack type, per split: `tune` (cap12, where the limits in
 * verify-challenge.ts were set) and `report` (cap13 and franck). docs/face-evaluation.md reproduces
 * the tables.
 *
 *   node --import tsx eval/liveness.ts            # everything (~10 min on 2 quiet cores)
 *   node --import tsx eval/liveness.ts --max 6    # at most 6 sequences per challenge and video
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { createFaceEngine, type FaceEngine } from '../src/platform/faces/index.js';
import { livenessActions, type LivenessAction } from '../src/services/embed/liveness/challenge.js';
import { challengeLimits, verifyChallenge, type ChallengeReport } from '../src/services/embed/liveness/verify-challenge.js';
import { genuineSequences, faceVideoPerson, loadFaceVideo, warpPhoto, type FaceVideo, type GenuineSequence, type VideoFrame } from '../test/helpers/face-video.js';

const maxIndex = process.argv.indexOf('--max');
const maxPerChallenge = maxIndex > 0 ? Number(process.argv[maxIndex + 1]) : 4;
const splits: Record<'tune' | 'report', FaceVideo[]> = { tune: ['cap12'], report: ['cap13', 'franck'] };

const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } } as unknown as Parameters<typeof createFaceEngine>[0]['logger'];
const base = await createFaceEngine({ logger: silent });

/** Same answers, computed once per distinct image (attacks reuse the genuine frames). */
function memoised(engine: FaceEngine): FaceEngine {
  const key = (image: Buffer) => createHash('sha256').update(image).digest('hex');
  const poses = new Map<string, ReturnType<FaceEngine['describePose']>>();
  const comparisons = new Map<string, ReturnType<FaceEngine['compare']>>();
  return {
    ...engine,
    operatingPoint: engine.operatingPoint,
    describePose(image) {
      const k = key(image);
      if (!poses.has(k)) poses.set(k, engine.describePose(image));
      return poses.get(k)!;
    },
    compare(a, b) {
      const k = `${key(a)}:${key(b)}`;
      if (!comparisons.has(k)) comparisons.set(k, engine.compare(a, b));
      return comparisons.get(k)!;
    },
  };
}
const engine = memoised(base);

let seed = 20261124;
const random = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

/** Every order of 2 or 3 distinct actions: the 12 challenges a session can draw. */
const challenges: LivenessAction[][] = [];
for (const a of livenessActions) for (const b of livenessActions) if (a !== b) {
  challenges.push([a, b]);
  for (const c of livenessActions) if (c !== a && c !== b) challenges.push([a, b, c]);
}

const reencode = (jpeg: Buffer, quality: number) => sharp(jpeg).jpeg({ quality }).toBuffer();
/** The turn direction in image terms: a person's left is the image's right (negative yaw). */
const towardsOf = (action: LivenessAction) => (action === 'turn_left' ? -1 : action === 'turn_right' ? 1 : random() < 0.5 ? -1 : 1);

async function run(actions: LivenessAction[], frontal: { jpeg: Buffer; atMs: number }, frames: { jpeg: Buffer; atMs: number }[]): Promise<ChallengeReport> {
  return verifyChallenge({ engine, actions, frontal: { jpeg: frontal.jpeg, capturedAt: frontal.atMs }, frames: frames.map((frame) => ({ jpeg: frame.jpeg, capturedAt: frame.atMs })) });
}

type Tally = { tried: number; accepted: number; failedChecks: Map<string, number>; depth: number[] };
const tally = (): Tally => ({ tried: 0, accepted: 0, failedChecks: new Map(), depth: [] });
function record(t: Tally, report: ChallengeReport): void {
  t.tried += 1;
  t.depth.push(...report.checks.filter((check) => check.name === 'depth').map((check) => Number(check.values.nonPlanarResidual)));
  if (report.passed) t.accepted += 1;
  const failed = new Set(report.checks.filter((check) => !check.passed).map((check) => check.name));
  for (const name of failed) t.failedChecks.set(name, (t.failedChecks.get(name) ?? 0) + 1);
}

const videos: Record<FaceVideo, VideoFrame[]> = { cap12: await loadFaceVideo('cap12'), cap13: await loadFaceVideo('cap13'), franck: await loadFaceVideo('franck') };
const sequences: Record<FaceVideo, GenuineSequence[]> = { cap12: [], cap13: [], franck: [] };
for (const video of Object.keys(videos) as FaceVideo[]) {
  for (const actions of challenges) {
    const all = await genuineSequences({ engine, frames: videos[video], actions });
    // Spread over the video: every k-th start rather than the first few.
    const step = Math.max(1, Math.floor(all.length / maxPerChallenge));
    sequences[video].push(...all.filter((_, i) => i % step === 0).slice(0, maxPerChallenge));
  }
}

const seenDigests = new Set<string>();
for (const [split, members] of Object.entries(splits)) {
  const rows: Record<string, Tally> = {
    genuine: tally(),
    'still photo, same bytes every frame': tally(),
    'still photo, re-encoded per frame': tally(),
    'still photo, affine warp per frame': tally(),
    'still photo, perspective tilt per frame': tally(),
    'another person in one frame': tally(),
    'replay, same bytes': tally(),
    'replay, re-encoded, new challenge': tally(),
  };
  for (const video of members) {
    const others = (Object.keys(sequences) as FaceVideo[]).filter((other) => faceVideoPerson[other] !== faceVideoPerson[video]).flatMap((other) => sequences[other]);
    for (const sequence of sequences[video]) {
      const genuine = await run(sequence.actions, sequence.frontal, sequence.frames);
      record(rows.genuine!, genuine);
      for (const digest of genuine.digests) seenDigests.add(digest);

      const times = sequence.frames.map((frame) => ({ atMs: frame.atMs }));
      record(rows['still photo, same bytes every frame']!, await run(sequence.actions, sequence.frontal, times.map((t) => ({ ...t, jpeg: sequence.frontal.jpeg }))));
      record(rows['still photo, re-encoded per frame']!, await run(sequence.actions, sequence.frontal, await Promise.all(times.map(async (t, i) => ({ ...t, jpeg: await reencode(sequence.frontal.jpeg, 85 - 5 * i) })))));
      record(rows['still photo, affine warp per frame']!, await run(sequence.actions, sequence.frontal, await Promise.all(times.map(async (t, i) => ({ ...t, jpeg: await warpPhoto(sequence.frontal.jpeg, 'affine', towardsOf(sequence.actions[i]!), random) })))));
      record(rows['still photo, perspective tilt per frame']!, await run(sequence.actions, sequence.frontal, await Promise.all(times.map(async (t, i) => ({ ...t, jpeg: await warpPhoto(sequence.frontal.jpeg, 'perspective', towardsOf(sequence.actions[i]!), random) })))));

      // Another person's genuine key frame for the same action, at the same step.
      const donor = others.find((other) => other.actions.includes(sequence.actions.at(-1)!));
      if (donor) {
        const swapped = [...sequence.frames];
        swapped[swapped.length - 1] = { ...donor.frames[donor.actions.indexOf(sequence.actions.at(-1)!)]!, atMs: sequence.frames.at(-1)!.atMs };
        record(rows['another person in one frame']!, await run(sequence.actions, sequence.frontal, swapped));
      }

      // A later session replays this one: byte-identical frames meet the digest registry (the
      // submit's replay check, modelled here); re-encoded ones must match a freshly drawn challenge.
      const replay = await run(sequence.actions, sequence.frontal, sequence.frames);
      const replayed = replay.digests.some((digest) => seenDigests.has(digest));
      record(rows['replay, same bytes']!, { ...replay, passed: replay.passed && !replayed });
      const fresh = challenges[Math.floor(random() * challenges.length)]!;
      const reencoded = await Promise.all(sequence.frames.map(async (frame) => ({ atMs: frame.atMs, jpeg: await reencode(frame.jpeg, 88) })));
      const replayFrames = fresh.length === reencoded.length ? reencoded : fresh.length < reencoded.length ? reencoded.slice(0, fresh.length) : [...reencoded, reencoded.at(-1)!];
      record(rows['replay, re-encoded, new challenge']!, await run(fresh, { jpeg: await reencode(sequence.frontal.jpeg, 88), atMs: sequence.frontal.atMs }, replayFrames));
    }
  }
  console.log(`\n## split ${split} (${members.join(', ')}): ${sequences[members[0]!]!.length + (members[1] ? sequences[members[1]]!.length : 0)} genuine sequences`);
  console.log('| set | sequences | accepted | rate | failing checks (sequences) |');
  console.log('|---|---|---|---|---|');
  for (const [name, t] of Object.entries(rows)) {
    const rate = t.tried === 0 ? 'n/a' : name === 'genuine' ? `BPCER ${(((t.tried - t.accepted) / t.tried) * 100).toFixed(1)}%` : `APCER ${((t.accepted / t.tried) * 100).toFixed(1)}%`;
    const failing = [...t.failedChecks.entries()].map(([check, count]) => `${check} ${count}`).join(', ');
    console.log(`| ${name} | ${t.tried} | ${t.accepted} | ${rate} | ${failing} |`);
  }
  console.log(`\nnon-planar residual of turn frames (eye-corner distances; the depth check needs >= ${challengeLimits.turnMinNonPlanar}):`);
  for (const [name, t] of Object.entries(rows)) {
    const values = [...t.depth].sort((a, b) => a - b);
    if (values.length > 0) console.log(`- ${name}: n ${values.length}, min ${values[0]}, median ${values[Math.floor(values.length / 2)]}, max ${values.at(-1)}`);
  }
}
