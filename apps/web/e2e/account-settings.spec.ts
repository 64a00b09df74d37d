import { expect, test, type Page } from './test';
import { AccountMessages } from '@collably/shared/messages/account';
import { AuthMessages } from '@collably/shared/messages/auth';
import { hireThroughApi, registerBilledBrand, shot } from './commerce-helpers';
import {
  DEMO,
  expectNoHorizontalScroll,
  loginAs,
  readOtpFromMailbox,
  registerBrand,
  uniqueName,
} from './fixtures';

/**
 * Issue 18, 'your account, your data': a brand changes its password (its other device is logged out),
 * moves its e-mail with a code from the new mailbox, downloads a copy of its data, and deletes the account,
 * which then cannot log in.
 */

async function logInThroughHeader(page: Page, account: { email: string; password: string }) {
  await page.goto('/about-us');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

test('a brand changes its password and e-mail, downloads its data, and deletes its account', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const brand = await registerBrand(page.request, 'Monsoon Pickles');
  // A second device signed in before the change.
  const otherDevice = await (await browser.newContext()).newPage();
  await loginAs(otherDevice, brand, '/wallet');
  await expect(otherDevice.getByRole('heading', { level: 1 })).toBeVisible();

  // The account menu leads to the settings.
  await loginAs(page, brand, '/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expect(page.getByText(`You log in with ${brand.email}`)).toBeVisible();

  // --- Password: a wrong current one is refused; then the change, which logs the other device out.
  const passwordCard = page.getByRole('region', { name: 'Password' });
  await passwordCard.getByLabel('Current password').fill('Not-my-pass1');
  await passwordCard.getByLabel('New password', { exact: true }).fill('Pickle@2026');
  await passwordCard.getByLabel('Repeat new password').fill('Pickle@2026');
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(AccountMessages.currentPasswordWrong)).toBeVisible();
  await passwordCard.getByLabel('Current password').fill(brand.password);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(AccountMessages.passwordChanged)).toBeVisible();
  const password = 'Pickle@2026';
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  // The other device's next call is refused: it is signed out and sent home, as after any ended session.
  await otherDevice.reload();
  await expect(otherDevice.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(otherDevice).toHaveURL(/\/$/);
  await otherDevice.context().close();

  // --- E-mail: the code goes to the new address; the account then answers to it.
  const newEmail = `${uniqueName('pickles')}@example.com`;
  const emailCard = page.getByRole('region', { name: 'Email' });
  await emailCard.getByLabel('New email').fill(newEmail);
  await emailCard.getByLabel('Your password').fill(password);
  await emailCard.getByRole('button', { name: 'Send code' }).click();
  await expect(emailCard.getByText(`Enter the 6-digit code we sent to ${newEmail}`)).toBeVisible();
  await emailCard.getByLabel('OTP').fill(await readOtpFromMailbox(page, newEmail));
  await emailCard.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText(AccountMessages.emailChanged)).toBeVisible();
  await expect(page.getByText(`You log in with ${newEmail}`)).toBeVisible();

  // --- A copy of the data: prepared in the background, then downloaded.
  const dataCard = page.getByRole('region', { name: 'Your data' });
  await dataCard.getByRole('button', { name: 'Request my data' }).click();
  await expect(page.getByText(AccountMessages.exportRequested)).toBeVisible();
  await expect(dataCard.getByText('Preparing', { exact: true })).toBeVisible();
  await expect(dataCard.getByRole('button', { name: 'Download' })).toBeVisible({ timeout: 40_000 });
  const download = page.waitForEvent('download');
  await dataCard.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^collably-data-\d{4}-\d\d-\d\d\.zip$/);

  await expectNoHorizontalScroll(page);
  await shot(page, 'account-settings-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'account-settings-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // --- Deletion: the password and the typed word, then the account is gone.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await shot(page, 'account-delete-dialog', false);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText(AccountMessages.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  const login = await logInThroughHeader(page, { email: newEmail, password });
  await expect(login.getByText(AuthMessages.badCredentials)).toBeVisible();
});

test('deletion is refused with the reason while an order is open', async ({ page, request }) => {
  const brand = await registerBilledBrand(request, 'Open Order Foods');
  // A seeded influencer of this journey's own, so its open order meets no other journey.
  await hireThroughApi(request, brand, 'divya.minimal', 'A minimal reel of our jars');
  await loginAs(page, brand, '/account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel('Your password').fill(brand.password);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText(AccountMessages.deleteOpenOrders(1));
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
});

test('a super admin sees that staff looked at the users list', async ({ page, browser }) => {
  const staff = await (await browser.newContext()).newPage();
  await loginAs(staff, DEMO.staff, '/admin');
  await expect(staff.getByRole('heading', { name: /^Pending Influencers \(\d+\)$/ })).toBeVisible();
  await staff.context().close();

  await loginAs(page, DEMO.admin, '/admin');
  await page.getByRole('tab', { name: 'Data access' }).click();
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Collably Staff' })
    .filter({ hasText: 'GET /api/user/get-all-user/:x' })
    .first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Shown');
  await shot(page, 'admin-data-access-1280', false);
});

/**
 * Issue 35: the old address of a changed e-mail gets a restore link. Opening it changes nothing (mail scanners
 * open links); the owner's press restores the address, logs every device out and sends them to reset the
 * password.
 */
test('the old address restores a changed e-mail with the link it was mailed', async ({ page }) => {
  test.setTimeout(90_000);
  const brand = await registerBrand(page.request, 'Saffron Jars');
  await loginAs(page, brand, '/account');
  const newEmail = `${uniqueName('taker')}@example.com`;
  const emailCard = page.getByRole('region', { name: 'Email' });
  await emailCard.getByLabel('New email').fill(newEmail);
  await emailCard.getByLabel('Your password').fill(brand.password);
  await emailCard.getByRole('button', { name: 'Send code' }).click();
  await emailCard.getByLabel('OTP').fill(await readOtpFromMailbox(page, newEmail));
  await emailCard.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText(`You log in with ${newEmail}`)).toBeVisible();

  const mailbox = await page.request.get(`/dev/mailbox?to=${encodeURIComponent(brand.email)}`);
  const newest = /<pre>([\s\S]*?)<\/pre>/.exec(await mailbox.text())?.[1] ?? '';
  expect(newest).not.toContain(newEmail);
  const link = /https?:\/\/[^\s]+(\/account\/restore-email\?token=[\w-]+)/.exec(newest)?.[1];
  expect(link, 'restore link in the mail to the old address').toBeTruthy();

  const restorePage = await (await page.context().browser()!.newContext()).newPage();
  await restorePage.goto(link!);
  await expect(restorePage.getByRole('heading', { name: 'Restore your email', level: 1 })).toBeVisible();
  // Opening the page restored nothing: the new address still signs in.
  const stillNew = await page.request.post('/api/user/login', {
    data: { Email: newEmail, Password: brand.password },
  });
  expect(stillNew.ok()).toBeTruthy();
  await restorePage.setViewportSize({ width: 375, height: 812 });
  await restorePage.getByRole('button', { name: 'Restore my old email' }).click();
  await expect(restorePage.getByText(AccountMessages.emailRestored(brand.email))).toBeVisible();
  await expectNoHorizontalScroll(restorePage);
  await shot(restorePage, 'restore-email-375');
  await restorePage.getByRole('button', { name: 'Set a new password' }).click();
  await expect(restorePage.getByRole('dialog', { name: 'Log in' })).toBeVisible();

  // Every session ended: the page that made the change is signed out at its next call.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  // The password no longer works, at either address, until it is reset through the old one.
  for (const email of [brand.email, newEmail]) {
    const refused = await page.request.post('/api/user/login', {
      data: { Email: email, Password: brand.password },
    });
    expect(refused.status()).toBe(401);
  }
  await restorePage.context().close();
});
