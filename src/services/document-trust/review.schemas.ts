import { Type, type Static, type TSchema } from 'typebox';
import { boundedText, dateTimeText, idText } from '../../core/http/index.js';
import { documentTypes, SessionDataSchema } from './document-trust.schemas.js';

/*
 * The manual review queue (an extension of the spec: docs/document-trust.md, "Manual review").
 * Reason codes are a closed list per decision, so a lender's reports can count them.
 */

export const approveReasonCodes = [
  /** The reviewer compared the image with the extracted and authority fields and found them consistent. */
  'VERIFIED_ON_INSPECTION',
  /** The authority could not be reached by the machine; the reviewer confirmed the record another way. */
  'AUTHORITY_CONFIRMED_MANUALLY',
  /** A field the machine could not read (blur, glare, framing) is legible to a person. */
  'READABLE_ON_INSPECTION',
  /** A difference the machine flagged is explained (transliteration, a middle name, a known format). */
  'DIFFERENCE_EXPLAINED',
  /** The document is close to expiry but valid for the purpose. */
  'EXPIRY_ACCEPTED',
  /** Anything else; a note saying why is required. */
  'OTHER',
] as const;

export const rejectReasonCodes = [
  /** Signs of tampering, a forged template, or a picture of a screen or print. */
  'SUSPECTED_FORGERY',
  /** Extracted and authority fields disagree in a way that is not explained. */
  'DATA_MISMATCH',
  /** The authority holds no record for the document number. */
  'NO_AUTHORITY_RECORD',
  /** The document has expired or expires too soon for the purpose. */
  'DOCUMENT_EXPIRED',
  /** Not readable by a person either: the customer should send a better image. */
  'IMAGE_UNUSABLE',
  /** Not the document type asked for, or not an identity document at all. */
  'WRONG_DOCUMENT',
  /** Anything else; a note saying why is required. */
  'OTHER',
] as const;

export const reviewReasonCodes = { Approve: approveReasonCodes, Reject: rejectReasonCodes } as const;
export const allReasonCodes = [...new Set([...approveReasonCodes, ...rejectReasonCodes])];

export const noteMaxLength = 1000;

export const ReviewStatusSchema = Type.Enum(['waiting', 'claimed', 'decided']);
export type ReviewStatus = Static<typeof ReviewStatusSchema>;
export const ReviewDecisionSchema = Type.Enum(['Approve', 'Reject']);
export type ReviewDecision = Static<typeof ReviewDecisionSchema>;
export const ReviewerKindSchema = Type.Enum(['api_key', 'user'], { description: 'api_key: an institution API key (keyId); user: a console user' });
export type ReviewerKind = Static<typeof ReviewerKindSchema>;

/** Who acts on the queue: an API key today, a console user later. */
export interface Reviewer {
  kind: ReviewerKind;
  id: string;
}

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The `review` member of GET /document/trust/{sessionId} (absent when the machine decision was not REVIEW). */
export const ReviewSchema = Type.Object({
  status: ReviewStatusSchema,
  decision: nullable(ReviewDecisionSchema),
  reasonCode: nullable(boundedText('code')),
  note: nullable(Type.String({ maxLength: noteMaxLength })),
  reviewerId: nullable(boundedText('code', { description: 'Who claimed or decided: the API key id (key_...) or, later, a console user id' })),
  reviewerKind: nullable(ReviewerKindSchema),
  decidedAt: nullable(dateTimeText()),
});
export type Review = Static<typeof ReviewSchema>;

export const ReviewItemSchema = Type.Object({
  sessionId: idText('document'),
  docType: boundedText('code'),
  machineDecision: Type.Literal('REVIEW'),
  enteredAt: dateTimeText({ description: 'When the session was recorded (queue order: oldest first)' }),
  claimedAt: nullable(dateTimeText()),
  review: ReviewSchema,
});
export type ReviewItem = Static<typeof ReviewItemSchema>;

export const ReviewListQuerySchema = Type.Object(
  {
    status: Type.Optional(ReviewStatusSchema),
    docType: Type.Optional(Type.Enum([...documentTypes, 'unknown'])),
    from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Entered at or after (UTC date-time)' })),
    to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'Entered before (UTC date-time)' })),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    cursor: Type.Optional(Type.String({ pattern: '^doc_[0-9A-Z]{26}$', maxLength: 30, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);
export type ReviewListQuery = Static<typeof ReviewListQuerySchema>;

export const ReviewListSchema = Type.Object({
  reviews: Type.Array(ReviewItemSchema),
  nextCursor: nullable(idText('document', { description: 'Pass as cursor for the next page; null on the last page' })),
});
export type ReviewList = Static<typeof ReviewListSchema>;

export const ReviewParamsSchema = Type.Object({ sessionId: Type.String({ pattern: '^doc_[0-9A-Z]{26}$', maxLength: 30 }) });

export const ReleaseQuerySchema = Type.Object(
  { force: Type.Optional(Type.Boolean({ description: "Release another reviewer's claim too (an abandoned one)" })) },
  { additionalProperties: false },
);

export const DecideBodySchema = Type.Object(
  {
    decision: ReviewDecisionSchema,
    reasonCode: Type.Enum(allReasonCodes, { description: `Approve: ${approveReasonCodes.join(', ')}. Reject: ${rejectReasonCodes.join(', ')}.` }),
    note: Type.Optional(Type.String({ maxLength: noteMaxLength, description: 'Free text (line breaks allowed); required with reasonCode OTHER' })),
  },
  { additionalProperties: false, examples: [{ decision: 'Approve', reasonCode: 'READABLE_ON_INSPECTION', note: 'Date of birth legible under zoom.' }] },
);
export type DecideBody = Static<typeof DecideBodySchema>;

export const DecidedSchema = Type.Object({
  ...ReviewItemSchema.properties,
  replayed: Type.Boolean({ description: 'True when this exact decision was already recorded: nothing changed and no second webhook was sent' }),
});
export type Decided = Static<typeof DecidedSchema>;

export const ReviewFiguresSchema = Type.Object({
  waiting: Type.Integer({ minimum: 0, description: 'Not yet decided and not claimed' }),
  claimed: Type.Integer({ minimum: 0, description: 'Claimed, not yet decided' }),
  oldestWaitingSeconds: nullable(Type.Integer({ minimum: 0, description: 'Age of the oldest undecided review; null when none' })),
  decidedToday: Type.Integer({ minimum: 0, description: 'Decided since 00:00 UTC today' }),
});
export type ReviewFigures = Static<typeof ReviewFiguresSchema>;

/** GET /document/trust/{sessionId}: the stored result as first returned, plus `review` for a session that went to review. */
export const SessionWithReviewSchema = Type.Object({
  ...SessionDataSchema.properties,
  review: Type.Optional(ReviewSchema),
});
export type SessionWithReview = Static<typeof SessionWithReviewSchema>;
