import type { CaptureInspector } from './port.js';

/**
 * PROVISIONAL: accepts every capture that already passed the decode and size checks
 * (capture-image.ts). The face engine replaces it with a real "exactly one face" inspector; until
 * then a capture with no face or several faces reaches the provider.
 */
export const decodeOnlyInspector: CaptureInspector = {
  inspect: async () => null,
};
