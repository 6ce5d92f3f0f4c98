import { AppError } from '../../core/errors.js';
import { heavyRequestsInFlight, heavyRequestsShed } from './heavy-work-metrics.js';

export interface HeavyWorkGate {
  /**
   * Runs a heavy request's use case when fewer than the limit are in progress; otherwise throws a
   * 503 `unavailable` with Retry-After at once, before the use case touches the session or the wallet.
   */
  admit<T>(route: string, useCase: () => Promise<T>): Promise<T>;
}

/**
 * Backpressure for the routes that run face models or OCR. The worker pools would queue without
 * bound; this counts heavy requests in progress per process (running or waiting for a worker) and
 * refuses the one over the limit, so a burst costs the caller a retry instead of costing every
 * request on the server its latency. Light routes never pass through here.
 */
export function createHeavyWorkGate(options: { maxInFlight: number; retryAfterSeconds: number }): HeavyWorkGate {
  let inFlight = 0;
  return {
    async admit(route, useCase) {
      if (inFlight >= options.maxInFlight) {
        heavyRequestsShed.inc({ route });
        throw new AppError('unavailable', `The server is busy with other image checks; nothing was charged or used up. Retry in ${options.retryAfterSeconds} s.`, {
          headers: { 'Retry-After': String(options.retryAfterSeconds) },
        });
      }
      inFlight += 1;
      heavyRequestsInFlight.inc();
      try {
        return await useCase();
      } finally {
        inFlight -= 1;
        heavyRequestsInFlight.dec();
      }
    },
  };
}
