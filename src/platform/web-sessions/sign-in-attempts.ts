import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';

/*
 * Sign-in attempts per key in a fixed window, in the database because several api processes share
 * nothing in memory. Keys are namespaced by the caller (`console:ip:...`); the portal's are bare addresses.
 */

const { portalSignInAttempts: attemptsTable } = tables;

/**
 * Counts one sign-in attempt for `clientKey` in one atomic upsert and returns the count in the
 * current window and the seconds until it ends. Reserving before checking the credential means
 * concurrent guesses cannot all slip in under the limit.
 */
export async function reserveSignInAttempt(options: { db: Db; clientKey: string; windowSeconds: number }): Promise<{ attempts: number; retryAfterSeconds: number }> {
  const windowOver = sql`${attemptsTable.windowStart} <= now() - make_interval(secs => ${options.windowSeconds})`;
  const [row] = await options.db
    .insert(attemptsTable)
    .values({ clientKey: options.clientKey, attempts: 1 })
    .onConflictDoUpdate({
      target: attemptsTable.clientKey,
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${attemptsTable.attempts} + 1 end`,
        windowStart: sql`case when ${windowOver} then now() else ${attemptsTable.windowStart} end`,
      },
    })
    .returning({
      attempts: attemptsTable.attempts,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${attemptsTable.windowStart} + make_interval(secs => ${options.windowSeconds}) - now()))))::int`,
    });
  return { attempts: Number(row!.attempts), retryAfterSeconds: Number(row!.retryAfterSeconds) };
}

/** A successful sign-in gives its reservation back: only failures use up the allowance. */
export async function releaseSignInAttempt(options: { db: Db; clientKey: string }): Promise<void> {
  await options.db
    .update(attemptsTable)
    .set({ attempts: sql`greatest(${attemptsTable.attempts} - 1, 0)` })
    .where(eq(attemptsTable.clientKey, options.clientKey));
}
