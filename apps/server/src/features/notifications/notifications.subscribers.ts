import { CollabStatus, OrderTab } from '@collably/shared/constants/collabs';
import { MailKind } from '@collably/shared/constants/notifications';
import { Role } from '@collably/shared/constants/roles';
import { orderTabOf } from '@collably/shared/domain/collab-status';
import { mailKindOfChange } from '@collably/shared/domain/mail-kinds';
import { formatRatePercent } from '@collably/shared/domain/tds';
import { formatRupees } from '@collably/shared/domain/pricing';
import { AdminMessages } from '@collably/shared/messages/admin';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import { PayoutMessages } from '@collably/shared/messages/payouts';
import { ReviewMessages } from '@collably/shared/messages/reviews';
import { StrayPaymentMessages } from '@collably/shared/messages/stray-payments';
import { TdsMessages, tdsDayText } from '@collably/shared/messages/tds';
import { WithdrawalMessages } from '@collably/shared/messages/withdrawals';
import { PAYOUT_MSG_TYPE, WALLET_MSG_TYPE } from '@collably/shared/schemas/notifications';
import type { AppFact, SubscriberDeps, Subscribers } from '../../platform/events/facts';
import type { SubscriberScope } from '../../platform/events/event-bus';
import { escapeHtml, html } from '../../platform/http/html';
import { mailSuperAdmins, notify, type NewNotification } from './notifications.service';

type Scope = SubscriberScope<SubscriberDeps>;

/**
 * Stores the notifications (and queues their e-mails) in the emitter's transaction; once it commits, the
 * bells of their users refetch, wherever their sockets are.
 */
async function tell(scope: Scope, items: readonly NewNotification[], at: Date): Promise<void> {
  if (items.length === 0) return;
  await notify(scope.trx, items, at);
  const userIds = [...new Set(items.map((n) => n.userId))];
  scope.afterCommit(() => scope.realtime.notificationsChanged(userIds));
}

/** A notice of the platform itself (no actor, no collab) to one user. */
const platformNotice = (
  userId: number,
  msgType: string,
  message: string,
  mail?: NewNotification['mail'],
): NewNotification => ({ userId, actorUserId: null, collabId: null, msgType, message, mail });

const payoutNotice = (userId: number, text: string) =>
  platformNotice(userId, PAYOUT_MSG_TYPE, html`${text}`, MailKind.Payout);
const walletNotice = (userId: number, text: string) =>
  platformNotice(userId, WALLET_MSG_TYPE, html`${text}`, MailKind.Refund);

/** Notification HTML written over several source lines, as one line of text. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

const IST_DAY_AND_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const dateText = (at: Date) => IST_DAY_AND_TIME.format(at);

/** The brand's notice of a payment whose collab details were never sent (the reminder, then the refund). */
const unsentPaymentNotice = (
  fact: { brandUserId: number; influencerUserId: number },
  mail: NewNotification['mail'],
  message: string,
): NewNotification => ({
  userId: fact.brandUserId,
  actorUserId: fact.influencerUserId,
  collabId: null,
  msgType: OrderTab.New,
  mail,
  message: oneLine(message),
});

const strayAmount = (fact: AppFact<'strayPayment.settled'>) =>
  fact.currency === 'INR'
    ? formatRupees(fact.amountPaise)
    : `${fact.currency} ${(fact.amountPaise / 100).toFixed(2)}`;

type CollabChange = AppFact<'collab.statusChanged'>;

/** Who hears of a collab's change: the counterpart of the party who acted, both parties otherwise. */
function recipientsOf(change: CollabChange): number[] {
  if (change.actor === 'influencer') return [change.brandUserId];
  if (change.actor === 'brand') return [change.influencerUserId];
  return [change.brandUserId, change.influencerUserId];
}

/** Each recipient's notice of a collab's change: its order tab, and the e-mail of its kind if any. */
function collabChangeNotices(change: CollabChange): NewNotification[] {
  return recipientsOf(change).map((userId) => {
    const isBrand = userId === change.brandUserId;
    return {
      userId,
      actorUserId: change.actorUserId,
      collabId: change.collabId,
      msgType: orderTabOf(change.to, isBrand ? Role.Brand : Role.Influencer),
      message: change.notice,
      mail: mailKindOfChange(change, isBrand ? 'brand' : 'influencer') ?? undefined,
    };
  });
}

/** What the bell (and e-mail) tells of each fact, in the emitter's transaction. */
export const notificationSubscribers: Subscribers = {
  'collab.created': [
    (fact, scope) =>
      tell(
        scope,
        [
          {
            userId: fact.influencerUserId,
            actorUserId: fact.brandUserId,
            collabId: fact.collabId,
            msgType: orderTabOf(CollabStatus.New, Role.Influencer),
            message: fact.notice,
            mail: MailKind.NewOrder,
          },
        ],
        fact.at,
      ),
  ],
  'collab.statusChanged': [(fact, scope) => tell(scope, collabChangeNotices(fact), fact.at)],
  'collab.postTakenDown': [
    (fact, scope) =>
      tell(
        scope,
        [
          {
            userId: fact.influencerUserId,
            actorUserId: null,
            collabId: fact.collabId,
            msgType: orderTabOf(fact.status, Role.Influencer),
            message: fact.notice,
          },
        ],
        fact.at,
      ),
  ],
  'user.statusChanged': [
    async (fact, scope) => {
      if (fact.action !== 'approve' || fact.roleId !== Role.Influencer) return;
      await tell(
        scope,
        [platformNotice(fact.userId, OrderTab.New, html`${AdminMessages.approvedNotice}`)],
        fact.at,
      );
    },
  ],
  'creditNote.issuedPastDeadline': [
    (fact, scope) =>
      mailSuperAdmins(
        scope.trx,
        {
          kind: MailKind.Reminder,
          subject: InvoiceMessages.pastDeadlineSubject(fact.noteNumber),
          html: html`<p>
            ${InvoiceMessages.pastDeadlineBody(fact.noteNumber, fact.invoiceNumber, formatRupees(fact.gstPaise))}
          </p>`,
          linkPath: '/admin?tab=tax',
        },
        fact.at,
      ),
  ],
  'review.written': [
    (fact, scope) =>
      tell(
        scope,
        [
          {
            userId: fact.revieweeUserId,
            actorUserId: fact.reviewerUserId,
            collabId: fact.collabId,
            msgType: OrderTab.Completed,
            message: html`${ReviewMessages.writtenNotice(fact.reviewerName, fact.collabId)}`,
          },
        ],
        fact.at,
      ),
  ],
  'reviews.madeVisible': [
    (fact, scope) =>
      tell(
        scope,
        [fact.brandUserId, fact.influencerUserId].map((userId) => ({
          userId,
          actorUserId: null,
          collabId: fact.collabId,
          msgType: OrderTab.Completed,
          message: html`${ReviewMessages.visibleNotice(fact.collabId)}`,
        })),
        fact.at,
      ),
  ],
  'payment.detailsReminderDue': [
    (fact, scope) =>
      tell(
        scope,
        [
          unsentPaymentNotice(
            fact,
            MailKind.Reminder,
            html`You paid ${formatRupees(fact.paidPaise)} for <b>${fact.serviceTitle}</b> but have not sent
              the collab details yet. Send them from Collabs by ${dateText(fact.refundOn)}, otherwise the
              payment goes back to your wallet.`,
          ),
        ],
        fact.at,
      ),
  ],
  'payment.refundedUnsent': [
    (fact, scope) =>
      tell(
        scope,
        [
          unsentPaymentNotice(
            fact,
            MailKind.Refund,
            html`${formatRupees(fact.paidPaise)} for <b>${fact.serviceTitle}</b> has been refunded to your
              wallet: the collab details were not sent within ${fact.refundDays} days. You can hire again any
              time.`,
          ),
        ],
        fact.at,
      ),
  ],
  'strayPayment.settled': [
    (fact, scope) =>
      tell(
        scope,
        [
          {
            userId: fact.brandUserId,
            actorUserId: fact.influencerUserId,
            collabId: null,
            msgType: WALLET_MSG_TYPE,
            mail: MailKind.Refund,
            message: escapeHtml(
              StrayPaymentMessages[fact.outcome](strayAmount(fact), fact.serviceTitle, fact.reason),
            ),
          },
        ],
        fact.at,
      ),
  ],
  'payout.requested': [
    (fact, scope) =>
      tell(
        scope,
        [
          platformNotice(
            fact.userId,
            PAYOUT_MSG_TYPE,
            html`${PayoutMessages.requestedNotice(formatRupees(fact.amountPaise))}`,
          ),
        ],
        fact.at,
      ),
  ],
  'payout.accepted': [
    (fact, scope) =>
      tell(
        scope,
        [payoutNotice(fact.userId, PayoutMessages.processingNotice(formatRupees(fact.amountPaise)))],
        fact.at,
      ),
  ],
  'payout.released': [
    (fact, scope) =>
      tell(
        scope,
        [
          payoutNotice(
            fact.userId,
            PayoutMessages.releasedNotice(formatRupees(fact.amountPaise), fact.reference),
          ),
        ],
        fact.at,
      ),
  ],
  'payout.declined': [
    (fact, scope) =>
      tell(
        scope,
        [
          payoutNotice(
            fact.userId,
            PayoutMessages.declinedNotice(formatRupees(fact.amountPaise), fact.reason),
          ),
        ],
        fact.at,
      ),
  ],
  'payout.returned': [
    (fact, scope) =>
      tell(
        scope,
        [
          payoutNotice(
            fact.userId,
            PayoutMessages.returnedNotice(formatRupees(fact.amountPaise), fact.reason),
          ),
        ],
        fact.at,
      ),
  ],
  'tds.sectionChangeAnnounced': [
    (fact, scope) =>
      tell(
        scope,
        fact.recipients.map((r) => {
          const was =
            fact.sectionBefore === undefined || r.rateBeforeBps === undefined
              ? 'the section in force'
              : `s. ${fact.sectionBefore} at ${formatRatePercent(r.rateBeforeBps)}`;
          return platformNotice(
            r.userId,
            PAYOUT_MSG_TYPE,
            html`${TdsMessages.sectionChangeNotice(tdsDayText(fact.fromOn), `s. ${fact.section}`, formatRatePercent(r.rateBps), was)}`,
          );
        }),
        fact.at,
      ),
  ],
  'tds.sectionChangeCancelled': [
    (fact, scope) =>
      tell(
        scope,
        fact.recipients.map((r) =>
          platformNotice(
            r.userId,
            PAYOUT_MSG_TYPE,
            html`${TdsMessages.sectionChangeCancelled(tdsDayText(fact.fromOn), `s. ${fact.sectionInForce}`, formatRatePercent(r.rateBps))}`,
          ),
        ),
        fact.at,
      ),
  ],
  'walletRefund.settled': [
    (fact, scope) => {
      const amount = formatRupees(fact.amountPaise);
      const text =
        fact.outcome === 'processed'
          ? WithdrawalMessages.processedNotice(amount)
          : WithdrawalMessages.failedNotice(amount, fact.reason ?? 'refund failed');
      return tell(scope, [walletNotice(fact.brandUserId, text)], fact.at);
    },
  ],
  'bankWithdrawal.requested': [
    (fact, scope) =>
      tell(
        scope,
        [
          walletNotice(
            fact.brandUserId,
            WithdrawalMessages.bankRequestedNotice(formatRupees(fact.amountPaise), fact.destination),
          ),
        ],
        fact.at,
      ),
  ],
  'bankWithdrawal.accepted': [
    (fact, scope) =>
      tell(
        scope,
        [
          walletNotice(
            fact.brandUserId,
            WithdrawalMessages.bankProcessingNotice(formatRupees(fact.amountPaise), fact.destination),
          ),
        ],
        fact.at,
      ),
  ],
  'bankWithdrawal.sent': [
    (fact, scope) =>
      tell(
        scope,
        [
          walletNotice(
            fact.brandUserId,
            WithdrawalMessages.bankSentNotice(
              formatRupees(fact.amountPaise),
              fact.destination,
              fact.reference,
            ),
          ),
        ],
        fact.at,
      ),
  ],
  'bankWithdrawal.rejected': [
    (fact, scope) =>
      tell(
        scope,
        [
          walletNotice(
            fact.brandUserId,
            WithdrawalMessages.bankRejectedNotice(formatRupees(fact.amountPaise), fact.reason),
          ),
        ],
        fact.at,
      ),
  ],
  'bankWithdrawal.returned': [
    (fact, scope) =>
      tell(
        scope,
        [
          walletNotice(
            fact.brandUserId,
            WithdrawalMessages.bankReturnedNotice(formatRupees(fact.amountPaise), fact.reason),
          ),
        ],
        fact.at,
      ),
  ],
};
