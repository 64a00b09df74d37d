import { expect, test, type Page } from './test';
import { format } from 'date-fns';
import { expectNoHorizontalScroll, DEMO, loginAs, uniqueName } from './fixtures';
import { expectAccessible } from './axe';
import { shot } from './commerce-helpers';
import { makePng } from './profile-helpers';

type Summary = { title: string; slug: string; description: string; datePublished: string };

const WIDTHS = [1280, 375] as const;

/** As the server writes text into HTML attributes. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const metaContent = (page: Page, name: string) =>
  page.evaluate((n) => document.querySelector(`meta[name="${n}"]`)?.getAttribute('content') ?? null, name);

test('a visitor reads the seeded blog: cards, a post with its title and meta tags, and a 404', async ({
  page,
}) => {
  const res = await page.request.get('/api/post/getall');
  expect(res.ok()).toBeTruthy();
  const posts = ((await res.json()) as { data: Summary[] }).data;
  expect(posts.length).toBeGreaterThanOrEqual(4);
  const newest = posts[0];

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(posts.length);
    const first = cards.first();
    await expect(first.getByRole('heading', { name: newest.title })).toBeVisible();
    // 'MMMM d, y', e.g. 'November 26, 2026' (spec §2 'Blog').
    await expect(first.locator('time')).toHaveText(format(new Date(newest.datePublished), 'MMMM d, y'));
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(first.getByText(/\.\.\.$/)).toBeVisible();
    const readMore = first.getByRole('link', { name: `read more: ${newest.title}` });
    await expect(readMore).toHaveText('read more');
    await expect(readMore).toHaveAttribute('href', `/blog/${newest.slug}`);
    await expect(first.locator('img')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, `blog-list-${width}`);
    await expectAccessible(page, `/blogs at ${width}px`);
  }

  // Open the GST article from its card.
  await page.setViewportSize({ width: 1280, height: 900 });
  const gst = posts.find((p) => p.slug.startsWith('gst-on-influencer-marketing'))!;
  await page.getByRole('link', { name: `read more: ${gst.title}` }).click();
  await expect(page).toHaveURL(`/blog/${gst.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gst.title);
  await expect(page.getByText(format(new Date(gst.datePublished), 'MMMM d, y'))).toBeVisible();
  await expect(page.getByText('Categories:')).toBeVisible();
  await expect(page.getByText('Brands, Tax & Compliance')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Influencer services are taxed at 18 %' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.title)).toBe(`${gst.title} | Collably`);
  expect(await metaContent(page, 'description')).toBe(gst.description);
  expect(await metaContent(page, 'keywords')).toBe(
    'Brands, Tax & Compliance, GST, GSTIN, Input tax credit, Invoices',
  );
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
  await expectNoHorizontalScroll(page);
  await shot(page, 'blog-post-1280');
  await expectAccessible(page, 'a blog post');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'blog-post-375');

  // The HTML the server sends (what a crawler or a link preview reads) carries the same tags.
  const served = await (await page.request.get(`/blog/${gst.slug}`)).text();
  expect(served).toContain(`<meta property="og:title" content="${escapeHtml(gst.title)} | Collably" />`);
  expect(served).toContain('<meta property="og:type" content="article" />');
  expect(served).toContain('"@type":"Article"');

  // Leaving the post puts the list's own description back, without the post's keywords.
  await page.getByRole('link', { name: 'All posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  expect(await metaContent(page, 'keywords')).toBeFalsy();
  expect(await metaContent(page, 'description')).not.toBe(gst.description);

  await page.goto('/blog/no-such-post-here');
  await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toBeVisible();
});

test('the super admin writes, publishes, renames and unpublishes a post', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, DEMO.admin, '/admin');
  await page.getByRole('tab', { name: 'Blog posts' }).click();
  await expect(page).toHaveURL('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
  await expect(page.getByRole('row', { name: /How to price your Instagram reels in India/ })).toContainText(
    'Published',
  );
  await shot(page, 'blog-admin-1280');
  await expectAccessible(page, 'the blog posts table');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'blog-admin-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page).toHaveURL('/admin/blog/new');

  // The form says what is missing, in the server's words.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('This Field is Required').first()).toBeVisible();
  await expect(page.getByText('Please write the post content')).toBeVisible();

  const title = `Reels that sell ${uniqueName('t')}`;
  await page.getByLabel('Title').fill(title);
  const slugInput = page.getByRole('textbox', { name: 'Slug' });
  const suggested = await slugInput.inputValue();
  expect(suggested).toMatch(/^reels-that-sell-t[a-z0-9]+$/);
  await page.getByLabel('Description').fill('Three hooks that keep viewers watching past the first second.');
  // The suggested slug and the filled fields clear their messages.
  await expect(page.getByText('This Field is Required')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Categories' }).fill('Creators');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Reels');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Hooks');
  await page.keyboard.press('Enter');
  await page.getByLabel('Cover picture file').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: makePng(160, 90),
  });
  await expect(page.getByRole('img', { name: 'Cover picture preview' })).toBeVisible();

  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.type('Open with the result. ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Show the product in the first second.');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('Hook');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Proof');
  await expect(editor.locator('strong')).toHaveText('Show the product in the first second.');
  await expect(editor.locator('li')).toHaveCount(2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'blog-editor-1280');
  await expectAccessible(page, 'the blog editor');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Post published')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'blog-editor-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // On /blogs, first (the newest), and readable.
  await page.goto('/blogs');
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    card.getByText('Three hooks that keep viewers watching past the first second...'),
  ).toBeVisible();
  await card.getByRole('link', { name: `read more: ${title}` }).click();
  await expect(page).toHaveURL(`/blog/${suggested}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('article strong')).toHaveText('Show the product in the first second.');
  expect(await metaContent(page, 'keywords')).toBe('Creators, Reels, Hooks');
  const postUrl = page.url();

  // A new slug: the old address still opens the post, at its new address.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  const editorUrl = page.url();
  const renamed = `${suggested}-v2`;
  await page.getByRole('textbox', { name: 'Slug' }).fill(renamed);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Post saved')).toBeVisible();
  await page.goto(postUrl);
  await expect(page).toHaveURL(`/blog/${renamed}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Unpublished: gone from the list, and its address is a 404.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Post unpublished')).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.goto('/blogs');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await page.goto(`/blog/${renamed}`);
  await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
});
