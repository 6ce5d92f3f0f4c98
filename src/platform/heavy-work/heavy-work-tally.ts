import { AsyncLocalStorage } from 'node:async_hooks';

/** Worker time and task count spent by the heavy request whose use case is running. */
export interface WorkTally {
  ms: number;
  tasks: number;
}

const tallies = new AsyncLocalStorage<WorkTally>();

/** Runs a heavy request's use case with `tally` collecting the worker time of the tasks it issues. */
export function tallyHeavyWork<T>(tally: WorkTally, useCase: () => Promise<T>): Promise<T> {
  return tallies.run(tally, useCase);
}

/**
 * Adds one finished heavy task's worker time to the heavy request it ran for (nothing outside a
 * request, e.g. warm-up). Face tasks report their run time inside the worker thread; OCR readings
 * their time in the pool, which includes a wait when the OCR pool is queued.
 */
export function recordHeavyWork(ms: number): void {
  const tally = tallies.getStore();
  if (!tally) return;
  tally.ms += ms;
  tally.tasks += 1;
}
