import { createHash } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { formatRupees } from '@collably/shared/domain/pricing';
import { AppError } from '../http/errors';
import { escapeHtml } from '../http/html';
import { permissionsPolicy } from '../http/security-headers';
import { HOLD_RENEWAL_SCRIPT, holdStatus, sendPage } from './checkout-page';
import type { ProviderEventDeps, ProviderRouteDeps } from './provider';
import type { RazorpayProvider } from './razorpay-provider';
import type { WebhookHandler } from './webhook-inbox';

/**
 * The policy of our checkout page, and of no other page: Razorpay's script, its iframes and its calls, and
 * the form that brings the payment back here.
 */
export const RAZORPAY_CHECKOUT_CSP = [
  "default-src 'self'",
  "script-src 'self' https://checkout.razorpay.com",
  'frame-src https://api.razorpay.com https://checkout.razorpay.com',
  "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com",
  "img-src 'self' data: https://cdn.razorpay.com",
  // Checkout sizes its overlay with style attributes.
  "style-src 'self' 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Every powerful feature off but the Payment Request API, which Checkout's frame may use (UPI and card apps). */
export const RAZORPAY_CHECKOUT_PERMISSIONS = permissionsPolicy({
  payment: ['self', 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
});

/**
 * Opens Checkout with the page's data, and posts Checkout's answer (payment id, order id, signature) back to
 * the callback; served as a file because the page allows no inline script.
 */
const CHECKOUT_SCRIPT = `(function () {
  var box = document.getElementById('razorpay');
  var status = document.getElementById('razorpay-status');
  var form = document.getElementById('razorpay-return');
  function say(text) { status.textContent = text; }
  function open() {
    if (!window.Razorpay) { say('Razorpay Checkout could not load. Check your connection and try again.'); return; }
    var d = box.dataset;
    var checkout = new window.Razorpay({
      key: d.key, order_id: d.order, amount: Number(d.amount), currency: 'INR',
      name: 'Collably', description: d.description,
      handler: function (r) {
        form.razorpay_payment_id.value = r.razorpay_payment_id;
        form.razorpay_order_id.value = r.razorpay_order_id;
        form.razorpay_signature.value = r.razorpay_signature;
        say('Confirming your payment…');
        form.submit();
      },
      modal: { ondismiss: function () { say('The payment was not completed. Pay again, or go back.'); } }
    });
    checkout.on('payment.failed', function (r) {
      say('The payment failed: ' + ((r.error && r.error.description) || 'it was not completed') + '. Press Pay to try again.');
    });
    checkout.open();
  }
  document.getElementById('razorpay-pay').addEventListener('click', open);
})();
`;

type CallbackFields = {
  razorpay_payment_id?: unknown;
  razorpay_order_id?: unknown;
  razorpay_signature?: unknown;
};

/** Payment and order events that can change a transaction; the rest are acknowledged and recorded. */
const PAYMENT_EVENTS = new Set(['payment.authorized', 'payment.captured', 'payment.failed', 'order.paid']);

type WebhookPayload = {
  event?: unknown;
  payload?: {
    payment?: { entity?: { order_id?: unknown } };
    order?: { entity?: { id?: unknown } };
    payout?: { entity?: { id?: unknown; status?: unknown } };
    refund?: { entity?: { id?: unknown } };
  };
};

/**
 * Razorpay's part of the hire flow (issue 17): our checkout page, which opens Razorpay Checkout; the
 * callback its handler posts to, which verifies the signature, captures through the provider and confirms
 * the transaction, then returns to the profile as the spec's flow expects; and the webhook.
 */
export const razorpayRoutes =
  (
    razorpay: RazorpayProvider,
    secrets: { payments: string | undefined; payouts: string | undefined },
    deps: ProviderRouteDeps,
  ): FastifyPluginAsync =>
  async (app) => {
    // This plugin only: the callback is a form post, and the webhook's signature is over the raw bytes.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, parseQuery(body as string)),
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    const notFound = (reply: Parameters<typeof sendPage>[0]) =>
      sendPage(reply, 404, 'Checkout not found', '<h1>Checkout not found</h1>');

    app.get('/pay/razorpay/checkout.js', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(CHECKOUT_SCRIPT),
    );

    app.get('/pay/razorpay/hold.js', { schema: { hide: true } }, (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(HOLD_RENEWAL_SCRIPT),
    );

    app.get<{ Params: { orderId: string } }>(
      '/pay/razorpay/:orderId',
      { schema: { hide: true } },
      async (req, reply) => {
        const checkout = await razorpay.checkout(req.params.orderId);
        if (!checkout) return notFound(reply);
        if (checkout.isPaid) return reply.redirect(checkout.returnPath, 303);
        const header = `<h1>Pay Collably</h1><p>${escapeHtml(checkout.description)}</p>
<div class="amount">${escapeHtml(formatRupees(checkout.amountPaise))}</div>`;
        if (checkout.expiresAt < deps.clock.now().toISOString()) {
          return sendPage(
            reply,
            200,
            'Checkout closed',
            `${header}<p>This checkout has expired.</p><p><a href="${escapeHtml(checkout.cancelPath)}">Back to Collably</a></p>`,
          );
        }
        const order = escapeHtml(checkout.orderId);
        reply.header('content-security-policy', RAZORPAY_CHECKOUT_CSP);
        reply.header('permissions-policy', RAZORPAY_CHECKOUT_PERMISSIONS);
        return sendPage(
          reply,
          200,
          'Pay with Razorpay',
          `${header}
<div id="razorpay" data-key="${escapeHtml(razorpay.keyId)}" data-order="${order}" data-amount="${checkout.amountPaise}" data-description="${escapeHtml(checkout.description)}">
<button class="pay" id="razorpay-pay" type="button">Pay ${escapeHtml(formatRupees(checkout.amountPaise))}</button>
<a class="cancel" href="${escapeHtml(checkout.cancelPath)}">Cancel</a>
<p id="razorpay-status" role="status" class="note">UPI, cards, netbanking and wallets, through Razorpay.</p>
${holdStatus(checkout.orderId)}
</div>
<form id="razorpay-return" method="post" action="/pay/razorpay/${encodeURIComponent(checkout.orderId)}/callback">
<input type="hidden" name="razorpay_payment_id"><input type="hidden" name="razorpay_order_id"><input type="hidden" name="razorpay_signature">
</form>`,
          '<script src="https://checkout.razorpay.com/v1/checkout.js" defer></script><script src="/pay/razorpay/checkout.js" defer></script><script src="/pay/razorpay/hold.js" defer></script>',
        );
      },
    );

    app.post<{ Params: { orderId: string }; Body: CallbackFields }>(
      '/pay/razorpay/:orderId/callback',
      { schema: { hide: true } },
      async (req, reply) => {
        const { orderId } = req.params;
        const {
          razorpay_payment_id: paymentId,
          razorpay_order_id: bodyOrderId,
          razorpay_signature: signature,
        } = req.body ?? {};
        const isGenuine =
          typeof paymentId === 'string' &&
          typeof signature === 'string' &&
          bodyOrderId === orderId &&
          razorpay.isPaymentSignatureValid(orderId, paymentId, signature);
        if (!isGenuine) throw new AppError('BAD_REQUEST', 'The payment could not be verified');
        const checkout = await razorpay.checkout(orderId);
        if (!checkout) return notFound(reply);
        // Razorpay's own word (and the capture of an authorized payment), as every other path confirms.
        if (!(await deps.confirmPayment(orderId))) {
          return reply.redirect(`/pay/razorpay/${encodeURIComponent(orderId)}`, 303);
        }
        return reply.redirect(checkout.returnPath, 303);
      },
    );

    /**
     * Verifies, stores and answers one webhook delivery. `secret` is the dashboard's secret of the webhook
     * posted to; payout events are taken only from RazorpayX's webhook, or from the payments webhook when the
     * two share one secret (so a payments secret alone cannot move money out).
     */
    const accept = async (req: FastifyRequest, secret: string | undefined, isPayoutWebhook: boolean) => {
      if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'Razorpay webhooks are not configured');
      const signature = req.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
        throw new AppError('BAD_REQUEST', 'Missing Razorpay signature');
      }
      if (!razorpay.isWebhookSignatureValid(req.body, signature, secret)) {
        throw new AppError('BAD_REQUEST', 'Invalid Razorpay signature');
      }
      const payload = req.body.toString('utf8');
      let body: WebhookPayload;
      try {
        body = JSON.parse(payload) as WebhookPayload;
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook body is not JSON');
      }
      const type = typeof body.event === 'string' ? body.event : 'unknown';
      const payout = body.payload?.payout?.entity;
      const isPayoutEvent = type.startsWith('payout.');
      if (isPayoutEvent && !isPayoutWebhook && (secrets.payouts ?? secrets.payments) !== secret) {
        return { isSuccess: true, message: 'Ignored', data: { received: true, duplicate: false } };
      }
      const header = req.headers['x-razorpay-event-id'];
      // A payout event is one per payout and status, whichever webhook and retry brings it; others are named by
      // Razorpay's header, or by the body's digest without one.
      const id =
        isPayoutEvent && typeof payout?.id === 'string'
          ? `razorpayx:${payout.id}:${typeof payout.status === 'string' ? payout.status : type}`
          : `razorpay:${typeof header === 'string' && header !== '' ? header : createHash('sha256').update(req.body).digest('hex')}`;
      // Stored, then answered: handling asks Razorpay, which must not hold up the answer (webhook-inbox.ts).
      const isNew = await deps.webhooks.accept({ id, provider: 'razorpay', type, payload });
      return isNew
        ? { isSuccess: true, message: 'Received', data: { received: true, duplicate: false } }
        : { isSuccess: true, message: 'Already received', data: { received: true, duplicate: true } };
    };

    app.post('/api/payments/razorpay/webhook', { schema: { hide: true } }, (req) =>
      accept(req, secrets.payments, false),
    );
    app.post('/api/payments/razorpayx/webhook', { schema: { hide: true } }, (req) =>
      accept(req, secrets.payouts ?? secrets.payments, true),
    );
  };

/**
 * Handles a stored Razorpay event. Whatever order events arrive in (a failure after a capture, a late
 * authorisation), the checkout follows what Razorpay says now, through the same idempotent confirmation as
 * the browser's return; payouts and refunds are followed up by asking RazorpayX and Razorpay likewise.
 */
export const razorpayEventHandler =
  (deps: ProviderEventDeps): WebhookHandler =>
  async (payload) => {
    const body = JSON.parse(payload) as WebhookPayload;
    const type = typeof body.event === 'string' ? body.event : 'unknown';
    const orderId = body.payload?.payment?.entity?.order_id ?? body.payload?.order?.entity?.id;
    if (PAYMENT_EVENTS.has(type) && typeof orderId === 'string') await deps.confirmPayment(orderId);
    const payoutId = body.payload?.payout?.entity?.id;
    if (type.startsWith('payout.') && typeof payoutId === 'string') await deps.payoutUpdated(payoutId);
    const refundId = body.payload?.refund?.entity?.id;
    if (type.startsWith('refund.') && typeof refundId === 'string') await deps.refundUpdated(refundId);
  };
