import { ActionCode } from '@collably/shared/constants/collabs';
import {
  actorForRole,
  allowedActions,
  isFileRequired,
  isReasonRequired,
  type TTransition,
} from '@collably/shared/domain/collab-status';
import { ZUpdateCollabStatusRequest, type TCollab } from '@collably/shared/schemas/collabs';

/**
 * The buttons an order card shows this viewer: exactly the transition table's rows for the collab's status,
 * the viewer's role and the platform (collab-card.test checks them against nextTransition for every case).
 */
export function cardActions(
  collab: Pick<TCollab, 'collabStatus' | 'platformId'>,
  viewerRole: number,
): readonly TTransition[] {
  const actor = actorForRole(viewerRole);
  return actor ? allowedActions(collab.collabStatus, actor, collab.platformId) : [];
}

/** What the action's modal asks for (spec §5 'Status update'). */
export type ActionKind = 'confirm' | 'reason' | 'postUrl' | 'file';

export const actionKindOf = (statusId: number): ActionKind => {
  if (statusId === ActionCode.MarkCompleteWithUrl) return 'postUrl';
  if (isFileRequired(statusId)) return 'file';
  if (isReasonRequired(statusId)) return 'reason';
  return 'confirm';
};

export type ActionFormValues = { reason: string; files: File[] };
export type ActionFormErrors = { reason?: string; files?: string };

/**
 * The server's own schema (ZUpdateCollabStatusRequest) judges the form: a reason for 2, 3, 4, 5, 6, 9
 * ('This Field is Required'; for 5 a valid post URL), a file for 10. Files are checked by count here;
 * their size was checked when they were chosen.
 */
export function validateAction(
  collabDetailId: number,
  statusId: number,
  values: ActionFormValues,
): ActionFormErrors {
  const result = ZUpdateCollabStatusRequest.safeParse({
    collabDetailId,
    statusId,
    reason: values.reason,
    base64File: values.files.map((f) => f.name),
  });
  if (result.success) return {};
  const errors: ActionFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'base64File' ? 'files' : issue.path[0] === 'reason' ? 'reason' : null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

type ActionText = { question?: string; hint?: string; reasonLabel?: string; placeholder?: string };

/** The words around each action's modal; the rules themselves come from the shared table. */
export function actionText(statusId: number, label: string, isUgcApproval: boolean): ActionText {
  switch (statusId) {
    case ActionCode.Accept:
      return {
        question: 'Are you sure you want to accept this collab?',
        hint: 'Deliver the work by the due date shown on the order, or the brand is refunded.',
      };
    case ActionCode.Approve:
      return {
        question: 'Are you sure you want to approve this work?',
        hint: 'The influencer can then post it and share the post URL.',
      };
    case ActionCode.MarkComplete:
      return {
        question: isUgcApproval
          ? 'Are you sure you want to approve this work and complete the collab?'
          : 'Are you sure you want to mark this collab complete?',
        hint: 'The payment held for this collab is then released to the influencer.',
      };
    case ActionCode.Reject:
      return {
        hint: 'The brand gets a full refund to its Collably wallet.',
        placeholder: 'Why are you rejecting this order?',
      };
    case ActionCode.Cancel:
      // The brand calling off its own order before the influencer accepted it ('Cancel Order').
      if (label === 'Cancel Order') {
        return {
          hint: 'You get a full refund to your Collably wallet.',
          placeholder: 'Why are you cancelling this order?',
        };
      }
      return {
        hint: 'The brand gets a full refund to its Collably wallet.',
        placeholder: 'Why is this collab being cancelled?',
      };
    case ActionCode.RaiseDispute:
      return {
        hint: 'The influencer can update the post link, cancel, or ask the Collably helpdesk. A dispute with no action for 7 days is cancelled and you are refunded.',
        placeholder: 'What is wrong with the post?',
      };
    case ActionCode.AskForHelp:
      return {
        hint: 'The Collably helpdesk looks at the collab and decides.',
        placeholder: 'How can the Collably team help?',
      };
    case ActionCode.RequestRevision:
      return {
        hint: 'The influencer sends the work again for your approval.',
        placeholder: 'What should change?',
      };
    case ActionCode.MarkCompleteWithUrl:
      return {
        hint:
          label === 'Update Work Link'
            ? 'Share the corrected link to the post; Collably checks it is your public post, then the brand checks it again.'
            : 'Share the link to the published post; Collably checks it is your public post, then the brand checks it and marks the collab complete.',
        placeholder: 'https://www.instagram.com/p/…',
      };
    case ActionCode.SendForApproval:
      return { hint: 'PDF, MP4 or images, at most 500 MB each. The brand approves it or asks for changes.' };
    default:
      return { question: `Are you sure you want to ${label.toLowerCase()}?` };
  }
}
