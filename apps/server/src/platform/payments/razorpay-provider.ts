import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  PaymentRefundRefusedError,
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentRecords,
  type PaymentRefunds,
  type ProviderAttempt,
  type ProviderAttemptStatus,
  type ProviderCheckout,
  type ProviderPaymentRecord,
  type ProviderRefund,
  type ProviderRefundRecord,
  type ProviderSettlementLine,
  type RecordRange,
} from './provider';
import {
  allItems,
  itemsOf,
  msOf,
  paiseOrNull,
  razorpayClient,
  RazorpayHttpError,
  textOf,
  type RazorpayCredentials,
  type RazorpayEntity,
  unixSeconds,
} from './razorpay-http';

export type RazorpayOptions = RazorpayCredentials;

/** What our checkout page shows and where it sends the browser, kept in the Razorpay Order's notes. */
export type RazorpayCheckout = {
  orderId: string;
  amountPaise: number;
  description: string;
  expiresAt: string;
  /** With '{ORDER_ID}' where the order id goes (the spec's payment_intent parameter). */
  returnPath: string;
  cancelPath: string;
  isPaid: boolean;
};

export type RazorpayProvider = PaymentProvider & {
  readonly name: 'razorpay';
  readonly refunds: PaymentRefunds;
  readonly records: PaymentRecords;
  capture(attempt: ProviderAttempt): Promise<boolean>;
  /** The public key Checkout opens with. */
  readonly keyId: string;
  /** The order as our checkout page needs it; null when Razorpay does not know it. */
  checkout(orderId: string): Promise<RazorpayCheckout | null>;
  /** Checkout's handler signature: HMAC-SHA256 of 'order_id|payment_id' with the key secret. */
  isPaymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the exact raw body with the webhook secret. */
  isWebhookSignatureValid(rawBody: Buffer, signature: string, webhookSecret: string): boolean;
};

const RETURN_PLACEHOLDER = '{ORDER_ID}';
/** Razorpay's limit on an order's receipt. */
const RECEIPT_MAX = 40;
/** Razorpay's limit on one note's value. */
const NOTE_MAX = 256;

const hmacMatches = (payload: Buffer | string, signature: string, secret: string) => {
  const expected = createHmac('sha256', secret).update(payload).digest('hex');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected, 'utf8'));
};

const noteText = (notes: unknown, key: string): string =>
  textOf((notes as Record<string, unknown> | null | undefined)?.[key]);

const ATTEMPT_STATUSES: readonly ProviderAttemptStatus[] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

const attemptOf = (payment: RazorpayEntity): ProviderAttempt => {
  const status = ATTEMPT_STATUSES.find((s) => s === payment.status) ?? 'created';
  return {
    id: String(payment.id),
    status,
    amountPaise: Number(payment.amount),
    currency: textOf(payment.currency).toUpperCase(),
    createdAt: msOf(payment.created_at),
  };
};

const refundOf = (refund: RazorpayEntity): ProviderRefund => ({
  id: String(refund.id),
  status: refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending',
});

const paymentRecordOf = (payment: RazorpayEntity): ProviderPaymentRecord => ({
  ...attemptOf(payment),
  checkoutRef: textOf(payment.order_id) || null,
  isCaptured: payment.captured === true,
  amountRefundedPaise: paiseOrNull(payment.amount_refunded) ?? 0,
  feePaise: paiseOrNull(payment.fee),
  taxPaise: paiseOrNull(payment.tax),
});

const refundRecordOf = (refund: RazorpayEntity): ProviderRefundRecord => ({
  ...refundOf(refund),
  paymentId: textOf(refund.payment_id),
  amountPaise: Number(refund.amount),
  createdAt: msOf(refund.created_at),
});

const SETTLEMENT_LINE_TYPES = ['payment', 'refund'] as const;

const settlementLineOf = (item: RazorpayEntity): ProviderSettlementLine => ({
  settlementId: textOf(item.settlement_id),
  entityId: textOf(item.entity_id),
  type: SETTLEMENT_LINE_TYPES.find((t) => t === item.type) ?? 'adjustment',
  creditPaise: paiseOrNull(item.credit) ?? 0,
  debitPaise: paiseOrNull(item.debit) ?? 0,
  feePaise: paiseOrNull(item.fee) ?? 0,
  taxPaise: paiseOrNull(item.tax) ?? 0,
  settledAt: msOf(item.settled_at),
});

const rangeQuery = ({ fromMs, toMs }: RecordRange) => `from=${unixSeconds(fromMs)}&to=${unixSeconds(toMs)}`;

/**
 * Razorpay Payments over its REST API (razorpay-http.ts): one Razorpay Order per payment transaction, paid in
 * Razorpay Checkout (UPI, cards, netbanking, wallets) on a page of ours. This file reports what Razorpay
 * holds and does what it is asked (capture one attempt, refund); which attempt an order books, and what
 * happens to any other, is features/payments' decision (payments.capture.ts, payments.strays.ts).
 */
export function createRazorpayProvider(options: RazorpayOptions): RazorpayProvider {
  const call = razorpayClient(options);
  const fail = (what: string, error: unknown) =>
    new PaymentProviderError(`Razorpay ${what}`, {
      cause: error instanceof Error ? error : new Error(JSON.stringify(error)),
    });

  /** The payment's refund made under `receipt`, if Razorpay holds one (a refund whose answer was lost). */
  async function refundUnder(paymentId: string, receipt: string) {
    const found = itemsOf(
      await call('GET', `/payments/${encodeURIComponent(paymentId)}/refunds?count=100`),
    ).find((r) => r.receipt === receipt || noteText(r.notes, 'receipt') === receipt);
    return found ? refundOf(found) : null;
  }

  const refunds: PaymentRefunds = {
    async refund({ paymentId, amountPaise, receipt }) {
      try {
        const earlier = await refundUnder(paymentId, receipt);
        if (earlier) return earlier;
        return refundOf(
          await call('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, {
            amount: amountPaise,
            speed: 'normal',
            receipt,
            notes: { receipt },
          }),
        );
      } catch (error) {
        const made = await refundUnder(paymentId, receipt).catch(() => null);
        if (made) return made;
        // A 4xx is Razorpay's definite no (over the refundable amount, a payment too old…); anything else
        // may have reached it, so the caller asks again later rather than assume nothing was refunded.
        if (error instanceof RazorpayHttpError && error.isRefusal) {
          throw new PaymentRefundRefusedError(error.description);
        }
        throw fail('refund could not be made', error);
      }
    },
    async fetchRefund(refundId) {
      try {
        return refundOf(await call('GET', `/refunds/${encodeURIComponent(refundId)}`));
      } catch (error) {
        throw fail('refund could not be read', error);
      }
    },
  };

  const records: PaymentRecords = {
    async *payments(range) {
      for await (const p of allItems(call, '/payments', rangeQuery(range))) yield paymentRecordOf(p);
    },
    async *refunds(range) {
      for await (const r of allItems(call, '/refunds', rangeQuery(range))) yield refundRecordOf(r);
    },
    payment: async (id) => paymentRecordOf(await call('GET', `/payments/${encodeURIComponent(id)}`)),
    refundsOf: async (paymentId) =>
      itemsOf(await call('GET', `/payments/${encodeURIComponent(paymentId)}/refunds?count=100`)).map(
        refundRecordOf,
      ),
    async *settlementLines(day) {
      const [year, month, date] = day.split('-').map(Number);
      const query = `year=${year}&month=${month}&day=${date}`;
      for await (const line of allItems(call, '/settlements/recon/combined', query))
        yield settlementLineOf(line);
    },
  };

  const fetchOrder = (orderId: string) => call('GET', `/orders/${encodeURIComponent(orderId)}`);

  return {
    name: 'razorpay',
    keyId: options.keyId,
    refunds,
    records,

    async createCheckout(request: CheckoutRequest) {
      try {
        const order = await call('POST', '/orders', {
          amount: request.amountPaise,
          currency: 'INR',
          receipt: `transaction-${request.transactionId}`.slice(0, RECEIPT_MAX),
          notes: {
            transactionId: String(request.transactionId),
            description: request.description.slice(0, NOTE_MAX),
            expiresAt: request.expiresAt.toISOString(),
            returnPath: request.successPath(RETURN_PLACEHOLDER).slice(0, NOTE_MAX),
            cancelPath: request.cancelPath.slice(0, NOTE_MAX),
          },
        });
        const orderId = String(order.id);
        return { providerRef: orderId, redirectUrl: `/pay/razorpay/${encodeURIComponent(orderId)}` };
      } catch (error) {
        throw fail('order could not be created', error);
      }
    },

    async retrieve(orderId: string): Promise<ProviderCheckout> {
      try {
        const payments = await call('GET', `/orders/${encodeURIComponent(orderId)}/payments`);
        // A Razorpay order never closes by itself: our checkout's expiry (on the transaction) ends it.
        return { isClosed: false, attempts: itemsOf(payments).map(attemptOf) };
      } catch (error) {
        throw fail('order could not be read', error);
      }
    },

    async capture(attempt: ProviderAttempt) {
      const path = `/payments/${encodeURIComponent(attempt.id)}`;
      try {
        const captured = await call('POST', `${path}/capture`, {
          amount: attempt.amountPaise,
          currency: attempt.currency,
        });
        return captured.status === 'captured';
      } catch (error) {
        // Captured meanwhile (another instance, automatic capture, a lost answer), or no longer capturable
        // (reversed after the capture window): Razorpay's current word decides.
        const latest = await call('GET', path).catch(() => null);
        if (latest?.status === 'captured') return true;
        if (latest !== null && latest.status !== 'authorized') return false;
        throw fail('payment could not be captured', error);
      }
    },

    async checkout(orderId: string) {
      let order;
      try {
        order = await fetchOrder(orderId);
      } catch (error) {
        if (error instanceof RazorpayHttpError && (error.statusCode === 400 || error.statusCode === 404)) {
          return null;
        }
        throw fail('order could not be read', error);
      }
      const id = String(order.id);
      return {
        orderId: id,
        amountPaise: Number(order.amount),
        description: noteText(order.notes, 'description'),
        expiresAt: noteText(order.notes, 'expiresAt'),
        returnPath: noteText(order.notes, 'returnPath').replace(RETURN_PLACEHOLDER, encodeURIComponent(id)),
        cancelPath: noteText(order.notes, 'cancelPath'),
        isPaid: order.status === 'paid',
      };
    },

    isPaymentSignatureValid: (orderId, paymentId, signature) =>
      hmacMatches(`${orderId}|${paymentId}`, signature, options.keySecret),

    isWebhookSignatureValid: (rawBody, signature, webhookSecret) =>
      hmacMatches(rawBody, signature, webhookSecret),
  };
}
