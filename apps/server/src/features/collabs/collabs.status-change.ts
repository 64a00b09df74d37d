import { ActionCode, type TCollabStatus } from '@collably/shared/constants/collabs';
import type { TActor, TMoneyMovement } from '@collably/shared/domain/collab-status';
import { splitSettlement } from '@collably/shared/domain/settlement';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { faultPoint } from '../../platform/faults';
import { findTransaction } from '../payments/payments.service';
import { moveMoney } from './collabs.escrow';
import { csv } from './collabs.files';
import { changeMessage } from './collabs.messages';
import { collabsRepository as repo, type CollabRow, type DueBefore } from './collabs.repository';

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

/**
 * Applies one status change in the caller's transaction: the conditional UPDATE (exactly-once), the money
 * movement of the transition table, the event row and the fact `collab.statusChanged` (the counterpart's
 * notification). False, changing nothing, when the collab left `from` meanwhile.
 */
export async function applyStatusChange(
  trx: DbOrTrx,
  ctx: Pick<AppContext, 'clock' | 'cipher' | 'events'>,
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
  await moveMoney(trx, ctx, tx, collab, change, now);
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
  const story = {
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
  };
  await ctx.events.emit(trx, {
    type: 'collab.statusChanged',
    ...story,
    brandUserId: collab.brandUserId,
    influencerUserId: collab.influencerUserId,
    actorUserId: change.actorUserId,
    money: typeof change.money === 'object' ? 'split' : change.money,
    notice: changeMessage(story),
    at: now,
  });
  return true;
}
