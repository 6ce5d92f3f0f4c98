import type { JobDefinition } from '../platform/jobs/index.js';
import { webhookJobs } from '../platform/webhooks/index.js';
import { creditRegistryJobs } from './credit-registry/index.js';
import { documentTrustJobs } from './document-trust/index.js';

/** Every service's durable jobs; a worker process runs all of them. */
export const jobDefinitions: JobDefinition<never>[] = [...creditRegistryJobs, ...webhookJobs, ...documentTrustJobs];
