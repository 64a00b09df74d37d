import { ActionCode, CollabStatus, type TCollabStatus } from '@collably/shared/constants/collabs';
import type { TActor } from '@collably/shared/domain/collab-status';
import { formatRupees } from '@collably/shared/domain/pricing';
import { html } from '../../platform/http/html';

export type ChangeStory = {
  collabId: number;
  serviceTitle: string;
  /** Who acted: a party, an admin (the helpdesk) or a time rule. */
  actor: TActor | 'system';
  actorName: string;
  action: number | null;
  from: TCollabStatus;
  to: TCollabStatus;
  reason: string;
  /** Paise back in the brand's wallet, or added to the influencer's earnings. */
  refundPaise: number;
  payoutPaise: number;
};

/** The reason as the end of a sentence: escaped, with a full stop unless it already ends with one. */
const reasonSentence = (reason: string) => html`${reason}${/[.!?…]$/u.test(reason.trim()) ? '' : '.'}`;

const what = (s: ChangeStory) => html`collab #${s.collabId} (${s.serviceTitle})`;

/**
 * The super admin's decision on a helpdesk case, read by both parties, with where the money went. A split has
 * no action code: it is the Complete that is not a Mark Complete.
 */
function helpdeskSentence(s: ChangeStory): string | null {
  if (s.actor !== 'admin' || s.from !== CollabStatus.HelpDesk) return null;
  const refund = html`${formatRupees(s.refundPaise)}`;
  const payout = html`${formatRupees(s.payoutPaise)}`;
  const resolved = `The Collably helpdesk resolved ${what(s)}`;
  if (s.to === CollabStatus.Cancel) {
    return `${resolved}: the order is cancelled and ${refund} has been refunded to the brand's wallet.`;
  }
  if (s.action === ActionCode.MarkComplete) {
    return `${resolved}: the payment is released and ${payout} has been added to the influencer's earnings.`;
  }
  return `${resolved} with a split: ${refund} has been refunded to the brand's wallet and ${payout} added to the influencer's earnings.`;
}

/**
 * A clock ran out (action null, actor 'system'): both parties read the rule's reason and where the money went,
 * in words that fit either side.
 */
function systemSentence(s: ChangeStory): string {
  const money =
    s.to === CollabStatus.Complete
      ? html` ${formatRupees(s.payoutPaise)} has been released to the influencer.`
      : s.to === CollabStatus.Reject || s.to === CollabStatus.Cancel
        ? html` ${formatRupees(s.refundPaise)} has been refunded to the brand's wallet.`
        : '';
  return `${html`Collab #${s.collabId} (${s.serviceTitle})`}: ${reasonSentence(s.reason)}${money}`;
}

/** The sentence the counterpart reads in the bell, HTML with every value escaped. */
function sentence(s: ChangeStory): string {
  const helpdesk = helpdeskSentence(s);
  if (helpdesk) return helpdesk;
  const who = s.actor === 'admin' ? 'The Collably helpdesk' : html`<b>${s.actorName}</b>`;
  const refunded = html` ${formatRupees(s.refundPaise)} has been refunded to the wallet.`;
  switch (s.action) {
    case ActionCode.Accept:
      return `${who} accepted ${what(s)}.`;
    case ActionCode.Reject:
      return `${who} rejected ${what(s)}: ${reasonSentence(s.reason)}${refunded}`;
    case ActionCode.Cancel:
      // The brand cancelling its own new order is told nothing about a refund it knows of; the influencer
      // reads only that the order is off.
      return `${who} cancelled ${what(s)}: ${reasonSentence(s.reason)}${s.actor === 'brand' ? '' : refunded}`;
    case ActionCode.SendForApproval:
      return `${who} sent the work of ${what(s)} for approval.`;
    case ActionCode.MarkCompleteWithUrl:
      return s.from === CollabStatus.Dispute
        ? `${who} updated the post link of ${what(s)}.`
        : `${who} posted ${what(s)}. Please check and mark it complete.`;
    case ActionCode.AskForHelp:
      return `${who} asked the Collably helpdesk for help with ${what(s)}.`;
    case ActionCode.Approve:
      return `${who} approved the work of ${what(s)}. You can post it now.`;
    case ActionCode.MarkComplete:
      return `${who} marked ${what(s)} complete.${html` ${formatRupees(s.payoutPaise)} has been added to the earnings.`}`;
    case ActionCode.RaiseDispute:
      return `${who} raised a dispute on ${what(s)}: ${reasonSentence(s.reason)}`;
    case ActionCode.RequestRevision:
      return `${who} requested a revision of ${what(s)}: ${reasonSentence(s.reason)}`;
    default:
      return systemSentence(s);
  }
}

export const changeMessage = (s: ChangeStory): string => sentence(s);

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** The e-mail the super admins get when a helpdesk case is past its service level (HelpDesk clock). */
export const helpdeskReminderMail = (
  c: { collabId: number; serviceTitle: string; brandName: string; influencerName: string },
  days: number,
  link: string,
) => ({
  subject: `Helpdesk case #${c.collabId} is overdue`,
  text: `Collab #${c.collabId} (${c.serviceTitle}) between ${c.brandName} and ${c.influencerName} has waited in the helpdesk for more than ${daysText(days)}, the service level. No money moves until a super admin resolves it.\n\nOpen the helpdesk: ${link}\n\n- Team Collably`,
});

export const newCollabMessage = (brandName: string, collabId: number, serviceTitle: string) =>
  html`<b>${brandName}</b> sent you a new collab request #${collabId} for <b>${serviceTitle}</b>.`;

/**
 * The influencer's notice that the post of their completed collab is gone (a helpdesk case follows); its line
 * break kept where it always was, so the stored text is unchanged.
 */
// prettier-ignore
export const takenDownMessage = (collabId: number, serviceTitle: string) =>
  html`The post of collab #${collabId} (${serviceTitle}) is no longer online. The Collably helpdesk
  will contact you.`;
