import { Type, type Static } from 'typebox';
import { PartnerSettingsDataSchema, RegisterPartnerBodySchema, maxWebhookSecretOverlapSeconds } from '../../../src/services/embed/index.js';

export const PortalRegisterBodySchema = RegisterPartnerBodySchema;
export type PortalRegisterBody = Static<typeof PortalRegisterBodySchema>;

export const SignInBodySchema = Type.Object(
  { apiKey: Type.String({ minLength: 1, maxLength: 200, description: 'The partner API key (vep_...); exchanged for a session cookie, never stored in the browser' }) },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBodySchema>;

export const SignedInDataSchema = Type.Object({ partnerId: Type.String(), name: Type.String() });

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
  webhookSecret: Type.String({ description: 'The new whsec_ secret; shown only here' }),
  previousSecretValidUntil: Type.Union([Type.String(), Type.Null()]),
});

export const PortalSettingsDataSchema = Type.Intersect([
  PartnerSettingsDataSchema,
  Type.Object({ webhookSecretOverlapEnd: Type.Union([Type.String(), Type.Null()], { description: 'While set, deliveries are signed with the previous secret too' }) }),
]);

export const SessionIdParamsSchema = Type.Object({ sessionId: Type.String({ maxLength: 64 }) });
