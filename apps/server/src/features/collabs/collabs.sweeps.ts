import { CollabStatus } from '@collably/shared/constants/collabs';
import {
  CLOCK_NAMES,
  clockCutoff,
  clockStart,
  clockStatuses,
  expiryOutcome,
  type TClockName,
  type TClockOutcome,
} from '@collably/shared/domain/collab-status';
import { CollabMessages } from '@collably/shared/messages/collabs';
import { MailKind } from '@collably/shared/constants/notifications';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/events/after-commit';
import { optedOutOf } from '../notifications/notifications.service';
import { isRecheckDue, postProofOf } from '../post-proofs/post-proofs.service';
import { applyStatusChange } from './collabs.status-change';
import { recheckProof } from './collabs.post-rechecks';
import { collabsRepository as repo, type CollabRow } from './collabs.repository';
import { helpdeskReminderMail } from './collabs.messages';

const BATCH = 100;

type TMovingClock = Exclude<TClockName, 'helpdeskReminder'>;
type TMove = Extract<TClockOutcome, { kind: 'move' }>;

/** The reason a clock's status change gives (the collab's note, its event, both parties' notification). */
const reasonOf = (name: TMovingClock, move: TMove, days: number): string => {
  switch (name) {
    case 'acceptOverdue':
      return CollabMessages.acceptOverdue(days);
    case 'deliveryOverdue':
      return CollabMessages.deliveryOverdue(days);
    case 'approvalOverdue':
      return move.to === CollabStatus.Complete
        ? CollabMessages.approvalOverdueUgc(days)
        : CollabMessages.approvalOverdue(days);
    case 'postOverdue':
      return CollabMessages.postOverdue(days);
    case 'confirmOverdue':
      return CollabMessages.confirmOverdue(days);
    case 'disputeExpired':
      return CollabMessages.disputeExpired(days);
    default: {
      const unreachable: never = name;
      return unreachable;
    }
  }
};

/**
 * The collabs one clock may act on now, batch after batch (by id), read again for every batch so a long run
 * never works from a stale cutoff.
 */
async function forEachDue<R extends CollabRow>(
  ctx: AppContext,
  name: TClockName,
  read: (cutoff: string, afterId: number) => Promise<R[]>,
  each: (collab: R, cutoff: string) => Promise<boolean>,
): Promise<number> {
  let applied = 0;
  for (let afterId = 0; ;) {
    const cutoff = clockCutoff(name, ctx.clock.now(), ctx.config.collabClockDays).toISOString();
    const due = await read(cutoff, afterId);
    if (due.length === 0) return applied;
    for (const collab of due) {
      afterId = collab.id;
      if (await each(collab, cutoff)) applied += 1;
    }
  }
}

/**
 * One clock that moves collabs (COLLAB_CLOCKS): every due collab takes the clock's outcome for its platform,
 * each in its own transaction through the same conditional UPDATE as a person's action, still requiring it to
 * be due. Safe to run on several instances at once and to repeat: a collab already moved is not updated again.
 */
async function sweepMoves(ctx: AppContext, name: TMovingClock): Promise<number> {
  const statuses = clockStatuses(name);
  const column = clockStart(name) === 'statusSince' ? 'statusSince' : 'createdOn';
  const days = ctx.config.collabClockDays[name];
  return forEachDue(
    ctx,
    name,
    (cutoff, afterId) =>
      repo.due(ctx.db, {
        statuses,
        column,
        cutoff,
        now: ctx.clock.now().toISOString(),
        afterId,
        limit: BATCH,
      }),
    async (collab, cutoff) => {
      const move = expiryOutcome(collab.status, collab.platformId);
      if (move?.kind !== 'move') return false;
      // Proof of posting (issue 19): a post recheck due now runs before the escrow is released; a post found
      // taken down sends the collab to the helpdesk, and the release below then finds it moved.
      if (move.money === 'release' && (await isRecheckDue(ctx.db, collab.id, ctx.clock.now()))) {
        const proof = await postProofOf(ctx.db, collab.id);
        if (proof) await recheckProof(ctx, proof);
      }
      const moved = await inTransaction(ctx.db, (trx) =>
        applyStatusChange(trx, ctx, collab, {
          from: collab.status,
          to: move.to,
          money: move.money,
          actor: 'system',
          actorUserId: null,
          actorName: 'Collably',
          action: null,
          systemRule: name,
          reason: reasonOf(name, move, days),
          files: [],
          // A custom offer's order is due at its agreed delivery instant (issue 19), not after the clock's days.
          dueBefore: { column, cutoff, now: ctx.clock.now().toISOString() },
        }),
      );
      return moved;
    },
  );
}

/** The active super admins who did not turn reminder e-mails off (their preferences, issue 11 item 5). */
async function remindedAdmins(ctx: AppContext) {
  const admins = await repo.superAdmins(ctx.db);
  const off = await optedOutOf(
    ctx.db,
    admins.map((a) => a.id),
    MailKind.Reminder,
  );
  return admins.filter((a) => !off.has(a.id));
}

/**
 * The HelpDesk clock moves no money: once a case is past its service level, every active super admin who keeps
 * reminder e-mails on gets one e-mail, once per case (super admins have no bell; their order card shows the case
 * overdue). The reminder is
 * an event (systemRule 'helpdeskReminder') written under the case's row lock, so parallel sweeps remind once.
 * The e-mails go after the commit, at most once: a failed mail is not retried; the sweep then fails with the
 * cases' ids, which the job runner logs, after reminding every other case.
 */
async function sweepHelpdeskReminders(ctx: AppContext): Promise<number> {
  const name = 'helpdeskReminder' as const;
  const days = ctx.config.collabClockDays[name];
  const unsent: number[] = [];
  let admins: Awaited<ReturnType<typeof repo.superAdmins>> | undefined;
  const reminded = await forEachDue(
    ctx,
    name,
    (cutoff, afterId) => repo.dueReminders(ctx.db, { rule: name, cutoff, afterId, limit: BATCH }),
    async (collab) => {
      const reminded = await ctx.db.transaction().execute(async (trx) => {
        if (!(await repo.holdCase(trx, collab.id, CollabStatus.HelpDesk, collab.statusSince))) return false;
        if (await repo.hasRuleEvent(trx, collab.id, name, collab.statusSince)) return false;
        await repo.insertEvent(trx, {
          collabId: collab.id,
          actorUserId: null,
          action: null,
          systemRule: name,
          fromStatus: CollabStatus.HelpDesk,
          toStatus: CollabStatus.HelpDesk,
          reason: CollabMessages.helpdeskOverdue(days),
          files: null,
          createdOn: ctx.clock.now().toISOString(),
        });
        return true;
      });
      if (!reminded) return false;
      admins ??= await remindedAdmins(ctx);
      const mail = helpdeskReminderMail(
        {
          collabId: collab.id,
          serviceTitle: collab.serviceTitle,
          brandName: collab.brandName,
          influencerName: collab.influencerName,
        },
        days,
        `${ctx.config.publicUrl}/order/helpdesk`,
      );
      for (const admin of admins) {
        await ctx.mailer.send({ to: admin.email, ...mail }).catch(() => unsent.push(collab.id));
      }
      return true;
    },
  );
  if (unsent.length > 0) {
    throw new Error(`helpdesk reminder e-mails failed for collabs ${[...new Set(unsent)].join(', ')}`);
  }
  return reminded;
}

/** One clock's sweep: the number of collabs it moved (or HelpDesk cases it reminded of). */
export async function sweep(ctx: AppContext, name: TClockName): Promise<number> {
  return name === 'helpdeskReminder' ? sweepHelpdeskReminders(ctx) : sweepMoves(ctx, name);
}

/** Every clock once, in table order; what the job runner calls. */
export async function runCollabSweeps(ctx: AppContext): Promise<Record<TClockName, number>> {
  const counts = {} as Record<TClockName, number>;
  for (const name of CLOCK_NAMES) counts[name] = await sweep(ctx, name);
  return counts;
}
