import { ActionCode, CollabStatus, type TCollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import {
  actorForRole,
  allowedActions,
  deadlineOf,
  displayStatus,
  nextTransition,
  orderTabOf,
  type TActor,
  type TCollabClockDays,
  type TMoneyMovement,
} from '@collably/shared/domain/collab-status';
import { collabEventLabel } from '@collably/shared/domain/collab-history';
import { indiaDateOf } from '@collably/shared/domain/gst-invoice';
import { moneyOutcomeOf, type TSettledMoney } from '@collably/shared/domain/collab-progress';
import { mailKindOfChange } from '@collably/shared/domain/mail-kinds';
import { MailKind } from '@collably/shared/constants/notifications';
import { DEFAULT_REVISIONS } from '@collably/shared/constants/limits';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import { canRequestRevision, isRevisable } from '@collably/shared/domain/revisions';
import { splitSettlement } from '@collably/shared/domain/settlement';
import { Platform, platformName } from '@collably/shared/constants/platforms';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { CommonMessages } from '@collably/shared/messages/common';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TTaxDocumentRef } from '@collably/shared/schemas/invoices';
import type { TCollab, TCollabEvent, TCollabHistory, TCollabPayment } from '@collably/shared/schemas/collabs';
import type { DbOrTrx } from '../../db/database';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { Clock } from '../../platform/clock';
import type { AppContext } from '../../platform/context';
import type { FieldCipher } from '../../platform/crypto/field-cipher';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/http/errors';
import { faultPoint } from '../../platform/faults';
import {
  refundJournal,
  releaseJournal,
  settleJournal,
  unadjustedGstJournal,
} from '../../platform/ledger/escrow';
import { post, type Journal } from '../../platform/ledger/ledger';
import {
  issueSelfBilledInvoice,
  issueSettlementDocuments,
  taxDocumentsOf,
  type SettledGst,
} from '../invoices/invoices.service';
import { gstHoldOfOrder, holdInfluencerGst } from '../gst-held/gst-held.service';
import { withholdTds } from '../tds/tds.service';
import { notify, type NewNotification } from '../notifications/notifications.service';
import {
  capturedExtraRevisions,
  claimForDetails,
  extraRevisionsBought,
  extraRevisionsBreakup,
  findTransaction,
  type PaymentTransaction,
} from '../payments/payments.service';
import { checkPostUrl, postProofOf, recordPostProof } from '../post-proofs/post-proofs.service';
import { assertOwnUploads } from '../../platform/storage/ownership';
import { changeMessage, newCollabMessage } from './collabs.messages';
import {
  collabsRepository as repo,
  type CollabListRow,
  type CollabRow,
  type DueBefore,
} from './collabs.repository';
import { buildTimeline, eventActor, mayBeSettled, movementsOf, settledOf } from './collabs.timeline';

const csv = (names: readonly string[]) => names.join(',');

/** How the brand paid (coupon, wallet, card); only the brand and the super admin may see it. */
/** The brand and the super admin see what was paid, and the order's tax documents; the influencer does not. */
const seesPayment = (viewer: AuthUser) => viewer.role === Role.Brand || viewer.role === Role.SuperAdmin;

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
export function toCollab(
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

async function listedFor(ctx: AppContext, id: number, viewer: AuthUser): Promise<TCollab> {
  const row = await repo.findListed(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', CollabMessages.notFound);
  const settled = await settlementsOf(ctx.db, [row]);
  const documents = seesPayment(viewer)
    ? await taxDocumentsOf(ctx.db, [row.transactionId])
    : new Map<number, TTaxDocumentRef[]>();
  const bought = await extraRevisionsBought(ctx.db, [row.id]);
  return toCollab(
    row,
    viewer,
    ctx.config.collabClockDays,
    settled.get(row.id) ?? null,
    documents.get(row.transactionId),
    bought.get(row.id) ?? 0,
  );
}

/** A collab as its viewer sees it, by id (the extra-revision checkout answers it). */
export const collabFor = listedFor;

/**
 * brand/create/collab: the collab details for a captured payment of the brand. One collab per payment: a
 * replay (double click, retry, two tabs) answers the collab that exists.
 */
/** A collab request as the service reads it (the route maps the spec's `transId`, `allowUGC`, `base64File`). */
export type NewCollab = {
  transactionId: number;
  serviceId: number;
  allowUgc: boolean;
  description: string;
  files: readonly string[];
};

/** A status change asked for by a party (the route maps `collabDetailId`, `statusId`, `base64File`). */
export type StatusRequest = { collabId: number; action: number; reason: string; files: readonly string[] };

/** The payment was refunded, or another request sent its details, between the checks and the claim. */
class DetailsNotClaimed extends Error {
  override readonly name = 'DetailsNotClaimed';
}

export async function createCollab(ctx: AppContext, brand: AuthUser, input: NewCollab): Promise<TCollab> {
  const tx = await findTransaction(ctx.db, input.transactionId);
  if (!tx || tx.brandUserId !== brand.userId)
    throw new AppError('NOT_FOUND', CollabMessages.transactionNotPaid);
  if (tx.status === 'refunded') throw new AppError('CONFLICT', PaymentMessages.refundedUnsent);
  if (tx.status !== 'captured') throw new AppError('CONFLICT', CollabMessages.transactionNotPaid);
  if (tx.influencerServiceId !== input.serviceId || tx.allowUgc !== input.allowUgc) {
    throw new AppError('BAD_REQUEST', CollabMessages.transactionMismatch);
  }
  const existing = await repo.findByTransaction(ctx.db, tx.id);
  if (existing) return listedFor(ctx, existing.id, brand);
  await assertOwnUploads(ctx, brand.userId, input.files, 'attachment');
  try {
    const id = await ctx.db.transaction().execute((trx) => insertCollab(trx, ctx.clock, tx, brand, input));
    ctx.realtime.notificationsChanged([tx.influencerUserId]);
    return await listedFor(ctx, id, brand);
  } catch (error) {
    if (!isUniqueViolation(error) && !(error instanceof DetailsNotClaimed)) throw error;
    const winner = await repo.findByTransaction(ctx.db, tx.id);
    if (winner) return listedFor(ctx, winner.id, brand);
    // The refund sweep took the payment first (issue 11 item 3).
    if ((await findTransaction(ctx.db, tx.id))?.status === 'refunded')
      throw new AppError('CONFLICT', PaymentMessages.refundedUnsent);
    throw error;
  }
}

async function insertCollab(
  trx: DbOrTrx,
  clock: Clock,
  tx: PaymentTransaction,
  brand: AuthUser,
  input: NewCollab,
): Promise<number> {
  const at = clock.now().toISOString();
  // First, so the row lock it takes orders this against the refund sweep: exactly one of them proceeds.
  if (!(await claimForDetails(trx, tx.id, clock.now()))) throw new DetailsNotClaimed();
  const terms = await repo.findServiceTerms(trx, tx.influencerServiceId);
  const collab = await repo.insert(trx, {
    transactionId: tx.id,
    brandUserId: tx.brandUserId,
    influencerUserId: tx.influencerUserId,
    influencerServiceId: tx.influencerServiceId,
    platformId: tx.platformId,
    serviceTitle: tx.serviceTitle,
    serviceDescription: terms?.description ?? '',
    // The revisions a custom offer agreed, else the service's when ordered (issue 19 item 4); later edits of
    // the service do not reach this order.
    revisionsAllowed: tx.offerRevisions ?? terms?.revisions ?? DEFAULT_REVISIONS,
    extraRevisionPricePaise: terms?.extraRevisionPricePaise ?? null,
    allowUgc: tx.allowUgc,
    description: input.description,
    uploadedFiles: csv(input.files),
    status: CollabStatus.New,
    statusSince: at,
    workLink: null,
    workFile: null,
    comment: null,
    createdOn: at,
    modifiedOn: at,
    offerId: tx.offerId,
    offerDueOn: tx.offerDueOn,
    offerRevisions: tx.offerRevisions,
  });
  await notify(
    trx,
    [
      {
        userId: tx.influencerUserId,
        actorUserId: brand.userId,
        collabId: collab.id,
        msgType: orderTabOf(CollabStatus.New, Role.Influencer),
        message: newCollabMessage(brand.name, collab.id, tx.serviceTitle),
        mail: MailKind.NewOrder,
      },
    ],
    clock.now(),
  );
  return collab.id;
}

/** user/orders: the caller's collabs; the super admin sees every collab (helpdesk included). */
export async function listOrders(ctx: AppContext, viewer: AuthUser): Promise<TCollab[]> {
  const party =
    viewer.role === Role.Brand
      ? { brandUserId: viewer.userId }
      : viewer.role === Role.Influencer
        ? { influencerUserId: viewer.userId }
        : null;
  const rows = await repo.list(ctx.db, party);
  const settled = await settlementsOf(ctx.db, rows);
  const bought = await extraRevisionsBought(
    ctx.db,
    rows.map((r) => r.id),
  );
  const documents = seesPayment(viewer)
    ? await taxDocumentsOf(
        ctx.db,
        rows.map((r) => r.transactionId),
      )
    : new Map<number, TTaxDocumentRef[]>();
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

/** How a change moves the escrow: a movement of the transition table, or a helpdesk split (issue 10 item 5). */
export type StatusMoney = TMoneyMovement | { kind: 'split'; refundPaise: number };

export type StatusChange = {
  from: TCollabStatus;
  to: TCollabStatus;
  money: StatusMoney;
  actor: TActor | 'system';
  actorUserId: number | null;
  actorName: string;
  action: number | null;
  systemRule: string | null;
  reason: string;
  files: readonly string[];
  dueBefore?: DueBefore;
};

async function moveMoney(
  trx: DbOrTrx,
  cipher: FieldCipher,
  tx: PaymentTransaction,
  collab: CollabRow,
  change: StatusChange,
  now: Date,
) {
  if (change.money === 'none') return;
  const split = typeof change.money === 'object' ? splitSettlement(tx, change.money.refundPaise) : null;
  // What reaches the influencer's earnings, and its TDS (withheld at this credit, docs/tax.md § TDS).
  const credit =
    split !== null
      ? { grossPaise: split.influencerPaise, creditPaise: split.influencerPaise - split.inputCreditPaise }
      : change.money === 'release'
        ? {
            grossPaise: tx.influencerPayoutPaise,
            creditPaise: tx.influencerPayoutPaise - tx.influencerGstPaise,
          }
        : null;
  const tdsPaise = credit
    ? await withholdTds(
        trx,
        cipher,
        { influencerUserId: tx.influencerUserId, transactionId: tx.id, collabId: collab.id, ...credit },
        now,
      )
    : 0;
  // The order's documents first (issue 37): the ledger books the GST they state.
  const gst = await issueSettlementDocuments(
    trx,
    tx.id,
    typeof change.money === 'object'
      ? { kind: 'split', refundPaise: change.money.refundPaise }
      : { kind: change.money },
    now,
  );
  // A registered influencer's invoice to the platform for what they are paid, when they agree to self-billing.
  if (credit) await issueSelfBilledInvoice(trx, tx, credit.grossPaise, now);
  const suppliedGst = gst.suppliedGstPaise ?? undefined;
  const journal =
    typeof change.money === 'object'
      ? settleJournal(tx, collab.id, change.money.refundPaise, tdsPaise, suppliedGst)
      : change.money === 'release'
        ? releaseJournal(tx, collab.id, tdsPaise, suppliedGst)
        : refundJournal(tx, collab.id, change.to === CollabStatus.Reject ? 'refund-reject' : 'refund-cancel');
  // The status guard already makes this once-only; a second settle means a broken invariant: roll back.
  if (!(await post(trx, journal, now))) throw new Error(`escrow of collab ${collab.id} was already settled`);
  // A registered influencer's GST waits for their invoice in GSTR-2B (CGST Act s. 16(2)(aa); features/gst-held).
  if (credit) await holdInfluencerGst(trx, { tx, collabId: collab.id, ...credit, tdsPaise }, now);
  await bookUnadjustedGst(trx, tx, gst, now);
  await settleExtraRevisions(trx, cipher, collab, change, now);
}

/**
 * Paid extra revisions (issue 19 item 4) are held in escrows of their own and follow the order: released to
 * the influencer when it completes, refunded to the brand's wallet when it is rejected or cancelled. A
 * helpdesk split covers the order's own price; the extras are refunded (the work they paid for was in
 * dispute). Their journals name no collab, so the order's settlement read from its journal stays the order's.
 */
async function settleExtraRevisions(
  trx: DbOrTrx,
  cipher: FieldCipher,
  collab: CollabRow,
  change: StatusChange,
  now: Date,
) {
  if (change.money === 'none') return;
  for (const extra of await capturedExtraRevisions(trx, collab.id)) {
    const isRelease = change.money === 'release';
    const gst = await issueSettlementDocuments(
      trx,
      extra.id,
      { kind: isRelease ? 'release' : 'refund' },
      now,
    );
    if (isRelease) {
      await releaseExtraRevisions(trx, cipher, collab.id, extra, gst, now);
    } else {
      const kind = change.to === CollabStatus.Reject ? 'refund-reject' : 'refund-cancel';
      await postExtraJournal(trx, extra, refundJournal(extra, collab.id, kind), now);
    }
    await bookUnadjustedGst(trx, extra, gst, now);
  }
}

/** Extra revisions released with their order: TDS, the self-billed invoice, the journal, the GST held. */
async function releaseExtraRevisions(
  trx: DbOrTrx,
  cipher: FieldCipher,
  collabId: number,
  extra: PaymentTransaction,
  gst: SettledGst,
  now: Date,
) {
  const credit = {
    grossPaise: extra.influencerPayoutPaise,
    creditPaise: extra.influencerPayoutPaise - extra.influencerGstPaise,
  };
  const tdsPaise = await withholdTds(
    trx,
    cipher,
    { influencerUserId: extra.influencerUserId, transactionId: extra.id, collabId, ...credit },
    now,
  );
  await issueSelfBilledInvoice(trx, extra, credit.grossPaise, now);
  const journal = releaseJournal(extra, collabId, tdsPaise, gst.suppliedGstPaise ?? undefined);
  await postExtraJournal(trx, extra, journal, now);
  await holdInfluencerGst(trx, { tx: extra, collabId, ...credit, tdsPaise }, now);
}

/** An extra's journal names no collab, so the order's settlement read from its journal stays the order's. */
async function postExtraJournal(trx: DbOrTrx, extra: PaymentTransaction, journal: Journal, now: Date) {
  if (!(await post(trx, { ...journal, collabId: undefined }, now))) {
    throw new Error(`escrow of extra revisions ${extra.id} was already settled`);
  }
}

/** A credit note past the CGST Act s. 34(2) deadline leaves its GST owed: the platform pays it (issue 37). */
async function bookUnadjustedGst(trx: DbOrTrx, tx: { id: number }, gst: SettledGst, now: Date) {
  if (gst.unadjustedGstPaise > 0) await post(trx, unadjustedGstJournal(tx, gst.unadjustedGstPaise), now);
}

function recipientsOf(collab: CollabRow, change: StatusChange): number[] {
  if (change.actor === 'influencer') return [collab.brandUserId];
  if (change.actor === 'brand') return [collab.influencerUserId];
  return [collab.brandUserId, collab.influencerUserId];
}

/**
 * Applies one status change in the caller's transaction: the conditional UPDATE (exactly-once), the money
 * movement of the transition table, the event row and the counterpart's notification. False, changing
 * nothing, when the collab left `from` meanwhile.
 */
export async function applyStatusChange(
  trx: DbOrTrx,
  ctx: Pick<AppContext, 'clock' | 'cipher'>,
  collab: CollabRow,
  change: StatusChange,
): Promise<boolean> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const fields = {
    status: change.to,
    statusSince: at,
    modifiedOn: at,
    // Code 5's reason is the post URL: it becomes the work link, the last comment stays.
    ...(change.action === ActionCode.MarkCompleteWithUrl
      ? { workLink: change.reason }
      : change.reason
        ? { comment: change.reason }
        : {}),
    ...(change.action === ActionCode.SendForApproval ? { workFile: csv(change.files) } : {}),
  };
  if (!(await repo.transition(trx, collab.id, change.from, fields, change.dueBefore))) return false;
  const tx = (await findTransaction(trx, collab.transactionId))!;
  await moveMoney(trx, ctx.cipher, tx, collab, change, now);
  if (change.money === 'release' && change.actor === 'brand') await faultPoint('collab-approve');
  await repo.insertEvent(trx, {
    collabId: collab.id,
    actorUserId: change.actorUserId,
    action: change.action,
    systemRule: change.systemRule,
    fromStatus: change.from,
    toStatus: change.to,
    reason: change.reason || null,
    files: change.files.length ? csv(change.files) : null,
    createdOn: at,
  });
  const split = typeof change.money === 'object' ? splitSettlement(tx, change.money.refundPaise) : null;
  const message = changeMessage({
    collabId: collab.id,
    serviceTitle: collab.serviceTitle,
    actor: change.actor,
    actorName: change.actorName,
    action: change.action,
    from: change.from,
    to: change.to,
    reason: change.reason,
    refundPaise: split ? split.brandRefundPaise : tx.subtotalPaise - tx.discountPaise,
    payoutPaise: split ? split.influencerPaise : tx.influencerPayoutPaise,
  });
  const mailChange = {
    actor: change.actor,
    action: change.action,
    from: change.from,
    to: change.to,
    money: typeof change.money === 'object' ? ('split' as const) : change.money,
  };
  const items: NewNotification[] = recipientsOf(collab, change).map((userId) => {
    const isBrand = userId === collab.brandUserId;
    return {
      userId,
      actorUserId: change.actorUserId,
      collabId: collab.id,
      msgType: orderTabOf(change.to, isBrand ? Role.Brand : Role.Influencer),
      message,
      mail: mailKindOfChange(mailChange, isBrand ? 'brand' : 'influencer') ?? undefined,
    };
  });
  await notify(trx, items, now);
  return true;
}

/** Only the collab's brand, its influencer and the super admin reach it; anyone else is told it is not there. */
function assertParty(collab: CollabRow | undefined, viewer: AuthUser): asserts collab is CollabRow {
  const isParty =
    collab &&
    (viewer.role === Role.SuperAdmin ||
      (viewer.role === Role.Brand && collab.brandUserId === viewer.userId) ||
      (viewer.role === Role.Influencer && collab.influencerUserId === viewer.userId));
  if (!isParty) throw new AppError('NOT_FOUND', CollabMessages.notFound);
}

/**
 * Private-file rule of collabs (platform/storage asks it): the brand and the influencer of a collab may
 * read the files it references, for as long as it references them.
 */
export const collabPartyMayReadFile = (db: DbOrTrx, name: string, userId: number): Promise<boolean> =>
  repo.isFileOfParty(db, name, userId);

/** The refusal of a revision request beyond the allowance, saying whether paid extras are offered. */
async function revisionsExhausted(db: DbOrTrx, collab: CollabRow) {
  const bought = (await extraRevisionsBought(db, [collab.id])).get(collab.id) ?? 0;
  return new AppError(
    'CONFLICT',
    CollabMessages.revisionsExhausted(
      collab.revisionsAllowed + bought,
      collab.extraRevisionPricePaise !== null,
    ),
  );
}

/** A clear refusal before anything is written; the guarded UPDATE decides under concurrency. */
async function assertRevisionLeft(db: DbOrTrx, collab: CollabRow) {
  const bought = (await extraRevisionsBought(db, [collab.id])).get(collab.id) ?? 0;
  if (!canRequestRevision({ allowed: collab.revisionsAllowed + bought, used: collab.revisionsUsed })) {
    throw await revisionsExhausted(db, collab);
  }
}

/** user/update/collab-status through the shared transition table (403 wrong role, 409 wrong status). */
export async function updateCollabStatus(
  ctx: AppContext,
  viewer: AuthUser,
  input: StatusRequest,
): Promise<TCollab> {
  const actor = actorForRole(viewer.role);
  if (!actor) throw new AppError('FORBIDDEN', CommonMessages.notAllowed);
  const collab = await repo.findById(ctx.db, input.collabId);
  assertParty(collab, viewer);
  const t = nextTransition(collab.status, actor, input.action, collab.platformId);
  if (t.kind !== 'transition') {
    throw t.kind === 'forbidden-role'
      ? new AppError('FORBIDDEN', CommonMessages.notAllowed)
      : new AppError(
          'CONFLICT',
          `This action is not allowed while the collab is '${displayStatus(collab.status, viewer.role)}'`,
        );
  }
  const isRevision = t.action === ActionCode.RequestRevision;
  if (isRevision) await assertRevisionLeft(ctx.db, collab);
  await assertOwnUploads(ctx, viewer.userId, input.files, 'attachment');
  // Proof of posting (issue 19): the post URL is checked before anything changes; a refusal is a 400.
  const proof =
    t.action === ActionCode.MarkCompleteWithUrl && collab.platformId !== Platform.UGC
      ? await checkPostUrl(ctx, {
          platformId: collab.platformId,
          influencerUserId: collab.influencerUserId,
          postUrl: input.reason,
        })
      : null;
  const applied = await ctx.db.transaction().execute(async (trx) => {
    if (isRevision && !(await repo.useRevision(trx, collab.id, t.from))) {
      const now = await repo.findById(trx, collab.id);
      if (now?.status !== t.from) return false;
      throw await revisionsExhausted(trx, collab);
    }
    const changed = await applyStatusChange(trx, ctx, collab, {
      from: t.from,
      to: t.to,
      money: t.money,
      actor,
      actorUserId: viewer.userId,
      actorName: viewer.name,
      action: t.action,
      systemRule: null,
      reason: input.reason,
      files: input.files,
    });
    // The revision counted above must not outlive a change that did not happen.
    if (!changed && isRevision) throw new AppError('CONFLICT', CollabMessages.changedMeanwhile);
    if (changed && proof) await recordPostProof(trx, collab.id, proof, ctx.clock.now());
    return changed;
  });
  if (!applied) throw new AppError('CONFLICT', CollabMessages.changedMeanwhile);
  pushToParties(ctx, collab);
  return listedFor(ctx, collab.id, viewer);
}

export type { CollabRow };

/** After a committed status change: both parties' bells refetch, wherever their sockets are. */
export const pushToParties = (ctx: AppContext, collab: Pick<CollabRow, 'brandUserId' | 'influencerUserId'>) =>
  ctx.realtime.notificationsChanged([collab.brandUserId, collab.influencerUserId]);

/** Locks a collab's row until the transaction ends (reviews of one collab are written one at a time). */
export const lockCollab = (trx: DbOrTrx, id: number): Promise<void> => repo.lockForUpdate(trx, id);

/** A brand's or an influencer's complete collabs with their completion time (reviews, issue 19). */
export const completedCollabsOf = (
  db: DbOrTrx,
  party: { brandUserId: number } | { influencerUserId: number },
): Promise<{ id: number; brandUserId: number; influencerUserId: number; completedOn: string }[]> =>
  repo.completedOf(db, party);

/** A collab by id (the helpdesk reads it before resolving), undefined when there is none. */
export const findCollab = (db: DbOrTrx, id: number): Promise<CollabRow | undefined> => repo.findById(db, id);

/**
 * user/collab-history: the brief as the brand sent it, then every status change with who made it, the
 * reason and the files, oldest first, and the whole timeline (payment, brief, status changes, reminders,
 * money movements; collabs.timeline decides what each viewer sees of it). The parties see the helpdesk as
 * 'Collably helpdesk', the super admin sees which admin acted, and the held money's figures (to resolve a case).
 */
export async function collabHistory(
  ctx: AppContext,
  viewer: AuthUser,
  collabId: number,
): Promise<TCollabHistory> {
  const collab = await repo.findById(ctx.db, collabId);
  assertParty(collab, viewer);
  const isAdmin = viewer.role === Role.SuperAdmin;
  const [listed, rows, tx, money, proof, gstHold] = await Promise.all([
    repo.findListed(ctx.db, collab.id),
    repo.events(ctx.db, collab.id),
    findTransaction(ctx.db, collab.transactionId),
    repo.moneyOf(ctx.db, [collab.id]),
    postProofOf(ctx.db, collab.id),
    gstHoldOfOrder(ctx.db, collab.transactionId),
  ]);
  if (!listed || !tx) throw new AppError('NOT_FOUND', CollabMessages.notFound);
  const names = { brandName: listed.brandName, influencerName: listed.influencerName };
  const timeline = buildTimeline({
    collab,
    names,
    tx,
    events: rows,
    movements: movementsOf(money),
    proof: proof ?? null,
    gstHold,
    viewerRole: viewer.role,
  });
  const events = rows.map((row): TCollabEvent => {
    const actor = eventActor(collab, row.actorUserId);
    const entry = timeline.find((e) => e.key === `event-${row.id}`);
    return {
      id: row.id,
      createdOn: row.createdOn,
      actor,
      actorName: entry?.actorName ?? '',
      action: collabEventLabel({ actor, action: row.action, from: row.fromStatus, to: row.toStatus }),
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      statusText: displayStatus(row.toStatus, viewer.role),
      reason: row.reason,
      files: (row.files ?? '').split(',').filter(Boolean),
    };
  });
  return {
    collabDetailId: collab.id,
    collabStatus: collab.status,
    createdOn: collab.createdOn,
    ...names,
    description: collab.description,
    attachments: collab.uploadedFiles.split(',').filter(Boolean),
    events,
    escrow: isAdmin
      ? {
          subtotal: paiseToRupees(tx.subtotalPaise),
          discount: paiseToRupees(tx.discountPaise),
          paidByBrand: paiseToRupees(tx.subtotalPaise - tx.discountPaise),
          influencerPayout: paiseToRupees(tx.influencerPayoutPaise),
          platformRevenue: paiseToRupees(tx.platformRevenuePaise),
          gst: paiseToRupees(tx.gstPayablePaise),
          influencerGst: paiseToRupees(tx.influencerGstPaise),
          discountGst: paiseToRupees(tx.discountGstPaise),
        }
      : null,
    timeline,
  };
}
