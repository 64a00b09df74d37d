import { z } from 'zod';

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

/** Where clicking a notification goes: its order tab (/order/{msgType}), or the payment details page. */
export const notificationPath = (msgType: string): string =>
  msgType.toLowerCase() === PAYOUT_MSG_TYPE ? '/paymentdetails' : `/order/${msgType.toLowerCase()}`;
