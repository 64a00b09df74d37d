import { type TCollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import {
  actorForRole,
  allowedActions,
  deadlineOf,
  displayStatus,
  orderTabOf,
  type TCollabClockDays,
} from '@collably/shared/domain/collab-status';
import { indiaDateOf } from '@collably/shared/domain/gst-invoice';
import { moneyOutcomeOf, type TSettledMoney } from '@collably/shared/domain/collab-progress';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import { isRevisable } from '@collably/shared/domain/revisions';
import { platformName } from '@collably/shared/constants/platforms';
import { CollabMessages } from '@collably/shared/messages/collabs';
import type { TTaxDocumentRef } from '@collably/shared/schemas/invoices';
import type { TCollab, TCollabPayment } from '@collably/shared/schemas/collabs';
import type { DbOrTrx } from '../../db/database';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { taxDocumentsOf } from '../invoices/invoices.service';
import { extraRevisionsBought, extraRevisionsBreakup } from '../payments/payments.service';
import { collabsRepository as repo, type CollabListRow, type CollabRow } from './collabs.repository';
import { mayBeSettled, movementsOf, settledOf } from './collabs.timeline';

/** The brand and the super admin see what was paid, and the order's tax documents; the influencer does not. */
const seesPayment = (viewer: AuthUser) => viewer.role === Role.Brand || viewer.role === Role.SuperAdmin;

/** How the brand paid (coupon, wallet, card); only the brand and the super admin may see it. */
function paymentOf(
  row: CollabListRow,
  viewer: AuthUser,
  taxDocuments: TTaxDocumentRef[],
): TCollabPayment | null {
  if (!seesPayment(viewer)) return null;
  return {
    subtotal: paiseToRupees(row.subtotalPaise),
    couponCode: row.discountPaise > 0 ? row.couponCode : null,
    discount: paiseToRupees(row.discountPaise),
    paid: paiseToRupees(row.walletPaise + row.totalPaise),
    fromWallet: paiseToRupees(row.walletPaise),
    byCard: paiseToRupees(row.totalPaise),
    taxDocuments,
  };
}

/**
 * What a viewer sees of a collab (spec §3 Collab): the counterpart's identity, the price from their side, and
 * the deadline of its status's clock with the configured days.
 */
function toCollab(
  row: CollabListRow,
  viewer: AuthUser,
  clockDays: TCollabClockDays,
  settled: TSettledMoney | null = null,
  taxDocuments: TTaxDocumentRef[] = [],
  extrasBought = 0,
): TCollab {
  const isInfluencer = viewer.role === Role.Influencer;
  const actor = actorForRole(viewer.role);
  const paidByBrand = row.subtotalPaise - row.discountPaise;
  const price = isInfluencer
    ? row.influencerPayoutPaise
    : viewer.role === Role.Brand
      ? paidByBrand
      : row.subtotalPaise;
  return {
    collabDetailId: row.id,
    collabStatus: row.status,
    statusText: displayStatus(row.status, viewer.role),
    tab: orderTabOf(row.status, viewer.role),
    collabDescription: row.description,
    uploadedFiles: row.uploadedFiles,
    platformId: row.platformId,
    platformName: row.platformName ?? platformName(row.platformId),
    serviceTitle: row.serviceTitle,
    serviceDescription: row.serviceDescription,
    allowUGC: row.allowUgc,
    price: paiseToRupees(price),
    createDate: row.createdOn,
    modifiedDate: row.modifiedOn,
    workLink: row.workLink,
    workFile: row.workFile,
    comment: row.comment,
    brandUserId: row.brandUserId,
    influencerUserId: row.influencerUserId,
    userId: isInfluencer ? row.brandUserId : row.influencerUserId,
    userName: isInfluencer ? null : row.influencerUserName,
    name: isInfluencer ? row.brandName : row.influencerName,
    additionalName: isInfluencer ? null : row.influencerTitle,
    profilePic: isInfluencer ? row.brandProfilePic : row.influencerProfilePic,
    brandName: row.brandName,
    influencerName: row.influencerName,
    actions: actor
      ? allowedActions(row.status, actor, row.platformId).map((t) => ({ statusId: t.action, label: t.label }))
      : [],
    deadline: deadlineOf(
      {
        status: row.status,
        platformId: row.platformId,
        createdAt: new Date(row.createdOn),
        statusSince: new Date(row.statusSince),
        deliveryDueOn: row.offerDueOn === null ? null : new Date(row.offerDueOn),
      },
      clockDays,
    ),
    offer:
      row.offerId === null || row.offerDueOn === null
        ? null
        : {
            offerId: row.offerId,
            deadline: indiaDateOf(new Date(new Date(row.offerDueOn).getTime() - 1)),
            revisions: row.offerRevisions ?? 0,
          },
    payment: paymentOf(row, viewer, taxDocuments),
    settled: settled && {
      kind: settled.kind,
      byHelpdesk: settled.byHelpdesk,
      refund: paiseToRupees(settled.refundPaise),
      influencer: paiseToRupees(settled.influencerPaise),
    },
    moneyOutcome: settled && moneyOutcomeOf(settled, viewer.role),
    revisions: revisionsOf(row, viewer, extrasBought),
  };
}

/**
 * The order card's revision line (issue 19 item 4). A paid extra's price is what this viewer's side sees of
 * it: the brand pays the influencer's price with the order's platform fee and GST on top; the influencer
 * sees their own price; the super admin the brand's figure.
 */
function revisionsOf(row: CollabListRow, viewer: AuthUser, extrasBought: number): TCollab['revisions'] {
  const unit = row.extraRevisionPricePaise;
  const extraPaise =
    unit === null
      ? null
      : viewer.role === Role.Influencer
        ? unit
        : extraRevisionsBreakup(
            {
              isGst: row.orderIsGst,
              platformFeePercent: row.orderPlatformFeePercent,
              influencerSupplyType: row.orderInfluencerSupplyType,
            },
            unit,
            1,
            // The brand's billing state at the order; an extra is priced for its billing state when bought.
            row.orderSupplyType ?? undefined,
          ).total;
  return {
    allowed: row.revisionsAllowed + extrasBought,
    used: row.revisionsUsed,
    extraPrice: extraPaise === null ? null : paiseToRupees(extraPaise),
    canBuyExtra: viewer.role === Role.Brand && unit !== null && isRevisable(row.status),
  };
}

const SETTLED_CHUNK = 500;

/** How the escrow of each finished collab among `rows` was settled, read from its journal (chunked IN lists). */
async function settlementsOf(db: DbOrTrx, rows: readonly { id: number; status: TCollabStatus }[]) {
  const ids = rows.filter((r) => mayBeSettled(r.status)).map((r) => r.id);
  const result = new Map<number, TSettledMoney>();
  for (let i = 0; i < ids.length; i += SETTLED_CHUNK) {
    const chunk = ids.slice(i, i + SETTLED_CHUNK);
    const [money, settling] = await Promise.all([repo.moneyOf(db, chunk), repo.settlingEvents(db, chunk)]);
    const from = new Map(settling.map((e) => [e.collabId, e.fromStatus]));
    for (const m of movementsOf(money)) result.set(m.collabId, settledOf(m, from.get(m.collabId)));
  }
  return result;
}

/** Collabs as their viewer sees them: each with its settlement, tax documents and extra revisions bought. */
export async function collabsAsSeenBy(
  ctx: AppContext,
  rows: readonly CollabListRow[],
  viewer: AuthUser,
): Promise<TCollab[]> {
  const ids = rows.map((r) => r.id);
  const [settled, bought, documents] = await Promise.all([
    settlementsOf(ctx.db, rows),
    extraRevisionsBought(ctx.db, ids),
    seesPayment(viewer)
      ? taxDocumentsOf(
          ctx.db,
          rows.map((r) => r.transactionId),
        )
      : new Map<number, TTaxDocumentRef[]>(),
  ]);
  return rows.map((row) =>
    toCollab(
      row,
      viewer,
      ctx.config.collabClockDays,
      settled.get(row.id) ?? null,
      documents.get(row.transactionId),
      bought.get(row.id) ?? 0,
    ),
  );
}

/** A collab as its viewer sees it, by id (the order's creation, its status changes). */
export async function collabFor(ctx: AppContext, id: number, viewer: AuthUser): Promise<TCollab> {
  const row = await repo.findListed(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', CollabMessages.notFound);
  const [collab] = await collabsAsSeenBy(ctx, [row], viewer);
  return collab;
}

/** Only the collab's brand, its influencer and the super admin reach it; anyone else is told it is not there. */
export function assertParty(collab: CollabRow | undefined, viewer: AuthUser): asserts collab is CollabRow {
  const isParty =
    collab &&
    (viewer.role === Role.SuperAdmin ||
      (viewer.role === Role.Brand && collab.brandUserId === viewer.userId) ||
      (viewer.role === Role.Influencer && collab.influencerUserId === viewer.userId));
  if (!isParty) throw new AppError('NOT_FOUND', CollabMessages.notFound);
}
