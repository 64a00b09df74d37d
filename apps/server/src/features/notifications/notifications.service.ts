import type { TNotification } from '@collably/shared/schemas/notifications';
import type { AppContext } from '../../platform/context';
import { notificationsRepository as repo } from './notifications.repository';

/** The bell shows the latest ones; older notifications are kept but not sent. */
const LATEST = 50;

export async function latestNotifications(ctx: AppContext, userId: number): Promise<TNotification[]> {
  const rows = await repo.latest(ctx.db, userId, LATEST);
  return rows.map((r) => ({
    id: r.id,
    message: r.message,
    createDate: r.createDate,
    isClicked: r.isClicked === 1,
    profilePic: r.profilePic,
    userName: r.userName,
    msgType: r.msgType,
    collabId: r.collabId,
  }));
}

/** Opening the bell marks every notification read (spec §4); answers how many changed. */
export const markAllRead = (ctx: AppContext, userId: number) => repo.markAllClicked(ctx.db, userId);
