export {
  defineJob,
  enqueueJob,
  enqueueJobs,
  enqueueJobSql,
  enqueueJobsSql,
  createJobRunner,
  exponentialBackoff,
  registerQueueDepthMetric,
  PermanentJobError,
  type JobDefinition,
  type JobContext,
  type JobRunner,
} from './jobs.js';
