import type { Config } from '../../core/config.js';
import { deriveKey, hashSecret, randomToken, seal, unseal } from '../../core/crypto.js';
import type { Db } from '../../core/db/index.js';
import { AppError, validationError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { generateWebhookSecret, webhookUrlProblem, type WebhookTarget } from '../../platform/webhooks/index.js';
import { findPartner, findPartnerByKeyHash, insertPartner, updatePartner, type PartnerRow } from './embed.repo.js';
import type { PartnerSettingsData, RegisterPartnerBody, RegisterPartnerData, UpdatePartnerSettingsBody } from './embed.schemas.js';

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

/** Where this partner's webhooks go now, with the secret to sign them. */
export function webhookTargetOf(masterKey: Buffer, partner: PartnerRow): WebhookTarget {
  return { url: partner.webhookUrl, secret: unseal(partnerSealKey(masterKey), partner.webhookSecretSealed, webhookSecretContext(partner.id)) };
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
  const { body, masterKey } = options;
  await assertWebhookUrl(body.webhookUrl, options.config);
  const partnerId = newId('partner');
  const apiKey = `${partnerKeyPrefix}${randomToken(32)}`;
  const webhookSecret = generateWebhookSecret();
  const key = partnerSealKey(masterKey);
  await insertPartner({
    db: options.db,
    partner: {
      id: partnerId,
      name: body.name.trim(),
      apiKeyHash: hashSecret(apiKey),
      providerKeySealed: seal(key, body.providerSecretKey, providerKeyContext(partnerId)),
      providerKeyLast4: body.providerSecretKey.slice(-4),
      webhookUrl: body.webhookUrl,
      webhookSecretSealed: seal(key, webhookSecret, webhookSecretContext(partnerId)),
      allowedOrigins: body.allowedOrigins ?? [],
    },
  });
  return {
    partnerId,
    apiKey,
    webhookSecret,
    message: 'Partner registered. Store the apiKey and webhookSecret now: they are shown only once and cannot be retrieved again.',
  };
}

/** The partner behind an X-Embed-Partner-Key value, or the spec's 401. */
export async function authenticatePartner(options: { db: Db; apiKey: string | undefined }): Promise<PartnerRow> {
  if (options.apiKey === undefined || !options.apiKey.startsWith(partnerKeyPrefix)) throw new AppError('unauthenticated', invalidPartnerKeyMessage);
  const partner = await findPartnerByKeyHash({ db: options.db, apiKeyHash: hashSecret(options.apiKey) });
  if (!partner) throw new AppError('unauthenticated', invalidPartnerKeyMessage);
  return partner;
}

/**
 * Hot routes (session create, poll, lists) need only the partner's id, so a key's id is remembered
 * for a few seconds per process: it halves their queries. Partner keys cannot be revoked or
 * rotated in v1; routes that need the partner's settings read them fresh.
 */
const idCacheMs = 5_000;
const idCacheMax = 10_000;
const partnerIds = new Map<string, { partnerId: string; until: number }>();

export async function authenticatePartnerId(options: { db: Db; apiKey: string | undefined }): Promise<Pick<PartnerRow, 'id'>> {
  const apiKeyHash = options.apiKey === undefined ? '' : hashSecret(options.apiKey);
  const cached = partnerIds.get(apiKeyHash);
  if (cached && cached.until > Date.now()) return { id: cached.partnerId };
  const partner = await authenticatePartner(options);
  if (partnerIds.size >= idCacheMax) partnerIds.clear();
  partnerIds.set(apiKeyHash, { partnerId: partner.id, until: Date.now() + idCacheMs });
  return { id: partner.id };
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
  const { body, partner } = options;
  if (body.webhookUrl !== undefined) await assertWebhookUrl(body.webhookUrl, options.config);
  const updated = await updatePartner({
    db: options.db,
    partnerId: partner.id,
    changes: {
      ...(body.name !== undefined ? { name: body.name.trim() } : {}),
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

export async function loadPartner(options: { db: Db; partnerId: string }): Promise<PartnerRow> {
  const partner = await findPartner(options);
  if (!partner) throw new AppError('internal', 'Session partner is missing');
  return partner;
}
