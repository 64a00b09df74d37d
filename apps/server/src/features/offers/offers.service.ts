import { OFFER_MAX_COUNTERS, OfferEvent, type TOfferSide } from '@collably/shared/constants/offers';
import { Role } from '@collably/shared/constants/roles';
import {
  deadlineInstant,
  isDeadlineAllowed,
  offerActions,
  type TOfferAction,
} from '@collably/shared/domain/offers';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { OfferMessages as M } from '@collably/shared/messages/offers';
import type {
  TCreateOfferRequest,
  TOffer,
  TOfferCheckoutRequest,
  TOfferRound,
  TOfferTerms,
} from '@collably/shared/schemas/offers';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, notFound } from '../../platform/http/errors';
import { assertMayMessage, openConversationIn, sendMessage } from '../chat/chat.service';
import { createTransaction, type CreatedTransaction, type PaymentDeps } from '../payments/payments.service';
import { offersRepository as repo, type OfferRoundRow, type OfferRow } from './offers.repository';

type Payment = { transactionId: number; collabId: number | null };

const toRound = (r: OfferRoundRow | OfferRow, round: number): TOfferRound => ({
  round,
  proposedBy: r.proposedBy,
  brief: r.brief,
  price: paiseToRupees(r.pricePaise),
  deadline: r.deadline,
  revisions: r.revisions,
  createdOn: 'offerId' in r ? r.createdOn : r.modifiedOn,
});

const sideOf = (row: OfferRow, viewer: AuthUser): TOfferSide | null =>
  viewer.userId === row.brandUserId ? 'brand' : viewer.userId === row.influencerUserId ? 'influencer' : null;

const isPastDeadline = (row: { deadline: string }, now: Date) =>
  now.getTime() >= deadlineInstant(row.deadline).getTime();

function toOffer(
  row: OfferRow,
  rounds: readonly OfferRoundRow[],
  payment: Payment | undefined,
  viewer: AuthUser,
  now: Date,
): TOffer {
  const side = sideOf(row, viewer);
  const status = payment ? 'paid' : row.status;
  const counters = row.round - 1;
  return {
    id: row.id,
    brandUserId: row.brandUserId,
    brandName: row.brandName,
    influencerUserId: row.influencerUserId,
    influencerName: row.influencerName,
    influencerUserName: row.influencerUserName,
    serviceId: row.influencerServiceId,
    serviceTitle: row.serviceTitle,
    platformId: row.platformId,
    status,
    current: toRound(row, row.round),
    rounds: rounds.map((r) => toRound(r, r.round)),
    counters,
    countersLeft: Math.max(0, OFFER_MAX_COUNTERS - counters),
    actions: side ? offerActions({ status, proposer: row.proposedBy, counters }, side) : [],
    canPay: side === 'brand' && status === 'accepted' && !isPastDeadline(row, now),
    collabId: payment?.collabId ?? null,
    transactionId: payment?.transactionId ?? null,
    createdOn: row.createdOn,
    modifiedOn: row.modifiedOn,
  };
}

async function present(ctx: AppContext, rows: readonly OfferRow[], viewer: AuthUser): Promise<TOffer[]> {
  const ids = rows.map((r) => r.id);
  const [rounds, payments] = await Promise.all([repo.rounds(ctx.db, ids), repo.paymentsOf(ctx.db, ids)]);
  const paid = new Map(payments.map((p) => [p.offerId, p]));
  const now = ctx.clock.now();
  return rows.map((row) =>
    toOffer(
      row,
      rounds.filter((r) => r.offerId === row.id),
      paid.get(row.id),
      viewer,
      now,
    ),
  );
}

/** The offer if the viewer is one of its two parties; anyone else is told it does not exist. */
async function offerOf(
  ctx: AppContext,
  viewer: AuthUser,
  id: number,
): Promise<OfferRow & { side: TOfferSide }> {
  const row = await repo.findById(ctx.db, id);
  const side = row && sideOf(row, viewer);
  if (!row || !side) throw notFound(M.notFound);
  return { ...row, side };
}

const offerFor = async (ctx: AppContext, viewer: AuthUser, id: number): Promise<TOffer> => {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw notFound(M.notFound);
  const [offer] = await present(ctx, [row], viewer);
  return offer;
};

function assertTermsAllowed(ctx: AppContext, terms: TOfferTerms) {
  if (!isDeadlineAllowed(terms.deadline, ctx.clock.now())) throw badRequest(M.deadlineInvalid);
}

/**
 * Tells both parties (their sockets, the chat's emission) that the offer changed, and leaves a line in their
 * conversation, so the chat list shows it and the other side sees it in their history. The line is best effort
 * (the chat's send rate limit may refuse it); the offer itself is already stored.
 */
async function announce(ctx: AppContext, row: OfferRow, from: number, note: string, key: string) {
  ctx.realtime.toUsers([row.brandUserId, row.influencerUserId], OfferEvent.OfferChanged, { offerId: row.id });
  const to = from === row.brandUserId ? row.influencerUserId : row.brandUserId;
  try {
    await sendMessage(ctx, from, {
      toUserId: to,
      text: note,
      fileNames: [],
      clientId: `offer-${row.id}-${key}`,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

const termsText = (t: { pricePaise: number; deadline: string; revisions: number }) =>
  M.termsLine(formatRupees(t.pricePaise), t.deadline, t.revisions);

/** POST offers: a brand offers an influencer terms for one of their services, where the chat lets it write. */
export async function createOffer(
  ctx: AppContext,
  brand: AuthUser,
  input: TCreateOfferRequest,
): Promise<TOffer> {
  const service = await repo.findService(ctx.db, input.serviceId);
  if (!service || service.userId !== input.influencerUserId) throw badRequest(M.serviceNotOffered);
  await assertMayMessage(ctx, brand.userId, input.influencerUserId);
  assertTermsAllowed(ctx, input);
  const at = ctx.clock.now().toISOString();
  const terms = {
    proposedBy: 'brand' as const,
    brief: input.brief,
    pricePaise: rupeesToPaise(input.price),
    deadline: input.deadline,
    revisions: input.revisions,
  };
  const id = await ctx.db.transaction().execute(async (trx) => {
    // A first word to a new influencer: the offer opens the enquiry, within the brand's daily limit.
    await openConversationIn(trx, ctx.clock.now(), {
      fromUserId: brand.userId,
      toUserId: input.influencerUserId,
    });
    const offerId = await repo.insert(trx, {
      brandUserId: brand.userId,
      influencerUserId: input.influencerUserId,
      influencerServiceId: service.id,
      status: 'pending',
      round: 1,
      ...terms,
      createdOn: at,
      modifiedOn: at,
    });
    await repo.insertRound(trx, { offerId, round: 1, ...terms, createdOn: at });
    return offerId;
  });
  const row = (await repo.findById(ctx.db, id))!;
  await announce(ctx, row, brand.userId, M.chatOffered(service.title, termsText(terms)), 'r1');
  return offerFor(ctx, brand, id);
}

/** GET offers?userId=: the offers between the caller and that user (either side), oldest first. */
export async function listOffers(
  ctx: AppContext,
  viewer: AuthUser,
  partnerUserId: number,
): Promise<TOffer[]> {
  const rows =
    viewer.role === Role.Brand
      ? await repo.between(ctx.db, viewer.userId, partnerUserId)
      : await repo.between(ctx.db, partnerUserId, viewer.userId);
  return present(ctx, rows, viewer);
}

export const getOffer = async (ctx: AppContext, viewer: AuthUser, id: number) => {
  await offerOf(ctx, viewer, id);
  return offerFor(ctx, viewer, id);
};

/** Why `side` may not do `action` with the offer now (its state, whose turn, the counters left). */
function refusal(row: OfferRow & { side: TOfferSide }, action: TOfferAction, paid: boolean): AppError | null {
  if (row.status !== 'pending' || paid) return conflict(M.notPending);
  const allowed = offerActions(
    { status: row.status, proposer: row.proposedBy, counters: row.round - 1 },
    row.side,
  );
  if (allowed.includes(action)) return null;
  if (action === 'counter' && row.side !== row.proposedBy) return conflict(M.noMoreCounters);
  return new AppError('FORBIDDEN', action === 'withdraw' ? M.notYourOffer : M.notYourTurn);
}

/**
 * Accept, decline, counter or withdraw: one conditional UPDATE from the round the caller saw, so of two answers
 * racing on one round exactly one is taken and the other is told the offer moved on.
 */
export async function respond(
  ctx: AppContext,
  viewer: AuthUser,
  id: number,
  action: TOfferAction,
  terms?: TOfferTerms,
): Promise<TOffer> {
  const row = await offerOf(ctx, viewer, id);
  const problem = refusal(row, action, false);
  if (problem) throw problem;
  const now = ctx.clock.now();
  const at = now.toISOString();
  if (action === 'accept' && isPastDeadline(row, now)) throw conflict(M.expired);
  if (terms) assertTermsAllowed(ctx, terms);
  const next = terms && {
    proposedBy: row.side,
    brief: terms.brief,
    pricePaise: rupeesToPaise(terms.price),
    deadline: terms.deadline,
    revisions: terms.revisions,
  };
  const moved = await ctx.db.transaction().execute(async (trx) => {
    if (action === 'counter' && next) {
      const round = row.round + 1;
      if (!(await repo.advance(trx, id, row.round, { ...next, round, modifiedOn: at }))) return false;
      await repo.insertRound(trx, { offerId: id, round, ...next, createdOn: at });
      return true;
    }
    const status = action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'withdrawn';
    return repo.advance(trx, id, row.round, { status, modifiedOn: at });
  });
  if (!moved) throw conflict(M.notPending);
  const fresh = (await repo.findById(ctx.db, id))!;
  const note =
    action === 'counter'
      ? M.chatCountered(termsText(next!))
      : action === 'accept'
        ? M.chatAccepted(termsText(fresh))
        : action === 'decline'
          ? M.chatDeclined
          : M.chatWithdrawn;
  await announce(ctx, fresh, viewer.userId, note, `${action}-${fresh.round}`);
  return offerFor(ctx, viewer, id);
}

/**
 * POST offers/{id}/checkout: the brand pays an accepted offer through the normal checkout (transaction/create's
 * coupon, wallet, GST, escrow and invoice rules) at the agreed price; the order it makes keeps the offer's date
 * and revisions. A second payment of one offer is refused here and, if two checkouts were both paid, credited
 * back to the wallet at capture.
 */
export async function checkoutOffer(
  ctx: AppContext,
  deps: PaymentDeps,
  brand: AuthUser,
  id: number,
  input: TOfferCheckoutRequest & { czref: string | null },
): Promise<CreatedTransaction> {
  const row = await offerOf(ctx, brand, id);
  if (row.side !== 'brand') throw new AppError('FORBIDDEN', M.notYourOffer);
  const [offer] = await present(ctx, [row], brand);
  if (offer.status === 'paid') throw conflict(M.alreadyPaid);
  if (row.status !== 'accepted') throw conflict(M.notAccepted);
  if (isPastDeadline(row, ctx.clock.now())) throw conflict(M.expired);
  return createTransaction(ctx, deps, {
    brandUserId: brand.userId,
    serviceId: row.influencerServiceId,
    allowUgc: false,
    couponId: input.couponId,
    useWallet: input.useWallet,
    czref: input.czref,
    offer: {
      offerId: row.id,
      pricePaise: row.pricePaise,
      dueOn: deadlineInstant(row.deadline).toISOString(),
      revisions: row.revisions,
    },
  });
}
