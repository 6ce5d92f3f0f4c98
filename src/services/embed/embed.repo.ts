import { and, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { randomToken } from '../../core/crypto.js';
import { definePreparedSelect, insertRowPrepared, queryRowsPrepared, type Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';

/* This service's tables only: embed_partners, embed_partner_keys and embed_sessions. */

const { embedPartners, embedPartnerKeys, embedSessions } = tables;

export type PartnerRow = typeof embedPartners.$inferSelect;
export type PartnerKeyRow = typeof embedPartnerKeys.$inferSelect;
export type SessionRow = typeof embedSessions.$inferSelect;
export type Flow = SessionRow['flow'];

export async function insertPartner(options: { db: Db; partner: typeof embedPartners.$inferInsert }): Promise<void> {
  await options.db.insert(embedPartners).values(options.partner);
}

export async function insertPartnerKey(options: { db: Db; key: typeof embedPartnerKeys.$inferInsert }): Promise<void> {
  await options.db.insert(embedPartnerKeys).values(options.key);
}

// Judged by the database clock, like session expiry.
const keyActive = sql`${embedPartnerKeys.revokedAt} is null or ${embedPartnerKeys.revokedAt} > now()`;
/** True when the key was last used over a minute ago (or never): its last_used_at is due a write. */
const keyStale = sql`${embedPartnerKeys.lastUsedAt} is null or ${embedPartnerKeys.lastUsedAt} < now() - interval '60 seconds'`;

const keyByHash = definePreparedSelect({
  table: embedPartnerKeys,
  params: ['keyHash'],
  where: ({ keyHash }) => eq(embedPartnerKeys.keyHash, keyHash),
  computed: { active: keyActive, stale: keyStale },
});

/** The active partner key a request used, as the statements that check it alongside their own work return it. */
export interface UsedPartnerKey {
  id: string;
  partnerId: string;
  /** Its last_used_at is due a write (touchPartnerKey). */
  stale: boolean;
}

/** The active key with this hash (a revoked one, or one past its overlap, is not found). Every authenticated call runs it. */
export async function findActivePartnerKey(options: { db: Db; keyHash: string }): Promise<{ key: PartnerKeyRow; usedRecently: boolean } | undefined> {
  const [found] = await keyByHash({ db: options.db, params: { keyHash: options.keyHash } });
  if (!found || found.computed.active !== 'true') return undefined;
  return { key: found.row, usedRecently: found.computed.stale !== 'true' };
}

export async function touchPartnerKey(options: { db: Db; keyId: string }): Promise<void> {
  await options.db.update(embedPartnerKeys).set({ lastUsedAt: sql`now()` }).where(eq(embedPartnerKeys.id, options.keyId));
}

/** The partner's keys, newest first, with whether each still works. */
export async function listPartnerKeys(options: { db: Db; partnerId: string }) {
  return options.db
    .select({ key: embedPartnerKeys, active: sql<boolean>`${embedPartnerKeys.revokedAt} is null or ${embedPartnerKeys.revokedAt} > now()` })
    .from(embedPartnerKeys)
    .where(eq(embedPartnerKeys.partnerId, options.partnerId))
    .orderBy(desc(embedPartnerKeys.createdAt), desc(embedPartnerKeys.id));
}

/**
 * Sets when a key of this partner stops working (`at` null = now), never moving an earlier stop
 * later. Returns the key, or undefined when the partner has no such key.
 */
export async function revokePartnerKey(options: { db: Db; partnerId: string; keyId: string; at: Date | null }): Promise<PartnerKeyRow | undefined> {
  const at = options.at === null ? sql`now()` : sql`${options.at.toISOString()}::timestamptz`;
  const [row] = await options.db
    .update(embedPartnerKeys)
    .set({ revokedAt: sql`case when ${embedPartnerKeys.revokedAt} is not null and ${embedPartnerKeys.revokedAt} < ${at} then ${embedPartnerKeys.revokedAt} else ${at} end` })
    .where(and(eq(embedPartnerKeys.id, options.keyId), eq(embedPartnerKeys.partnerId, options.partnerId)))
    .returning();
  return row;
}

export async function findPartner(options: { db: Db; partnerId: string }): Promise<PartnerRow | undefined> {
  const [row] = await options.db.select().from(embedPartners).where(eq(embedPartners.id, options.partnerId));
  return row;
}

export async function updatePartner(options: { db: Db; partnerId: string; changes: Partial<typeof embedPartners.$inferInsert> }): Promise<PartnerRow> {
  const [row] = await options.db
    .update(embedPartners)
    .set({ ...options.changes, updatedAt: sql`now()` })
    .where(eq(embedPartners.id, options.partnerId))
    .returning();
  return row!;
}

export async function insertSession(options: { db: Db; session: typeof embedSessions.$inferInsert }): Promise<void> {
  await insertRowPrepared({ db: options.db, table: embedSessions, values: options.session });
}

/**
 * A new session for the holder of the active partner key with this hash, in ONE statement (session
 * creation is a hot route: one round trip instead of the key lookup and the insert). Undefined when
 * no active key has the hash; then nothing is inserted.
 */
export async function insertSessionForKey(options: { db: Db; keyHash: string; session: Omit<typeof embedSessions.$inferInsert, 'partnerId'> }): Promise<UsedPartnerKey | undefined> {
  const { session } = options;
  // SQL NULL, not JSON null, for a column left empty.
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  const [row] = await queryRowsPrepared<{ id: string; partner_id: string; stale: string }>(
    options.db,
    sql`with
      key as (
        select ${embedPartnerKeys.id} as id, ${embedPartnerKeys.partnerId} as partner_id, (${keyStale}) as stale
        from ${embedPartnerKeys} where ${embedPartnerKeys.keyHash} = ${options.keyHash} and (${keyActive})
      ),
      created as (
        insert into ${embedSessions} (id, partner_id, flow, token_hash, reference_id, allowed_id_types, expires_at, challenge)
        select ${session.id}, key.partner_id, ${session.flow}, ${session.tokenHash}, ${session.referenceId ?? null}, ${json(session.allowedIdTypes)}::jsonb,
          ${session.expiresAt.toISOString()}::timestamptz, ${json(session.challenge)}::jsonb
        from key
        returning id
      )
      select key.id, key.partner_id, key.stale::text as stale from key`,
  );
  return row && { id: row.id, partnerId: row.partner_id, stale: row.stale === 'true' };
}

const sessionByTokenHash = definePreparedSelect({
  table: embedSessions,
  params: ['tokenHash'],
  where: ({ tokenHash }) => eq(embedSessions.tokenHash, tokenHash),
  computed: { expired: sql`${embedSessions.expiresAt} <= now()` },
});

const sessionAndKeyByHashes = definePreparedSelect({
  table: embedSessions,
  params: ['tokenHash', 'keyHash'],
  where: ({ tokenHash }) => eq(embedSessions.tokenHash, tokenHash),
  computed: ({ keyHash }) => ({
    expired: sql`${embedSessions.expiresAt} <= now()`,
    key: sql`(select json_build_object('id', ${embedPartnerKeys.id}, 'partnerId', ${embedPartnerKeys.partnerId}, 'stale', (${keyStale}))
      from ${embedPartnerKeys} where ${embedPartnerKeys.keyHash} = ${keyHash} and (${keyActive}))`,
  }),
});

/**
 * The session behind a token and the active partner key with `keyHash`, in ONE statement (a poll
 * with the partner key is a hot route). Undefined when no session has the token (the key is then
 * not looked at); `key` null when no active key has the hash.
 */
export async function findSessionAndKey(options: { db: Db; tokenHash: string; keyHash: string }): Promise<{ session: typeof embedSessions.$inferSelect; expired: boolean; key: UsedPartnerKey | null } | undefined> {
  const [found] = await sessionAndKeyByHashes({ db: options.db, params: { tokenHash: options.tokenHash, keyHash: options.keyHash } });
  if (!found) return undefined;
  const key = found.computed.key === null ? null : (JSON.parse(found.computed.key) as UsedPartnerKey);
  return { session: found.row, expired: found.computed.expired === 'true', key };
}

/** The session behind a token, with whether its time is up (judged by the database clock). */
export async function findSessionByTokenHash(options: { db: Db; tokenHash: string }): Promise<{ session: typeof embedSessions.$inferSelect; expired: boolean } | undefined> {
  // Every poll and every capture-page load runs this, so it is a prepared statement.
  const [found] = await sessionByTokenHash({ db: options.db, params: { tokenHash: options.tokenHash } });
  return found && { session: found.row, expired: found.computed.expired === 'true' };
}

/** A partner's own session by id (never another partner's), with whether its time is up. */
export async function findPartnerSessionById(options: { db: Db; partnerId: string; sessionId: string }) {
  const [row] = await options.db
    .select({ session: embedSessions, expired: sql<boolean>`${embedSessions.expiresAt} <= now()` })
    .from(embedSessions)
    .where(and(eq(embedSessions.id, options.sessionId), eq(embedSessions.partnerId, options.partnerId)));
  return row;
}

/**
 * pending -> processing for exactly one caller: the conditional update is atomic, so a concurrent
 * second submit matches no row and is told the session is gone. A claim older than `staleAfterMs`
 * belongs to a process that died mid-submit and may be taken over. Returns the claim's fencing
 * token, or null.
 */
export async function claimSession(options: { db: Db; sessionId: string; staleAfterMs: number }): Promise<string | null> {
  const claimId = randomToken(16);
  const claimed = await options.db
    .update(embedSessions)
    .set({ status: 'processing', claimedAt: sql`now()`, claimId })
    .where(
      and(
        eq(embedSessions.id, options.sessionId),
        gt(embedSessions.expiresAt, sql`now()`),
        or(
          eq(embedSessions.status, 'pending'),
          and(eq(embedSessions.status, 'processing'), lt(embedSessions.claimedAt, sql`now() - make_interval(secs => ${options.staleAfterMs / 1000})`)),
        ),
      ),
    )
    .returning({ id: embedSessions.id });
  return claimed.length === 1 ? claimId : null;
}

const heldBy = (sessionId: string, claimId: string) =>
  and(eq(embedSessions.id, sessionId), eq(embedSessions.status, 'processing'), eq(embedSessions.claimId, claimId));

/** processing -> pending after a rejected capture; returns the session's rejected-capture count. */
export async function releaseClaim(options: { db: Db; sessionId: string; claimId: string; countRejection: boolean }): Promise<number> {
  const [row] = await options.db
    .update(embedSessions)
    .set({
      status: 'pending',
      claimedAt: null,
      claimId: null,
      ...(options.countRejection ? { rejectedCaptures: sql`${embedSessions.rejectedCaptures} + 1` } : {}),
    })
    .where(heldBy(options.sessionId, options.claimId))
    .returning({ rejectedCaptures: embedSessions.rejectedCaptures });
  return row?.rejectedCaptures ?? 0;
}

/** processing -> completed | failed, once, and only by the claim's holder. */
export async function finishSession(options: {
  tx: Db;
  sessionId: string;
  claimId: string;
  result: Pick<
    typeof embedSessions.$inferInsert,
    'status' | 'success' | 'confidence' | 'providerTransactionRef' | 'errorMessage' | 'captureImageKey' | 'captureImageBase64' | 'providerResponse' | 'idType' | 'idNumber' | 'rejectedCaptures'
  >;
}): Promise<{ completedAt: Date } | null> {
  const [row] = await options.tx
    .update(embedSessions)
    .set({ ...options.result, completedAt: sql`now()` })
    .where(heldBy(options.sessionId, options.claimId))
    .returning({ completedAt: embedSessions.completedAt });
  return row ? { completedAt: row.completedAt! } : null;
}

/** Newest first, paged by sessionId (UUID v7 sorts by creation time). */
export async function listPartnerSessions(options: {
  db: Db;
  partnerId: string;
  status?: 'pending' | 'completed' | 'failed' | 'expired';
  flow?: Flow;
  referenceId?: string;
  from?: Date;
  to?: Date;
  before?: string;
  limit: number;
}) {
  const filters: SQL[] = [eq(embedSessions.partnerId, options.partnerId)];
  const open = inArray(embedSessions.status, ['pending', 'processing']);
  if (options.status === 'pending') filters.push(open, gt(embedSessions.expiresAt, sql`now()`));
  else if (options.status === 'expired') filters.push(open, lte(embedSessions.expiresAt, sql`now()`));
  else if (options.status !== undefined) filters.push(eq(embedSessions.status, options.status));
  if (options.flow !== undefined) filters.push(eq(embedSessions.flow, options.flow));
  if (options.referenceId !== undefined) filters.push(eq(embedSessions.referenceId, options.referenceId));
  if (options.from !== undefined) filters.push(gte(embedSessions.createdAt, options.from));
  if (options.to !== undefined) filters.push(lt(embedSessions.createdAt, options.to));
  if (options.before !== undefined) filters.push(lt(embedSessions.id, options.before));
  return options.db
    .select({
      sessionId: embedSessions.id,
      flow: embedSessions.flow,
      referenceId: embedSessions.referenceId,
      status: embedSessions.status,
      expired: sql<boolean>`${embedSessions.expiresAt} <= now()`,
      success: embedSessions.success,
      confidence: embedSessions.confidence,
      errorMessage: embedSessions.errorMessage,
      createdAt: embedSessions.createdAt,
      expiresAt: embedSessions.expiresAt,
      completedAt: embedSessions.completedAt,
    })
    .from(embedSessions)
    .where(and(...filters))
    .orderBy(desc(embedSessions.id))
    .limit(options.limit);
}
