import { Type, type Static, type TSchema } from 'typebox';
import { allowedValues, type CatalogField } from './catalog.js';
import { boundedText, ErrorDetailSchema, idText } from '../../core/http/index.js';
import { creditFieldLimit, creditFieldMaxLength } from './field-limits.js';

/*
 * TypeBox schemas for the OpenAPI docs. validation.ts is the authority on what a report may contain:
 * it also trims strings, ignores phone separators, applies defaults and explains every problem at
 * once, which ajv cannot, so these schemas document the canonical shape and should not gate the
 * report routes. A unit test checks that each example passes the validator and that the property
 * and required lists equal the validator's field tables, so the two cannot drift.
 */

const catalogUsages = ['Both', 'Business', 'Individual'] as const;
export const processingStatuses = ['Queued', 'Success', 'Failed'] as const;

export type CatalogUsage = (typeof catalogUsages)[number];
export type ProcessingStatus = (typeof processingStatuses)[number];

const objectOptions = { additionalProperties: false } as const;

/**
 * Publishes each text field's limit (field-limits.ts) as its maxLength, on the string schema or the
 * string branch of a union, so /openapi.json states what validation.ts enforces.
 */
function withLimits<P extends Record<string, TSchema>>(properties: P): P {
  for (const [name, schema] of Object.entries(properties)) {
    const limit = creditFieldLimit(name);
    if (limit === undefined) continue;
    const node = schema as unknown as { type?: string; anyOf?: { type?: string; maxLength?: number }[]; maxLength?: number };
    if (node.type === 'string') node.maxLength = limit;
    for (const branch of node.anyOf ?? []) if (branch.type === 'string') branch.maxLength = limit;
  }
  return properties;
}

function catalogString(field: CatalogField, description: string) {
  return Type.String({
    enum: [...allowedValues(field)],
    description: `${description} Catalog group \`${field}\`; exact, case-sensitive apiValue (aliases accepted).`,
  });
}

function text(description: string) {
  return Type.String({ minLength: 1, description });
}

function optionalText(description: string) {
  return Type.Optional(Type.String({ description }));
}

const isoDate = (description: string) => Type.String({ format: 'date', description: `${description} ISO date YYYY-MM-DD that exists.` });

const amount = (description: string) => Type.Number({ minimum: 0, description: `${description} Finite, non-negative number.` });

const bvn = Type.String({
  pattern: '^[0-9]{11}$',
  description: 'Bank Verification Number: exactly 11 digits, sent as a JSON string so leading zeros survive.',
  examples: ['22212345678'],
});

const phone = Type.String({
  description:
    'Nigerian phone number: 0 followed by 10 digits, or +234 followed by 10 digits; spaces and dashes between digits are ignored. Stored as E.164 (+234XXXXXXXXXX).',
  examples: ['08031234567', '+2348031234567'],
});

const personProperties = withLimits({
  customerNumber: optionalText("The institution's customer identifier. Defaults to bvn when omitted or empty."),
  bvn,
  firstName: text('First name.'),
  middleName: optionalText('Middle name; empty string when none (the default).'),
  lastName: text('Last name (surname).'),
  dateOfBirth: isoDate('Date of birth, strictly before today.'),
  gender: catalogString('gender', 'Gender.'),
  phone,
  email: Type.String({ format: 'email', description: 'Email address: one @, no spaces, a dot in the domain.' }),
  addressLine1: text('Street address.'),
  addressLine2: optionalText('Second address line.'),
  city: text('City or town.'),
  state: text('State, e.g. Lagos.'),
  country: optionalText('Country. Defaults to Nigeria when omitted or empty.'),
});

export const guarantorExample = {
  bvn: '22298765432',
  firstName: 'Ngozi',
  middleName: '',
  lastName: 'Eze',
  dateOfBirth: '1979-11-02',
  gender: 'Female',
  phone: '0802 555 0199',
  email: 'ngozi.eze@gmail.com',
  addressLine1: '4 Ogui Road',
  city: 'Enugu',
  state: 'Enugu',
};

export const GuarantorSchema = Type.Object(personProperties, {
  ...objectOptions,
  description: 'A natural person who guarantees the loan (both report types).',
  examples: [guarantorExample],
});

export const corporateOfficerExample = {
  firstName: 'Chukwuemeka',
  lastName: 'Okafor',
  role: 'Director',
  bvn: '22211122233',
  dateOfBirth: '1975-04-18',
  gender: 'Male',
  phone: '+234 803 111 2233',
  email: 'emeka@okaforfoods.com.ng',
  addressLine1: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  nationalId: '12345678901',
};

export const CorporateOfficerSchema = Type.Object(
  withLimits({
    ...personProperties,
    customerNumber: optionalText("The institution's identifier for the officer; the officer identifier defaults to bvn when omitted or empty."),
    role: catalogString('role', 'Role in the company.'),
    nationalId: optionalText('National Identification Number (NIN) or other national ID.'),
  }),
  { ...objectOptions, description: 'A director, owner or officer of the business borrower.', examples: [corporateOfficerExample] },
);

const facilityProperties = withLimits({
  accountNumber: text('Loan/account identifier, unique per loan at the institution; a new report for the same accountNumber updates that loan.'),
  principal: amount('Amount originally lent.'),
  outstandingBalance: amount('Balance still owed at balanceDate.'),
  minimumInstallment: amount('Minimum instalment due per repayment period.'),
  daysInArrears: Type.Integer({ minimum: 0, description: 'Days the account is past due; mapped to the delinquency band (catalog group daysInArrears).' }),
  accountStatusDate: isoDate('Date the account status was last determined.'),
  dateOpened: isoDate('Date the facility was opened; not after maturityDate nor balanceDate.'),
  balanceDate: isoDate('Date outstandingBalance refers to.'),
  maturityDate: isoDate('Date the facility is due to be fully repaid.'),
  currency: catalogString('currency', 'Currency of the amounts.'),
  accountType: catalogString('accountType', 'Type of facility.'),
  purpose: text('Purpose of the loan.'),
  term: Type.Union([Type.String({ minLength: 1 }), Type.Number({ minimum: 0 })], {
    description: 'Free-text term, e.g. "12 months"; a non-negative number is accepted and stored as its string form.',
  }),
  repaymentFrequency: catalogString('repaymentFrequency', 'How often repayments fall due.'),
  interestRate: Type.Number({ minimum: 0, description: 'Interest rate; finite, non-negative number.' }),
  interestType: catalogString('interestType', 'Whether the rate is fixed or variable.'),
  branchName: text('Branch that manages the facility.'),
  branchAddress: text('Address of that branch.'),
  reference: optionalText('Client reference, echoed for support.'),
});

export const individualReportExample = {
  accountNumber: 'LN-2023-000481',
  bvn: '22212345678',
  firstName: 'Adaeze',
  middleName: 'Chioma',
  lastName: 'Okonkwo',
  dateOfBirth: '1988-03-14',
  gender: 'Female',
  phone: '08031234567',
  email: 'adaeze.okonkwo@gmail.com',
  addressLine1: '15 Awolowo Road',
  addressLine2: 'Ikoyi',
  city: 'Lagos',
  state: 'Lagos',
  principal: 500000,
  outstandingBalance: 320000.5,
  minimumInstallment: 45000,
  daysInArrears: 45,
  accountStatusDate: '2024-05-31',
  dateOpened: '2023-06-01',
  balanceDate: '2024-05-31',
  maturityDate: '2024-06-01',
  currency: 'NGN',
  accountType: 'PersonalLoan',
  purpose: 'Household appliances',
  term: '12 months',
  repaymentFrequency: 'Monthly',
  interestRate: 24.5,
  interestType: 'Fixed',
  branchName: 'Ikoyi Branch',
  branchAddress: '2 Kingsway Road, Ikoyi, Lagos',
  reference: 'CR-REF-0001',
  guarantors: [guarantorExample],
};

export const IndividualReportBodySchema = Type.Object(
  {
    ...facilityProperties,
    ...personProperties,
    guarantors: Type.Optional(Type.Array(GuarantorSchema, { description: 'Guarantors of the loan; may be empty.' })),
  },
  {
    ...objectOptions,
    description: 'A delinquent loan whose borrower is a person. Unknown fields are rejected.',
    examples: [individualReportExample],
  },
);

export const businessReportExample = {
  accountNumber: 'CL-2022-009113',
  rcNumber: 'RC1234567',
  businessName: 'Okafor Foods Limited',
  businessType: 'LimitedLiabilityCompany',
  phone: '+2348091234567',
  email: 'accounts@okaforfoods.com.ng',
  addressLine1: '7 Creek Road',
  city: 'Apapa',
  state: 'Lagos',
  country: 'Nigeria',
  principal: 25000000,
  outstandingBalance: 18250000,
  minimumInstallment: 1250000,
  daysInArrears: 120,
  accountStatusDate: '2024-05-31',
  dateOpened: '2022-09-15',
  balanceDate: '2024-05-31',
  maturityDate: '2025-09-15',
  currency: 'NGN',
  accountType: 'SMELoan',
  purpose: 'Working capital for inventory',
  term: 36,
  repaymentFrequency: 'Quarterly',
  interestRate: 21,
  interestType: 'Variable',
  branchName: 'Apapa Branch',
  branchAddress: '3 Wharf Road, Apapa, Lagos',
  corporateOfficers: [corporateOfficerExample],
  guarantors: [],
};

export const BusinessReportBodySchema = Type.Object(
  withLimits({
    ...facilityProperties,
    rcNumber: text('Company registration (RC) number.'),
    businessName: text('Legal or trading name.'),
    businessType: catalogString('businessType', 'Sector or legal form.'),
    phone,
    email: Type.String({
      format: 'email',
      description: 'Business email; the domain must be real: not ending in .example, .test or .invalid.',
    }),
    addressLine1: text('Street address of the business.'),
    addressLine2: optionalText('Second address line.'),
    city: text('City or town.'),
    state: text('State.'),
    country: text('Country (required for businesses).'),
    customerNumber: optionalText("The institution's customer identifier for the business."),
    corporateOfficers: Type.Array(CorporateOfficerSchema, { minItems: 1, description: 'Directors, owners and officers; at least one.' }),
    guarantors: Type.Optional(Type.Array(GuarantorSchema, { description: 'Guarantors of the loan; may be empty.' })),
  }),
  {
    ...objectOptions,
    description: 'A delinquent loan whose borrower is a company. Borrower personal fields (bvn, firstName, ...) are not part of it.',
    examples: [businessReportExample],
  },
);

/** The accountNumber of a stored report, as validated. */
const AccountNumberEcho = Type.String({ maxLength: creditFieldMaxLength.accountNumber, description: 'Echo of the reported accountNumber.' });

export const ReportResponseDataSchema = Type.Object(
  {
    submissionId: idText('submission', { description: 'Identifier to poll GET /report/status/{submissionId} with.' }),
    uploadId: idText('upload', { description: 'Identifier of the upload batch the submission belongs to.' }),
    accountNumber: AccountNumberEcho,
    processingStatus: Type.Enum(processingStatuses, { description: 'Queued on acceptance.' }),
    providerTransactionId: Type.Optional(boundedText('providerReference', { description: 'Bureau transaction id; present in the business response, may be empty.' })),
  },
  {
    ...objectOptions,
    description: 'The submission was accepted for processing; the outcome comes only from the status poll.',
    examples: [
      {
        submissionId: 'sub_01J0Z8K3M4N5P6Q7R8S9T0V1W2',
        uploadId: 'upl_01J0Z8K3M4N5P6Q7R8S9T0V1W3',
        accountNumber: 'CL-2022-009113',
        processingStatus: 'Queued',
        providerTransactionId: '',
      },
    ],
  },
);

export const StatusResponseDataSchema = Type.Object(
  {
    submissionId: Type.Optional(idText('submission', { description: 'Echo of the polled submissionId.' })),
    accountNumber: Type.Optional(Type.String({ maxLength: creditFieldMaxLength.accountNumber, description: 'accountNumber of the reported loan.' })),
    processingStatus: Type.Enum(processingStatuses, { description: 'Queued, then Success or Failed (terminal; stop polling).' }),
    uploadStatusList: Type.Array(boundedText('message', { description: "A timestamp and a line: ours, or the bureau's (cut to 500 characters where it is recorded)." }), {
      description: 'Append-only, timestamped, human-readable progress lines.',
    }),
  },
  {
    ...objectOptions,
    description: 'Processing state of one submission.',
    examples: [
      {
        submissionId: 'sub_01J0Z8K3M4N5P6Q7R8S9T0V1W2',
        accountNumber: 'LN-2023-000481',
        processingStatus: 'Success',
        uploadStatusList: [
          '2024-06-01T10:00:00.000Z Received by bureau',
          '2024-06-01T10:00:02.000Z Validated',
          '2024-06-01T10:00:05.000Z Loaded 1 record',
          '2024-06-01T10:00:05.500Z Completed',
        ],
      },
    ],
  },
);

export const BulkRowResultSchema = Type.Object(
  {
    row: Type.Integer({ minimum: 0, description: 'The row: 0-based position in the JSON array, or data row of the CSV (rows[0] is the first row after the header).' }),
    kind: Type.Enum(['individual', 'business'], { description: 'Report type of the row.' }),
    submissionId: idText('submission', { description: 'The submission to poll; for a repeated row, the original submission.' }),
    uploadId: idText('upload', { description: 'This upload for a new submission; the original upload for a repeat.' }),
    accountNumber: AccountNumberEcho,
    processingStatus: Type.Enum(processingStatuses),
    transactionRef: idText('transaction', { description: "The row's own ledger charge (the original charge for a repeat)." }),
    repeated: Type.Boolean({ description: 'true when an earlier submission (or an earlier row of this upload) with the same payload answered; not billed again.' }),
  },
  objectOptions,
);

export const BulkResponseDataSchema = Type.Object(
  {
    uploadId: idText('upload', { description: 'Shared by the submissions this upload created.' }),
    totalRows: Type.Integer({ minimum: 0 }),
    acceptedRows: Type.Integer({ minimum: 0, description: 'Rows stored as new submissions, each billed once.' }),
    repeatedRows: Type.Integer({ minimum: 0, description: 'Rows answered by an earlier submission with the same payload (24 h window), unbilled.' }),
    rejectedRows: Type.Array(Type.Integer({ minimum: 0 }), { description: 'Every rejected row number; their problems are in errors.' }),
    rows: Type.Array(BulkRowResultSchema, { description: 'Accepted and repeated rows in row order.' }),
    errors: Type.Array(ErrorDetailSchema, { description: 'Problems of rejected rows, with paths like rows[12].bvn (at most 1,000 listed).' }),
  },
  { ...objectOptions, description: 'Outcome of a bulk upload, row by row.' },
);

export const CatalogValueSchema = Type.Object(
  {
    apiValue: boundedText('code', { description: 'Value to send in requests (exact, case-sensitive).' }),
    mappedValue: boundedText('code', { description: 'Value used after alias resolution.' }),
    label: boundedText('organisationName', { description: 'Short title.' }),
    description: boundedText('message', { description: 'Explanation.' }),
    isAlias: Type.Boolean({ description: 'true when apiValue is a friendly alias of mappedValue.' }),
  },
  { ...objectOptions, examples: [{ apiValue: 'PersonalLoan', mappedValue: 'PL31_PersonalTermLoan', label: 'Personal loan', description: 'Alias.', isAlias: true }] },
);

export const CatalogGroupSchema = Type.Object(
  {
    field: boundedText('code', { description: 'Request field the values belong to.' }),
    summary: boundedText('message', { description: 'What the field means.' }),
    usedOn: Type.Enum(catalogUsages, { description: 'Report type(s) the field appears on.' }),
    values: Type.Array(CatalogValueSchema),
  },
  { ...objectOptions, examples: [{ field: 'currency', summary: 'Currency of the amounts.', usedOn: 'Both', values: [] }] },
);

export const CatalogResponseDataSchema = Type.Object(
  {
    catalogVersion: Type.String({ maxLength: 23, description: 'Content hash of the catalog (sha256: + 16 hex); every stored submission records the version it was validated against.' }),
    fields: Type.Array(CatalogGroupSchema, { description: 'Catalog groups.' }),
  },
  { ...objectOptions, description: 'Every closed list the validator enforces.', examples: [{ catalogVersion: 'sha256:0123456789abcdef', fields: [] }] },
);

export type IndividualReportBody = Static<typeof IndividualReportBodySchema>;
export type BusinessReportBody = Static<typeof BusinessReportBodySchema>;
export type GuarantorBody = Static<typeof GuarantorSchema>;
export type CorporateOfficerBody = Static<typeof CorporateOfficerSchema>;
export type ReportResponseData = Static<typeof ReportResponseDataSchema>;
export type StatusResponseData = Static<typeof StatusResponseDataSchema>;
export type BulkRowResult = Static<typeof BulkRowResultSchema>;
export type BulkResponseData = Static<typeof BulkResponseDataSchema>;
export type CatalogValue = Static<typeof CatalogValueSchema>;
export type CatalogGroup = Static<typeof CatalogGroupSchema>;
export type CatalogResponseData = Static<typeof CatalogResponseDataSchema>;

/** The four request-side object schemas, keyed like the validator's field tables, for the drift test. */
export const reportBodySchemas: Readonly<Record<'individual' | 'business' | 'guarantor' | 'corporateOfficer', TSchema>> = {
  individual: IndividualReportBodySchema,
  business: BusinessReportBodySchema,
  guarantor: GuarantorSchema,
  corporateOfficer: CorporateOfficerSchema,
};
