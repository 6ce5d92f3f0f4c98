import { Type, type Static } from 'typebox';
import { serviceCodes } from '../institutions/index.js';

export const ServiceCodeSchema = Type.Enum(serviceCodes, { description: 'Service SKU' });
const Kobo = (description: string) => Type.Integer({ minimum: 0, maximum: 9_000_000_000_000, description });

export const InstitutionIdParams = Type.Object({ institutionId: Type.String({ pattern: '^inst_[0-9A-Z]{26}$', maxLength: 31 }) });

export const CreateInstitutionBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
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
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Idempotency reference: a retried credit with the same reference is applied once' })),
  },
  { additionalProperties: false, examples: [{ amountKobo: 500_000, reference: 'bank-transfer-2026-11-22-001' }] },
);

export const ServiceParams = Type.Object({ institutionId: InstitutionIdParams.properties.institutionId, code: ServiceCodeSchema });
export const SetServiceBody = Type.Object(
  { enabled: Type.Boolean(), priceKobo: Kobo('Price per billed call in kobo') },
  { additionalProperties: false, examples: [{ enabled: true, priceKobo: 7500 }] },
);

export const SetSubscriptionBody = Type.Object(
  { activeUntil: Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Null()], { description: 'UTC end of the subscription, in the future; null ends it now' }) },
  { additionalProperties: false, examples: [{ activeUntil: '2027-01-01T00:00:00Z' }] },
);

export const KeyParams = Type.Object({ institutionId: InstitutionIdParams.properties.institutionId, keyId: Type.String({ pattern: '^key_[0-9A-Z]{26}$', maxLength: 30 }) });

export const LedgerQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
  before: Type.Optional(Type.String({ maxLength: 64, description: 'Return entries older than this transactionRef (pagination)' })),
});

export const InstitutionCreatedData = Type.Object({
  institutionId: Type.String(),
  apiKey: Type.String({ description: 'Shown once; store it now' }),
  keyId: Type.String(),
});
export const ApiKeyData = Type.Object({ apiKey: Type.String({ description: 'Shown once; store it now' }), keyId: Type.String() });
export const BalanceData = Type.Object({
  balanceKobo: Type.Integer(),
  transactionRef: Type.String(),
  replayed: Type.Boolean({ description: 'True when this reference was already credited: nothing was added this time' }),
});
export const InstitutionData = Type.Object({
  institutionId: Type.String(),
  name: Type.String(),
  status: Type.String(),
  balanceKobo: Type.Integer(),
  subscriptionActiveUntil: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  services: Type.Array(Type.Object({ code: Type.String(), enabled: Type.Boolean(), priceKobo: Type.Integer() })),
  apiKeys: Type.Array(
    Type.Object({
      keyId: Type.String(),
      preview: Type.String(),
      createdAt: Type.String(),
      revokedAt: Type.Union([Type.String(), Type.Null()]),
      lastUsedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export const LedgerData = Type.Object({
  entries: Type.Array(
    Type.Object({
      transactionRef: Type.String(),
      kind: Type.String(),
      serviceCode: Type.Union([Type.String(), Type.Null()]),
      amountKobo: Type.Integer({ description: 'Negative for a debit, 0 under a subscription, positive for a credit' }),
      balanceAfterKobo: Type.Integer(),
      reference: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String(),
    }),
  ),
});
export const EmptyData = Type.Object({});
