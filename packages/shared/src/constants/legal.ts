import { Role } from './roles';

/**
 * The legal texts people accept (issue 36): each is versioned (messages/legal-texts.ts), posted, announced
 * LEGAL_NOTICE_DAYS before it takes effect, and accepted by the people it binds at their next sign-in.
 */
export const LegalDocument = {
  Terms: 'terms',
  RefundPolicy: 'refund-policy',
  InfluencerAgreement: 'influencer-agreement',
} as const;
export type TLegalDocument = (typeof LegalDocument)[keyof typeof LegalDocument];
export const LEGAL_DOCUMENTS = [
  LegalDocument.Terms,
  LegalDocument.RefundPolicy,
  LegalDocument.InfluencerAgreement,
] as const;

/**
 * Who accepts each text: brands the Terms and the Refund policy (their side of the sale), influencers the Terms
 * and the supply agreement (their side of the purchase). Staff and super admins accept none.
 */
export const LEGAL_AUDIENCE: Readonly<Record<TLegalDocument, readonly number[]>> = {
  [LegalDocument.Terms]: [Role.Brand, Role.Influencer],
  [LegalDocument.RefundPolicy]: [Role.Brand],
  [LegalDocument.InfluencerAgreement]: [Role.Influencer],
};

/** The page of each text (also in constants/site-pages PUBLIC_PAGES). */
export const LEGAL_PAGE_PATHS: Readonly<Record<TLegalDocument, string>> = {
  [LegalDocument.Terms]: '/terms-conditions',
  [LegalDocument.RefundPolicy]: '/refund-policy',
  [LegalDocument.InfluencerAgreement]: '/influencer-agreement',
};

/** Spec §9: 'terms changes effective 30 days after posting'. Every version waits this long after it is posted. */
export const LEGAL_NOTICE_DAYS = 30;

/** Spec §9's policy figures, said in the texts. */
export const LEGAL_POLICY = {
  /** A notice sent by e-mail is deemed given this many hours after sending. */
  noticeDeemedHours: 24,
  /** Grievances are resolved within this long. */
  grievanceResolution: 'one month',
  /** A refund to the original payment method is initiated within these working days... */
  bankRefundInitiatedWorkingDays: '4 to 5',
  /** ...and credited within this many working days after that. */
  bankRefundCreditedWorkingDays: 2,
} as const;
