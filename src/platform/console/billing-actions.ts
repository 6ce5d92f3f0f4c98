import type { Db } from '../../core/db/index.js';
import { creditWallet } from '../billing/index.js';
import { getInstitution, setInstitutionService, setSubscription, type ServiceCode } from '../institutions/index.js';
import { writeAudit, type Actor } from './audit.js';

/*
 * The operator's money actions as the console takes them: the same use cases as the admin API
 * (creditWallet, setInstitutionService, setSubscription), each with its audit row in the same transaction.
 */

export async function creditAuditedWallet(options: { db: Db; actor: Actor; institutionId: string; amountKobo: number; reference: string | null }) {
  return options.db.transaction(async (tx) => {
    const credited = await creditWallet({ db: tx, institutionId: options.institutionId, amountKobo: options.amountKobo, reference: options.reference });
    if (!credited.replayed) {
      await writeAudit({
        db: tx,
        actor: options.actor,
        action: 'wallet.credit',
        institutionId: options.institutionId,
        targetType: 'transaction',
        targetId: credited.transactionRef,
        before: { balanceKobo: credited.balanceKobo - options.amountKobo },
        after: { balanceKobo: credited.balanceKobo, amountKobo: options.amountKobo, reference: options.reference },
      });
    }
    return credited;
  });
}

export async function setAuditedService(options: { db: Db; actor: Actor; institutionId: string; code: ServiceCode; enabled: boolean; priceKobo: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const institution = await getInstitution({ db: tx, institutionId: options.institutionId });
    const before = institution.services.find((service) => service.code === options.code) ?? null;
    await setInstitutionService({ db: tx, institutionId: options.institutionId, code: options.code, enabled: options.enabled, priceKobo: options.priceKobo });
    await writeAudit({
      db: tx,
      actor: options.actor,
      action: 'service.set',
      institutionId: options.institutionId,
      targetType: 'service',
      targetId: options.code,
      before: before ? { enabled: before.enabled, priceKobo: before.priceKobo } : null,
      after: { enabled: options.enabled, priceKobo: options.priceKobo },
    });
  });
}

/** Starts, extends (a future `activeUntil`) or ends (null) the subscription, as PUT /admin/v1/institutions/{id}/subscription does. */
export async function setAuditedSubscription(options: { db: Db; actor: Actor; institutionId: string; activeUntil: Date | null }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const institution = await getInstitution({ db: tx, institutionId: options.institutionId });
    await setSubscription({ db: tx, institutionId: options.institutionId, activeUntil: options.activeUntil });
    await writeAudit({
      db: tx,
      actor: options.actor,
      action: options.activeUntil ? 'subscription.set' : 'subscription.end',
      institutionId: options.institutionId,
      targetType: 'institution',
      targetId: options.institutionId,
      before: { activeUntil: institution.subscriptionActiveUntil },
      after: { activeUntil: options.activeUntil?.toISOString() ?? null },
    });
  });
}
