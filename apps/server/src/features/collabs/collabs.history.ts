import { Role } from '@collably/shared/constants/roles';
import { displayStatus } from '@collably/shared/domain/collab-status';
import { collabEventLabel } from '@collably/shared/domain/collab-history';
import { paiseToRupees } from '@collably/shared/domain/pricing';
import { CollabMessages } from '@collably/shared/messages/collabs';
import type { TCollabEvent, TCollabHistory } from '@collably/shared/schemas/collabs';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { gstHoldOfOrder } from '../gst-held/gst-held.service';
import { findTransaction } from '../payments/payments.service';
import { postProofOf } from '../post-proofs/post-proofs.service';
import { collabsRepository as repo } from './collabs.repository';
import { buildTimeline, eventActor, movementsOf } from './collabs.timeline';
import { assertParty } from './collabs.view';

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
