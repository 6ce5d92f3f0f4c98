import { Type, type Static } from 'typebox';
import { idMaxLength } from '../../core/field-limits.js';
import { boundedText, dateTimeText, idText } from '../../core/http/index.js';
import { serviceCodes } from '../institutions/index.js';

export const ServiceCodeSchema = Type.Enum(serviceCodes, { description: 'Service SKU' });
const Kobo = (description: string) => Type.Integer({ minimum: 0, maximum: 9_000_000_000_000, description });

export const InstitutionIdParams = Type.Object({ institutionId: Type.String({ pattern: '^inst_[0-9A-Z]{26}$', maxLength: idMaxLength('institution') }) });

export const CreateInstitutionBody = Type.Object(
  {
    name: boundedText('organisationName', { minLength: 1 }),
    services: Type.Array(Type.Object({ code: ServiceCodeSchema, priceKobo: Kobo('Price per billed call in kobo') }, { additionalProperties: false }), {
      maxItems: serviceCodes.length,
    }),
    balanceKobo: Type.Optional(Kobo('Opening wallet balance in kobo')),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'Adaeze Microfinance Bank', services: [{ code: 'CRDEFAULTINDIVIDUAL', priceKobo: 5000 }], balanceKobo: 1_000_000 }],
  },
);
export type CreateInstitutionBody = Static<typeof CreateInstitutionBody>;

export const CreditWalletBody = Type.Object(
  {
    amountKobo: Type.Integer({ minimum: 1, maximum: 9_000_000_000_000 }),
    reference: Type.Optional(boundedText('paymentReference', { minLength: 1, description: 'Idempotency reference: a retried credit with the same reference is applied once' })),
  },
  { additionalProperties: false, examples: [{ amountKobo: 500_000, reference: 'bank-transfer-2026-11-22-001' }] },
);

export const ServiceParams = Type.Object({ institutionId: InstitutionIdParams.properties.institutionId, code: ServiceCodeSchema });
export const SetServiceBody = Type.Object(
  { enabled: Type.Boolean(), priceKobo: Kobo('Price per billed call in kobo') },
  { additionalProperties: false, examples: [{ enabled: true, priceKobo: 7500 }] },
);

export const SetSubscriptionBody = Type.Object(
  { activeUntil: Type.Union([dateTimeText(), Type.Null()], { description: 'UTC end of the subscription, in the future; null ends it now' }) },
  { additionalProperties: false, examples: [{ activeUntil: '2027-01-01T00:00:00Z' }] },
);

export const KeyParams = Type.Object({ institutionId: InstitutionIdParams.properties.institutionId, keyId: Type.String({ pattern: '^key_[0-9A-Z]{26}$', maxLength: idMaxLength('apiKey') }) });

export const LedgerQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  before: Type.Optional(Type.String({ maxLength: 64, description: 'Return entries older than this transactionRef (pagination)' })),
});

export const InstitutionCreatedData = Type.Object({
  institutionId: idText('institution'),
  apiKey: boundedText('issuedSecret', { description: 'Shown once; store it now' }),
  keyId: idText('apiKey'),
});
export const ApiKeyData = Type.Object({ apiKey: boundedText('issuedSecret', { description: 'Shown once; store it now' }), keyId: idText('apiKey') });
export const BalanceData = Type.Object({
  balanceKobo: Type.Integer(),
  transactionRef: idText('transaction'),
  replayed: Type.Boolean({ description: 'True when this reference was already credited: nothing was added this time' }),
});
export const InstitutionData = Type.Object({
  institutionId: idText('institution'),
  name: boundedText('organisationName'),
  status: boundedText('code'),
  balanceKobo: Type.Integer(),
  subscriptionActiveUntil: Type.Union([dateTimeText(), Type.Null()]),
  createdAt: dateTimeText(),
  services: Type.Array(Type.Object({ code: boundedText('code'), enabled: Type.Boolean(), priceKobo: Type.Integer() })),
  apiKeys: Type.Array(
    Type.Object({
      keyId: idText('apiKey'),
      preview: boundedText('issuedSecret'),
      createdAt: dateTimeText(),
      revokedAt: Type.Union([dateTimeText(), Type.Null()]),
      lastUsedAt: Type.Union([dateTimeText(), Type.Null()]),
    }),
  ),
});
export const LedgerData = Type.Object({
  entries: Type.Array(
    Type.Object({
      transactionRef: idText('transaction'),
      kind: boundedText('code'),
      serviceCode: Type.Union([boundedText('code'), Type.Null()]),
      amountKobo: Type.Integer({ description: 'Negative for a debit, 0 under a subscription, positive for a credit' }),
      balanceAfterKobo: Type.Integer(),
      reference: Type.Union([boundedText('paymentReference'), Type.Null()]),
      createdAt: dateTimeText(),
    }),
  ),
});
export const EmptyData = Type.Object({});
