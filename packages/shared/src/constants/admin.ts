import { UserStatus, type TUserStatus } from './roles';

/** The {x} of GET user/get-all-user/{x} (spec §7): which moderation list. */
export const AdminUserList = { Pending: 0, Active: 1, Disabled: 2 } as const;
export type TAdminUserList = (typeof AdminUserList)[keyof typeof AdminUserList];

export const ADMIN_LIST_STATUS: Record<TAdminUserList, TUserStatus> = {
  [AdminUserList.Pending]: UserStatus.Pending,
  [AdminUserList.Active]: UserStatus.Active,
  [AdminUserList.Disabled]: UserStatus.Disabled,
};

/** What the audit log records; the four status moves, the featured flag and the tags. */
export const AdminAction = {
  Approve: 'approve',
  Disable: 'disable',
  Delete: 'delete',
  Revert: 'revert',
  Featured: 'featured',
  Tags: 'tags',
  /** Money decisions of the super admin, audited like the moderation of accounts. */
  PayoutApprove: 'payout-approve',
  PayoutDecline: 'payout-decline',
  HelpdeskResolve: 'helpdesk-resolve',
  /** A brand's wallet money refunded to the payment method it came from (issue 17). */
  WalletRefund: 'wallet-refund',
  /** A brand's bank withdrawal sent or rejected (issue 18). */
  WalletBankApprove: 'wallet-bank-approve',
  WalletBankReject: 'wallet-bank-reject',
  /** A screenshot proving a social account verified or rejected (issue 18). */
  SocialVerify: 'social-verify',
  SocialReject: 'social-reject',
  /** A reported review hidden from everyone, or shown again (issue 19). */
  ReviewHide: 'review-hide',
  ReviewUnhide: 'review-unhide',
  /** A reconciliation mismatch explained with a note (issue 34); no money moves. */
  ReconciliationResolve: 'reconciliation-resolve',
} as const;
export type TAdminAction = (typeof AdminAction)[keyof typeof AdminAction];

export type TStatusAction = Extract<TAdminAction, 'approve' | 'disable' | 'delete' | 'revert'>;

/**
 * The status moves of moderation (spec §2, §7): from which statuses each may start and where it ends.
 * Delete is soft: the row stays, with every collab, transaction and ledger entry.
 */
export const STATUS_MOVES: Record<TStatusAction, { from: readonly TUserStatus[]; to: TUserStatus }> = {
  approve: { from: [UserStatus.Pending], to: UserStatus.Active },
  disable: { from: [UserStatus.Active], to: UserStatus.Disabled },
  delete: { from: [UserStatus.Pending, UserStatus.Active, UserStatus.Disabled], to: UserStatus.Deleted },
  revert: { from: [UserStatus.Disabled], to: UserStatus.Active },
};

/** The `status` flag each status call sends (spec §7: approve, disable and delete true, revert false). */
export const STATUS_FLAG: Record<TStatusAction, boolean> = {
  approve: true,
  disable: true,
  delete: true,
  revert: false,
};
