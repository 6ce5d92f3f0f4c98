import { AsyncLocalStorage } from 'node:async_hooks';

/** Worker time and task count spent by the heavy request whose use case is running. */
export interface WorkTally {
  ms: number;
  tasks: number;
  /** When the gate admitted the request (performance.now()): its tasks queue in this order (heavy-task-queue.ts). */
  admittedAt: number;
}

const tallies = new AsyncLocalStorage<WorkTally>();

/** Runs a heavy request's use case with `tally` collecting the worker time of the tasks it issues. */
export function tallyHeavyWork<T>(tally: WorkTally, useCase: () => Promise<T>): Promise<T> {
  return tallies.run(tally, useCase);
}

/** Admission time of the heavy request whose use case is running; undefined outside one. */
export function heavyRequestAdmittedAt(): number | undefined {
  return tallies.getStore()?.admittedAt;
}

/**
 * Adds one finished heavy task's worker time to the heavy request it ran for (nothing outside a
 * request, e.g. warm-up). Pool tasks (face and PP-OCR threads) report their run time inside the
 * worker thread, without the wait for one; tesseract's MRZ band reads their time as awaited.
 */
export function recordHeavyWork(ms: number): void {
  const tally = tallies.getStore();
  if (!tally) return;
  tally.ms += ms;
  tally.tasks += 1;
}
