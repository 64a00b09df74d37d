import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import { DEMO, loginAs } from './fixtures';
const SETS: [keyof typeof DEMO | 'visitor', string[]][] = [
  ['visitor', ['/', '/listing', '/signup', '/refund-policy', '/order', '/no/such/page', '/influencer/ananya.sharma']],
  ['brand', ['/order', '/wallet', '/favourite', '/brand', '/collabs', '/influencer/ananya.sharma']],
  ['influencer', ['/influencer', '/addedit-influencer', '/order', '/paymentdetails', '/collabs']],
  ['admin', ['/admin', '/coupon/manage']],
];
test('dump', async ({ page }) => {
  test.setTimeout(300_000);
  const seen = new Map<string, string>();
  for (const [who, paths] of SETS) {
    await page.context().clearCookies();
    if (who !== 'visitor') await loginAs(page, DEMO[who]);
    else { await page.goto('/about-us'); await page.evaluate(() => localStorage.clear()); }
    for (const path of paths) {
      await page.goto(path);
      await page.waitForTimeout(2500);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        for (const n of v.nodes) {
          const key = `${v.id} | ${n.html.slice(0, 160)}`;
          if (!seen.has(key)) seen.set(key, `${who} ${path} :: ${n.failureSummary?.split('\n').slice(0, 2).join(' ').slice(0, 200)}`);
        }
      }
    }
  }
  for (const [k, v] of seen) console.log(`${k}\n     ${v}`);
});
