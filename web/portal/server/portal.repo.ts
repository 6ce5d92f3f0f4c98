import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../src/core/db/index.js';
import { tables } from '../../../src/core/db/index.js';

/* The portal's own tables: portal_sessions and portal_sign_in_attempts. */

const { portalSessions, portalSignInAttempts } = tables;

export async function insertPortalSession(options: { db: Db; idHash: string; partnerId: string; ttlSeconds: number }): Promise<void> {
  await options.db.insert(portalSessions).values({
    idHash: options.idHash,
    partnerId: options.partnerId,
    expiresAt: sql`now() + make_interval(secs => ${options.ttlSeconds})`,
  });
}

/** The partner id behind a live session, judged by the database clock. */
export async function findLivePortalSession(options: { db: Db; idHash: string }): Promise<{ partnerId: string } | undefined> {
  const [row] = await options.db
    .select({ partnerId: portalSessions.partnerId })
    .from(portalSessions)
    .where(and(eq(portalSessions.idHash, options.idHash), gt(portalSessions.expiresAt, sql`now()`)));
  return row;
}

export async function deletePortalSession(options: { db: Db; idHash: string }): Promise<void> {
  await options.db.delete(portalSessions).where(eq(portalSessions.idHash, options.idHash));
}

/** Expired rows are dead weight; each sign-in sweeps a few so the table does not grow without bound. */
export async function sweepExpiredPortalSessions(options: { db: Db }): Promise<void> {
  await options.db.execute(
    sql`delete from ${portalSessions} where ${portalSessions.idHash} in (select ${portalSessions.idHash} from ${portalSessions} where ${lte(portalSessions.expiresAt, sql`now()`)} limit 100)`,
  );
}

/**
 * Counts one sign-in attempt for `clientKey` in one atomic upsert and returns the count in the
 * current window and the seconds until it ends. Reserving before checking the key means concurrent
 * guesses cannot all slip in under the limit.
 */
export async function reserveSignInAttempt(options: { db: Db; clientKey: string; windowSeconds: number }): Promise<{ attempts: number; retryAfterSeconds: number }> {
  const windowOver = sql`${portalSignInAttempts.windowStart} <= now() - make_interval(secs => ${options.windowSeconds})`;
  const [row] = await options.db
    .insert(portalSignInAttempts)
    .values({ clientKey: options.clientKey, attempts: 1 })
    .onConflictDoUpdate({
      target: portalSignInAttempts.clientKey,
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${portalSignInAttempts.attempts} + 1 end`,
        windowStart: sql`case when ${windowOver} then now() else ${portalSignInAttempts.windowStart} end`,
      },
    })
    .returning({
      attempts: portalSignInAttempts.attempts,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${portalSignInAttempts.windowStart} + make_interval(secs => ${options.windowSeconds}) - now()))))::int`,
    });
  return { attempts: Number(row!.attempts), retryAfterSeconds: Number(row!.retryAfterSeconds) };
}

/** A successful sign-in gives its reservation back: only failures use up the allowance. */
export async function releaseSignInAttempt(options: { db: Db; clientKey: string }): Promise<void> {
  await options.db
    .update(portalSignInAttempts)
    .set({ attempts: sql`greatest(${portalSignInAttempts.attempts} - 1, 0)` })
    .where(eq(portalSignInAttempts.clientKey, options.clientKey));
}
