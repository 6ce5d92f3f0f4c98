import { AsyncLocalStorage } from 'node:async_hooks';

/** Worker time and task count spent by the heavy request whose use case is running. */
export interface WorkTally {
  ms: number;
  tasks: number;
  /** When the gate admitted the request (performance.now()): its tasks queue in this order (heavy-task-queue.ts). */
  admittedAt: number;
  /** Start and end (performance.now()) of each task's run: where they overlap, the request's work ran in parallel. */
  runs: [number, number][];
}

/**
 * Milliseconds during which at least one of the request's tasks ran: its latency with no queue. Equal
 * to the worker time when its tasks ran one after another (a document's steps), less when they ran
 * on several workers at once (a submit's frames on two face threads).
 */
export function spanOf(runs: readonly [number, number][]): number {
  const sorted = [...runs].sort((a, b) => a[0] - b[0]);
  let span = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [start, end] of sorted) {
    if (end <= reached) continue;
    span += end - Math.max(start, reached);
    reached = end;
  }
  return span;
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
 * Adds one finished heavy task's worker time (ending now) to the heavy request it ran for (nothing outside a
 * request, e.g. warm-up). Pool tasks (face and PP-OCR threads) report their run time inside the
 * worker thread, without the wait for one; tesseract's MRZ band reads their time as awaited.
 */
export function recordHeavyWork(ms: number): void {
  const tally = tallies.getStore();
  if (!tally) return;
  tally.ms += ms;
  tally.tasks += 1;
  const end = performance.now();
  tally.runs.push([end - ms, end]);
}
