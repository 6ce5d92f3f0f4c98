import type { Config } from '../../../src/core/config.js';
import type { Db } from '../../../src/core/db/index.js';
import { AppError } from '../../../src/core/errors.js';
import { writeAudit, type Actor } from '../../../src/platform/console/index.js';
import { redeliverInstitutionWebhook, removeInstitutionWebhook, setInstitutionWebhook } from '../../../src/platform/institution-webhooks/index.js';
import { claimReview, decideReview, findSessionReview, releaseReview, type DecideBody, type Decided, type Reviewer, type ReviewItem } from '../../../src/services/document-trust/index.js';

/*
 * What a console user does to the review queue and the institution webhook: the same use cases the
 * API calls, each with its audit row in the same transaction (a refused action writes none).
 */

function reviewerOf(actor: Actor): Reviewer {
  if (actor.userId === null) throw new AppError('internal', 'A console review needs a signed-in person');
  return { kind: 'user', id: actor.userId };
}

export async function claimAuditedReview(options: { db: Db; actor: Actor; institutionId: string; sessionId: string }): Promise<ReviewItem> {
  const { actor, institutionId, sessionId } = options;
  return options.db.transaction(async (tx) => {
    const item = await claimReview({ db: tx, institutionId, sessionId, reviewer: reviewerOf(actor) });
    await writeAudit({ db: tx, actor, action: 'review.claim', institutionId, targetType: 'document_session', targetId: sessionId, after: { status: item.review.status } });
    return item;
  });
}

/**
 * An operator or the institution's admin takes back another reviewer's claim (an abandoned one),
 * as `POST .../reviews/{id}/release` with force=true does; the audit row names whose claim it was.
 */
export async function forceReleaseAuditedReview(options: { db: Db; actor: Actor; institutionId: string; sessionId: string }): Promise<ReviewItem> {
  const { actor, institutionId, sessionId } = options;
  return options.db.transaction(async (tx) => {
    const held = await findSessionReview({ db: tx, institutionId, sessionId });
    const item = await releaseReview({ db: tx, institutionId, sessionId, reviewer: reviewerOf(actor), force: true });
    if (held?.status === 'claimed') {
      await writeAudit({
        db: tx,
        actor,
        action: 'review.force_release',
        institutionId,
        targetType: 'document_session',
        targetId: sessionId,
        before: { status: 'claimed', reviewerKind: held.reviewerKind, reviewerId: held.reviewerId },
        after: { status: item.review.status },
      });
    }
    return item;
  });
}

export async function releaseAuditedReview(options: { db: Db; actor: Actor; institutionId: string; sessionId: string }): Promise<ReviewItem> {
  const { actor, institutionId, sessionId } = options;
  return options.db.transaction(async (tx) => {
    const item = await releaseReview({ db: tx, institutionId, sessionId, reviewer: reviewerOf(actor) });
    await writeAudit({ db: tx, actor, action: 'review.release', institutionId, targetType: 'document_session', targetId: sessionId, before: { status: 'claimed' }, after: { status: item.review.status } });
    return item;
  });
}

/** decideReview stores the decision and queues `document_trust.reviewed`; a replayed decision writes no second audit row. */
export async function decideAuditedReview(options: { db: Db; masterKey: Buffer; actor: Actor; institutionId: string; sessionId: string; body: DecideBody }): Promise<Decided> {
  const { actor, institutionId, sessionId } = options;
  return options.db.transaction(async (tx) => {
    const decided = await decideReview({ db: tx, masterKey: options.masterKey, institutionId, sessionId, reviewer: reviewerOf(actor), body: options.body });
    if (!decided.replayed) {
      const { decision, reasonCode, note } = decided.review;
      await writeAudit({ db: tx, actor, action: 'review.decide', institutionId, targetType: 'document_session', targetId: sessionId, before: { machineDecision: 'REVIEW' }, after: { decision, reasonCode, note } });
    }
    return decided;
  });
}

export async function setAuditedWebhook(options: { db: Db; config: Config; masterKey: Buffer; actor: Actor; institutionId: string; url: string }) {
  const { actor, institutionId } = options;
  return options.db.transaction(async (tx) => {
    const set = await setInstitutionWebhook({ db: tx, config: options.config, masterKey: options.masterKey, institutionId, url: options.url });
    await writeAudit({ db: tx, actor, action: 'webhook.set', institutionId, targetType: 'institution_webhook', targetId: institutionId, after: { url: set.url, secretIssued: set.webhookSecret !== null } });
    return set;
  });
}

export async function clearAuditedWebhook(options: { db: Db; actor: Actor; institutionId: string; url: string | null }): Promise<void> {
  const { actor, institutionId } = options;
  await options.db.transaction(async (tx) => {
    await removeInstitutionWebhook({ db: tx, institutionId });
    await writeAudit({ db: tx, actor, action: 'webhook.clear', institutionId, targetType: 'institution_webhook', targetId: institutionId, before: { url: options.url }, after: null });
  });
}

export async function redeliverAuditedWebhook(options: { db: Db; masterKey: Buffer; actor: Actor; institutionId: string; deliveryId: string }) {
  const { actor, institutionId, deliveryId } = options;
  return options.db.transaction(async (tx) => {
    const queued = await redeliverInstitutionWebhook({ db: tx, masterKey: options.masterKey, institutionId, deliveryId });
    await writeAudit({ db: tx, actor, action: 'webhook.redeliver', institutionId, targetType: 'webhook_delivery', targetId: deliveryId, after: { deliveryId: queued.deliveryId, eventId: queued.eventId } });
    return queued;
  });
}
