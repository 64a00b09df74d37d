import { expect, test, type APIRequestContext, type Page } from './test';
import { ActionCode } from '@collably/shared/constants/collabs';
import {
  act,
  collabCard,
  expectStatus,
  hireThroughApi,
  registerBilledBrand,
  shot,
  tokenOf,
} from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';
import { SOCIAL_PAGES_E2E } from './social-pages-env';

/**
 * Issue 19, proof of posting, against the local fake of YouTube (e2e/social-pages-env.ts), never the internet:
 * a post link that is not the influencer's public YouTube video is refused in the Mark Complete dialog; their
 * own video is verified and the brand reads that on the timeline; once the video is taken down, the next check
 * opens a helpdesk case that the super admin finds in the Helpdesk tab, with the payment still held.
 */

/** A demo creator no other journey uses, on YouTube only (channel youtube.com/@ishita_sings). */
const CREATOR = {
  email: 'ishitasings@demo.collably.in',
  password: 'Influencer@123',
  userName: 'ishita.sings',
};
const CHANNEL = 'https://www.youtube.com/@ishita_sings';

const videoId = (tag: string) => `${tag}${Date.now().toString(36)}`.slice(0, 11).padEnd(11, 'q');

const setVideo = (request: APIRequestContext, id: string, authorUrl: string, status?: number) =>
  request.post(`${SOCIAL_PAGES_E2E.url}/__control/video`, {
    data: { id, authorName: 'Ishita Sings', authorUrl, ...(status ? { status } : {}) },
  });

const openTimeline = async (page: Page, collabId: number) => {
  const card = collabCard(page, collabId);
  const timeline = card.getByLabel('Collab timeline');
  if (!(await timeline.isVisible())) await card.getByRole('button', { name: 'Timeline' }).click();
  await expect(timeline).toBeVisible();
  return timeline;
};

/** Accepted, delivered (a PDF through the upload route) and approved, through the API: waiting for the post. */
async function toPending(
  request: APIRequestContext,
  brand: { email: string; password: string },
  collabId: number,
) {
  const creator = { Authorization: `Bearer ${await tokenOf(request, CREATOR)}` };
  const brandAuth = { Authorization: `Bearer ${await tokenOf(request, brand)}` };
  const upload = await request.post('/api/files/attachments', {
    headers: creator,
    multipart: {
      file: {
        name: 'cut.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const { fileNames } = ((await upload.json()) as { data: { fileNames: string[] } }).data;
  for (const [headers, statusId, base64File] of [
    [creator, ActionCode.Accept, []],
    [creator, ActionCode.SendForApproval, fileNames],
    [brandAuth, ActionCode.Approve, []],
  ] as const) {
    const res = await request.post('/api/user/update/collab-status', {
      headers,
      data: { collabDetailId: collabId, statusId, reason: '', base64File },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
}

test('a fake post link is refused; a taken-down video opens a helpdesk case with the money held', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = () => browser.newContext({ viewport: { width: 1280, height: 900 } });
  const infPage = await (await context()).newPage();
  const brandPage = await (await context()).newPage();
  const adminPage = await (await context()).newPage();
  const request = infPage.request;

  const brand = await registerBilledBrand(request, 'Proof Brand');
  const { collabDetailId: collabId } = await hireThroughApi(
    request,
    brand,
    CREATOR.userName,
    'One video about our tabla app.',
  );
  await toPending(request, brand, collabId);
  const own = videoId('own');
  const other = videoId('oth');
  expect((await setVideo(request, own, CHANNEL)).ok()).toBeTruthy();
  expect((await setVideo(request, other, 'https://www.youtube.com/@someone_else')).ok()).toBeTruthy();

  // --- The influencer marks it complete: a link of another platform, another channel's video, a missing one.
  await loginAs(infPage, CREATOR, '/order');
  const card = collabCard(infPage, collabId);
  await card.getByRole('button', { name: 'Mark Complete', exact: true }).click();
  const dialog = infPage.getByRole('dialog', { name: 'Mark Complete' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Post URL');
  const refused = async (url: string, message: string) => {
    await field.fill(url);
    const answer = infPage.waitForResponse((r) => r.url().includes('/api/user/update/collab-status'));
    await dialog.getByRole('button', { name: 'Mark Complete', exact: true }).click();
    expect((await answer).status()).toBe(400);
    await expect(dialog.getByText(message)).toBeVisible();
  };
  await refused('https://www.instagram.com/p/Cfake123/', 'This link is not a YouTube post');
  await refused(
    `https://www.youtube.com/watch?v=${other}`,
    'This video is not from your linked YouTube channel',
  );
  await shot(infPage, 'proof-refused-1280', false);
  await infPage.setViewportSize({ width: 375, height: 812 });
  await refused(
    `https://youtu.be/${videoId('nope')}`,
    'We could not open this post. Check the link is public.',
  );
  await shot(infPage, 'proof-refused-375', false);
  await infPage.setViewportSize({ width: 1280, height: 900 });
  // Nothing changed: still waiting for the post.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await infPage.reload();
  await expect(
    collabCard(infPage, collabId).getByRole('button', { name: 'Mark Complete', exact: true }),
  ).toBeVisible();

  // --- Their own video passes, and the brand reads that it was verified.
  await act(infPage, collabId, 'Mark Complete', { postUrl: `https://youtu.be/${own}` });
  await loginAs(brandPage, brand, '/order');
  const brandTimeline = await openTimeline(brandPage, collabId);
  await expect(brandTimeline).toContainText('Post verified on YouTube');
  await expect(brandTimeline).toContainText('Posted by Ishita Sings');
  await brandTimeline.getByText('Post verified on YouTube').scrollIntoViewIfNeeded();
  await shot(brandPage, 'proof-verified-brand-1280', false);

  // --- The video comes down; the next check (the super admin's 'check now', as the 7-day sweep would) opens a case.
  expect((await setVideo(request, own, CHANNEL, 404)).ok()).toBeTruthy();
  const admin = { Authorization: `Bearer ${await tokenOf(request, DEMO.admin)}` };
  const checked = await request.post('/api/collab/recheck-post', {
    headers: admin,
    data: { collabDetailId: collabId },
  });
  expect(checked.ok(), await checked.text()).toBeTruthy();
  expect(((await checked.json()) as { data: unknown }).data).toMatchObject({
    status: 'taken_down',
    caseOpened: true,
  });

  await loginAs(adminPage, DEMO.admin, '/order/helpdesk');
  const adminTimeline = await openTimeline(adminPage, collabId);
  await expect(adminTimeline).toContainText('Post taken down — helpdesk case opened');
  await expect(adminTimeline).toContainText('The payment stays held');
  await expect(adminTimeline).not.toContainText('Payment released');
  await shot(adminPage, 'proof-taken-down-admin-1280', false);

  for (const page of [brandPage, infPage]) {
    await page.goto('/order/dispute');
    await expectStatus(page, collabId, 'With helpdesk');
    const timeline = await openTimeline(page, collabId);
    await expect(timeline).toContainText('Post taken down — helpdesk case opened');
  }
  await brandPage.setViewportSize({ width: 375, height: 812 });
  await (
    await openTimeline(brandPage, collabId)
  )
    .getByText('Post taken down — helpdesk case opened')
    .scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(brandPage);
  await shot(brandPage, 'proof-taken-down-brand-375', false);
});
