/**
 * The words of a collab's history (GET user/collab-history): who acted and what each status change was.
 * An event is a row of the status changes the server records (features/collabs/collabs.status-change.ts applyStatusChange).
 */
import { ActionCode, CollabStatus, type TCollabStatus } from '../constants/collabs';
import { COLLAB_TRANSITIONS, type TActor } from './collab-status';

/** Who made a change: a party, the super admin (the helpdesk), or a time rule. */
export type TEventActor = TActor | 'system';
export const EVENT_ACTORS = [
  'brand',
  'influencer',
  'admin',
  'system',
] as const satisfies readonly TEventActor[];

export type TCollabEventFacts = {
  actor: TEventActor;
  /** The action code a person used; null for a time rule and for a helpdesk split. */
  action: number | null;
  from: TCollabStatus;
  to: TCollabStatus;
};

/** What a clock running out did (the collab clocks of issue 10 item 6); the reason says which clock. */
const SYSTEM_OUTCOME: Partial<Record<TCollabStatus, string>> = {
  [CollabStatus.Reject]: 'Rejected',
  [CollabStatus.Cancel]: 'Cancelled',
  [CollabStatus.Pending]: 'Approved',
  [CollabStatus.Complete]: 'Completed',
};

/** The super admin's resolutions of a helpdesk case (issue 10 item 5). */
const helpdeskLabel = (e: TCollabEventFacts): string | null => {
  if (e.actor !== 'admin' || e.from !== CollabStatus.HelpDesk) return null;
  if (e.to === CollabStatus.Cancel) return 'Refunded the brand';
  if (e.to !== CollabStatus.Complete) return null;
  return e.action === ActionCode.MarkComplete ? 'Released to the influencer' : 'Split the payment';
};

/** What happened, in the words of the button that did it ('Raise Dispute'), or of the rule. */
export function collabEventLabel(e: TCollabEventFacts): string {
  // The only rule that opens a helpdesk case is the post check finding the post gone (issue 19).
  if (e.actor === 'system' && e.to === CollabStatus.HelpDesk) return 'Helpdesk case opened: post taken down';
  if (e.actor === 'system') return `${SYSTEM_OUTCOME[e.to] ?? 'Moved'} by a time limit`;
  const helpdesk = helpdeskLabel(e);
  if (helpdesk) return helpdesk;
  const row =
    COLLAB_TRANSITIONS.find((t) => t.from === e.from && t.actor === e.actor && t.action === e.action) ??
    COLLAB_TRANSITIONS.find((t) => t.actor === e.actor && t.action === e.action);
  return row?.label ?? 'Status changed';
}
