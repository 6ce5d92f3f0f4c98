import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { recordHeavyWork } from './heavy-work-tally.js';

/** Process-wide: the worker pools are shared by every app of the process (tests build many). */
export const heavyWorkRegistry = new Registry();

/** What a pool reports when /metrics is scraped. */
export interface PoolStats {
  /** Tasks waiting for a free worker. */
  queued: number;
  /** Workers running a task now. */
  busy: number;
  workers: number;
}

const pools = new Map<string, Set<() => PoolStats>>();

/** Adds a pool to the gauges under `name`; returns the function that removes it (on close). */
export function watchPool(name: string, stats: () => PoolStats): () => void {
  let set = pools.get(name);
  if (!set) pools.set(name, (set = new Set()));
  set.add(stats);
  return () => set.delete(stats);
}

/** Workers of the largest pool watched under `name` now (0 when none has started, e.g. OCR before its first use). */
export function largestPoolWorkers(name: string): number {
  let largest = 0;
  for (const stats of pools.get(name) ?? []) largest = Math.max(largest, stats().workers);
  return largest;
}

function poolGauge(name: string, help: string, field: keyof PoolStats): Gauge<'pool'> {
  return new Gauge({
    name,
    help,
    labelNames: ['pool'],
    registers: [heavyWorkRegistry],
    collect() {
      this.reset();
      for (const [pool, set] of pools) {
        let sum = 0;
        for (const stats of set) sum += stats()[field];
        this.set({ pool }, sum);
      }
    },
  });
}

poolGauge('verity_heavy_queue_depth', 'Heavy tasks (face models) waiting for a free worker thread', 'queued');
poolGauge('verity_heavy_busy_workers', 'Worker threads running a heavy task now', 'busy');
poolGauge('verity_heavy_workers', 'Worker threads of the pool', 'workers');

/** Time a heavy task ran: inside the worker thread, excluding the wait for one (but ocr_mrz_band: as awaited). */
export const heavyTaskSeconds = new Histogram({
  name: 'verity_heavy_task_duration_seconds',
  help: 'Run time of a heavy task inside its worker thread, excluding the wait for a free one, by kind (face_inspect, face_liveness, face_describe (one image of a comparison: a comparison is two of these), face_pose, face_frame (pose and descriptor of one liveness frame), face_ready (the start-up check of a face worker), ocr_page (a page read whole), ocr_page_detect and ocr_page_recognise (a page split across the OCR workers), ocr_mrz_band (tesseract, as awaited, its queue included), document_decode, document_turn, document_whole (image preparation of a document page in an OCR worker))',
  labelNames: ['kind'],
  buckets: [0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4],
  registers: [heavyWorkRegistry],
});

/** Time a pool task waited for a free worker thread (the rest of what its caller awaited beyond the run time). */
export const heavyTaskWaitSeconds = new Histogram({
  name: 'verity_heavy_task_wait_seconds',
  help: 'Time a heavy task waited in its pool\'s queue for a free worker thread (and for its answer to come back), by kind (the kinds of verity_heavy_task_duration_seconds run in the face and PP-OCR worker pools)',
  labelNames: ['kind'],
  buckets: [0.005, 0.025, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4],
  registers: [heavyWorkRegistry],
});

/**
 * Records a finished pool task: its run time inside the worker (`runMs`, the worker's own clock) as
 * its duration and as the heavy request's worker time, the rest of `awaitedMs` as its wait.
 */
export function recordPoolTask(kind: string, runMs: number, awaitedMs: number): void {
  heavyTaskSeconds.observe({ kind }, runMs / 1000);
  heavyTaskWaitSeconds.observe({ kind }, Math.max(0, awaitedMs - runMs) / 1000);
  recordHeavyWork(runMs);
}

export const heavyRequestsInFlight = new Gauge({
  name: 'verity_heavy_requests_in_flight',
  help: 'Heavy requests (capture submits, document trust) admitted and not yet answered',
  registers: [heavyWorkRegistry],
});

export const heavyRequestsShed = new Counter({
  name: 'verity_heavy_requests_shed_total',
  help: 'Heavy requests answered 503 by route and reason: budget (could not be served within the route\'s latency budget) or cap (HEAVY_MAX_IN_FLIGHT reached)',
  labelNames: ['route', 'reason'],
  registers: [heavyWorkRegistry],
});

export const heavyRequestWorkSeconds = new Gauge({
  name: 'verity_heavy_request_work_seconds',
  help: 'Moving estimate (EWMA) of the worker time one request of a heavy route costs, measured in this process; the admission gate predicts latency from it',
  labelNames: ['route'],
  registers: [heavyWorkRegistry],
});

/** Runs `task` and records its duration under `kind`. */
export async function timeHeavyTask<T>(kind: string, task: () => Promise<T>): Promise<T> {
  const end = heavyTaskSeconds.startTimer({ kind });
  try {
    return await task();
  } finally {
    recordHeavyWork(end() * 1000);
  }
}
