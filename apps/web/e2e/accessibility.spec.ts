import { expect, test, type Page } from './test';
import { expectAccessible } from './axe';
import { DEMO, loginAs } from './fixtures';

/**
 * Issues 13 and 48: axe, with every rule it has (experimental ones included), reports no serious or critical
 * violation on the pages of every journey, logged out and in as each role, at 375 and 1280 px.
 */
const DEMO_INFLUENCER = 'ananya.sharma';

const PAGES: { who: keyof typeof DEMO | 'visitor'; paths: string[] }[] = [
  {
    who: 'visitor',
    paths: [
      '/',
      '/listing',
      '/listing?q=priya&lang=6',
      `/influencer/${DEMO_INFLUENCER}`,
      '/signup',
      '/about-us',
      '/refund-policy',
      '/contact-us',
      '/order',
      '/no/such/page',
    ],
  },
  {
    who: 'brand',
    paths: [
      '/',
      '/listing',
      `/influencer/${DEMO_INFLUENCER}`,
      '/order',
      '/wallet',
      '/favourite',
      '/brand',
      '/collabs',
    ],
  },
  {
    who: 'influencer',
    paths: ['/influencer', '/addedit-influencer', '/order', '/paymentdetails', '/collabs', '/listing'],
  },
  { who: 'admin', paths: ['/admin', '/coupon/manage', '/order'] },
];

async function settle(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  // Spinners of lazy data gone, so axe reads the page a person sees.
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

for (const width of [375, 1280]) {
  for (const { who, paths } of PAGES) {
    test(`${who} pages have no serious accessibility violation at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      if (who !== 'visitor') await loginAs(page, DEMO[who]);
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        await expectAccessible(page, `${path} as ${who} at ${width} px`, { everyRule: true });
      }
    });
  }
}
