import { razorpayClient, type RazorpayEntity } from '../payments/razorpay-http';

/**
 * A small typed client of RazorpayX's Contacts, Fund Accounts and Payouts REST APIs (issue 17): the official
 * `razorpay` package has no payouts resource. Amounts are integer paise, Razorpay's unit.
 */

export type RazorpayXOptions = { keyId: string; keySecret: string; apiUrl: string; accountNumber: string };

/** Where the money goes: a bank account (IMPS) or a UPI ID. */
export type PayoutDestination =
  | { method: 'bank'; name: string; ifsc: string; accountNumber: string }
  | { method: 'upi'; name: string; vpa: string };

/** RazorpayX's payout states; processed, reversed, failed, rejected and cancelled are final. */
export type RazorpayXPayoutStatus =
  | 'queued'
  | 'pending'
  | 'scheduled'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'failed'
  | 'rejected'
  | 'cancelled';

export type RazorpayXPayout = {
  id: string;
  status: RazorpayXPayoutStatus;
  amount: number;
  utr: string | null;
  failureReason: string | null;
  /** RazorpayX's charge for the payout, GST included (paise); 0 until it is charged. */
  feesPaise: number;
};

export class PayoutRailError extends Error {
  override readonly name = 'PayoutRailError';
}

/** Paying out stopped: the money is to go back to the influencer. */
export const isReturned = (status: RazorpayXPayoutStatus) =>
  status === 'reversed' || status === 'failed' || status === 'rejected' || status === 'cancelled';

type Raw = RazorpayEntity;

const payoutOf = (raw: Raw): RazorpayXPayout => ({
  id: String(raw.id),
  status: raw.status as RazorpayXPayoutStatus,
  amount: Number(raw.amount),
  utr: typeof raw.utr === 'string' && raw.utr ? raw.utr : null,
  feesPaise: Number.isSafeInteger(Number(raw.fees)) ? Number(raw.fees) : 0,
  failureReason:
    typeof raw.failure_reason === 'string' && raw.failure_reason
      ? raw.failure_reason
      : typeof (raw.status_details as Raw | undefined)?.description === 'string'
        ? String((raw.status_details as Raw).description)
        : null,
});

export type RazorpayX = ReturnType<typeof createRazorpayX>;

export function createRazorpayX(options: RazorpayXOptions) {
  const request = razorpayClient(options, 'RazorpayX');
  const call: typeof request = (method, path, body, headers) =>
    request(method, path, body, headers).catch((error: Error) => {
      throw new PayoutRailError(error.message, { cause: error });
    });

  return {
    /** A contact and its fund account for a destination; the caller keeps the id while the details stay. */
    async createFundAccount(
      payee: { reference: string; email: string; phone?: string },
      to: PayoutDestination,
    ) {
      const contact = await call('POST', '/contacts', {
        name: to.name,
        email: payee.email,
        // A brand withdrawing by bank transfer has no phone on record: the contact is optional to RazorpayX.
        ...(payee.phone ? { contact: payee.phone } : {}),
        type: 'vendor',
        reference_id: payee.reference,
      });
      const account = await call(
        'POST',
        '/fund_accounts',
        to.method === 'bank'
          ? {
              contact_id: contact.id,
              account_type: 'bank_account',
              bank_account: { name: to.name, ifsc: to.ifsc, account_number: to.accountNumber },
            }
          : { contact_id: contact.id, account_type: 'vpa', vpa: { address: to.vpa } },
      );
      return String(account.id);
    },

    /**
     * Sends `amountPaise` to a fund account. The idempotency key makes a retried call (a lost answer, a
     * second press of Approve) return the first payout instead of paying twice.
     */
    async createPayout(input: {
      fundAccountId: string;
      amountPaise: number;
      method: PayoutDestination['method'];
      reference: string;
      narration: string;
      idempotencyKey: string;
    }): Promise<RazorpayXPayout> {
      return payoutOf(
        await call(
          'POST',
          '/payouts',
          {
            account_number: options.accountNumber,
            fund_account_id: input.fundAccountId,
            amount: input.amountPaise,
            currency: 'INR',
            mode: input.method === 'upi' ? 'UPI' : 'IMPS',
            purpose: 'payout',
            queue_if_low_balance: true,
            reference_id: input.reference,
            narration: input.narration.slice(0, 30),
          },
          { 'X-Payout-Idempotency': input.idempotencyKey },
        ),
      );
    },

    fetchPayout: async (id: string): Promise<RazorpayXPayout> =>
      payoutOf(await call('GET', `/payouts/${encodeURIComponent(id)}`)),
  };
}
