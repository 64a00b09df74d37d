import { z } from 'zod';
import { hasAtMostTwoDecimals } from '../domain/pricing';
import { WithdrawalMessages as M } from '../messages/withdrawals';
import { rupees } from './parsers';

/** Where a withdrawal goes: back to the payment method a payment came from (issue 18 adds 'bank'). */
export const WITHDRAWAL_METHODS = ['original'] as const;
export type TWithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/** requested: with the provider (or about to be); processed: the money left; failed: back in the wallet. */
export const WITHDRAWAL_STATUSES = ['requested', 'processed', 'failed'] as const;
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
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

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
  withdrawals: z.array(ZWithdrawal),
});
export type TMyWithdrawals = z.infer<typeof ZMyWithdrawals>;
