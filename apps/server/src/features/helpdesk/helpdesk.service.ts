import { ActionCode, CollabStatus } from '@collably/shared/constants/collabs';
import { Role } from '@collably/shared/constants/roles';
import { displayStatus, nextTransition } from '@collably/shared/domain/collab-status';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import {
  refundSettlement,
  releaseSettlement,
  splitRefundProblem,
  splitSettlement,
  type TSettlement,
} from '@collably/shared/domain/settlement';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { HelpdeskMessages } from '@collably/shared/messages/helpdesk';
import {
  HelpdeskOutcome,
  type THelpdeskOutcome,
  type THelpdeskResolution,
} from '@collably/shared/schemas/helpdesk';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { AppError } from '../../platform/http/errors';
import { applyStatusChange, findCollab, type StatusMoney } from '../collabs/collabs.service';
import { suppliedGstOfSplit } from '../invoices/invoices.service';
import { findTransaction } from '../payments/payments.service';

/** A resolution as the service reads it (the route maps `collabDetailId` and the rupee `refundAmount`). */
export type Resolution = {
  collabId: number;
  outcome: THelpdeskOutcome;
  /** What the brand gets back on a split, paise; ignored otherwise. */
  refundPaise: number | null;
};

/**
 * helpdesk/resolve (issue 10 item 5): the super admin ends a helpdesk case. Release → Complete with the
 * release journal; refund → Cancel with the refund journal; split → Complete with one 'settle' journal that
 * gives the brand `refundPaise` back and releases the rest. One conditional status change, so of two
 * resolutions racing exactly one settles the escrow and the other is told the case changed (409).
 */
export async function resolveCase(
  ctx: AppContext,
  admin: AuthUser,
  input: Resolution,
): Promise<THelpdeskResolution> {
  const collab = await findCollab(ctx.db, input.collabId);
  if (!collab) throw new AppError('NOT_FOUND', CollabMessages.notFound);
  // A split documents the case as Complete, like a release; the refund cancels it.
  const code = input.outcome === HelpdeskOutcome.Refund ? ActionCode.Cancel : ActionCode.MarkComplete;
  const t = nextTransition(collab.status, 'admin', code, collab.platformId);
  if (t.kind !== 'transition' || t.from !== CollabStatus.HelpDesk) {
    throw new AppError(
      'CONFLICT',
      HelpdeskMessages.notInHelpdesk(displayStatus(collab.status, Role.SuperAdmin)),
    );
  }
  const tx = await findTransaction(ctx.db, collab.transactionId);
  if (!tx) throw new AppError('NOT_FOUND', CollabMessages.notFound);

  let settlement: TSettlement;
  let money: StatusMoney = t.money;
  let note: string;
  if (input.outcome === HelpdeskOutcome.Split) {
    const refundPaise = input.refundPaise ?? 0;
    const problem = splitRefundProblem(tx, refundPaise);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    // The GST its documents will state on the released part, which the ledger books (issue 37).
    settlement = splitSettlement(tx, refundPaise, await suppliedGstOfSplit(ctx.db, tx.id, refundPaise));
    money = { kind: 'split', refundPaise };
    note = HelpdeskMessages.splitNote(settlement.brandRefundPaise, settlement.influencerPaise);
  } else if (input.outcome === HelpdeskOutcome.Release) {
    settlement = releaseSettlement(tx);
    note = HelpdeskMessages.releasedNote(settlement.influencerPaise);
  } else {
    settlement = refundSettlement(tx);
    note = HelpdeskMessages.refundedNote(settlement.brandRefundPaise);
  }

  const applied = await inTransaction(ctx.db, async (trx) => {
    const moved = await applyStatusChange(trx, ctx, collab, {
      from: t.from,
      to: t.to,
      money,
      actor: 'admin',
      actorUserId: admin.userId,
      actorName: admin.name,
      // A split has no action code of its own (spec §4 codes are 1–10); the history names it from the money.
      action: input.outcome === HelpdeskOutcome.Split ? null : t.action,
      systemRule: null,
      reason: note,
      files: [],
    });
    if (moved) {
      await ctx.events.emit(trx, {
        type: 'helpdesk.caseResolved',
        collabId: collab.id,
        influencerUserId: collab.influencerUserId,
        statusBefore: t.from,
        status: t.to,
        brandRefundPaise: settlement.brandRefundPaise,
        influencerPaise: settlement.influencerPaise,
        adminUserId: admin.userId,
        at: ctx.clock.now(),
      });
    }
    return moved;
  });
  if (!applied) throw new AppError('CONFLICT', CollabMessages.changedMeanwhile);
  return {
    collabDetailId: collab.id,
    outcome: input.outcome,
    brandRefund: paiseToRupees(settlement.brandRefundPaise),
    couponReturn: paiseToRupees(settlement.couponReturnPaise),
    influencerPayout: paiseToRupees(settlement.influencerPaise),
    platformRevenue: paiseToRupees(settlement.platformRevenuePaise),
    gst: paiseToRupees(settlement.gstPaise),
    inputCredit: paiseToRupees(settlement.inputCreditPaise),
  };
}

export const resolvedMessage = (outcome: THelpdeskOutcome): string =>
  outcome === HelpdeskOutcome.Split
    ? HelpdeskMessages.resolvedSplit
    : outcome === HelpdeskOutcome.Release
      ? HelpdeskMessages.resolvedRelease
      : HelpdeskMessages.resolvedRefund;
