export { createHeavyWorkGate, type HeavyWorkGate, type HeavyAdmission, type HeavyPool } from './heavy-work-gate.js';
export { recordHeavyWork } from './heavy-work-tally.js';
export { heavyWorkRegistry, timeHeavyTask, watchPool, heavyTaskSeconds, type PoolStats } from './heavy-work-metrics.js';

/**
 * Nice increment of the threads running face models and OCR (src/services/document-trust/ocr/ocr-worker.cjs
 * hard-codes the same value, its thread has no other way to learn it).
 */
export const heavyWorkerNice = 10;
