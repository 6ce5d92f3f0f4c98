import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Static } from 'typebox';
import type { Db } from '../../core/db/index.js';
import { sandboxIdentities } from '../../core/db/schema/index.js';
import { AppError, validationError, type ErrorDetail } from '../../core/errors.js';
import { idNumberPatterns, maxPhotoBytes, type AddSandboxIdentityBody, type SandboxIdentitySummary, type SandboxIdType } from './sandbox-identities.schemas.js';

export type SandboxIdentityRow = typeof sandboxIdentities.$inferSelect;

export interface SandboxIdentity {
  idType: SandboxIdType;
  idNumber: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phoneNumber: string | null;
  /** Null: the record has no photo, so no comparison is possible. */
  photo: { bytes: Buffer; mediaType: 'image/jpeg' | 'image/png' } | null;
  /** Seeded identities' predictable answer; null means the face matcher decides. */
  simulatedOutcome: 'match' | 'no_match' | 'registry_unavailable' | null;
  source: 'seed' | 'operator';
}

/** The person part of a row, shared by the lookup and the operator listing. */
function personOf(row: Pick<SandboxIdentityRow, 'idType' | 'idNumber' | 'firstName' | 'lastName' | 'dateOfBirth' | 'phoneNumber'>) {
  const { idType, idNumber, firstName, lastName, dateOfBirth, phoneNumber } = row;
  return { idType, idNumber, firstName, lastName, dateOfBirth, phoneNumber };
}

function toIdentity(row: SandboxIdentityRow): SandboxIdentity {
  return {
    ...personOf(row),
    photo: row.photo && row.photoMediaType ? { bytes: row.photo, mediaType: row.photoMediaType } : null,
    simulatedOutcome: row.simulatedOutcome,
    source: row.source,
  };
}

/** The registry lookup the sandbox provider makes: null means "not found in the registry". */
export async function findSandboxIdentity(options: { db: Db; idType: SandboxIdType; idNumber: string }): Promise<SandboxIdentity | null> {
  const [row] = await options.db
    .select()
    .from(sandboxIdentities)
    .where(and(eq(sandboxIdentities.idType, options.idType), eq(sandboxIdentities.idNumber, options.idNumber.trim())))
    .limit(1);
  return row ? toIdentity(row) : null;
}

/** The id number rule of its type, as a field problem (null when it fits). */
export function checkIdNumber(idType: SandboxIdType, idNumber: string, path = 'idNumber'): ErrorDetail | null {
  const rule = idNumberPatterns[idType];
  return rule.pattern.test(idNumber) ? null : { path, message: `must be ${rule.expected} for ${idType}` };
}

/** Base64 -> bytes of a JPEG or PNG that sharp can open, or the field problems. */
async function decodePhoto(base64: string): Promise<{ bytes: Buffer; mediaType: 'image/jpeg' | 'image/png' }> {
  const cleaned = base64.replace(/^data:image\/(jpeg|png);base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cleaned) || cleaned.length % 4 === 1) throw validationError([{ path: 'photo', message: 'must be base64 (standard alphabet) of a JPEG or PNG image' }]);
  const bytes = Buffer.from(cleaned, 'base64');
  if (bytes.length > maxPhotoBytes) throw validationError([{ path: 'photo', message: `must be at most ${maxPhotoBytes} bytes once decoded, got ${bytes.length}` }]);
  const mediaType = bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ? 'image/jpeg' : bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ? 'image/png' : null;
  if (!mediaType) throw validationError([{ path: 'photo', message: 'must be a JPEG or PNG image (base64); the bytes are neither' }]);
  try {
    // Decode fully once, with a pixel cap, so a truncated file or an image bomb is refused here.
    const { info } = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).raw().toBuffer({ resolveWithObject: true });
    if (info.width < 64 || info.height < 64) throw validationError([{ path: 'photo', message: `must be at least 64x64 pixels, got ${info.width}x${info.height}` }]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw validationError([{ path: 'photo', message: 'could not be decoded as an image (truncated, corrupt or more than 40 megapixels)' }]);
  }
  return { bytes, mediaType };
}

/** Adds an operator identity, replacing any identity (seeded or not) with the same type and number. */
export async function addSandboxIdentity(options: { db: Db; body: AddSandboxIdentityBody }): Promise<{ idType: SandboxIdType; idNumber: string }> {
  const { body } = options;
  const idNumber = body.idNumber.trim();
  const problem = checkIdNumber(body.idType, idNumber);
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const problems = [problem, firstName === '' ? { path: 'firstName', message: 'must not be blank' } : null, lastName === '' ? { path: 'lastName', message: 'must not be blank' } : null].filter(
    (p): p is ErrorDetail => p !== null,
  );
  if (problems.length > 0) throw validationError(problems);
  const photo = await decodePhoto(body.photo);
  const values = {
    idType: body.idType,
    idNumber,
    firstName,
    lastName,
    dateOfBirth: body.dateOfBirth ?? null,
    phoneNumber: body.phoneNumber ?? null,
    photo: photo.bytes,
    photoMediaType: photo.mediaType,
    simulatedOutcome: null,
    source: 'operator' as const,
    updatedAt: new Date(),
  };
  await options.db
    .insert(sandboxIdentities)
    .values(values)
    .onConflictDoUpdate({ target: [sandboxIdentities.idType, sandboxIdentities.idNumber], set: { ...values, createdAt: new Date() } });
  return { idType: body.idType, idNumber };
}

export async function listSandboxIdentities(options: { db: Db }): Promise<Static<typeof SandboxIdentitySummary>[]> {
  const rows = await options.db
    .select({
      idType: sandboxIdentities.idType,
      idNumber: sandboxIdentities.idNumber,
      firstName: sandboxIdentities.firstName,
      lastName: sandboxIdentities.lastName,
      dateOfBirth: sandboxIdentities.dateOfBirth,
      phoneNumber: sandboxIdentities.phoneNumber,
      photoMediaType: sandboxIdentities.photoMediaType,
      simulatedOutcome: sandboxIdentities.simulatedOutcome,
      source: sandboxIdentities.source,
      updatedAt: sandboxIdentities.updatedAt,
    })
    .from(sandboxIdentities)
    .orderBy(asc(sandboxIdentities.idType), asc(sandboxIdentities.idNumber));
  return rows.map((row) => ({
    ...personOf(row),
    hasPhoto: row.photoMediaType !== null,
    outcome: row.simulatedOutcome ?? 'matcher',
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function removeSandboxIdentity(options: { db: Db; idType: SandboxIdType; idNumber: string }): Promise<void> {
  const deleted = await options.db
    .delete(sandboxIdentities)
    .where(and(eq(sandboxIdentities.idType, options.idType), eq(sandboxIdentities.idNumber, options.idNumber)))
    .returning({ idNumber: sandboxIdentities.idNumber });
  if (deleted.length === 0) throw new AppError('not_found', `No sandbox identity ${options.idType} ${options.idNumber}`);
}
