import type { TCollabStatus } from '@collably/shared/constants/collabs';

/** Facts of helpdesk (platform/events): the admin feature audits the super admin's resolution. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** A super admin resolved a collab's helpdesk case: refund, release or a split of its money. */
    'helpdesk.caseResolved': {
      collabId: number;
      influencerUserId: number;
      statusBefore: TCollabStatus;
      status: TCollabStatus;
      brandRefundPaise: number;
      influencerPaise: number;
      adminUserId: number;
      at: Date;
    };
  }
}
