import { Type, type Static, type TSchema } from 'typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The events an institution's webhook receives (docs/webhooks.md, "Institution webhooks"). */
export const institutionWebhookEvents = ['credit_report.completed', 'document_trust.reviewed'] as const;
export type InstitutionWebhookEvent = (typeof institutionWebhookEvents)[number];

export const InstitutionIdParams = Type.Object({ institutionId: Type.String({ pattern: '^inst_[0-9A-Z]{26}$', maxLength: 31 }) });
export const DeliveryParams = Type.Object({
  institutionId: InstitutionIdParams.properties.institutionId,
  deliveryId: Type.String({ pattern: '^dlv_[0-9A-Z]{26}$', maxLength: 30 }),
});

export const SetWebhookBody = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 2000, description: 'https URL; must not point to a private or metadata address in production' }) },
  { additionalProperties: false, examples: [{ url: 'https://hooks.adaeze-mfb.example/verity' }] },
);

export const maxOverlapSeconds = 7 * 24 * 3600;
export const RotateSecretBody = Type.Object(
  {
    overlapSeconds: Type.Optional(
      Type.Integer({ minimum: 0, maximum: maxOverlapSeconds, default: 86_400, description: 'How long the replaced secret keeps signing too (0: stops at once, for a leaked secret)' }),
    ),
  },
  { additionalProperties: false },
);

const settings = {
  institutionId: Type.String(),
  url: Type.String(),
  previousSecretValidUntil: nullable(Type.String({ description: 'End of a rotation overlap: the replaced secret signs too until then' })),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

export const WebhookSetSchema = Type.Object({
  ...settings,
  webhookSecret: nullable(Type.String({ description: 'Only when the webhook is first set: shown once' })),
  message: Type.String(),
});
export type WebhookSet = Static<typeof WebhookSetSchema>;

const DeliverySummarySchema = Type.Object({
  deliveryId: Type.String(),
  eventId: Type.String({ description: 'Sent as webhook-id; the same for every retry and redelivery of the event' }),
  event: Type.String(),
  subjectId: nullable(Type.String({ description: 'The submissionId or document sessionId the event is about' })),
  url: Type.String(),
  status: Type.Enum(['pending', 'delivered', 'failed']),
  attemptCount: Type.Integer(),
  lastStatusCode: nullable(Type.Integer()),
  lastError: nullable(Type.String()),
  createdAt: Type.String(),
  deliveredAt: nullable(Type.String()),
});

export const WebhookSettingsSchema = Type.Object({
  ...settings,
  deliveries: Type.Object({
    last24Hours: Type.Object({ pending: Type.Integer(), delivered: Type.Integer(), failed: Type.Integer() }),
    latest: nullable(DeliverySummarySchema),
  }),
});
export type WebhookSettings = Static<typeof WebhookSettingsSchema>;

export const RotatedSecretSchema = Type.Object({ webhookSecret: Type.String(), previousSecretValidUntil: nullable(Type.String()), message: Type.String() });
export type RotatedSecret = Static<typeof RotatedSecretSchema>;

export const DeliveryListQuerySchema = Type.Object(
  {
    subjectId: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(Type.Enum(['pending', 'delivered', 'failed'])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    before: Type.Optional(Type.String({ maxLength: 64, description: 'deliveryId of the last row of the previous page' })),
  },
  { additionalProperties: false },
);
export type DeliveryListQuery = Static<typeof DeliveryListQuerySchema>;

export const DeliveryListSchema = Type.Object({ deliveries: Type.Array(DeliverySummarySchema), nextBefore: nullable(Type.String()) });
export type DeliveryList = Static<typeof DeliveryListSchema>;

export const DeliveryDetailSchema = Type.Object({
  ...DeliverySummarySchema.properties,
  body: Type.String({ description: 'The exact body bytes sent' }),
  attempts: Type.Array(
    Type.Object({
      attemptNumber: Type.Integer(),
      startedAt: Type.String(),
      latencyMs: Type.Integer(),
      statusCode: nullable(Type.Integer()),
      error: nullable(Type.String()),
      responseSnippet: nullable(Type.String({ description: 'First KiB of the response body' })),
    }),
  ),
});
export type DeliveryDetail = Static<typeof DeliveryDetailSchema>;

export const DeliveryQueuedSchema = Type.Object({ deliveryId: Type.String(), eventId: Type.String() });
export type DeliveryQueued = Static<typeof DeliveryQueuedSchema>;
export const EmptySchema = Type.Object({});
