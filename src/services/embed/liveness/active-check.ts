import type { Db } from '../../../core/db/index.js';
import { validationError } from '../../../core/errors.js';
import { checkCaptureImage, decodeBase64Image } from '../capture-image.js';
import type { SessionRow } from '../embed.repo.js';
import type { ChallengeSubmission } from '../embed.schemas.js';
import { CaptureRejectedError, type CheckedCapture, type FaceEngineSource } from '../providers/index.js';
import { isLivenessChallenge, type LivenessAction } from './challenge.js';
import { claimFingerprints, recordFrameDigests } from './frames.repo.js';
import { challengeLimits, verifyChallenge, type ChallengeCheck } from './verify-challenge.js';

/** What providerResponse.data.activeLiveness holds: the challenge, the verdict and every check with its values. */
export interface ActiveLivenessResult {
  actions: LivenessAction[];
  passed: boolean;
  checks: ChallengeCheck[];
}

/** A failed challenge: a rejected capture (retake) that carries the checks that ran. */
export class ChallengeFailedError extends CaptureRejectedError {
  override name = 'ChallengeFailedError';
  constructor(
    reason: string,
    readonly result: ActiveLivenessResult,
  ) {
    super(reason);
  }
}

export interface DecodedChallenge {
  actions: LivenessAction[];
  imageCapturedAt: number;
  frames: { action: LivenessAction; bytes: Buffer; capturedAt: number }[];
}

/**
 * Request-level checks before the session is claimed: an active session needs `challenge` with one
 * frame per drawn action in order; a passive session must not send one. Malformed input is a 400
 * naming the field, not a rejected capture.
 */
export function decodeChallengeSubmission(session: Pick<SessionRow, 'challenge'>, submission: ChallengeSubmission | undefined): DecodedChallenge | null {
  const drawn = isLivenessChallenge(session.challenge) ? session.challenge.actions : null;
  if (drawn === null) {
    if (submission !== undefined) throw validationError([{ path: 'challenge', message: 'this session takes one selfie (passive liveness); send `image` only' }]);
    return null;
  }
  if (submission === undefined) {
    throw validationError([{ path: 'challenge', message: `this session asks for an active liveness challenge: send challenge.frames with one key frame for each of ${drawn.join(', ')}, in that order` }]);
  }
  const sent = submission.frames.map((frame) => frame.action);
  if (sent.length !== drawn.length || sent.some((action, i) => action !== drawn[i])) {
    throw validationError([{ path: 'challenge.frames', message: `must hold one frame per challenge action in order: ${drawn.join(', ')} (got ${sent.join(', ') || 'none'})` }]);
  }
  return {
    actions: drawn,
    imageCapturedAt: submission.imageCapturedAt,
    frames: submission.frames.map((frame, i) => {
      let bytes: Buffer;
      try {
        bytes = decodeBase64Image(frame.image);
      } catch {
        throw validationError([{ path: `challenge.frames.${i}.image`, message: 'must be a base64-encoded JPEG (a data:image/...;base64, prefix is accepted)' }]);
      }
      return { action: frame.action, bytes, capturedAt: frame.capturedAt };
    }),
  };
}

/**
 * The active challenge on a claimed session, before any provider call: the frames' own checks
 * (size, format), the replay registry, then verify-challenge.ts. Throws ChallengeFailedError (or
 * CaptureRejectedError for an unusable frame); returns what goes into providerResponse.data.
 */
export async function checkActiveChallenge(options: {
  db: Db;
  faceEngine: FaceEngineSource;
  sessionId: string;
  frontal: CheckedCapture;
  challenge: DecodedChallenge;
  limits: { maxBytes: number; maxPixels: number };
}): Promise<ActiveLivenessResult> {
  const { challenge } = options;
  const frames: CheckedCapture[] = [];
  for (const [i, frame] of challenge.frames.entries()) {
    try {
      frames.push(await checkCaptureImage(frame.bytes, options.limits));
    } catch (error) {
      if (error instanceof CaptureRejectedError) throw new CaptureRejectedError(`Step ${i + 1}: ${error.reason}`);
      throw error;
    }
  }
  const engine = await options.faceEngine();
  const report = await verifyChallenge({
    engine,
    actions: challenge.actions,
    frontal: { jpeg: options.frontal.jpeg, capturedAt: challenge.imageCapturedAt },
    frames: frames.map((frame, i) => ({ jpeg: frame.jpeg, capturedAt: challenge.frames[i]!.capturedAt })),
  });
  // A frame another session already sent is a replay (digests of the normalised JPEGs, a function of the bytes sent).
  const replayed = await recordFrameDigests({ db: options.db, sessionId: options.sessionId, digests: report.digests });
  // A re-encoded, rescaled or re-lit copy of another session's passed challenge is one too: several
  // of its faces hash within a few bits of that session's (one close frame can be chance).
  // Each frame's face fingerprint was taken by the face engine, beside its detection (verifyChallenge).
  const fingerprints = report.blockHashes.flatMap((blockHash, frame) => (blockHash === null ? [] : [{ frame, blockHash }]));
  // Checked and, for a passed sequence, stored in one step: a copy submitted at the same moment to
  // another session waits for this one and then sees it (frames.repo.ts, claimFingerprints).
  const near = await claimFingerprints({
    db: options.db,
    sessionId: options.sessionId,
    frames: fingerprints,
    maxDistance: challengeLimits.replayMaxHashDistance,
    keep: (found) => report.passed && replayed === 0 && found.frames < challengeLimits.replayMinFrames,
  });
  const nearDuplicates = near.frames;
  const notReplayed = replayed === 0 && nearDuplicates < challengeLimits.replayMinFrames;
  const checks: ChallengeCheck[] = [
    ...report.checks,
    { name: 'not_replayed', passed: notReplayed, values: { framesSeenInOtherSessions: replayed, nearDuplicateFrames: nearDuplicates, closestHashDistance: near.closest ?? 'none' } },
  ];
  const result: ActiveLivenessResult = { actions: challenge.actions, passed: report.passed && notReplayed, checks };
  if (!report.passed) throw new ChallengeFailedError(report.reason ?? 'The steps were not completed: please try again.', result);
  if (!notReplayed) throw new ChallengeFailedError('These pictures were already used in another verification: please do the steps yourself in front of the camera.', result);
  return result;
}
