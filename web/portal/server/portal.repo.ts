import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../src/core/db/index.js';
import { tables } from '../../../src/core/db/index.js';

/* The portal's session table (sign-in attempts are counted by platform/web-sessions). */

const { portalSessions } = tables;

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
