import { createHash } from 'node:crypto';
import type { FaceEngine, FacePose } from '../../../platform/faces/index.js';
import type { LivenessAction } from './challenge.js';
import { nonPlanarResidual } from './planarity.js';

/**
 * Limits of the active challenge, tuned on the cap12 sequence and reported on the others
 * (docs/face-evaluation.md, "Active liveness"). Yaw and nose offsets are relative to the frontal frame.
 */
export const challengeLimits = {
  /** The frontal frame: head roughly straight at the camera. */
  frontalMaxYaw: 15,
  /** A turn: the mesh's yaw moved at least this many degrees the asked way ... */
  turnMinYaw: 7,
  /** ... and the nose moved at least this many eye-corner distances against the eyes (parallax). */
  turnMinNoseShift: 0.07,
  /** An open mouth: inner-lip gap over face height, and its growth over the frontal frame. */
  mouthMinOpen: 0.05,
  mouthMinGrowth: 0.035,
  /**
   * RMS of what a homography cannot explain between the frontal and a turned mesh (eye-corner
   * distances). On cap12: genuine turns 0.034-0.038; a photo warped or tilted in perspective up to 0.019.
   */
  turnMinNonPlanar: 0.025,
  /**
   * The face's texture (texture.ts): the strongest isolated spectral peak, ln of magnitude over its
   * ring's median. Tuned on cap12: genuine frames 1.43-1.86; prints, phone and monitor recaptures
   * built from them (test/helpers/recapture.ts) 1.59-5.16, most above 2.4.
   */
  maxSpectralPeak: 2.3,
  /**
   * Near-duplicate replay (fingerprint.ts): a frame within this many of the 256 face block-hash
   * bits of a frame of another session's passed challenge is a near-duplicate ... On cap12: a frame
   * re-encoded 0-14 bits (median 4), rescaled and re-lit 0-24 (median 6); two different moments of
   * the same person 2-95 (1st percentile 10); frame by frame the two overlap, hence the rule below.
   */
  replayMaxHashDistance: 8,
  /**
   * ... and a sequence with at least this many near-duplicates of frames of one and the same earlier
   * session is a replay (a copy comes from one session; an honest retry's close frames scatter). On
   * cap12 at 8 bits: 0 of 27 honest retries refused (2 of 27 when the frames could match any
   * sessions), 16 of 16 whole-sequence copies refused (re-encoded, rescaled, re-lit, cropped); at
   * 10 bits 8 of 27 honest retries would be refused.
   */
  replayMinFrames: 2,
  /** Between two consecutive frames: a person cannot perform an action faster. */
  minGapMs: 150,
  /** The whole challenge, first frame to last (the page's per-action timeouts and retries fit well within). */
  maxSpanMs: 180_000,
} as const;

export interface ChallengeFrame {
  jpeg: Buffer;
  /** Milliseconds on the page's monotonic clock (performance.now()). */
  capturedAt: number;
}

export interface ChallengeCheck {
  name: 'capture_times' | 'frames_differ' | 'one_face' | 'frontal_pose' | 'action' | 'depth' | 'texture' | 'same_person' | 'not_replayed';
  /** 0 = the frontal frame, 1.. = the action frames; absent for checks over the whole sequence. */
  frame?: number;
  action?: LivenessAction;
  passed: boolean;
  values: Record<string, number | string | boolean>;
}

export interface ChallengeReport {
  passed: boolean;
  /** Shown to the person when not passed: what to do differently. */
  reason: string | null;
  checks: ChallengeCheck[];
  /** sha256 of every frame (frontal first), for the replay check. */
  digests: string[];
  /** Every frame's face fingerprint (frontal first; null without a face mesh), for the near-duplicate check. */
  blockHashes: (string | null)[];
}

const actionWords: Record<LivenessAction, string> = {
  turn_left: 'turn your head to your left',
  turn_right: 'turn your head to your right',
  open_mouth: 'open your mouth',
};

/** Which way the face points in the (unmirrored) camera image: a person's left is the image's right. */
const turnSign: Record<'turn_left' | 'turn_right', number> = { turn_left: -1, turn_right: 1 };

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

function eyeSpan(pose: FacePose): number {
  const mesh = pose.mesh!;
  return Math.hypot(mesh[33]![0] - mesh[263]![0], mesh[33]![1] - mesh[263]![1]);
}

/**
 * The server's verification of an active challenge: the frontal frame and one key frame per
 * action, in the order drawn. Runs every check (so providerResponse shows them all) and fails on
 * the first failing one's reason. Never calls the provider.
 */
export async function verifyChallenge(options: { engine: FaceEngine; actions: LivenessAction[]; frontal: ChallengeFrame; frames: ChallengeFrame[] }): Promise<ChallengeReport> {
  const { engine, actions } = options;
  const all = [options.frontal, ...options.frames];
  const checks: ChallengeCheck[] = [];
  const reasons: string[] = [];
  const fail = (reason: string) => reasons.push(reason);

  const gaps = all.slice(1).map((frame, i) => frame.capturedAt - all[i]!.capturedAt);
  const span = all.at(-1)!.capturedAt - all[0]!.capturedAt;
  const timesOk = gaps.every((gap) => gap >= challengeLimits.minGapMs) && span <= challengeLimits.maxSpanMs;
  checks.push({ name: 'capture_times', passed: timesOk, values: { minGapMs: round(Math.min(...gaps), 0), spanMs: round(span, 0) } });
  if (!timesOk) fail('The steps were not recorded in order at a human pace: please do the steps again, one after the other.');

  const digests = all.map((frame) => createHash('sha256').update(frame.jpeg).digest('hex'));
  const distinct = new Set(digests).size === digests.length;
  checks.push({ name: 'frames_differ', passed: distinct, values: { frames: digests.length, distinct: new Set(digests).size } });
  if (!distinct) fail('The same picture was sent for several steps: please do each step in front of the camera.');

  // One detection per frame gives its pose and its descriptor (describeFrame); the engine queues the
  // frames over its workers, so all are asked for at once. The frontal frame's descriptor is then
  // compared with each other frame's, as compare() would: a frame without one is not a match.
  const described = await Promise.all(all.map((frame) => engine.describeFrame(frame.jpeg)));
  const poses: FacePose[] = described.map((frame) => frame.pose);
  const frontalDescriptor = described[0]!.descriptor;
  const comparisons = Promise.all(
    described.slice(1).map(({ descriptor }) =>
      frontalDescriptor && descriptor
        ? engine.compareDescribed(frontalDescriptor, descriptor).then(
            (comparison) => ({ similarity: comparison.similarity, isMatch: comparison.isMatch }),
            () => ({ similarity: 0, isMatch: false }),
          )
        : { similarity: 0, isMatch: false },
    ),
  );
  for (const [index, pose] of poses.entries()) {
    const passed = pose.faceCount === 1 && pose.mesh !== null;
    checks.push({ name: 'one_face', frame: index, passed, values: { faces: pose.faceCount } });
    if (!passed) fail(pose.faceCount === 0 ? 'A face was lost during the steps: keep your whole face in the frame.' : 'Another face was seen during the steps: only the person being verified may be in the picture.');
  }
  if (reasons.length > 0 && poses.some((pose) => pose.mesh === null)) {
    await comparisons;
    return { passed: false, reason: reasons[0]!, checks, digests, blockHashes: described.map((frame) => frame.blockHash) };
  }

  const [frontal, ...rest] = poses as [FacePose, ...FacePose[]];
  const frontalOk = Math.abs(frontal.yaw) <= challengeLimits.frontalMaxYaw;
  checks.push({ name: 'frontal_pose', frame: 0, passed: frontalOk, values: { yaw: frontal.yaw, mouthOpen: frontal.mouthOpen, eyeOpen: frontal.eyeOpen } });
  if (!frontalOk) fail('The first picture must show your face straight on: look at the camera, then do the steps.');

  for (const [i, pose] of rest.entries()) {
    const action = actions[i]!;
    const frame = i + 1;
    if (action === 'open_mouth') {
      const growth = pose.mouthOpen - frontal.mouthOpen;
      const passed = pose.mouthOpen >= challengeLimits.mouthMinOpen && growth >= challengeLimits.mouthMinGrowth;
      checks.push({ name: 'action', frame, action, passed, values: { mouthOpen: pose.mouthOpen, mouthGrowth: round(growth, 4), yaw: pose.yaw } });
      if (!passed) fail(`Step ${frame} was not seen: ${actionWords[action]} wide when asked.`);
      continue;
    }
    const sign = turnSign[action];
    const yawTurn = sign * (pose.yaw - frontal.yaw);
    const noseShift = sign * (pose.noseOffset - frontal.noseOffset);
    const passed = yawTurn >= challengeLimits.turnMinYaw && noseShift >= challengeLimits.turnMinNoseShift;
    checks.push({ name: 'action', frame, action, passed, values: { yaw: pose.yaw, yawTurn: round(yawTurn, 1), noseShift: round(noseShift, 4) } });
    if (!passed) fail(`Step ${frame} was not seen: ${actionWords[action]} further when asked.`);
    const residual = nonPlanarResidual(frontal.mesh!, pose.mesh!, eyeSpan(pose));
    const deep = residual >= challengeLimits.turnMinNonPlanar;
    checks.push({ name: 'depth', frame, action, passed: deep, values: { nonPlanarResidual: round(residual, 4) } });
    if (!deep) fail('The head movement did not look like a real head turning (a photo or a screen held to the camera moves flat): please do the steps yourself in front of the camera.');
  }

  // A print's halftone or a screen's pixel grid (and its moire) is periodic; a face is not.
  // Measured by describeFrame at each frame's mesh (every frame has one here).
  let recaptured = false;
  for (const [frame, { texture }] of described.entries()) {
    if (!texture) throw new Error(`frame ${frame} has a face mesh but no texture measure`);
    const passed = texture.spectralPeak < challengeLimits.maxSpectralPeak;
    recaptured ||= !passed;
    checks.push({ name: 'texture', frame, passed, values: { spectralPeak: texture.spectralPeak, highBandShare: texture.highBandShare } });
  }
  if (recaptured) fail('The pictures look like a printed photo or a screen held to the camera: please do the steps yourself in front of the camera.');

  // A frame without a describable face counts as not the same person (one_face has said why).
  for (const [i, { similarity, isMatch }] of (await comparisons).entries()) {
    checks.push({ name: 'same_person', frame: i + 1, passed: isMatch, values: { similarity } });
    if (!isMatch) fail('The face changed during the steps: the same person must do every step.');
  }

  return { passed: reasons.length === 0, reason: reasons[0] ?? null, checks, digests, blockHashes: described.map((frame) => frame.blockHash) };
}
