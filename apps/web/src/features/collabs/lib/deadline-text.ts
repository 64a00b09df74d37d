import type { TCollabStatus } from '@collably/shared/constants/collabs';
import type { TRole } from '@collably/shared/constants/roles';
import { actorForRole, clockOf, type TActor } from '@collably/shared/domain/collab-status';
import type { TCollabDeadline } from '@collably/shared/schemas/collabs';
import { DateFormat, formatDate } from '@/lib/dates';

const WHO: Record<TActor, string> = {
  influencer: 'the influencer',
  brand: 'the brand',
  admin: 'the Collably helpdesk',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The deadline of a collab's status in words from the viewer's side (issue 10 item 6): the one who must act
 * reads 'Accept by 26 Nov 2026, otherwise the order is rejected and refunded.'; the others read whom they
 * wait for. The helpdesk's service level has no 'otherwise': nothing happens to the money by itself.
 */
export function deadlineText(deadline: TCollabDeadline, status: TCollabStatus, viewerRole: TRole): string {
  const task = clockOf(status)?.task ?? 'act';
  const by = formatDate(deadline.dueOn, DateFormat.day);
  const isRemind = deadline.waitingFor === 'admin';
  const otherwise = isRemind ? '.' : `, otherwise ${deadline.outcome}.`;
  if (actorForRole(viewerRole) === deadline.waitingFor) return `${capitalised(task)} by ${by}${otherwise}`;
  if (isRemind) return `${capitalised(WHO.admin)} aims to ${task} this case by ${by}.`;
  return `Waiting for ${WHO[deadline.waitingFor]} to ${task} by ${by}${otherwise}`;
}

/** Past its due date: the sweep acts within minutes, except on a helpdesk case, which stays overdue. */
export const isOverdue = (deadline: TCollabDeadline, now: Date): boolean =>
  new Date(deadline.dueOn).getTime() <= now.getTime();
