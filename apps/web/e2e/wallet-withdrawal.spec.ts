import { expect, test, type APIRequestContext } from '@playwright/test';
import { ActionCode } from '@collably/shared/constants/collabs';
import { formatRupees, priceBreakup } from '@collably/shared/domain/pricing';
import { breakupInput, servicesOf, shot } from './commerce-helpers';
import { expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';

// A seeded demo influencer of its own, so this journey does not meet the other journeys' orders.
const INFLUENCER = {
  userName: 'tanvi.threads',
  email: 'tanvithreads@demo.collably.in',
  password: 'Influencer@123',
};

const tokenOf = async (request: APIRequestContext, account: { email: string; password: string }) => {
  const res = await request.post('/api/user/login', {
    data: { Email: account.email, Password: account.password },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
};

test('a brand withdraws its wallet to the payment method it paid with', async ({ page, request }) => {
  // Set-up through the API: the brand pays in the sandbox checkout and the influencer rejects the order, so
  // the whole payment is in the wallet.
  const { services } = await servicesOf(request, INFLUENCER.userName);
  const service = [...services].sort((a, b) => a.total - b.total)[0];
  const total = priceBreakup(breakupInput(service)).total;
  const brand = await registerBrand(request, 'Kesar Withdrawals');
  const auth = { Authorization: `Bearer ${await tokenOf(request, brand)}` };
  const created = (await (
    await request.post('/api/transaction/create', {
      headers: auth,
      params: { InfluencerServiceId: service.influencerServiceId, CouponId: 0, allowugc: 'false' },
    })
  ).json()) as { data: { transId: number; refrenceId: string } };
  const { transId, refrenceId } = created.data;
  expect((await request.post(`${refrenceId}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  expect(
    (await request.post('/api/transaction/update', { headers: auth, params: { transId } })).ok(),
  ).toBeTruthy();
  const collab = await request.post('/api/brand/create/collab', {
    headers: auth,
    data: {
      transId,
      influencerServiceId: service.influencerServiceId,
      description: 'A reel about our saffron',
      base64File: [],
      allowUGC: false,
    },
  });
  expect(collab.ok(), await collab.text()).toBeTruthy();
  const collabDetailId = ((await collab.json()) as { data: { collabDetailId: number } }).data.collabDetailId;
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
