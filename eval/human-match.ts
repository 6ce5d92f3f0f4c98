import type { FaceRuntime } from '../src/platform/faces/runtime.js';

/**
 * human's own normalised similarity (0-1) between its faceres descriptors (the `full` detection
 * mode), a candidate in eval/faces.ts only: the engine never compares faceres descriptors.
 */
export function humanSimilarity(runtime: FaceRuntime, a: number[], b: number[]): number {
  const human = runtime.humans.full;
  if (!human) throw new Error("human's full mode is not loaded (loadFaceRuntime with humanDescriptor)");
  return human.match.similarity(a, b);
}
