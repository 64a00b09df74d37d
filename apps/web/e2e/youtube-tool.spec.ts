import { expect, test, type Page } from './test';
import { expectAccessible } from './axe';
import { shot } from './commerce-helpers';
import { DEMO, expectNoHorizontalScroll, loginAs, uniqueName } from './fixtures';

const TOOL = '/tools/YouTubeDirectLinkGenerator';
const ID = 'dQw4w9WgXcQ';

/**
 * The /yt page hands the browser over to YouTube. Here YouTube answers every navigation with 204 No Content,
 * which leaves the page where it is (HTML: a 204 navigation is dropped), and each address asked for is kept:
 * the test sees both where the page tried to go and what it shows meanwhile, without leaving for the internet.
 */
async function stubYouTube(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/(www\.)?youtube\.com\//, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ status: 204 });
  });
  return asked;
}

async function create(page: Page, link: string) {
  await page.getByLabel('YouTube link').fill(link);
  await page.getByRole('button', { name: 'Create Link' }).click();
}

test('the tool makes a direct link of each kind of YouTube link, copies it, and refuses other text', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  await page.goto(TOOL);
  await expect(page.getByRole('heading', { level: 1, name: 'YouTube Direct Link Generator' })).toBeVisible();
  await expect(page.getByText(/opens inside Instagram/)).toBeVisible();

  const result = page.getByRole('link', { name: 'Your direct link' });
  const kinds: [string, string][] = [
    [`https://www.youtube.com/watch?v=${ID}&t=10s&list=PL123`, `yt/${ID}`],
    [`https://youtu.be/${ID}?si=share123`, `yt/${ID}`],
    [`https://youtube.com/shorts/${ID}?feature=share`, `yt/sh-${ID}`],
    ['https://www.youtube.com/@MrBeast', 'yt/ch-MrBeast'],
    ['https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw', 'yt/ch-UC_x5XG1OV2P6uZZ5FSM9Ttw'],
  ];
  for (const [link, path] of kinds) {
    await create(page, link);
    await expect(page.getByText('Here is your direct In app link:')).toBeVisible();
    await expect(result).toHaveText(`${baseURL}/${path}`);
    await expect(result).toHaveAttribute('href', `${baseURL}/${path}`);
  }

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/yt/ch-UC_x5XG1OV2P6uZZ5FSM9Ttw`,
  );
  await shot(page, 'youtube-tool-1280');
  await expectAccessible(page, 'YouTube tool with a link, 1280 px');

  // Text that is not a YouTube link: the message under the input, and no link.
  for (const bad of [
    'hello there',
    `https://youtube.com.evil.com/watch?v=${ID}`,
    `https://youtu.be/${ID.slice(1)}`,
  ]) {
    await create(page, bad);
    await expect(page.getByText('Please enter a valid YouTube link')).toBeVisible();
    await expect(page.getByText('Here is your direct In app link:')).toHaveCount(0);
  }
  await shot(page, 'youtube-tool-invalid-1280', false);

  await page.setViewportSize({ width: 375, height: 800 });
  await create(page, `https://youtu.be/${ID}`);
  await expect(result).toHaveText(`${baseURL}/yt/${ID}`);
  await expectNoHorizontalScroll(page);
  await shot(page, 'youtube-tool-375');
  await expectAccessible(page, 'YouTube tool with a link, 375 px');
  await context.close();
});

test('/yt/{link} reports the open, hands over to YouTube and shows an Open Youtube button', async ({
  page,
}) => {
  const asked = await stubYouTube(page);
  const opens: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/tools/ytopen')) opens.push(r.postData() ?? '');
  });

  await page.goto(`/yt/${ID}`);
  await expect(page.getByText('Opening YouTube…')).toBeVisible();
  const button = page.getByRole('link', { name: 'Open Youtube' });
  await expect(button).toHaveAttribute('href', `https://www.youtube.com/watch?v=${ID}`);
  await expect.poll(() => asked).toContain(`https://www.youtube.com/watch?v=${ID}`);
  expect(opens).toEqual([JSON.stringify({ link: ID })]);
  await shot(page, 'youtube-open-1280');
  await expectAccessible(page, '/yt page, 1280 px');

  await page.goto(`/yt/sh-${ID}`);
  await expect(page.getByRole('link', { name: 'Open Youtube' })).toHaveAttribute(
    'href',
    `https://www.youtube.com/shorts/${ID}`,
  );
  await expect.poll(() => asked).toContain(`https://www.youtube.com/shorts/${ID}`);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/yt/ch-MrBeast');
  await expect(page.getByRole('link', { name: 'Open Youtube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/@MrBeast',
  );
  await expectNoHorizontalScroll(page);
  await shot(page, 'youtube-open-375');
  // The page hands over to YouTube on its own: the next visit must not race that navigation.
  await expect.poll(() => asked).toContain('https://www.youtube.com/@MrBeast');

  // Not a link the tool makes (not 11 characters, so no video id): the 404 page, and no trip to YouTube.
  const before = asked.length;
  await page.goto('/yt/no-such-video-here');
  await expect(page.getByText('404 Error')).toBeVisible();
  await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Youtube' })).toHaveCount(0);
  expect(asked.length).toBe(before);
});

test('a signed-in user sees how often their link was opened', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, DEMO.brand, TOOL);
  const handle = uniqueName('e2e');
  await create(page, `https://www.youtube.com/@${handle}`);
  await expect(page.getByRole('link', { name: 'Your direct link' })).toHaveText(`${baseURL}/yt/ch-${handle}`);

  const yourLinks = page.getByRole('region', { name: 'Your links' });
  const row = yourLinks.getByRole('row', { name: new RegExp(`yt/ch-${handle}`) });
  await expect(row.getByLabel('Opens: 0')).toBeVisible();

  // Someone opens it (another tab of the same browser).
  const visitor = await context.newPage();
  const asked = await stubYouTube(visitor);
  await visitor.goto(`/yt/ch-${handle}`);
  await expect.poll(() => asked).toContain(`https://www.youtube.com/@${handle}`);
  await visitor.close();

  await page.reload();
  await expect(row.getByLabel('Opens: 1')).toBeVisible();
  await shot(page, 'youtube-tool-your-links-1280');
  await expectAccessible(page, 'YouTube tool, your links, 1280 px');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(
    yourLinks.getByRole('article', { name: `yt/ch-${handle}` }).getByLabel('Opens: 1'),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'youtube-tool-your-links-375');
  await expectAccessible(page, 'YouTube tool, your links, 375 px');
  await context.close();
});
