import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index.js';
import { tables } from '../../core/db/index.js';
import { hashSecret, randomToken } from '../../core/crypto.js';
import { AppError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { writeAudit, type Actor } from './audit.js';
import { hashPassword, passwordMaxLength, passwordMinLength, verifyPassword } from './passwords.js';

const { consoleUsers, consoleLinks, consoleSessions, institutions } = tables;

export const consoleRoles = ['operator', 'admin', 'reviewer', 'viewer'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];
export const institutionRoles = ['admin', 'reviewer', 'viewer'] as const;
export type InstitutionRole = (typeof institutionRoles)[number];
export type LinkPurpose = 'sign_in' | 'invitation' | 'password_reset';

/** The signed-in person as every console check sees it. */
export interface ConsoleUser {
  userId: string;
  email: string;
  role: ConsoleRole;
  institutionId: string | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A one-time link's token: shown once in the link, stored as its hash. */
async function insertLink(db: Db, options: { userId: string; purpose: LinkPurpose; createdBy: string | null; ttlSeconds: number }): Promise<{ token: string; expiresAt: Date }> {
  // A new link voids the person's older unused ones: only the latest link works.
  await db.update(consoleLinks).set({ usedAt: sql`now()` }).where(and(eq(consoleLinks.userId, options.userId), isNull(consoleLinks.usedAt)));
  const token = randomToken(32);
  const [row] = await db
    .insert(consoleLinks)
    .values({
      id: newId('consoleLink'),
      tokenHash: hashSecret(token),
      userId: options.userId,
      purpose: options.purpose,
      createdBy: options.createdBy,
      expiresAt: sql`now() + make_interval(secs => ${options.ttlSeconds})`,
    })
    .returning({ expiresAt: consoleLinks.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

/**
 * Creates a person with no password yet and the one-time link that lets them choose one: the first
 * operator (from the CLI), or someone invited to an institution. Person, link and audit row commit together.
 */
export async function createConsoleUser(options: {
  db: Db;
  actor: Actor;
  email: string;
  role: ConsoleRole;
  institutionId: string | null;
  linkTtlSeconds: number;
}): Promise<{ userId: string; token: string; expiresAt: Date }> {
  const email = normaliseEmail(options.email);
  if ((options.role === 'operator') !== (options.institutionId === null)) {
    throw new AppError('validation_error', 'An operator has no institution; every other role needs one', { details: [{ path: 'role', message: 'does not fit the institution' }] });
  }
  return options.db.transaction(async (tx) => {
    if (options.institutionId !== null) {
      const [institution] = await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, options.institutionId));
      if (!institution) throw new AppError('not_found', 'Institution not found');
    }
    const userId = newId('consoleUser');
    const inserted = await tx
      .insert(consoleUsers)
      .values({ id: userId, email, role: options.role, institutionId: options.institutionId })
      .onConflictDoNothing({ target: consoleUsers.email })
      .returning({ id: consoleUsers.id });
    if (inserted.length === 0) throw new AppError('conflict', 'A console user with this email already exists');
    const link = await insertLink(tx, { userId, purpose: options.role === 'operator' ? 'sign_in' : 'invitation', createdBy: options.actor.userId, ttlSeconds: options.linkTtlSeconds });
    await writeAudit({
      db: tx,
      actor: options.actor,
      action: options.role === 'operator' ? 'user.create_operator' : 'user.invite',
      institutionId: options.institutionId,
      targetType: 'console_user',
      targetId: userId,
      after: { email, role: options.role, institutionId: options.institutionId },
    });
    return { userId, ...link };
  });
}

export async function findConsoleUser(options: { db: Db; userId: string }) {
  const [row] = await options.db.select().from(consoleUsers).where(eq(consoleUsers.id, options.userId));
  return row;
}

/**
 * An operator-issued password reset: the old password and every session stop now (the reason may be
 * a leaked password), and the link sets a new one.
 */
export async function issuePasswordReset(options: { db: Db; actor: Actor; userId: string; linkTtlSeconds: number }): Promise<{ token: string; expiresAt: Date; email: string }> {
  return options.db.transaction(async (tx) => {
    const [user] = await tx.select().from(consoleUsers).where(eq(consoleUsers.id, options.userId));
    if (!user) throw new AppError('not_found', 'Console user not found');
    const link = await insertLink(tx, { userId: user.id, purpose: 'password_reset', createdBy: options.actor.userId, ttlSeconds: options.linkTtlSeconds });
    await tx.update(consoleUsers).set({ passwordHash: null, updatedAt: sql`now()` }).where(eq(consoleUsers.id, user.id));
    await tx.delete(consoleSessions).where(eq(consoleSessions.userId, user.id));
    await writeAudit({ db: tx, actor: options.actor, action: 'user.password_reset_issued', institutionId: user.institutionId, targetType: 'console_user', targetId: user.id });
    return { ...link, email: user.email };
  });
}

/** What the link page shows before the person chooses a password; null when the link opens nothing. */
export async function findUsableLink(options: { db: Db; token: string }): Promise<{ purpose: LinkPurpose; email: string } | null> {
  const [row] = await options.db
    .select({ purpose: consoleLinks.purpose, email: consoleUsers.email })
    .from(consoleLinks)
    .innerJoin(consoleUsers, eq(consoleUsers.id, consoleLinks.userId))
    .where(and(eq(consoleLinks.tokenHash, hashSecret(options.token)), isNull(consoleLinks.usedAt), gt(consoleLinks.expiresAt, sql`now()`), eq(consoleUsers.status, 'active')));
  return row ?? null;
}

export const unusableLinkMessage = 'This link has been used, has expired or was replaced by a newer one. Ask an operator or your institution admin for a new link.';

export function passwordProblem(password: string): string | null {
  if (password.length < passwordMinLength) return `must be at least ${passwordMinLength} characters`;
  if (password.length > passwordMaxLength) return `must be at most ${passwordMaxLength} characters`;
  return null;
}

/**
 * Uses a one-time link: sets the password, ends every session the person had, and returns the person
 * to sign in. The link is claimed in the same statement that checks it, so two tabs cannot both use it.
 */
export async function redeemLink(options: { db: Db; token: string; password: string; requestId: string | null }): Promise<{ userId: string }> {
  const problem = passwordProblem(options.password);
  if (problem) throw new AppError('validation_error', `The password ${problem}`, { details: [{ path: 'password', message: problem }] });
  const passwordHash = await hashPassword(options.password);
  return options.db.transaction(async (tx) => {
    const [link] = await tx
      .update(consoleLinks)
      .set({ usedAt: sql`now()` })
      .where(and(eq(consoleLinks.tokenHash, hashSecret(options.token)), isNull(consoleLinks.usedAt), gt(consoleLinks.expiresAt, sql`now()`)))
      .returning({ userId: consoleLinks.userId, purpose: consoleLinks.purpose });
    if (!link) throw new AppError('not_found', unusableLinkMessage);
    const [user] = await tx
      .update(consoleUsers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(consoleUsers.id, link.userId), eq(consoleUsers.status, 'active')))
      .returning({ id: consoleUsers.id, institutionId: consoleUsers.institutionId });
    if (!user) throw new AppError('not_found', unusableLinkMessage);
    await tx.delete(consoleSessions).where(eq(consoleSessions.userId, user.id));
    await writeAudit({
      db: tx,
      actor: { userId: user.id, requestId: options.requestId },
      action: 'user.password_set',
      institutionId: user.institutionId,
      targetType: 'console_user',
      targetId: user.id,
      after: { via: link.purpose },
    });
    return { userId: user.id };
  });
}

export const wrongPasswordMessage = 'That email and password do not match an active console account.';

/** The person behind an email and password, or `unauthenticated` with one message whatever was wrong. */
export async function authenticateConsoleUser(options: { db: Db; email: string; password: string }): Promise<ConsoleUser> {
  const [row] = await options.db.select().from(consoleUsers).where(eq(consoleUsers.email, normaliseEmail(options.email)));
  const matches = await verifyPassword(row?.passwordHash ?? null, options.password);
  if (!row || !matches || row.status !== 'active') throw new AppError('unauthenticated', wrongPasswordMessage);
  return { userId: row.id, email: row.email, role: row.role, institutionId: row.institutionId };
}

export async function insertConsoleSession(options: { db: Db; idHash: string; userId: string; ttlSeconds: number; requestId: string | null }): Promise<void> {
  await options.db.transaction(async (tx) => {
    await tx.insert(consoleSessions).values({ idHash: options.idHash, userId: options.userId, expiresAt: sql`now() + make_interval(secs => ${options.ttlSeconds})` });
    const [user] = await tx.update(consoleUsers).set({ lastSignInAt: sql`now()` }).where(eq(consoleUsers.id, options.userId)).returning({ institutionId: consoleUsers.institutionId });
    await writeAudit({ db: tx, actor: { userId: options.userId, requestId: options.requestId }, action: 'user.sign_in', institutionId: user?.institutionId ?? null, targetType: 'console_user', targetId: options.userId });
    // Expired rows are dead weight: each sign-in sweeps a few.
    await tx.execute(
      sql`delete from ${consoleSessions} where ${consoleSessions.idHash} in (select ${consoleSessions.idHash} from ${consoleSessions} where ${lte(consoleSessions.expiresAt, sql`now()`)} limit 100)`,
    );
  });
}

/** The active person behind a live session, read fresh on every request (a role change applies at once). */
export async function findSessionUser(options: { db: Db; idHash: string }): Promise<ConsoleUser | null> {
  const [row] = await options.db
    .select({ userId: consoleUsers.id, email: consoleUsers.email, role: consoleUsers.role, institutionId: consoleUsers.institutionId })
    .from(consoleSessions)
    .innerJoin(consoleUsers, eq(consoleUsers.id, consoleSessions.userId))
    .where(and(eq(consoleSessions.idHash, options.idHash), gt(consoleSessions.expiresAt, sql`now()`), eq(consoleUsers.status, 'active')));
  return row ?? null;
}

export async function deleteConsoleSession(options: { db: Db; idHash: string }): Promise<void> {
  await options.db.delete(consoleSessions).where(eq(consoleSessions.idHash, options.idHash));
}

/** Ends every session of the person, in every browser. */
export async function signOutEverywhere(options: { db: Db; actor: Actor; user: ConsoleUser }): Promise<{ ended: number }> {
  return options.db.transaction(async (tx) => {
    const ended = await tx.delete(consoleSessions).where(eq(consoleSessions.userId, options.user.userId)).returning({ idHash: consoleSessions.idHash });
    await writeAudit({
      db: tx,
      actor: options.actor,
      action: 'user.sign_out_everywhere',
      institutionId: options.user.institutionId,
      targetType: 'console_user',
      targetId: options.user.userId,
      after: { sessionsEnded: ended.length },
    });
    return { ended: ended.length };
  });
}

/** An institution's people with whether they have chosen a password yet (an open invitation otherwise). */
export async function listInstitutionUsers(options: { db: Db; institutionId: string }) {
  const rows = await options.db
    .select({
      userId: consoleUsers.id,
      email: consoleUsers.email,
      role: consoleUsers.role,
      status: consoleUsers.status,
      hasPassword: sql<boolean>`${consoleUsers.passwordHash} is not null`,
      lastSignInAt: consoleUsers.lastSignInAt,
      createdAt: consoleUsers.createdAt,
    })
    .from(consoleUsers)
    .where(eq(consoleUsers.institutionId, options.institutionId))
    .orderBy(asc(consoleUsers.email));
  return rows;
}
