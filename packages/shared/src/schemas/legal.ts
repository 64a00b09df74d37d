import { z } from 'zod';
import { LEGAL_DOCUMENTS } from '../constants/legal';
import { LegalMessages } from '../messages/legal';

export const ZLegalDocument = z.enum(LEGAL_DOCUMENTS, { error: LegalMessages.documentInvalid });

/** One posted version of a legal text (GET legal/documents): when it was posted and when it takes effect. */
export const ZLegalPosting = z.object({
  document: ZLegalDocument,
  version: z.number(),
  postedOn: z.string(),
  effectiveOn: z.string(),
  isInForce: z.boolean(),
});
export type TLegalPostingWire = z.infer<typeof ZLegalPosting>;

/** A version the signed-in person still has to accept (GET legal/due). */
export const ZLegalDue = ZLegalPosting.extend({
  /** In force and not accepted: accepted before going on, not just 'not now'. */
  isBlocking: z.boolean(),
});
export type TLegalDueWire = z.infer<typeof ZLegalDue>;

/** POST legal/accept: the versions read and accepted, each the newest posted version of its text. */
export const ZLegalAcceptRequest = z.object({
  documents: z
    .array(
      z.object({
        document: ZLegalDocument,
        version: z
          .number({ error: LegalMessages.versionInvalid })
          .int(LegalMessages.versionInvalid)
          .positive(LegalMessages.versionInvalid)
          .max(1_000, LegalMessages.versionInvalid),
      }),
      { error: LegalMessages.nothingToAccept },
    )
    .min(1, LegalMessages.nothingToAccept)
    .max(LEGAL_DOCUMENTS.length, LegalMessages.nothingToAccept),
});
export type TLegalAcceptRequest = z.infer<typeof ZLegalAcceptRequest>;
