import { Type, type Static, type TSchema } from 'typebox';
import { approveReasonCodes, noteMaxLength, rejectReasonCodes } from '../../../src/services/document-trust/index.js';

/* Form bodies and query strings of the review queue, document and webhook pages. */

const csrfToken = Type.Optional(Type.String({ maxLength: 128, description: 'The session CSRF token from the page' }));
const institutionId = Type.String({ pattern: '^inst_[0-9A-Z]{26}$', maxLength: 31 });
const sessionId = Type.String({ pattern: '^doc_[0-9A-Z]{26}$', maxLength: 30 });
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** Empty strings are what an untouched filter field submits: treated as "any". */
const orEmpty = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));
const docType = Type.Enum(['passport', 'drivers_license', 'voters_card', 'nin_slip', 'unknown']);

export const InstitutionPageParams = Type.Object({ institutionId });
export const SessionPageParams = Type.Object({ institutionId, sessionId });
export const ImageParams = Type.Object({ institutionId, sessionId, side: Type.Enum(['front', 'back']) });
export const DeliveryPageParams = Type.Object({ institutionId, deliveryId: Type.String({ pattern: '^dlv_[0-9A-Z]{26}$', maxLength: 30 }) });

export const ReviewQueueQuery = Type.Object(
  {
    status: Type.Optional(Type.Enum(['waiting', 'claimed', 'decided', 'any'])),
    docType: orEmpty(docType),
    from: orEmpty(day),
    to: orEmpty(day),
    cursor: Type.Optional(sessionId),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    notice: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type ReviewQueueQuery = Static<typeof ReviewQueueQuery>;

export const DocumentsQuery = Type.Object(
  {
    decision: orEmpty(Type.Enum(['PASS', 'REVIEW', 'FAIL'])),
    docType: orEmpty(docType),
    from: orEmpty(day),
    to: orEmpty(day),
    cursor: Type.Optional(sessionId),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  },
  { additionalProperties: false },
);
export type DocumentsQuery = Static<typeof DocumentsQuery>;

export const NoticeQuery = Type.Object({ notice: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: false });
export const DeliveriesQuery = Type.Object({ before: Type.Optional(Type.String({ pattern: '^dlv_[0-9A-Z]{26}$', maxLength: 30 })), notice: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: false });

export const ReviewCsrfForm = Type.Object({ csrfToken }, { additionalProperties: false });
export const DecisionForm = Type.Object(
  { csrfToken, decision: Type.Enum(['Approve', 'Reject']), reasonCode: Type.Enum([...new Set([...approveReasonCodes, ...rejectReasonCodes])]), note: Type.Optional(Type.String({ maxLength: noteMaxLength })) },
  { additionalProperties: false },
);
export const WebhookUrlForm = Type.Object({ csrfToken, url: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });
