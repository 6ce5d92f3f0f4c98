import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../core/config.js';
import type { Db } from '../../core/db/index.js';
import { validationError } from '../../core/errors.js';
import { textMaxLength } from '../../core/field-limits.js';
import { enqueueWebhookDelivery } from '../../platform/webhooks/index.js';
import { blobKeyFor, type BlobStore } from '../../platform/storage/index.js';
import { checkCaptureImage, decodeBase64Image } from './capture-image.js';
import { claimSession, finishSession, releaseClaim, type Flow, type SessionRow } from './embed.repo.js';
import type { SubmitBody, SubmitResultData } from './embed.schemas.js';
import { judgeIdentity, judgeLiveness, type Judgement } from './judge-result.js';
import { ChallengeFailedError, checkActiveChallenge, decodeChallengeSubmission, type ActiveLivenessResult } from './liveness/active-check.js';
import { loadPartner, unsealProviderKey, webhookTargetOf } from './partners.js';
import {
  CaptureRejectedError,
  InvalidProviderKeyError,
  ProviderUnavailableError,
  type CaptureInspector,
  type CheckedCapture,
  type FaceEngineSource,
  type IdType,
  type VerificationProvider,
} from './providers/index.js';
import { captureUrlSeconds, findSessionForToken, sessionGone, visibleStatus } from './sessions.js';

/** How long past the provider's time limit a claim counts as held by a live process. */
const staleClaimMarginMs = 60_000;

export const sessionEvents: Record<Flow, string> = { liveness: 'liveness.completed', identity_comparison: 'identity_comparison.completed' };

const idNumberRules: Record<IdType, { pattern: RegExp; message: string }> = {
  NIN: { pattern: /^\d{11}$/, message: 'must be 11 digits for NIN' },
  BVN: { pattern: /^\d{11}$/, message: 'must be 11 digits for BVN' },
  // Nigerian mobile: 0 or +234/234, then a 7/8/9 network digit, a 0/1, and 8 more digits.
  PHONENUMBER: { pattern: /^(?:0|\+?234)[789][01]\d{8}$/, message: 'must be a Nigerian mobile number, e.g. 08031234567 or +2348031234567' },
};

export interface SubmitDeps {
  db: Db;
  config: Config;
  masterKey: Buffer;
  blobStore: BlobStore;
  provider: VerificationProvider;
  inspector: CaptureInspector;
  /** The active liveness challenge's pose and same-person checks. */
  faceEngine: FaceEngineSource;
  logger: FastifyBaseLogger;
}

interface Outcome extends Judgement {
  providerTransactionRef: string | null;
  providerResponse: unknown;
}

function checkIdentityFields(session: SessionRow, body: SubmitBody): { idType: IdType; idNumber: string } {
  const idType = body.idType!;
  const allowed = session.allowedIdTypes ?? [];
  if (!allowed.includes(idType)) {
    throw validationError([{ path: 'idType', message: `${idType} is not accepted for this session; choose one of: ${allowed.join(', ')}` }], 'This ID type is not accepted for this session');
  }
  const idNumber = body.idNumber!.replace(/[\s-]/g, '');
  const rule = idNumberRules[idType];
  if (!rule.pattern.test(idNumber)) throw validationError([{ path: 'idNumber', message: rule.message }]);
  return { idType, idNumber };
}

/** The provider call, bounded by the configured timeout so a stuck provider cannot hold the page. */
async function callProvider(deps: SubmitDeps, session: SessionRow, capture: CheckedCapture, identity: { idType: IdType; idNumber: string } | null): Promise<Outcome> {
  const partner = await loadPartner({ db: deps.db, partnerId: session.partnerId });
  const secretKey = unsealProviderKey(deps.masterKey, partner);
  const signal = AbortSignal.timeout(deps.config.embed.providerTimeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new ProviderUnavailableError('provider call timed out')), { once: true }),
  );
  try {
    if (identity === null) {
      const envelope = await Promise.race([deps.provider.checkLiveness({ secretKey, image: capture.jpeg, signal }), timedOut]);
      return { ...judgeLiveness(envelope, deps.config.embed.livenessThreshold), providerTransactionRef: envelope.transactionRef, providerResponse: envelope };
    }
    const envelope = await Promise.race([deps.provider.compareIdentity({ secretKey, image: capture.jpeg, ...identity, signal }), timedOut]);
    return { ...judgeIdentity(envelope), providerTransactionRef: envelope.transactionRef, providerResponse: envelope };
  } catch (error) {
    if (error instanceof CaptureRejectedError) throw error;
    const failure = (errorMessage: string, providerResponse: unknown = null): Outcome => {
      const reference = (providerResponse as { transactionRef?: unknown } | null)?.transactionRef;
      // A reference longer than any provider's is not one (a cut id would name nothing).
      const providerTransactionRef = typeof reference === 'string' && reference.length <= textMaxLength.providerReference ? reference : null;
      return { success: false, confidence: 0, errorMessage, providerTransactionRef, providerResponse };
    };
    if (error instanceof InvalidProviderKeyError) return failure('invalid provider key', error.providerResponse);
    if (!(error instanceof ProviderUnavailableError)) deps.logger.error({ err: error, sessionId: session.id }, 'provider call failed unexpectedly');
    else deps.logger.warn({ err: error, sessionId: session.id }, 'provider unavailable');
    return failure('provider unavailable', error instanceof ProviderUnavailableError ? error.providerResponse : null);
  }
}

/** The challenge's checks ride in providerResponse.data.activeLiveness, beside the provider's own data. */
function withActiveLiveness(outcome: Outcome, active: ActiveLivenessResult | null): Outcome {
  const response = outcome.providerResponse;
  if (active === null || typeof response !== 'object' || response === null) return outcome;
  const data = (response as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return outcome;
  return { ...outcome, providerResponse: { ...response, data: { ...data, activeLiveness: active } } };
}

/**
 * The capture page's submit. Claims the session (single-use), checks the image, calls the provider
 * outside any transaction, then in one transaction completes or fails the session and enqueues the
 * webhook. A rejected capture releases the claim and counts against the session's limit.
 */
export async function submitCapture(deps: SubmitDeps, options: { token: string; flow: Flow; body: SubmitBody }): Promise<SubmitResultData> {
  const { db, config } = deps;
  const { session, expired } = await findSessionForToken({ db, token: options.token, flow: options.flow });
  if (visibleStatus(session, expired) !== 'pending') throw sessionGone();
  const identity = options.flow === 'identity_comparison' ? checkIdentityFields(session, options.body) : null;
  const bytes = decodeBase64Image(options.body.image);
  const challenge = decodeChallengeSubmission(session, options.body.challenge);
  // A claim outlives the provider's time limit only when its process died; then it may be taken over.
  const claimId = await claimSession({ db, sessionId: session.id, staleAfterMs: config.embed.providerTimeoutMs + staleClaimMarginMs });
  if (claimId === null) throw sessionGone();

  let capture: CheckedCapture | null = null;
  let outcome: Outcome;
  let rejectedCaptures = session.rejectedCaptures;
  try {
    capture = await checkCaptureImage(bytes, { maxBytes: config.embed.maxImageBytes, maxPixels: config.embed.maxImagePixels });
    const reason = await deps.inspector.inspect({ capture, signal: AbortSignal.timeout(config.embed.providerTimeoutMs) });
    if (reason !== null) throw new CaptureRejectedError(reason);
    // Active liveness runs before, and whatever, the provider: a failed challenge never costs a provider call.
    const active = challenge
      ? await checkActiveChallenge({ db, faceEngine: deps.faceEngine, sessionId: session.id, frontal: capture, challenge, limits: { maxBytes: config.embed.maxImageBytes, maxPixels: config.embed.maxImagePixels } })
      : null;
    outcome = withActiveLiveness(await callProvider(deps, session, capture, identity), active);
  } catch (error) {
    if (!(error instanceof CaptureRejectedError)) {
      await releaseClaim({ db, sessionId: session.id, claimId, countRejection: false });
      throw error;
    }
    rejectedCaptures += 1;
    if (rejectedCaptures < config.embed.maxRejectedCaptures) {
      const count = await releaseClaim({ db, sessionId: session.id, claimId, countRejection: true });
      const left = config.embed.maxRejectedCaptures - count;
      throw validationError([{ path: error instanceof ChallengeFailedError ? 'challenge' : 'image', message: error.reason }], `The photo was not accepted: ${error.reason} ${left} attempt${left === 1 ? '' : 's'} left.`);
    }
    capture = null;
    outcome = { success: false, confidence: 0, errorMessage: 'too many rejected captures', providerTransactionRef: null, providerResponse: null };
  }

  const captureImageKey = capture ? blobKeyFor({ prefix: 'embed/captures', id: session.id, extension: 'jpg' }) : null;
  if (capture && captureImageKey) await deps.blobStore.put(captureImageKey, capture.jpeg, { contentType: 'image/jpeg' });
  const captureImageBase64 = capture ? capture.jpeg.toString('base64') : null;
  const captureImageUrl = captureImageKey ? await deps.blobStore.createDownloadUrl(captureImageKey, { expiresInSeconds: captureUrlSeconds }) : null;
  const partner = await loadPartner({ db, partnerId: session.partnerId });
  const status = outcome.success ? 'completed' : 'failed';

  await db.transaction(async (tx) => {
    const finished = await finishSession({
      tx,
      sessionId: session.id,
      claimId,
      result: {
        status,
        success: outcome.success,
        confidence: outcome.confidence,
        providerTransactionRef: outcome.providerTransactionRef,
        errorMessage: outcome.errorMessage,
        captureImageKey,
        captureImageBase64,
        providerResponse: outcome.providerResponse,
        idType: identity?.idType ?? null,
        idNumber: identity?.idNumber ?? null,
        rejectedCaptures,
      },
    });
    // Taken over after this claim went stale: the new holder's result stands, this one is dropped.
    if (!finished) throw sessionGone();
    const event = sessionEvents[options.flow];
    const body = JSON.stringify({
      event,
      sessionId: session.id,
      sessionToken: options.token,
      referenceId: session.referenceId,
      success: outcome.success,
      confidence: outcome.confidence,
      providerTransactionRef: outcome.providerTransactionRef,
      errorMessage: outcome.errorMessage,
      completedAt: finished.completedAt.toISOString(),
      captureImageUrl,
      captureImageBase64,
      providerResponse: outcome.providerResponse,
      ...(identity ? { idType: identity.idType, idNumber: identity.idNumber } : {}),
    });
    await enqueueWebhookDelivery({
      tx,
      masterKey: deps.masterKey,
      ownerId: partner.id,
      subjectId: session.id,
      event,
      body,
      target: webhookTargetOf(deps.masterKey, partner),
      // Retries run for days; each attempt carries a link valid for an hour from that attempt.
      freshLinks: captureImageKey ? { captureImageUrl: captureImageKey } : {},
    });
  });

  const passed = options.flow === 'liveness' ? 'Liveness check passed' : 'Identity verified: the face matches the ID record';
  return {
    sessionToken: options.token,
    status,
    success: outcome.success,
    confidence: outcome.confidence,
    providerTransactionRef: outcome.providerTransactionRef,
    message: outcome.success ? passed : `Verification failed: ${outcome.errorMessage}`,
  };
}
