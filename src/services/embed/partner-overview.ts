import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import { webhookDeliveryStats } from '../../platform/webhooks/index.js';
import type { PartnerRow } from './embed.repo.js';
import type { SessionStatus } from './embed.schemas.js';
import { listSessions } from './sessions.js';

const { embedSessions } = tables;
const statuses: SessionStatus[] = ['pending', 'completed', 'failed', 'expired'];
type Counts = Record<SessionStatus, number>;
const zero = (): Counts => ({ pending: 0, completed: 0, failed: 0, expired: 0 });

/** completed / finished, as a whole percentage; null before anything finished. */
function passRate(counts: Counts): number | null {
  const finished = counts.completed + counts.failed;
  return finished === 0 ? null : Math.round((100 * counts.completed) / finished);
}

/**
 * The portal dashboard: sessions per UTC day by visible status over the last `days` days (today
 * included), today's and the period's totals, pass rate, the newest sessions and webhook health.
 */
export async function getPartnerOverview(options: { db: Db; partner: PartnerRow; days?: number }) {
  const days = options.days ?? 7;
  const todayStart = new Date();
  todayStart.setUTCHours(0, 0, 0, 0);
  const since = new Date(todayStart.getTime() - (days - 1) * 86_400_000);
  const visible = sql<SessionStatus>`case when ${embedSessions.status} in ('completed', 'failed') then ${embedSessions.status}
    when ${embedSessions.expiresAt} <= now() then 'expired' else 'pending' end`;
  const day = sql<string>`to_char(${embedSessions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await options.db
    .select({ day, status: visible, count: sql<number>`count(*)::int` })
    .from(embedSessions)
    .where(and(eq(embedSessions.partnerId, options.partner.id), gte(embedSessions.createdAt, since)))
    .groupBy(day, visible);
  const perDay = Array.from({ length: days }, (_, i) => ({ day: new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10), counts: zero() }));
  const byDay = new Map(perDay.map((entry) => [entry.day, entry.counts]));
  const period = zero();
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (!counts || !statuses.includes(row.status)) continue;
    counts[row.status] += Number(row.count);
    period[row.status] += Number(row.count);
  }
  const today = perDay.at(-1)!.counts;
  const [recent, webhooks] = await Promise.all([
    listSessions({ db: options.db, partner: options.partner, query: { limit: 8 } }),
    webhookDeliveryStats({ db: options.db, ownerId: options.partner.id, since }),
  ]);
  return {
    today: { counts: today, passRate: passRate(today) },
    period: { days, counts: period, passRate: passRate(period) },
    perDay,
    recentSessions: recent.sessions,
    webhooks: {
      byStatus: webhooks.byStatus,
      latest: webhooks.latest && {
        deliveryId: webhooks.latest.deliveryId,
        event: webhooks.latest.event,
        status: webhooks.latest.status,
        lastStatusCode: webhooks.latest.lastStatusCode,
        lastError: webhooks.latest.lastError,
        createdAt: webhooks.latest.createdAt.toISOString(),
      },
    },
  };
}
export type PartnerOverview = Awaited<ReturnType<typeof getPartnerOverview>>;
