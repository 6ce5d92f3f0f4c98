import type { Config } from '../../core/config.js';
import { deriveKey, hashSecret, randomToken, seal, unseal } from '../../core/crypto.js';
import type { Db } from '../../core/db/index.js';
import { AppError, validationError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { generateWebhookSecret, resignPendingDeliveries, webhookUrlProblem, type WebhookTarget } from '../../platform/webhooks/index.js';
import {
  type UsedPartnerKey,
  findActivePartnerKey,
  findPartner,
  insertPartner,
  insertPartnerKey,
  listPartnerKeys as listPartnerKeyRows,
  revokePartnerKey as revokePartnerKeyRow,
  touchPartnerKey,
  updatePartner,
  type PartnerRow,
} from './embed.repo.js';
import type {
  IssuedPartnerKeyData,
  IssuePartnerKeyBody,
  PartnerKeyListData,
  PartnerSettingsData,
  RegisterPartnerBody,
  RegisterPartnerData,
  RevokedPartnerKeyData,
  UpdatePartnerSettingsBody,
} from './embed.schemas.js';

/** Recognisable in logs and secret scanners; 256 random bits after it. */
const partnerKeyPrefix = 'vep_';
export const invalidPartnerKeyMessage = 'Invalid or missing partner API key';

/** Partner secrets are sealed with their own purpose key, bound to the partner and the secret's role. */
function partnerSealKey(masterKey: Buffer): Buffer {
  return deriveKey(masterKey, 'embed-partner-secrets');
}
const providerKeyContext = (partnerId: string) => `embed-provider-key:${partnerId}`;
const webhookSecretContext = (partnerId: string) => `embed-webhook-secret:${partnerId}`;

export function unsealProviderKey(masterKey: Buffer, partner: PartnerRow): string {
  return unseal(partnerSealKey(masterKey), partner.providerKeySealed, providerKeyContext(partner.id));
}

const previousWebhookSecretContext = (partnerId: string) => `embed-webhook-secret-previous:${partnerId}`;

/** Where this partner's webhooks go now, with the secret to sign them (and the previous one during a rotation overlap). */
export function webhookTargetOf(masterKey: Buffer, partner: PartnerRow): WebhookTarget {
  const key = partnerSealKey(masterKey);
  const overlapping = partner.previousWebhookSecretSealed !== null && partner.previousWebhookSecretUntil !== null && partner.previousWebhookSecretUntil.getTime() > Date.now();
  return {
    url: partner.webhookUrl,
    secret: unseal(key, partner.webhookSecretSealed, webhookSecretContext(partner.id)),
    previous: overlapping ? { secret: unseal(key, partner.previousWebhookSecretSealed!, previousWebhookSecretContext(partner.id)), until: partner.previousWebhookSecretUntil! } : null,
  };
}

/** When the previous webhook secret stops being signed with; null outside a rotation overlap. */
export function webhookSecretOverlapEnd(options: { partner: PartnerRow }): string | null {
  const until = options.partner.previousWebhookSecretUntil;
  return options.partner.previousWebhookSecretSealed !== null && until !== null && until.getTime() > Date.now() ? until.toISOString() : null;
}

/** Longest rotation overlap a partner may ask for: a week covers a slow deployment. */
export const maxWebhookSecretOverlapSeconds = 7 * 24 * 3600;

/**
 * A new webhook secret, shown once. The replaced secret keeps signing (a second `webhook-signature`
 * entry, and X-Service-Signature) for `overlapSeconds`, so the partner can deploy the new one
 * without a delivery failing verification; 0 drops it at once (a leaked secret). A rotation during
 * an overlap drops the older secret: only the one just replaced overlaps. Pending deliveries are
 * re-signed in the same transaction.
 */
export async function rotateWebhookSecret(options: { db: Db; masterKey: Buffer; partner: PartnerRow; overlapSeconds: number }): Promise<{ webhookSecret: string; previousSecretValidUntil: string | null }> {
  const { partner, masterKey } = options;
  if (!Number.isInteger(options.overlapSeconds) || options.overlapSeconds < 0 || options.overlapSeconds > maxWebhookSecretOverlapSeconds) {
    throw validationError([{ path: 'overlapSeconds', message: `must be a whole number of seconds from 0 to ${maxWebhookSecretOverlapSeconds}` }]);
  }
  const key = partnerSealKey(masterKey);
  const current = unseal(key, partner.webhookSecretSealed, webhookSecretContext(partner.id));
  const webhookSecret = generateWebhookSecret();
  const until = options.overlapSeconds > 0 ? new Date(Date.now() + options.overlapSeconds * 1000) : null;
  await options.db.transaction(async (tx) => {
    await updatePartner({
      db: tx,
      partnerId: partner.id,
      changes: {
        webhookSecretSealed: seal(key, webhookSecret, webhookSecretContext(partner.id)),
        previousWebhookSecretSealed: until ? seal(key, current, previousWebhookSecretContext(partner.id)) : null,
        previousWebhookSecretUntil: until,
      },
    });
    await resignPendingDeliveries({ tx, masterKey, ownerId: partner.id, target: { secret: webhookSecret, previous: until ? { secret: current, until } : null } });
  });
  return { webhookSecret, previousSecretValidUntil: until?.toISOString() ?? null };
}

type TextField = 'name' | 'providerSecretKey' | 'webhookUrl';

/**
 * Required text is trimmed, then must not be empty: a name of spaces would show an empty name on the
 * capture page, a key of spaces would be stored, a URL with spaces around it would be stored as sent.
 */
function trimmedFields<T extends Partial<Record<TextField, string>>>(body: T): T {
  const out = { ...body };
  const problems: { path: string; message: string }[] = [];
  for (const field of ['name', 'providerSecretKey', 'webhookUrl'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (trimmed === '') problems.push({ path: field, message: 'must not be blank' });
    out[field] = trimmed as T[typeof field];
  }
  if (problems.length > 0) throw validationError(problems);
  return out;
}

async function assertWebhookUrl(url: string, config: Config): Promise<void> {
  const problem = await webhookUrlProblem(url, { allowPrivateTargets: config.webhooks.allowPrivateTargets });
  if (problem !== null) throw validationError([{ path: 'webhookUrl', message: problem }]);
}

function settingsData(partner: PartnerRow): PartnerSettingsData {
  return {
    partnerId: partner.id,
    name: partner.name,
    webhookUrl: partner.webhookUrl,
    allowedOrigins: partner.allowedOrigins,
    providerSecretKeySet: true,
    providerSecretKeyLast4: partner.providerKeyLast4,
    createdAt: partner.createdAt.toISOString(),
    updatedAt: partner.updatedAt.toISOString(),
  };
}

export async function registerPartner(options: { db: Db; config: Config; masterKey: Buffer; body: RegisterPartnerBody }): Promise<RegisterPartnerData> {
  const { masterKey } = options;
  const body = trimmedFields(options.body);
  await assertWebhookUrl(body.webhookUrl, options.config);
  const partnerId = newId('partner');
  const apiKey = newPartnerKey();
  const webhookSecret = generateWebhookSecret();
  const key = partnerSealKey(masterKey);
  await options.db.transaction(async (tx) => {
    await insertPartner({
    db: tx,
    partner: {
      id: partnerId,
      name: body.name,
      providerKeySealed: seal(key, body.providerSecretKey, providerKeyContext(partnerId)),
      providerKeyLast4: body.providerSecretKey.slice(-4),
      webhookUrl: body.webhookUrl,
      webhookSecretSealed: seal(key, webhookSecret, webhookSecretContext(partnerId)),
      allowedOrigins: body.allowedOrigins ?? [],
    },
    });
    await insertPartnerKey({ db: tx, key: keyRow(partnerId, apiKey) });
  });
  return {
    partnerId,
    apiKey,
    webhookSecret,
    message: 'Partner registered. Store the apiKey and webhookSecret now: they are shown only once and cannot be retrieved again.',
  };
}

function newPartnerKey(): string {
  return `${partnerKeyPrefix}${randomToken(32)}`;
}

/** Shown in key lists: enough to tell keys apart, far too little to use. */
const keyPrefixLength = partnerKeyPrefix.length + 4;

function keyRow(partnerId: string, apiKey: string) {
  return { id: newId('partnerKey'), partnerId, keyHash: hashSecret(apiKey), prefix: apiKey.slice(0, keyPrefixLength) };
}

/**
 * The id of the partner behind an X-Embed-Partner-Key value, and which of its keys was used, or the
 * spec's 401. One indexed lookup per call, no cache: a revoked key stops at once, in every process.
 * last_used_at is written at most once a minute per key.
 */
export async function authenticatePartnerKey(options: { db: Db; apiKey: string | undefined }): Promise<{ partnerId: string; keyId: string }> {
  const found = await findActivePartnerKey({ db: options.db, keyHash: partnerKeyHash(options.apiKey) });
  if (!found) throw invalidPartnerKey();
  await notePartnerKeyUse({ db: options.db, key: { id: found.key.id, partnerId: found.key.partnerId, stale: !found.usedRecently } });
  return { partnerId: found.key.partnerId, keyId: found.key.id };
}

export function invalidPartnerKey(): AppError {
  return new AppError('unauthenticated', invalidPartnerKeyMessage);
}

/** The hash an X-Embed-Partner-Key value is looked up by, or the spec's 401 for a value that cannot be a key. */
export function partnerKeyHash(apiKey: string | undefined): string {
  if (apiKey === undefined || !apiKey.startsWith(partnerKeyPrefix)) throw invalidPartnerKey();
  return hashSecret(apiKey);
}

/** Records a use of a key that authenticated a call: last_used_at, written at most once a minute. */
export async function notePartnerKeyUse(options: { db: Db; key: UsedPartnerKey }): Promise<void> {
  if (options.key.stale) await touchPartnerKey({ db: options.db, keyId: options.key.id });
}

/** The partner behind an X-Embed-Partner-Key value, or the spec's 401. */
export async function authenticatePartner(options: { db: Db; apiKey: string | undefined }): Promise<PartnerRow> {
  const { partnerId } = await authenticatePartnerKey(options);
  const partner = await findPartner({ db: options.db, partnerId });
  if (!partner) throw new AppError('unauthenticated', invalidPartnerKeyMessage);
  return partner;
}

/** Hot routes (session create, poll, lists) need only the partner's id: one query. */
export async function authenticatePartnerId(options: { db: Db; apiKey: string | undefined }): Promise<Pick<PartnerRow, 'id'>> {
  return { id: (await authenticatePartnerKey(options)).partnerId };
}

/** Longest time a replaced key may keep working after a rotation: a week covers a slow deployment. */
export const maxKeyOverlapSeconds = 7 * 24 * 3600;

export async function listPartnerKeys(options: { db: Db; partnerId: string; currentKeyId: string | null }): Promise<PartnerKeyListData> {
  const rows = await listPartnerKeyRows({ db: options.db, partnerId: options.partnerId });
  return {
    keys: rows.map(({ key, active }) => ({
      keyId: key.id,
      prefix: key.prefix,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      revokedAt: key.revokedAt?.toISOString() ?? null,
      active: active === true || String(active) === 'true',
      current: key.id === options.currentKeyId,
    })),
  };
}

/**
 * A new partner API key, shown once. With `replaceKeyId`, that key (of the same partner) stops
 * working `overlapSeconds` from now (0 = at once), so the partner can deploy the new key first.
 */
export async function issuePartnerKey(options: { db: Db; partnerId: string; body: IssuePartnerKeyBody }): Promise<IssuedPartnerKeyData> {
  const { body } = options;
  const overlapSeconds = body.overlapSeconds ?? 0;
  if (body.overlapSeconds !== undefined && body.replaceKeyId === undefined) {
    throw validationError([{ path: 'overlapSeconds', message: 'applies only with replaceKeyId' }]);
  }
  const apiKey = newPartnerKey();
  const row = keyRow(options.partnerId, apiKey);
  return options.db.transaction(async (tx) => {
    await insertPartnerKey({ db: tx, key: row });
    let replaced: IssuedPartnerKeyData['replacedKey'] = null;
    if (body.replaceKeyId !== undefined) {
      const at = overlapSeconds > 0 ? new Date(Date.now() + overlapSeconds * 1000) : null;
      const old = await revokePartnerKeyRow({ db: tx, partnerId: options.partnerId, keyId: body.replaceKeyId, at });
      if (!old) throw new AppError('not_found', 'Partner API key not found', { details: [{ path: 'replaceKeyId', message: 'is not a key of this partner' }] });
      replaced = { keyId: old.id, revokedAt: old.revokedAt!.toISOString() };
    }
    return {
      keyId: row.id,
      apiKey,
      prefix: row.prefix,
      replacedKey: replaced,
      message: 'Store this apiKey now: it is shown only once and cannot be retrieved again.',
    };
  });
}

/** Stops a key at once. The partner's last working key cannot be revoked (issue a new one first). */
export async function revokePartnerKey(options: { db: Db; partnerId: string; keyId: string }): Promise<RevokedPartnerKeyData> {
  return options.db.transaction(async (tx) => {
    const rows = await listPartnerKeyRows({ db: tx, partnerId: options.partnerId });
    const target = rows.find(({ key }) => key.id === options.keyId);
    if (!target) throw new AppError('not_found', 'Partner API key not found');
    const isActive = (active: unknown) => active === true || String(active) === 'true';
    if (!isActive(target.active)) return { keyId: target.key.id, revokedAt: target.key.revokedAt!.toISOString() };
    const othersActive = rows.some(({ key, active }) => key.id !== options.keyId && (active === true || String(active) === 'true'));
    if (!othersActive) throw new AppError('conflict', 'This is the only working API key: issue a new key before revoking it');
    const revoked = await revokePartnerKeyRow({ db: tx, partnerId: options.partnerId, keyId: options.keyId, at: null });
    return { keyId: revoked!.id, revokedAt: revoked!.revokedAt!.toISOString() };
  });
}

export function getPartnerSettings(options: { partner: PartnerRow }): PartnerSettingsData {
  return settingsData(options.partner);
}

export async function updatePartnerSettings(options: {
  db: Db;
  config: Config;
  masterKey: Buffer;
  partner: PartnerRow;
  body: UpdatePartnerSettingsBody;
}): Promise<PartnerSettingsData> {
  const { partner } = options;
  const body = trimmedFields(options.body);
  if (body.webhookUrl !== undefined) await assertWebhookUrl(body.webhookUrl, options.config);
  const updated = await updatePartner({
    db: options.db,
    partnerId: partner.id,
    changes: {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.webhookUrl !== undefined ? { webhookUrl: body.webhookUrl } : {}),
      ...(body.allowedOrigins !== undefined ? { allowedOrigins: body.allowedOrigins } : {}),
      ...(body.providerSecretKey !== undefined
        ? {
            providerKeySealed: seal(partnerSealKey(options.masterKey), body.providerSecretKey, providerKeyContext(partner.id)),
            providerKeyLast4: body.providerSecretKey.slice(-4),
          }
        : {}),
    },
  });
  return settingsData(updated);
}

/** The partner a portal session belongs to, read fresh (settings may have changed since sign-in). */
export async function findPartnerById(options: { db: Db; partnerId: string }): Promise<PartnerRow | undefined> {
  return findPartner(options);
}

export async function loadPartner(options: { db: Db; partnerId: string }): Promise<PartnerRow> {
  const partner = await findPartner(options);
  if (!partner) throw new AppError('internal', 'Session partner is missing');
  return partner;
}
