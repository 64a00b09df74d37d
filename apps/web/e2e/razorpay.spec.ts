import { expect, test } from '@playwright/test';
import { formatRupees, priceBreakup } from '@collably/shared/domain/pricing';
import { breakupInput, chooseService, servicesOf, shot } from './commerce-helpers';
import { expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';
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

test('a brand pays through Razorpay Checkout on our page: a declined attempt, then a paid one', async ({
  page,
}) => {
  await page.route('https://checkout.razorpay.com/v1/checkout.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_CHECKOUT }),
  );
  const { services } = await servicesOf(page.request, INFLUENCER);
  const service = [...services].sort((a, b) => a.total - b.total)[0];
  const breakup = priceBreakup(breakupInput(service));
  const brand = await registerBrand(page.request, 'Monsoon Teas');
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

  // A declined payment keeps the brand here, told why.
  await page.evaluate(() => {
    (window as unknown as { __razorpayAnswer: unknown }).__razorpayAnswer = { failed: true };
  });
  await page.request.post(`${RAZORPAY_E2E.fakeURL}/__control/payments`, {
    data: { orderId, status: 'failed' },
  });
  await pay.click();
  await expect(page.getByRole('status')).toHaveText('The payment failed: Payment declined by the bank.');
  expect(
    await page.evaluate(
      () => (window as unknown as { __razorpayOptions: { order_id: string } }).__razorpayOptions,
    ),
  ).toMatchObject({ key: RAZORPAY_E2E.keyId, order_id: orderId, amount: breakup.total, currency: 'INR' });

  // The second attempt is paid: the server checks Checkout's signature, captures, and returns to the profile.
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

  // Reloading the checkout after paying goes back to the profile, never to a second payment.
  await page.goto(`/pay/razorpay/${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/influencer/${INFLUENCER}\\?transid=`));
});
