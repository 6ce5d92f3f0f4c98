/* The only file other folders import. */
import type { JobDefinition } from '../jobs/index.js';
import { deliverWebhookJob } from './deliveries.js';

export {
  enqueueWebhookDelivery,
  redeliverWebhook,
  listWebhookDeliveries,
  getWebhookDelivery,
  resignPendingDeliveries,
  webhookDeliveryStats,
  retrySchedule,
  maxDeliveryAttempts,
  type WebhookTarget,
} from './deliveries.js';
export { generateWebhookSecret, serviceSignature, standardSignature, webhookHeaders } from './signing.js';
export { webhookUrlProblem, isBlockedAddress } from './address-guard.js';
export { sendWebhook, type SendOutcome } from './send.js';

export const webhookJobs: JobDefinition<never>[] = [deliverWebhookJob as JobDefinition<never>];
