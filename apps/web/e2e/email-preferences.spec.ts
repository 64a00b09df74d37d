import { expect, test, type Page } from './test';
import { DEMO, expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';
import { shot } from './commerce-helpers';

const card = (page: Page) => page.getByRole('region', { name: 'E-mail notifications' });

/** Issue 11 item 5: e-mails can be turned off per kind on the profile, and the choice is kept. */
test('a brand turns refund e-mails off on /brand and they stay off after a reload', async ({ page }) => {
  const brand = await registerBrand(page.request, 'Masala Box');
  await loginAs(page, brand, '/brand');
  const refunds = card(page).getByRole('switch', { name: 'Refunds' });
  await expect(refunds).toBeChecked();
  // Only the kinds a brand gets are offered.
  await expect(card(page).getByRole('switch', { name: 'New orders' })).toHaveCount(0);
  await expect(card(page).getByRole('switch')).toHaveCount(8);

  await refunds.click({ force: true });
  await expect(page.getByText('E-mail preferences saved')).toBeVisible();
  await expect(refunds).not.toBeChecked();
  await page.reload();
  await expect(card(page).getByRole('switch', { name: 'Refunds' })).not.toBeChecked();
  await expect(card(page).getByRole('switch', { name: 'Order accepted' })).toBeChecked();
  await card(page).scrollIntoViewIfNeeded();
  await shot(page, 'email-preferences-brand-1280');

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await card(page).scrollIntoViewIfNeeded();
  await shot(page, 'email-preferences-brand-375');
});

test('the influencer finds the e-mail preferences on their own profile', async ({ page }) => {
  await loginAs(page, DEMO.influencer, '/influencer');
  const payouts = card(page).getByRole('switch', { name: 'Payouts' });
  await expect(payouts).toBeChecked();
  await expect(card(page).getByRole('switch', { name: 'New orders' })).toBeChecked();
  await payouts.click({ force: true });
  await expect(page.getByText('E-mail preferences saved')).toBeVisible();
  await page.reload();
  await expect(card(page).getByRole('switch', { name: 'Payouts' })).not.toBeChecked();
  await card(page).scrollIntoViewIfNeeded();
  await shot(page, 'email-preferences-influencer-1280', false);
  // Back on, so the demo account keeps its default.
  await card(page).getByRole('switch', { name: 'Payouts' }).click({ force: true });
  await expect(card(page).getByRole('switch', { name: 'Payouts' })).toBeChecked();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expectNoHorizontalScroll(page);
  await card(page).scrollIntoViewIfNeeded();
  await shot(page, 'email-preferences-influencer-375', false);
});

test('the super admin keeps or stops the helpdesk reminder e-mails on the admin page', async ({ page }) => {
  await loginAs(page, DEMO.admin, '/admin?tab=emails');
  await expect(page.getByRole('tab', { name: 'E-mails' })).toHaveAttribute('aria-selected', 'true');
  const reminders = card(page).getByRole('switch', { name: 'Reminders and deadlines' });
  await expect(reminders).toBeChecked();
  await expect(card(page).getByRole('switch')).toHaveCount(1);
  await shot(page, 'email-preferences-admin-1280', false);
});

test('every notification in the bell shows its date and time', async ({ page }) => {
  await loginAs(page, DEMO.brand, '/');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const when = () => page.getByText(/^\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (am|pm)$/).first();
  await expect(when()).toBeVisible();
  await shot(page, 'bell-brand-dates-1280', false);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(when()).toBeVisible();
  await shot(page, 'bell-brand-dates-375', false);
});
