import { ActionCode } from '@collably/shared/constants/collabs';
import { actorForRole, displayStatus, nextTransition } from '@collably/shared/domain/collab-status';
import { canRequestRevision } from '@collably/shared/domain/revisions';
import { Platform } from '@collably/shared/constants/platforms';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { CommonMessages } from '@collably/shared/messages/common';
import type { TCollab } from '@collably/shared/schemas/collabs';
import type { DbOrTrx } from '../../db/database';
import type { AuthUser } from '../../platform/auth/auth-plugin';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { AppError } from '../../platform/http/errors';
import { extraRevisionsBought } from '../payments/payments.service';
import { checkPostUrl, recordPostProof } from '../post-proofs/post-proofs.service';
import { assertOwnUploads } from '../../platform/storage/ownership';
import { collabsRepository as repo, type CollabRow } from './collabs.repository';
import { applyStatusChange } from './collabs.status-change';
import { assertParty, collabFor } from './collabs.view';

/** A status change asked for by a party (the route maps `collabDetailId`, `statusId`, `base64File`). */
export type StatusRequest = { collabId: number; action: number; reason: string; files: readonly string[] };
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
  const applied = await inTransaction(ctx.db, async (trx) => {
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
  return collabFor(ctx, collab.id, viewer);
}
