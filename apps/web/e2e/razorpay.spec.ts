import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { ActionCode } from '@collably/shared/constants/collabs';
import { formatRupees, priceBreakup } from '@collably/shared/domain/pricing';
import { breakupInput, chooseService, registerBilledBrand, servicesOf, shot } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';
import { RAZORPAY_E2E } from './razorpay-env';

// The instance on Razorpay (playwright.config.ts), against the local fake of Razorpay's API.
test.use({ baseURL: RAZORPAY_E2E.baseURL });

const INFLUENCER = 'ananya.sharma';

/**
 * Stands in for https://checkout.razorpay.com/v1/checkout.js, which a test may not fetch: like Checkout, it
 * answers the page's handler with the payment Razorpay made (here, the fake's), or reports a failure.
 */
const FAKE_CHECKOUT = `window.Razorpay = function (options) {
  var handlers = {};
  window.__razorpayOptions = options;
  this.on = function (name, fn) { handlers[name] = fn; };
  this.open = function () {
    var answer = window.__razorpayAnswer;
    setTimeout(function () {
      if (answer.failed) handlers['payment.failed']({ error: { description: 'Payment declined by the bank' } });
      else options.handler(answer);
    }, 50);
  };
};`;

/** The fake's webhook deliveries so far: each event it sent the app, and whether the app took it. */
const deliveries = async (request: APIRequestContext) =>
  (
    (await (await request.get(`${RAZORPAY_E2E.fakeURL}/__control/webhooks`)).json()) as {
      log: { event: string; ok: boolean }[];
    }
  ).log;

test('a brand pays through Razorpay Checkout on our page: a declined attempt, a retry on the same page, and the order on /order', async ({
  page,
}) => {
  await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_CHECKOUT }),
  );
  const { services } = await servicesOf(page.request, INFLUENCER);
  const service = [...services].sort((a, b) => a.total - b.total)[0];
  const breakup = priceBreakup(breakupInput(service));
  const brand = await registerBilledBrand(page.request, 'Monsoon Teas');
  await loginAs(page, brand, `/influencer/${INFLUENCER}`);
  await chooseService(page, service.title);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Our checkout page, for the server's own quote.
  await expect(page).toHaveURL(/\/pay\/razorpay\/order_\d+$/);
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const pay = page.getByRole('button', { name: `Pay ${formatRupees(breakup.total)}` });
  await expect(pay).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'razorpay-checkout-1280', false);

  // A declined payment keeps the brand here, told why; Razorpay's payment.failed webhook reaches the app.
  await page.evaluate(() => {
    (window as unknown as { __razorpayAnswer: unknown }).__razorpayAnswer = { failed: true };
  });
  const before = (await deliveries(page.request)).length;
  await page.request.post(`${RAZORPAY_E2E.fakeURL}/__control/payments`, {
    data: { orderId, status: 'failed' },
  });
  await pay.click();
  await expect(page.getByRole('status')).toHaveText(
    'The payment failed: Payment declined by the bank. Press Pay to try again.',
  );
  expect(
    await page.evaluate(
      () => (window as unknown as { __razorpayOptions: { order_id: string } }).__razorpayOptions,
    ),
  ).toMatchObject({ key: RAZORPAY_E2E.keyId, order_id: orderId, amount: breakup.total, currency: 'INR' });
  await expect
    .poll(async () => (await deliveries(page.request)).slice(before))
    .toContainEqual(expect.objectContaining({ event: 'payment.failed', ok: true }));
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'razorpay-declined-375', false);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The retry on the same page is paid: the failure did not close the checkout. The server checks Checkout's
  // signature, captures, and returns to the profile.
  const answer = (await (
    await page.request.post(`${RAZORPAY_E2E.fakeURL}/__control/payments`, {
      data: { orderId, status: 'authorized' },
    })
  ).json()) as Record<string, string>;
  await page.evaluate((a) => {
    (window as unknown as { __razorpayAnswer: unknown }).__razorpayAnswer = a;
  }, answer);
  await pay.click();
  await expect(page).toHaveURL(
    new RegExp(`/influencer/${INFLUENCER}\\?transid=\\d+&payment_intent=${orderId}`),
  );
  const details = page.getByRole('dialog', { name: 'Collab details' });
  await expect(details).toBeVisible();
  await shot(page, 'razorpay-paid-1280', false);

  // Reloading the checkout after paying goes back to the profile, never to a second payment. The profile drops
  // the return's ?transid=… as soon as it has read it (a reload must not replay it), which may be before this
  // looks: the path is checked, and the reopened details below show the return was handled.
  await page.goto(`/pay/razorpay/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/influencer/${INFLUENCER}(\\?|$)`));

  // The brief goes with the order, which waits on /order for the influencer.
  await expect(details).toBeVisible();
  await details
    .getByLabel('Description')
    .fill('A reel about our first monsoon chai, paid at the second try.');
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/order$/);
  const card = page.getByRole('article', { name: /^Collab #\d+$/ });
  await expect(card).toBeVisible();
  await expect(card.getByText(service.title)).toBeVisible();
  await shot(page, 'razorpay-order-1280', false);
});

test('a super admin refunds a brand’s wallet to the payment method it paid with, booked when Razorpay confirms', async ({
  page,
  request,
}) => {
  // Set-up through the API: a brand pays through Razorpay (the fake's signed answer posted to our callback),
  // sends the details, and the influencer rejects the order, so the whole payment is in the brand's wallet.
  const { services } = await servicesOf(request, INFLUENCER);
  const service = [...services].sort((a, b) => a.total - b.total)[0];
  const total = priceBreakup(breakupInput(service)).total;
  const brandAccount = await registerBilledBrand(request, 'Chai Point Refunds');
  const token = async (account: { email: string; password: string }) => {
    const res = await request.post('/api/user/login', {
      data: { Email: account.email, Password: account.password },
    });
    return ((await res.json()) as { token: string }).token;
  };
  const brandToken = await token(brandAccount);
  const auth = (t: string) => ({ Authorization: `Bearer ${t}` });
  const created = (await (
    await request.post('/api/transaction/create', {
      headers: auth(brandToken),
      params: { InfluencerServiceId: service.influencerServiceId, CouponId: 0, allowugc: 'false' },
    })
  ).json()) as { data: { transId: number; refrenceId: string } };
  const { transId, refrenceId } = created.data;
  const orderId = refrenceId.replace('/pay/razorpay/', '');
  const answer = (await (
    await request.post(`${RAZORPAY_E2E.fakeURL}/__control/payments`, {
      data: { orderId, status: 'authorized' },
    })
  ).json()) as Record<string, string>;
  const callback = await request.post(`/pay/razorpay/${orderId}/callback`, { form: answer, maxRedirects: 0 });
  expect(callback.status()).toBe(303);
  const collab = await request.post('/api/brand/create/collab', {
    headers: auth(brandToken),
    data: {
      transId,
      influencerServiceId: service.influencerServiceId,
      description: 'A reel about our monsoon chai',
      base64File: [],
      allowUGC: false,
    },
  });
  expect(collab.ok(), await collab.text()).toBeTruthy();
  const collabDetailId = ((await collab.json()) as { data: { collabDetailId: number } }).data.collabDetailId;
  const rejected = await request.post('/api/user/update/collab-status', {
    headers: auth(await token(DEMO.influencer)),
    data: { collabDetailId, statusId: ActionCode.Reject, reason: 'Not my niche', base64File: [] },
  });
  expect(rejected.ok(), await rejected.text()).toBeTruthy();

  // The super admin finds the brand and opens its wallet from the Brands list.
  await loginAs(page, DEMO.admin, '/admin');
  await page.getByText('Brands', { exact: true }).click();
  await page.getByRole('textbox', { name: 'List' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(brandAccount.email);
  await page.getByRole('button', { name: 'Wallet of Chai Point Refunds' }).click();
  const wallet = page.getByRole('dialog', { name: 'Chai Point Refunds’s wallet' });
  await expect(wallet.getByLabel('Wallet balance')).toHaveText(formatRupees(total));
  await wallet.getByRole('button', { name: `Refund payment #${transId}` }).click();
  const amount = wallet.getByRole('textbox', { name: 'Amount to refund' });
  await expect(amount).toHaveValue(`₹${total / 100}`);
  await amount.fill('100');
  await wallet.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Refund of ₹100.00 sent to the payment provider')).toBeVisible();
  await expect(wallet.getByLabel('Wallet balance')).toHaveText(formatRupees(total - 10_000));
  await expect(wallet.getByText('With the provider')).toBeVisible();
  await shot(page, 'wallet-refund-admin-1280', false);

  // Razorpay processes the refund and says so by webhook, signed with the webhook secret.
  const refundId = (await wallet.getByText(/rfnd_\d+/).innerText()).match(/rfnd_\d+/)![0];
  await request.post(`${RAZORPAY_E2E.fakeURL}/__control/refunds/${refundId}`, {
    data: { status: 'processed' },
  });
  const body = JSON.stringify({
    event: 'refund.processed',
    payload: { refund: { entity: { id: refundId } } },
  });
  const hook = await request.post('/api/payments/razorpay/webhook', {
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', RAZORPAY_E2E.webhookSecret).update(body).digest('hex'),
      'x-razorpay-event-id': `evt_${refundId}`,
    },
    data: body,
  });
  expect(hook.ok(), await hook.text()).toBeTruthy();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Wallet of Chai Point Refunds' }).click();
  await expect(wallet.getByText('Refunded', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'wallet-refund-admin-375', false);

  // The brand sees the money leave its wallet to the payment method, and is told.
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, brandAccount, '/wallet');
  await expect(page.getByRole('listitem', { name: 'Refunded to payment method −₹100.00' })).toBeVisible();
  await shot(page, 'wallet-refund-brand-1280', false);
});
