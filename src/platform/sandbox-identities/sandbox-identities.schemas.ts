import { Type, type Static } from 'typebox';
import { textMaxLength } from '../../core/field-limits.js';
import { boundedText, dateTimeText } from '../../core/http/index.js';

export const idTypes = ['NIN', 'BVN', 'PHONENUMBER'] as const;
export type SandboxIdType = (typeof idTypes)[number];

export const IdTypeSchema = Type.Enum(idTypes, { description: 'Which registry the number belongs to' });
/** Per type: NIN and BVN are 11 digits; a phone number is 11 digits from 0, or 234 + 10 digits. */
export const idNumberPatterns: Record<SandboxIdType, { pattern: RegExp; expected: string }> = {
  NIN: { pattern: /^\d{11}$/, expected: '11 digits' },
  BVN: { pattern: /^\d{11}$/, expected: '11 digits' },
  PHONENUMBER: { pattern: /^(0\d{10}|234\d{10})$/, expected: '11 digits starting with 0, or 234 followed by 10 digits' },
};

/** Decoded photo bytes; the route's body limit is sized for this as base64. */
export const maxPhotoBytes = 5 * 1024 * 1024;

export const AddSandboxIdentityBody = Type.Object(
  {
    idType: IdTypeSchema,
    idNumber: Type.String({ minLength: 1, maxLength: 20, description: 'NIN/BVN: 11 digits; PHONENUMBER: 0XXXXXXXXXX or 234XXXXXXXXXX' }),
    firstName: boundedText('personName', { minLength: 1 }),
    lastName: boundedText('personName', { minLength: 1 }),
    dateOfBirth: Type.Optional(Type.String({ format: 'date', maxLength: textMaxLength.date, description: 'YYYY-MM-DD' })),
    phoneNumber: Type.Optional(Type.String({ pattern: '^\\+?\\d{7,15}$', maxLength: 16, description: 'Digits, optionally with a leading +' })),
    photo: Type.String({ minLength: 1, maxLength: Math.ceil((maxPhotoBytes * 4) / 3) + 4, description: 'Base64 JPEG or PNG of the face the selfie is compared with' }),
  },
  {
    additionalProperties: false,
    examples: [{ idType: 'NIN', idNumber: '70000000001', firstName: 'Ada', lastName: 'Okafor', dateOfBirth: '1990-04-12', phoneNumber: '08031234567', photo: '/9j/4AAQSkZJRg...' }],
  },
);
export type AddSandboxIdentityBody = Static<typeof AddSandboxIdentityBody>;

export const SandboxIdentityParams = Type.Object({ idType: IdTypeSchema, idNumber: Type.String({ minLength: 1, maxLength: 20 }) });

export const SandboxIdentityKeyData = Type.Object({ idType: IdTypeSchema, idNumber: boundedText('registryNumber') });
export const SandboxIdentitySummary = Type.Object({
  idType: IdTypeSchema,
  idNumber: boundedText('registryNumber'),
  firstName: boundedText('personName'),
  lastName: boundedText('personName'),
  dateOfBirth: Type.Union([Type.String({ maxLength: textMaxLength.date }), Type.Null()]),
  phoneNumber: Type.Union([boundedText('registryNumber'), Type.Null()]),
  hasPhoto: Type.Boolean(),
  outcome: boundedText('code', { description: 'match | no_match | registry_unavailable (seeded, simulated) or matcher (judged by the face matcher)' }),
  source: boundedText('code', { description: 'seed or operator' }),
  updatedAt: dateTimeText(),
});
export const SandboxIdentityListData = Type.Object({ identities: Type.Array(SandboxIdentitySummary) });
export const EmptyData = Type.Object({});
