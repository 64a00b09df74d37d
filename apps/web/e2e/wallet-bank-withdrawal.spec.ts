import { expect, test, type APIRequestContext } from './test';
import { ActionCode } from '@collably/shared/constants/collabs';
import { formatRupees } from '@collably/shared/domain/pricing';
import { hireThroughApi, registerBilledBrand, shot, tokenOf } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';

// A seeded demo influencer of its own, so this journey does not meet the other journeys' orders.
const INFLUENCER = {
  userName: 'sana.goadiaries',
  email: 'sanagoadiaries@demo.collably.in',
  password: 'Influencer@123',
};

/** A new brand whose whole sandbox payment came back to its wallet (the influencer rejected the order). */
async function brandWithWallet(request: APIRequestContext, name: string) {
  const brand = await registerBilledBrand(request, name);
  const { collabDetailId, totalPaise } = await hireThroughApi(
    request,
    brand,
    INFLUENCER.userName,
    'A reel about our cashews',
  );
  const rejected = await request.post('/api/user/update/collab-status', {
    headers: { Authorization: `Bearer ${await tokenOf(request, INFLUENCER)}` },
    data: { collabDetailId, statusId: ActionCode.Reject, reason: 'Not my niche', base64File: [] },
  });
  expect(rejected.ok(), await rejected.text()).toBeTruthy();
  return { brand, total: totalPaise };
}

test('a brand withdraws its wallet to a bank account and the super admin sends it with a UTR', async ({
  page,
  browser,
  request,
}) => {
  const brandName = `Goa Cashews ${Date.now().toString(36)}`;
  const { brand, total } = await brandWithWallet(request, brandName);
  const amount = formatRupees(total);

  await loginAs(page, brand, '/wallet');
  const card = page.getByRole('region', { name: 'Withdraw your wallet' });
  await card.getByText('To bank', { exact: true }).click();
  await expect(card.getByText('No fee: the whole amount reaches you')).toBeVisible();
  // The payout form's messages, in its order.
  await card.getByRole('button', { name: 'All' }).click();
  await card.getByRole('button', { name: 'Withdraw to bank account' }).click();
  await expect(card.getByText('Please enter the account holder’s name!')).toBeVisible();
  await card.getByRole('textbox', { name: 'Account holder name' }).fill('Goa Cashews LLP');
  await card.getByRole('textbox', { name: 'Account No.' }).fill('50100123451234');
  await card.getByRole('textbox', { name: 'IFSC Code' }).fill('hdfc0001234');
  await shot(page, 'wallet-bank-form-1280');
  const payTo = card.getByRole('radiogroup', { name: 'Pay to' });
  await payTo.scrollIntoViewIfNeeded();
  await shot(page, 'bank-details-withdrawal-1280', false);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'wallet-bank-form-375');
  await payTo.scrollIntoViewIfNeeded();
  await shot(page, 'bank-details-withdrawal-375', false);
  // A UPI ID asks for itself alone, and UPI's limit shows beside the choice.
  await card.getByRole('radio', { name: 'UPI ID' }).check();
  await expect(card.getByRole('textbox', { name: 'Account No.' })).toBeHidden();
  await expect(card.getByRole('textbox', { name: 'UPI ID' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Withdraw to UPI ID' })).toBeVisible();
  await payTo.scrollIntoViewIfNeeded();
  await shot(page, 'bank-details-withdrawal-upi-375', false);
  await card.getByRole('radio', { name: 'Bank account (IMPS/NEFT)' }).check();
  await expect(card.getByRole('textbox', { name: 'Account No.' })).toHaveValue('50100123451234');
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole('button', { name: 'Withdraw to bank account' }).click();
  await expect(
    page.getByText(`Your withdrawal of ${amount} to your bank account is requested`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wallet History | Balance : ₹0.00' })).toBeVisible();
  const withdrawals = card.getByRole('list', { name: 'Withdrawals' });
  await expect(withdrawals.getByText(`${amount} to bank account ••1234`)).toBeVisible();
  await expect(withdrawals.getByText('Waiting to be sent')).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: `Withdrawn to bank account ••1234 −${amount}` }),
  ).toBeVisible();
  await shot(page, 'wallet-bank-withdrawal-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'wallet-bank-withdrawal-375');

  // The super admin finds it beside the influencers' payout requests and sends it with the bank's UTR.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await adminContext.newPage();
  await loginAs(admin, DEMO.admin, '/paymentdetails');
  const queue = admin.getByRole('region', { name: 'Brand wallet withdrawals to bank' });
  const item = queue.getByRole('listitem', { name: `${brandName} ${amount}` });
  await expect(item.getByText('50100123451234')).toBeVisible();
  await expect(item.getByText('HDFC0001234')).toBeVisible();
  await shot(admin, 'admin-bank-withdrawals-1280');
  await admin.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(admin);
  await shot(admin, 'admin-bank-withdrawals-375');
  await item.getByRole('textbox', { name: 'Bank reference (UTR)' }).fill('HDFCN52026112712345');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${amount} sent to the brand’s bank account`)).toBeVisible();
  await expect(item).toHaveCount(0);
  await adminContext.close();

  // The brand sees it as sent, with the reference, and the wallet history as withdrawn.
  await page.reload();
  await expect(withdrawals.getByText('Sent', { exact: true })).toBeVisible();
  await expect(withdrawals.getByText(/HDFCN52026112712345/)).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: `Withdrawn to bank account ••1234 −${amount}` }),
  ).toBeVisible();
});
