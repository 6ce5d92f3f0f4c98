export {
  defineJob,
  enqueueJob,
  enqueueJobs,
  createJobRunner,
  exponentialBackoff,
  registerQueueDepthMetric,
  PermanentJobError,
  type JobDefinition,
  type JobContext,
  type JobRunner,
} from './jobs.js';
