import { Type, type Static } from 'typebox';
import { boundedText, dateTimeText, idText } from '../../core/http/index.js';
import { DecisionSchema, documentTypes } from './document-trust.schemas.js';
import { ReviewStatusSchema } from './review.schemas.js';

/* An institution's document trust sessions, newest first: the console's list (no public route yet). */

export const SessionListQuerySchema = Type.Object(
  {
    decision: Type.Optional(DecisionSchema),
    docType: Type.Optional(Type.Enum([...documentTypes, 'unknown'], { description: 'The detected document type' })),
    from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Processed at or after (UTC date-time)' })),
    to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Processed before (UTC date-time)' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    cursor: Type.Optional(Type.String({ pattern: '^doc_[0-9A-Z]{26}$', maxLength: 30, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);
export type SessionListQuery = Static<typeof SessionListQuerySchema>;

export const SessionSummarySchema = Type.Object({
  sessionId: idText('document'),
  decision: DecisionSchema,
  docTypeDetected: boundedText('code'),
  customerReference: boundedText('callerReference'),
  processedAt: dateTimeText(),
  reviewStatus: Type.Union([ReviewStatusSchema, Type.Null()], { description: 'null when the machine decision was not REVIEW' }),
  evidencePurged: Type.Boolean(),
});
export type SessionSummary = Static<typeof SessionSummarySchema>;

export const SessionListSchema = Type.Object({
  sessions: Type.Array(SessionSummarySchema),
  nextCursor: Type.Union([idText('document'), Type.Null()]),
});
export type SessionList = Static<typeof SessionListSchema>;

export const imageSides = ['front', 'back'] as const;
export type ImageSide = (typeof imageSides)[number];
