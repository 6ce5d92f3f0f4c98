import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import { newId } from '../../core/ids.js';

const { consoleAuditLog, consoleUsers } = tables;

/** Who acted: a signed-in console user, or the operator token (CLI, admin API). */
export interface Actor {
  userId: string | null;
  requestId: string | null;
}

export function actorLabel(actor: Actor): string {
  return actor.userId === null ? 'operator-token' : `user:${actor.userId}`;
}

/** Written in the caller's transaction, so an action and its audit row commit together or not at all. */
export async function writeAudit(options: {
  db: Db;
  actor: Actor;
  action: string;
  institutionId: string | null;
  targetType: string;
  targetId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}): Promise<void> {
  await options.db.insert(consoleAuditLog).values({
    id: newId('audit'),
    actorUserId: options.actor.userId,
    actorLabel: actorLabel(options.actor),
    action: options.action,
    institutionId: options.institutionId,
    targetType: options.targetType,
    targetId: options.targetId,
    before: options.before ?? null,
    after: options.after ?? null,
    requestId: options.actor.requestId,
  });
}

export interface AuditFilter {
  /** Only this institution's rows (always set for an institution's own people). */
  institutionId?: string | undefined;
  action?: string | undefined;
  actorUserId?: string | undefined;
  /** Inclusive UTC day bounds, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Newest first, a page at a time: `before` is the last id of the previous page. */
export async function listAuditEntries(options: { db: Db; filter: AuditFilter; before?: string | undefined; limit: number }) {
  const { filter } = options;
  const conditions: SQL[] = [];
  if (filter.institutionId) conditions.push(eq(consoleAuditLog.institutionId, filter.institutionId));
  if (filter.action) conditions.push(eq(consoleAuditLog.action, filter.action));
  if (filter.actorUserId) conditions.push(eq(consoleAuditLog.actorUserId, filter.actorUserId));
  if (filter.from) conditions.push(gte(consoleAuditLog.createdAt, sql`${filter.from}::date`));
  if (filter.to) conditions.push(lt(consoleAuditLog.createdAt, sql`${filter.to}::date + 1`));
  if (options.before) conditions.push(lt(consoleAuditLog.id, options.before));
  const rows = await options.db
    .select({
      auditId: consoleAuditLog.id,
      actorUserId: consoleAuditLog.actorUserId,
      actorLabel: consoleAuditLog.actorLabel,
      actorEmail: consoleUsers.email,
      action: consoleAuditLog.action,
      institutionId: consoleAuditLog.institutionId,
      targetType: consoleAuditLog.targetType,
      targetId: consoleAuditLog.targetId,
      before: consoleAuditLog.before,
      after: consoleAuditLog.after,
      createdAt: consoleAuditLog.createdAt,
    })
    .from(consoleAuditLog)
    .leftJoin(consoleUsers, eq(consoleUsers.id, consoleAuditLog.actorUserId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(consoleAuditLog.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return { entries: page, nextBefore: rows.length > options.limit ? (page.at(-1)?.auditId ?? null) : null };
}

/** The distinct actions recorded, for the filter's choices. */
export async function listAuditActions(options: { db: Db; institutionId?: string | undefined }): Promise<string[]> {
  const rows = await options.db
    .selectDistinct({ action: consoleAuditLog.action })
    .from(consoleAuditLog)
    .where(options.institutionId ? eq(consoleAuditLog.institutionId, options.institutionId) : undefined)
    .orderBy(consoleAuditLog.action);
  return rows.map((row) => row.action);
}
