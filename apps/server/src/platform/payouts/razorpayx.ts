import type { TTransferMode } from '@collably/shared/domain/transfers';
import type { RecordRange } from '../payments/provider';
import {
  allItems,
  itemsOf,
  msOf,
  paiseOrNull,
  razorpayClient,
  RazorpayHttpError,
  unixSeconds,
  type RazorpayEntity,
} from '../payments/razorpay-http';

/**
 * A small typed client of RazorpayX's Contacts, Fund Accounts and Payouts REST APIs (issue 17): the official
 * `razorpay` package has no payouts resource. Amounts are integer paise, Razorpay's unit.
 */

export type RazorpayXOptions = { keyId: string; keySecret: string; apiUrl: string; accountNumber: string };

/** Where the money goes: a bank account (IMPS or NEFT) or a UPI ID. */
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
  /** RazorpayX's charge for the payout, GST included, and the GST in it (paise); 0 until it is charged. */
  feesPaise: number;
  taxPaise: number;
  createdAt: number;
  /** Our reference_id, as sent. */
  referenceId: string | null;
};

/** A payout as RazorpayX's Create Payout takes it; stored as it is before it is sent (features/transfers). */
export type RazorpayXPayoutBody = {
  account_number: string;
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  mode: TTransferMode;
  purpose: 'payout' | 'refund';
  queue_if_low_balance: boolean;
  reference_id: string;
  narration: string;
};

/**
 * RazorpayX could not be asked, or said no. `isRefusal`: a 4xx, its definite no (nothing was created);
 * otherwise the call may or may not have reached it.
 */
export class PayoutRailError extends Error {
  override readonly name = 'PayoutRailError';
  readonly isRefusal: boolean;
  readonly description: string;
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    const cause = options.cause;
    this.isRefusal = cause instanceof RazorpayHttpError && cause.isRefusal;
    this.description = cause instanceof RazorpayHttpError ? cause.description : message;
  }
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
  feesPaise: paiseOrNull(raw.fees) ?? 0,
  taxPaise: paiseOrNull(raw.tax) ?? 0,
  createdAt: msOf(raw.created_at),
  referenceId: typeof raw.reference_id === 'string' && raw.reference_id ? raw.reference_id : null,
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

    /** The RazorpayX account payouts leave from (the body's account_number). */
    accountNumber: options.accountNumber,

    /**
     * Sends a payout exactly as given. RazorpayX returns the first payout for a key it has seen with the same
     * body (a retry after a lost answer) and refuses the key with another body: callers store the body first
     * and re-send it unchanged.
     */
    createPayout: async (body: RazorpayXPayoutBody, idempotencyKey: string): Promise<RazorpayXPayout> =>
      payoutOf(await call('POST', '/payouts', body, { 'X-Payout-Idempotency': idempotencyKey })),

    /** The payouts made under our reference_id (a payout whose answer was lost), newest first. */
    findByReference: async (referenceId: string): Promise<RazorpayXPayout[]> =>
      itemsOf(
        await call(
          'GET',
          `/payouts?account_number=${encodeURIComponent(options.accountNumber)}&reference_id=${encodeURIComponent(referenceId)}`,
        ),
      ).map(payoutOf),

    /** Every payout created in the range, page by page (the daily reconciliation). */
    async *payouts({ fromMs, toMs }: RecordRange): AsyncGenerator<RazorpayXPayout> {
      const query = `account_number=${encodeURIComponent(options.accountNumber)}&from=${unixSeconds(fromMs)}&to=${unixSeconds(toMs)}`;
      for await (const raw of allItems(call, '/payouts', query)) yield payoutOf(raw);
    },

    fetchPayout: async (id: string): Promise<RazorpayXPayout> =>
      payoutOf(await call('GET', `/payouts/${encodeURIComponent(id)}`)),
  };
}
