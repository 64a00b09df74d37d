import type { TCollabStatus } from '@collably/shared/constants/collabs';
import type { TActor, TMoneyMovement } from '@collably/shared/domain/collab-status';

/**
 * Facts of collabs (platform/events): notifications tells the parties, in the bell and by e-mail. Each carries
 * `notice`, the sentence the parties read (HTML, every value escaped), since its wording is collabs' own
 * (collabs.messages.ts); who is told, on which tab and by which e-mail is the subscriber's.
 */
declare module '../../platform/events/facts' {
  interface Facts {
    /** A brand sent the details of a paid order: the influencer has a new collab request. */
    'collab.created': {
      collabId: number;
      brandUserId: number;
      brandName: string;
      influencerUserId: number;
      serviceTitle: string;
      notice: string;
      at: Date;
    };
    /** A collab moved from one status to another: by a party, the helpdesk, or a time rule ('system'). */
    'collab.statusChanged': {
      collabId: number;
      brandUserId: number;
      influencerUserId: number;
      serviceTitle: string;
      actor: TActor | 'system';
      actorUserId: number | null;
      actorName: string;
      /** The party's action code; null for a time rule and a helpdesk split. */
      action: number | null;
      from: TCollabStatus;
      to: TCollabStatus;
      reason: string;
      money: TMoneyMovement | 'split';
      /** Paise back in the brand's wallet, or added to the influencer's earnings, by this change. */
      refundPaise: number;
      payoutPaise: number;
      notice: string;
      at: Date;
    };
    /** The post of a completed (released) collab is no longer online: the helpdesk will contact the influencer. */
    'collab.postTakenDown': {
      collabId: number;
      influencerUserId: number;
      status: TCollabStatus;
      serviceTitle: string;
      notice: string;
      at: Date;
    };
  }
}

export {};
