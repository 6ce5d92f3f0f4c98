/* The only file other folders import. */
export { registerEmbedRoutes, type EmbedDeps } from './embed.routes.js';
export type { VerificationProvider, CaptureInspector, CheckedCapture, LivenessEnvelope, IdentityEnvelope, FaceEngineSource } from './providers/index.js';
export { InvalidProviderKeyError, ProviderUnavailableError, CaptureRejectedError } from './providers/index.js';
export { getCapturePageContext, type CaptureFlow } from './capture-page-context.js';
// The partner portal (web/portal/server) drives the same use cases as the partner API.
export {
  authenticatePartner,
  findPartnerById,
  getPartnerSettings,
  registerPartner,
  rotateWebhookSecret,
  updatePartnerSettings,
  webhookSecretOverlapEnd,
  maxWebhookSecretOverlapSeconds,
  invalidPartnerKeyMessage,
  issuePartnerKey,
  listPartnerKeys,
  revokePartnerKey,
} from './partners.js';
export { createSession, getPartnerSession, getSession, listSessions } from './sessions.js';
export { getPartnerDelivery, listPartnerDeliveries, redeliverPartnerWebhook, sendTestWebhook } from './partner-webhooks.js';
export { partnerWebhookHandlers } from './partner-webhook-handlers.js';
export { getPartnerOverview, type PartnerOverview } from './partner-overview.js';
export type { PartnerRow } from './embed.repo.js';
export {
  CreateIdentitySessionBodySchema,
  ListDeliveriesQuerySchema,
  ListSessionsQuerySchema,
  PartnerSettingsDataSchema,
  RegisterPartnerBodySchema,
  RegisterPartnerDataSchema,
  SessionCreatedDataSchema,
  SessionDataSchema,
  SessionListDataSchema,
  DeliveryDetailDataSchema,
  DeliveryListDataSchema,
  DeliveryParamsSchema,
  DeliveryQueuedDataSchema,
  UpdatePartnerSettingsBodySchema,
  IssuePartnerKeyBodySchema,
  IssuedPartnerKeyDataSchema,
  PartnerKeyListDataSchema,
  PartnerKeyParamsSchema,
  RevokedPartnerKeyDataSchema,
} from './embed.schemas.js';
