import { expect, test } from './test';
import { ActionCode } from '@collably/shared/constants/collabs';
import { formatRupees } from '@collably/shared/domain/pricing';
import { hireThroughApi, registerBilledBrand, shot, tokenOf } from './commerce-helpers';
import { expectNoHorizontalScroll, loginAs } from './fixtures';

// A seeded demo influencer of its own, so this journey does not meet the other journeys' orders.
const INFLUENCER = {
  userName: 'tanvi.threads',
  email: 'tanvithreads@demo.collably.in',
  password: 'Influencer@123',
};

test('a brand withdraws its wallet to the payment method it paid with', async ({ page, request }) => {
  // Set-up through the API: the brand pays in the sandbox checkout and the influencer rejects the order, so
  // the whole payment is in the wallet.
  const brand = await registerBilledBrand(request, 'Kesar Withdrawals');
  const { collabDetailId, totalPaise: total } = await hireThroughApi(
    request,
    brand,
    INFLUENCER.userName,
    'A reel about our saffron',
  );
  const rejected = await request.post('/api/user/update/collab-status', {
    headers: { Authorization: `Bearer ${await tokenOf(request, INFLUENCER)}` },
    data: { collabDetailId, statusId: ActionCode.Reject, reason: 'Not my niche', base64File: [] },
  });
  expect(rejected.ok(), await rejected.text()).toBeTruthy();

  await loginAs(page, brand, '/wallet');
  const card = page.getByRole('region', { name: 'Withdraw your wallet' });
  await expect(card.getByText(`Up to ${formatRupees(total)} can go back`)).toBeVisible();
  // More than the wallet: refused with the reason, nothing moves.
  await card.getByRole('textbox', { name: 'Amount to withdraw' }).fill(String(total / 100 + 1));
  await card.getByRole('button', { name: 'Withdraw' }).click();
  await expect(card.getByText(`Your wallet holds only ${formatRupees(total)}`)).toBeVisible();
  await card.getByRole('button', { name: 'All' }).click();
  await card.getByRole('button', { name: 'Withdraw' }).click();
  await expect(
    page.getByText(`${formatRupees(total)} is on its way back to the payment method you paid with`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wallet History | Balance : ₹0.00' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Withdrawals' }).getByText('Refunded')).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: `Refunded to payment method −${formatRupees(total)}` }),
  ).toBeVisible();
  await shot(page, 'wallet-withdrawal-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'wallet-withdrawal-375');
});
