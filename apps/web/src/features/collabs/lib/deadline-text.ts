import type { TCollabDeadline } from '@collably/shared/schemas/collabs';

/**
 * Past its due date: the sweep acts within minutes, except on a helpdesk case, which stays overdue. The
 * sentence itself comes from shared/domain/collab-progress nextStepOf (components/collab-deadline.tsx).
 */
export const isOverdue = (deadline: TCollabDeadline, now: Date): boolean =>
  new Date(deadline.dueOn).getTime() <= now.getTime();
