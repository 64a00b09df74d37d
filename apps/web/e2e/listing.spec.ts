import { expect, test, type APIRequestContext, type Page } from './test';
import { categoryId, DEMO, expectNoHorizontalScroll, loginAs } from './fixtures';

/**
 * The discovery journey (spec §2 'Listing', §4, §5) on the demo seed (40+ influencers, 12 a page).
 * Expectations about the data are read from the API first, so the journey does not depend on
 * which demo influencer sits where.
 */

const NO_MATCH = "No matches this time! Instead, here's a fabulous lineup of influencers you'll love!";

const results = (page: Page) => page.getByRole('list', { name: 'Influencers', exact: true });
const cards = (page: Page) => results(page).getByRole('listitem');
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');

/** Opens a Mantine select by its label and picks an option, as a person does. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function prices(page: Page): Promise<number[]> {
  const texts = await cards(page)
    .getByText(/^₹[\d,]+$/)
    .allInnerTexts();
  return texts.map((t) => Number(t.replace(/[₹,]/g, '')));
}

const isAscending = (list: number[]) => list.every((v, i) => i === 0 || list[i - 1] <= v);
const isDescending = (list: number[]) => list.every((v, i) => i === 0 || list[i - 1] >= v);

type ListPage = { currentPage: number; totalPages: number; influencers: { name: string }[] };
async function list(request: APIRequestContext, query: Record<string, string | number>) {
  const res = await request.get('/api/influencer/List', { params: query });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: ListPage }).data;
}

test('a search from home lands on the listing with its query parameters and matching cards', async ({
  page,
  request,
}) => {
  const fashion = await categoryId(request, 'Fashion');
  const expected = await list(request, { Platform: 4, Category: fashion, PageSize: 50 });
  expect(expected.influencers.length, 'demo Instagram fashion influencers').toBeGreaterThan(0);

  await page.goto('/');
  const bar = page.getByRole('search', { name: 'Search influencers' });
  await pick(page, 'Platform', 'Instagram');
  await pick(page, 'Category', 'Fashion');
  await bar.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/listing\\?p=4&c=${fashion}&ads=true$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Influencers' })).toBeVisible();
  await expect(chips(page)).toHaveText(['Instagram', 'Fashion']);
  // The listing's own bar shows the search it came with, advanced fields open.
  await expect(bar.getByRole('textbox', { name: 'Platform' })).toHaveValue('Instagram');
  await expect(bar.getByRole('textbox', { name: 'Category', exact: true })).toHaveValue('Fashion');
  await expect(bar.getByRole('textbox', { name: 'Gender' })).toBeVisible();

  await expect(cards(page)).toHaveCount(Math.min(expected.influencers.length, 12));
  for (const card of await cards(page).all()) {
    await expect(card.getByRole('img', { name: 'Instagram' })).toBeVisible();
    await expect(card).toContainText('Fashion');
    await expect(card.getByText(/^₹[\d,]+$/)).toBeVisible();
    // Listing cards open the profile in a new tab.
    await expect(card.getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/influencer\/[a-z0-9._]+$/);
  }
  await expect(cards(page).first()).toContainText(expected.influencers[0].name);
});

test('the advanced search of home carries gender, state and speaks to the listing', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('search', { name: 'Search influencers' });
  await bar.getByRole('button', { name: 'Advanced search' }).click();
  await pick(page, 'Gender', 'Female');
  await pick(page, 'Speaks', 'Speaking');
  await pick(page, 'Followers', '10k-50k');
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/listing\?cid=1&f=2&g=female&ads=true$/);
  await expect(chips(page)).toHaveText(['Followers 10k-50k', 'Female', 'Speaking']);
  await expect(cards(page).first()).toBeVisible();
});

test('removing a chip widens the result, and a filtered result is followed by recommendations', async ({
  page,
  request,
}) => {
  const fashion = await categoryId(request, 'Fashion');
  const narrow = (await list(request, { Platform: 4, Category: fashion, PageSize: 50 })).influencers;
  const wide = await list(request, { Platform: 4 });
  expect(narrow.length).toBeLessThan(12);

  await page.goto(`/listing?p=4&c=${fashion}`);
  await expect(cards(page)).toHaveCount(narrow.length);
  // The whole filtered result fits one page, so the recommendations follow at once.
  await expect(page.getByRole('heading', { name: 'Recommended Influencers For You' })).toBeVisible();
  const recommended = page.getByRole('list', { name: 'Recommended influencers' }).getByRole('listitem');
  await expect(recommended.first()).toBeVisible();
  const found = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.textContent));
  const suggested = await recommended
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.textContent));
  expect(suggested.filter((name) => found.includes(name))).toEqual([]);

  await page.getByRole('button', { name: 'Remove filter Fashion' }).click();
  await expect(page).toHaveURL(/\/listing\?p=4$/);
  await expect(chips(page)).toHaveText(['Instagram']);
  await expect(cards(page)).toHaveCount(Math.min(wide.influencers.length, 12));
  expect(wide.influencers.length).toBeGreaterThan(narrow.length);
  await expect(cards(page).filter({ hasNotText: 'Fashion' }).first()).toBeVisible();
  // The search is unfiltered by category now: no recommendations until its own last page.
  await expect(page.getByRole('heading', { name: 'Recommended Influencers For You' })).toHaveCount(0);

  // The back button brings the narrower search back.
  await page.goBack();
  await expect(chips(page)).toHaveText(['Instagram', 'Fashion']);
  await expect(cards(page)).toHaveCount(narrow.length);
});

test('sorting by price orders the cards, across pages too', async ({ page }) => {
  await page.goto('/listing');
  await expect(cards(page)).toHaveCount(12);
  await pick(page, 'Sort by', 'Price Low to High');
  await expect(page).toHaveURL(/\/listing\?sort=1$/);
  await expect.poll(async () => isAscending(await prices(page))).toBe(true);
  await expect(cards(page)).toHaveCount(12);

  await cards(page).last().scrollIntoViewIfNeeded();
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(24);
  expect(isAscending(await prices(page))).toBe(true);

  await pick(page, 'Sort by', 'Price High to Low');
  await expect(page).toHaveURL(/\/listing\?sort=2$/);
  await expect(cards(page)).toHaveCount(12);
  await expect.poll(async () => isDescending(await prices(page))).toBe(true);
  const all = await prices(page);
  expect(all[0]).toBeGreaterThan(all[all.length - 1]);
});

test('View More... loads the next page, and scrolling to the end of the grid the one after', async ({
  page,
  request,
}) => {
  const first = await list(request, {});
  expect(first.totalPages, 'the demo seed fills at least 3 pages').toBeGreaterThanOrEqual(3);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/listing');
  await expect(cards(page)).toHaveCount(12);
  // Clicked where it is, without scrolling: scrolling to it would load the page by itself.
  await page.getByRole('button', { name: 'View More...' }).dispatchEvent('click');
  await expect(cards(page)).toHaveCount(24);

  const pageThree = page.waitForResponse(
    (r) => r.url().includes('/api/influencer/List') && r.url().includes('Page=2'),
  );
  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await pageThree;
  await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(36);
  // Each influencer once, whatever the paging.
  const names = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.textContent));
  expect(new Set(names).size).toBe(names.length);
});

test('a search with no match shows the fallback message and everyone instead', async ({ page, request }) => {
  // A state no demo influencer lives in.
  const res = await request.get('/api/master/states/101');
  const { data: states } = (await res.json()) as { data: { stateId: number; name: string }[] };
  let empty: { stateId: number; name: string } | undefined;
  for (const state of states) {
    if ((await list(request, { State: state.stateId })).totalPages === 0) {
      empty = state;
      break;
    }
  }
  expect(empty, 'a state without influencers').toBeTruthy();

  await page.goto('/listing');
  await expect(cards(page)).toHaveCount(12);
  const bar = page.getByRole('search', { name: 'Search influencers' });
  await bar.getByRole('button', { name: 'Advanced search' }).click();
  await bar.getByRole('textbox', { name: 'State' }).fill(empty!.name);
  await page.getByRole('option', { name: empty!.name, exact: true }).click();
  await bar.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`s=${empty!.stateId}`));
  await expect(page.getByText(NO_MATCH)).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  await expect(chips(page)).toHaveText([empty!.name]);
  // Widening again drops the message.
  await page.getByRole('button', { name: `Remove filter ${empty!.name}` }).click();
  await expect(page.getByText(NO_MATCH)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(12);
});

test('the sliders read as the spec says and send the open maxima', async ({ page }) => {
  await page.goto('/listing');
  const panel = page.getByRole('complementary', { name: 'Refine results' });
  // Unmoved sliders filter nothing and say so (issue 13).
  await expect(panel.getByText('Any price · drag to filter', { exact: true })).toBeVisible();
  await expect(panel.getByText('Any followers · drag to filter', { exact: true })).toBeVisible();
  for (const end of ['₹500', '₹100k+', '5k', '10m+']) {
    await expect(panel.getByText(end, { exact: true })).toBeVisible();
  }

  const maxPrice = panel.getByRole('slider', { name: 'Maximum price' });
  await maxPrice.focus();
  await maxPrice.press('ArrowRight');
  await expect(panel.getByText('₹500 – ₹2k', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/listing\?psearch=true&pmin=500&pmax=2000$/);
  await expect(chips(page)).toHaveText(['Price ₹500 – ₹2k']);

  const openPrice = page.waitForRequest((r) => r.url().includes('PriceMax=10000000'));
  for (let i = 0; i < 6; i++) await maxPrice.press('ArrowRight');
  await openPrice;
  await expect(panel.getByText('₹500 – ₹100k+', { exact: true })).toBeVisible();
  await expect(maxPrice).toHaveAttribute('aria-valuetext', '₹100k+');
  await expect(page).toHaveURL(/pmax=100000$/);

  const maxFollowers = panel.getByRole('slider', { name: 'Maximum followers' });
  await maxFollowers.focus();
  const openFollowers = page.waitForRequest((r) => r.url().includes('FollowersMax=1000000000'));
  for (let i = 0; i < 4; i++) await maxFollowers.press('ArrowRight');
  await openFollowers;
  await expect(panel.getByText('5k – 10m+', { exact: true })).toBeVisible();
  await expect(maxFollowers).toHaveAttribute('aria-valuetext', '10m+');
  const minFollowers = panel.getByRole('slider', { name: 'Minimum followers' });
  await minFollowers.focus();
  for (let i = 0; i < 5; i++) await minFollowers.press('ArrowRight');
  await expect(panel.getByText('1m – 10m+', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/fsearch=true&fmin=1000000&fmax=10000000/);
  await expect(chips(page)).toHaveText(['Followers 1m – 10m+', 'Price ₹500 – ₹100k+']);
});

test('the listing works at 375 px with the mobile filter drawer in step with the sidebar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/listing');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByRole('complementary', { name: 'Refine results' })).toBeHidden();
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer.getByText('Any price · drag to filter', { exact: true })).toBeVisible();
  const maxPrice = drawer.getByRole('slider', { name: 'Maximum price' });
  await maxPrice.focus();
  await maxPrice.press('ArrowRight');
  await expect(drawer.getByText('₹500 – ₹2k', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/psearch=true&pmin=500&pmax=2000/);
  await drawer.getByRole('button', { name: 'Show influencers' }).click();
  await expect(drawer).toBeHidden();

  await expect(page.getByRole('button', { name: 'Remove filter Price ₹500 – ₹2k' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters 1/ })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expectNoHorizontalScroll(page);

  // One search, two renderings: the desktop sidebar shows what the drawer set.
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = page.getByRole('complementary', { name: 'Refine results' });
  await expect(panel.getByText('₹500 – ₹2k', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("home's popular block shows real cards and leads to the listing", async ({ page, request }) => {
  const res = await request.get('/api/influencer/Influencers/8/0');
  const popular = ((await res.json()) as { data: ListPage }).data.influencers;
  expect(popular.length).toBe(8);

  await page.goto('/');
  const block = page.getByRole('link', { name: popular[0].name }).first();
  await expect(block).toHaveAttribute('href', /^\/influencer\//);
  for (const influencer of popular) {
    await expect(page.getByRole('link', { name: influencer.name }).first()).toBeVisible();
  }
  // Follower counts read as the lower bound of a range plus '+'.
  const labels = await page
    .getByRole('main')
    .getByRole('article')
    .getByText(/^[\d.]+[km]?\+$/)
    .allInnerTexts();
  expect(labels.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'View More' }).click();
  await expect(page).toHaveURL(/\/listing$/);
  await expect(cards(page)).toHaveCount(12);
});

test('the promo banner sits in the listing sidebar, for visitors only', async ({ page }) => {
  await page.goto('/listing');
  const promo = page.getByRole('complementary', { name: 'Refine results' }).getByLabel('First order offer');
  await promo.getByRole('button', { name: 'Use FLAT500' }).click();
  await expect(page.getByRole('dialog')).toContainText('Flat ₹500 off');
  await page.keyboard.press('Escape');
  await promo.getByRole('button', { name: 'Collapse offer' }).click();
  await expect(promo.getByRole('button', { name: 'Use FLAT500' })).toBeHidden();
  await promo.getByRole('button', { name: 'Expand offer' }).click();
  await expect(promo.getByRole('button', { name: 'Use FLAT500' })).toBeVisible();

  await loginAs(page, DEMO.brand, '/listing');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByLabel('First order offer')).toHaveCount(0);
});
