import { LEGAL_AUDIENCE, LEGAL_DOCUMENTS, LEGAL_NOTICE_DAYS, type TLegalDocument } from '../constants/legal';
import { LEGAL_TEXTS, type TLegalVersion } from '../messages/legal-texts';

/**
 * Versioned legal texts (issue 36): which version is posted, announced or in force, and what a person still has
 * to accept. Pure: the server keeps the postings and acceptances, the browser shows what it is told.
 *
 * - A version is posted once (its posting is stored with the day it was first served) and takes effect
 *   LEGAL_NOTICE_DAYS later: until then it is announced.
 * - A person accepts the newest posted version of each text that binds their role (LEGAL_AUDIENCE); accepting a
 *   version accepts every earlier one.
 * - Once a version is in force, a person who has not accepted it (or a later one) must before going on.
 */
export type TLegalPosting = {
  document: TLegalDocument;
  version: number;
  /** ISO instant the version was first served. */
  postedOn: string;
  /** ISO instant it takes effect: postedOn + LEGAL_NOTICE_DAYS. */
  effectiveOn: string;
};

export type TLegalDue = TLegalPosting & {
  /** The version has taken effect. */
  isInForce: boolean;
  /** A version in force is not accepted: the person accepts before going on (not just 'not now'). */
  isBlocking: boolean;
};

const DAY_MS = 86_400_000;

/** When a version posted at `postedOn` takes effect. */
export const effectiveOnOf = (postedOn: Date): Date =>
  new Date(postedOn.getTime() + LEGAL_NOTICE_DAYS * DAY_MS);

/** The text of one version, if the code holds it. */
export const legalVersion = (document: TLegalDocument, version: number): TLegalVersion | undefined =>
  LEGAL_TEXTS[document].find((v) => v.version === version);

/** The newest version of a text: the one the server posts. */
export const latestLegalVersion = (document: TLegalDocument): TLegalVersion => {
  const versions = LEGAL_TEXTS[document];
  const latest = versions[versions.length - 1];
  if (!latest) throw new Error(`No version of ${document}`);
  return latest;
};

/** The texts a role accepts (none for staff and super admins). */
export const legalDocumentsOf = (role: number): TLegalDocument[] =>
  LEGAL_DOCUMENTS.filter((d) => LEGAL_AUDIENCE[d].includes(role));

const isInForce = (posting: TLegalPosting, now: Date) => Date.parse(posting.effectiveOn) <= now.getTime();

/** The newest posting of a text (the one to accept), and the newest already in force (if any). */
export function postingsOf(
  postings: readonly TLegalPosting[],
  document: TLegalDocument,
  now: Date,
): { newest?: TLegalPosting; inForce?: TLegalPosting } {
  const mine = postings.filter((p) => p.document === document).sort((a, b) => a.version - b.version);
  return { newest: mine[mine.length - 1], inForce: mine.filter((p) => isInForce(p, now)).pop() };
}

/**
 * What a person of `role` still has to accept: for each of their texts the newest posted version, when they
 * have accepted neither it nor a later one. `accepted` maps a text to the highest version they accepted.
 */
export function legalDue(input: {
  role: number;
  postings: readonly TLegalPosting[];
  accepted: ReadonlyMap<TLegalDocument, number>;
  now: Date;
}): TLegalDue[] {
  const due: TLegalDue[] = [];
  for (const document of legalDocumentsOf(input.role)) {
    const { newest, inForce } = postingsOf(input.postings, document, input.now);
    const acceptedVersion = input.accepted.get(document) ?? 0;
    if (!newest || acceptedVersion >= newest.version) continue;
    due.push({
      ...newest,
      isInForce: isInForce(newest, input.now),
      isBlocking: inForce !== undefined && acceptedVersion < inForce.version,
    });
  }
  return due;
}

/** Versions the server would serve that counsel has not approved (production refuses them). */
export const versionsAwaitingCounsel = (): TLegalVersion[] =>
  LEGAL_DOCUMENTS.map(latestLegalVersion).filter((v) => v.counsel.status !== 'approved');
