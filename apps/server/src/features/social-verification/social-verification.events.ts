import type { TVerificationStatus } from '@collably/shared/constants/social-verification';

/** Facts of social-verification (platform/events): the admin feature audits the super admin's decision. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** The super admin verified or rejected a screenshot of an influencer's social page. */
    'socialAccount.screenshotDecided': {
      userId: number;
      platformId: number;
      pageUrl: string;
      isVerified: boolean;
      statusBefore: TVerificationStatus;
      status: TVerificationStatus;
      screenshot: string | null;
      adminUserId: number;
      at: Date;
    };
  }
}
