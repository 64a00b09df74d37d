import { expect, test, type Locator } from './test';
import { chooseService, shot } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';

/**
 * The layout glitches of issue 13, each checked at a phone's and a laptop's width: nothing covers the hero,
 * order tabs and the chosen service read in full, a phone books from a sticky bar, empty embeds become links,
 * 'Read More..' only when something is hidden, one follower label, dates without ' ,', a full load starts at
 * the top, and no 'HydrateFallback' warning in the console.
 */

const PROFILE = '/influencer/ananya.sharma';

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

/** True when an element's text is cut (ellipsis, clamp or overflow) in either direction. */
const isCut = (locator: Locator) =>
  locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);

let warnings: string[] = [];
test.beforeEach(({ page }) => {
  warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
});
test.afterEach(() => {
  // Every page used to log React Router's 'No `HydrateFallback` element provided…' on its first load.
  expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
});

for (const width of [375, 1280]) {
  const isPhone = width === 375;

  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the first-order offer covers neither the hero text nor a popular card', async ({ page }) => {
      await page.goto('/');
      const offer = page.getByLabel('First order offer');
      await expect(offer).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ananya Sharma' }).first()).toBeVisible();
      expect(await offer.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
      const offerBox = await boxOf(offer);
      const covered = [
        page.getByRole('heading', { level: 1 }),
        page.getByText('Book verified Indian creators for your brand.'),
        ...(await page
          .getByRole('main')
          .getByRole('link', { name: /^[A-Z][a-z]+ [A-Z][a-z]+$/ })
          .all()),
      ];
      for (const element of covered) {
        if (!(await element.isVisible())) continue;
        expect(intersects(offerBox, await boxOf(element)), await element.innerText()).toBe(false);
      }
      await expectNoHorizontalScroll(page);
      await shot(page, `layout-home-offer-${width}`, false);
    });

    for (const account of [DEMO.brand, DEMO.influencer, DEMO.admin]) {
      test(`every order tab reads in full for ${account.email}`, async ({ page }) => {
        await loginAs(page, account, '/order');
        const tabs = page.getByRole('tab');
        await expect(tabs.first()).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Collabs' })).toBeVisible();
        for (const tab of await tabs.all()) {
          await expect(tab).toBeInViewport({ ratio: 1 });
          const label = tab.locator('.mantine-Tabs-tabLabel');
          expect(await isCut(label), await label.innerText()).toBe(false);
        }
        // Party names and service titles wrap rather than end in '…'.
        for (const name of await page.getByRole('article').getByRole('link').all()) {
          expect(await isCut(name), await name.innerText()).toBe(false);
        }
        // Dates come from lib/dates, without the spec's stray space before the comma.
        await expect(page.getByRole('main')).not.toContainText(/\d{4} ,/);
        await expectNoHorizontalScroll(page);
        await shot(page, `layout-order-tabs-${account.email.split('@')[0]}-${width}`, false);
      });
    }

    test('the chosen service reads in full, price included', async ({ page }) => {
      await page.goto(PROFILE);
      await chooseService(page, 'YouTube Integration (60 seconds)');
      const service = page.getByRole('textbox', { name: 'Service' });
      await expect(service).toHaveValue('YouTube Integration (60 seconds) · ₹1,100');
      expect(await isCut(service)).toBe(false);
      await service.scrollIntoViewIfNeeded();
      await shot(page, `layout-service-select-${width}`, false);
    });

    test(
      isPhone
        ? 'a sticky Book bar brings the booking panel into view'
        : 'the booking panel sits beside the profile and there is no Book bar',
      async ({ page }) => {
        await page.goto(PROFILE);
        await expect(page.getByRole('heading', { name: 'Ananya Sharma' })).toBeVisible();
        const bar = page.getByRole('region', { name: 'Book this influencer' });
        const panel = page.getByRole('heading', { name: 'Book a collab' });
        if (!isPhone) {
          await expect(panel).toBeInViewport();
          await expect(bar).toBeHidden();
          return;
        }
        await expect(panel).not.toBeInViewport();
        await expect(bar).toBeVisible();
        await expect(bar).toContainText('₹2,400');
        const barBox = await boxOf(bar);
        expect(barBox.y + barBox.height).toBeCloseTo(800, 0);
        await shot(page, `layout-book-bar-${width}`, false);
        await bar.getByRole('button', { name: 'Book' }).click();
        await expect(panel).toBeInViewport();
        await expect(page.getByRole('button', { name: 'Continue' })).toBeInViewport();
        // Once the panel is in view the bar steps aside, so it covers neither the panel nor the footer.
        await expect(bar).toBeHidden();
      },
    );

    test('embeds that show nothing become link cards to the post', async ({ page }) => {
      // The players' sites answer nothing, as on a blocked network or for a removed post.
      await page.route(/^https:\/\/(www\.)?(youtube\.com|instagram\.com|facebook\.com)\//, (route) =>
        route.abort(),
      );
      await page.goto(PROFILE);
      const portfolio = page.getByRole('heading', { name: 'Portfolio' });
      await portfolio.scrollIntoViewIfNeeded();
      const card = page.getByRole('link', { name: 'Portfolio item 1: Watch on YouTube' });
      await expect(card).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      await expect(page.getByTitle('Portfolio item 1')).toHaveCount(0, { timeout: 15_000 });
      expect((await boxOf(card)).height).toBeLessThan(120);
      await card.scrollIntoViewIfNeeded();
      await shot(page, `layout-portfolio-links-${width}`, false);
    });

    test("'Read More..' shows only when the description is cut", async ({ page }) => {
      await page.goto(PROFILE);
      const services = page.getByRole('tabpanel').getByRole('listitem');
      await expect(services.first()).toBeVisible();
      for (const service of await services.all()) {
        // Title, price, then the description.
        const description = service.locator('p').nth(2);
        const isClamped = await isCut(description);
        await expect(service.getByRole('button', { name: 'Read More..' })).toHaveCount(isClamped ? 1 : 0);
      }
      // 115 characters: two lines on a phone, one and a bit on a laptop.
      const dedicated = page.getByRole('listitem', { name: 'YouTube Dedicated Video' });
      await expect(dedicated.getByRole('button', { name: 'Read More..' })).toHaveCount(isPhone ? 1 : 0);
      await dedicated.scrollIntoViewIfNeeded();
      await shot(page, `layout-read-more-${width}`, false);
    });

    test('a card and its profile give the same follower labels', async ({ page }) => {
      await page.goto('/');
      const link = page.getByRole('main').getByRole('link', { name: 'Ananya Sharma' }).first();
      await expect(link).toBeVisible();
      // Each platform's icon and the count beside it.
      const countsOf = (root: Element) =>
        [...root.querySelectorAll('svg[role="img"]')]
          .filter((icon) => icon.getAttribute('aria-label') !== 'Verified')
          .map(
            (icon) => `${icon.getAttribute('aria-label')}: ${icon.nextElementSibling?.textContent?.trim()}`,
          )
          .sort();
      const card = link.locator('xpath=ancestor::*[contains(@class, "mantine-Card-root")][1]');
      const onCard = await card.evaluate(countsOf);
      expect(onCard.length).toBeGreaterThan(0);
      await link.click();
      const accounts = page.getByLabel('Social accounts');
      await expect(accounts.getByRole('link').first()).toBeVisible();
      // Each link is named by what it shows, ending with verified or self-declared (issues 18, 48).
      await expect(accounts.getByRole('link').first()).toHaveAccessibleName(/ (Verified|self-declared)$/);
      expect(await accounts.evaluate(countsOf)).toEqual(onCard);
      await shot(page, `layout-follower-labels-${width}`, false);
    });

    test('a full load starts at the top; back and forward restore the scroll', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Ananya Sharma' }).first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

      await page.reload();
      await expect(page.getByRole('link', { name: 'Ananya Sharma' }).first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.evaluate(() => window.scrollTo(0, 1200));
      await page.goto('/about-us');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Ananya Sharma' }).first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      // A history step still returns to where the reader was.
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await expect(page.getByRole('link', { name: 'Ananya Sharma' }).first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await shot(page, `layout-scroll-restored-${width}`, false);
    });
  });
}
