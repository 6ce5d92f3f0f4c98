import type { Config } from '../../core/config.js';
import { hashSecret, randomToken } from '../../core/crypto.js';
import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { newUuidV7 } from '../../core/ids.js';
import type { BlobStore } from '../../platform/storage/index.js';
import { findPartner, findPartnerSessionById, findSessionAndKey, findSessionByTokenHash, insertSession, insertSessionForKey, listPartnerSessions, type Flow, type PartnerRow, type SessionRow } from './embed.repo.js';
import { authenticatePartnerId, invalidPartnerKey, notePartnerKeyUse, partnerKeyHash } from './partners.js';
import type {
  CreateSessionBody,
  ListSessionsQuery,
  PublicSessionData,
  SessionCreatedData,
  SessionData,
  SessionListData,
  SessionStatus,
} from './embed.schemas.js';
import { drawChallenge, isLivenessChallenge } from './liveness/challenge.js';
import { idTypes, type IdType } from './providers/index.js';
import { maskIdNumber, redactProviderResponse } from './redact.js';

export const sessionGoneMessage = 'Session not found or expired';
/** Capture download links live about an hour (spec section 2). */
export const captureUrlSeconds = 3600;

const flowPath: Record<Flow, string> = { liveness: 'liveness', identity_comparison: 'identity-comparison' };
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

export function sessionGone(): AppError {
  return new AppError('not_found', sessionGoneMessage);
}

/** `processing` is internal: outsiders see pending; an open session past its time is expired. */
export function visibleStatus(session: Pick<SessionRow, 'status'>, expired: boolean): SessionStatus {
  if (session.status === 'completed' || session.status === 'failed') return session.status;
  return expired ? 'expired' : 'pending';
}


/**
 * Creates a session for a signed-in partner (the portal) or for the holder of the partner key
 * `apiKey` (the API; the spec's 401 otherwise), where the key check and the insert are one statement.
 */
export async function createSession(
  options: { db: Db; config: Config; flow: Flow; body: CreateSessionBody } & ({ partner: Pick<PartnerRow, 'id'> } | { apiKey: string | undefined }),
): Promise<SessionCreatedData> {
  const { config, flow, body } = options;
  const sessionId = newUuidV7();
  const sessionToken = randomToken(32);
  const allowedIdTypes = flow === 'identity_comparison' ? (body.allowedIdTypes ?? [...idTypes]) : null;
  const expiresAt = new Date(Date.now() + config.embed.sessionTtlSeconds * 1000);
  const challenge = config.embed.livenessMode === 'active' ? drawChallenge() : null;
  const session = { id: sessionId, flow, tokenHash: hashSecret(sessionToken), referenceId: body.referenceId ?? null, allowedIdTypes, expiresAt, challenge };
  if ('partner' in options) {
    await insertSession({ db: options.db, session: { ...session, partnerId: options.partner.id } });
  } else {
    const key = await insertSessionForKey({ db: options.db, keyHash: partnerKeyHash(options.apiKey), session });
    if (!key) throw invalidPartnerKey();
    await notePartnerKeyUse({ db: options.db, key });
  }
  return {
    sessionId,
    sessionToken,
    embedUrl: `${config.embedBaseUrl}/embed/${flowPath[flow]}/${sessionToken}`,
    referenceId: body.referenceId ?? null,
    status: 'pending',
    expiresAt: expiresAt.toISOString(),
    ...(allowedIdTypes ? { allowedIdTypes: allowedIdTypes as IdType[] } : {}),
  };
}

/** The session behind a token on a route of `flow`; anything else is the spec's "not found or expired". */
export async function findSessionForToken(options: { db: Db; token: string; flow: Flow }) {
  if (!tokenPattern.test(options.token)) throw sessionGone();
  const found = await findSessionByTokenHash({ db: options.db, tokenHash: hashSecret(options.token) });
  if (!found || found.session.flow !== options.flow) throw sessionGone();
  return found;
}

/**
 * Poll. The token alone is a credential for its session (spec section 5); a partner key (`apiKey`),
 * when sent, must be valid (else 401, whatever the token) and must own the session, and only then
 * are the full ID number, the provider's complete answer and the selfie returned; the token alone
 * gets them redacted (redact.ts). With a key, the key check and the session read are one statement.
 */
export async function getSession(options: { db: Db; blobStore: BlobStore; token: string; flow: Flow; apiKey: string | undefined }): Promise<SessionData> {
  const { db, token, flow } = options;
  if (options.apiKey === undefined) {
    const { session, expired } = await findSessionForToken({ db, token, flow });
    const status = visibleStatus(session, expired);
    // A bare token stops working when the session expires; the owner's key still sees its last state.
    if (status === 'expired') throw sessionGone();
    return sessionData({ session, status, blobStore: options.blobStore, ownerAsking: false });
  }
  const keyHash = partnerKeyHash(options.apiKey);
  const found = tokenPattern.test(token) ? await findSessionAndKey({ db, tokenHash: hashSecret(token), keyHash }) : undefined;
  // No such session: the key is judged alone, so a bad key is a 401 before the 404.
  if (!found) {
    await authenticatePartnerId({ db, apiKey: options.apiKey });
    throw sessionGone();
  }
  if (!found.key) throw invalidPartnerKey();
  await notePartnerKeyUse({ db, key: found.key });
  const { session, expired } = found;
  if (session.flow !== flow || session.partnerId !== found.key.partnerId) throw sessionGone();
  return sessionData({ session, status: visibleStatus(session, expired), blobStore: options.blobStore, ownerAsking: true });
}

/** One of the partner's own sessions by id, expired ones included (the portal's detail view). */
export async function getPartnerSession(options: { db: Db; blobStore: BlobStore; partner: Pick<PartnerRow, 'id'>; sessionId: string }): Promise<SessionData & { flow: Flow }> {
  const found = await findPartnerSessionById({ db: options.db, partnerId: options.partner.id, sessionId: options.sessionId });
  if (!found) throw new AppError('not_found', 'Session not found');
  const data = await sessionData({ session: found.session, status: visibleStatus(found.session, found.expired), blobStore: options.blobStore, ownerAsking: true });
  return { ...data, flow: found.session.flow };
}

async function sessionData(options: { session: SessionRow; status: SessionStatus; blobStore: BlobStore; ownerAsking: boolean }): Promise<SessionData> {
  const { session, status, ownerAsking } = options;
  // Without the partner key (the token alone, from the iframe URL) no personal data beyond the masked
  // number the user typed: no registry record, no selfie (docs/decisions.md).
  const captureImageUrl = ownerAsking && session.captureImageKey ? await options.blobStore.createDownloadUrl(session.captureImageKey, { expiresInSeconds: captureUrlSeconds }) : null;
  const data: SessionData = {
    sessionId: session.id,
    referenceId: session.referenceId,
    status,
    expiresAt: session.expiresAt.toISOString(),
    createdAt: session.createdAt.toISOString(),
    success: session.success,
    confidence: session.confidence,
    providerTransactionRef: session.providerTransactionRef,
    errorMessage: session.errorMessage,
    completedAt: session.completedAt?.toISOString() ?? null,
    captureImageUrl,
    captureImageBase64: ownerAsking ? session.captureImageBase64 : null,
    providerResponse: ownerAsking
      ? (session.providerResponse ?? null)
      : redactProviderResponse({ flow: session.flow, response: session.providerResponse, idNumber: session.idNumber }),
  };
  if (session.flow === 'identity_comparison') {
    data.allowedIdTypes = (session.allowedIdTypes ?? []) as IdType[];
    data.idType = session.idType;
    data.idNumberMasked = session.idNumber === null ? null : maskIdNumber(session.idNumber);
    if (options.ownerAsking && session.idType !== null && session.idNumber !== null) {
      data.identityComparison = { idType: session.idType, idNumber: session.idNumber };
    }
  }
  return data;
}

/**
 * Origins that may frame a partner's capture pages and receive their browser messages: the ones the
 * partner configured plus the portal's own, whose test-session preview frames the same page. Empty
 * (the partner configured none) means any origin.
 */
export function framingOrigins(allowedOrigins: string[], config: Pick<Config, 'portalUrl'>): string[] {
  if (allowedOrigins.length === 0) return [];
  const portalOrigin = new URL(config.portalUrl).origin;
  return allowedOrigins.includes(portalOrigin) ? allowedOrigins : [...allowedOrigins, portalOrigin];
}

/** What the capture page needs and nothing more: no referenceId, no partner id, no results. */
export async function getPublicSession(options: { db: Db; config: Config; token: string; flow: Flow }): Promise<PublicSessionData> {
  const { session, expired } = await findSessionForToken(options);
  const status = visibleStatus(session, expired);
  if (status === 'expired') throw sessionGone();
  const partner = await findPartner({ db: options.db, partnerId: session.partnerId });
  return {
    flow: session.flow,
    status,
    expiresAt: session.expiresAt.toISOString(),
    partnerName: partner?.name ?? '',
    ...(session.flow === 'identity_comparison' ? { allowedIdTypes: (session.allowedIdTypes ?? []) as IdType[] } : {}),
    allowedOrigins: framingOrigins(partner?.allowedOrigins ?? [], options.config),
    maxImageBytes: options.config.embed.maxImageBytes,
    challenge: isLivenessChallenge(session.challenge) ? { actions: session.challenge.actions } : null,
  };
}

export async function listSessions(options: { db: Db; partner: PartnerRow; query: ListSessionsQuery }): Promise<SessionListData> {
  const { query } = options;
  const limit = query.limit ?? 20;
  const rows = await listPartnerSessions({
    db: options.db,
    partnerId: options.partner.id,
    status: query.status,
    flow: query.flow,
    referenceId: query.referenceId,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
    before: query.before,
    limit,
  });
  return {
    sessions: rows.map((row) => ({
      sessionId: row.sessionId,
      flow: row.flow,
      referenceId: row.referenceId,
      status: visibleStatus(row, row.expired),
      success: row.success,
      confidence: row.confidence,
      errorMessage: row.errorMessage,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    })),
    nextBefore: rows.length === limit ? rows.at(-1)!.sessionId : null,
  };
}
