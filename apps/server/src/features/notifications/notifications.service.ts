import type { TMailKind } from '@collably/shared/constants/notifications';
import type { TNotification } from '@collably/shared/schemas/notifications';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { notificationsRepository as repo } from './notifications.repository';

export type NewNotification = {
  userId: number;
  /** Whose name and picture the bell shows; null for the platform itself (time sweeps). */
  actorUserId: number | null;
  collabId: number | null;
  /** Order tab slug the click opens (/order/{msgType}). */
  msgType: string;
  /** HTML: build it with `html` (platform/http/html.ts) so every interpolated value is escaped. */
  message: string;
  /** The e-mail kind this event also sends, unless the user turned that kind off; none for bell-only events. */
  mail?: TMailKind;
};

/** The bell shows the latest ones; older notifications are kept but not sent. */
const LATEST = 50;

export async function latestNotifications(ctx: AppContext, userId: number): Promise<TNotification[]> {
  const rows = await repo.latest(ctx.db, userId, LATEST);
  return rows.map((r) => ({
    id: r.id,
    message: r.message,
    createDate: r.createDate,
    isClicked: r.isClicked,
    profilePic: r.profilePic,
    userName: r.userName,
    msgType: r.msgType,
    collabId: r.collabId,
  }));
}

/** Opening the bell marks every notification read (spec §4); answers how many changed. */
export const markAllRead = (ctx: AppContext, userId: number) => repo.markAllClicked(ctx.db, userId);

/** Stores notifications in the caller's transaction, so they exist exactly when the change they tell of does. */
export async function notify(db: DbOrTrx, items: readonly NewNotification[], now: Date): Promise<void> {
  if (items.length === 0) return;
  const createDate = now.toISOString();
  await repo.insert(
    db,
    items.map((n) => ({
      userId: n.userId,
      actorUserId: n.actorUserId,
      collabId: n.collabId,
      msgType: n.msgType,
      message: n.message,
      createDate,
    })),
  );
}
