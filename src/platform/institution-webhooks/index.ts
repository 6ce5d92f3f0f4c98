/* The only file other folders import. */
export { registerInstitutionWebhookRoutes } from './institution-webhooks.routes.js';
export {
  enqueueInstitutionEvent,
  institutionEventBody,
  setInstitutionWebhook,
  getInstitutionWebhook,
  removeInstitutionWebhook,
  rotateInstitutionWebhookSecret,
  listInstitutionDeliveries,
  getInstitutionDelivery,
  redeliverInstitutionWebhook,
  sendInstitutionTestWebhook,
} from './institution-webhooks.js';
export {
  institutionWebhookEvents,
  maxInstitutionEventBytes,
  type InstitutionWebhookEvent,
  SetWebhookBody,
  RotateSecretBody,
  WebhookSetSchema,
  WebhookSettingsSchema,
  RotatedSecretSchema,
  DeliveryListQuerySchema,
  DeliveryListSchema,
  DeliveryDetailSchema,
  DeliveryQueuedSchema,
  type DeliveryList,
  type WebhookSet,
  type WebhookSettings,
} from './institution-webhooks.schemas.js';
