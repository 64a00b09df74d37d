import { expect, test } from './test';
import { formatRupees, priceBreakup } from '@collably/shared/domain/pricing';
import {
  breakupInput,
  chooseService,
  collabCard,
  expectStatus,
  registerBilledBrand,
  servicesOf,
  shot,
} from './commerce-helpers';
import { expectNoHorizontalScroll, loginAs } from './fixtures';

// A seeded demo influencer of its own, so this journey does not meet the other one's orders.
const INFLUENCER = {
  userName: 'priya.nair',
  email: 'priyanair@demo.collably.in',
  password: 'Influencer@123',
};

test('a rejected order is refunded to the wallet, which then pays part of the next order', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const brandContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const influencerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const brandPage = await brandContext.newPage();
  const infPage = await influencerContext.newPage();

  // The cheapest service first, then a dearer one that the refund covers only in part.
  const { name: influencerName, services } = await servicesOf(brandPage.request, INFLUENCER.userName);
  const byTotal = [...services].sort((a, b) => a.total - b.total);
  const first = byTotal[0];
  const second = byTotal.at(-1)!;
  const firstBreakup = priceBreakup(breakupInput(first));
  const refund = firstBreakup.total;
  const secondBreakup = priceBreakup({ ...breakupInput(second), walletPaise: refund });
  expect(secondBreakup.walletApplied).toBe(refund);
  expect(secondBreakup.total).toBeGreaterThan(0);

  // --- The first order, paid in full through the sandbox.
  const brand = await registerBilledBrand(brandPage.request, 'Chai Point Co');
  await loginAs(brandPage, brand, `/influencer/${INFLUENCER.userName}`);
  await expect(brandPage.getByRole('heading', { name: influencerName })).toBeVisible();
  await chooseService(brandPage, first.title);
  // No wallet money yet: no wallet choice.
  await expect(brandPage.getByLabel('Use wallet balance')).toHaveCount(0);
  await expect(brandPage.getByLabel('Amount to pay')).toHaveText(formatRupees(refund));

  // A cancelled checkout says so and charges nothing.
  await brandPage.getByRole('button', { name: 'Continue' }).click();
  await expect(brandPage).toHaveURL(/\/pay\/sandbox\//);
  await brandPage.getByRole('button', { name: 'Cancel' }).click();
  await expect(brandPage.getByRole('alert', { name: 'Payment cancelled' })).toContainText(
    'The payment was cancelled. Nothing has been charged.',
  );
  await expect(brandPage.getByRole('dialog', { name: 'Collab details' })).toHaveCount(0);
  await shot(brandPage, 'payment-cancelled-1280', false);

  await brandPage.getByRole('button', { name: 'Continue' }).click();
  await expect(brandPage).toHaveURL(/\/pay\/sandbox\//);
  await brandPage.getByRole('button', { name: 'Pay' }).click();
  const details = brandPage.getByRole('dialog', { name: 'Collab details' });
  await details.getByLabel('Description').fill('A story about our new masala chai, with a swipe-up link.');
  // 'Later' keeps the payment: Continue finds it and opens the details again without paying twice.
  await details.getByRole('button', { name: 'Later' }).click();
  await expect(details).toBeHidden();
  await brandPage.getByRole('button', { name: 'Continue' }).click();
  await expect(details).toBeVisible();
  await expect(brandPage).not.toHaveURL(/sandbox/);
  await details.getByLabel('Description').fill('A story about our new masala chai, with a swipe-up link.');
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(brandPage).toHaveURL(/\/order$/);
  const card = brandPage.getByRole('article', { name: /^Collab #\d+$/ });
  const collabId = Number((await card.getAttribute('aria-label'))!.replace('Collab #', ''));

  // --- The influencer rejects it.
  await loginAs(infPage, INFLUENCER, '/order');
  await expectStatus(infPage, collabId, 'Order Pending');
  await collabCard(infPage, collabId).getByRole('button', { name: 'Reject' }).click();
  const reject = infPage.getByRole('dialog', { name: 'Reject' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('This Field is Required')).toBeVisible();
  await reject.getByLabel('Reason').fill('I am travelling all month.');
  await shot(infPage, 'reject-reason-1280', false);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(collabCard(infPage, collabId)).toHaveCount(0);
  // The influencer finds it under Rejected (issue 11: a rejected order no longer vanishes from their view).
  await infPage.getByRole('tab', { name: /Rejected/ }).click();
  await expectStatus(infPage, collabId, 'Rejected');
  await expect(collabCard(infPage, collabId)).not.toContainText('You earn');

  // --- The brand: the bell tells of the refund and leads to the Rejected tab.
  await brandPage.reload();
  const bell = brandPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
  await bell.click();
  const refundNote = brandPage.getByRole('button', {
    name: `${influencerName} rejected collab #${collabId} (${first.title}): I am travelling all month. ${formatRupees(refund)} has been refunded to the wallet.`,
  });
  await expect(refundNote).toBeVisible();
  await refundNote.click();
  await expect(brandPage).toHaveURL(new RegExp(`/order/reject\\?collab=${collabId}$`));
  await expect(brandPage.getByRole('tab', { name: /Rejected/ })).toHaveAttribute('aria-selected', 'true');
  await expectStatus(brandPage, collabId, 'Rejected');
  await expect(collabCard(brandPage, collabId)).toContainText('I am travelling all month.');
  await expect(brandPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await brandPage.getByRole('link', { name: 'Wallet' }).click();
  await expect(brandPage).toHaveURL(/\/wallet$/);
  await expect(brandPage.getByRole('heading', { level: 1 })).toHaveText(
    `Wallet History | Balance : ${formatRupees(refund)}`,
  );
  const history = brandPage.getByRole('list', { name: 'Wallet history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  const refundEntry = history.getByRole('listitem', { name: `Rejection refund +${formatRupees(refund)}` });
  await expect(refundEntry).toContainText(influencerName);
  await expect(refundEntry).toContainText(`Collab #${collabId}`);
  await expect(refundEntry).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M/);
  // Refunded before any supply, the order's advance comes back with a refund voucher against its receipt
  // voucher (issue 37).
  const taxDocuments = brandPage.getByRole('list', { name: 'Tax documents' }).getByRole('listitem');
  await expect(taxDocuments).toHaveCount(2);
  await expect(taxDocuments.first()).toContainText(/RF\/\d\d-\d\d\/\d{6}Refund voucher/);
  await expect(taxDocuments.first()).toContainText(formatRupees(-firstBreakup.subtotal));
  await expect(taxDocuments.nth(1)).toContainText(/RV\/\d\d-\d\d\/\d{6}Receipt voucher/);
  await expect(taxDocuments.nth(1)).toContainText(formatRupees(firstBreakup.subtotal));
  await shot(brandPage, 'wallet-refund-1280');

  // --- The next order: the wallet pays part, the sandbox the rest.
  await brandPage.goto(`/influencer/${INFLUENCER.userName}`);
  await chooseService(brandPage, second.title);
  const useWallet = brandPage.getByLabel('Use wallet balance');
  await expect(brandPage.getByText(`${formatRupees(refund)} available`)).toBeVisible();
  await useWallet.check();
  await expect(brandPage.getByLabel('Amount to pay')).toHaveText(formatRupees(secondBreakup.total));
  await brandPage.getByRole('button', { name: 'Price Breakup' }).click();
  const breakup = brandPage.getByRole('dialog', { name: 'Price Breakup' });
  await expect(breakup.getByRole('row', { name: /Paid from wallet/ })).toContainText(formatRupees(-refund));
  await expect(breakup.getByLabel('Total price')).toHaveText(formatRupees(secondBreakup.total));
  await shot(brandPage, 'breakup-wallet-1280', false);
  await breakup.getByRole('button', { name: 'Close' }).click();
  await brandPage.getByRole('button', { name: 'Continue' }).click();
  await expect(brandPage).toHaveURL(/\/pay\/sandbox\//);
  await expect(brandPage.getByText(formatRupees(secondBreakup.total), { exact: true })).toBeVisible();
  await brandPage.getByRole('button', { name: 'Pay' }).click();
  await expect(details).toBeVisible();
  await brandPage.setViewportSize({ width: 375, height: 800 });
  await details.getByLabel('Description').fill('Two reels for the Diwali gift box.');
  await shot(brandPage, 'collab-details-375', false);
  await brandPage.setViewportSize({ width: 1280, height: 900 });
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(brandPage).toHaveURL(/\/order$/);
  const secondCard = brandPage.getByRole('article', { name: /^Collab #\d+$/ });
  await expect(secondCard).toHaveCount(1);
  await expect(secondCard.getByLabel('Price')).toHaveText(formatRupees(secondBreakup.subtotal));

  await brandPage.goto('/wallet');
  await expect(brandPage.getByRole('heading', { level: 1 })).toHaveText('Wallet History | Balance : ₹0.00');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toHaveAccessibleName(
    `Used for an order −${formatRupees(refund)}`,
  );
  await expect(history.getByRole('listitem').nth(1)).toHaveAccessibleName(
    `Rejection refund +${formatRupees(refund)}`,
  );
  await shot(brandPage, 'wallet-used-1280');
  await brandPage.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(brandPage);
  await shot(brandPage, 'wallet-used-375');

  // The influencer's bell has both orders.
  await infPage.setViewportSize({ width: 375, height: 800 });
  await infPage.goto('/order');
  await infPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    infPage.getByRole('button', { name: new RegExp(`sent you a new collab request #${collabId} for`) }),
  ).toBeVisible();
  await expect(
    infPage.getByRole('button', { name: new RegExp(`sent you a new collab request #${collabId + 1} for`) }),
  ).toBeVisible();
  await expectNoHorizontalScroll(infPage);
  await shot(infPage, 'bell-influencer-375', false);
  await infPage.keyboard.press('Escape');
  await expect(infPage.getByRole('dialog', { name: 'Notifications list' })).toBeHidden();
  await collabCard(infPage, collabId + 1)
    .getByRole('button', { name: 'Reject' })
    .click();
  await expectNoHorizontalScroll(infPage);
  await shot(infPage, 'reject-375', false);

  // A phone: the profile's checkout with the wallet, and the orders tabs.
  await brandPage.goto(`/influencer/${INFLUENCER.userName}`);
  await expect(brandPage.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoHorizontalScroll(brandPage);
  await shot(brandPage, 'hire-panel-375');
  await brandPage.getByRole('button', { name: 'Apply Coupon' }).click();
  await shot(brandPage, 'apply-coupon-375', false);
  await brandPage.keyboard.press('Escape');
  await brandPage.goto('/order/reject');
  await expectNoHorizontalScroll(brandPage);
  await shot(brandPage, 'orders-reject-375');

  await brandContext.close();
  await influencerContext.close();
});
