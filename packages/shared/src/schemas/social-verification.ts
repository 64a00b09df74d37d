import { z } from 'zod';
import { FILE_NAME_MAX } from '../constants/limits';
import { PLATFORM_IDS } from '../constants/platforms';
import { VERIFICATION_STATUSES } from '../constants/social-verification';
import { CommonMessages } from '../messages/common';
import { InfluencerMessages } from '../messages/influencers';
import { SocialVerificationMessages as M } from '../messages/social-verification';
import { ZUserId } from './common';

const ZPlatformId = z.coerce
  .number<number>({ error: InfluencerMessages.platformInvalid })
  .refine((id) => PLATFORM_IDS.includes(id), InfluencerMessages.platformInvalid);

/** POST /api/influencer/social-verification/code and /check: the caller's own account on one platform. */
export const ZVerificationAccountRequest = z.object({ plateformId: ZPlatformId });
export type TVerificationAccountRequest = z.infer<typeof ZVerificationAccountRequest>;

/** POST /api/influencer/social-verification/screenshot: an image uploaded by the caller (POST /api/files/images). */
export const ZVerificationScreenshotRequest = z.object({
  plateformId: ZPlatformId,
  screenshot: z
    .string({ error: M.screenshotRequired })
    .trim()
    .min(1, M.screenshotRequired)
    .max(FILE_NAME_MAX),
});
export type TVerificationScreenshotRequest = z.infer<typeof ZVerificationScreenshotRequest>;

/** The verification of one linked account, as its owner sees it (no row yet: status null). */
export const ZAccountVerification = z.object({
  plateformId: z.number(),
  /** The account's page URL the state belongs to. */
  pageUrl: z.string(),
  status: z.enum(VERIFICATION_STATUSES).nullable(),
  /** The code to show, while one is valid and the account is not verified. */
  code: z.string().nullable(),
  /** ISO time the code stops working. */
  expiresOn: z.string().nullable(),
  /** Whether the server can fetch this account's page (else: screenshot only). */
  isCheckable: z.boolean(),
});
export type TAccountVerification = z.infer<typeof ZAccountVerification>;

/** One screenshot waiting in the super admin's queue. */
export const ZScreenshotReview = z.object({
  userId: z.number(),
  userName: z.string(),
  name: z.string(),
  plateformId: z.number(),
  plateformName: z.string(),
  pageUrl: z.string(),
  code: z.string(),
  screenshot: z.string(),
  submittedOn: z.string(),
});
export type TScreenshotReview = z.infer<typeof ZScreenshotReview>;

/** POST /api/admin/social-verifications/decide: verify or reject one waiting screenshot. */
export const ZScreenshotDecisionRequest = z.object({
  userId: ZUserId,
  plateformId: ZPlatformId,
  approve: z.boolean({ error: CommonMessages.isRequired('approve') }),
});
export type TScreenshotDecisionRequest = z.infer<typeof ZScreenshotDecisionRequest>;
