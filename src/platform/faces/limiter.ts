/**
 * Runs at most `concurrency` tasks at once; the rest wait in arrival order. Face models hold large
 * tensors per call, so a burst must queue rather than run all at once.
 */
export function createLimiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter so `running` never drops below the true count.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
