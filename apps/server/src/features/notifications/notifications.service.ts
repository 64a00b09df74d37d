import { MAIL_KIND_LABELS, type TMailKind } from '@collably/shared/constants/notifications';
import { mailKindsOf } from '@collably/shared/domain/mail-kinds';
import { NotificationMessages as M } from '@collably/shared/messages/notifications';
import {
  notificationPath,
  type TEmailPreference,
  type TNotification,
  type TSaveEmailPreferencesRequest,
} from '@collably/shared/schemas/notifications';
import type { DbOrTrx } from '../../db/database';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { htmlToText } from '../../platform/http/html';
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

/**
 * Stores notifications in the caller's transaction, so they exist exactly when the change they tell of does,
 * and queues the e-mail of each item that names a kind (mail_queue, sent by the delivery sweep) unless its
 * user turned that kind off or cannot get mail (not active, no address).
 */
export async function notify(db: DbOrTrx, items: readonly NewNotification[], now: Date): Promise<void> {
  if (items.length === 0) return;
  const createDate = now.toISOString();
  await queueMail(db, items, createDate);
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

async function queueMail(db: DbOrTrx, items: readonly NewNotification[], createdOn: string) {
  const mailed = items.filter((n): n is NewNotification & { mail: TMailKind } => n.mail !== undefined);
  if (mailed.length === 0) return;
  const userIds = [...new Set(mailed.map((n) => n.userId))];
  const [mailable, optOuts] = await Promise.all([repo.mailableUsers(db, userIds), repo.optOuts(db, userIds)]);
  const rows = mailed
    .filter((n) => mailable.has(n.userId) && !optOuts.has(`${n.userId}:${n.mail}`))
    .map((n) =>
      queuedMail(
        n.userId,
        {
          kind: n.mail,
          subject: M.mailSubject(n.mail, n.collabId),
          html: n.message,
          linkPath: notificationPath(n.msgType, n.collabId),
        },
        createdOn,
      ),
    );
  if (rows.length > 0) await repo.queueMail(db, rows);
}

/**
 * Queues one e-mail to every active super admin who keeps `kind` on, in the caller's transaction (super admins
 * have no bell): for what the platform's books need a person to look at, e.g. a credit note past its GST deadline.
 */
export async function mailSuperAdmins(db: DbOrTrx, mail: MailContent, now: Date): Promise<void> {
  const admins = await repo.mailableSuperAdmins(db, mail.kind);
  if (admins.length === 0) return;
  await repo.queueMail(
    db,
    admins.map(({ id }) => queuedMail(id, mail, now.toISOString())),
  );
}

type MailContent = { kind: TMailKind; subject: string; html: string; linkPath: string };

/** A mail_queue row, due now. */
const queuedMail = (userId: number, mail: MailContent, createdOn: string) => ({
  userId,
  kind: mail.kind,
  subject: mail.subject,
  htmlBody: mail.html,
  textBody: htmlToText(mail.html),
  linkPath: mail.linkPath,
  createdOn,
  nextAttemptOn: createdOn,
  claimedUntil: null,
  claimToken: null,
  sentOn: null,
  failedOn: null,
  lastError: null,
});

/** Of `userIds`, those who turned `kind` off (mail sent outside notify, e.g. the helpdesk reminders). */
export async function optedOutOf(
  db: DbOrTrx,
  userIds: readonly number[],
  kind: TMailKind,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const optOuts = await repo.optOuts(db, userIds);
  return new Set(userIds.filter((id) => optOuts.has(`${id}:${kind}`)));
}

/** GET user/email-preferences: the kinds the caller's role gets, each with its label and whether it is on. */
export async function emailPreferences(ctx: AppContext, user: AuthUser): Promise<TEmailPreference[]> {
  const optOuts = await repo.optOuts(ctx.db, [user.userId]);
  return mailKindsOf(user.role).map((kind) => ({
    kind,
    label: MAIL_KIND_LABELS[kind],
    enabled: !optOuts.has(`${user.userId}:${kind}`),
  }));
}

/** POST user/email-preferences: turns the listed kinds on or off (the last word wins for a repeated kind). */
export async function saveEmailPreferences(
  ctx: AppContext,
  user: AuthUser,
  input: TSaveEmailPreferencesRequest,
): Promise<TEmailPreference[]> {
  const offered = mailKindsOf(user.role);
  const wanted = new Map(input.preferences.map((p) => [p.kind, p.enabled]));
  if ([...wanted.keys()].some((kind) => !offered.includes(kind))) {
    throw new AppError('BAD_REQUEST', M.mailKindNotForRole);
  }
  const kinds = [...wanted.entries()];
  await repo.setOptOuts(
    ctx.db,
    user.userId,
    { off: kinds.filter(([, on]) => !on).map(([k]) => k), on: kinds.filter(([, on]) => on).map(([k]) => k) },
    ctx.clock.now().toISOString(),
  );
  return emailPreferences(ctx, user);
}
