import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';

const { documentTrustSessions } = tables;

/** PASS / REVIEW / FAIL counts of an institution's document trust sessions over the last `days` UTC days. */
export async function countDecisions(options: { db: Db; institutionId: string; days: number; now?: Date }): Promise<{ PASS: number; REVIEW: number; FAIL: number }> {
  const today = (options.now ?? new Date()).toISOString().slice(0, 10);
  const rows = await options.db
    .select({ decision: documentTrustSessions.decision, count: sql<number>`count(*)::int` })
    .from(documentTrustSessions)
    .where(and(eq(documentTrustSessions.institutionId, options.institutionId), gte(documentTrustSessions.createdAt, sql`${today}::date - ${options.days - 1}::int`)))
    .groupBy(documentTrustSessions.decision);
  const counts = { PASS: 0, REVIEW: 0, FAIL: 0 };
  for (const row of rows) counts[row.decision] = Number(row.count);
  return counts;
}
