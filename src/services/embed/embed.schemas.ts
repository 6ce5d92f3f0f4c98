import { Type, type Static } from 'typebox';
import { textMaxLength } from '../../core/field-limits.js';
import { boundedText, dateTimeText, idText } from '../../core/http/index.js';
import { livenessActions } from './liveness/challenge.js';
import { idTypes, maxProviderResponseBytes } from './providers/port.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The schema's bound for a base64 image: the largest EMBED_MAX_IMAGE_BYTES allows (50 MiB) as base64
 * plus a data: prefix. The configured limit (default 5 MiB) is checked on the decoded bytes.
 */
const maxImageBase64Length = Math.ceil((50 * 1024 * 1024 * 4) / 3) + 64;
/**
 * A webhook body: the session result (ids, URLs, messages: a few KiB), the capture as base64 and the
 * provider's answer, which the provider adapter reads up to maxProviderResponseBytes.
 */
const maxWebhookBodyLength = maxImageBase64Length + maxProviderResponseBytes + 64 * 1024;
/** The provider's reference for the check: the adapter refuses a longer one as off-contract. */
const ProviderTransactionRef = boundedText('providerReference');
/** Why a session failed: ours, with at most providerMessage characters of the provider's message. */
const ErrorMessage = boundedText('message');

export const IdTypeSchema = Type.Enum([...idTypes]);
export const LivenessActionSchema = Type.Enum([...livenessActions]);
const HttpsOrigin = Type.String({ pattern: '^https://[^/?#\\s]+$', maxLength: textMaxLength.origin, description: 'An https origin, e.g. https://app.example.com' });

export const RegisterPartnerBodySchema = Type.Object(
  {
    name: boundedText('organisationName', { minLength: 1, description: 'Institution name, shown on the capture page' }),
    providerSecretKey: boundedText('providerSecretKey', { minLength: 1, description: 'Write-only; never returned' }),
    webhookUrl: boundedText('url', { minLength: 1, description: 'https URL that receives the signed result webhooks' }),
    allowedOrigins: Type.Optional(Type.Array(HttpsOrigin, { maxItems: 20, uniqueItems: true, description: 'Origins allowed to frame the capture pages; omitted or empty = any' })),
  },
  { additionalProperties: false },
);
export type RegisterPartnerBody = Static<typeof RegisterPartnerBodySchema>;

export const RegisterPartnerDataSchema = Type.Object({
  partnerId: idText('partner'),
  apiKey: boundedText('issuedSecret', { description: 'Partner API key (X-Embed-Partner-Key); shown only here' }),
  webhookSecret: boundedText('issuedSecret', { description: 'whsec_ webhook signing secret; shown only here' }),
  message: boundedText('message'),
});
export type RegisterPartnerData = Static<typeof RegisterPartnerDataSchema>;

export const UpdatePartnerSettingsBodySchema = Type.Object(
  {
    name: Type.Optional(boundedText('organisationName', { minLength: 1 })),
    webhookUrl: Type.Optional(boundedText('url', { minLength: 1 })),
    providerSecretKey: Type.Optional(boundedText('providerSecretKey', { minLength: 1, description: 'Omit to keep the stored key; send to rotate it' })),
    allowedOrigins: Type.Optional(Type.Array(HttpsOrigin, { maxItems: 20, uniqueItems: true })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdatePartnerSettingsBody = Static<typeof UpdatePartnerSettingsBodySchema>;

export const PartnerSettingsDataSchema = Type.Object({
  partnerId: idText('partner'),
  name: boundedText('organisationName'),
  webhookUrl: boundedText('url'),
  allowedOrigins: Type.Array(HttpsOrigin),
  providerSecretKeySet: Type.Boolean(),
  providerSecretKeyLast4: Type.String({ maxLength: 4, description: 'Last 4 characters of the stored provider key' }),
  createdAt: dateTimeText(),
  updatedAt: dateTimeText(),
});
export type PartnerSettingsData = Static<typeof PartnerSettingsDataSchema>;

export const PartnerKeySchema = Type.Object({
  keyId: idText('partnerKey'),
  prefix: Type.String({ maxLength: 8, description: 'The first characters of the key (vep_ and 4 more); keys issued before rotation existed show only vep_' }),
  createdAt: dateTimeText(),
  lastUsedAt: Nullable(dateTimeText({ description: 'Updated at most once a minute' })),
  revokedAt: Nullable(dateTimeText({ description: 'When the key stops (or stopped) working; null while active' })),
  active: Type.Boolean(),
  current: Type.Boolean({ description: 'The key that authenticated this request' }),
});
export const PartnerKeyListDataSchema = Type.Object({ keys: Type.Array(PartnerKeySchema) });
export type PartnerKeyListData = Static<typeof PartnerKeyListDataSchema>;

export const IssuePartnerKeyBodySchema = Type.Object(
  {
    replaceKeyId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'A key this one replaces: it stops after overlapSeconds' })),
    overlapSeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 * 24 * 3600, description: 'How long the replaced key keeps working; 0 (the default) = it stops now' })),
  },
  { additionalProperties: false },
);
export type IssuePartnerKeyBody = Static<typeof IssuePartnerKeyBodySchema>;

export const IssuedPartnerKeyDataSchema = Type.Object({
  keyId: idText('partnerKey'),
  apiKey: boundedText('issuedSecret', { description: 'The new partner API key; shown only here' }),
  prefix: Type.String({ maxLength: 8 }),
  replacedKey: Nullable(Type.Object({ keyId: idText('partnerKey'), revokedAt: dateTimeText({ description: 'When the replaced key stops working' }) })),
  message: boundedText('message'),
});
export type IssuedPartnerKeyData = Static<typeof IssuedPartnerKeyDataSchema>;

export const PartnerKeyParamsSchema = Type.Object({ keyId: Type.String({ maxLength: 64 }) });
export const RevokedPartnerKeyDataSchema = Type.Object({ keyId: idText('partnerKey'), revokedAt: dateTimeText() });
export type RevokedPartnerKeyData = Static<typeof RevokedPartnerKeyDataSchema>;

const ReferenceId = boundedText('callerReference', { minLength: 1, description: "The partner's own identifier, echoed in the webhook and poll" });

export const CreateLivenessSessionBodySchema = Type.Object({ referenceId: Type.Optional(ReferenceId) }, { additionalProperties: false });
export const CreateIdentitySessionBodySchema = Type.Object(
  {
    referenceId: Type.Optional(ReferenceId),
    allowedIdTypes: Type.Optional(Type.Array(IdTypeSchema, { minItems: 1, uniqueItems: true, description: 'Omitted = all three' })),
  },
  { additionalProperties: false },
);
export type CreateSessionBody = Static<typeof CreateIdentitySessionBodySchema>;

export const SessionStatusSchema = Type.Enum(['pending', 'completed', 'failed', 'expired']);
export type SessionStatus = Static<typeof SessionStatusSchema>;

export const SessionCreatedDataSchema = Type.Object({
  sessionId: boundedText('uuid'),
  sessionToken: boundedText('issuedSecret'),
  embedUrl: boundedText('url'),
  referenceId: Nullable(boundedText('callerReference')),
  status: SessionStatusSchema,
  expiresAt: dateTimeText(),
  allowedIdTypes: Type.Optional(Type.Array(IdTypeSchema)),
});
export type SessionCreatedData = Static<typeof SessionCreatedDataSchema>;

export const SessionDataSchema = Type.Object({
  sessionId: boundedText('uuid'),
  referenceId: Nullable(boundedText('callerReference')),
  status: SessionStatusSchema,
  expiresAt: dateTimeText(),
  createdAt: dateTimeText(),
  success: Nullable(Type.Boolean()),
  confidence: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  providerTransactionRef: Nullable(ProviderTransactionRef),
  errorMessage: Nullable(ErrorMessage),
  completedAt: Nullable(dateTimeText()),
  captureImageUrl: Nullable(boundedText('url')),
  captureImageBase64: Nullable(Type.String({ maxLength: maxImageBase64Length, description: 'base64 JPEG of the capture, re-encoded by us; bounded like the image sent' })),
  providerResponse: Nullable(Type.Unknown({ description: "The provider's JSON answer, complete; its text is the provider's (at most maxProviderResponseBytes of JSON)" })),
  allowedIdTypes: Type.Optional(Type.Array(IdTypeSchema)),
  idType: Type.Optional(Nullable(boundedText('code'))),
  idNumberMasked: Type.Optional(Nullable(boundedText('registryNumber'))),
  identityComparison: Type.Optional(Type.Object({ idType: boundedText('code'), idNumber: boundedText('registryNumber') })),
});
export type SessionData = Static<typeof SessionDataSchema>;

export const PublicSessionDataSchema = Type.Object({
  flow: Type.Enum(['liveness', 'identity_comparison']),
  status: SessionStatusSchema,
  expiresAt: dateTimeText(),
  partnerName: boundedText('organisationName'),
  allowedIdTypes: Type.Optional(Type.Array(IdTypeSchema)),
  allowedOrigins: Type.Array(HttpsOrigin, { description: 'Target origins for the browser message; empty = any' }),
  maxImageBytes: Type.Integer(),
  challenge: Nullable(
    Type.Object(
      { actions: Type.Array(LivenessActionSchema, { description: 'Perform these in order, one key frame each, after a frontal frame' }) },
      { description: 'Active liveness; null: the session takes one selfie (passive)' },
    ),
  ),
});
export type PublicSessionData = Static<typeof PublicSessionDataSchema>;


const CapturedAtSchema = Type.Number({ minimum: 0, maximum: 1e10, description: "Milliseconds on the page's monotonic clock (performance.now())" });
export const ChallengeSubmissionSchema = Type.Object(
  {
    imageCapturedAt: CapturedAtSchema,
    frames: Type.Array(
      Type.Object(
        {
          action: LivenessActionSchema,
          image: Type.String({ minLength: 1, maxLength: maxImageBase64Length, description: 'base64 JPEG key frame of this action' }),
          capturedAt: CapturedAtSchema,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: livenessActions.length },
    ),
  },
  { additionalProperties: false, description: 'Active liveness sessions only: `image` is the frontal frame; one key frame per challenge action, in order' },
);
export type ChallengeSubmission = Static<typeof ChallengeSubmissionSchema>;

export const SubmitLivenessBodySchema = Type.Object(
  {
    image: Type.String({ minLength: 1, maxLength: maxImageBase64Length, description: 'base64 JPEG (PNG and WebP are accepted); a data:image/...;base64, prefix is accepted. The frontal frame in an active session' }),
    challenge: Type.Optional(ChallengeSubmissionSchema),
  },
  { additionalProperties: false },
);
export const SubmitIdentityBodySchema = Type.Object(
  {
    image: Type.String({ minLength: 1, maxLength: maxImageBase64Length }),
    idType: IdTypeSchema,
    idNumber: boundedText('registryNumber', { minLength: 1 }),
    challenge: Type.Optional(ChallengeSubmissionSchema),
  },
  { additionalProperties: false },
);
export type SubmitBody = { image: string; idType?: Static<typeof IdTypeSchema>; idNumber?: string; challenge?: ChallengeSubmission };

export const SubmitResultDataSchema = Type.Object({
  sessionToken: boundedText('issuedSecret'),
  status: SessionStatusSchema,
  success: Type.Boolean(),
  confidence: Type.Integer({ minimum: 0, maximum: 100 }),
  providerTransactionRef: Nullable(ProviderTransactionRef),
  message: boundedText('message'),
});
export type SubmitResultData = Static<typeof SubmitResultDataSchema>;

export const TokenParamsSchema = Type.Object({ token: Type.String({ maxLength: 256 }) });

export const ListSessionsQuerySchema = Type.Object(
  {
    status: Type.Optional(SessionStatusSchema),
    flow: Type.Optional(Type.Enum(['liveness', 'identity_comparison'])),
    referenceId: Type.Optional(boundedText('callerReference')),
    from: Type.Optional(dateTimeText({ description: 'Created at or after' })),
    to: Type.Optional(dateTimeText({ description: 'Created before' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    before: Type.Optional(Type.String({ maxLength: 64, description: 'sessionId of the last row of the previous page' })),
  },
  { additionalProperties: false },
);
export type ListSessionsQuery = Static<typeof ListSessionsQuerySchema>;

export const SessionSummarySchema = Type.Object({
  sessionId: boundedText('uuid'),
  flow: Type.Enum(['liveness', 'identity_comparison']),
  referenceId: Nullable(boundedText('callerReference')),
  status: SessionStatusSchema,
  success: Nullable(Type.Boolean()),
  confidence: Nullable(Type.Integer()),
  errorMessage: Nullable(ErrorMessage),
  createdAt: dateTimeText(),
  expiresAt: dateTimeText(),
  completedAt: Nullable(dateTimeText()),
});
export const SessionListDataSchema = Type.Object({ sessions: Type.Array(SessionSummarySchema), nextBefore: Nullable(boundedText('uuid')) });
export type SessionListData = Static<typeof SessionListDataSchema>;

export const ListDeliveriesQuerySchema = Type.Object(
  {
    sessionId: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(Type.Enum(['pending', 'delivered', 'failed'])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    before: Type.Optional(Type.String({ maxLength: 64, description: 'deliveryId of the last row of the previous page' })),
  },
  { additionalProperties: false },
);
export type ListDeliveriesQuery = Static<typeof ListDeliveriesQuerySchema>;

const DeliverySummarySchema = Type.Object({
  deliveryId: idText('delivery'),
  eventId: idText('event', { description: 'Sent as webhook-id; the same for every retry and redelivery of the event' }),
  event: boundedText('code'),
  sessionId: Nullable(boundedText('uuid')),
  url: boundedText('url'),
  status: Type.Enum(['pending', 'delivered', 'failed']),
  attemptCount: Type.Integer(),
  lastStatusCode: Nullable(Type.Integer()),
  lastError: Nullable(boundedText('message')),
  createdAt: dateTimeText(),
  deliveredAt: Nullable(dateTimeText()),
});
export const DeliveryListDataSchema = Type.Object({ deliveries: Type.Array(DeliverySummarySchema), nextBefore: Nullable(idText('delivery')) });
export type DeliveryListData = Static<typeof DeliveryListDataSchema>;

export const DeliveryDetailDataSchema = Type.Intersect([
  DeliverySummarySchema,
  Type.Object({
    body: Type.String({ maxLength: maxWebhookBodyLength, description: 'The exact body bytes sent: the session result, with the capture image and the provider response' }),
    attempts: Type.Array(
      Type.Object({
        attemptNumber: Type.Integer(),
        startedAt: dateTimeText(),
        latencyMs: Type.Integer(),
        statusCode: Nullable(Type.Integer()),
        error: Nullable(boundedText('message')),
        responseSnippet: Nullable(boundedText('responseSnippet', { description: 'First KiB of the response body' })),
      }),
    ),
  }),
]);
export type DeliveryDetailData = Static<typeof DeliveryDetailDataSchema>;

export const DeliveryParamsSchema = Type.Object({ deliveryId: Type.String({ maxLength: 64 }) });
export type DeliveryParams = Static<typeof DeliveryParamsSchema>;
export const DeliveryQueuedDataSchema = Type.Object({ deliveryId: idText('delivery'), eventId: idText('event') });
export type DeliveryQueuedData = Static<typeof DeliveryQueuedDataSchema>;
