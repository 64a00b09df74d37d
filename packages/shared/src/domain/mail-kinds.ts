import { ActionCode, CollabStatus, type TCollabStatus } from '../constants/collabs';
import { MailKind, type TMailKind } from '../constants/notifications';
import { Role, type TRole } from '../constants/roles';
import type { TActor, TMoneyMovement } from './collab-status';

/** A collab status change as the e-mail table reads it (the server's StatusChange, money as a kind). */
export type TMailChange = {
  actor: TActor | 'system';
  /** The party's action code; null for a time rule (and for a helpdesk split). */
  action: number | null;
  from: TCollabStatus;
  to: TCollabStatus;
  money: TMoneyMovement | 'split';
};

export type TMailRecipient = 'brand' | 'influencer';

const S = CollabStatus;
const A = ActionCode;

/**
 * Which e-mail kind a party gets for one collab status change, or null for a bell-only event. One kind per
 * event and recipient, so nobody gets two e-mails for one click:
 * - the counterpart of a party's action gets the kind of what they must do next (work sent → review it,
 *   revision asked → redo it, posted → confirm it);
 * - the brand gets `refund` whenever the escrow goes back to its wallet without a decision of its own or of
 *   the helpdesk (influencer cancels, time rules), and `rejected` when the influencer turns the order down
 *   (that mail says the money is back too);
 * - both parties get `helpdesk-outcome` for the super admin's decision, whatever it does with the money;
 * - the influencer gets `approved` whenever their work is accepted by the brand or by a time rule, including
 *   the release of the payment.
 * An order the brand cancels before acceptance, or one a time rule takes from the influencer, needs nobody
 * to act: those stay in the bell.
 */
export function mailKindOfChange(change: TMailChange, recipient: TMailRecipient): TMailKind | null {
  if (change.actor === 'admin') return change.from === S.HelpDesk ? MailKind.HelpdeskOutcome : null;
  const isRefund = change.money === 'refund';
  if (recipient === 'brand') {
    if (change.actor === 'brand') return null;
    if (change.action === A.Reject) return MailKind.Rejected;
    if (isRefund) return MailKind.Refund;
    switch (change.action) {
      case A.Accept:
        return MailKind.Accepted;
      case A.SendForApproval:
        return MailKind.WorkSent;
      case A.MarkCompleteWithUrl:
        return MailKind.Posted;
      case A.AskForHelp:
        return MailKind.Dispute;
      default:
        return null;
    }
  }
  if (change.actor === 'influencer') return null;
  if (change.action === A.RequestRevision) return MailKind.RevisionAsked;
  if (change.action === A.RaiseDispute) return MailKind.Dispute;
  // Approve (→ Pending), the UGC approval and the brand's Mark Complete (both release), or their time rules.
  const isApproval =
    (change.from === S.UpdateWorkFile && (change.to === S.Pending || change.to === S.Complete)) ||
    (change.from === S.UpdateWorkLink && change.to === S.Complete);
  return isApproval ? MailKind.Approved : null;
}

/** The kinds each role can receive, in the order the preferences card lists them. */
export const MAIL_KINDS_BY_ROLE: Readonly<Partial<Record<TRole, readonly TMailKind[]>>> = {
  [Role.Influencer]: [
    MailKind.NewOrder,
    MailKind.RevisionAsked,
    MailKind.Approved,
    MailKind.Dispute,
    MailKind.HelpdeskOutcome,
    MailKind.Payout,
    MailKind.Reminder,
  ],
  [Role.Brand]: [
    MailKind.Accepted,
    MailKind.Rejected,
    MailKind.WorkSent,
    MailKind.Posted,
    MailKind.Dispute,
    MailKind.HelpdeskOutcome,
    MailKind.Refund,
    MailKind.Reminder,
  ],
  // The super admins are reminded of overdue helpdesk cases.
  [Role.SuperAdmin]: [MailKind.Reminder],
};

export const mailKindsOf = (role: number): readonly TMailKind[] => MAIL_KINDS_BY_ROLE[role as TRole] ?? [];

/** Where each role turns its e-mails off (the footer of every e-mail links there). */
export const emailPreferencesPath = (role: number): string =>
  role === Role.Brand ? '/brand' : role === Role.Influencer ? '/influencer' : '/admin?tab=emails';
