import { LEGAL_DOCUMENTS, LegalDocument, type TLegalDocument } from '@collably/shared/constants/legal';
import {
  effectiveOnOf,
  latestLegalVersion,
  legalDocumentsOf,
  legalDue,
  postingsOf,
  type TLegalPosting,
} from '@collably/shared/domain/legal';
import { LegalMessages } from '@collably/shared/messages/legal';
import type { TLegalAcceptRequest, TLegalDueWire, TLegalPostingWire } from '@collably/shared/schemas/legal';
import type { Db, DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest } from '../../platform/http/errors';
import { selfBilling } from '../invoices/invoices.service';
import { legalRepository as repo } from './legal.repository';

/**
 * Versioned legal texts (issue 36, docs/tax.md § Legal texts). The texts are in the code; this keeps when each
 * version was first served (posted) and who accepted which version when.
 *
 * A version is posted the first time any instance reads the postings after it appears in the code, and takes
 * effect LEGAL_NOTICE_DAYS later, so people always get the notice the Terms promise, whenever it is deployed.
 */
type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Postings per database once every newest version is posted (they change only with a deploy). */
const postedByDb = new WeakMap<Db, TLegalPosting[]>();

const isPosted = (postings: readonly TLegalPosting[], document: TLegalDocument, version: number) =>
  postings.some((p) => p.document === document && p.version === version);

/** Every posting, after posting each text's newest version if no instance has yet. */
export async function currentPostings(ctx: Ctx): Promise<TLegalPosting[]> {
  const cached = postedByDb.get(ctx.db);
  if (cached) return cached;
  let postings = await repo.postings(ctx.db);
  const unposted = LEGAL_DOCUMENTS.map(latestLegalVersion).filter(
    (v) => !isPosted(postings, v.document, v.version),
  );
  if (unposted.length > 0) {
    const now = ctx.clock.now();
    for (const v of unposted) {
      await repo.post(ctx.db, {
        document: v.document,
        version: v.version,
        postedOn: now.toISOString(),
        effectiveOn: effectiveOnOf(now).toISOString(),
      });
    }
    // Another instance may have posted first: its dates are the ones kept.
    postings = await repo.postings(ctx.db);
  }
  postedByDb.set(ctx.db, postings);
  return postings;
}

/** GET legal/documents: every posted version, newest first, and whether it is in force. */
export async function legalDocuments(ctx: Ctx): Promise<TLegalPostingWire[]> {
  const now = ctx.clock.now().getTime();
  return (await currentPostings(ctx))
    .map((p) => ({ ...p, isInForce: Date.parse(p.effectiveOn) <= now }))
    .sort((a, b) => a.document.localeCompare(b.document) || b.version - a.version);
}

type Person = { userId: number; role: number };

/** GET legal/due: what the signed-in person still has to accept. */
export async function dueFor(ctx: Ctx, person: Person, db: DbOrTrx = ctx.db): Promise<TLegalDueWire[]> {
  const postings = await currentPostings(ctx);
  const accepted = await repo.acceptedVersions(db, person.userId);
  return legalDue({ role: person.role, postings, accepted, now: ctx.clock.now() });
}

/**
 * POST legal/accept: the person accepts the versions they were shown. Each must be a text of their role (400)
 * and its newest posted version (409: the page is older than the text).
 */
export async function accept(ctx: Ctx, person: Person, input: TLegalAcceptRequest): Promise<TLegalDueWire[]> {
  const postings = await currentPostings(ctx);
  const now = ctx.clock.now();
  const mine = legalDocumentsOf(person.role);
  for (const { document, version } of input.documents) {
    if (!mine.includes(document)) throw badRequest(LegalMessages.notYours);
    if (postingsOf(postings, document, now).newest?.version !== version) {
      throw new AppError('CONFLICT', LegalMessages.notCurrent);
    }
  }
  await repo.accept(ctx.db, person.userId, input.documents, {
    acceptedOn: now.toISOString(),
    via: 'sign-in',
  });
  return dueFor(ctx, person);
}

/**
 * A new account accepted 'the terms of use & privacy policy' in the sign-up form: that is the newest posted
 * version of each text of its role, the ones its pages showed.
 */
export async function acceptAtSignUp(ctx: Ctx, person: Person): Promise<void> {
  const postings = await currentPostings(ctx);
  const now = ctx.clock.now();
  const versions = legalDocumentsOf(person.role).flatMap((document) => {
    const newest = postingsOf(postings, document, now).newest;
    return newest ? [{ document, version: newest.version }] : [];
  });
  await repo.accept(ctx.db, person.userId, versions, { acceptedOn: now.toISOString(), via: 'sign-up' });
}

/**
 * Issue 36: a registered influencer who agreed to self-billing accepts the supply agreement in force before
 * the next release of money to them (their payout), since their self-billing agreement is part of it. Nothing
 * is asked of an influencer without a GSTIN or without that agreement, nor before any version is in force.
 */
export async function assertAgreementAcceptedForPayout(
  ctx: Ctx,
  influencerUserId: number,
  refusal: string,
): Promise<void> {
  const { gstin, consentedOn } = await selfBilling(ctx, influencerUserId);
  if (gstin === null || consentedOn === null) return;
  const postings = await currentPostings(ctx);
  const inForce = postingsOf(postings, LegalDocument.InfluencerAgreement, ctx.clock.now()).inForce;
  if (!inForce) return;
  const accepted = (await repo.acceptedVersions(ctx.db, influencerUserId)).get(
    LegalDocument.InfluencerAgreement,
  );
  if ((accepted ?? 0) < inForce.version) throw new AppError('CONFLICT', refusal);
}

/**
 * Issue 36: a brand pays only under the texts in force. A brand that has not accepted a Terms or Refund Policy
 * version in force (the web blocks it at sign-in; this is the server's own check) is refused with `refusal`.
 */
export async function assertInForceAccepted(ctx: Ctx, person: Person, refusal: string): Promise<void> {
  if ((await dueFor(ctx, person)).some((due) => due.isBlocking)) throw new AppError('CONFLICT', refusal);
}

/** A person's acceptances, newest first. */
export const acceptancesOf = (ctx: Pick<AppContext, 'db'>, userId: number) =>
  repo.acceptancesOf(ctx.db, userId);
