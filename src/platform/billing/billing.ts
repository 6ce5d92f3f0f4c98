import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import type { InstitutionCaller } from '../institutions/index.js';
import { billingMetrics } from './billing-metrics.js';

const { institutions, ledgerEntries } = tables;

export const insufficientBalanceMessage = 'Insufficient wallet balance for this service. Top up the wallet or renew the subscription.';

/** The refusal of a call the wallet cannot pay for (counted), for callers charging through chargeForCallsCtes. */
export function insufficientBalance(serviceCode: string): AppError {
  billingMetrics.refusals.inc({ service_code: serviceCode });
  return new AppError('insufficient_balance', insufficientBalanceMessage);
}

function billedService(caller: InstitutionCaller): { code: string; priceKobo: number } {
  if (!caller.service) throw new AppError('internal', 'Billing a route that has no service code');
  return caller.service;
}

/**
 * The cheap early refusal: an institution that cannot pay is turned away before any work is done.
 * It is advisory (another call may spend the money meanwhile); chargeForCall is the real gate.
 */
export async function assertCanAfford(options: { db: Db; caller: InstitutionCaller }): Promise<void> {
  const service = billedService(options.caller);
  const [row] = await options.db
    .select({
      balanceKobo: institutions.balanceKobo,
      subscribed: sql<boolean>`coalesce(${institutions.subscriptionActiveUntil} > now(), false)`,
    })
    .from(institutions)
    .where(eq(institutions.id, options.caller.institutionId));
  if (!row) throw new AppError('unauthenticated', 'Institution no longer exists');
  if (!row.subscribed && row.balanceKobo < service.priceKobo) throw insufficientBalance(service.code);
}

/**
 * Charges one call. Must run inside the transaction that stores the result it pays for, so the
 * result, the debit and the ledger row commit together or not at all. The conditional UPDATE is
 * the concurrency gate: the row lock serialises concurrent charges and none can overdraw.
 */
export async function chargeForCall(options: { tx: Db; caller: InstitutionCaller }): Promise<{ transactionRef: string; amountKobo: number }> {
  const service = billedService(options.caller);
  const { transactionRefs, amountKobo } = await chargeForCalls({ tx: options.tx, institutionId: options.caller.institutionId, service, count: 1 });
  return { transactionRef: transactionRefs[0]!, amountKobo };
}

/**
 * chargeForCalls as common table expressions, for a caller that stores the results of `count` calls
 * in ONE statement (one round trip instead of a transaction of several; a single statement is
 * atomic): all are charged or none is. `calls` names a CTE with one row per call, columns
 * `transaction_ref` and `ord` (1..count); each call gets its own ledger row, and the balances after
 * them run down in `ord` order exactly as if the calls had been charged one by one. Defines
 * `billing_account`, `billing_debit` and `billing_charge`; `billing_charge` holds the ledger rows
 * (transaction_ref, amount_kobo) when the calls are paid or covered by a subscription, and is empty
 * when `proceed` is false or the wallet cannot pay, in which case nothing is debited. The caller
 * makes its own writes depend on `billing_charge`, and calls recordChargeMetrics after commit.
 */
export function chargeForCallsCtes(options: { caller: InstitutionCaller; calls: SQL; count: number; proceed: SQL }): SQL {
  const service = billedService(options.caller);
  const { institutionId } = options.caller;
  const totalKobo = service.priceKobo * options.count;
  return sql`billing_account as (
      select id, balance_kobo, coalesce(subscription_active_until > now(), false) as subscribed
      from ${institutions} where id = ${institutionId} and ${options.proceed}
    ),
    billing_debit as (
      update ${institutions} as target set balance_kobo = target.balance_kobo - ${totalKobo}::bigint, updated_at = now()
      from billing_account where target.id = billing_account.id and not billing_account.subscribed and target.balance_kobo >= ${totalKobo}::bigint
      returning target.balance_kobo
    ),
    billing_charge as (
      insert into ${ledgerEntries} (transaction_ref, institution_id, kind, service_code, amount_kobo, balance_after_kobo)
      select calls.transaction_ref, ${institutionId}, 'charge', ${service.code},
        case when billing_account.subscribed then 0 else ${-service.priceKobo}::bigint end,
        case when billing_account.subscribed then billing_account.balance_kobo
          else billing_debit.balance_kobo + (${options.count}::bigint - calls.ord) * ${service.priceKobo}::bigint end
      from ${options.calls} as calls cross join billing_account left join billing_debit on true
      where billing_account.subscribed or billing_debit.balance_kobo is not null
      order by calls.ord
      returning transaction_ref, amount_kobo
    )`;
}

/** The charge metrics chargeForCall keeps, for a charge made through chargeForCallsCtes (after it committed). */
export function recordChargeMetrics(options: { serviceCode: string; amountKobo: number }): void {
  billingMetrics.charges.inc({ service_code: options.serviceCode });
  billingMetrics.chargedKobo.inc({ service_code: options.serviceCode }, -options.amountKobo);
}

/**
 * Charges `count` calls of one service at once (bulk uploads), one ledger row per call so each
 * stored result keeps its own transactionRef. Same rules as chargeForCall: inside the caller's
 * transaction, 0 kobo under a subscription, all or nothing when the wallet cannot pay for every call.
 */
export async function chargeForCalls(options: {
  tx: Db;
  institutionId: string;
  service: { code: string; priceKobo: number };
  count: number;
}): Promise<{ transactionRefs: string[]; amountKobo: number }> {
  const { tx, institutionId, service, count } = options;
  if (count === 0) return { transactionRefs: [], amountKobo: 0 };
  const [subscribed] = await tx
    .select({ balanceKobo: institutions.balanceKobo })
    .from(institutions)
    .where(and(eq(institutions.id, institutionId), sql`${institutions.subscriptionActiveUntil} > now()`));

  let priceKobo: number;
  let balanceAfterKobo: number;
  if (subscribed) {
    priceKobo = 0;
    balanceAfterKobo = subscribed.balanceKobo;
  } else {
    const totalKobo = service.priceKobo * count;
    const [debited] = await tx
      .update(institutions)
      .set({ balanceKobo: sql`${institutions.balanceKobo} - ${totalKobo}`, updatedAt: sql`now()` })
      .where(and(eq(institutions.id, institutionId), gte(institutions.balanceKobo, totalKobo)))
      .returning({ balanceKobo: institutions.balanceKobo });
    if (!debited) throw insufficientBalance(service.code);
    priceKobo = service.priceKobo;
    balanceAfterKobo = debited.balanceKobo;
  }

  // Each row shows the balance after its own call, so the ledger reads as if the calls came one by one.
  const startKobo = balanceAfterKobo + priceKobo * count;
  const transactionRefs: string[] = [];
  const rows = Array.from({ length: count }, (_, index) => {
    const transactionRef = newId('transaction');
    transactionRefs.push(transactionRef);
    return { transactionRef, institutionId, kind: 'charge' as const, serviceCode: service.code, amountKobo: 0 - priceKobo || 0, balanceAfterKobo: startKobo - priceKobo * (index + 1), position: index };
  });
  // Rows travel as one JSON parameter: far cheaper than thousands of bind parameters. Insertion order is sequence order.
  for (let start = 0; start < rows.length; start += ledgerInsertBatch) {
    await tx.execute(sql`insert into ${ledgerEntries} (transaction_ref, institution_id, kind, service_code, amount_kobo, balance_after_kobo)
      select "transactionRef", "institutionId", kind, "serviceCode", "amountKobo", "balanceAfterKobo"
      from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + ledgerInsertBatch))}::jsonb)
        as r("transactionRef" text, "institutionId" text, kind text, "serviceCode" text, "amountKobo" bigint, "balanceAfterKobo" bigint, position int)
      order by position`);
  }
  billingMetrics.charges.inc({ service_code: service.code }, count);
  billingMetrics.chargedKobo.inc({ service_code: service.code }, priceKobo * count);
  return { transactionRefs, amountKobo: 0 - priceKobo * count || 0 };
}

/** Ledger rows per INSERT statement: bounds the size of one JSON parameter. */
const ledgerInsertBatch = 2000;

/**
 * Adds money. A `reference` makes the credit idempotent: sending the same reference again returns
 * the balance without crediting twice (and a different amount under the same reference is refused).
 */
export async function creditWallet(options: { db: Db; institutionId: string; amountKobo: number; reference: string | null }): Promise<{ balanceKobo: number; transactionRef: string; replayed: boolean }> {
  return options.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ balanceKobo: institutions.balanceKobo })
      .from(institutions)
      .where(eq(institutions.id, options.institutionId))
      .for('update');
    if (!locked) throw new AppError('not_found', 'Institution not found');
    if (options.reference !== null) {
      const [previous] = await tx
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.institutionId, options.institutionId), eq(ledgerEntries.reference, options.reference)));
      if (previous) {
        if (previous.amountKobo !== options.amountKobo) {
          throw new AppError('conflict', `Reference "${options.reference}" was already used for a credit of ${previous.amountKobo} kobo`);
        }
        return { balanceKobo: locked.balanceKobo, transactionRef: previous.transactionRef, replayed: true };
      }
    }
    const [updated] = await tx
      .update(institutions)
      .set({ balanceKobo: sql`${institutions.balanceKobo} + ${options.amountKobo}`, updatedAt: sql`now()` })
      .where(eq(institutions.id, options.institutionId))
      .returning({ balanceKobo: institutions.balanceKobo });
    const balanceKobo = updated!.balanceKobo;
    const transactionRef = newId('transaction');
    await tx.insert(ledgerEntries).values({
      transactionRef,
      institutionId: options.institutionId,
      kind: 'credit',
      amountKobo: options.amountKobo,
      balanceAfterKobo: balanceKobo,
      reference: options.reference,
    });
    return { balanceKobo, transactionRef, replayed: false };
  });
}

export async function listLedger(options: { db: Db; institutionId: string; limit: number; before?: string }) {
  const rows = await options.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.institutionId, options.institutionId),
        options.before ? lt(ledgerEntries.sequence, sql`(select ${ledgerEntries.sequence} from ${ledgerEntries} where ${ledgerEntries.transactionRef} = ${options.before})`) : undefined,
      ),
    )
    .orderBy(desc(ledgerEntries.sequence))
    .limit(options.limit);
  return rows.map((row) => ({
    transactionRef: row.transactionRef,
    kind: row.kind,
    serviceCode: row.serviceCode,
    amountKobo: row.amountKobo,
    balanceAfterKobo: row.balanceAfterKobo,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
  }));
}
