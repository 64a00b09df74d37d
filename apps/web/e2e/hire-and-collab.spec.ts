import fs from 'node:fs';
import { expect, test, type APIRequestContext } from './test';
import { Platform } from '@collably/shared/constants/platforms';
import { formatRupees, priceBreakup } from '@collably/shared/domain/pricing';
import { PaymentMessages } from '@collably/shared/messages/payments';
import {
  act,
  apiGet,
  breakupInput,
  chooseService,
  collabCard,
  expectStatus,
  giveBilling,
  paiseOf,
  registerBilledBrand,
  servicesOf,
  shot,
} from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';
import { makePng } from './profile-helpers';
import { SOCIAL_PAGES_E2E } from './social-pages-env';

const INFLUENCER = 'ananya.sharma';

/** A public post on the platform of the influencer's service; a YouTube video is set up on the local fake. */
async function postOnPlatformOf(request: APIRequestContext, serviceId: number) {
  const res = await request.get(`/api/influencer/get-userdetails/${INFLUENCER}`);
  type Account = { plateformId: number; userName: string; infServices: { influencerServiceId: number }[] };
  const accounts = ((await res.json()) as { data: { infSocialAccounts: Account[] } }).data.infSocialAccounts;
  const account = accounts.find((a) => a.infServices.some((s) => s.influencerServiceId === serviceId));
  if (account?.plateformId !== Platform.YouTube) return 'https://www.instagram.com/p/C9monsoon01/';
  const id = 'monsoon0001';
  const channel = `https://www.${account.userName.replace(/^https?:\/\/(www\.)?/, '')}`;
  const made = await request.post(`${SOCIAL_PAGES_E2E.url}/__control/video`, {
    data: { id, authorName: 'Ananya Sharma', authorUrl: channel },
  });
  expect(made.ok()).toBeTruthy();
  return `https://www.youtube.com/watch?v=${id}`;
}
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: makePng(48, 48) });

test('a brand hires with FLAT500 through the sandbox checkout and the collab runs to completion', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const brandContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const influencerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const brandPage = await brandContext.newPage();
  const infPage = await influencerContext.newPage();

  // The service and the figures the shared rule gives for it with FLAT500.
  const { name: influencerName, services } = await servicesOf(brandPage.request, INFLUENCER);
  const service = services.find((s) => !s.allowUGC) ?? services[0];
  const b = priceBreakup({ ...breakupInput(service), discountPaise: 50_000 });
  expect(b.discount).toBe(50_000);

  const influencer = await loginAs(infPage, DEMO.influencer, '/order');
  const earningsBefore = (
    await apiGet<{ accountBalance: number }>(infPage.request, influencer.token, 'user/accountbalance')
  ).accountBalance;

  // --- The brand: coupon, breakup, checkout.
  const brand = await registerBilledBrand(brandPage.request, 'Masala Box');
  await loginAs(brandPage, brand, `/influencer/${INFLUENCER}`);
  await expect(brandPage.getByRole('heading', { name: influencerName })).toBeVisible();
  await chooseService(brandPage, service.title);
  await expect(brandPage.getByLabel('Amount to pay')).toHaveText(formatRupees(b.subtotal));

  await brandPage.getByRole('button', { name: 'Apply Coupon' }).click();
  const couponDialog = brandPage.getByRole('dialog', { name: 'Apply Coupon' });
  await couponDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(couponDialog.getByText('This Field is Required')).toBeVisible();
  await couponDialog.getByLabel('Coupon Code').fill('NOSUCHCODE');
  await couponDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(couponDialog.getByRole('alert')).toContainText('Invalid coupon code');
  await couponDialog.getByLabel('Coupon Code').fill('flat500');
  await couponDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(couponDialog.getByText('FLAT500 applied')).toBeVisible();
  await expect(couponDialog.getByLabel('Discounted total')).toHaveText(formatRupees(b.total));
  await shot(brandPage, 'apply-coupon-1280', false);
  await couponDialog.getByRole('button', { name: 'Done' }).click();

  await expect(brandPage.getByLabel('Amount to pay')).toHaveText(formatRupees(b.total));
  await expect(brandPage.getByLabel('Price before discount')).toHaveText(formatRupees(b.subtotal));
  await brandPage.getByRole('button', { name: 'Price Breakup' }).click();
  const breakup = brandPage.getByRole('dialog', { name: 'Price Breakup' });
  await expect(breakup.getByRole('row', { name: /Coupon FLAT500/ })).toContainText(formatRupees(-b.discount));
  await expect(breakup.getByLabel('Total price')).toHaveText(formatRupees(b.total));
  // The coupon comes off with its GST (issue 36): the breakup says how much of it is GST nobody pays.
  await expect(breakup.getByText(PaymentMessages.couponGst(b.discountGst, b.gstPayable))).toBeVisible();
  await shot(brandPage, 'breakup-coupon-1280', false);
  await breakup.getByRole('button', { name: 'Close' }).click();
  await shot(brandPage, 'hire-panel-1280');

  await brandPage.getByRole('button', { name: 'Continue' }).click();
  await expect(brandPage).toHaveURL(/\/pay\/sandbox\//);
  await expect(brandPage.getByText(formatRupees(b.total), { exact: true })).toBeVisible();
  await brandPage.getByRole('button', { name: 'Pay' }).click();

  // Back on the profile: the payment is confirmed and the collab details are asked for.
  const details = brandPage.getByRole('dialog', { name: 'Collab details' });
  await expect(details).toBeVisible();
  await expect(brandPage).not.toHaveURL(/transid=/);
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(details.getByText('This Field is Required')).toBeVisible();
  await details.getByLabel('Description').fill('A 30-second reel unboxing our monsoon masala range.');
  await details.getByLabel('Attachments').setInputFiles(png('brief.png'));
  await expect(details.getByText('brief.png')).toBeVisible();
  await shot(brandPage, 'collab-details-1280', false);
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(brandPage).toHaveURL(/\/order$/);

  const card = brandPage.getByRole('article', { name: /^Collab #\d+$/ });
  await expect(card).toHaveCount(1);
  const collabId = Number((await card.getAttribute('aria-label'))!.replace('Collab #', ''));
  await expectStatus(brandPage, collabId, 'Order Pending');
  await expect(card.getByLabel('Price')).toHaveText(formatRupees(b.subtotal - b.discount));
  await expect(card.getByRole('link', { name: influencerName })).toHaveAttribute(
    'href',
    `/influencer/${INFLUENCER}`,
  );
  // Attachments are private: downloaded through a short-lived signed link, never at the public /files/.
  const [attachment] = await Promise.all([
    brandPage.waitForEvent('download'),
    card.getByRole('button', { name: /Attachment 1 \(PNG\)/ }).click(),
  ]);
  const attachmentName = /\/api\/files\/private\/([^?]+)\?/.exec(attachment.url())?.[1] ?? '';
  expect(attachmentName).toMatch(/\.png$/);
  expect(attachment.suggestedFilename()).toBe(attachmentName);
  expect(fs.statSync(await attachment.path()).size).toBeGreaterThan(0);
  expect((await brandPage.request.get(`/files/${attachmentName}`)).status()).toBe(404);
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // --- The influencer: the bell, then Accept and Send For Approval.
  await infPage.reload();
  const infBell = infPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
  await expect(infBell).toBeVisible();
  await infBell.click();
  const newRequest = infPage.getByRole('button', {
    name: `Masala Box sent you a new collab request #${collabId} for ${service.title}.`,
  });
  await expect(newRequest).toBeVisible();
  await shot(infPage, 'bell-influencer-1280', false);
  await newRequest.click();
  await expect(infPage).toHaveURL(new RegExp(`/order/new\\?collab=${collabId}$`));
  await expect(infPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await expectStatus(infPage, collabId, 'Order Pending');
  await expect(collabCard(infPage, collabId).getByText('Masala Box')).toBeVisible();
  await expect(collabCard(infPage, collabId).getByLabel('Price')).toHaveText(
    formatRupees(b.influencerPayout),
  );
  await act(infPage, collabId, 'Accept');
  await expectStatus(infPage, collabId, 'Order Pending');

  // Send For Approval needs a file.
  await collabCard(infPage, collabId).getByRole('button', { name: 'Send For Approval' }).click();
  const send = infPage.getByRole('dialog', { name: 'Send For Approval' });
  await send.getByRole('button', { name: 'Send For Approval' }).click();
  await expect(send.getByText('This Field is required and max allowed file size is 500MB.')).toBeVisible();
  await send.getByLabel('Work file').setInputFiles(png('draft-1.png'));
  await shot(infPage, 'send-for-approval-1280', false);
  await send.getByRole('button', { name: 'Send For Approval' }).click();
  await expect(send).toBeHidden();
  await expectStatus(infPage, collabId, 'Under Review');

  // --- The brand asks for a revision.
  await brandPage.reload();
  await expectStatus(brandPage, collabId, 'Waiting for Approval');
  const [workFile] = await Promise.all([
    brandPage.waitForEvent('download'),
    collabCard(brandPage, collabId)
      .getByRole('button', { name: /Work file 1 \(PNG\)/ })
      .click(),
  ]);
  expect(workFile.suggestedFilename()).toMatch(/\.png$/);
  await collabCard(brandPage, collabId).getByRole('button', { name: 'Request Revision' }).click();
  const revision = brandPage.getByRole('dialog', { name: 'Request Revision' });
  await revision.getByRole('button', { name: 'Request Revision' }).click();
  await expect(revision.getByText('This Field is Required')).toBeVisible();
  await shot(brandPage, 'request-revision-1280', false);
  await revision.getByLabel('Reason').fill('Please show the pack in the first three seconds.');
  await revision.getByRole('button', { name: 'Request Revision' }).click();
  await expect(revision).toBeHidden();
  await expectStatus(brandPage, collabId, 'Revision Requested');

  // --- The influencer sends again.
  await infPage.reload();
  await expectStatus(infPage, collabId, 'Revision Requested');
  await expect(collabCard(infPage, collabId)).toContainText(
    'Please show the pack in the first three seconds.',
  );
  await act(infPage, collabId, 'Send For Approval', { file: png('draft-2.png') });
  await expectStatus(infPage, collabId, 'Under Review');

  // --- The brand approves.
  await brandPage.reload();
  await expectStatus(brandPage, collabId, 'Waiting for Approval');
  await act(brandPage, collabId, 'Approve');
  await expectStatus(brandPage, collabId, 'Upload Pending');

  // --- The influencer posts and marks it complete with the post URL.
  await infPage.reload();
  await expectStatus(infPage, collabId, 'Ready to Upload');
  await collabCard(infPage, collabId).getByRole('button', { name: 'Mark Complete' }).click();
  const complete = infPage.getByRole('dialog', { name: 'Mark Complete' });
  await complete.getByLabel('Post URL').fill('not a link');
  await complete.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(
    complete.getByText('Please enter a valid post URL starting with http:// or https://'),
  ).toBeVisible();
  // The post is checked (issue 19 proof of posting): a video of the influencer's own channel on the local
  // fake of YouTube for a YouTube service, else an Instagram post (unverified without Meta credentials).
  const postUrl = await postOnPlatformOf(brandPage.request, service.influencerServiceId);
  await complete.getByLabel('Post URL').fill(postUrl);
  await shot(infPage, 'mark-complete-url-1280', false);
  await complete.getByRole('button', { name: 'Mark Complete' }).click();
  await expect(complete).toBeHidden();
  await expectStatus(infPage, collabId, 'Uploaded');
  await shot(infPage, 'orders-influencer-1280');

  // --- The brand sees the post, its bell, and marks the collab complete.
  await brandPage.reload();
  await expectStatus(brandPage, collabId, 'Uploaded');
  await expect(
    collabCard(brandPage, collabId).getByRole('link', { name: postUrl.replace(/^https:\/\/(www\.)?/, '') }),
  ).toBeVisible();
  await brandPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await expect(
    brandPage.getByRole('button', { name: new RegExp(`posted collab #${collabId} \\(`) }),
  ).toBeVisible();
  await expect(
    brandPage.getByRole('button', { name: new RegExp(`accepted collab #${collabId} \\(`) }),
  ).toBeVisible();
  await shot(brandPage, 'bell-brand-1280', false);
  await brandPage.keyboard.press('Escape');
  await expect(brandPage.getByRole('dialog', { name: 'Notifications list' })).toBeHidden();
  await shot(brandPage, 'orders-brand-1280');
  await act(brandPage, collabId, 'Mark Complete');
  await expect(collabCard(brandPage, collabId)).toHaveCount(0);
  await brandPage.getByRole('tab', { name: /Completed/ }).click();
  await expect(brandPage).toHaveURL(/\/order\/complete$/);
  await expectStatus(brandPage, collabId, 'Completed');

  // --- Money: the influencer earned exactly the payout, less any TDS withheld at this credit (earlier
  // journeys of this run may have taken her year past the TDS threshold) and, as she is registered for GST,
  // less her GST, held until her invoice is in the platform's GSTR-2B (issue 37); the brand's wallet was not
  // touched.
  const statement = await apiGet<{ credits: { collabId: number; withheld: number }[] }>(
    infPage.request,
    influencer.token,
    'tds/statement',
  );
  const gstHeldPaise = async () =>
    (
      await apiGet<{ orders: { collabId: number; amount: number }[] }>(
        infPage.request,
        influencer.token,
        'gst-held',
      )
    ).orders
      .filter((o) => o.collabId === collabId)
      .reduce((sum, o) => sum + Math.round(o.amount * 100), 0);
  expect(await gstHeldPaise()).toBeGreaterThan(0);
  const tdsPaise = statement.credits
    .filter((c) => c.collabId === collabId)
    .reduce((sum, c) => sum + Math.round(c.withheld * 100), 0);
  await expect
    .poll(async () =>
      Math.round(
        (await apiGet<{ accountBalance: number }>(infPage.request, influencer.token, 'user/accountbalance'))
          .accountBalance * 100,
      ),
    )
    .toBe(Math.round(earningsBefore * 100) + b.influencerPayout - tdsPaise - (await gstHeldPaise()));
  await infPage.goto('/order/complete');
  await expectStatus(infPage, collabId, 'Completed');
  await infPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    infPage.getByRole('button', {
      name: `Masala Box marked collab #${collabId} (${service.title}) complete. ${formatRupees(b.influencerPayout)} has been added to the earnings.`,
    }),
  ).toBeVisible();

  await brandPage.goto('/wallet');
  await expect(brandPage.getByRole('heading', { level: 1 })).toHaveText('Wallet History | Balance : ₹0.00');
  await expect(brandPage.getByText('No wallet history yet')).toBeVisible();

  // Phones: the order pages fit 375 px.
  for (const page of [brandPage, infPage]) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/order/complete');
    await expect(collabCard(page, collabId)).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await shot(brandPage, 'orders-brand-375');
  await shot(infPage, 'orders-influencer-375');
  expect(paiseOf(await collabCard(brandPage, collabId).getByLabel('Price').innerText())).toBe(
    b.subtotal - b.discount,
  );

  // The super admin sees every collab, both parties and the order value, with the Helpdesk tab.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, DEMO.admin, '/order/complete');
  // Tab labels carry counts; the demo seed's own orders are in the other tabs.
  await expect(adminPage.getByRole('tab')).toHaveText([
    /^New\d*$/,
    /^Completed\d+$/,
    /^Rejected\d*$/,
    /^Disputed\d*$/,
    /^Helpdesk\d*$/,
  ]);
  await expect(collabCard(adminPage, collabId)).toContainText('Brand Masala Box · Influencer Ananya Sharma');
  await expect(collabCard(adminPage, collabId).getByLabel('Price')).toHaveText(formatRupees(b.subtotal));
  await expect(adminPage.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  await shot(adminPage, 'orders-admin-1280');
  await adminPage.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(adminPage);
  await shot(adminPage, 'orders-admin-375');

  await adminContext.close();
  await brandContext.close();
  await influencerContext.close();
});

test('a brand billed in Collably’s own state sees each line’s GST as two equal halves, as its invoice will', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { services } = await servicesOf(page.request, INFLUENCER);
  const service = services.find((s) => !s.allowUGC) ?? services[0];
  const intra = priceBreakup({ ...breakupInput(service), discountPaise: 50_000, supplyType: 'intra-state' });
  const brand = await registerBrand(page.request, 'Pune Pickles');
  await giveBilling(page.request, brand, {
    companyName: 'Pune Pickles LLP',
    stateName: 'Maharashtra',
    pincode: '411001',
  });
  await loginAs(page, brand, `/influencer/${INFLUENCER}`);
  await chooseService(page, service.title);
  await expect(page.getByLabel('Amount to pay')).toHaveText(formatRupees(intra.subtotal));
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  const couponDialog = page.getByRole('dialog', { name: 'Apply Coupon' });
  await couponDialog.getByLabel('Coupon Code').fill('FLAT500');
  await couponDialog.getByRole('button', { name: 'Apply' }).click();
  await expect(couponDialog.getByLabel('Discounted total')).toHaveText(formatRupees(intra.total));
  await couponDialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Price Breakup' }).click();
  const breakup = page.getByRole('dialog', { name: 'Price Breakup' });
  await expect(breakup.getByLabel('Total price')).toHaveText(formatRupees(intra.total));
  await expect(breakup.getByText(PaymentMessages.gstNote('intra-state'), { exact: false })).toBeVisible();
  await expect(
    breakup.getByText(PaymentMessages.couponGst(intra.discountGst, intra.gstPayable)),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'breakup-intra-state-375', false);
});
