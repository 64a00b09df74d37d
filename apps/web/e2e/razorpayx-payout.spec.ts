import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { ActionCode } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { PAYOUT_STATUSES, PayoutStatus } from '@collably/shared/domain/payouts';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { PayoutMessages } from '@collably/shared/messages/payouts';
import { apiGet, registerBilledBrand, shot, tokenOf } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';
import { makePng } from './profile-helpers';
import { RAZORPAY_E2E } from './razorpay-env';

/**
 * Money out through RazorpayX (issue 33), on the instance on Razorpay whose payouts go through the local fake
 * of RazorpayX (playwright.config.ts): the influencer asks for her balance, the super admin approves, and the
 * payout is Processing until RazorpayX's signed payout.processed webhook says the bank has it; only then is it
 * Released to Bank Account with the bank's UTR as its reference, and she is told.
 */
test.use({ baseURL: RAZORPAY_E2E.baseURL });

const INFLUENCER = 'ananya.sharma';
const UTR = 'UTR2026112800001';

type FakePayout = { id: string; reference_id: string | null; amount: number; mode: string };
type FakeEvent = { event: string; body: { payload: { payout?: { entity: FakePayout } } } };

/** The payouts RazorpayX (the fake) was asked to make, as its webhook events show them. */
const payoutsAtRazorpayX = async (request: APIRequestContext) =>
  (
    (await (await request.get(`${RAZORPAY_E2E.fakeURL}/__control/webhooks`)).json()) as {
      events: FakeEvent[];
    }
  ).events.flatMap((e) => (e.body.payload.payout ? [e.body.payload.payout.entity] : []));

/**
 * Set-up through the API (not the journey under test): a new brand hires the influencer's cheapest UGC
 * service, pays through Razorpay (the fake's signed answer posted to our callback) and sends the brief; the
 * influencer accepts and sends a file for approval; the brand approves it, which completes a UGC order and
 * releases the escrow to her earnings.
 */
async function completedUgcOrder(request: APIRequestContext) {
  const profile = await request.get(`/api/influencer/get-userdetails/${INFLUENCER}`);
  expect(profile.ok(), await profile.text()).toBeTruthy();
  const { infSocialAccounts } = (
    (await profile.json()) as {
      data: {
        infSocialAccounts: {
          plateformId: number;
          infServices: { influencerServiceId: number; total: number }[];
        }[];
      };
    }
  ).data;
  const [service] = infSocialAccounts
    .filter((a) => a.plateformId === Platform.UGC)
    .flatMap((a) => a.infServices)
    .sort((a, b) => a.total - b.total);
  expect(service, `${INFLUENCER} offers a UGC service`).toBeTruthy();

  const brand = await registerBilledBrand(request, 'Saffron Skincare');
  const brandAuth = { Authorization: `Bearer ${await tokenOf(request, brand)}` };
  const influencerAuth = { Authorization: `Bearer ${await tokenOf(request, DEMO.influencer)}` };
  const created = await request.post('/api/transaction/create', {
    headers: brandAuth,
    params: { InfluencerServiceId: service.influencerServiceId, CouponId: 0, allowugc: 'false' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { transId, refrenceId } = (
    (await created.json()) as { data: { transId: number; refrenceId: string } }
  ).data;
  const orderId = refrenceId.replace('/pay/razorpay/', '');
  const answer = (await (
    await request.post(`${RAZORPAY_E2E.fakeURL}/__control/payments`, {
      data: { orderId, status: 'authorized' },
    })
  ).json()) as Record<string, string>;
  const callback = await request.post(`/pay/razorpay/${orderId}/callback`, { form: answer, maxRedirects: 0 });
  expect(callback.status()).toBe(303);
  const collab = await request.post('/api/brand/create/collab', {
    headers: brandAuth,
    data: {
      transId,
      influencerServiceId: service.influencerServiceId,
      description: 'A 30 second video of our saffron face oil, morning routine',
      base64File: [],
      allowUGC: false,
    },
  });
  expect(collab.ok(), await collab.text()).toBeTruthy();
  const collabDetailId = ((await collab.json()) as { data: { collabDetailId: number } }).data.collabDetailId;

  const upload = await request.post('/api/files/attachments', {
    headers: influencerAuth,
    multipart: { files: { name: 'routine.png', mimeType: 'image/png', buffer: makePng(48, 48) } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const { fileNames } = ((await upload.json()) as { data: { fileNames: string[] } }).data;
  for (const [headers, statusId, base64File] of [
    [influencerAuth, ActionCode.Accept, []],
    [influencerAuth, ActionCode.SendForApproval, fileNames],
    // On UGC the brand's approval is Mark Complete: nothing is posted afterwards.
    [brandAuth, ActionCode.MarkComplete, []],
  ] as const) {
    const res = await request.post('/api/user/update/collab-status', {
      headers,
      data: { collabDetailId, statusId, reason: '', base64File },
    });
    expect(res.ok(), `${statusId}: ${await res.text()}`).toBeTruthy();
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The newest record of the influencer's earnings and payouts on /paymentdetails (newest first: the payout
 * follows the earnings it was paid from): the table's first row, or on a phone the first card.
 */
const newestRecord = (page: Page) =>
  page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Updated On' }) })
    .getByRole('row')
    .nth(1)
    .or(page.getByRole('article', { name: new RegExp(`^(${PAYOUT_STATUSES.join('|')}) ₹`) }).first());

/** The newest record shows this status and amount. */
async function expectNewest(page: Page, status: string, amount: string) {
  await expect(newestRecord(page)).toContainText(status);
  await expect(newestRecord(page)).toContainText(amount);
}

/** Both widths of the influencer's page, 375 px without horizontal scroll. */
async function shotsAtBothWidths(page: Page, name: string, status: string, amount: string) {
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectNewest(page, status, amount);
  await shot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an influencer’s payout goes through RazorpayX: Processing once approved, Released with the UTR when the bank has it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await completedUgcOrder(request);
  const newPage = async () =>
    (
      await browser.newContext({ baseURL: RAZORPAY_E2E.baseURL, viewport: { width: 1280, height: 900 } })
    ).newPage();
  const influencerPage = await newPage();
  const adminPage = await newPage();

  // --- The influencer asks for her whole balance, to her bank account.
  const session = await loginAs(influencerPage, DEMO.influencer, '/paymentdetails');
  const balance = await apiGet<{ accountBalance: number }>(
    influencerPage.request,
    session.token,
    'user/accountbalance',
  );
  const amount = formatRupees(rupeesToPaise(balance.accountBalance));
  expect(balance.accountBalance).toBeGreaterThan(0);
  await expect(influencerPage.getByText(`Account Balance: ${amount}`)).toBeVisible();
  await influencerPage.getByRole('button', { name: 'Request Payout' }).click();
  const form = influencerPage.getByRole('dialog', { name: 'Request Payout' });
  await form.getByLabel('Amount').fill(String(balance.accountBalance));
  await form.getByLabel('Bank Name').fill('HDFC Bank');
  await form.getByLabel('Account No.').fill('50100123456789');
  await form.getByLabel('IFSC Code').fill('HDFC0001234');
  await form.getByLabel('PAN No.').fill('ABCPS1234K');
  // 'UPI ID' also names a 'Pay to' choice: the field is the textbox.
  await form.getByRole('textbox', { name: 'UPI ID' }).fill('ananya@okhdfcbank');
  await form.getByLabel('Address').fill('14 Hauz Khas Village, New Delhi 110016');
  await form.getByLabel('Phone').fill('9811122233');
  await expect(form.getByRole('radio', { name: 'Bank account (IMPS/NEFT)' })).toBeChecked();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toBeHidden();
  await expect(influencerPage.getByText(`Account Balance: ${formatRupees(0)}`)).toBeVisible();
  await expectNewest(influencerPage, PayoutStatus.Requested, amount);
  // Released records from before this payout (none on a fresh instance).
  const releasedRecords = influencerPage.getByText(PayoutStatus.Released, { exact: true });
  const releasedBefore = await releasedRecords.count();

  // --- The super admin approves it, the reference left empty: approving sends the money through RazorpayX,
  // whose UTR comes later.
  await loginAs(adminPage, DEMO.admin, '/paymentdetails');
  const approveButton = adminPage.getByRole('button', {
    name: `Approve Ananya Sharma’s payout of ${amount}`,
  });
  await approveButton.click();
  const approve = adminPage.getByRole('dialog', { name: 'Approve payout' });
  await expect(approve).toContainText('50100123456789');
  await expect(approve).toContainText('HDFC0001234');
  // With RazorpayX, Approve sends the money itself: the dialog says how, and asks for no UTR.
  await expect(approve).toContainText('Approve sends the amount to this account through RazorpayX by IMPS');
  await expect(approve.getByLabel('Bank reference (UTR)')).toHaveCount(0);
  await shot(adminPage, 'razorpayx-approve-admin-1280', false);
  const approved = adminPage.waitForResponse(
    (r) => r.url().includes('/api/payout/approve') && r.request().method() === 'POST',
  );
  await approve.getByRole('button', { name: 'Approve' }).click();
  const approval = await approved;
  expect(approval.status(), await approval.text()).toBe(200);
  const payoutId = Number(new URL(approval.url()).searchParams.get('payoutId'));
  await expect(approve).toBeHidden();
  await expect(adminPage.getByText(PayoutMessages.approvedProcessing)).toBeVisible();
  await shot(adminPage, 'razorpayx-approved-admin-1280', false);
  // The request left the waiting list; under Processing it has no Approve or Decline any more.
  await expect(approveButton).toHaveCount(0);
  await adminPage.getByRole('textbox', { name: 'Status' }).click();
  await adminPage.getByRole('option', { name: 'Processing' }).click();
  const adminRow = adminPage
    .getByRole('row', { name: new RegExp(`Ananya Sharma.*${escaped(amount)}`) })
    .first();
  await expect(adminRow).toContainText('Processing');
  await expect(adminRow.getByRole('button', { name: /^Decline/ })).toHaveCount(0);
  await adminPage.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(adminPage);
  await shot(adminPage, 'razorpayx-approved-admin-375');
  await adminPage.setViewportSize({ width: 1280, height: 900 });

  // RazorpayX got one payout of the whole amount by IMPS, under the request's reference.
  const reference = `PAYOUT-${String(payoutId).padStart(6, '0')}-1`;
  const [payout] = (await payoutsAtRazorpayX(request)).filter((p) => p.reference_id === reference);
  expect(payout, `a payout ${reference} at RazorpayX`).toBeTruthy();
  expect(payout).toMatchObject({ amount: rupeesToPaise(balance.accountBalance), mode: 'IMPS' });

  // --- The influencer sees it Processing: on its way, not Released yet.
  await influencerPage.reload();
  await expectNewest(influencerPage, PayoutStatus.Processing, amount);
  await expect(
    newestRecord(influencerPage).getByRole('button', {
      name: 'Reference: On its way to the bank (account XXXXXXXXXX6789): it shows as Released once the bank confirms it',
    }),
  ).toBeVisible();
  await expect(releasedRecords).toHaveCount(releasedBefore);
  await shotsAtBothWidths(influencerPage, 'razorpayx-processing-influencer', PayoutStatus.Processing, amount);

  // --- The bank has it: RazorpayX marks the payout processed and posts its signed webhooks to the app.
  const processed = await request.post(`${RAZORPAY_E2E.fakeURL}/__control/payouts/${payout.id}`, {
    data: { status: 'processed', utr: UTR },
  });
  expect(processed.ok(), await processed.text()).toBeTruthy();
  // The app took RazorpayX's signed payout.processed (signed with the RazorpayX webhook's own secret).
  await expect
    .poll(async () => {
      const { log } = (await (await request.get(`${RAZORPAY_E2E.fakeURL}/__control/webhooks`)).json()) as {
        log: { event: string; ok: boolean; rawBody: string }[];
      };
      return log.filter((l) => l.event === 'payout.processed' && l.rawBody.includes(payout.id));
    })
    .toContainEqual(expect.objectContaining({ ok: true }));
  // The app answers the webhook at once and handles it right after: the page shows it on a later load.
  await expect(async () => {
    await influencerPage.reload();
    await expect(newestRecord(influencerPage)).toContainText(PayoutStatus.Released, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expectNewest(influencerPage, PayoutStatus.Released, amount);
  await expect(releasedRecords).toHaveCount(releasedBefore + 1);
  await expect(influencerPage.getByText(PayoutStatus.Processing, { exact: true })).toHaveCount(0);
  await expect(
    newestRecord(influencerPage).getByRole('button', {
      name: `Reference: Reference ${UTR}: paid to account XXXXXXXXXX6789`,
    }),
  ).toBeVisible();
  await shotsAtBothWidths(influencerPage, 'razorpayx-released-influencer', PayoutStatus.Released, amount);

  // Her bell says it was released, with the UTR.
  await influencerPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await expect(
    influencerPage.getByRole('button', { name: PayoutMessages.releasedNotice(amount, UTR) }).first(),
  ).toBeVisible();
  await shot(influencerPage, 'razorpayx-released-bell-1280', false);
});
