import { AppError } from '../../core/errors.js';
import { heavyRequestsInFlight, heavyRequestsShed, heavyRequestWorkSeconds, largestPoolWorkers } from './heavy-work-metrics.js';
import { spanOf, tallyHeavyWork, type WorkTally } from './heavy-work-tally.js';

/** The worker pool a heavy route's work runs on (watchPool's names). */
export type HeavyPool = 'faces' | 'ocr';

export interface HeavyAdmission {
  /** Label of the route in the metrics, e.g. `liveness_submit`. */
  route: string;
  pool: HeavyPool;
  /** Latency the route is held to (ms): refused when it could not be served within it; 0 = the hard cap only. */
  budgetMs: number;
}

export interface HeavyWorkGate {
  /**
   * Runs a heavy request's use case, or throws a 503 `unavailable` with Retry-After at once, before
   * the use case touches the session or the wallet: when HEAVY_MAX_IN_FLIGHT heavy requests are in
   * progress (`cap`), or when the work already admitted to the route's pool means this one could not
   * be answered within the route's budget (`budget`).
   */
  admit<T>(admission: HeavyAdmission, useCase: () => Promise<T>): Promise<T>;
}

/** Weight of the newest request in the moving estimates: about the last five requests count. */
const smoothing = 0.2;

interface RouteEstimate {
  /** Worker milliseconds one request of the route costs (EWMA): what it owes the pool while admitted. */
  workMs: number;
  /**
   * Milliseconds during which at least one of its tasks ran (EWMA): its own latency on an idle pool.
   * A document's steps run one after another (span = work); a submit's frames may share the face threads.
   */
  spanMs: number;
}

interface Running {
  route: string;
  pool: HeavyPool;
  tally: WorkTally;
}

const retryAfterCapSeconds = 3_600;

/**
 * Backpressure for the routes that run face models or OCR. The worker pools would queue without
 * bound; this admits a heavy request only when it can be served within its route's latency budget,
 * and never more than `maxInFlight` at once (the hard cap, shared by both heavy routes), so a burst
 * costs the caller a retry instead of a wait of many seconds, and costs no other request its
 * latency. Light routes never pass through here.
 *
 * The prediction, per pool: the work still owed to the requests admitted to it (each one's route
 * estimate minus the worker time it has used so far), spread over the pool's workers, plus the new
 * request's own span (the time its tasks took end to end when none waited, parallel ones counted
 * once); the pools serve the oldest admitted request's tasks first (heavy-task-queue.ts), so the
 * owed work is ahead of it and nothing admitted later is. Estimates are measured in this process
 * from the run times the worker threads report (an EWMA per route), so they follow the machine's
 * real speed, contention included. A route not yet measured, or a pool with nothing
 * admitted to it, is never refused for the budget: a request that cannot meet its budget alone is
 * better served late than never, and only served requests keep the estimate current.
 */
export function createHeavyWorkGate(options: { maxInFlight: number; retryAfterSeconds: number }): HeavyWorkGate {
  const running = new Set<Running>();
  const estimates = new Map<string, RouteEstimate>();

  const predict = (admission: HeavyAdmission): { latencyMs: number; aheadMs: number; workers: number } | null => {
    const own = estimates.get(admission.route);
    if (!own) return null;
    const workers = largestPoolWorkers(admission.pool) || 1;
    let aheadMs = 0;
    for (const request of running) {
      if (request.pool !== admission.pool) continue;
      const owed = estimates.get(request.route)?.workMs ?? own.workMs;
      aheadMs += Math.max(0, owed - request.tally.ms);
    }
    return { latencyMs: aheadMs / workers + own.spanMs, aheadMs, workers };
  };

  const learn = (route: string, tally: WorkTally) => {
    if (tally.tasks === 0) return;
    const known = estimates.get(route);
    const spanMs = spanOf(tally.runs);
    const next = known ? { workMs: known.workMs + smoothing * (tally.ms - known.workMs), spanMs: known.spanMs + smoothing * (spanMs - known.spanMs) } : { workMs: tally.ms, spanMs };
    estimates.set(route, next);
    heavyRequestWorkSeconds.set({ route }, next.workMs / 1000);
  };

  const refuse = (route: string, reason: 'budget' | 'cap', retryAfterSeconds: number): AppError => {
    heavyRequestsShed.inc({ route, reason });
    return new AppError('unavailable', `The server is busy with other image checks; nothing was charged or used up. Retry in ${retryAfterSeconds} s.`, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  };

  return {
    async admit(admission, useCase) {
      const { route, pool, budgetMs } = admission;
      const prediction = predict(admission);
      if (running.size >= options.maxInFlight) {
        // At least the configured wait; longer when the pool's owed work says so.
        const drainSeconds = prediction ? Math.ceil(prediction.aheadMs / prediction.workers / 1000) : 0;
        throw refuse(route, 'cap', Math.min(retryAfterCapSeconds, Math.max(options.retryAfterSeconds, drainSeconds)));
      }
      const busy = [...running].some((request) => request.pool === pool);
      if (budgetMs > 0 && prediction && busy && prediction.latencyMs > budgetMs) {
        // When enough of the owed work has drained for this request to fit its budget.
        throw refuse(route, 'budget', Math.min(retryAfterCapSeconds, Math.max(1, Math.ceil((prediction.latencyMs - budgetMs) / 1000))));
      }
      const request: Running = { route, pool, tally: { ms: 0, tasks: 0, admittedAt: performance.now(), runs: [] } };
      running.add(request);
      heavyRequestsInFlight.inc();
      try {
        return await tallyHeavyWork(request.tally, useCase);
      } finally {
        running.delete(request);
        heavyRequestsInFlight.dec();
        learn(route, request.tally);
      }
    },
  };
}
