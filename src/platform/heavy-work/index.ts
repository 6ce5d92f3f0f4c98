export { createHeavyWorkGate, type HeavyWorkGate } from './heavy-work-gate.js';
export { heavyWorkRegistry, timeHeavyTask, watchPool, heavyTaskSeconds, type PoolStats } from './heavy-work-metrics.js';
