import { expect, test, type APIRequestContext, type Page } from './test';
import {
  act,
  collabCard,
  hireThroughApi,
  registerBilledBrand,
  servicesOf,
  shot,
  tokenOf,
} from './commerce-helpers';
import { expectNoHorizontalScroll, loginAs } from './fixtures';
import { makePng } from './profile-helpers';

/**
 * Revision allowances (issue 19 item 4): an order includes the revisions its service states (2 unless the
 * influencer says otherwise); a request beyond them is refused with a clear message, and an influencer who
 * offers paid extras sells one through a checkout of its own. Demo influencers no other journey uses.
 */
const REFUSED_INFLUENCER = 'gayatri.kuchipudi';
const EXTRAS_INFLUENCER = 'tenzin.trails';
const demoAccount = (userName: string) => ({
  email: `${userName.replace(/\./g, '')}@demo.collably.in`,
  password: 'Influencer@123',
});

/** The influencer's side through the API: accept, or send a (new) work file for approval. */
async function influencerActs(
  request: APIRequestContext,
  token: string,
  collabDetailId: number,
  statusId: 8 | 10,
) {
  const headers = { Authorization: `Bearer ${token}` };
  let base64File: string[] = [];
  if (statusId === 10) {
    const upload = await request.post('/api/files/attachments', {
      headers,
      multipart: { files: { name: 'take.png', mimeType: 'image/png', buffer: makePng(48, 48) } },
    });
    expect(upload.ok(), await upload.text()).toBeTruthy();
    base64File = ((await upload.json()) as { data: { fileNames: string[] } }).data.fileNames;
  }
  const res = await request.post('/api/user/update/collab-status', {
    headers,
    data: { collabDetailId, statusId, reason: '', base64File },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

const revisionsLine = (page: Page, collabId: number) => collabCard(page, collabId).getByLabel('Revisions');

test('a third revision of the two included is refused with a clear message', async ({ page, request }) => {
  const brand = await registerBilledBrand(request, 'Kuchipudi Sarees');
  const { collabDetailId: id } = await hireThroughApi(
    request,
    brand,
    REFUSED_INFLUENCER,
    'A saree drape reel',
  );
  const influencerToken = await tokenOf(request, demoAccount(REFUSED_INFLUENCER));
  await influencerActs(request, influencerToken, id, 8);
  await influencerActs(request, influencerToken, id, 10);

  await loginAs(page, brand, '/order');
  await expect(revisionsLine(page, id)).toContainText('Revisions: 0 of 2 used');
  for (const used of [1, 2]) {
    await act(page, id, 'Request Revision', { reason: `Change ${used}: slower turn at the end.` });
    await expect(revisionsLine(page, id)).toContainText(`Revisions: ${used} of 2 used`);
    await influencerActs(request, influencerToken, id, 10);
    await page.reload();
  }

  // The third: the button is still there, the server says no and why.
  await collabCard(page, id).getByRole('button', { name: 'Request Revision', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Revision' });
  await dialog.getByLabel('Reason').fill('One more change, please.');
  const answered = page.waitForResponse((r) => r.url().includes('/api/user/update/collab-status'));
  await dialog.getByRole('button', { name: 'Request Revision', exact: true }).click();
  expect((await answered).status()).toBe(409);
  await expect(page.getByText('All 2 revisions included in this order have been used.')).toBeVisible();
  await shot(page, 'revisions-refused-1280');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(revisionsLine(page, id)).toContainText('Revisions: 2 of 2 used');
  await expect(collabCard(page, id).getByLabel('Status: Waiting for Approval')).toBeVisible();
  await expect(collabCard(page, id).getByRole('button', { name: /Buy an extra revision/ })).toHaveCount(0);

  // The influencer sees the same count on their card.
  await loginAs(page, demoAccount(REFUSED_INFLUENCER), '/order');
  await expect(revisionsLine(page, id)).toContainText('Revisions: 2 of 2 used');
});

test('a paid extra revision goes through its own checkout and adds to the allowance', async ({
  page,
  request,
}) => {
  // The influencer includes one revision and offers extras at ₹500 each (their service form's fields).
  const account = demoAccount(EXTRAS_INFLUENCER);
  const influencerToken = await tokenOf(request, account);
  const login = await request.post('/api/user/login', {
    data: { Email: account.email, Password: account.password },
  });
  const userId = ((await login.json()) as { data: { userID: number } }).data.userID;
  const { services } = await servicesOf(request, EXTRAS_INFLUENCER);
  const cheapest = [...services].sort((a, b) => a.total - b.total)[0] as (typeof services)[number] & {
    plateformId: number;
    description: string;
  };
  const saved = await request.post('/api/influencer/add-socialaccount-service', {
    headers: { Authorization: `Bearer ${influencerToken}` },
    params: { UserId: userId },
    data: [
      {
        influencerServiceId: cheapest.influencerServiceId,
        title: cheapest.title,
        description: cheapest.description,
        price: cheapest.basePrice,
        allowUGC: cheapest.allowUGC,
        ugcPrice: cheapest.ugcPrice,
        plateformId: cheapest.plateformId,
        Revisions: 1,
        ExtraRevisionPrice: 500,
      },
    ],
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  const brand = await registerBilledBrand(request, 'Himalayan Treks');
  const { collabDetailId: id } = await hireThroughApi(
    request,
    brand,
    EXTRAS_INFLUENCER,
    'A monsoon trek vlog',
  );
  await influencerActs(request, influencerToken, id, 8);
  await influencerActs(request, influencerToken, id, 10);

  await loginAs(page, brand, '/order');
  await act(page, id, 'Request Revision', { reason: 'Add the route map.' });
  await influencerActs(request, influencerToken, id, 10);
  await page.reload();
  const card = collabCard(page, id);
  await expect(revisionsLine(page, id)).toContainText('Revisions: 1 of 1 used');
  const buy = card.getByRole('button', { name: /^Buy an extra revision — ₹/ });
  await expect(buy).toBeVisible();
  await shot(page, 'revisions-buy-extra-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await buy.scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page);
  await shot(page, 'revisions-buy-extra-375', false);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Its own small checkout: the price, who it is billed to (issue 36), then Pay.
  await buy.click();
  const checkout = page.getByRole('dialog', { name: 'Buy an extra revision' });
  await expect(checkout.getByTestId('billed-to')).toHaveText(/Billed to Himalayan Treks Pvt Ltd, Karnataka/);
  await shot(page, 'revisions-checkout-1280');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/order/);
  await expect(page.getByText('Extra revision added to your order')).toBeVisible();
  await expect(revisionsLine(page, id)).toContainText('Revisions: 1 of 2 used');
  await expect(page).not.toHaveURL(/revisiontx=/);

  await act(page, id, 'Request Revision', { reason: 'Brighter thumbnail.' });
  await expect(revisionsLine(page, id)).toContainText('Revisions: 2 of 2 used');
  await shot(page, 'revisions-after-extra-1280');
});
