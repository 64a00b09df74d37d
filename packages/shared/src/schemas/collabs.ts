import { z } from 'zod';
import { PostProofStatus } from '../constants/post-proofs';
import { ActionCode, CollabStatus, OrderTab } from '../constants/collabs';
import {
  COLLAB_DESCRIPTION_MAX,
  COLLAB_REASON_MAX,
  FILE_NAME_MAX,
  MAX_COLLAB_FILES,
  MAX_EXTRA_REVISIONS_PER_PURCHASE,
} from '../constants/limits';
import { EVENT_ACTORS } from '../domain/collab-history';
import { isFileRequired, isReasonRequired } from '../domain/collab-status';
import { CollabMessages } from '../messages/collabs';
import { CommonMessages } from '../messages/common';
import { FileMessages } from '../messages/files';
import { ZIdParam, dbInt, multiLine, singleLine } from './common';
import { ZTaxDocumentRef } from './invoices';

const ZFileNames = z
  .array(singleLine(z.string().trim().min(1).max(FILE_NAME_MAX)), {
    error: CollabMessages.filesInvalid,
  })
  .max(MAX_COLLAB_FILES, CollabMessages.tooManyFiles);

/** POST brand/create/collab (spec §3). `base64File` carries uploaded attachment names, not file contents. */
export const ZCreateCollabRequest = z.object({
  transId: dbInt(z.number({ error: CommonMessages.required }).int().positive()),
  influencerServiceId: dbInt(z.number({ error: CommonMessages.required }).int().positive()),
  description: multiLine(
    z
      .string({ error: CommonMessages.required })
      .trim()
      .min(1, CommonMessages.required)
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
    collabDetailId: dbInt(z.number({ error: CommonMessages.required }).int().positive()),
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
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CommonMessages.required });
    } else if (value.statusId === ActionCode.MarkCompleteWithUrl && !isHttpUrl(value.reason)) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CollabMessages.postUrlInvalid });
    }
    if (isFileRequired(value.statusId) && value.base64File.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['base64File'], message: FileMessages.attachmentRequired });
    }
  });
export type TUpdateCollabStatusRequest = z.infer<typeof ZUpdateCollabStatusRequest>;

export const ZCollabAction = z.object({ statusId: z.number(), label: z.string() });

/**
 * The clock of the collab's status (domain/collab-status COLLAB_CLOCKS with the server's configured days):
 * by when (`dueOn`, ISO), who must act, and what happens otherwise (short text, e.g. 'the order is refunded').
 */
export const ZCollabDeadline = z.object({
  dueOn: z.string(),
  waitingFor: z.enum(['influencer', 'brand', 'admin']),
  outcome: z.string(),
});
export type TCollabDeadline = z.infer<typeof ZCollabDeadline>;

/**
 * How the brand paid for a collab, in rupees: `paid` (after the coupon) = `fromWallet` + `byCard`; `subtotal`
 * before the coupon's `discount`. Shown to the brand and the super admin only: null for the influencer, who
 * must never see how the brand paid.
 */
export const ZCollabPayment = z.object({
  subtotal: z.number(),
  couponCode: z.string().nullable(),
  discount: z.number(),
  paid: z.number(),
  fromWallet: z.number(),
  byCard: z.number(),
  /** The order's tax invoice and any credit notes, oldest first (issue 16). */
  taxDocuments: z.array(ZTaxDocumentRef),
});
export type TCollabPayment = z.infer<typeof ZCollabPayment>;

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
  tab: z.enum(OrderTab),
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
  /** Null once the collab reached a terminal status (Complete, Reject, Cancel). */
  deadline: ZCollabDeadline.nullable(),
  /**
   * The custom offer this order was made from (issue 19): its agreed delivery date (India, 'YYYY-MM-DD'), which
   * replaces the 14-day delivery clock, and the revisions agreed; absent for a normal hire.
   */
  offer: z.object({ offerId: z.number(), deadline: z.string(), revisions: z.number() }).nullable().optional(),
  /** The split of the brand's payment (issue 11 item 6); null for the influencer. */
  payment: ZCollabPayment.nullable().optional(),
  /**
   * How the escrow was settled, once it was (read from the collab's ledger journal), in rupees; null while the
   * money is held. `refund` went to the brand's wallet, `influencer` to the influencer's earnings.
   */
  settled: z
    .object({
      kind: z.enum(['release', 'refund', 'split']),
      byHelpdesk: z.boolean(),
      refund: z.number(),
      influencer: z.number(),
    })
    .nullable()
    .optional(),
  /** What happened to the money, from this viewer's side ('Helpdesk outcome: split — …'); null while held. */
  moneyOutcome: z.string().nullable().optional(),
  /**
   * Revision allowance (issue 19 item 4): `allowed` = included + paid extras bought, `used` = the brand's
   * requests. `extraPrice`: what one paid extra revision costs this viewer's side (the brand: with fee and
   * GST; the influencer: their own price), null when none are offered. `canBuyExtra`: the brand may buy one now.
   */
  revisions: z.object({
    allowed: z.number(),
    used: z.number(),
    extraPrice: z.number().nullable(),
    canBuyExtra: z.boolean(),
  }),
});
export type TCollab = z.infer<typeof ZCollab>;

/** POST collab/extra-revisions/checkout: a checkout of paid extra revisions for one order (brand). */
export const ZExtraRevisionsCheckoutRequest = z.object({
  collabDetailId: ZIdParam,
  count: z.coerce
    .number<number>({ error: CollabMessages.extraRevisionCountInvalid })
    .int(CollabMessages.extraRevisionCountInvalid)
    .min(1, CollabMessages.extraRevisionCountInvalid)
    .max(MAX_EXTRA_REVISIONS_PER_PURCHASE, CollabMessages.extraRevisionCountInvalid)
    .default(1),
});
export type TExtraRevisionsCheckoutRequest = z.input<typeof ZExtraRevisionsCheckoutRequest>;

/** data of collab/extra-revisions/checkout: where the browser pays (`refrenceId` as transaction/create). */
export const ZExtraRevisionsCheckout = z.object({
  refrenceId: z.string(),
  transId: z.number(),
  /** Rupees to pay, fee and GST included. */
  amount: z.number(),
});
export type TExtraRevisionsCheckout = z.infer<typeof ZExtraRevisionsCheckout>;

/** GET user/collab-history?collabDetailId= */
export const ZCollabHistoryQuery = z.object({ collabDetailId: ZIdParam });
export type TCollabHistoryQuery = z.infer<typeof ZCollabHistoryQuery>;

/** One status change of a collab, oldest first; `action` is its label ('Raise Dispute', 'Split the payment'). */
export const ZCollabEvent = z.object({
  id: z.number(),
  createdOn: z.string(),
  actor: z.enum(EVENT_ACTORS),
  actorName: z.string(),
  action: z.string(),
  fromStatus: z.enum(CollabStatus),
  toStatus: z.enum(CollabStatus),
  /** The status text of spec §4 for this viewer. */
  statusText: z.string(),
  reason: z.string().nullable(),
  /** Stored names of the files sent with the change (private: download through files/link). */
  files: z.array(z.string()),
});
export type TCollabEvent = z.infer<typeof ZCollabEvent>;

/**
 * The money an order's escrow holds, in rupees, for the super admin resolving a helpdesk case: subtotal =
 * influencerPayout + platformRevenue + gst + discountGst − influencerGst; the brand paid subtotal − discount
 * (the platform funded the coupon).
 */
export const ZCollabEscrow = z.object({
  subtotal: z.number(),
  discount: z.number(),
  paidByBrand: z.number(),
  influencerPayout: z.number(),
  platformRevenue: z.number(),
  /** Output GST of the order. */
  gst: z.number(),
  /** The registered influencer's GST inside the payout: the platform's input tax credit. */
  influencerGst: z.number(),
  /** The GST inside the coupon's GST-inclusive discount (issue 36), never owed: back to the platform's coupon account. */
  discountGst: z.number(),
});
export type TCollabEscrow = z.infer<typeof ZCollabEscrow>;

export const TIMELINE_KINDS = ['payment', 'details', 'status', 'reminder', 'proof', 'money'] as const;
export type TTimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * One entry of a collab's timeline (issue 11 item 1), read from the records that are never overwritten: the
 * payment transaction, the collab's brief, its events (status changes, reminders) and its ledger journals.
 */
export const ZCollabTimelineEntry = z.object({
  /** Unique within the timeline: 'payment', 'details', 'event-12', 'journal-5'. */
  key: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  createdOn: z.string(),
  actor: z.enum(EVENT_ACTORS),
  /** The party's name, 'Collably helpdesk' (the admin's own name for the super admin), or 'Collably'. */
  actorName: z.string(),
  title: z.string(),
  /** The status text (spec §4, this viewer's words) the collab entered; null when the status did not change. */
  statusText: z.string().nullable(),
  /** The reason, note or brief; null when there is none. */
  note: z.string().nullable(),
  /** The post URL a 'Mark Complete' / 'Update Work Link' shared. */
  link: z.string().nullable(),
  /** Money figures this viewer may see ('Paid ₹1,168.20', '₹500.00 from the Collably wallet'). */
  lines: z.array(z.string()),
  /** Stored names of the files (private: download through files/link). */
  files: z.array(z.string()),
  /** 1, 2, … for each work-file delivery ('Version 2'); null otherwise. */
  version: z.number().nullable(),
});
export type TCollabTimelineEntry = z.infer<typeof ZCollabTimelineEntry>;

/** The collab's brief as the brand sent it, then every status change; `escrow` only for the super admin. */
export const ZCollabHistory = z.object({
  collabDetailId: z.number(),
  collabStatus: z.enum(CollabStatus),
  createdOn: z.string(),
  brandName: z.string(),
  influencerName: z.string(),
  description: z.string(),
  attachments: z.array(z.string()),
  events: z.array(ZCollabEvent),
  escrow: ZCollabEscrow.nullable(),
  /** Everything that happened, oldest first: payment, brief, status changes, reminders, money movements. */
  timeline: z.array(ZCollabTimelineEntry),
});
export type TCollabHistory = z.infer<typeof ZCollabHistory>;

/**
 * POST collab/recheck-post (super admin, issue 19): the collab's post is checked again now (a brand reports it
 * deleted); a post found gone opens its helpdesk case as a scheduled recheck would.
 */
export const ZRecheckPostRequest = z.object({ collabDetailId: z.number().int().positive() });
export type TRecheckPostRequest = z.infer<typeof ZRecheckPostRequest>;
export const ZPostRecheckResult = z.object({
  collabDetailId: z.number(),
  status: z.enum(PostProofStatus),
  caseOpened: z.boolean(),
});
export type TPostRecheckResult = z.infer<typeof ZPostRecheckResult>;
