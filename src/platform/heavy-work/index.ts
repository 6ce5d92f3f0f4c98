export { createHeavyWorkGate, type HeavyWorkGate, type HeavyAdmission, type HeavyPool } from './heavy-work-gate.js';
export { recordHeavyWork, spanOf } from './heavy-work-tally.js';
export { heavyWorkRegistry, timeHeavyTask, recordPoolTask, watchPool, heavyTaskSeconds, heavyTaskWaitSeconds, type PoolStats } from './heavy-work-metrics.js';
export { createOldestRequestFirstQueue, heavyTaskQueueOptions } from './heavy-task-queue.js';

export { spawnAtNice } from './heavy-work-nice.js';
