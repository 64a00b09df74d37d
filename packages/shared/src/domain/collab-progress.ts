/**
 * Where a collab stands, for the order card (issue 11 item 1): a compact step indicator and one sentence
 * saying what happens next, who must act, by when and what happens otherwise. Both come from the transition
 * table's statuses and COLLAB_CLOCKS (who waits, and the sweep's outcome), so the card, the sweeps and the
 * deadline can never tell different stories.
 *
 * Steps: Paid → Accepted → Work approved → Posted → Completed. On the UGC platform nothing is posted and the
 * brand's approval completes the collab, so its steps are Paid → Accepted → Work sent → Completed. A status
 * marks the step being worked on: New waits for the acceptance, Accept/Review/UpdateWorkFile for the work,
 * Pending and Dispute for the (corrected) post, UpdateWorkLink and HelpDesk for the completion. Reject and
 * Cancel stop the collab: no step is current, the card shows what happened to the money instead.
 */
import { CollabStatus, type TCollabStatus } from '../constants/collabs';
import { Role } from '../constants/roles';
import { Platform } from '../constants/platforms';
import { TimelineMessages as M } from '../messages/timeline';
import { actorForRole, clockOf, isTerminalStatus, type TActor, type TDeadline } from './collab-status';

export type TStepKey = 'paid' | 'accepted' | 'work' | 'posted' | 'completed';
export type TCollabStep = { key: TStepKey; label: string };

const PAID: TCollabStep = { key: 'paid', label: M.stepPaid };
const ACCEPTED: TCollabStep = { key: 'accepted', label: M.stepAccepted };
const COMPLETED: TCollabStep = { key: 'completed', label: M.stepCompleted };

export const collabSteps = (platformId: number): readonly TCollabStep[] =>
  platformId === Platform.UGC
    ? [PAID, ACCEPTED, { key: 'work', label: M.stepWorkSent }, COMPLETED]
    : [
        PAID,
        ACCEPTED,
        { key: 'work', label: M.stepWorkApproved },
        { key: 'posted', label: M.stepPosted },
        COMPLETED,
      ];

/** The step a collab in `status` is working on (exhaustive over the statuses); null once it stopped. */
const ACTIVE_STEP: Readonly<Record<TCollabStatus, TStepKey | 'done' | null>> = {
  [CollabStatus.New]: 'accepted',
  [CollabStatus.Accept]: 'work',
  [CollabStatus.Review]: 'work',
  [CollabStatus.UpdateWorkFile]: 'work',
  [CollabStatus.Pending]: 'posted',
  [CollabStatus.Dispute]: 'posted',
  [CollabStatus.UpdateWorkLink]: 'completed',
  [CollabStatus.HelpDesk]: 'completed',
  [CollabStatus.Complete]: 'done',
  [CollabStatus.Reject]: null,
  [CollabStatus.Cancel]: null,
};

export type TCollabProgress = {
  steps: readonly TCollabStep[];
  /**
   * Index of the step being worked on (the steps before it are done); steps.length when every step is done;
   * null when the collab stopped (Reject, Cancel).
   */
  current: number | null;
};

export function collabProgress(status: TCollabStatus, platformId: number): TCollabProgress {
  const steps = collabSteps(platformId);
  const active = ACTIVE_STEP[status];
  if (active === null) return { steps, current: null };
  if (active === 'done') return { steps, current: steps.length };
  // UGC has no posting step: the brand's approval of the work is the completion.
  const index = steps.findIndex((s) => s.key === active);
  return { steps, current: index === -1 ? steps.length - 1 : index };
}

const TASK: Readonly<Record<string, string>> = {
  accept: M.taskAccept,
  deliver: M.taskDeliver,
  review: M.taskReview,
  post: M.taskPost,
  confirm: M.taskConfirm,
  respond: M.taskRespond,
  resolve: M.taskResolve,
};

export type TNextStepInput = {
  status: TCollabStatus;
  viewerRole: number;
  /** The card's deadline (TCollab.deadline: the clock with the server's configured days). */
  deadline: TDeadline | null;
  brandName: string;
  influencerName: string;
  /** How the due date reads ('26 Nov, 12:14 pm'); the web passes its one date formatter. */
  formatDue: (iso: string) => string;
};

export type TNextStep = { waitingFor: TActor; isViewer: boolean; text: string };

/**
 * 'Waiting for you to accept the order — by 26 Nov, 12:14 pm, otherwise the order is rejected and refunded'
 * or 'Waiting for Priya to accept the order — …'. Null for a finished collab (nobody has to act).
 */
export function nextStepOf(input: TNextStepInput): TNextStep | null {
  if (isTerminalStatus(input.status)) return null;
  const clock = clockOf(input.status);
  if (!clock) return null;
  const isViewer = actorForRole(input.viewerRole) === clock.waitingFor;
  const who = isViewer
    ? 'you'
    : clock.waitingFor === 'brand'
      ? input.brandName
      : clock.waitingFor === 'influencer'
        ? input.influencerName
        : `the ${M.helpdeskName}`;
  const task = TASK[clock.task] ?? clock.task;
  const head = `Waiting for ${who} to ${task}`;
  const d = input.deadline;
  if (!d) return { waitingFor: clock.waitingFor, isViewer, text: head };
  const by = `by ${input.formatDue(d.dueOn)}`;
  // The helpdesk's clock only reminds the super admins: nothing happens to the money by itself.
  const text =
    clock.waitingFor === 'admin' ? `${head} — aimed ${by}` : `${head} — ${by}, otherwise ${d.outcome}`;
  return { waitingFor: clock.waitingFor, isViewer, text };
}

/** How a finished collab's escrow went (read from its journal): what the card says instead of 'You earn'. */
export type TSettledMoney = {
  kind: 'release' | 'refund' | 'split';
  /** The super admin decided (a helpdesk case), rather than a party or a time rule. */
  byHelpdesk: boolean;
  /** To the brand's wallet (0 on a release). */
  refundPaise: number;
  /** To the influencer's earnings (0 on a refund). */
  influencerPaise: number;
};

/**
 * The money line of a finished order card, from the viewer's side. The influencer is never told what the
 * brand paid, except a split's refund, which is the helpdesk's decision both parties read.
 */
export function moneyOutcomeOf(m: TSettledMoney, viewerRole: number): string {
  const isInfluencer = viewerRole === Role.Influencer;
  if (m.kind === 'split') return M.outcomeSplit(m.refundPaise, m.influencerPaise);
  if (m.kind === 'release') {
    if (m.byHelpdesk) return M.outcomeHelpdeskReleased(m.influencerPaise);
    return isInfluencer
      ? M.outcomeReleasedInfluencer(m.influencerPaise)
      : M.outcomeReleasedOthers(m.influencerPaise);
  }
  if (isInfluencer) return m.byHelpdesk ? M.outcomeHelpdeskRefundedInfluencer : M.outcomeRefundedInfluencer;
  if (m.byHelpdesk) return M.outcomeHelpdeskRefunded(m.refundPaise);
  return viewerRole === Role.Brand
    ? M.outcomeRefundedBrand(m.refundPaise)
    : M.outcomeRefundedAdmin(m.refundPaise);
}
