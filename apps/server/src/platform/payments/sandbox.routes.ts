import type { FastifyPluginAsync } from 'fastify';
import { formatRupees } from '@collably/shared/domain/pricing';
import { escapeHtml } from '../http/html';
import { HOLD_RENEWAL_SCRIPT, holdStatus, sendPage } from './checkout-page';
import type { ProviderRouteDeps } from './provider';
import type { SandboxProvider } from './sandbox-provider';

/**
 * The sandbox provider's hosted checkout (ARCHITECTURE §1 'pay'): plain HTML with two form buttons and one
 * script file that keeps the checkout's coupon held while the page is open (the site's CSP allows no inline
 * script). Pay marks the sandbox payment succeeded and confirms the
 * transaction at once, as a provider's webhook would, then returns the browser to the profile (spec §4).
 */
export const sandboxCheckoutRoutes =
  (sandbox: SandboxProvider, deps: ProviderRouteDeps): FastifyPluginAsync =>
  async (app) => {
    // Form posts: the buttons send no fields, so the body is read and ignored (this plugin only).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    const confirmByRef = async (ref: string) => {
      try {
        await deps.confirmPayment(ref);
      } catch (error) {
        // The browser's transaction/update retries the confirmation; the redirect must not fail.
        app.log.error({ err: error, ref }, 'sandbox payment confirmation failed');
      }
    };

    app.get('/pay/sandbox/hold.js', { schema: { hide: true } }, (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(HOLD_RENEWAL_SCRIPT),
    );

    app.get<{ Params: { ref: string } }>(
      '/pay/sandbox/:ref',
      { schema: { hide: true } },
      async (req, reply) => {
        const payment = await sandbox.find(req.params.ref);
        if (!payment) return sendPage(reply, 404, 'Checkout not found', '<h1>Checkout not found</h1>');
        const isOpen = payment.status === 'open' && payment.expiresAt > deps.clock.now().toISOString();
        const header = `<h1>Collably sandbox checkout</h1><p>${escapeHtml(payment.description)}</p>
<div class="amount">${escapeHtml(formatRupees(payment.amountPaise))}</div>`;
        if (!isOpen) {
          const state =
            payment.status === 'succeeded'
              ? 'has been paid'
              : payment.status === 'cancelled'
                ? 'was cancelled'
                : 'has expired';
          const back = payment.status === 'succeeded' ? payment.successUrl : payment.cancelUrl;
          return sendPage(
            reply,
            200,
            'Checkout closed',
            `${header}<p>This checkout ${state}.</p><p><a href="${escapeHtml(back)}">Back to Collably</a></p>`,
          );
        }
        const ref = encodeURIComponent(payment.ref);
        return sendPage(
          reply,
          200,
          'Pay with Collably sandbox',
          `${header}
<form method="post" action="/pay/sandbox/${ref}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/sandbox/${ref}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<p class="note">Sandbox: no real money moves. Pay always succeeds.</p>
${holdStatus(payment.ref)}`,
          '<script src="/pay/sandbox/hold.js" defer></script>',
        );
      },
    );

    app.post<{ Params: { ref: string } }>(
      '/pay/sandbox/:ref/pay',
      { schema: { hide: true } },
      async (req, reply) => {
        const { ref } = req.params;
        await sandbox.pay(ref);
        const payment = await sandbox.find(ref);
        if (!payment) return sendPage(reply, 404, 'Checkout not found', '<h1>Checkout not found</h1>');
        if (payment.status !== 'succeeded')
          return reply.redirect(`/pay/sandbox/${encodeURIComponent(ref)}`, 303);
        await confirmByRef(ref);
        return reply.redirect(payment.successUrl, 303);
      },
    );

    app.post<{ Params: { ref: string } }>(
      '/pay/sandbox/:ref/cancel',
      { schema: { hide: true } },
      async (req, reply) => {
        const { ref } = req.params;
        await sandbox.cancel(ref);
        const payment = await sandbox.find(ref);
        if (!payment) return sendPage(reply, 404, 'Checkout not found', '<h1>Checkout not found</h1>');
        if (payment.status === 'succeeded') return reply.redirect(payment.successUrl, 303);
        await confirmByRef(ref);
        return reply.redirect(payment.cancelUrl, 303);
      },
    );
  };
