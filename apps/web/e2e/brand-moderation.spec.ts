import { expect, test } from './test';
import { chooseService, registerBilledBrand, servicesOf, shot } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';

// A seeded demo influencer of its own, so this journey does not meet the other journeys' orders.
const INFLUENCER = 'farhan.eats';

test('a brand disabled mid-session is sent home as a visitor, cannot sign in, and the profile still works', async ({
  page,
  request,
}) => {
  const { name, services } = await servicesOf(request, INFLUENCER);
  const service = services[0];
  const brand = await registerBilledBrand(request, 'Disabled Spices');
  const session = await loginAs(page, brand, `/influencer/${INFLUENCER}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await chooseService(page, service.title);

  // The super admin disables the brand while its page is open.
  const adminLogin = await request.post('/api/user/login', {
    data: { Email: DEMO.admin.email, Password: DEMO.admin.password },
  });
  const adminToken = ((await adminLogin.json()) as { token: string }).token;
  const disabled = await request.post('/api/user/Reject', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { userId: session.data.userID, status: true },
  });
  expect(disabled.ok(), await disabled.text()).toBeTruthy();

  // Its next step is refused: the session ends and it is home as a visitor, no checkout opened. On a busy
  // machine the session's end may reach the open page first (its socket hears the disable): then the page is
  // home already, with nothing left to press.
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(async () => {
    if (await next.isVisible()) await next.click({ timeout: 2_000 });
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).not.toHaveURL(/\/pay\//);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

  // Signing in again is refused with the reason.
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(brand.email);
  await login.getByLabel('Password').fill(brand.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toContainText('Your account has been disabled');
  await page.keyboard.press('Escape');

  // The influencer's profile, as a visitor sees it, still works: choosing a service asks to sign in.
  await page.goto(`/influencer/${INFLUENCER}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await chooseService(page, service.title);
  await shot(page, 'brand-moderation-visitor-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'brand-moderation-visitor-375');
});
