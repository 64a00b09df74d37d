import { shot } from './commerce-helpers';
// Playwright's own test: ./test waits on every load for the app to take the page over, which never happens here.
import { expect, test, type Page } from '@playwright/test';

/**
 * Every public page as a crawler or a cautious visitor with JavaScript off sees it: the page the server painted
 * (its main heading and content), with the JSON-LD that describes it to search engines.
 */
const PUBLIC_PAGES: { path: string; heading: string | RegExp; structuredData: boolean }[] = [
  { path: '/', heading: 'Hire popular influencers at affordable prices', structuredData: true },
  { path: '/listing', heading: 'Explore Influencers', structuredData: true },
  { path: '/influencer/ananya.sharma', heading: 'Ananya Sharma', structuredData: true },
  { path: '/blogs', heading: 'Blogs', structuredData: true },
  { path: 'blog post', heading: /.+/, structuredData: true },
  { path: '/about-us', heading: 'About us', structuredData: true },
  { path: '/privacy-policy', heading: 'Privacy Policy', structuredData: true },
  { path: '/terms-conditions', heading: 'Terms & Conditions', structuredData: true },
  { path: '/refund-policy', heading: 'Refund Policy', structuredData: true },
  { path: '/influencer-agreement', heading: 'Influencer Supply Agreement', structuredData: true },
  { path: '/contact-us', heading: 'Contact us', structuredData: true },
  {
    path: '/tools/YouTubeDirectLinkGenerator',
    heading: 'YouTube Direct Link Generator',
    structuredData: true,
  },
  { path: '/signup', heading: 'Join as influencer', structuredData: true },
  // An open link of the YouTube tool: kept out of search engines, so it describes nothing to them.
  { path: '/yt/dQw4w9WgXcQ', heading: 'Opening YouTube…', structuredData: false },
];

const PAINTED = 'id="first-paint-queries"';

/**
 * Opens the page with JavaScript off. The server paints a page it has not painted lately while a worker is free,
 * and keeps what a render that outlived its request painted for the next visitor: a page sent unpainted
 * because the machine was busy is opened again.
 */
async function openPainted(page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    const html = (await res?.text()) ?? '';
    if (html.includes(PAINTED) || attempt === 3) return html;
    await page.waitForTimeout(1_000);
  }
}

for (const width of [375, 1280]) {
  test.describe(`with JavaScript off at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: width < 600 ? 812 : 800 } });

    for (const entry of PUBLIC_PAGES) {
      test(`${entry.path} reads: its heading, its content and its JSON-LD`, async ({ page, request }) => {
        let path = entry.path;
        let heading = entry.heading;
        if (path === 'blog post') {
          const posts = (await (await request.get('/api/post/getall?page=0&pageSize=1')).json()) as {
            data: { slug: string; title: string }[];
          };
          const [post] = posts.data;
          expect(post, 'a published demo post').toBeDefined();
          path = `/blog/${post?.slug}`;
          heading = post?.title ?? '';
        }
        const html = await openPainted(page, path);
        expect(html, `${path} is painted on the server`).toContain(PAINTED);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // More than a heading: the page's own text, not a spinner in its place.
        expect((await page.locator('main').innerText()).length).toBeGreaterThan(40);
        const jsonLd = page.locator('script[type="application/ld+json"]');
        if (entry.structuredData) {
          await expect(jsonLd).not.toHaveCount(0);
          for (const text of await jsonLd.allTextContents()) {
            expect((JSON.parse(text) as { '@context'?: string })['@context']).toBe('https://schema.org');
          }
        } else {
          await expect(jsonLd).toHaveCount(0);
        }
        const name = path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
        await shot(page, `no-js-${name}-${width}`);
      });
    }
  });
}
