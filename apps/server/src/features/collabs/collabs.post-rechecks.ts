import { CollabStatus } from '@collably/shared/constants/collabs';
import { MailKind } from '@collably/shared/constants/notifications';
import { PostProofMessages as M } from '@collably/shared/messages/post-proofs';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { optedOutOf } from '../notifications/notifications.service';
import type { TPostRecheckResult } from '@collably/shared/schemas/collabs';
import { notFound } from '../../platform/http/errors';
import {
  dueProofs,
  postProofOf,
  recheckPost,
  recordRecheck,
  stopRechecks,
  type PostProof,
} from '../post-proofs/post-proofs.service';
import { takenDownMessage } from './collabs.messages';
import { collabsRepository as repo, type CollabRow } from './collabs.repository';
import { applyStatusChange } from './collabs.status-change';

/**
 * Rechecks of posts (issue 19): 7 and 30 days after a post URL was accepted, the post is looked at again. A post
 * found gone opens a helpdesk case, once (the proof's conditional write is the claim):
 * - before the escrow is released (Posted, Disputed): the collab moves to HelpDesk, so no clock releases it and
 *   the super admin decides (release, refund or split) as for any case;
 * - already in HelpDesk: the open case carries it;
 * - after the release (Complete): nothing is clawed back and no balance goes negative; the influencer is told,
 *   the super admins are e-mailed, the timeline shows it, and the super admin follows up with the influencer.
 * Refunded collabs (Cancel, Reject) are not checked again.
 */
export const POST_TAKEN_DOWN_RULE = 'postTakenDown';

const BATCH = 100;
const HELD: readonly string[] = [CollabStatus.UpdateWorkLink, CollabStatus.Dispute];
const REFUNDED: readonly string[] = [CollabStatus.Cancel, CollabStatus.Reject];

/** The collab moved between reading it and writing the case: nothing is written, the next run tries again. */
class CollabMoved extends Error {
  override readonly name = 'CollabMoved';
}

type Outcome = 'none' | 'checked' | 'case';

async function mailAdmins(
  ctx: AppContext,
  collab: CollabRow,
  proof: PostProof,
  isReleased: boolean,
): Promise<boolean> {
  const admins = await repo.superAdmins(ctx.db);
  const off = await optedOutOf(
    ctx.db,
    admins.map((a) => a.id),
    MailKind.Reminder,
  );
  const what = isReleased
    ? M.caseAfterRelease(collab.id)
    : `Collab #${collab.id} (${collab.serviceTitle}): ${M.caseHeld}`;
  const where = isReleased
    ? `Open the completed orders: ${ctx.config.publicUrl}/order/complete`
    : `Open the helpdesk: ${ctx.config.publicUrl}/order/helpdesk`;
  const text = `${what}\n\nPost: ${proof.url}\n${where}\n\n- Team Collably`;
  let isSent = true;
  for (const admin of admins.filter((a) => !off.has(a.id))) {
    await ctx.mailer
      .send({ to: admin.email, subject: `Post of collab #${collab.id} taken down`, text })
      .catch(() => (isSent = false));
  }
  return isSent;
}

/** One proof's recheck; 'case' when it opened a helpdesk case. Safe to run on several instances at once. */
export async function recheckProof(ctx: AppContext, proof: PostProof): Promise<Outcome> {
  const collab = await repo.findById(ctx.db, proof.collabId);
  if (!collab) return 'none';
  if (REFUNDED.includes(collab.status)) {
    await stopRechecks(ctx.db, proof);
    return 'none';
  }
  const result = await recheckPost(ctx, proof, collab.influencerUserId);
  const now = ctx.clock.now();
  let outcome: Outcome;
  try {
    outcome = await inTransaction(ctx.db, async (trx): Promise<Outcome> => {
      if (!(await recordRecheck(trx, proof, result, now))) return 'none';
      if (result.kind !== 'gone') return 'checked';
      if (HELD.includes(collab.status)) {
        const moved = await applyStatusChange(trx, ctx, collab, {
          from: collab.status,
          to: CollabStatus.HelpDesk,
          money: 'none',
          actor: 'system',
          actorUserId: null,
          actorName: 'Collably',
          action: null,
          systemRule: POST_TAKEN_DOWN_RULE,
          reason: M.caseHeld,
          files: [],
        });
        if (!moved) throw new CollabMoved();
        return 'case';
      }
      if (collab.status === CollabStatus.Complete) {
        await ctx.events.emit(trx, {
          type: 'collab.postTakenDown',
          collabId: collab.id,
          influencerUserId: collab.influencerUserId,
          status: collab.status,
          serviceTitle: collab.serviceTitle,
          notice: takenDownMessage(collab.id, collab.serviceTitle),
          at: now,
        });
      }
      return 'case';
    });
  } catch (error) {
    if (error instanceof CollabMoved) return 'none';
    throw error;
  }
  if (outcome === 'case') {
    if (!(await mailAdmins(ctx, collab, proof, collab.status === CollabStatus.Complete))) {
      throw new Error(`the taken-down post e-mail of collab ${collab.id} failed`);
    }
  }
  return outcome;
}

/** The job (main.ts 'post-rechecks'): every proof whose recheck is due, in batches by id; cases it opened. */
export async function runPostRechecks(ctx: AppContext): Promise<{ checked: number; cases: number }> {
  const counts = { checked: 0, cases: 0 };
  for (let afterId = 0; ;) {
    const due = await dueProofs(ctx.db, ctx.clock.now(), afterId, BATCH);
    if (due.length === 0) return counts;
    for (const proof of due) {
      afterId = proof.id;
      const outcome = await recheckProof(ctx, proof);
      if (outcome !== 'none') counts.checked += 1;
      if (outcome === 'case') counts.cases += 1;
    }
  }
}

/** collab/recheck-post: the super admin checks a collab's post now, whatever its schedule. */
export async function recheckPostNow(ctx: AppContext, collabId: number): Promise<TPostRecheckResult> {
  const proof = await postProofOf(ctx.db, collabId);
  if (!proof) throw notFound(M.noPostToCheck);
  const outcome = proof.status === 'taken_down' ? 'none' : await recheckProof(ctx, proof);
  const after = (await postProofOf(ctx.db, collabId)) ?? proof;
  return { collabDetailId: collabId, status: after.status, caseOpened: outcome === 'case' };
}
