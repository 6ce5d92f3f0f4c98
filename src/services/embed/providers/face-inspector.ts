import { CaptureRejectedError, type CaptureInspector } from './port.js';
import type { FaceChecks } from './face-checks.js';

/**
 * "Exactly one adequately sized, sharp, well-exposed face" before any provider is called, whichever
 * provider is configured: an unusable capture costs the partner no provider call and the person
 * gets a reason they can act on (no face, several faces, too small, cut off, blurred, too dark or
 * too bright).
 */
export function createFaceInspector(faces: FaceChecks): CaptureInspector {
  return {
    async inspect({ capture }) {
      try {
        await faces.requireUsable(capture.jpeg);
        return null;
      } catch (error) {
        if (error instanceof CaptureRejectedError) return error.reason;
        throw error;
      }
    },
  };
}
