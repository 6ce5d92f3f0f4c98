export {
  defineJob,
  enqueueJob,
  enqueueJobs,
  enqueueJobSql,
  createJobRunner,
  exponentialBackoff,
  registerQueueDepthMetric,
  PermanentJobError,
  type JobDefinition,
  type JobContext,
  type JobRunner,
} from './jobs.js';
