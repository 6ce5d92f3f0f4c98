import { Type, type Static } from 'typebox';

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
  code: Type.String({ description: 'e.g. DOC_CLASSIFICATION, MRZ_CHECK_DIGITS, DOCUMENT_EXPIRY, AUTHORITY_RECORD_FOUND' }),
  category: Type.String({ description: 'classification, format, mrz, expiry, consistency, imageQuality, authorityReconcile' }),
  status: CheckStatusSchema,
  message: Type.String(),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
});
export type Check = Static<typeof CheckSchema>;

/** Extracted and authority-held values: text only; dates in DD-MM-YYYY. */
const TextFields = Type.Record(Type.String(), Type.String());

export const SessionDataSchema = Type.Object({
  sessionId: Type.String(),
  customerReference: Type.String({ description: 'Echo of the form field; empty when none was sent.' }),
  decision: DecisionSchema,
  trustScore: Type.Number({ minimum: 0, maximum: 1 }),
  mode: Type.Literal('trust'),
  docTypeRequested: RequestedDocTypeSchema,
  docTypeDetected: Type.Enum([...documentTypes, 'unknown']),
  processedAtUtc: Type.String({ format: 'date-time' }),
  processingDurationMs: Type.Integer({ minimum: 0 }),
  summary: Type.Object({
    headline: Type.String(),
    checksPassed: Type.Integer({ minimum: 0 }),
    checksFailed: Type.Integer({ minimum: 0 }),
    checksReview: Type.Integer({ minimum: 0 }),
    checksSkipped: Type.Integer({ minimum: 0 }),
  }),
  checks: Type.Array(CheckSchema),
  extractedData: Type.Object({ documentType: Type.String(), fields: TextFields }),
  authorityData: Type.Object({ source: Type.String(), recordFound: Type.Boolean(), fields: TextFields }),
  audit: Type.Object({
    auditRef: Type.String(),
    evidenceRetentionUntilUtc: Type.String({ format: 'date-time' }),
    documentImageHash: Type.String({ description: '"sha256:" + hex of the uploaded front image bytes' }),
    documentImagePath: Type.String({ description: 'Blob storage key of the stored front image' }),
  }),
});
export type SessionData = Static<typeof SessionDataSchema>;

export const SessionParamsSchema = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 64 }) });

/** The form fields, for the OpenAPI document (the multipart reader enforces them). */
export const TrustFormSchema = Type.Object({
  documentImage: Type.String({ format: 'binary', description: 'Front of the document: JPEG, PNG or WebP.' }),
  documentImageBack: Type.Optional(Type.String({ format: 'binary', description: 'Back; stored for audit only.' })),
  docType: Type.Optional(RequestedDocTypeSchema),
  customerReference: Type.Optional(Type.String({ maxLength: 128 })),
});

const isoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD' });

export const AuthorityRecordFieldsSchema = Type.Object(
  {
    surname: Type.String({ minLength: 1, maxLength: 100 }),
    givenNames: Type.String({ minLength: 1, maxLength: 200 }),
    dateOfBirth: isoDate,
    sex: Type.Optional(Type.Enum(['M', 'F'])),
    expiryDate: Type.Optional(isoDate),
  },
  { additionalProperties: Type.String({ maxLength: 200 }) },
);

export const AuthorityRecordBodySchema = Type.Object(
  {
    docType: DocTypeSchema,
    documentNumber: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9 -]+$' }),
    fields: AuthorityRecordFieldsSchema,
    simulateUnavailable: Type.Optional(Type.Boolean({ description: 'The sandbox answers lookups of this number as "authority unavailable".' })),
  },
  { additionalProperties: false },
);
export type AuthorityRecordBody = Static<typeof AuthorityRecordBodySchema>;

export const AuthorityRecordSchema = Type.Object({
  docType: DocTypeSchema,
  documentNumber: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
  simulateUnavailable: Type.Boolean(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type AuthorityRecord = Static<typeof AuthorityRecordSchema>;

export const AuthorityRecordListSchema = Type.Object({ records: Type.Array(AuthorityRecordSchema) });
export const AuthorityRecordParamsSchema = Type.Object({ docType: DocTypeSchema, documentNumber: Type.String({ minLength: 1, maxLength: 32 }) });
export const EmptySchema = Type.Object({});
