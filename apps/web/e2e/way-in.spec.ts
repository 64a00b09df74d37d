import { expect, test, type Page } from './test';
import { shot } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';

/**
 * Issue 13, 'a clear way in' and 'search people expect': returning users log in from anywhere and come
 * back to the page they opened; influencers browse the marketplace; brands find people by name, by
 * language and by a service price in range, and keep favourites from the cards.
 */
const card = (page: Page, name: string | RegExp) => page.getByRole('link', { name });
const resultCount = (page: Page) => page.getByTestId('result-count');

async function logInInDialog(page: Page, account: { email: string; password: string }) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

for (const width of [375, 1280]) {
  test(`a returning influencer opens a bookmarked page, logs in and lands back on it at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 850 });
    await page.goto('/paymentdetails');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await shot(page, `way-in-guarded-${width}`, false);
    await logInInDialog(page, DEMO.influencer);
    await expect(page).toHaveURL(/\/paymentdetails$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in to continue' })).toHaveCount(0);
  });

  test(`'Log in' in the header keeps an influencer on the listing, where their own card says You, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 850 });
    await page.goto('/listing?q=ananya+sharma');
    if (width < 768) {
      // The phone header shows 'Log in' beside the menu.
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    }
    await logInInDialog(page, DEMO.influencer);
    await expect(page).toHaveURL(/\/listing\?q=ananya\+sharma$/);
    await expect(card(page, 'Ananya Sharma (you)')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `way-in-own-card-${width}`, false);
  });
}

test('a brand finds influencers by name and by language, with a count, and keeps one with the heart', async ({
  page,
}) => {
  await loginAs(page, DEMO.brand, '/listing');
  await expect(resultCount(page)).toHaveText(/^\d[\d,]*\+? influencers?$/);

  // By name, ignoring case and accents.
  const search = page.getByRole('textbox', { name: 'Search by name, handle or category' });
  await search.fill('ÁNANYA');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(page).toHaveURL(/q=%C3%81NANYA|q=ÁNANYA/);
  await expect(card(page, 'Ananya Sharma')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '“ÁNANYA”' })).toBeVisible();

  // By language: Ananya's profile lists her languages; the language search keeps her and says so.
  // A search opens the advanced fields (spec §4), where the language is.
  const advanced = page.getByRole('button', { name: 'Advanced search' });
  if ((await advanced.getAttribute('aria-expanded')) !== 'true') await advanced.click();
  await page.getByRole('textbox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Hindi', exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(page).toHaveURL(/lang=6/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Speaks Hindi' })).toBeVisible();
  await expect(resultCount(page)).toBeVisible();

  // A language alone narrows the whole listing.
  await page.goto('/listing?lang=20');
  const tamil = Number((await resultCount(page).innerText()).replace(/\D/g, ''));
  await page.goto('/listing');
  const everyone = Number((await resultCount(page).innerText()).replace(/\D/g, ''));
  expect(tamil).toBeGreaterThan(0);
  expect(tamil).toBeLessThan(everyone);

  // The heart on a card adds to favourites, and /favourite lists it.
  await page.goto('/listing?q=ananya+sharma');
  const heart = page.getByRole('button', {
    name: /^(Add Ananya Sharma to|Remove Ananya Sharma from) favourites$/,
  });
  if ((await heart.getAttribute('aria-pressed')) === 'true') {
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  }
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/favourite');
  await expect(card(page, 'Ananya Sharma')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Ananya Sharma from favourites' }).click();
  await expect(card(page, 'Ananya Sharma')).toHaveCount(0);
});

test('a service priced in range is found although the same platform has a cheaper one', async ({ page }) => {
  // Staff give one demo creator two YouTube services, ₹950 and ₹1,050, through the profile API.
  const staff = await loginAs(page, DEMO.staff, '/admin');
  const list = await page.request.get('/api/influencer/List?Platform=3&SortOrder=4');
  const target = (
    (await list.json()) as { data: { influencers: { userId: number; userName: string; name: string }[] } }
  ).data.influencers.filter((i) => i.userName !== 'ananya.sharma')[0];
  if (!target) throw new Error('no demo creator on YouTube');
  const save = await page.request.post(`/api/influencer/add-socialaccount-service?UserId=${target.userId}`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: [950, 1_050].map((price) => ({
      influencerServiceId: 0,
      plateformId: 3,
      title: `Short mention ₹${price}`,
      description: 'A 20-second mention in a video.',
      price,
      allowUGC: false,
      ugcPrice: 0,
    })),
  });
  expect(save.ok(), await save.text()).toBeTruthy();

  // A brand asks for YouTube at ₹1k–₹2k, cheapest first: the card shows the ₹1,050 service.
  await loginAs(
    page,
    DEMO.brand,
    `/listing?p=3&psearch=true&pmin=1000&pmax=2000&sort=1&q=${encodeURIComponent(target.name)}`,
  );
  // The card's link is its name (issue 48); the price is elsewhere on the card.
  const found = page
    .getByRole('listitem')
    .filter({ has: card(page, target.name) })
    .first();
  await expect(found).toBeVisible();
  await expect(found).toContainText('₹1,050');
});
