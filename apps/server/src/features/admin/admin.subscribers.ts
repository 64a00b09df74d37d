import { AdminAction } from '@collably/shared/constants/admin';
import { platformName } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import { displayStatus } from '@collably/shared/domain/collab-status';
import { PayoutStatus } from '@collably/shared/domain/payouts';
import { formatRupees } from '@collably/shared/domain/pricing';
import type { Subscribers } from '../../platform/events/facts';
import { recordAdminAction } from './admin.service';

/**
 * The audit log of the super admin's decisions taken in other features, one row per fact, written in the
 * emitter's transaction: who, what, on whom, when, before → after.
 */
export const adminSubscribers: Subscribers = {
  'socialAccount.screenshotDecided': [
    (fact, scope) => {
      const platform = platformName(fact.platformId);
      return recordAdminAction(
        scope.trx,
        {
          actorUserId: fact.adminUserId,
          action: fact.isVerified ? AdminAction.SocialVerify : AdminAction.SocialReject,
          targetUserId: fact.userId,
          now: fact.at.toISOString(),
        },
        { platform, pageUrl: fact.pageUrl, status: fact.statusBefore },
        { platform, pageUrl: fact.pageUrl, status: fact.status, screenshot: fact.screenshot },
      );
    },
  ],
  'reconciliation.mismatchResolved': [
    (fact, scope) =>
      recordAdminAction(
        scope.trx,
        {
          actorUserId: fact.adminUserId,
          action: AdminAction.ReconciliationResolve,
          targetUserId: fact.adminUserId,
          now: fact.at.toISOString(),
        },
        { mismatch: fact.mismatchId, item: fact.item, field: fact.field, status: 'open' },
        { status: 'resolved', note: fact.note },
      ),
  ],
  'review.hiddenChanged': [
    (fact, scope) =>
      recordAdminAction(
        scope.trx,
        {
          actorUserId: fact.adminUserId,
          action: fact.isHidden ? AdminAction.ReviewHide : AdminAction.ReviewUnhide,
          targetUserId: fact.reviewerUserId,
          now: fact.at.toISOString(),
        },
        { reviewId: fact.reviewId, isHidden: !fact.isHidden },
        { reviewId: fact.reviewId, isHidden: fact.isHidden },
      ),
  ],
  'helpdesk.caseResolved': [
    (fact, scope) =>
      recordAdminAction(
        scope.trx,
        {
          actorUserId: fact.adminUserId,
          action: AdminAction.HelpdeskResolve,
          targetUserId: fact.influencerUserId,
          now: fact.at.toISOString(),
        },
        { collab: fact.collabId, status: displayStatus(fact.statusBefore, Role.SuperAdmin) },
        {
          status: displayStatus(fact.status, Role.SuperAdmin),
          brandRefund: formatRupees(fact.brandRefundPaise),
          influencerPaid: formatRupees(fact.influencerPaise),
        },
      ),
  ],
  'payout.approvedForSending': [
    (fact, scope) =>
      recordAdminAction(
        scope.trx,
        payoutEntry(fact, AdminAction.PayoutApprove, fact.adminUserId),
        payoutBefore(fact),
        { status: PayoutStatus.Processing, reference: '' },
      ),
  ],
  'payout.released': [
    async (fact, scope) => {
      if (fact.adminUserId === null) return;
      await recordAdminAction(
        scope.trx,
        payoutEntry(fact, AdminAction.PayoutApprove, fact.adminUserId),
        payoutBefore(fact),
        { status: PayoutStatus.Released, reference: fact.reference },
      );
    },
  ],
  'payout.declined': [
    (fact, scope) =>
      recordAdminAction(
        scope.trx,
        payoutEntry(fact, AdminAction.PayoutDecline, fact.adminUserId),
        payoutBefore(fact),
        { status: PayoutStatus.Declined, reason: fact.reason },
      ),
  ],
  'walletRefund.requested': [
    (fact, scope) =>
      recordAdminAction(
        scope.trx,
        {
          actorUserId: fact.adminUserId,
          action: AdminAction.WalletRefund,
          targetUserId: fact.brandUserId,
          now: fact.at.toISOString(),
        },
        { payment: fact.transactionId },
        {
          withdrawal: fact.withdrawalId,
          amount: formatRupees(fact.amountPaise),
          to: 'original payment method',
        },
      ),
  ],
  'bankWithdrawal.approvedForSending': [
    (fact, scope) =>
      recordAdminAction(
        scope.trx,
        withdrawalEntry(fact, AdminAction.WalletBankApprove, fact.adminUserId),
        withdrawalBefore(fact),
        { status: 'processing', reference: '' },
      ),
  ],
  'bankWithdrawal.sent': [
    async (fact, scope) => {
      if (fact.adminUserId === null) return;
      await recordAdminAction(
        scope.trx,
        withdrawalEntry(fact, AdminAction.WalletBankApprove, fact.adminUserId),
        withdrawalBefore(fact),
        { status: 'sent', reference: fact.reference },
      );
    },
  ],
  'bankWithdrawal.rejected': [
    (fact, scope) =>
      recordAdminAction(
        scope.trx,
        withdrawalEntry(fact, AdminAction.WalletBankReject, fact.adminUserId),
        withdrawalBefore(fact),
        { status: 'rejected', reason: fact.reason },
      ),
  ],
};

type PayoutFact = { payoutId: number; userId: number; amountPaise: number; at: Date };

const payoutEntry = (
  fact: PayoutFact,
  action: typeof AdminAction.PayoutApprove | typeof AdminAction.PayoutDecline,
  adminUserId: number,
) => ({
  actorUserId: adminUserId,
  action,
  targetUserId: fact.userId,
  now: fact.at.toISOString(),
});

/** A payout decision's audit starts from the waiting request. */
const payoutBefore = (fact: PayoutFact) => ({
  payout: fact.payoutId,
  amount: formatRupees(fact.amountPaise),
  status: PayoutStatus.Requested,
});

type WithdrawalFact = { withdrawalId: number; brandUserId: number; amountPaise: number; at: Date };

const withdrawalEntry = (
  fact: WithdrawalFact,
  action: typeof AdminAction.WalletBankApprove | typeof AdminAction.WalletBankReject,
  adminUserId: number,
) => ({ actorUserId: adminUserId, action, targetUserId: fact.brandUserId, now: fact.at.toISOString() });

/** A bank withdrawal decision's audit starts from the waiting request. */
const withdrawalBefore = (fact: WithdrawalFact) => ({
  withdrawal: fact.withdrawalId,
  amount: formatRupees(fact.amountPaise),
  status: 'requested',
});
