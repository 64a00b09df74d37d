import { expect, test, type APIRequestContext } from './test';
import { ActionCode } from '@collably/shared/constants/collabs';
import { formatRupees, priceBreakup } from '@collably/shared/domain/pricing';
import {
  breakupInput,
  chooseService,
  collabCard,
  registerBilledBrand,
  servicesOf,
  shot,
} from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs, uniqueName } from './fixtures';

// A seeded demo influencer of its own, so this journey does not meet the other journeys' orders.
const INFLUENCER = {
  userName: 'meera.artsy',
  email: 'meeraartsy@demo.collably.in',
  password: 'Influencer@123',
};
const COUPON_RUPEES = 500;

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/user/login', {
    data: { Email: account.email, Password: account.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  path: string,
  options: { data?: unknown; params?: Record<string, string> } = {},
): Promise<T> {
  const res = await request[method](`/api/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...options,
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { data: T }).data;
}

/** A paid order the influencer rejects, set up through the API: its refund fills the brand's wallet. */
async function walletFromRejectedOrder(
  request: APIRequestContext,
  brandToken: string,
  influencerToken: string,
  serviceId: number,
) {
  const created = await call<{ transId: number; refrenceId: string }>(
    request,
    brandToken,
    'post',
    'transaction/create',
    { params: { InfluencerServiceId: String(serviceId), CouponId: '0', allowugc: 'false' } },
  );
  const paid = await request.post(`${created.refrenceId}/pay`, { form: {}, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await call(request, brandToken, 'post', 'transaction/update', {
    params: { transId: String(created.transId) },
  });
  const collab = await call<{ collabDetailId: number }>(request, brandToken, 'post', 'brand/create/collab', {
    data: {
      transId: created.transId,
      influencerServiceId: serviceId,
      description: 'A first order, to be rejected.',
      base64File: [],
      allowUGC: false,
    },
  });
  await call(request, influencerToken, 'post', 'user/update/collab-status', {
    data: {
      collabDetailId: collab.collabDetailId,
      statusId: ActionCode.Reject,
      reason: 'Fully booked',
      base64File: [],
    },
  });
}

test('a brand with a wallet hires with a coupon: wallet by default, the breakup, the split on the order, the coupon use for the admin', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const brandContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const influencerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const brandPage = await brandContext.newPage();
  const adminPage = await adminContext.newPage();
  const infPage = await influencerContext.newPage();
  const request = brandPage.request;

  const { services } = await servicesOf(request, INFLUENCER.userName);
  const byTotal = [...services].sort((a, b) => a.total - b.total);
  const first = byTotal[0];
  const second = byTotal.at(-1)!;
  const refund = priceBreakup(breakupInput(first)).total;
  const couponPaise = COUPON_RUPEES * 100;
  const full = priceBreakup(breakupInput(second));
  const split = priceBreakup({ ...breakupInput(second), discountPaise: couponPaise, walletPaise: refund });
  // The wallet covers part of the discounted order; the card pays the rest.
  expect(split.walletApplied).toBe(refund);
  expect(split.total).toBeGreaterThan(0);
  const withoutWallet = priceBreakup({ ...breakupInput(second), discountPaise: couponPaise });

  // --- Set-up through the API: a single-use coupon, and a brand with ₹ in its wallet.
  const adminToken = await tokenOf(request, DEMO.admin);
  const code = uniqueName('MONEY')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
  await call(request, adminToken, 'post', 'manage/createupdatecoupon', {
    data: { id: 0, name: 'Money lines', code, description: '₹500 off', value: COUPON_RUPEES },
  });
  const brandName = `Wallet Chai ${uniqueName('')}`;
  const brand = await registerBilledBrand(request, brandName);
  const brandToken = await tokenOf(request, brand);
  await walletFromRejectedOrder(
    request,
    brandToken,
    await tokenOf(request, INFLUENCER),
    first.influencerServiceId,
  );
  expect(await call<number>(request, brandToken, 'get', 'brand/walletbalance')).toBe(refund / 100);

  // --- The checkout: the wallet is ticked by default and can be unticked.
  await loginAs(brandPage, brand, `/influencer/${INFLUENCER.userName}`);
  await chooseService(brandPage, second.title);
  const useWallet = brandPage.getByLabel('Use wallet balance');
  await expect(useWallet).toBeChecked();
  await expect(brandPage.getByText(`${formatRupees(refund)} available`)).toBeVisible();
  await expect(brandPage.getByLabel('Amount to pay')).toHaveText(
    formatRupees(priceBreakup({ ...breakupInput(second), walletPaise: refund }).total),
  );
  await useWallet.uncheck();
  await expect(brandPage.getByLabel('Amount to pay')).toHaveText(formatRupees(full.total));
  await useWallet.check();

  await brandPage.getByRole('button', { name: 'Apply Coupon' }).click();
  const couponDialog = brandPage.getByRole('dialog', { name: 'Apply Coupon' });
  await couponDialog.getByLabel('Coupon Code').fill(code.toLowerCase());
  await couponDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(couponDialog.getByText(`${code} applied`)).toBeVisible();
  await couponDialog.getByRole('button', { name: 'Done' }).click();
  await expect(brandPage.getByLabel('Amount to pay')).toHaveText(formatRupees(split.total));
  await expect(brandPage.getByText(`${formatRupees(refund)} paid from wallet`)).toBeVisible();
  await shot(brandPage, 'money-hire-panel-1280');

  // --- The breakup: the struck subtotal, the coupon, the wallet, what is left by card.
  await brandPage.getByRole('button', { name: 'Price Breakup' }).click();
  const breakup = brandPage.getByRole('dialog', { name: 'Price Breakup' });
  const subtotalRow = breakup.getByRole('row', { name: /^Subtotal/ });
  await expect(subtotalRow.getByLabel(`Before coupon ${formatRupees(split.subtotal)}`)).toBeVisible();
  await expect(subtotalRow).toContainText(formatRupees(split.subtotal - couponPaise));
  await expect(breakup.getByRole('row', { name: `Coupon ${code}` })).toContainText(
    formatRupees(-couponPaise),
  );
  await expect(breakup.getByRole('row', { name: /Paid from wallet/ })).toContainText(formatRupees(-refund));
  await expect(breakup.getByText('To pay by card')).toBeVisible();
  await expect(breakup.getByLabel('Total price')).toHaveText(formatRupees(split.total));
  await shot(brandPage, 'money-breakup-1280', false);
  await brandPage.setViewportSize({ width: 375, height: 800 });
  await shot(brandPage, 'money-breakup-375', false);
  await breakup.getByRole('button', { name: 'Close' }).click();
  await expectNoHorizontalScroll(brandPage);
  await shot(brandPage, 'money-hire-panel-375');
  await brandPage.setViewportSize({ width: 1280, height: 900 });

  // Unticking the wallet after the coupon: the whole discounted amount goes to the card.
  await useWallet.uncheck();
  await expect(brandPage.getByLabel('Amount to pay')).toHaveText(formatRupees(withoutWallet.total));
  await useWallet.check();
  await expect(brandPage.getByLabel('Amount to pay')).toHaveText(formatRupees(split.total));

  // --- The sandbox charges only the card part.
  await brandPage.getByRole('button', { name: 'Continue' }).click();
  await expect(brandPage).toHaveURL(/\/pay\/sandbox\//);
  await expect(brandPage.getByText(formatRupees(split.total), { exact: true })).toBeVisible();
  await brandPage.getByRole('button', { name: 'Pay' }).click();
  const details = brandPage.getByRole('dialog', { name: 'Collab details' });
  await details.getByLabel('Description').fill('Warli art on our tea tins, one reel.');
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(brandPage).toHaveURL(/\/order$/);
  expect(await call<number>(request, brandToken, 'get', 'brand/walletbalance')).toBe(0);

  // --- The order card: how it was paid.
  const card = brandPage.getByRole('article', { name: /^Collab #\d+$/ });
  await expect(card).toHaveCount(1);
  const collabId = Number((await card.getAttribute('aria-label'))!.replace('Collab #', ''));
  const paid = split.subtotal - couponPaise;
  await expect(card.getByLabel('Price')).toHaveText(formatRupees(paid));
  await expect(card.getByLabel('Payment')).toHaveText(
    `Paid ${formatRupees(paid)} · ${formatRupees(refund)} from wallet · ${formatRupees(split.total)} by card · coupon ${code} ${formatRupees(-couponPaise)}`,
  );
  await shot(brandPage, 'money-order-1280');
  await brandPage.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(brandPage);
  await shot(brandPage, 'money-order-375');

  // The influencer never sees how the brand paid.
  await loginAs(infPage, INFLUENCER, '/order');
  await expect(collabCard(infPage, collabId)).toBeVisible();
  await expect(collabCard(infPage, collabId).getByLabel('Payment')).toHaveCount(0);
  await expect(collabCard(infPage, collabId)).not.toContainText('from wallet');

  // The super admin's order view shows the split too.
  await loginAs(adminPage, DEMO.admin, '/order');
  await expect(collabCard(adminPage, collabId).getByLabel('Payment')).toContainText(
    `${formatRupees(split.total)} by card`,
  );

  // --- The admin's coupon table: who, when, on which order.
  await adminPage.goto('/coupon/manage');
  const row = adminPage.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText(brandName);
  await expect(row.getByRole('button', { name: `1 use of ${code}` })).toBeVisible();
  // Used: no longer editable nor deletable.
  await expect(row.getByRole('button', { name: `Edit ${code}` })).toHaveCount(0);
  await shot(adminPage, 'money-coupons-1280');
  await row.getByRole('button', { name: `1 use of ${code}` }).click();
  const uses = adminPage.getByRole('dialog', { name: `Uses of ${code}` });
  const use = uses.getByRole('listitem', { name: `Use by ${brandName}` });
  await expect(use).toContainText(`Collab #${collabId}`);
  await expect(use).toContainText(formatRupees(-couponPaise));
  await expect(use).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M/);
  await shot(adminPage, 'money-coupon-uses-1280', false);
  await uses.getByRole('button', { name: 'Close' }).click();

  // A phone: the coupon is a card with the same facts.
  await adminPage.setViewportSize({ width: 375, height: 800 });
  const article = adminPage.getByRole('article', { name: `Coupon ${code}` });
  await expect(article).toContainText(`by ${brandName}`);
  await expectNoHorizontalScroll(adminPage);
  await shot(adminPage, 'money-coupons-375');
  await article.getByRole('button', { name: `1 use of ${code}` }).click();
  await expect(uses.getByRole('listitem', { name: `Use by ${brandName}` })).toBeVisible();
  await shot(adminPage, 'money-coupon-uses-375', false);

  await brandContext.close();
  await adminContext.close();
  await influencerContext.close();
});
