import { expect, test, type Browser, type Page } from './test';
import { formatRupees } from '@collably/shared/domain/pricing';
import {
  act,
  apiGet,
  collabCard,
  expectStatus,
  paiseOf,
  registerBilledBrand,
  shot,
} from './commerce-helpers';
import { deliverAndPost, hire, signUpAndOnboard } from './creator-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs, uniqueName } from './fixtures';

/**
 * Issue 10's loop, as the people in it would live it: a creator joins and waits for approval; the super admin
 * approves her and she is listed; staff feature and tag her; a brand hires her and the order completes; she is
 * paid out; and a disputed order that reaches the helpdesk is settled with a split refund.
 */

const pageAt = async (browser: Browser, width: number) =>
  (await browser.newContext({ viewport: { width, height: 900 } })).newPage();

async function shotsAt375(
  browser: Browser,
  account: { email: string; password: string },
  path: string,
  name: string,
) {
  const phone = await pageAt(browser, 375);
  await loginAs(phone, account, path);
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await shot(phone, name);
  await phone.context().close();
}

const accountBalance = async (page: Page, token: string) =>
  (await apiGet<{ accountBalance: number }>(page.request, token, 'user/accountbalance')).accountBalance;

test('a new creator is approved, featured, hired, paid out, and a helpdesk case is split', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const creatorPage = await pageAt(browser, 1280);
  const adminPage = await pageAt(browser, 1280);
  const staffPage = await pageAt(browser, 1280);
  const brandPage = await pageAt(browser, 1280);
  const visitor = await pageAt(browser, 1280);
  const name = `Meera ${uniqueName('').slice(-5)}`;

  // --- A new creator signs up, finishes onboarding and waits: not listed, no public profile yet.
  const creator = await signUpAndOnboard(creatorPage, name);
  expect((await visitor.request.get(`/api/influencer/get-userdetails/${creator.userName}`)).status()).toBe(
    404,
  );

  // --- The super admin approves her from the Pending list.
  await loginAs(adminPage, DEMO.admin, '/admin');
  await expect(adminPage.getByRole('tab', { name: 'Helpdesk' })).toBeVisible();
  await expect(adminPage.getByRole('tab', { name: 'Manage Coupons' })).toBeVisible();
  await adminPage.getByLabel('Search').fill(name);
  await expect(adminPage.getByRole('heading', { name: /^Pending Influencers \(\d+\)$/ })).toBeVisible();
  await expect(adminPage.getByText(`1 match for ‘${name}’`)).toBeVisible();
  await shot(adminPage, 'admin-pending-1280');
  await adminPage.getByRole('button', { name: `Approve ${name}` }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Approve user' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(adminPage.getByText(`0 matches for ‘${name}’`)).toBeVisible();
  await expect(adminPage.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  // She is listed at once and her profile answers.
  const states = await apiGet<{ stateId: number; name: string }[]>(visitor.request, '', 'master/states/101');
  const mizoram = states.find((s) => s.name === 'Mizoram')!.stateId;
  await visitor.goto(`/listing?s=${mizoram}&ads=true`);
  await expect(visitor.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible({
    timeout: 15_000,
  });
  await visitor.goto(`/influencer/${creator.userName}`);
  await expect(visitor.getByRole('heading', { name })).toBeVisible();

  // --- Staff feature and tag her; they have no action column.
  await loginAs(staffPage, DEMO.staff, '/admin');
  await expect(staffPage.getByRole('tab', { name: 'Helpdesk' })).toHaveCount(0);
  await staffPage.getByRole('textbox', { name: 'List' }).click();
  await staffPage.getByRole('option', { name: 'Active' }).click();
  await staffPage.getByLabel('Search').fill(name);
  await expect(staffPage.getByRole('heading', { name: /^Active Influencers \(\d+\)$/ })).toBeVisible();
  await expect(staffPage.getByText(`1 match for ‘${name}’`)).toBeVisible();
  await expect(staffPage.getByRole('button', { name: `Disable ${name}` })).toHaveCount(0);
  await expect(staffPage.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
  await staffPage.getByRole('checkbox', { name: `Is Featured: ${name}` }).click();
  await expect(staffPage.getByRole('checkbox', { name: `Is Featured: ${name}` })).toBeChecked();
  await staffPage.getByRole('button', { name: `Update Tags of ${name}` }).click();
  const tags = staffPage.getByRole('dialog', { name: /Update Tags/ });
  await tags.getByLabel('High Reach').check();
  await tags.getByRole('button', { name: 'Submit' }).click();
  await expect(tags).toBeHidden();
  await expect(staffPage.getByRole('row', { name: new RegExp(name) })).toContainText('High Reach');
  await shot(staffPage, 'admin-staff-1280');
  await visitor.reload();
  await expect(visitor.getByText('High Reach').first()).toBeVisible();

  // --- A brand hires her and the order completes.
  const brand = await registerBilledBrand(brandPage.request, 'Hill Tea Co');
  const brandSession = await loginAs(brandPage, brand, '/');
  const creatorSession = await loginAs(creatorPage, creator, '/order');
  const firstOrder = await hire(
    brandPage,
    creator.userName,
    'A reel at a tea estate in Aizawl, first order.',
  );
  await deliverAndPost(brandPage, creatorPage, firstOrder);
  await act(brandPage, firstOrder, 'Mark Complete');
  await brandPage.goto('/order/complete');
  await expectStatus(brandPage, firstOrder, 'Completed');
  const earned = await accountBalance(creatorPage, creatorSession.token);
  expect(earned).toBeGreaterThan(0);

  // --- She requests a payout of all of it; the super admin approves it; both tables show it released.
  await creatorPage.goto('/paymentdetails');
  await expect(
    creatorPage.getByText(`Account Balance: ${formatRupees(Math.round(earned * 100))}`),
  ).toBeVisible();
  await creatorPage.getByRole('button', { name: 'Request Payout' }).click();
  const request = creatorPage.getByRole('dialog', { name: 'Request Payout' });
  await request.getByLabel('Amount').fill(String(earned));
  await request.getByLabel('Bank Name').fill('State Bank of India');
  await request.getByLabel('Account No.').fill('30012345678');
  await request.getByLabel('IFSC Code').fill('SBIN0001234');
  await request.getByLabel('PAN No.').fill('ABCPM1234D');
  // 'UPI ID' also names a 'Pay to' choice: the field is the textbox.
  await request.getByRole('textbox', { name: 'UPI ID' }).fill('meera@oksbi');
  await request.getByLabel('Address').fill('12 Chaltlang, Aizawl, Mizoram 796012');
  await request.getByLabel('Phone').fill('9876543210');
  await expect(request.getByRole('radio', { name: 'Bank account (IMPS/NEFT)' })).toBeChecked();
  const payTo = request.getByRole('radiogroup', { name: 'Pay to' });
  await payTo.scrollIntoViewIfNeeded();
  await shot(creatorPage, 'bank-details-payout-1280', false);
  await creatorPage.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(creatorPage);
  await payTo.scrollIntoViewIfNeeded();
  await shot(creatorPage, 'bank-details-payout-375', false);
  await creatorPage.setViewportSize({ width: 1280, height: 900 });
  await request.getByRole('button', { name: 'Send' }).click();
  await expect(request).toBeHidden();
  await expect(creatorPage.getByText(`Account Balance: ${formatRupees(0)}`)).toBeVisible();
  await expect(creatorPage.getByText('Requested Payout').first()).toBeVisible();
  await shot(creatorPage, 'paymentdetails-influencer-1280');

  await adminPage.goto('/paymentdetails');
  const row = adminPage.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(formatRupees(Math.round(earned * 100)));
  await shot(adminPage, 'paymentdetails-admin-1280');
  await row.getByRole('button', { name: new RegExp(`^Approve ${name}`) }).click();
  const approve = adminPage.getByRole('dialog', { name: 'Approve payout' });
  await expect(approve).toContainText('30012345678');
  await expect(approve).toContainText('ABCPM1234D');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(adminPage.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await adminPage.getByRole('textbox', { name: 'Status' }).click();
  await adminPage.getByRole('option', { name: 'Released to Bank Account' }).click();
  await expect(adminPage.getByRole('row', { name: new RegExp(name) })).toContainText(
    'Released to Bank Account',
  );
  await creatorPage.reload();
  await expect(creatorPage.getByText('Released to Bank Account').first()).toBeVisible();

  // --- A second order is disputed, reaches the helpdesk, and the super admin splits it.
  const secondOrder = await hire(
    brandPage,
    creator.userName,
    'A second reel, at the Reiek hills, second order.',
  );
  await deliverAndPost(brandPage, creatorPage, secondOrder);
  await act(brandPage, secondOrder, 'Raise Dispute', { reason: 'The post does not show our tea at all.' });
  await creatorPage.goto('/order/dispute');
  await act(creatorPage, secondOrder, 'Ask for Help', { reason: 'The tea is in the first five seconds.' });
  const walletBefore = await apiGet<number>(brandPage.request, brandSession.token, 'brand/walletbalance');
  const earningsBefore = await accountBalance(creatorPage, creatorSession.token);

  await adminPage.goto('/order/helpdesk');
  const helpdeskCase = collabCard(adminPage, secondOrder);
  await helpdeskCase.getByRole('button', { name: 'Timeline' }).click();
  // Both sides' words are kept: the brand's dispute and the creator's call for help.
  await expect(helpdeskCase).toContainText('The post does not show our tea at all.');
  await expect(helpdeskCase).toContainText('The tea is in the first five seconds.');
  await helpdeskCase.getByRole('button', { name: 'Resolve' }).click();
  const resolve = adminPage.getByRole('dialog', { name: `Resolve collab #${secondOrder}` });
  await resolve.getByLabel('Split').check();
  await resolve.getByLabel(/Refund to the brand/).fill('500');
  const preview = resolve.getByRole('alert', { name: 'What each side gets' });
  await expect(preview).toContainText('Brand gets ₹500.00');
  const creatorShare = paiseOf(/influencer gets (₹[\d,.]+)/.exec(await preview.innerText())![1]);
  await shot(adminPage, 'helpdesk-split-1280', false);
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();
  await expect(collabCard(adminPage, secondOrder)).toHaveCount(0);

  // The money is where the preview said: ₹500 back in the brand's wallet, the rest earned by the creator.
  const walletAfter = await apiGet<number>(brandPage.request, brandSession.token, 'brand/walletbalance');
  expect(Math.round((walletAfter - walletBefore) * 100)).toBe(50_000);
  await brandPage.goto('/wallet');
  await expect(brandPage.getByRole('heading', { name: /Balance/ })).toContainText(
    formatRupees(Math.round(walletAfter * 100)),
  );
  const earningsAfter = await accountBalance(creatorPage, creatorSession.token);
  expect(Math.round((earningsAfter - earningsBefore) * 100)).toBe(creatorShare);
  await creatorPage.goto('/paymentdetails');
  await expect(
    creatorPage.getByText(`Account Balance: ${formatRupees(Math.round(earningsAfter * 100))}`),
  ).toBeVisible();

  // --- The admin and payment pages on a phone.
  await shotsAt375(browser, DEMO.admin, '/admin', 'admin-375');
  await shotsAt375(browser, DEMO.staff, '/admin', 'admin-staff-375');
  await shotsAt375(browser, DEMO.admin, '/paymentdetails', 'paymentdetails-admin-375');
  await shotsAt375(browser, creator, '/paymentdetails', 'paymentdetails-influencer-375');
});
