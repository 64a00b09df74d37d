import type { Generated } from 'kysely';
import type { TLegalDocument } from '@collably/shared/constants/legal';

/** A version of a legal text as first served (migration 045): posted, and in force 30 days later. */
export type LegalPostingsTable = {
  document: TLegalDocument;
  version: number;
  postedOn: string;
  effectiveOn: string;
};

/** Where a person accepted a version: in the sign-up form, or when asked after a later sign-in. */
export type TLegalAcceptedVia = 'sign-up' | 'sign-in';

/** One person's acceptance of one version of a legal text; only ever added. */
export type LegalAcceptancesTable = {
  id: Generated<number>;
  userId: number;
  document: TLegalDocument;
  version: number;
  acceptedOn: string;
  via: TLegalAcceptedVia;
};

export type LegalTables = { legalPostings: LegalPostingsTable; legalAcceptances: LegalAcceptancesTable };
