import { Type, type Static } from 'typebox';
import { textMaxLength } from '../../core/field-limits.js';
import { boundedText, dateTimeText, idText } from '../../core/http/index.js';

export const documentTypes = ['passport', 'drivers_license', 'voters_card', 'nin_slip'] as const;
export const DocTypeSchema = Type.Enum([...documentTypes]);
export type DocType = Static<typeof DocTypeSchema>;

export const requestedDocTypes = ['auto', ...documentTypes] as const;
export const RequestedDocTypeSchema = Type.Enum([...requestedDocTypes]);
export type RequestedDocType = Static<typeof RequestedDocTypeSchema>;

export const DecisionSchema = Type.Enum(['PASS', 'REVIEW', 'FAIL']);
export type Decision = Static<typeof DecisionSchema>;

export const CheckStatusSchema = Type.Enum(['pass', 'fail', 'review', 'skipped']);
export type CheckStatus = Static<typeof CheckStatusSchema>;

export const CheckSchema = Type.Object({
  code: boundedText('code', { description: 'e.g. DOC_CLASSIFICATION, MRZ_CHECK_DIGITS, DOCUMENT_EXPIRY, AUTHORITY_RECORD_FOUND' }),
  category: boundedText('code', { description: 'classification, format, mrz, expiry, consistency, imageQuality, authorityReconcile' }),
  status: CheckStatusSchema,
  message: boundedText('message'),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
});
export type Check = Static<typeof CheckSchema>;

/** Extracted and authority-held values: text only; dates in DD-MM-YYYY. */
const TextFields = Type.Record(Type.String(), boundedText('documentField'));

export const SessionDataSchema = Type.Object({
  sessionId: idText('document'),
  customerReference: boundedText('callerReference', { description: 'Echo of the form field; empty when none was sent.' }),
  decision: DecisionSchema,
  trustScore: Type.Number({ minimum: 0, maximum: 1 }),
  mode: Type.Literal('trust'),
  docTypeRequested: RequestedDocTypeSchema,
  docTypeDetected: Type.Enum([...documentTypes, 'unknown']),
  processedAtUtc: dateTimeText(),
  processingDurationMs: Type.Integer({ minimum: 0 }),
  summary: Type.Object({
    headline: boundedText('message'),
    checksPassed: Type.Integer({ minimum: 0 }),
    checksFailed: Type.Integer({ minimum: 0 }),
    checksReview: Type.Integer({ minimum: 0 }),
    checksSkipped: Type.Integer({ minimum: 0 }),
  }),
  checks: Type.Array(CheckSchema),
  extractedData: Type.Object({ documentType: boundedText('code'), fields: TextFields }),
  authorityData: Type.Object({ source: boundedText('code'), recordFound: Type.Boolean(), fields: TextFields }),
  audit: Type.Object({
    auditRef: idText('audit'),
    evidenceRetentionUntilUtc: dateTimeText(),
    documentImageHash: Type.String({ maxLength: 71, description: '"sha256:" + hex of the uploaded front image bytes' }),
    documentImagePath: boundedText('blobKey', { description: 'Blob storage key of the stored front image' }),
  }),
});
export type SessionData = Static<typeof SessionDataSchema>;

export const SessionParamsSchema = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 64 }) });

/** The form fields, for the OpenAPI document (the multipart reader enforces them). */
export const TrustFormSchema = Type.Object({
  documentImage: Type.String({ format: 'binary', description: 'Front of the document: JPEG, PNG or WebP.' }),
  documentImageBack: Type.Optional(Type.String({ format: 'binary', description: 'Back; stored for audit only.' })),
  docType: Type.Optional(RequestedDocTypeSchema),
  customerReference: Type.Optional(boundedText('callerReference')),
});

const isoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: textMaxLength.date, description: 'YYYY-MM-DD' });

export const AuthorityRecordFieldsSchema = Type.Object(
  {
    surname: boundedText('personName', { minLength: 1 }),
    givenNames: Type.String({ minLength: 1, maxLength: 200 }),
    dateOfBirth: isoDate,
    sex: Type.Optional(Type.Enum(['M', 'F'])),
    expiryDate: Type.Optional(isoDate),
  },
  { additionalProperties: boundedText('documentField') },
);

export const AuthorityRecordBodySchema = Type.Object(
  {
    docType: DocTypeSchema,
    documentNumber: boundedText('registryNumber', { minLength: 1, pattern: '^[A-Za-z0-9 -]+$' }),
    fields: AuthorityRecordFieldsSchema,
    simulateUnavailable: Type.Optional(Type.Boolean({ description: 'The sandbox answers lookups of this number as "authority unavailable".' })),
  },
  { additionalProperties: false },
);
export type AuthorityRecordBody = Static<typeof AuthorityRecordBodySchema>;

export const AuthorityRecordSchema = Type.Object({
  docType: DocTypeSchema,
  documentNumber: boundedText('registryNumber'),
  fields: TextFields,
  simulateUnavailable: Type.Boolean(),
  updatedAt: dateTimeText(),
});
export type AuthorityRecord = Static<typeof AuthorityRecordSchema>;

export const AuthorityRecordListSchema = Type.Object({ records: Type.Array(AuthorityRecordSchema) });
export const AuthorityRecordParamsSchema = Type.Object({ docType: DocTypeSchema, documentNumber: boundedText('registryNumber', { minLength: 1 }) });
export const EmptySchema = Type.Object({});
