import { Type, type Static } from 'typebox';
import { livenessActions } from './liveness/challenge.js';
import { idTypes } from './providers/port.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const IdTypeSchema = Type.Enum([...idTypes]);
export const LivenessActionSchema = Type.Enum([...livenessActions]);
const HttpsOrigin = Type.String({ pattern: '^https://[^/?#\\s]+$', maxLength: 255, description: 'An https origin, e.g. https://app.example.com' });

export const RegisterPartnerBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, description: 'Institution name, shown on the capture page' }),
    providerSecretKey: Type.String({ minLength: 1, maxLength: 512, description: 'Write-only; never returned' }),
    webhookUrl: Type.String({ minLength: 1, maxLength: 2048, description: 'https URL that receives the signed result webhooks' }),
    allowedOrigins: Type.Optional(Type.Array(HttpsOrigin, { maxItems: 20, uniqueItems: true, description: 'Origins allowed to frame the capture pages; omitted or empty = any' })),
  },
  { additionalProperties: false },
);
export type RegisterPartnerBody = Static<typeof RegisterPartnerBodySchema>;

export const RegisterPartnerDataSchema = Type.Object({
  partnerId: Type.String(),
  apiKey: Type.String({ description: 'Partner API key (X-Embed-Partner-Key); shown only here' }),
  webhookSecret: Type.String({ description: 'whsec_ webhook signing secret; shown only here' }),
  message: Type.String(),
});
export type RegisterPartnerData = Static<typeof RegisterPartnerDataSchema>;

export const UpdatePartnerSettingsBodySchema = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    webhookUrl: Type.Optional(Type.String({ minLength: 1, maxLength: 2048 })),
    providerSecretKey: Type.Optional(Type.String({ minLength: 1, maxLength: 512, description: 'Omit to keep the stored key; send to rotate it' })),
    allowedOrigins: Type.Optional(Type.Array(HttpsOrigin, { maxItems: 20, uniqueItems: true })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdatePartnerSettingsBody = Static<typeof UpdatePartnerSettingsBodySchema>;

export const PartnerSettingsDataSchema = Type.Object({
  partnerId: Type.String(),
  name: Type.String(),
  webhookUrl: Type.String(),
  allowedOrigins: Type.Array(Type.String()),
  providerSecretKeySet: Type.Boolean(),
  providerSecretKeyLast4: Type.String({ description: 'Last 4 characters of the stored provider key' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PartnerSettingsData = Static<typeof PartnerSettingsDataSchema>;

export const PartnerKeySchema = Type.Object({
  keyId: Type.String(),
  prefix: Type.String({ description: 'The first characters of the key (vep_ and 4 more); keys issued before rotation existed show only vep_' }),
  createdAt: Type.String(),
  lastUsedAt: Nullable(Type.String({ description: 'Updated at most once a minute' })),
  revokedAt: Nullable(Type.String({ description: 'When the key stops (or stopped) working; null while active' })),
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
  keyId: Type.String(),
  apiKey: Type.String({ description: 'The new partner API key; shown only here' }),
  prefix: Type.String(),
  replacedKey: Nullable(Type.Object({ keyId: Type.String(), revokedAt: Type.String({ description: 'When the replaced key stops working' }) })),
  message: Type.String(),
});
export type IssuedPartnerKeyData = Static<typeof IssuedPartnerKeyDataSchema>;

export const PartnerKeyParamsSchema = Type.Object({ keyId: Type.String({ maxLength: 64 }) });
export const RevokedPartnerKeyDataSchema = Type.Object({ keyId: Type.String(), revokedAt: Type.String() });
export type RevokedPartnerKeyData = Static<typeof RevokedPartnerKeyDataSchema>;

const ReferenceId = Type.String({ minLength: 1, maxLength: 128, description: "The partner's own identifier, echoed in the webhook and poll" });

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
  sessionId: Type.String(),
  sessionToken: Type.String(),
  embedUrl: Type.String(),
  referenceId: Nullable(Type.String()),
  status: SessionStatusSchema,
  expiresAt: Type.String(),
  allowedIdTypes: Type.Optional(Type.Array(IdTypeSchema)),
});
export type SessionCreatedData = Static<typeof SessionCreatedDataSchema>;

export const SessionDataSchema = Type.Object({
  sessionId: Type.String(),
  referenceId: Nullable(Type.String()),
  status: SessionStatusSchema,
  expiresAt: Type.String(),
  createdAt: Type.String(),
  success: Nullable(Type.Boolean()),
  confidence: Nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  providerTransactionRef: Nullable(Type.String()),
  errorMessage: Nullable(Type.String()),
  completedAt: Nullable(Type.String()),
  captureImageUrl: Nullable(Type.String()),
  captureImageBase64: Nullable(Type.String()),
  providerResponse: Nullable(Type.Unknown()),
  allowedIdTypes: Type.Optional(Type.Array(IdTypeSchema)),
  idType: Type.Optional(Nullable(Type.String())),
  idNumberMasked: Type.Optional(Nullable(Type.String())),
  identityComparison: Type.Optional(Type.Object({ idType: Type.String(), idNumber: Type.String() })),
});
export type SessionData = Static<typeof SessionDataSchema>;

export const PublicSessionDataSchema = Type.Object({
  flow: Type.Enum(['liveness', 'identity_comparison']),
  status: SessionStatusSchema,
  expiresAt: Type.String(),
  partnerName: Type.String(),
  allowedIdTypes: Type.Optional(Type.Array(IdTypeSchema)),
  allowedOrigins: Type.Array(Type.String(), { description: 'Target origins for the browser message; empty = any' }),
  maxImageBytes: Type.Integer(),
  challenge: Nullable(
    Type.Object(
      { actions: Type.Array(LivenessActionSchema, { description: 'Perform these in order, one key frame each, after a frontal frame' }) },
      { description: 'Active liveness; null: the session takes one selfie (passive)' },
    ),
  ),
});
export type PublicSessionData = Static<typeof PublicSessionDataSchema>;

/**
 * The schema's bound for a base64 image: the largest EMBED_MAX_IMAGE_BYTES allows (50 MiB) as base64
 * plus a data: prefix. The configured limit (default 5 MiB) is checked on the decoded bytes.
 */
const maxImageBase64Length = Math.ceil((50 * 1024 * 1024 * 4) / 3) + 64;

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
    idNumber: Type.String({ minLength: 1, maxLength: 32 }),
    challenge: Type.Optional(ChallengeSubmissionSchema),
  },
  { additionalProperties: false },
);
export type SubmitBody = { image: string; idType?: Static<typeof IdTypeSchema>; idNumber?: string; challenge?: ChallengeSubmission };

export const SubmitResultDataSchema = Type.Object({
  sessionToken: Type.String(),
  status: SessionStatusSchema,
  success: Type.Boolean(),
  confidence: Type.Integer({ minimum: 0, maximum: 100 }),
  providerTransactionRef: Nullable(Type.String()),
  message: Type.String(),
});
export type SubmitResultData = Static<typeof SubmitResultDataSchema>;

export const TokenParamsSchema = Type.Object({ token: Type.String({ maxLength: 256 }) });

export const ListSessionsQuerySchema = Type.Object(
  {
    status: Type.Optional(SessionStatusSchema),
    flow: Type.Optional(Type.Enum(['liveness', 'identity_comparison'])),
    referenceId: Type.Optional(Type.String({ maxLength: 128 })),
    from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Created at or after' })),
    to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Created before' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    before: Type.Optional(Type.String({ maxLength: 64, description: 'sessionId of the last row of the previous page' })),
  },
  { additionalProperties: false },
);
export type ListSessionsQuery = Static<typeof ListSessionsQuerySchema>;

export const SessionSummarySchema = Type.Object({
  sessionId: Type.String(),
  flow: Type.Enum(['liveness', 'identity_comparison']),
  referenceId: Nullable(Type.String()),
  status: SessionStatusSchema,
  success: Nullable(Type.Boolean()),
  confidence: Nullable(Type.Integer()),
  errorMessage: Nullable(Type.String()),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  completedAt: Nullable(Type.String()),
});
export const SessionListDataSchema = Type.Object({ sessions: Type.Array(SessionSummarySchema), nextBefore: Nullable(Type.String()) });
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
  deliveryId: Type.String(),
  eventId: Type.String({ description: 'Sent as webhook-id; the same for every retry and redelivery of the event' }),
  event: Type.String(),
  sessionId: Nullable(Type.String()),
  url: Type.String(),
  status: Type.Enum(['pending', 'delivered', 'failed']),
  attemptCount: Type.Integer(),
  lastStatusCode: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  createdAt: Type.String(),
  deliveredAt: Nullable(Type.String()),
});
export const DeliveryListDataSchema = Type.Object({ deliveries: Type.Array(DeliverySummarySchema), nextBefore: Nullable(Type.String()) });
export type DeliveryListData = Static<typeof DeliveryListDataSchema>;

export const DeliveryDetailDataSchema = Type.Intersect([
  DeliverySummarySchema,
  Type.Object({
    body: Type.String({ description: 'The exact body bytes sent' }),
    attempts: Type.Array(
      Type.Object({
        attemptNumber: Type.Integer(),
        startedAt: Type.String(),
        latencyMs: Type.Integer(),
        statusCode: Nullable(Type.Integer()),
        error: Nullable(Type.String()),
        responseSnippet: Nullable(Type.String({ description: 'First KiB of the response body' })),
      }),
    ),
  }),
]);
export type DeliveryDetailData = Static<typeof DeliveryDetailDataSchema>;

export const DeliveryParamsSchema = Type.Object({ deliveryId: Type.String({ maxLength: 64 }) });
export const DeliveryQueuedDataSchema = Type.Object({ deliveryId: Type.String(), eventId: Type.String() });
export type DeliveryQueuedData = Static<typeof DeliveryQueuedDataSchema>;
