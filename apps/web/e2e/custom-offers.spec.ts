import { expect, test, type Page } from './test';
import { GstMessages } from '@collably/shared/messages/gst';
import { deadlineInstant, offerDateText } from '@collably/shared/domain/offers';
import { registerBilledBrand, shot } from './commerce-helpers';
import { expectNoHorizontalScroll, loginAs } from './fixtures';

/** Issue 19 part 3: a custom offer is made in the chat, countered, accepted and paid; the order keeps its date. */
const INFLUENCER = 'bhavna.rajasthani';
const INFLUENCER_ACCOUNT = { email: 'bhavnarajasthani@demo.collably.in', password: 'Influencer@123' };
const DAY = 86_400_000;
/** A date `days` from today in India, as the date field takes it. */
const inDays = (days: number) => new Date(Date.now() + days * DAY + 330 * 60_000).toISOString().slice(0, 10);

const offerCard = (page: Page) => page.getByTestId('offer-card').first();

test('an offer is countered, accepted and paid, and the order shows the offer’s deadline', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const brandContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const infContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const brandPage = await brandContext.newPage();
  const infPage = await infContext.newPage();

  // --- The brand opens a conversation from the influencer's profile ("Message") and sends an offer.
  const brandAccount = await registerBilledBrand(brandPage.request, 'Kuchipudi Silks');
  const brand = await loginAs(brandPage, brandAccount, `/influencer/${INFLUENCER}`);
  await brandPage.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(brandPage).toHaveURL(/\/collabs\/\d+$/);
  const influencerId = Number(/\/collabs\/(\d+)$/.exec(brandPage.url())![1]);
  const offers = brandPage.getByRole('region', { name: 'Custom offers' });
  await offers.getByRole('button', { name: 'Send offer' }).click();
  const form = brandPage.getByRole('dialog', { name: 'Send a custom offer' });
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByText('Please describe what you want made')).toBeVisible();
  await expect(form.getByText('Please enter the price')).toBeVisible();
  await form
    .getByLabel('Brief')
    .fill('A 60-second reel performing in our new silk collection, tagged @kuchipudisilks.');
  await form.getByLabel('Price (₹)').fill('6000');
  await form.getByLabel('Revisions').fill('1');
  await form.getByLabel('Delivery by').fill(inDays(12));
  await shot(brandPage, 'offer-form-1280', false);
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form).toBeHidden();
  await expect(offerCard(brandPage)).toContainText('₹6,000');
  await expect(offerCard(brandPage)).toContainText('Waiting for a reply');
  await expect(offerCard(brandPage).getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // --- The influencer counters: a higher price, a later date, two revisions.
  const countered = inDays(15);
  await loginAs(infPage, INFLUENCER_ACCOUNT, `/collabs/${brand.data.userID}`);
  const infCard = offerCard(infPage);
  await expect(infCard).toContainText('₹6,000');
  await expect(infPage.getByTestId('chat-message').getByText(/Sent a custom offer for/)).toBeVisible();
  await infCard.getByRole('button', { name: 'Counter' }).click();
  const counter = infPage.getByRole('dialog', { name: 'Counter-offer' });
  await expect(counter.getByLabel('Brief')).toHaveValue(/60-second reel/);
  await counter.getByLabel('Price (₹)').fill('7500');
  await counter.getByLabel('Revisions').fill('2');
  await counter.getByLabel('Delivery by').fill(countered);
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(counter).toBeHidden();
  await expect(infCard).toContainText('₹7,500');
  await expect(infCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // --- Live on the brand's open chat: the counter arrives, the brand accepts it.
  const card = offerCard(brandPage);
  await expect(card).toContainText('₹7,500');
  await expect(card.getByTestId('offer-deadline')).toHaveText(`Delivery by ${offerDateText(countered)}`);
  await expect(card).toContainText('2 revisions');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toContainText('Accepted: waiting for payment');
  await expect(infCard).toContainText('Accepted: waiting for payment');
  await shot(brandPage, 'offer-accepted-1280', false);
  await brandPage.setViewportSize({ width: 375, height: 800 });
  await expect(card.getByRole('button', { name: 'Pay ₹7,500' })).toBeVisible();
  await expectNoHorizontalScroll(brandPage);
  await shot(brandPage, 'offer-accepted-375', false);
  await brandPage.setViewportSize({ width: 1280, height: 900 });

  // --- The brand pays through the normal sandbox checkout, then sends the collab details as for any hire.
  await card.getByRole('button', { name: 'Pay ₹7,500' }).click();
  const payDialog = brandPage.getByRole('dialog', { name: 'Pay for this offer' });
  await expect(payDialog.getByText(GstMessages.offerPrice('₹7,500'))).toBeVisible();
  // A fresh brand's first-order coupon applies to an offer as to any hire.
  await payDialog.getByLabel('Coupon code (optional)').fill('FLAT500');
  await payDialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(brandPage).toHaveURL(/\/pay\/sandbox\//);
  await brandPage.getByRole('button', { name: 'Pay' }).click();
  const details = brandPage.getByRole('dialog', { name: 'Collab details' });
  await expect(details).toBeVisible();
  await details.getByLabel('Description').fill('As agreed in the offer: the silk collection reel.');
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(brandPage).toHaveURL(/\/order$/);

  // --- The order carries the offer's date (it replaces the 14-day delivery clock) and revisions.
  const order = brandPage.getByRole('article', { name: /^Collab #\d+$/ });
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('collab-offer-terms')).toHaveText(
    `Custom offer: delivery by ${offerDateText(countered)} · 2 revisions`,
  );
  await shot(brandPage, 'offer-order-1280', false);
  const collabId = Number((await order.getAttribute('aria-label'))!.replace('Collab #', ''));
  const res = await brandPage.request.get('/api/user/orders', {
    headers: { Authorization: `Bearer ${brand.token}` },
  });
  type Order = { collabDetailId: number; offer: unknown; payment: { couponCode: string | null } | null };
  const collabs = ((await res.json()) as { data: Order[] }).data;
  const paid = collabs.find((c) => c.collabDetailId === collabId);
  expect(paid?.offer).toMatchObject({ deadline: countered, revisions: 2 });
  expect(paid?.payment?.couponCode).toBe('FLAT500');
  expect(deadlineInstant(countered).getTime()).toBeGreaterThan(Date.now());

  // The offer card now says it was paid, for both sides; the influencer's order shows the same date.
  await brandPage.goto(`/collabs/${influencerId}`);
  await expect(offerCard(brandPage)).toContainText('Paid: the order has started');
  await infPage.goto('/order');
  await expect(
    infPage.getByRole('article', { name: `Collab #${collabId}` }).getByTestId('collab-offer-terms'),
  ).toHaveText(`Custom offer: delivery by ${offerDateText(countered)} · 2 revisions`);

  await brandContext.close();
  await infContext.close();
});
