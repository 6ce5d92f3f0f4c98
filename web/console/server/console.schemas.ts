import { Type, type Static } from 'typebox';
import { institutionRoles, passwordMaxLength } from '../../../src/platform/console/index.js';

/* Form bodies (application/x-www-form-urlencoded) and query strings of the console's routes. */

/** Optional in the schema so a missing token is refused as CSRF (403), like a wrong one. */
const csrfToken = Type.Optional(Type.String({ maxLength: 128, description: 'The session CSRF token from the page' }));
const Email = Type.String({ minLength: 3, maxLength: 254, format: 'email' });

export const SignInForm = Type.Object({ email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: passwordMaxLength }) }, { additionalProperties: false });
export const LinkQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });
export const LinkForm = Type.Object(
  { token: Type.String({ maxLength: 100 }), password: Type.String({ maxLength: passwordMaxLength }), confirm: Type.String({ maxLength: passwordMaxLength }) },
  { additionalProperties: false },
);
export const CsrfOnlyForm = Type.Object({ csrfToken }, { additionalProperties: false });
export const CreateInstitutionForm = Type.Object({ csrfToken, name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export const InviteForm = Type.Object({ csrfToken, email: Email, role: Type.Enum(institutionRoles) }, { additionalProperties: false });
export type InviteForm = Static<typeof InviteForm>;

const institutionId = Type.String({ pattern: '^inst_[0-9A-Z]{26}$', maxLength: 31 });
export const InstitutionParams = Type.Object({ institutionId });
export const UserParams = Type.Object({ institutionId, userId: Type.String({ pattern: '^usr_[0-9A-Z]{26}$', maxLength: 30 }) });
export const KeyParams = Type.Object({ institutionId, keyId: Type.String({ pattern: '^key_[0-9A-Z]{26}$', maxLength: 30 }) });
export const InstitutionsQuery = Type.Object({ after: Type.Optional(institutionId) }, { additionalProperties: false });

const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
/** Empty strings are what an untouched filter field submits: treated as "any". */
const orEmpty = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));
export const AuditQuery = Type.Object(
  {
    action: orEmpty(Type.String({ pattern: '^[a-z_.]+$', maxLength: 64 })),
    institutionId: orEmpty(institutionId),
    actorUserId: orEmpty(Type.String({ pattern: '^usr_[0-9A-Z]{26}$', maxLength: 30 })),
    from: orEmpty(day),
    to: orEmpty(day),
    before: Type.Optional(Type.String({ pattern: '^aud_[0-9A-Z]{26}$', maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;
