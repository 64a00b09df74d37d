import { expect, test, type APIResponse } from './test';

/** What a crawler or a link preview reads: the HTML as the server sends it, before any script runs. */
const headOf = async (res: APIResponse) => {
  const html = await res.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    meta,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    structuredData: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
    ),
  };
};

test('a link preview of an influencer profile names the influencer, and the page keeps that title', async ({
  page,
  request,
  baseURL,
}) => {
  const res = await request.get('/influencer/ananya.sharma');
  expect(res.status()).toBe(200);
  const head = await headOf(res);
  expect(head.title).toMatch(/^Ananya Sharma \(@ananya\.sharma\): .*influencer \| Collably$/);
  expect(head.meta('og:title')).toBe(head.title);
  expect(head.meta('og:type')).toBe('profile');
  expect(head.meta('description')).toMatch(/followers on/);
  expect(head.canonical).toBe(`${baseURL}/influencer/ananya.sharma`);
  const person = (head.structuredData[0]?.mainEntity ?? {}) as Record<string, unknown>;
  expect(person['@type']).toBe('Person');
  expect(person.name).toBe('Ananya Sharma');
  expect((person.sameAs as string[]).length).toBeGreaterThan(0);

  await page.goto('/influencer/ananya.sharma');
  await expect(page.getByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeVisible();
  await expect(page).toHaveTitle(head.title ?? '');
});

test('each public page has its own title in the HTML and in the browser as you move around', async ({
  page,
  request,
}) => {
  const pages = [
    { path: '/', title: 'Collably | Hire popular influencers at affordable prices' },
    { path: '/listing', title: 'Find Instagram, YouTube, Facebook and UGC influencers | Collably' },
    { path: '/about-us', title: 'About us | Collably' },
    { path: '/refund-policy', title: 'Refund Policy | Collably' },
  ];
  for (const { path, title } of pages) {
    const head = await headOf(await request.get(path));
    expect(head.title, path).toBe(title);
    expect(head.meta('og:image'), path).toMatch(/\/images\/og-default\.png$/);
  }
  await page.goto('/');
  await expect(page).toHaveTitle(pages[0].title);
  await page.getByRole('main').getByRole('link', { name: 'Explore Influencers' }).click();
  await expect(page).toHaveURL(/\/listing/);
  await expect(page).toHaveTitle(pages[1].title);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveTitle(pages[2].title);
});

test('an unknown path answers 404 with the 404 page', async ({ page, request }) => {
  const res = await request.get('/no-such-page/here');
  expect(res.status()).toBe(404);
  expect((await headOf(res)).meta('robots')).toBe('noindex');
  const unknownInfluencer = await request.get('/influencer/nobody-by-this-name');
  expect(unknownInfluencer.status()).toBe(404);

  const answer = await page.goto('/no-such-page/here');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Error' })).toBeVisible();
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Collably');
});

test('robots.txt keeps private pages out and the sitemap lists the influencers', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /order/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(files).toContain('/sitemaps/pages.xml');
  const influencerFile = files.find((f) => f.startsWith('/sitemaps/influencers-'));
  expect(influencerFile).toBeDefined();
  const influencers = await (await request.get(influencerFile ?? '')).text();
  expect(influencers).toContain(`<loc>${baseURL}/influencer/ananya.sharma</loc>`);
});

test('every footer link opens a real page: no placeholder, no 404', async ({ page, request }) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  // The app renders as a transition, in slices after the load event: wait for the footer itself.
  await expect(footer.getByRole('link').first()).toBeVisible();
  const hrefs = await footer
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) {
    expect((await request.get(href)).status(), href).toBe(200);
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByText(/coming soon|not published yet/i), href).toHaveCount(0);
    await expect(page.getByText('Page Not Found'), href).toHaveCount(0);
  }
});
