import type { FaceRuntime } from '../src/platform/faces/runtime.js';

/**
 * human's own normalised similarity (0-1) between its faceres descriptors (the `full` detection
 * mode), a candidate in eval/faces.ts only: the engine never compares faceres descriptors.
 */
export function humanSimilarity(runtime: FaceRuntime, a: number[], b: number[]): number {
  return runtime.humans.full.match.similarity(a, b);
}
