import { z } from 'zod';

/**
 * GET notification/get item (spec §3). `message` is HTML built by the server from escaped values only;
 * `msgType` is the order tab to open (/order/{msgType}); `userName`/`profilePic` are of who caused it.
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
