import { expect, test, type Page } from './test';
import {
  act,
  chooseService,
  collabCard,
  expectStatus,
  registerBilledBrand,
  servicesOf,
  shot,
} from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';
import { makePng } from './profile-helpers';

/**
 * Issue 11 items 1, 4 and 5 as the people in an order live them: a collab with a revision (two work files)
 * and a dispute shows its whole timeline to both parties; the help request keeps the case in both parties'
 * Disputed tab as 'With helpdesk'; the super admin's split shows on both cards; a bell click opens the
 * order with that collab highlighted and its timeline open. Looked at on a phone (375 px) and a desktop.
 */

const INFLUENCER = 'ananya.sharma';
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: makePng(48, 48) });
const BRIEF = 'Two reels about our cardamom chai, shot at home in the morning light.';

const openTimeline = async (page: Page, collabId: number) => {
  const card = collabCard(page, collabId);
  const timeline = card.getByLabel('Collab timeline');
  if (!(await timeline.isVisible())) await card.getByRole('button', { name: 'Timeline' }).click();
  await expect(timeline).toBeVisible();
  return timeline;
};

/** Both sides read the same story: payment, brief, both versions, every reason, the post and the dispute. */
async function expectWholeTimeline(page: Page, collabId: number) {
  const timeline = await openTimeline(page, collabId);
  for (const text of [
    'Order paid',
    'Collab details sent',
    BRIEF,
    'Accept',
    'Version 1',
    'Request Revision',
    'Show the cup in the first two seconds.',
    'Version 2',
    'Approve',
    `https://www.instagram.com/p/C${collabId}chai/`,
    'Raise Dispute',
    'The post came down after a day.',
  ]) {
    await expect(timeline).toContainText(text);
  }
  await expect(timeline.getByRole('button', { name: 'Version 1 file 1 (PNG)' })).toBeVisible();
  await expect(timeline.getByRole('button', { name: 'Version 2 file 1 (PNG)' })).toBeVisible();
  await expect(timeline.getByRole('button', { name: 'Attachment 1 (PNG)' })).toBeVisible();
  return timeline;
}

test('a collab with a revision and a dispute: timeline, helpdesk case and highlight, for both parties', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = () => browser.newContext({ viewport: { width: 1280, height: 900 } });
  const brandPage = await (await context()).newPage();
  const infPage = await (await context()).newPage();
  const adminPage = await (await context()).newPage();
  const { services } = await servicesOf(brandPage.request, INFLUENCER);
  // An Instagram service: the journey posts an Instagram link, and the post link must be of the service's
  // platform (issue 19).
  const service = services.find((s) => !s.allowUGC && s.title.startsWith('Instagram')) ?? services[0];

  // --- The brand pays and sends the brief.
  const brand = await registerBilledBrand(brandPage.request, 'Chai Point');
  await loginAs(brandPage, brand, `/influencer/${INFLUENCER}`);
  await chooseService(brandPage, service.title);
  await brandPage.getByRole('button', { name: 'Continue' }).click();
  await expect(brandPage).toHaveURL(/\/pay\/sandbox\//);
  await brandPage.getByRole('button', { name: 'Pay' }).click();
  const details = brandPage.getByRole('dialog', { name: 'Collab details' });
  await details.getByLabel('Description').fill(BRIEF);
  await details.getByLabel('Attachments').setInputFiles(png('brief.png'));
  await expect(details.getByText('brief.png')).toBeVisible();
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(brandPage).toHaveURL(/\/order$/);
  const card = brandPage
    .getByRole('article', { name: /^Collab #\d+$/ })
    .filter({ hasText: BRIEF.slice(0, 30) });
  const collabId = Number((await card.getAttribute('aria-label'))!.replace('Collab #', ''));

  // A new order: step 2 of 5, waiting for the influencer to accept, with the date and what happens otherwise.
  const brandCard = collabCard(brandPage, collabId);
  await expect(brandCard.getByLabel('Progress')).toContainText('Next: Accepted (step 2 of 5)');
  await expect(brandCard.getByLabel('Next step')).toContainText('to accept the order — by ');
  await expect(brandCard.getByLabel('Next step')).toContainText(
    'otherwise the order is rejected and refunded',
  );

  // --- The influencer accepts (the card moves on: an accepted order no longer reads like a new one).
  await loginAs(infPage, DEMO.influencer, '/order');
  const infCard = collabCard(infPage, collabId);
  await expect(infCard.getByLabel('Next step')).toContainText('Waiting for you to accept the order — by ');
  await act(infPage, collabId, 'Accept');
  await expect(infCard.getByLabel('Progress')).toContainText('Next: Work approved (step 3 of 5)');
  await expect(infCard.getByLabel('Next step')).toContainText(
    'Waiting for you to send the work for approval',
  );

  // --- Two versions of the work, a revision between them, the post, the dispute.
  await act(infPage, collabId, 'Send For Approval', { file: png('take-1.png') });
  await brandPage.reload();
  await act(brandPage, collabId, 'Request Revision', { reason: 'Show the cup in the first two seconds.' });
  await infPage.reload();
  await act(infPage, collabId, 'Send For Approval', { file: png('take-2.png') });
  await brandPage.reload();
  await act(brandPage, collabId, 'Approve');
  await infPage.reload();
  await act(infPage, collabId, 'Mark Complete', { postUrl: `https://www.instagram.com/p/C${collabId}chai/` });
  await brandPage.reload();
  await act(brandPage, collabId, 'Raise Dispute', { reason: 'The post came down after a day.' });

  // Both parties read the whole timeline, with both file versions.
  await brandPage.goto('/order/dispute');
  await expectWholeTimeline(brandPage, collabId);
  await shot(brandPage, 'timeline-brand-1280');
  await infPage.goto('/order/dispute');
  await expectWholeTimeline(infPage, collabId);
  await shot(infPage, 'timeline-influencer-1280');

  // --- The influencer asks for help: the case stays in both parties' Disputed tab, 'With helpdesk'.
  await act(infPage, collabId, 'Ask for Help', { reason: 'It was up for the agreed week.' });
  for (const page of [infPage, brandPage]) {
    await page.goto('/order/dispute');
    await expectStatus(page, collabId, 'With helpdesk');
    await expect(collabCard(page, collabId).getByLabel('Next step')).toContainText(
      'Waiting for the Collably helpdesk to resolve the case',
    );
  }
  await expect(infPage.getByRole('tab', { name: 'Rejected' })).toBeVisible();
  await brandPage.setViewportSize({ width: 375, height: 812 });
  await collabCard(brandPage, collabId).getByLabel('Progress').scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(brandPage);
  await shot(brandPage, 'with-helpdesk-brand-375', false);
  await brandPage.setViewportSize({ width: 1280, height: 900 });

  // --- The super admin reads both sides in the case's timeline and splits the payment.
  await loginAs(adminPage, DEMO.admin, '/order/helpdesk');
  const helpdeskCase = collabCard(adminPage, collabId);
  const adminTimeline = await openTimeline(adminPage, collabId);
  await expect(adminTimeline).toContainText('The post came down after a day.');
  await expect(adminTimeline).toContainText('It was up for the agreed week.');
  await shot(adminPage, 'helpdesk-case-admin-1280');
  await helpdeskCase.getByRole('button', { name: 'Resolve' }).click();
  const resolve = adminPage.getByRole('dialog', { name: `Resolve collab #${collabId}` });
  await resolve.getByLabel('Split').check();
  await resolve.getByLabel(/Refund to the brand/).fill('500');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve).toBeHidden();

  // Both parties see the outcome on the card; the influencer is not told 'You earn' for the refunded part.
  for (const page of [brandPage, infPage]) {
    await page.goto('/order/complete');
    const outcome = collabCard(page, collabId).getByLabel('Money outcome');
    await expect(outcome).toContainText('Helpdesk outcome: split — ₹500.00 refunded to the brand, ₹');
  }
  await expect(collabCard(infPage, collabId)).toContainText('You earned');

  // --- A bell click opens the order with that collab highlighted and its timeline open.
  await brandPage.goto('/order');
  await brandPage.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ }).click();
  await brandPage
    .getByRole('button', { name: new RegExp(`#${collabId}`) })
    .first()
    .click();
  await expect(brandPage).toHaveURL(new RegExp(`/order/\\w+\\?collab=${collabId}$`));
  const highlighted = collabCard(brandPage, collabId);
  await expect(highlighted).toHaveAttribute('aria-current', 'true');
  await expect(highlighted.getByLabel('Collab timeline')).toBeVisible();
  await expect(highlighted.getByLabel('Collab timeline')).toContainText('Payment split');
  await expect(brandPage).toHaveURL(/\/order\/complete\?collab=/);
  await shot(brandPage, 'highlight-brand-1280', false);

  // --- The same on a phone.
  for (const [page, name] of [
    [brandPage, 'brand'],
    [infPage, 'influencer'],
  ] as const) {
    await page.setViewportSize({ width: 375, height: 812 });
    // Any tab slug: the link opens the tab the collab is in.
    await page.goto(`/order/new?collab=${collabId}`);
    await expect(page).toHaveURL(new RegExp(`/order/complete\\?collab=${collabId}$`));
    const phoneCard = collabCard(page, collabId);
    await expect(phoneCard).toHaveAttribute('aria-current', 'true');
    await expect(phoneCard.getByLabel('Collab timeline')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `timeline-${name}-375`);
    // What a person sees on the phone's screen: the card's head, then the end of its timeline.
    await phoneCard.getByLabel('Progress').scrollIntoViewIfNeeded();
    await shot(page, `card-${name}-375`, false);
    await phoneCard.getByText('Payment split').scrollIntoViewIfNeeded();
    await shot(page, `timeline-end-${name}-375`, false);
  }
  await adminPage.setViewportSize({ width: 375, height: 812 });
  await adminPage.goto('/order/complete');
  await expectNoHorizontalScroll(adminPage);
});
