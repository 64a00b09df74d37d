import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { Clock } from '../clock';
import {
  PaymentProviderError,
  PaymentRefundRefusedError,
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentRefunds,
  type ProviderPayment,
  type ProviderRefund,
} from './provider';

export type RazorpayOptions = { keyId: string; keySecret: string; apiUrl: string };

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

const hmacMatches = (payload: Buffer | string, signature: string, secret: string) => {
  const expected = createHmac('sha256', secret).update(payload).digest('hex');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected, 'utf8'));
};

type Notes = Record<string, string | number | undefined>;
const noteText = (notes: unknown, key: string): string => {
  const value = (notes as Notes | null | undefined)?.[key];
  return typeof value === 'string' ? value : '';
};

/**
 * Razorpay Payments through the official SDK (issue 17): one Razorpay Order per payment transaction, paid in
 * Razorpay Checkout (UPI, cards, netbanking, wallets) on a page of ours. A payment that is only authorized
 * is captured here, so money is never left to Razorpay's automatic refund of uncaptured payments. Refunds go
 * back to the payment method through Razorpay's refund API.
 */
export function createRazorpayProvider(options: RazorpayOptions, clock: Clock): RazorpayProvider {
  const razorpay = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The SDK has no host option; its axios instance does. Tests set a local fake here, production keeps
  // https://api.razorpay.com.
  (razorpay.api as unknown as { rq: { defaults: { baseURL?: string } } }).rq.defaults.baseURL =
    options.apiUrl;

  const fail = (what: string, error: unknown) =>
    new PaymentProviderError(`Razorpay ${what}`, {
      cause: error instanceof Error ? error : new Error(JSON.stringify(error)),
    });

  /** Captures an authorized payment of the order's full amount; a payment captured meanwhile is fine. */
  async function capture(
    payment: { id: string; status: string; amount: number | string },
    amountPaise: number,
  ) {
    if (payment.status !== 'authorized' || Number(payment.amount) !== amountPaise) return payment.status;
    try {
      return (await razorpay.payments.capture(payment.id, amountPaise, 'INR')).status;
    } catch (error) {
      const latest = await razorpay.payments.fetch(payment.id).catch(() => null);
      if (latest?.status === 'captured') return 'captured';
      throw fail('payment could not be captured', error);
    }
  }

  const refundOf = (refund: { id: string; status: string }): ProviderRefund => ({
    id: refund.id,
    status: refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending',
  });

  /** The payment's refund made under `receipt`, if Razorpay holds one (a refund whose answer was lost). */
  async function refundUnder(paymentId: string, receipt: string) {
    const { items } = await razorpay.payments.fetchMultipleRefund(paymentId, { count: 100 });
    const found = items.find((r) => r.receipt === receipt || noteText(r.notes, 'receipt') === receipt);
    return found ? refundOf(found) : null;
  }

  const refunds: PaymentRefunds = {
    async refund({ paymentId, amountPaise, receipt }) {
      try {
        const earlier = await refundUnder(paymentId, receipt);
        if (earlier) return earlier;
        return refundOf(
          await razorpay.payments.refund(paymentId, {
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
        const { statusCode, error: detail } = error as {
          statusCode?: number;
          error?: { description?: string };
        };
        if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
          throw new PaymentRefundRefusedError(detail?.description ?? `Razorpay answered ${statusCode}`);
        }
        throw fail('refund could not be made', error);
      }
    },
    async fetchRefund(refundId) {
      try {
        return refundOf(await razorpay.refunds.fetch(refundId));
      } catch (error) {
        throw fail('refund could not be read', error);
      }
    },
  };

  return {
    name: 'razorpay',
    keyId: options.keyId,
    refunds,

    async createCheckout(request: CheckoutRequest) {
      try {
        const order = await razorpay.orders.create({
          amount: request.amountPaise,
          currency: 'INR',
          receipt: `transaction-${request.transactionId}`,
          notes: {
            transactionId: String(request.transactionId),
            description: request.description.slice(0, 250),
            expiresAt: request.expiresAt.toISOString(),
            returnPath: request.successPath(RETURN_PLACEHOLDER).slice(0, 250),
            cancelPath: request.cancelPath.slice(0, 250),
          },
        });
        return { providerRef: order.id, redirectUrl: `/pay/razorpay/${encodeURIComponent(order.id)}` };
      } catch (error) {
        throw fail('order could not be created', error);
      }
    },

    async retrieve(orderId: string): Promise<ProviderPayment> {
      try {
        const order = await razorpay.orders.fetch(orderId);
        const amountPaise = Number(order.amount);
        const { items } = await razorpay.orders.fetchPayments(orderId);
        let paid: { id: string; amount: number | string } | null = null;
        for (const payment of items) {
          if ((await capture(payment, amountPaise)) === 'captured') paid = payment;
        }
        if (paid)
          return { status: 'paid', amountPaise: Number(paid.amount), currency: 'INR', paymentId: paid.id };
        const expired = noteText(order.notes, 'expiresAt') < clock.now().toISOString();
        const failed = items.length > 0 && items.every((p) => p.status === 'failed');
        return {
          status: expired ? 'cancelled' : failed ? 'failed' : 'open',
          amountPaise: 0,
          currency: order.currency,
          paymentId: null,
        };
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : fail('order could not be read', error);
      }
    },

    async checkout(orderId: string) {
      let order;
      try {
        order = await razorpay.orders.fetch(orderId);
      } catch (error) {
        if (
          (error as { statusCode?: number }).statusCode === 400 ||
          (error as { statusCode?: number }).statusCode === 404
        ) {
          return null;
        }
        throw fail('order could not be read', error);
      }
      return {
        orderId: order.id,
        amountPaise: Number(order.amount),
        description: noteText(order.notes, 'description'),
        expiresAt: noteText(order.notes, 'expiresAt'),
        returnPath: noteText(order.notes, 'returnPath').replace(
          RETURN_PLACEHOLDER,
          encodeURIComponent(order.id),
        ),
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
