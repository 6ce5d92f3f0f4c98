export {
  defineJob,
  enqueueJob,
  enqueueJobs,
  enqueueJobsSql,
  createJobRunner,
  exponentialBackoff,
  registerQueueDepthMetric,
  PermanentJobError,
  type JobDefinition,
  type JobContext,
  type JobRunner,
} from './jobs.js';
