import { Type, type Static } from 'typebox';
import { boundedText, dateTimeText, idText } from '../../../src/core/http/index.js';
import { PartnerSettingsDataSchema, RegisterPartnerBodySchema, maxWebhookSecretOverlapSeconds } from '../../../src/services/embed/index.js';

export const PortalRegisterBodySchema = RegisterPartnerBodySchema;
export type PortalRegisterBody = Static<typeof PortalRegisterBodySchema>;

export const SignInBodySchema = Type.Object(
  { apiKey: boundedText('issuedSecret', { minLength: 1, description: 'The partner API key (vep_...); exchanged for a session cookie, never stored in the browser' }) },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBodySchema>;

export const SignedInDataSchema = Type.Object({ partnerId: idText('partner'), name: boundedText('organisationName') });

export const RotateWebhookSecretBodySchema = Type.Object(
  {
    overlapSeconds: Type.Integer({
      minimum: 0,
      maximum: maxWebhookSecretOverlapSeconds,
      description: 'How long the replaced secret keeps signing deliveries; 0 drops it at once',
    }),
  },
  { additionalProperties: false },
);
export type RotateWebhookSecretBody = Static<typeof RotateWebhookSecretBodySchema>;

export const RotatedWebhookSecretDataSchema = Type.Object({
  webhookSecret: boundedText('issuedSecret', { description: 'The new whsec_ secret; shown only here' }),
  previousSecretValidUntil: Type.Union([dateTimeText(), Type.Null()]),
});

export const PortalSettingsDataSchema = Type.Intersect([
  PartnerSettingsDataSchema,
  Type.Object({ webhookSecretOverlapEnd: Type.Union([dateTimeText(), Type.Null()], { description: 'While set, deliveries are signed with the previous secret too' }) }),
]);

export const SessionIdParamsSchema = Type.Object({ sessionId: Type.String({ maxLength: 64 }) });
