import { expect, test } from './test';
import { expectNoHorizontalScroll, loginAs, registerBrand } from './fixtures';

const STATIC_PAGES = [
  { path: '/about-us', heading: 'About us' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-conditions', heading: 'Terms & Conditions' },
  { path: '/refund-policy', heading: 'Refund Policy' },
  { path: '/contact-us', heading: 'Contact us' },
];

test('a visitor sees the home page', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hire popular influencers at affordable prices' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Hire popular influencers at affordable prices/);
  await expect(page.getByRole('search')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Influencers', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/listing');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  for (const point of [
    'Verified influencers',
    'Payments held safely',
    'Guaranteed posts or full refund',
    'Targeted reach',
  ]) {
    await expect(page.getByRole('heading', { name: point })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Brands on Collably' })).toBeVisible();
  // The footer links to the listing too; this is the home page's own button.
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore Influencers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join as Brand' }).first()).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} Collably. All rights reserved.`)).toBeVisible();
});

test('the first-order offer opens its modal and hides for a signed-in user', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByLabel('First order offer');
  await banner.getByRole('button', { name: 'Use FLAT500' }).click();
  await expect(page.getByRole('dialog')).toContainText('Flat ₹500 off');
  await page.keyboard.press('Escape');
  await banner.getByRole('button', { name: 'Collapse offer' }).click();
  await expect(banner.getByRole('button', { name: 'Use FLAT500' })).toBeHidden();
  await loginAs(page, await registerBrand(page.request), '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByLabel('First order offer')).toHaveCount(0);
});

for (const { path, heading } of STATIC_PAGES) {
  test(`a visitor reads ${path} and can go on to explore`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(heading.replace('&', '&')));
    const explore = page.getByRole('link', { name: 'Explore Influencers' }).first();
    await expect(explore).toHaveAttribute('href', '/listing');
  });
}

test('the policies state the rules of spec §9', async ({ page }) => {
  await page.goto('/refund-policy');
  await expect(page.getByText(/4 to\s+5 working days/)).toBeVisible();
  await expect(page.getByText(/14 days of your order/)).toBeVisible();
  await page.goto('/terms-conditions');
  await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  await expect(page.getByText(/posted on this page 30 days before it takes effect/)).toBeVisible();
  // Issue 18: the rights of the DPDP Act, where to use them, and the Grievance Officer of the settings.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
  await expect(page.getByText(/our Grievance Officer, Collably Trust & Safety, at/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'grievance@collably.in' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
});

test('guarded pages ask a visitor to log in, on the page itself', async ({ page }) => {
  for (const path of [
    '/admin',
    '/wallet',
    '/favourite',
    '/addedit-influencer',
    '/coupon/manage',
    '/paymentdetails',
    '/order',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Log in' }), path).toBeVisible();
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Log in to continue' })).toBeVisible();
  }
});

for (const width of [375, 1280]) {
  test(`every public page fits a ${width} px screen`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/signup', ...STATIC_PAGES.map((p) => p.path), '/nope']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await testInfo.attach(`${path.replace(/\//g, '_') || 'home'}-${width}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  });
}
