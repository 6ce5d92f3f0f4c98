import { Type, type Static, type TSchema } from 'typebox';
import { boundedText, dateTimeText, idText } from '../../core/http/index.js';

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
  institutionId: idText('institution'),
  url: boundedText('url'),
  previousSecretValidUntil: nullable(dateTimeText({ description: 'End of a rotation overlap: the replaced secret signs too until then' })),
  createdAt: dateTimeText(),
  updatedAt: dateTimeText(),
};

export const WebhookSetSchema = Type.Object({
  ...settings,
  webhookSecret: nullable(boundedText('issuedSecret', { description: 'Only when the webhook is first set: shown once' })),
  message: boundedText('message'),
});
export type WebhookSet = Static<typeof WebhookSetSchema>;

const DeliverySummarySchema = Type.Object({
  deliveryId: idText('delivery'),
  eventId: idText('event', { description: 'Sent as webhook-id; the same for every retry and redelivery of the event' }),
  event: boundedText('code'),
  subjectId: nullable(idText(['submission', 'document'], { description: 'The submissionId or document sessionId the event is about' })),
  url: boundedText('url'),
  status: Type.Enum(['pending', 'delivered', 'failed']),
  attemptCount: Type.Integer(),
  lastStatusCode: nullable(Type.Integer()),
  lastError: nullable(boundedText('message')),
  createdAt: dateTimeText(),
  deliveredAt: nullable(dateTimeText()),
});

export const WebhookSettingsSchema = Type.Object({
  ...settings,
  deliveries: Type.Object({
    last24Hours: Type.Object({ pending: Type.Integer(), delivered: Type.Integer(), failed: Type.Integer() }),
    latest: nullable(DeliverySummarySchema),
  }),
});
export type WebhookSettings = Static<typeof WebhookSettingsSchema>;

export const RotatedSecretSchema = Type.Object({ webhookSecret: boundedText('issuedSecret'), previousSecretValidUntil: nullable(dateTimeText()), message: boundedText('message') });
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

export const DeliveryListSchema = Type.Object({ deliveries: Type.Array(DeliverySummarySchema), nextBefore: nullable(idText('delivery')) });
export type DeliveryList = Static<typeof DeliveryListSchema>;

/**
 * The largest event body queued for an institution, in UTF-8 bytes (so in characters too): the
 * event and its subject are a few KiB, and a larger one is queued without its largest fields
 * (docs/decisions.md, "An institution event larger than 1 MiB").
 */
export const maxInstitutionEventBytes = 1024 * 1024;

export const DeliveryDetailSchema = Type.Object({
  ...DeliverySummarySchema.properties,
  body: Type.String({ maxLength: maxInstitutionEventBytes, description: 'The exact body bytes sent: the event and its subject, a few KiB; omittedFields names any field left out to keep it within 1 MiB' }),
  attempts: Type.Array(
    Type.Object({
      attemptNumber: Type.Integer(),
      startedAt: dateTimeText(),
      latencyMs: Type.Integer(),
      statusCode: nullable(Type.Integer()),
      error: nullable(boundedText('message')),
      responseSnippet: nullable(boundedText('responseSnippet', { description: 'First KiB of the response body' })),
    }),
  ),
});
export type DeliveryDetail = Static<typeof DeliveryDetailSchema>;

export const DeliveryQueuedSchema = Type.Object({ deliveryId: idText('delivery'), eventId: idText('event') });
export type DeliveryQueued = Static<typeof DeliveryQueuedSchema>;
export const EmptySchema = Type.Object({});
