import { AppError } from '../../core/errors.js';
import type { ConsoleUser } from './people.js';

/*
 * Who may do what. Operators: everything. An institution's admin manages its people and API keys;
 * reviewers and viewers read. Someone else's institution does not exist for them: 404, not 403,
 * so its ids cannot be probed.
 */

export function assertOperator(user: ConsoleUser): void {
  if (user.role !== 'operator') throw new AppError('forbidden', 'Only an operator may do this');
}

export function assertCanView(user: ConsoleUser, institutionId: string): void {
  if (user.role !== 'operator' && user.institutionId !== institutionId) throw new AppError('not_found', 'Institution not found');
}

export function canManage(user: ConsoleUser, institutionId: string): boolean {
  return user.role === 'operator' || (user.role === 'admin' && user.institutionId === institutionId);
}

export function assertCanManage(user: ConsoleUser, institutionId: string): void {
  assertCanView(user, institutionId);
  if (!canManage(user, institutionId)) throw new AppError('forbidden', `Your role (${user.role}) may view this institution but not change it`);
}

/** Claiming, releasing and deciding reviews: the institution's reviewers and admins, and operators. */
export function canReview(user: ConsoleUser, institutionId: string): boolean {
  return canManage(user, institutionId) || (user.role === 'reviewer' && user.institutionId === institutionId);
}

export function assertCanReview(user: ConsoleUser, institutionId: string): void {
  assertCanView(user, institutionId);
  if (!canReview(user, institutionId)) throw new AppError('forbidden', `Your role (${user.role}) may view reviews but not decide them`);
}
