import { z } from 'zod';
import { TRANSFER_MODES } from '../domain/transfers';
import { ACCOUNT_HOLDER_MAX } from '../constants/limits';
import {
  ACCOUNT_NO_PATTERN,
  IFSC_PATTERN,
  UPI_PATTERN,
  normaliseAccountNo,
  normaliseCode,
  normaliseUpi,
} from '../domain/payouts';
import { formatRupees, hasAtMostTwoDecimals, rupeesToPaise } from '../domain/pricing';
import { UPI_TRANSFER_MAX_PAISE, transferMode } from '../domain/transfers';
import { PayoutMessages } from '../messages/payouts';
import { WithdrawalMessages as M } from '../messages/withdrawals';
import { PAYOUT_METHODS } from './payouts';
import { rupees } from './parsers';

/**
 * Where a withdrawal goes: back to the payment method a payment came from ('original'), or by bank transfer
 * through the payouts machinery ('bank': a bank account or a UPI ID, approved by a super admin).
 */
export const WITHDRAWAL_METHODS = ['original', 'bank'] as const;
export type TWithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/**
 * requested: with the provider, or (bank) waiting for the super admin; processing: (bank) approved and on its
 * way through RazorpayX and the bank; processed: the money left (refunded, or the bank has it); failed: back in
 * the wallet (refused, rejected, or returned by the bank).
 */
export const WITHDRAWAL_STATUSES = ['requested', 'processing', 'processed', 'failed'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** GET withdrawals/brand?brandUserId= (super admin). */
export const ZBrandIdQuery = z.object({ brandUserId: id(M.brandRequired) });

/** POST withdrawals/refund (super admin): rupees, like every amount on the wire. */
export const ZRefundToPaymentRequest = z.object({
  brandUserId: id(M.brandRequired),
  transactionId: id(M.paymentRequired),
  amount: rupees(M.amountRequired).refine((v) => v >= 1 && hasAtMostTwoDecimals(v), M.amountInvalid),
});
export type TRefundToPaymentRequest = z.infer<typeof ZRefundToPaymentRequest>;

/** POST withdrawals/withdraw (brand): rupees out of the caller's own wallet, to the payment methods. */
export const ZWithdrawRequest = z.object({
  amount: rupees(M.amountRequired).refine((v) => v >= 1 && hasAtMostTwoDecimals(v), M.amountInvalid),
});
export type TWithdrawRequest = z.infer<typeof ZWithdrawRequest>;

/**
 * POST withdrawals/withdraw-to-bank (brand): rupees of its own wallet by bank transfer, to a bank account
 * (account holder, account no., IFSC) or a UPI ID, with the influencer payout form's messages and formats.
 * The other way's fields are ignored. No minimum above ₹1 and no fee: it is the brand's own money. A UPI
 * transfer above UPI's per-transfer limit is refused on the amount before the UPI ID is looked at (amounts
 * are never split). `upiMaxPaise`: the deployment's UPI limit (RAZORPAYX_UPI_MAX_RUPEES).
 */
export const bankWithdrawRequestSchema = (upiMaxPaise: number = UPI_TRANSFER_MAX_PAISE) =>
  z
    .object({
      amount: rupees(M.amountRequired).refine((v) => v >= 1 && hasAtMostTwoDecimals(v), M.amountInvalid),
      method: z.enum(PAYOUT_METHODS, { error: PayoutMessages.methodInvalid }).default('bank'),
      accountHolder: z.string().optional(),
      accountNo: z.string().optional(),
      ifscCode: z.string().optional(),
      upi: z.string().optional(),
    })
    .transform((v, ctx) => {
      const issue = (path: string, message: string) => {
        ctx.addIssue({ code: 'custom', path: [path], message });
        return z.NEVER;
      };
      if (v.method === 'upi') {
        if (transferMode('upi', rupeesToPaise(v.amount), upiMaxPaise) === null) {
          return issue('amount', M.upiAboveLimit(formatRupees(upiMaxPaise)));
        }
        const upi = normaliseUpi(v.upi ?? '');
        if (upi === '') return issue('upi', PayoutMessages.upiRequired);
        if (!UPI_PATTERN.test(upi)) return issue('upi', PayoutMessages.upiFormat);
        return { amount: v.amount, method: 'upi' as const, upi };
      }
      const accountHolder = (v.accountHolder ?? '').trim().replace(/\s+/g, ' ');
      const accountNo = normaliseAccountNo(v.accountNo ?? '');
      const ifscCode = normaliseCode(v.ifscCode ?? '');
      if (accountHolder === '') return issue('accountHolder', M.accountHolderRequired);
      if (accountHolder.length > ACCOUNT_HOLDER_MAX) {
        return issue('accountHolder', PayoutMessages.fieldTooLong('Account holder name', ACCOUNT_HOLDER_MAX));
      }
      if (accountNo === '') return issue('accountNo', PayoutMessages.accountNoRequired);
      if (ifscCode === '') return issue('ifscCode', PayoutMessages.ifscRequired);
      if (!ACCOUNT_NO_PATTERN.test(accountNo)) return issue('accountNo', PayoutMessages.accountNoFormat);
      if (!IFSC_PATTERN.test(ifscCode)) return issue('ifscCode', PayoutMessages.ifscFormat);
      return { amount: v.amount, method: 'bank' as const, accountHolder, accountNo, ifscCode };
    });
export const ZBankWithdrawRequest = bankWithdrawRequestSchema();
export type TBankWithdrawRequest = z.output<typeof ZBankWithdrawRequest>;
export type TBankWithdrawRequestInput = z.input<typeof ZBankWithdrawRequest>;

/** ?withdrawalId= of withdrawals/approve-bank and withdrawals/reject-bank (super admin). */
export const ZWithdrawalIdQuery = z.object({ withdrawalId: id(M.withdrawalRequired) });

/** One payment of the brand that reached us through the provider, with what can still go back to it. */
export const ZRefundablePayment = z.object({
  transactionId: z.number(),
  paidOn: z.string(),
  serviceTitle: z.string(),
  influencerName: z.string(),
  paid: z.number(),
  refundable: z.number(),
});
export type TRefundablePayment = z.infer<typeof ZRefundablePayment>;

export const ZWithdrawal = z.object({
  id: z.number(),
  amount: z.number(),
  method: z.enum(WITHDRAWAL_METHODS),
  status: z.enum(WITHDRAWAL_STATUSES),
  transactionId: z.number().nullable(),
  /** The provider's refund id, once it has one. */
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  requestedOn: z.string(),
  settledOn: z.string().nullable(),
  /** A bank withdrawal's destination, masked: 'bank account ••1234' or 'UPI ID ••@okbank'; else null. */
  destination: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** A bank withdrawal waiting for the super admin (withdrawals/bank-requests), with its details in clear. */
export const ZBankWithdrawalRequest = z.object({
  id: z.number(),
  brandUserId: z.number(),
  brandName: z.string(),
  email: z.string(),
  amount: z.number(),
  method: z.enum(PAYOUT_METHODS),
  accountHolder: z.string().nullable(),
  accountNo: z.string().nullable(),
  ifscCode: z.string().nullable(),
  upi: z.string().nullable(),
  requestedOn: z.string(),
  /** How Approve sends it through RazorpayX (UPI, IMPS, NEFT); null: the super admin sends it by hand. */
  railMode: z.enum(TRANSFER_MODES).nullable(),
});
export type TBankWithdrawalRequest = z.infer<typeof ZBankWithdrawalRequest>;

/** GET withdrawals/brand: the brand's wallet, its refundable payments and its withdrawals, newest first. */
export const ZBrandWithdrawals = z.object({
  brandName: z.string(),
  walletBalance: z.number(),
  /** False when this deployment's provider cannot refund (Stripe here); the list is then empty. */
  canRefund: z.boolean(),
  payments: z.array(ZRefundablePayment),
  withdrawals: z.array(ZWithdrawal),
});
export type TBrandWithdrawals = z.infer<typeof ZBrandWithdrawals>;

/** GET withdrawals/mine (brand): what can go back to the payment methods now, and past withdrawals. */
export const ZMyWithdrawals = z.object({
  walletBalance: z.number(),
  /** The wallet, up to what the brand's payments through the provider can still refund. */
  withdrawable: z.number(),
  /** Whether bank transfers can be asked for (always here: a super admin pays them, by RazorpayX or by hand). */
  canWithdrawToBank: z.boolean(),
  withdrawals: z.array(ZWithdrawal),
});
export type TMyWithdrawals = z.infer<typeof ZMyWithdrawals>;
