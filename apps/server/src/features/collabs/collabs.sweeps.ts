import {
  SYSTEM_TRANSITIONS,
  systemTransitionCutoff,
  type TSystemTransitionName,
} from '@collably/shared/domain/collab-status';
import { CollabMessages } from '@collably/shared/messages/collabs';
import type { AppContext } from '../../platform/context';
import { applyStatusChange } from './collabs.service';
import { collabsRepository as repo } from './collabs.repository';

const BATCH = 100;

const WHY: Record<TSystemTransitionName, string> = {
  disputeExpired: CollabMessages.disputeExpired,
  deliveryOverdue: CollabMessages.deliveryOverdue,
};

/**
 * One time rule (spec §4, §9): every due collab moves to Cancel with a refund, each in its own transaction
 * through the same conditional UPDATE as a person's action, still requiring it to be due. Safe to run on
 * several instances at once and to repeat: a collab already moved is simply not updated again.
 */
export async function sweep(ctx: AppContext, name: TSystemTransitionName): Promise<number> {
  const rule = SYSTEM_TRANSITIONS[name];
  const column = rule.since === 'statusSince' ? 'statusSince' : 'createdOn';
  let applied = 0;
  for (let afterId = 0; ;) {
    const cutoff = systemTransitionCutoff(name, ctx.clock.now()).toISOString();
    const due = await repo.due(ctx.db, { statuses: rule.from, column, cutoff, afterId, limit: BATCH });
    if (due.length === 0) return applied;
    for (const collab of due) {
      afterId = collab.id;
      const moved = await ctx.db.transaction().execute((trx) =>
        applyStatusChange(trx, ctx.clock, collab, {
          from: collab.status,
          to: rule.to,
          money: rule.money,
          actor: 'system',
          actorUserId: null,
          actorName: 'Collably',
          action: null,
          systemRule: name,
          reason: WHY[name],
          files: [],
          dueBefore: { column, cutoff },
        }),
      );
      if (moved) applied += 1;
    }
  }
}

/** Every time rule once; what the job runner calls. */
export async function runCollabSweeps(ctx: AppContext): Promise<Record<TSystemTransitionName, number>> {
  return {
    disputeExpired: await sweep(ctx, 'disputeExpired'),
    deliveryOverdue: await sweep(ctx, 'deliveryOverdue'),
  };
}
