import { z } from 'zod';
import { COLLAB_QUERY_PARAM } from '../constants/notifications';

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

/**
 * Where clicking a notification (or an e-mail's link) goes: the payment details page, or its order tab
 * (/order/{msgType}) with the collab it is about highlighted (?collab={id}).
 */
export const notificationPath = (msgType: string, collabId: number | null = null): string => {
  if (msgType.toLowerCase() === PAYOUT_MSG_TYPE) return '/paymentdetails';
  const tab = `/order/${msgType.toLowerCase()}`;
  return collabId === null ? tab : `${tab}?${COLLAB_QUERY_PARAM}=${collabId}`;
};
