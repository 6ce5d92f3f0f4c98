/**
 * Active liveness evaluation: genuine challenge sequences picked from real face videos shipped in
 * npm packages (test/fixtures/face-video) and attacks built from their frames. Prints BPCER on the
 * genuine sequences and APCER per attack type, per split: `tune` (cap12, where the limits in
 * verify-challenge.ts were set) and `report` (cap13 and franck). docs/face-evaluation.md reproduces
 * the tables.
 *
 *   node --import tsx eval/liveness.ts                 # everything (~10 min on 2 quiet cores)
 *   node --import tsx eval/liveness.ts --max 6         # at most 6 sequences per challenge and video
 *   node --import tsx eval/liveness.ts --split report  # one split only (its videos, and the other person's for swaps)
 *   node --import tsx eval/liveness.ts --split tune --fingerprints  # near-duplicate distances only (how the limit was set)
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { createFaceEngine, type FaceEngine } from '../src/platform/faces/index.js';
import { livenessActions, type LivenessAction } from '../src/services/embed/liveness/challenge.js';
import { challengeLimits, verifyChallenge, type ChallengeReport } from '../src/services/embed/liveness/verify-challenge.js';
import { fingerprintDistance, frameFingerprint } from '../src/platform/faces/fingerprint.js';
import { recapture, randomPose, type RecaptureKind } from '../test/helpers/recapture.js';
import { genuineSequences, faceVideoPerson, loadFaceVideo, warpPhoto, type FaceVideo, type GenuineSequence, type VideoFrame } from '../test/helpers/face-video.js';

const maxIndex = process.argv.indexOf('--max');
const maxPerChallenge = maxIndex > 0 ? Number(process.argv[maxIndex + 1]) : 4;
const allSplits: Record<'tune' | 'report', FaceVideo[]> = { tune: ['cap12'], report: ['cap13', 'franck'] };
const splitIndex = process.argv.indexOf('--split');
const onlySplit = splitIndex > 0 ? (process.argv[splitIndex + 1] as 'tune' | 'report') : null;
if (onlySplit !== null && !(onlySplit in allSplits)) throw new Error(`--split takes tune or report, not ${onlySplit}`);
const splits = onlySplit === null ? allSplits : { [onlySplit]: allSplits[onlySplit] };
/** The split's own videos, and another person's for the "another person in one frame" swap (franck for person A's tune video). */
const needed = new Set<FaceVideo>(Object.values(splits).flat());
if (needed.has('cap12') && !needed.has('franck')) needed.add('franck');

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

/** A real webcam's own grain and sharpening on a genuine frame: must not look periodic. */
async function webcamGrain(jpeg: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + (random() + random() + random() - 1.5) * 12)));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).sharpen({ sigma: 1 }).jpeg({ quality: 85 }).toBuffer();
}

/** Every frame of a sequence recaptured: a still photo moved per step, or the genuine frames replayed on a screen held steady. */
async function recaptured(kind: RecaptureKind, sequence: GenuineSequence, what: 'still photo' | 'replay'): Promise<{ frontal: { jpeg: Buffer; atMs: number }; frames: { jpeg: Buffer; atMs: number }[] }> {
  const steady = what === 'replay';
  const source = (frame: VideoFrame) => (what === 'replay' ? frame.jpeg : sequence.frontal.jpeg);
  return {
    frontal: { jpeg: await recapture(sequence.frontal.jpeg, kind, randomPose(random, 0, steady), random), atMs: sequence.frontal.atMs },
    frames: await Promise.all(sequence.frames.map(async (frame, i) => ({ jpeg: await recapture(source(frame), kind, randomPose(random, towardsOf(sequence.actions[i]!), steady), random), atMs: frame.atMs }))),
  };
}

const reencode = (jpeg: Buffer, quality: number) => sharp(jpeg).jpeg({ quality }).toBuffer();
async function editedCopy(jpeg: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const between = (low: number, high: number) => low + (high - low) * random();
  const left = Math.round(width * between(0.03, 0.08));
  const top = Math.round(height * between(0.03, 0.08));
  const box = { left, top, width: width - left - Math.round(width * between(0.03, 0.08)), height: height - top - Math.round(height * between(0.03, 0.08)) };
  return sharp(jpeg).extract(box).resize(Math.round(between(560, 720))).modulate({ brightness: between(0.9, 1.1) }).jpeg({ quality: Math.round(between(80, 90)) }).toBuffer();
}
/** The turn direction in image terms: a person's left is the image's right (negative yaw). */
const towardsOf = (action: LivenessAction) => (action === 'turn_left' ? -1 : action === 'turn_right' ? 1 : random() < 0.5 ? -1 : 1);

async function run(actions: LivenessAction[], frontal: { jpeg: Buffer; atMs: number }, frames: { jpeg: Buffer; atMs: number }[]): Promise<ChallengeReport> {
  return verifyChallenge({ engine, actions, frontal: { jpeg: frontal.jpeg, capturedAt: frontal.atMs }, frames: frames.map((frame) => ({ jpeg: frame.jpeg, capturedAt: frame.atMs })) });
}

type Tally = { tried: number; accepted: number; failedChecks: Map<string, number>; depth: number[]; texture: number[] };
const tally = (): Tally => ({ tried: 0, accepted: 0, failedChecks: new Map(), depth: [], texture: [] });
function record(t: Tally, report: ChallengeReport): void {
  t.tried += 1;
  t.depth.push(...report.checks.filter((check) => check.name === 'depth').map((check) => Number(check.values.nonPlanarResidual)));
  t.texture.push(...report.checks.filter((check) => check.name === 'texture').map((check) => Number(check.values.spectralPeak)));
  if (report.passed) t.accepted += 1;
  const failed = new Set(report.checks.filter((check) => !check.passed).map((check) => check.name));
  for (const name of failed) t.failedChecks.set(name, (t.failedChecks.get(name) ?? 0) + 1);
}

/**
 * `--fingerprints`: the face hash's distances frame by frame, and what a limit refuses sequence by
 * sequence, on the split's videos: honest retries (every genuine sequence against every other one
 * of its video with no frame within 1 s of its own) and copies of one sequence per challenge,
 * edited as a replaying attacker would. Prints and exits.
 */
async function measureFingerprints(members: FaceVideo[]): Promise<void> {
  const limits = [6, 8, 10, 12, 14, 16];
  const edits: Record<string, (jpeg: Buffer, width: number, height: number) => Promise<Buffer>> = {
    'JPEG 88': (jpeg) => sharp(jpeg).jpeg({ quality: 88 }).toBuffer(),
    'JPEG 70': (jpeg) => sharp(jpeg).jpeg({ quality: 70 }).toBuffer(),
    'rescaled to 640': (jpeg) => sharp(jpeg).resize(640).jpeg({ quality: 85 }).toBuffer(),
    'rescaled to 720, +5% light': (jpeg) => sharp(jpeg).resize(720).modulate({ brightness: 1.05 }).jpeg({ quality: 80 }).toBuffer(),
    '-10% light': (jpeg) => sharp(jpeg).modulate({ brightness: 0.9 }).jpeg({ quality: 85 }).toBuffer(),
    'cropped 5-10%': (jpeg, w, h) => sharp(jpeg).extract({ left: Math.round(w * 0.06), top: Math.round(h * 0.05), width: Math.round(w * 0.9), height: Math.round(h * 0.91) }).jpeg({ quality: 90 }).toBuffer(),
    'cropped, rescaled to 620, +8% light': (jpeg, w, h) => sharp(jpeg).extract({ left: Math.round(w * 0.05), top: Math.round(h * 0.06), width: Math.round(w * 0.9), height: Math.round(h * 0.88) }).resize(620).modulate({ brightness: 1.08 }).jpeg({ quality: 84 }).toBuffer(),
  };
  const describe = (values: number[]) => {
    const v = [...values].sort((a, b) => a - b);
    const q = (p: number) => v[Math.min(v.length - 1, Math.floor(v.length * p))];
    return `n ${v.length}, min ${v[0]}, p5 ${q(0.05)}, median ${q(0.5)}, p95 ${q(0.95)}, max ${v.at(-1)}`;
  };
  const printOf = async (jpeg: Buffer): Promise<string | null> => {
    const pose = await engine.describePose(jpeg);
    return pose.faceCount === 1 && pose.mesh ? frameFingerprint(jpeg, pose.mesh) : null;
  };
  for (const video of members) {
    const frames = await loadFaceVideo(video);
    const prints = await Promise.all(frames.map((frame) => printOf(frame.jpeg)));
    const closest: number[] = [];
    for (const [i, print] of prints.entries()) {
      if (print === null) continue;
      const others = prints.filter((other, j): other is string => other !== null && Math.abs(i - j) >= 2);
      if (others.length > 0) closest.push(Math.min(...others.map((other) => fingerprintDistance(print, other))));
    }
    console.log(`\n## ${video}: face hash distances, bits of 256\n- a frame to the closest frame of another moment (1 s or more away): ${describe(closest)}`);
    const edited: Record<string, number[]> = {};
    await Promise.all(
      frames.map(async (frame, i) => {
        if (i % 3 !== 0 || prints[i] === null) return;
        const { width = 0, height = 0 } = await sharp(frame.jpeg).metadata();
        for (const [name, edit] of Object.entries(edits)) {
          const print = await printOf(await edit(frame.jpeg, width, height));
          if (print !== null) (edited[name] ??= []).push(fingerprintDistance(print, prints[i]!));
        }
      }),
    );
    for (const [name, values] of Object.entries(edited)) console.log(`- a frame to its own copy, ${name}: ${describe(values)}`);

    type Session = { indices: number[]; prints: string[] };
    const sessions: Session[] = [];
    const copied: Session[] = [];
    for (const actions of challenges) {
      const found = await genuineSequences({ engine, frames, actions });
      found.forEach((sequence, k) => {
        const indices = [sequence.frontal, ...sequence.frames].map((frame) => frame.index);
        const session = { indices, prints: indices.map((i) => prints[i]).filter((print) => print !== null && print !== undefined) };
        sessions.push(session);
        if (k === Math.floor(found.length / 2)) copied.push(session);
      });
    }
    const near = (mine: string[], theirs: string[], limit: number) => mine.filter((print) => theirs.some((other) => fingerprintDistance(print, other) <= limit)).length;
    const honest = { any: limits.map(() => 0), one: limits.map(() => 0), tried: 0 };
    for (const session of sessions) {
      const others = sessions.filter((other) => other !== session && other.indices.every((i) => session.indices.every((j) => Math.abs(i - j) >= 2)));
      if (others.length === 0) continue;
      honest.tried += 1;
      limits.forEach((limit, k) => {
        if (near(session.prints, others.flatMap((other) => other.prints), limit) >= challengeLimits.replayMinFrames) honest.any[k]! += 1;
        if (Math.max(...others.map((other) => near(session.prints, other.prints, limit))) >= challengeLimits.replayMinFrames) honest.one[k]! += 1;
      });
    }
    const byLimit = (counts: number[], of: number) => limits.map((limit, k) => `${limit}: ${counts[k]}/${of}`).join(', ');
    console.log(`\n${video}: ${sessions.length} genuine sequences; refused by limit (${challengeLimits.replayMinFrames} frames within it):`);
    console.log(`- honest retries, close to frames of any earlier sessions: ${byLimit(honest.any, honest.tried)}`);
    console.log(`- honest retries, close to frames of one earlier session: ${byLimit(honest.one, honest.tried)}`);
    for (const [name, edit] of Object.entries(edits)) {
      const refused = limits.map(() => 0);
      for (const source of copied) {
        const copy: string[] = [];
        for (const i of source.indices) {
          const { width = 0, height = 0 } = await sharp(frames[i]!.jpeg).metadata();
          const print = await printOf(await edit(frames[i]!.jpeg, width, height));
          if (print !== null) copy.push(print);
        }
        limits.forEach((limit, k) => {
          if (near(copy, source.prints, limit) >= challengeLimits.replayMinFrames) refused[k]! += 1;
        });
      }
      console.log(`- whole sequence copied, ${name}: ${byLimit(refused, copied.length)}`);
    }
  }
}
if (process.argv.includes('--fingerprints')) {
  await measureFingerprints([...new Set(Object.values(splits).flat())]);
  process.exit(0);
}

const videos: Record<FaceVideo, VideoFrame[]> = { cap12: [], cap13: [], franck: [] };
for (const video of needed) videos[video] = await loadFaceVideo(video);
const sequences: Record<FaceVideo, GenuineSequence[]> = { cap12: [], cap13: [], franck: [] };
for (const video of needed) {
  for (const actions of challenges) {
    const all = await genuineSequences({ engine, frames: videos[video], actions });
    // Spread over the video: every k-th start rather than the first few.
    const step = Math.max(1, Math.floor(all.length / maxPerChallenge));
    sequences[video].push(...all.filter((_, i) => i % step === 0).slice(0, maxPerChallenge));
  }
}

const seenDigests = new Set<string>();

/**
 * The near-duplicate registry of active-check.ts, modelled in memory: the fingerprints of every
 * passed genuine sequence, in the order the sessions ran.
 */
type Print = string | null;
const passedPrints: { video: FaceVideo; indices: number[]; prints: Print[] }[] = [];
// The fingerprints the engine took beside each frame's detection, as active-check.ts stores them.
const printsOf = (report: ChallengeReport): Print[] => report.blockHashes;
/** The hash limits whose refusals are also printed, so a limit can be chosen from one run. */
const sweepLimits = [6, 8, 10, 12, 14, 16];
/**
 * As claimFingerprints counts: the most frames within the hash limit of frames of one and the
 * same stored session (`count`; `byLimit` for each of sweepLimits), and each frame's closest
 * distance to any stored frame.
 */
function nearDuplicates(prints: Print[], stored: Print[][]): { count: number; byLimit: Record<number, number>; hashes: number[] } {
  const hashes: number[] = [];
  const sessions = stored.map((session) => session.filter((other) => other !== null));
  const mine = prints.filter((print) => print !== null);
  for (const print of mine) {
    const all = sessions.flat();
    if (all.length > 0) hashes.push(Math.min(...all.map((other) => fingerprintDistance(print, other))));
  }
  const within = (limit: number) => Math.max(0, ...sessions.map((session) => mine.filter((print) => session.some((other) => fingerprintDistance(print, other) <= limit)).length));
  return { count: within(challengeLimits.replayMaxHashDistance), byLimit: Object.fromEntries(sweepLimits.map((limit) => [limit, within(limit)])), hashes };
}
const distances: Record<string, number[]> = {};
/** Per set: sequences tried, and how many a limit would refuse. */
const refusedAt: Record<string, { tried: number; refused: Record<number, number> }> = {};
const keep = (name: string, found: { hashes: number[]; byLimit: Record<number, number> }) => {
  (distances[name] ??= []).push(...found.hashes);
  const sweep = (refusedAt[name] ??= { tried: 0, refused: Object.fromEntries(sweepLimits.map((limit) => [limit, 0])) });
  sweep.tried += 1;
  for (const limit of sweepLimits) if (found.byLimit[limit]! >= challengeLimits.replayMinFrames) sweep.refused[limit]! += 1;
};
for (const [split, members] of Object.entries(splits)) {
  const rows: Record<string, Tally> = {
    genuine: tally(),
    'genuine retry, after earlier passed sessions of the same person': tally(),
    'genuine, webcam grain and sharpening': tally(),
    'still photo, same bytes every frame': tally(),
    'still photo, re-encoded per frame': tally(),
    'still photo, affine warp per frame': tally(),
    'still photo, perspective tilt per frame': tally(),
    'print, moved per step': tally(),
    'phone screen, still photo moved per step': tally(),
    'phone screen replaying the genuine sequence': tally(),
    'monitor filling the frame, replaying the genuine sequence': tally(),
    'another person in one frame': tally(),
    'replay, same bytes': tally(),
    'replay, re-encoded, new challenge (no near-duplicate check)': tally(),
    'replay, re-encoded, new challenge': tally(),
    'replay, cropped, rescaled and re-lit, new challenge (no near-duplicate check)': tally(),
    'replay, cropped, rescaled and re-lit, new challenge': tally(),
  };
  for (const video of members) {
    const others = (Object.keys(sequences) as FaceVideo[]).filter((other) => faceVideoPerson[other] !== faceVideoPerson[video]).flatMap((other) => sequences[other]);
    for (const sequence of sequences[video]) {
      const genuine = await run(sequence.actions, sequence.frontal, sequence.frames);
      record(rows.genuine!, genuine);
      for (const digest of genuine.digests) seenDigests.add(digest);
      // The same person passing again in a new session: earlier passed sessions of the same video
      // whose frames are all at least 1 s away from this one's (a shared camera frame is not a retry).
      const indices = [sequence.frontal, ...sequence.frames].map((frame) => frame.index);
      const prints = printsOf(genuine);
      if (genuine.passed) {
        const earlier = passedPrints.filter((other) => other.video === video && other.indices.every((i) => indices.every((j) => Math.abs(i - j) >= 2)));
        if (earlier.length > 0) {
          const found = nearDuplicates(prints, earlier.map((other) => other.prints));
          keep(`${split}: genuine retry vs earlier sessions`, found);
          record(rows['genuine retry, after earlier passed sessions of the same person']!, { ...genuine, passed: found.count < challengeLimits.replayMinFrames });
        }
        passedPrints.push({ video, indices, prints });
      }

      record(rows['genuine, webcam grain and sharpening']!, await run(sequence.actions, { ...sequence.frontal, jpeg: await webcamGrain(sequence.frontal.jpeg) }, await Promise.all(sequence.frames.map(async (frame) => ({ ...frame, jpeg: await webcamGrain(frame.jpeg) })))));
      for (const [name, kind, what] of [
        ['print, moved per step', 'print', 'still photo'],
        ['phone screen, still photo moved per step', 'phone', 'still photo'],
        ['phone screen replaying the genuine sequence', 'phone', 'replay'],
        ['monitor filling the frame, replaying the genuine sequence', 'monitor', 'replay'],
      ] as const) {
        const attack = await recaptured(kind, sequence, what);
        record(rows[name]!, await run(sequence.actions, attack.frontal, attack.frames));
      }

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
      const replayFrontal = await reencode(sequence.frontal.jpeg, 88);
      const replayReport = await run(fresh, { jpeg: replayFrontal, atMs: sequence.frontal.atMs }, replayFrames);
      // Without the near-duplicate registry (as before it existed), then with it.
      record(rows['replay, re-encoded, new challenge (no near-duplicate check)']!, replayReport);
      const replayFound = nearDuplicates(printsOf(replayReport), genuine.passed ? [prints] : []);
      keep(`${split}: re-encoded replay vs its source session`, replayFound);
      record(rows['replay, re-encoded, new challenge']!, { ...replayReport, passed: replayReport.passed && replayFound.count < challengeLimits.replayMinFrames });
      // The same with the frames cropped (3-8% off each side), rescaled to 560-720 px, re-lit by
      // +-10% and re-encoded: what a screen grab or a re-saved copy of the sequence looks like.
      const edited = await Promise.all(replayFrames.map(async (frame) => ({ atMs: frame.atMs, jpeg: await editedCopy(frame.jpeg) })));
      const editedFrontal = await editedCopy(sequence.frontal.jpeg);
      const editedReport = await run(fresh, { jpeg: editedFrontal, atMs: sequence.frontal.atMs }, edited);
      record(rows['replay, cropped, rescaled and re-lit, new challenge (no near-duplicate check)']!, editedReport);
      const editedFound = nearDuplicates(printsOf(editedReport), genuine.passed ? [prints] : []);
      keep(`${split}: cropped, rescaled, re-lit replay vs its source session`, editedFound);
      record(rows['replay, cropped, rescaled and re-lit, new challenge']!, { ...editedReport, passed: editedReport.passed && editedFound.count < challengeLimits.replayMinFrames });
    }
  }
  console.log(`\n## split ${split} (${members.join(', ')}): ${sequences[members[0]!]!.length + (members[1] ? sequences[members[1]]!.length : 0)} genuine sequences`);
  console.log('| set | sequences | accepted | rate | failing checks (sequences) |');
  console.log('|---|---|---|---|---|');
  for (const [name, t] of Object.entries(rows)) {
    const rate = t.tried === 0 ? 'n/a' : name.startsWith('genuine') ? `BPCER ${(((t.tried - t.accepted) / t.tried) * 100).toFixed(1)}%` : `APCER ${((t.accepted / t.tried) * 100).toFixed(1)}%`;
    const failing = [...t.failedChecks.entries()].map(([check, count]) => `${check} ${count}`).join(', ');
    console.log(`| ${name} | ${t.tried} | ${t.accepted} | ${rate} | ${failing} |`);
  }
  console.log(`\nnon-planar residual of turn frames (eye-corner distances; the depth check needs >= ${challengeLimits.turnMinNonPlanar}):`);
  for (const [name, t] of Object.entries(rows)) {
    const values = [...t.depth].sort((a, b) => a - b);
    if (values.length > 0) console.log(`- ${name}: n ${values.length}, min ${values[0]}, median ${values[Math.floor(values.length / 2)]}, max ${values.at(-1)}`);
  }
  console.log(`\nnear-duplicate distances: each frame's closest stored face hash, bits of 256 (a frame within ${challengeLimits.replayMaxHashDistance} is a near-duplicate; ${challengeLimits.replayMinFrames} such frames of one earlier session refuse a sequence):`);
  for (const [name, found] of Object.entries(distances).filter(([name]) => name.startsWith(`${split}:`))) {
    const values = [...found].sort((a, b) => a - b);
    const q = (p: number) => values[Math.min(values.length - 1, Math.floor(values.length * p))];
    console.log(`- ${name}: n ${values.length}, min ${values[0]}, p5 ${q(0.05)}, median ${q(0.5)}, p95 ${q(0.95)}, max ${values.at(-1)}, within the limit ${values.filter((v) => v <= challengeLimits.replayMaxHashDistance).length}`);
  }
  console.log(`\nsequences a near-duplicate limit would refuse (${challengeLimits.replayMinFrames} frames within the limit of one earlier session), by limit in bits:`);
  for (const [name, sweep] of Object.entries(refusedAt).filter(([name]) => name.startsWith(`${split}:`))) {
    console.log(`- ${name}: ${sweepLimits.map((limit) => `${limit}: ${sweep.refused[limit]}/${sweep.tried}`).join(', ')}`);
  }
  console.log(`\nspectral peak of every frame with a face (the texture check needs < ${challengeLimits.maxSpectralPeak}):`);
  for (const [name, t] of Object.entries(rows)) {
    const values = [...t.texture].sort((a, b) => a - b);
    if (values.length > 0) console.log(`- ${name}: n ${values.length}, min ${values[0]}, median ${values[Math.floor(values.length / 2)]}, max ${values.at(-1)}, at or over the limit ${values.filter((v) => v >= challengeLimits.maxSpectralPeak).length}`);
  }
}
