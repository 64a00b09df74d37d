import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app';

/** The keys and webhook secret the tests give the app and the fake alike. */
export const RAZORPAY_TEST = {
  keyId: 'rzp_test_collably',
  keySecret: 'test-key-secret',
  webhookSecret: 'test-webhook-secret',
} as const;

/** The app's Razorpay settings (config.razorpay) pointed at a fake. */
export const razorpaySettingsFor = (fake: { url: string }) => ({ ...RAZORPAY_TEST, apiUrl: fake.url });

/** Posts a webhook event to the app as Razorpay sends it: signed with the webhook secret, with its id. */
export const postRazorpayWebhook = (t: Pick<TestApp, 'inject'>, body: unknown, eventId: string) => {
  const raw = JSON.stringify(body);
  return t.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', RAZORPAY_TEST.webhookSecret).update(raw).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
};

type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
};
type FakePayout = {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  mode: string;
  reference_id: string;
  status: 'processing' | 'processed' | 'reversed' | 'failed';
  utr: string | null;
  failure_reason: string | null;
  /** RazorpayX's charge, GST included, and the GST in it (paise); set once charged. */
  fees?: number;
  tax?: number;
};
type FakePayment = {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  amount_refunded: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
};
type FakeRefund = {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
};

/**
 * A local stand-in for the Razorpay REST API (Orders, Payments, Refunds) and RazorpayX (Contacts, Fund
 * Accounts, Payouts), enough for our calls: no test touches the internet. It checks the Basic auth of the
 * keys it was given, as Razorpay does. Refunds stay pending until `settleRefund` (or POST
 * /__control/refunds/{id}) processes or fails them.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string, listenPort = 0) {
  const orders = new Map<string, FakeOrder>();
  const contacts: Record<string, unknown>[] = [];
  const fundAccounts: Record<string, unknown>[] = [];
  const payouts = new Map<string, FakePayout>();
  const payoutsByKey = new Map<string, string>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  let next = 0;
  let failNextPayout = false;
  /** The next refund: refused (400), not made (500), or made but its answer lost (a 500 after the fact). */
  let nextRefund: 'normal' | 'refuse' | 'fail' | 'lose-answer' = 'normal';
  const requests: string[] = [];
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse) =>
    send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
  const bodyOf = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push(`${req.method} ${url.pathname}`);
      if (url.pathname === '/__control/health') return send(res, 200, { ok: true });
      if (req.method === 'POST' && url.pathname === '/__control/payments') {
        // What Razorpay Checkout does in the browser: a payment of the order, and its signed answer.
        const body = await bodyOf(req);
        const payment = pay(String(body.orderId), body.status === 'failed' ? 'failed' : 'authorized');
        return send(res, 200, {
          razorpay_payment_id: payment.id,
          razorpay_order_id: payment.order_id,
          razorpay_signature: createHmac('sha256', keySecret)
            .update(`${payment.order_id}|${payment.id}`)
            .digest('hex'),
        });
      }
      if (req.method === 'POST' && url.pathname.startsWith('/__control/refunds/')) {
        const body = await bodyOf(req);
        const refund = settleRefund(decodeURIComponent(url.pathname.split('/')[3]), body.status === 'failed');
        return refund ? send(res, 200, refund) : missing(res);
      }
      if (req.headers.authorization !== auth) {
        return send(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      const parts = url.pathname.split('/').filter(Boolean); // v1, resource, id, action
      if (req.method === 'POST' && parts[1] === 'orders' && parts.length === 2) {
        const body = await bodyOf(req);
        const order: FakeOrder = {
          id: `order_${++next}`,
          entity: 'order',
          amount: Number(body.amount),
          amount_paid: 0,
          currency: String(body.currency),
          receipt: String(body.receipt),
          status: 'created',
          notes: (body.notes ?? {}) as Record<string, string>,
        };
        orders.set(order.id, order);
        return send(res, 200, order);
      }
      if (req.method === 'GET' && parts[1] === 'orders') {
        const order = orders.get(parts[2]);
        if (!order) return missing(res);
        if (parts[3] === 'payments') {
          const items = [...payments.values()].filter((p) => p.order_id === order.id);
          return send(res, 200, { entity: 'collection', count: items.length, items });
        }
        return send(res, 200, order);
      }
      if (req.method === 'POST' && parts[1] === 'contacts') {
        const contact = { id: `cont_${++next}`, entity: 'contact', ...(await bodyOf(req)) };
        contacts.push(contact);
        return send(res, 200, contact);
      }
      if (req.method === 'POST' && parts[1] === 'fund_accounts') {
        const account = { id: `fa_${++next}`, entity: 'fund_account', ...(await bodyOf(req)) };
        fundAccounts.push(account);
        return send(res, 200, account);
      }
      if (parts[1] === 'payouts') {
        if (req.method === 'GET') {
          const payout = payouts.get(parts[2]);
          return payout ? send(res, 200, payout) : missing(res);
        }
        const key = req.headers['x-payout-idempotency'];
        if (typeof key !== 'string' || key === '') {
          return send(res, 400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'Idempotency key missing' },
          });
        }
        const body = await bodyOf(req);
        const earlier = payoutsByKey.get(key);
        if (earlier) return send(res, 200, payouts.get(earlier));
        if (failNextPayout) {
          failNextPayout = false;
          return send(res, 500, { error: { code: 'SERVER_ERROR', description: 'Something went wrong' } });
        }
        const payout: FakePayout = {
          id: `pout_${++next}`,
          entity: 'payout',
          fund_account_id: String(body.fund_account_id),
          amount: Number(body.amount),
          mode: String(body.mode),
          reference_id: String(body.reference_id),
          status: 'processing',
          utr: null,
          failure_reason: null,
        };
        payouts.set(payout.id, payout);
        payoutsByKey.set(key, payout.id);
        return send(res, 200, payout);
      }
      if (req.method === 'GET' && parts[1] === 'refunds') {
        const refund = refunds.get(parts[2]);
        return refund ? send(res, 200, refund) : missing(res);
      }
      if (parts[1] === 'payments') {
        const payment = payments.get(parts[2]);
        if (!payment) return missing(res);
        if (req.method === 'GET' && parts[3] === 'refunds') {
          const items = [...refunds.values()].filter((r) => r.payment_id === payment.id);
          return send(res, 200, { entity: 'collection', count: items.length, items });
        }
        if (req.method === 'POST' && parts[3] === 'refund') {
          const body = await bodyOf(req);
          const amount = Number(body.amount);
          const refused =
            nextRefund === 'refuse' ||
            payment.status !== 'captured' ||
            !(amount > 0) ||
            amount > payment.amount - payment.amount_refunded;
          const mode = nextRefund;
          nextRefund = 'normal';
          if (mode === 'fail') {
            return send(res, 500, { error: { code: 'SERVER_ERROR', description: 'Something went wrong' } });
          }
          if (refused) {
            return send(res, 400, {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'The refund amount provided is greater than amount captured',
              },
            });
          }
          const refund: FakeRefund = {
            id: `rfnd_${++next}`,
            entity: 'refund',
            payment_id: payment.id,
            amount,
            receipt: typeof body.receipt === 'string' ? body.receipt : null,
            notes: (body.notes ?? {}) as Record<string, string>,
            status: 'pending',
          };
          refunds.set(refund.id, refund);
          payment.amount_refunded += amount;
          if (mode === 'lose-answer') {
            return send(res, 500, { error: { code: 'SERVER_ERROR', description: 'Gateway timeout' } });
          }
          return send(res, 200, refund);
        }
        if (req.method === 'GET') return send(res, 200, payment);
        if (req.method === 'POST' && parts[3] === 'capture') {
          const body = await bodyOf(req);
          if (payment.status !== 'authorized' || Number(body.amount) !== payment.amount) {
            return send(res, 400, {
              error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' },
            });
          }
          payment.status = 'captured';
          const order = orders.get(payment.order_id)!;
          order.status = 'paid';
          order.amount_paid = payment.amount;
          return send(res, 200, payment);
        }
      }
      return send(res, 404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** A payment of the order, as Checkout makes one. */
  const pay = (orderId: string, status: FakePayment['status']) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment: FakePayment = {
      id: `pay_${++next}`,
      entity: 'payment',
      order_id: orderId,
      amount: order.amount,
      amount_refunded: 0,
      currency: 'INR',
      status,
      method: 'upi',
    };
    payments.set(payment.id, payment);
    if (status !== 'failed') order.status = status === 'captured' ? 'paid' : 'attempted';
    return payment;
  };

  /** What Razorpay does days later: the refund reaches the brand's bank (processed) or does not (failed). */
  function settleRefund(refundId: string, isFailed: boolean) {
    const refund = refunds.get(refundId);
    if (!refund) return null;
    refund.status = isFailed ? 'failed' : 'processed';
    if (isFailed) payments.get(refund.payment_id)!.amount_refunded -= refund.amount;
    return refund;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    refunds,
    settleRefund,
    /** The next refund is refused with a 400 (nothing refunded). */
    refuseNextRefund: () => {
      nextRefund = 'refuse';
    },
    /** The next refund is not made: a 500, as when Razorpay is down. */
    failNextRefund: () => {
      nextRefund = 'fail';
    },
    /** The next refund is made but answered with a 500, as when the answer is lost on the way. */
    loseNextRefundAnswer: () => {
      nextRefund = 'lose-answer';
    },
    orders,
    payments,
    contacts,
    fundAccounts,
    payouts,
    /** The next new payout is refused with a 500 (nothing paid). */
    failNextPayout: () => {
      failNextPayout = true;
    },
    requests,
    pay,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
