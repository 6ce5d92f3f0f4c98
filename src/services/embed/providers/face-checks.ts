import { FaceImageError, type FaceEngine, type LivenessAssessment } from '../../../platform/faces/index.js';
import { CaptureRejectedError } from './port.js';

/**
 * The process's face engine, resolved on first use: main.ts creates it at boot (so a model that did
 * not load stops the boot), tests share one per process and pay for it only when a test submits.
 */
export type FaceEngineSource = () => Promise<FaceEngine>;

export interface FaceChecks {
  engine: FaceEngineSource;
  /** The engine's liveness assessment of one capture, computed once per capture buffer. */
  assess(image: Buffer): Promise<LivenessAssessment>;
  /** Throws CaptureRejectedError with the person-facing reasons when the capture is unusable. */
  requireUsable(image: Buffer): Promise<LivenessAssessment>;
}

/** The capture problems a person can fix by retaking; `not_live` is a verdict, not a capture problem. */
export function captureProblemReason(assessment: LivenessAssessment): string | null {
  const reasons = assessment.problems.filter((problem) => problem.code !== 'not_live').map((problem) => problem.reason);
  return reasons.length > 0 ? reasons.join(' ') : null;
}

/**
 * The inspector and the sandbox provider both judge the same capture buffer; the memo (weak, keyed
 * by the buffer) makes a submit run the detection models once instead of twice.
 */
export function createFaceChecks(engine: FaceEngineSource): FaceChecks {
  const assessed = new WeakMap<Buffer, Promise<LivenessAssessment>>();
  const assess = (image: Buffer) => {
    let assessment = assessed.get(image);
    if (!assessment) {
      assessment = engine().then((faces) => faces.assessLiveness(image));
      assessed.set(image, assessment);
    }
    return assessment;
  };
  return {
    engine,
    assess,
    async requireUsable(image) {
      let assessment: LivenessAssessment;
      try {
        assessment = await assess(image);
      } catch (error) {
        if (error instanceof FaceImageError) throw new CaptureRejectedError('The photo could not be read. Retake it.');
        throw error;
      }
      const reason = captureProblemReason(assessment);
      if (reason !== null) throw new CaptureRejectedError(reason);
      return assessment;
    },
  };
}
