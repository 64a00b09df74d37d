import type { TTdsSection } from '@collably/shared/constants/tds-rules';

/** Facts of tds (platform/events): notifications tells each influencer their rate. */
declare module '../../platform/events/facts' {
  interface Facts {
    /** Influencers with credits this year learn, before it applies, of a change of TDS section. */
    'tds.sectionChangeAnnounced': {
      /** The first day of the new section (YYYY-MM-DD, IST). */
      fromOn: string;
      section: TTdsSection;
      /** The section in force now, if any. */
      sectionBefore: TTdsSection | undefined;
      /** Each influencer told, with their rate under the new section and under the one in force (basis points). */
      recipients: readonly { userId: number; rateBps: number; rateBeforeBps: number | undefined }[];
      at: Date;
    };
    /** A change of section announced earlier will not happen: the influencers told of it learn so. */
    'tds.sectionChangeCancelled': {
      fromOn: string;
      sectionInForce: TTdsSection;
      recipients: readonly { userId: number; rateBps: number }[];
      at: Date;
    };
  }
}

export {};
