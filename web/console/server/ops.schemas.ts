import { Type, type Static } from 'typebox';
import { serviceCodes } from '../../../src/platform/institutions/index.js';
import { idTypes } from '../../../src/platform/sandbox-identities/index.js';
import { submissionStatuses } from '../../../src/services/credit-registry/index.js';
import { documentTypes } from '../../../src/services/document-trust/index.js';

/* Query strings and form bodies of the overview, wallet, ledger, credit registry and health pages. */

const csrfToken = Type.Optional(Type.String({ maxLength: 128, description: 'The session CSRF token from the page' }));
const institutionId = Type.String({ pattern: '^inst_[0-9A-Z]{26}$', maxLength: 31 });
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** Empty strings are what an untouched filter field submits: treated as "any". */
const orEmpty = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));

export const OverviewQuery = Type.Object({ days: Type.Optional(Type.Union([Type.Literal('14'), Type.Literal('30')])) }, { additionalProperties: false });

export const LedgerQuery = Type.Object(
  {
    institutionId: orEmpty(institutionId),
    serviceCode: Type.Optional(Type.Union([Type.Enum(serviceCodes), Type.Literal('')])),
    kind: Type.Optional(Type.Union([Type.Literal('charge'), Type.Literal('credit'), Type.Literal('')])),
    from: orEmpty(day),
    to: orEmpty(day),
    before: Type.Optional(Type.String({ pattern: '^\\d{1,15}$', maxLength: 15, description: 'The last sequence of the previous page' })),
  },
  { additionalProperties: false },
);
export type LedgerQuery = Static<typeof LedgerQuery>;
/** The wallet page also takes a fixed notice key after a redirect. */
export const WalletQuery = Type.Object({ ...LedgerQuery.properties, notice: Type.Optional(Type.Enum(['credited', 'replayed', 'service', 'subscription-set', 'subscription-ended'])) }, { additionalProperties: false });

export const CreditWalletForm = Type.Object(
  { csrfToken, amountNaira: Type.String({ maxLength: 16 }), reference: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export const SubscriptionForm = Type.Object({ csrfToken, activeThrough: Type.String({ maxLength: 10 }) }, { additionalProperties: false });
export const ServiceParams = Type.Object({ institutionId, code: Type.Enum(serviceCodes) });
export const ServiceForm = Type.Object(
  { csrfToken, priceKobo: Type.String({ pattern: '^\\d{1,10}$', maxLength: 10 }), enabled: Type.Union([Type.Literal('true'), Type.Literal('false')]) },
  { additionalProperties: false },
);

export const CreditQuery = Type.Object(
  {
    status: Type.Optional(Type.Union([Type.Enum(submissionStatuses), Type.Literal('')])),
    accountNumber: orEmpty(Type.String({ minLength: 1, maxLength: 64 })),
    uploadId: orEmpty(Type.String({ pattern: '^upl_[0-9A-Z]{26}$', maxLength: 30 })),
    from: orEmpty(day),
    to: orEmpty(day),
    before: Type.Optional(Type.String({ pattern: '^sub_[0-9A-Z]{26}$', maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type CreditQuery = Static<typeof CreditQuery>;
export const SubmissionParams = Type.Object({ institutionId, submissionId: Type.String({ pattern: '^sub_[0-9A-Z]{26}$', maxLength: 30 }) });
export const SubmissionQuery = Type.Object({ notice: Type.Optional(Type.Enum(['resent'])) }, { additionalProperties: false });
/** The correction form: its report fields come as `col:NAME` (a bulk CSV column name), in the page's order. */
export const CorrectionForm = Type.Object(
  { csrfToken, mode: Type.Union([Type.Literal('check'), Type.Literal('submit')]) },
  { additionalProperties: Type.String({ maxLength: 1000 }), maxProperties: 300 },
);

const isoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
export const AuthorityRecordForm = Type.Object(
  {
    csrfToken,
    docType: Type.Enum(documentTypes),
    documentNumber: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9 -]+$' }),
    surname: Type.String({ minLength: 1, maxLength: 100 }),
    givenNames: Type.String({ minLength: 1, maxLength: 200 }),
    dateOfBirth: isoDay,
    sex: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('M'), Type.Literal('F')])),
    expiryDate: Type.Optional(Type.Union([isoDay, Type.Literal('')])),
    simulateUnavailable: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);
export const SandboxQuery = Type.Object({ notice: Type.Optional(Type.Enum(['identity', 'record', 'identity-deleted', 'record-deleted'])) }, { additionalProperties: false });
/** A sandbox delete: without `confirm=yes` only the confirmation page is shown. */
const confirm = Type.Optional(Type.Literal('yes'));
export const DeleteIdentityForm = Type.Object({ csrfToken, idType: Type.Enum(idTypes), idNumber: Type.String({ minLength: 1, maxLength: 20 }), confirm }, { additionalProperties: false });
export const DeleteAuthorityRecordForm = Type.Object({ csrfToken, docType: Type.Enum(documentTypes), documentNumber: Type.String({ minLength: 1, maxLength: 40 }), confirm }, { additionalProperties: false });
