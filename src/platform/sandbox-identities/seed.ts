import type { Db } from '../../core/db/index.js';
import { sandboxIdentities } from '../../core/db/schema/index.js';
import { cropKnownFace, type KnownFace } from '../faces/index.js';
import type { SandboxIdType } from './sandbox-identities.schemas.js';

type SeedOutcome = 'match' | 'no_match' | 'registry_unavailable' | 'no_photo' | 'matcher';

/**
 * "The last digit picks the outcome" (docs/sandbox-identities.md). Digit 2 is never seeded: it is
 * the not-found case, like every number absent from the registry.
 */
export const seedOutcomes: { digit: number; outcome: SeedOutcome; lastName: string; face: KnownFace | null }[] = [
  { digit: 0, outcome: 'match', lastName: 'Match', face: 'sample2a' },
  { digit: 1, outcome: 'no_match', lastName: 'Nomatch', face: 'sample3a' },
  { digit: 3, outcome: 'registry_unavailable', lastName: 'Unavailable', face: null },
  { digit: 4, outcome: 'no_photo', lastName: 'Nophoto', face: null },
  { digit: 5, outcome: 'matcher', lastName: 'Facematch', face: 'sample1a' },
];

/** Ten of the eleven digits of each type's test numbers; the last digit is the outcome. */
export const seedNumberPrefixes: Record<SandboxIdType, string> = { NIN: '7000000000', BVN: '2200000000', PHONENUMBER: '0800000000' };

let cropped: Promise<Map<KnownFace, Buffer>> | null = null;

/** Cropped once per process: every app start (and every test app) seeds. */
function seedPhotos(): Promise<Map<KnownFace, Buffer>> {
  cropped ??= (async () => {
    const photos = new Map<KnownFace, Buffer>();
    for (const seed of seedOutcomes) if (seed.face && !photos.has(seed.face)) photos.set(seed.face, await cropKnownFace(seed.face));
    return photos;
  })();
  cropped.catch(() => {
    cropped = null;
  });
  return cropped;
}

/**
 * Inserts the documented test identities that are missing; existing rows (including seeds an
 * operator replaced) are left alone, so this is safe at every start and in parallel.
 */
export async function seedSandboxIdentities(options: { db: Db }): Promise<void> {
  const photos = await seedPhotos();
  const rows = (Object.keys(seedNumberPrefixes) as SandboxIdType[]).flatMap((idType) =>
    seedOutcomes.map((seed) => {
      const idNumber = `${seedNumberPrefixes[idType]}${seed.digit}`;
      const photo = seed.face ? photos.get(seed.face)! : null;
      return {
        idType,
        idNumber,
        firstName: 'Sandbox',
        lastName: seed.lastName,
        dateOfBirth: '1990-01-0' + String(seed.digit + 1),
        phoneNumber: idType === 'PHONENUMBER' ? idNumber : `0810000000${seed.digit}`,
        photo,
        photoMediaType: photo ? ('image/jpeg' as const) : null,
        simulatedOutcome: seed.outcome === 'match' || seed.outcome === 'no_match' || seed.outcome === 'registry_unavailable' ? seed.outcome : null,
        source: 'seed' as const,
      };
    }),
  );
  await options.db.insert(sandboxIdentities).values(rows).onConflictDoNothing();
}
