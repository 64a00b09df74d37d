import { expect, test } from './test';
import { UNSENT_DETAILS_REFUND_DAYS } from '@collably/shared/constants/limits';
import { formatRupees, priceBreakup } from '@collably/shared/domain/pricing';
import { breakupInput, chooseService, registerBilledBrand, servicesOf, shot } from './commerce-helpers';
import { expectNoHorizontalScroll, loginAs } from './fixtures';

// A seeded demo influencer of its own, so this journey does not meet the other journeys' orders.
const INFLUENCER_USER_NAME = 'sneha.bakes';

test('a brand pays, presses Later, finds the order on /order and sends the details from there', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  const { name: influencerName, services } = await servicesOf(page.request, INFLUENCER_USER_NAME);
  const service = [...services].sort((a, b) => a.total - b.total)[0];
  const paid = formatRupees(priceBreakup(breakupInput(service)).total);

  const brand = await registerBilledBrand(page.request, 'Monsoon Teas');
  await loginAs(page, brand, `/influencer/${INFLUENCER_USER_NAME}`);
  await expect(page.getByRole('heading', { name: influencerName })).toBeVisible();
  await chooseService(page, service.title);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Pay' }).click();

  // 'Later': the brand is told where the order waits.
  const details = page.getByRole('dialog', { name: 'Collab details' });
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Later' }).click();
  await expect(details).toBeHidden();
  await expect(
    page.getByText(
      `Your payment is safe. Send the details from Collabs within ${UNSENT_DETAILS_REFUND_DAYS} days.`,
    ),
  ).toBeVisible();
  await shot(page, 'paid-later-toast-1280', false);

  // /order: the paid order is a card, not 'No collabs found', and the New tab counts it.
  await page.goto('/order');
  const card = page.getByRole('article', { name: `Paid — send the collab details: ${service.title}` });
  await expect(card).toBeVisible();
  await expect(page.getByText('No collabs found')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /New/ })).toContainText('1');
  await expect(card.getByLabel('Amount paid')).toHaveText(paid);
  await expect(card).toContainText(influencerName);
  await expect(card).toContainText(
    new RegExp(
      `Send the details by \\d{1,2} [A-Z][a-z]{2}, \\d{1,2}:\\d{2} [ap]m, otherwise ${paid.replace(/[.$]/g, '\\$&')} goes back to your wallet\\.`,
    ),
  );
  await expectNoHorizontalScroll(page);
  await shot(page, 'paid-later-order-1280');

  // At 375 px, the same card, and the form from it (same validation as after paying).
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'paid-later-order-375');
  await card.getByRole('button', { name: 'Send details' }).click();
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(details.getByText('This Field is Required')).toBeVisible();
  await details.getByLabel('Description').fill('A reel baking our monsoon tea cake, tag @monsoonteas.');
  await shot(page, 'paid-later-details-375', false);
  await details.getByRole('button', { name: 'Send' }).click();
  await expect(details).toBeHidden();

  // The collab card appears and the payment card goes.
  await expect(page.getByRole('article', { name: /^Collab #\d+$/ })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /New/ })).toContainText('1');
  await expectNoHorizontalScroll(page);
  await shot(page, 'paid-later-sent-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'paid-later-sent-1280');
  await context.close();
});
