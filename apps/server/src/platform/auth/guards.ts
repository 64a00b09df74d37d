import { isAdminRole } from '@collably/shared/constants/roles';
import { AuthMessages } from '@collably/shared/messages/auth';
import { CommonMessages } from '@collably/shared/messages/common';
import { AppError } from '../http/errors';
import type { AuthUser } from './auth-plugin';

/** The signed-in user of a route behind `authenticate` / `requireRole`. */
export function currentUser(auth: AuthUser | null): AuthUser {
  if (!auth) throw new AppError('UNAUTHORIZED', AuthMessages.loginRequired);
  return auth;
}

/**
 * Ownership rule shared by every write on someone's data: the owner, or an admin (98/99) when
 * `allowAdmins`. Anything else is refused with 403 whatever the id the caller sent.
 */
export function assertOwnerOrAdmin(auth: AuthUser, ownerUserId: number, allowAdmins = true): void {
  if (auth.userId === ownerUserId) return;
  if (allowAdmins && isAdminRole(auth.role)) return;
  throw new AppError('FORBIDDEN', CommonMessages.ownDataOnly);
}
