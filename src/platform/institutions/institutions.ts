import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import { hashSecret } from '../../core/crypto.js';
import { AppError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { generateApiKey, previewApiKey } from './api-keys.js';
import type { ServiceCode } from './service-codes.js';

const { institutions, apiKeys, institutionServices, ledgerEntries } = tables;

export interface ServiceSetting {
  code: ServiceCode;
  priceKobo: number;
  enabled?: boolean;
}

const accessChangeListeners: (() => void)[] = [];

/** Called after any change of keys, services or subscriptions made in this process (clears auth caches). */
export function onInstitutionAccessChange(listener: () => void): void {
  accessChangeListeners.push(listener);
}

function accessChanged(): void {
  for (const listener of accessChangeListeners) listener();
}

export async function createInstitution(options: {
  db: Db;
  name: string;
  services: ServiceSetting[];
  balanceKobo?: number;
}): Promise<{ institutionId: string; apiKey: string; keyId: string }> {
  const institutionId = newId('institution');
  const apiKey = generateApiKey();
  const keyId = newId('apiKey');
  const openingBalance = options.balanceKobo ?? 0;
  await options.db.transaction(async (tx) => {
    await tx.insert(institutions).values({ id: institutionId, name: options.name, balanceKobo: openingBalance });
    if (options.services.length > 0) {
      await tx.insert(institutionServices).values(
        options.services.map((service) => ({
          institutionId,
          serviceCode: service.code,
          enabled: service.enabled ?? true,
          priceKobo: service.priceKobo,
        })),
      );
    }
    await tx.insert(apiKeys).values({ id: keyId, institutionId, keyHash: hashSecret(apiKey), keyPreview: previewApiKey(apiKey) });
    // The opening balance is a credit like any other, so the ledger always sums to the balance.
    if (openingBalance > 0) {
      await tx.insert(ledgerEntries).values({
        transactionRef: newId('transaction'),
        institutionId,
        kind: 'credit',
        amountKobo: openingBalance,
        balanceAfterKobo: openingBalance,
        reference: 'opening-balance',
      });
    }
  });
  return { institutionId, apiKey, keyId };
}

async function assertInstitutionExists(db: Db, institutionId: string): Promise<void> {
  const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, institutionId));
  if (!row) throw new AppError('not_found', 'Institution not found');
}

export async function issueApiKey(options: { db: Db; institutionId: string }): Promise<{ apiKey: string; keyId: string }> {
  await assertInstitutionExists(options.db, options.institutionId);
  const apiKey = generateApiKey();
  const keyId = newId('apiKey');
  await options.db.insert(apiKeys).values({ id: keyId, institutionId: options.institutionId, keyHash: hashSecret(apiKey), keyPreview: previewApiKey(apiKey) });
  return { apiKey, keyId };
}

export async function revokeApiKey(options: { db: Db; institutionId: string; keyId: string }): Promise<void> {
  const revoked = await options.db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, options.keyId), eq(apiKeys.institutionId, options.institutionId)))
    .returning({ id: apiKeys.id });
  accessChanged();
  if (revoked.length === 0) throw new AppError('not_found', 'API key not found for this institution');
}

export async function setInstitutionService(options: { db: Db; institutionId: string; code: ServiceCode; enabled: boolean; priceKobo: number }): Promise<void> {
  await assertInstitutionExists(options.db, options.institutionId);
  await options.db
    .insert(institutionServices)
    .values({ institutionId: options.institutionId, serviceCode: options.code, enabled: options.enabled, priceKobo: options.priceKobo })
    .onConflictDoUpdate({
      target: [institutionServices.institutionId, institutionServices.serviceCode],
      set: { enabled: options.enabled, priceKobo: options.priceKobo, updatedAt: sql`now()` },
    });
  accessChanged();
}

export async function setSubscription(options: { db: Db; institutionId: string; activeUntil: Date | null }): Promise<void> {
  const updated = await options.db
    .update(institutions)
    .set({ subscriptionActiveUntil: options.activeUntil, updatedAt: sql`now()` })
    .where(eq(institutions.id, options.institutionId))
    .returning({ id: institutions.id });
  accessChanged();
  if (updated.length === 0) throw new AppError('not_found', 'Institution not found');
}

export async function getInstitution(options: { db: Db; institutionId: string }) {
  const [institution] = await options.db.select().from(institutions).where(eq(institutions.id, options.institutionId));
  if (!institution) throw new AppError('not_found', 'Institution not found');
  const services = await options.db
    .select()
    .from(institutionServices)
    .where(eq(institutionServices.institutionId, options.institutionId))
    .orderBy(asc(institutionServices.serviceCode));
  const keys = await options.db.select().from(apiKeys).where(eq(apiKeys.institutionId, options.institutionId)).orderBy(asc(apiKeys.createdAt));
  return {
    institutionId: institution.id,
    name: institution.name,
    status: institution.status,
    balanceKobo: institution.balanceKobo,
    subscriptionActiveUntil: institution.subscriptionActiveUntil?.toISOString() ?? null,
    createdAt: institution.createdAt.toISOString(),
    services: services.map((service) => ({ code: service.serviceCode, enabled: service.enabled, priceKobo: service.priceKobo })),
    apiKeys: keys.map((key) => ({
      keyId: key.id,
      preview: key.keyPreview,
      createdAt: key.createdAt.toISOString(),
      revokedAt: key.revokedAt?.toISOString() ?? null,
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** What a route knows about the institution that called it. */
export interface InstitutionCaller {
  institutionId: string;
  keyId: string;
  /** The service this route bills, with the price in force when the call was authenticated. */
  service: { code: ServiceCode; priceKobo: number } | null;
}

/**
 * The enabled services among `codes` with their prices, for routes that bill more than one service
 * in one call (a bulk upload mixing report types). A code missing from the answer is not enabled.
 */
export async function findEnabledServices(options: { db: Db; institutionId: string; codes: readonly ServiceCode[] }): Promise<Map<ServiceCode, number>> {
  if (options.codes.length === 0) return new Map();
  const rows = await options.db
    .select({ code: institutionServices.serviceCode, priceKobo: institutionServices.priceKobo })
    .from(institutionServices)
    .where(and(eq(institutionServices.institutionId, options.institutionId), inArray(institutionServices.serviceCode, [...options.codes]), eq(institutionServices.enabled, true)));
  return new Map(rows.map((row) => [row.code as ServiceCode, row.priceKobo]));
}

const lastUsedWriteIntervalSeconds = 60;

/**
 * Looks the key up by its hash, then checks the route's service. Unknown, revoked or suspended
 * -> 401; service missing or disabled -> 403. Neither is billed.
 */
export async function authenticateInstitution(options: { db: Db; apiKey: string | undefined; serviceCode: ServiceCode | null }): Promise<InstitutionCaller> {
  if (!options.apiKey) throw new AppError('unauthenticated', 'Missing API key');
  // One round trip: the key, its institution and (when the route has one) the route's service.
  const [row] = await options.db
    .select({
      keyId: apiKeys.id,
      institutionId: apiKeys.institutionId,
      revokedAt: apiKeys.revokedAt,
      status: institutions.status,
      lastUsedAt: apiKeys.lastUsedAt,
      serviceEnabled: institutionServices.enabled,
      servicePriceKobo: institutionServices.priceKobo,
    })
    .from(apiKeys)
    .innerJoin(institutions, eq(institutions.id, apiKeys.institutionId))
    .leftJoin(
      institutionServices,
      and(eq(institutionServices.institutionId, apiKeys.institutionId), eq(institutionServices.serviceCode, options.serviceCode ?? sql`null`)),
    )
    .where(eq(apiKeys.keyHash, hashSecret(options.apiKey)));
  if (!row || row.revokedAt !== null || row.status !== 'active') throw new AppError('unauthenticated', 'Invalid or revoked API key');

  if (row.lastUsedAt === null || Date.now() - row.lastUsedAt.getTime() > lastUsedWriteIntervalSeconds * 1000) {
    await options.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.keyId),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${lastUsedWriteIntervalSeconds})`)),
        ),
      );
  }

  if (options.serviceCode === null) return { institutionId: row.institutionId, keyId: row.keyId, service: null };
  if (row.serviceEnabled !== true || row.servicePriceKobo === null) {
    throw new AppError('forbidden', `The ${options.serviceCode} service is not enabled for this institution`);
  }
  return { institutionId: row.institutionId, keyId: row.keyId, service: { code: options.serviceCode, priceKobo: row.servicePriceKobo } };
}

/** Institutions by name with their status and balance, a page at a time (`after` is the last id of the previous page). */
export async function listInstitutions(options: { db: Db; limit: number; after?: string | undefined }) {
  const rows = await options.db
    .select({ institutionId: institutions.id, name: institutions.name, status: institutions.status, balanceKobo: institutions.balanceKobo, createdAt: institutions.createdAt })
    .from(institutions)
    .where(options.after ? sql`${institutions.id} < ${options.after}` : undefined)
    .orderBy(sql`${institutions.id} desc`)
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return {
    institutions: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextAfter: rows.length > options.limit ? (page.at(-1)?.institutionId ?? null) : null,
  };
}

/** Suspends or reactivates; a suspended institution's keys stop authenticating at once. Returns the status before. */
export async function setInstitutionStatus(options: { db: Db; institutionId: string; status: 'active' | 'suspended' }): Promise<{ before: 'active' | 'suspended' }> {
  const [before] = await options.db.select({ status: institutions.status }).from(institutions).where(eq(institutions.id, options.institutionId));
  if (!before) throw new AppError('not_found', 'Institution not found');
  await options.db.update(institutions).set({ status: options.status, updatedAt: sql`now()` }).where(eq(institutions.id, options.institutionId));
  accessChanged();
  return { before: before.status };
}
