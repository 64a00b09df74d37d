import {
  ADMIN_LIST_STATUS,
  AdminAction,
  STATUS_MOVES,
  type TAdminAction,
  type TAdminUserList,
  type TStatusAction,
} from '@collably/shared/constants/admin';
import { ADMIN_USERS_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE } from '@collably/shared/constants/limits';
import { Role, UserStatus, type TRole } from '@collably/shared/constants/roles';
import { AdminMessages } from '@collably/shared/messages/admin';
import {
  parseTagIds,
  ZAuditChange,
  type TAdminUser,
  type TAdminUserPage,
  type TAccessLogPage,
  type TAuditLogPage,
  type TTag,
} from '@collably/shared/schemas/admin';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { endAllSessions } from '../../platform/auth/sessions';
import { inTransaction } from '../../platform/events/after-commit';
import { AppError } from '../../platform/http/errors';
import {
  lockInfluencerForWrite,
  refreshInfluencerSearch,
} from '../../platform/influencer-search/influencer-search';
import { adminRepository as repo, type ModeratedUser } from './admin.repository';

/** Stored tags as the list of spec §3, names from the tag list; text that is not a valid list reads as none. */
function tagsOf(text: string): TTag[] {
  const tags = parseTagIds(text);
  return tags === 'invalid' || tags === 'unknown' ? [] : tags;
}

const pagesOf = (total: number, size: number) => Math.ceil(total / size);

/** One page of the pending, active or disabled users of a role, with the three counts (spec §2 Admin). */
export async function listUsers(
  ctx: AppContext,
  query: { list: TAdminUserList; roleId: TRole; page: number; search?: string },
): Promise<TAdminUserPage> {
  const status = ADMIN_LIST_STATUS[query.list];
  const filter = { roleId: query.roleId, status, search: query.search };
  const [rows, byStatus] = await Promise.all([
    repo.listUsers(ctx.db, filter, {
      limit: ADMIN_USERS_PAGE_SIZE,
      offset: query.page * ADMIN_USERS_PAGE_SIZE,
    }),
    repo.countByStatus(ctx.db, query.roleId, [UserStatus.Pending, UserStatus.Active, UserStatus.Disabled]),
  ]);
  const counts = {
    pending: byStatus.get(UserStatus.Pending) ?? 0,
    active: byStatus.get(UserStatus.Active) ?? 0,
    disabled: byStatus.get(UserStatus.Disabled) ?? 0,
  };
  const total = query.search ? await repo.countUsers(ctx.db, filter) : (byStatus.get(status) ?? 0);
  const users: TAdminUser[] = rows.map((r) => ({
    userID: r.id,
    roleId: r.roleId,
    name: r.name,
    userName: r.userName,
    email: r.email,
    createdOn: r.createdOn,
    lastLoginOn: r.lastLoginOn,
    isFeatured: r.isFeatured,
    tags: r.tags,
    tagsList: tagsOf(r.tags),
  }));
  return {
    users,
    currentPage: query.page,
    totalPages: pagesOf(total, ADMIN_USERS_PAGE_SIZE),
    pageSize: ADMIN_USERS_PAGE_SIZE,
    total,
    counts,
  };
}

type Target = { actorUserId: number; userId: number };

/**
 * Locks and reads the user an admin acts on, and refuses what no admin may do: act on themselves, on
 * an unknown user, on a staff or super admin account, or on a deleted user.
 */
async function lockTarget(trx: DbOrTrx, target: Target): Promise<ModeratedUser> {
  if (target.userId === target.actorUserId) throw new AppError('BAD_REQUEST', AdminMessages.notSelf);
  // The user's row is locked first, so of two admins acting on one user the second reads the first's result.
  await lockInfluencerForWrite(trx, target.userId);
  const user = await repo.findUser(trx, target.userId);
  if (!user) throw new AppError('NOT_FOUND', AdminMessages.userNotFound);
  if (user.roleId !== Role.Influencer && user.roleId !== Role.Brand) {
    throw new AppError('FORBIDDEN', AdminMessages.notAdminAccount);
  }
  if (user.status === UserStatus.Deleted) throw new AppError('CONFLICT', AdminMessages.userDeleted);
  return user;
}

/**
 * Writes one audit row in the caller's transaction: who, what, on whom, when, before → after. Moderation
 * calls it here; payouts and the helpdesk call it for the super admin's money decisions.
 */
export async function recordAdminAction(
  trx: DbOrTrx,
  entry: { actorUserId: number; action: TAdminAction; targetUserId: number; now: string },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  await repo.insertAudit(trx, {
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetUserId: entry.targetUserId,
    beforeJson: JSON.stringify(before),
    afterJson: JSON.stringify(after),
    createdOn: entry.now,
  });
}

const WRONG_STATUS: Record<TStatusAction, string> = {
  approve: AdminMessages.notPending,
  disable: AdminMessages.notActive,
  delete: AdminMessages.userDeleted,
  revert: AdminMessages.notDisabled,
};

/**
 * Approve (pending → active), disable (active → disabled), delete (any → deleted, soft: the row and every
 * collab, transaction and ledger entry stay) or revert (disabled → active), in one transaction with the
 * audit row, the listing read model, the end of the user's sessions (disable, delete) and the approval
 * notice. The UPDATE is conditional on the status read, so a second admin racing the first gets a 409.
 */
export async function moveUserStatus(ctx: AppContext, action: TStatusAction, target: Target): Promise<void> {
  const move = STATUS_MOVES[action];
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (trx) => {
    const user = await lockTarget(trx, target);
    if (!move.from.includes(user.status)) throw new AppError('CONFLICT', WRONG_STATUS[action]);
    const isMoved = await repo.moveStatus(trx, {
      userId: user.id,
      from: [user.status],
      to: move.to,
      now: now.toISOString(),
    });
    if (!isMoved) throw new AppError('CONFLICT', WRONG_STATUS[action]);
    await recordAdminAction(
      trx,
      { actorUserId: target.actorUserId, action, targetUserId: user.id, now: now.toISOString() },
      { status: user.status },
      { status: move.to },
    );
    if (user.roleId === Role.Influencer) await refreshInfluencerSearch(trx, user.id);
    if (move.to === UserStatus.Disabled || move.to === UserStatus.Deleted) await endAllSessions(trx, user.id);
    await ctx.events.emit(trx, {
      type: 'user.statusChanged',
      userId: user.id,
      roleId: user.roleId,
      action,
      from: user.status,
      to: move.to,
      adminUserId: target.actorUserId,
      at: now,
    });
  });
  // An approved influencer's bell is pushed by the notice's subscriber, after the commit.
  if (move.to === UserStatus.Disabled || move.to === UserStatus.Deleted)
    ctx.realtime.endSessions(target.userId);
}

/**
 * One change of an influencer's profile marks (featured flag or tags), in one transaction with its audit row
 * and the listing read model; nothing is written when the value is already the asked one.
 */
async function changeProfileMark(
  ctx: AppContext,
  target: Target,
  mark: {
    action: typeof AdminAction.Featured | typeof AdminAction.Tags;
    isUnchanged: (user: ModeratedUser) => boolean;
    update: { isFeatured: boolean } | { tags: string };
    before: (user: ModeratedUser) => Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const user = await lockTarget(trx, target);
    if (user.roleId !== Role.Influencer) throw new AppError('BAD_REQUEST', AdminMessages.influencersOnly);
    if (mark.isUnchanged(user)) return;
    if (!(await repo.updateProfileMarks(trx, { userId: user.id, now, ...mark.update }))) {
      throw new AppError('CONFLICT', AdminMessages.userDeleted);
    }
    await recordAdminAction(
      trx,
      { actorUserId: target.actorUserId, action: mark.action, targetUserId: user.id, now },
      mark.before(user),
      mark.after,
    );
    await refreshInfluencerSearch(trx, user.id);
  });
}

/** Marks an influencer featured or not (listing order, badge); 98 and 99. */
export const setFeatured = (ctx: AppContext, change: Target & { isFeatured: boolean }): Promise<void> =>
  changeProfileMark(ctx, change, {
    action: AdminAction.Featured,
    isUnchanged: (user) => user.isFeatured === change.isFeatured,
    update: { isFeatured: change.isFeatured },
    before: (user) => ({ isFeatured: user.isFeatured }),
    after: { isFeatured: change.isFeatured },
  });

/** Replaces an influencer's tags (names from the tag list, in id order); 98 and 99. */
export const setTags = (ctx: AppContext, change: Target & { tags: readonly TTag[] }): Promise<void> => {
  const text = JSON.stringify(change.tags);
  return changeProfileMark(ctx, change, {
    action: AdminAction.Tags,
    isUnchanged: (user) => user.tags === text,
    update: { tags: text },
    before: (user) => ({ tags: tagsOf(user.tags) }),
    after: { tags: change.tags },
  });
};

const changeOf = (text: string) => {
  const parsed = ZAuditChange.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : {};
};

/** The audit log, newest first (super admin). */
/** Staff's and super admins' calls that may have shown someone's personal data, newest first, one page. */
export async function accessLog(ctx: AppContext, page: number): Promise<TAccessLogPage> {
  const [entries, total] = await Promise.all([
    repo.accessPage(ctx.db, { limit: AUDIT_LOG_PAGE_SIZE, offset: page * AUDIT_LOG_PAGE_SIZE }),
    repo.countAccess(ctx.db),
  ]);
  return {
    entries: entries.map((e) => ({ ...e, statusCode: Number(e.statusCode) })),
    currentPage: page,
    totalPages: pagesOf(total, AUDIT_LOG_PAGE_SIZE),
    total,
  };
}

export async function auditLog(ctx: AppContext, page: number): Promise<TAuditLogPage> {
  const [rows, total] = await Promise.all([
    repo.auditPage(ctx.db, { limit: AUDIT_LOG_PAGE_SIZE, offset: page * AUDIT_LOG_PAGE_SIZE }),
    repo.countAudit(ctx.db),
  ]);
  return {
    entries: rows.map(({ beforeJson, afterJson, ...r }) => ({
      ...r,
      before: changeOf(beforeJson),
      after: changeOf(afterJson),
    })),
    currentPage: page,
    totalPages: pagesOf(total, AUDIT_LOG_PAGE_SIZE),
    total,
  };
}
