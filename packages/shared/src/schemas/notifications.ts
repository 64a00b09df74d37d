import { z } from 'zod';
import { COLLAB_QUERY_PARAM, MAIL_KINDS, type TMailKind } from '../constants/notifications';
import { NotificationMessages as M } from '../messages/notifications';

/**
 * GET notification/get item (spec §3). `message` is HTML built by the server from escaped values only;
 * `msgType` says where a click goes (see notificationPath); `userName`/`profilePic` are of who caused it.
 */
export const ZNotification = z.object({
  id: z.number(),
  message: z.string(),
  createDate: z.string(),
  isClicked: z.boolean(),
  profilePic: z.string().nullable(),
  userName: z.string().nullable(),
  msgType: z.string(),
  collabId: z.number().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** msgType of payout notifications: they open /paymentdetails instead of an order tab. */
export const PAYOUT_MSG_TYPE = 'paymentdetails';
/** msgType of a brand's wallet notifications (a withdrawal processed or failed): they open /wallet. */
export const WALLET_MSG_TYPE = 'wallet';

/**
 * Where clicking a notification (or an e-mail's link) goes: the payment details page, or its order tab
 * (/order/{msgType}) with the collab it is about highlighted (?collab={id}).
 */
export const notificationPath = (msgType: string, collabId: number | null = null): string => {
  if (msgType.toLowerCase() === PAYOUT_MSG_TYPE) return '/paymentdetails';
  if (msgType.toLowerCase() === WALLET_MSG_TYPE) return '/wallet';
  const tab = `/order/${msgType.toLowerCase()}`;
  return collabId === null ? tab : `${tab}?${COLLAB_QUERY_PARAM}=${collabId}`;
};

/** One kind of e-mail on the preferences card: GET/POST user/email-preferences answer the caller's kinds. */
export const ZEmailPreference = z.object({
  kind: z.enum(MAIL_KINDS as [TMailKind, ...TMailKind[]]),
  label: z.string(),
  enabled: z.boolean(),
});
export type TEmailPreference = z.infer<typeof ZEmailPreference>;

/** POST user/email-preferences: turns one or several kinds on or off; the others stay as they are. */
export const ZSaveEmailPreferencesRequest = z.object({
  preferences: z
    .array(
      z.object({
        kind: z.enum(MAIL_KINDS as [TMailKind, ...TMailKind[]], { error: M.unknownMailKind }),
        enabled: z.boolean(),
      }),
      { error: M.preferencesRequired },
    )
    .min(1, M.preferencesRequired)
    .max(MAIL_KINDS.length * 2),
});
export type TSaveEmailPreferencesRequest = z.infer<typeof ZSaveEmailPreferencesRequest>;
