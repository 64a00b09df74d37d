import { z } from 'zod';
import { ActionCode, CollabStatus } from '../constants/collabs';
import { Msg } from '../constants/messages';
import { isFileRequired, isReasonRequired } from '../domain/collab-status';
import { dbInt, multiLine, singleLine } from './common';

export const COLLAB_DESCRIPTION_MAX = 2000;
export const COLLAB_REASON_MAX = 1000;
/** Attachments per call; each is a name returned by POST /api/files/attachments. */
export const MAX_COLLAB_FILES = 10;

export const CollabMessages = {
  descriptionTooLong: `Description should not exceed ${COLLAB_DESCRIPTION_MAX} characters`,
  reasonTooLong: `This Field should not exceed ${COLLAB_REASON_MAX} characters`,
  tooManyFiles: `You can attach up to ${MAX_COLLAB_FILES} files`,
  postUrlInvalid: 'Please enter a valid post URL starting with http:// or https://',
  statusInvalid: 'Please choose a valid action',
  notFound: 'Collab not found',
  transactionNotPaid: 'The payment for this order is not complete',
  transactionMismatch: 'This payment was made for another service',
  created: 'Your collab request has been sent',
  updated: 'Collab updated',
  changedMeanwhile: 'This collab was changed meanwhile. Please reload the page.',
} as const;

const ZFileNames = z
  .array(singleLine(z.string().trim().min(1).max(200)), {
    error: 'Attachments must be a list of uploaded file names',
  })
  .max(MAX_COLLAB_FILES, CollabMessages.tooManyFiles);

/** POST brand/create/collab (spec §3). `base64File` carries uploaded attachment names, not file contents. */
export const ZCreateCollabRequest = z.object({
  transId: dbInt(z.number({ error: Msg.required }).int().positive()),
  influencerServiceId: dbInt(z.number({ error: Msg.required }).int().positive()),
  description: multiLine(
    z
      .string({ error: Msg.required })
      .trim()
      .min(1, Msg.required)
      .max(COLLAB_DESCRIPTION_MAX, CollabMessages.descriptionTooLong),
  ),
  base64File: ZFileNames.optional().default([]),
  allowUGC: z.boolean().optional().default(false),
});
export type TCreateCollabRequest = z.infer<typeof ZCreateCollabRequest>;

export const isHttpUrl = (text: string): boolean => {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/**
 * POST user/update/collab-status (spec §3, §5): a reason for codes 2, 3, 4, 5, 6, 9 (for 5 it is the post
 * URL), a file for 10. Whether the caller may take the action in the collab's status is the server's call.
 */
export const ZUpdateCollabStatusRequest = z
  .object({
    collabDetailId: dbInt(z.number({ error: Msg.required }).int().positive()),
    statusId: z
      .number({ error: CollabMessages.statusInvalid })
      .int(CollabMessages.statusInvalid)
      .min(1, CollabMessages.statusInvalid)
      .max(10, CollabMessages.statusInvalid),
    reason: multiLine(z.string().trim().max(COLLAB_REASON_MAX, CollabMessages.reasonTooLong))
      .nullish()
      .transform((v) => v ?? ''),
    base64File: ZFileNames.nullish().transform((v) => v ?? []),
  })
  .superRefine((value, ctx) => {
    if (isReasonRequired(value.statusId) && value.reason === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: Msg.required });
    } else if (value.statusId === ActionCode.MarkCompleteWithUrl && !isHttpUrl(value.reason)) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CollabMessages.postUrlInvalid });
    }
    if (isFileRequired(value.statusId) && value.base64File.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['base64File'], message: Msg.fileRequired500 });
    }
  });
export type TUpdateCollabStatusRequest = z.infer<typeof ZUpdateCollabStatusRequest>;

export const ZCollabAction = z.object({ statusId: z.number(), label: z.string() });

/**
 * A collab as user/orders lists it (spec §3 Collab). `userName`, `name`, `additionalName` and `profilePic` are
 * the counterpart's (the influencer for a brand or an admin, the brand for an influencer). `price` in rupees:
 * what the brand paid for a brand, the influencer's payout for the influencer, the order value for admins.
 */
export const ZCollab = z.object({
  collabDetailId: z.number(),
  collabStatus: z.enum(CollabStatus),
  /** The status text of spec §4 for this viewer. */
  statusText: z.string(),
  /** The order tab listing it: new, complete, reject, dispute, helpdesk. */
  tab: z.string(),
  collabDescription: z.string(),
  uploadedFiles: z.string(),
  platformId: z.number(),
  platformName: z.string(),
  serviceTitle: z.string(),
  serviceDescription: z.string(),
  allowUGC: z.boolean(),
  price: z.number(),
  createDate: z.string(),
  modifiedDate: z.string(),
  workLink: z.string().nullable(),
  workFile: z.string().nullable(),
  comment: z.string().nullable(),
  brandUserId: z.number(),
  influencerUserId: z.number(),
  userId: z.number(),
  userName: z.string().nullable(),
  name: z.string(),
  additionalName: z.string().nullable(),
  profilePic: z.string().nullable(),
  /** Both parties by name, for admins (helpdesk). */
  brandName: z.string(),
  influencerName: z.string(),
  /** The buttons this viewer may press now (transition table), in display order. */
  actions: z.array(ZCollabAction),
});
export type TCollab = z.infer<typeof ZCollab>;
