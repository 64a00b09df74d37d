import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { Role, UserStatus } from '@collably/shared/constants/roles';
import { databases, testApp, type TestApp } from '../../../test/test-app';
import { escapeHtml } from '../../platform/http/html';
import { insertInfluencer } from '../../../test/discovery-fixtures';
import { postPage, type BlogPages } from './site.service';
import { crawlerDisallowRules, INFLUENCERS_PER_SITEMAP } from './site.sitemap';

const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Built description" />
    <title>Built title</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const structuredDataOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );

/**
 * A stand-in for the web app's server renderer (dist-ssr/render-page.js) that paints nothing and names each
 * page's route module as the real one does (from its routes), so the HTML asks for that module's files.
 */
const FAKE_RENDERER = `
export const setApiTransport = () => {};
export const loadPage = async () => null;
export const renderPage = async () => null;
const MODULES = { '': 'home', listing: 'listing', influencer: 'profile', 'contact-us': 'contact-us' };
export const pageModules = (url) => {
  const name = MODULES[new URL(url).pathname.split('/')[1]];
  return name ? ['src/app/routes/' + name + '-route.tsx'] : [];
};
`;

describe.each(databases())('pages for crawlers and link previews (%s)', (dialect) => {
  let t: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'collably-site-'));
  const dist = path.join(root, 'dist');
  const origin = () => t.config.publicUrl;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), BUILT_INDEX);
    fs.mkdirSync(path.join(root, 'dist-ssr'));
    fs.writeFileSync(path.join(root, 'dist-ssr', 'render-page.js'), FAKE_RENDERER);
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        ...Object.fromEntries(
          ['home', 'listing', 'profile', 'contact-us'].map((name) => [
            `src/app/routes/${name}-route.tsx`,
            { file: `assets/${name}-route.js`, imports: ['_shared.js'] },
          ]),
        ),
        '_shared.js': { file: 'assets/shared.js' },
      }),
    );
    t = await testApp(dialect, { configure: (config) => void (config.webDist = dist) });
    await insertInfluencer(t.db, {
      name: 'Ananya <Sharma>',
      userName: 'ananya.sharma',
      profilePic: 'abc.webp',
      categoryIds: [1, 2],
      socials: [
        { platformId: 4, followers: 50_000 },
        { platformId: 3, followers: 10_000 },
      ],
    });
    await insertInfluencer(t.db, { userName: 'waiting.one', status: UserStatus.Pending });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  test("each page asks for its route module's own chunk with the HTML; a 404 does not", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map((m) => m[1]);
    // The chunks a module imports are left to the browser, which finds them in the module.
    expect(preloads((await t.get('/')).body)).toEqual(['/assets/home-route.js']);
    expect(preloads((await t.get('/listing')).body)).toEqual(['/assets/listing-route.js']);
    expect(preloads((await t.get('/influencer/ananya.sharma')).body)).toEqual(['/assets/profile-route.js']);
    expect(preloads((await t.get('/contact-us')).body)).toEqual(['/assets/contact-us-route.js']);
    expect(preloads((await t.get('/influencer/nobody.here')).body)).toEqual([]);
  });

  test('pages are sent compressed to a browser that accepts it; the API is not', async () => {
    const page = await t.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    const api = await t.inject({
      method: 'GET',
      url: '/api/master/platforms',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(api.headers['content-encoding']).toBeUndefined();
  });

  test('home has its title once, description, canonical, Open Graph and the site search', async () => {
    const res = await t.get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(titleOf(res.body)).toEqual([PUBLIC_PAGES.home.meta.title]);
    expect(res.body).not.toContain('Built description');
    expect(metaOf(res.body, 'description')).toBe(PUBLIC_PAGES.home.meta.description);
    expect(canonicalOf(res.body)).toBe(`${origin()}/`);
    expect(metaOf(res.body, 'og:title')).toBe(PUBLIC_PAGES.home.meta.title);
    expect(metaOf(res.body, 'og:image')).toBe(`${origin()}/images/og-default.png`);
    expect(metaOf(res.body, 'twitter:card')).toBe('summary_large_image');
    const [site] = structuredDataOf(res.body);
    expect(site?.['@type']).toBe('WebSite');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body.indexOf('<title>')).toBeLessThan(res.body.indexOf('</head>'));
  });

  test.each(
    Object.values(PUBLIC_PAGES).flatMap((p) =>
      'meta' in p && p.path !== '/' ? [[p.path, p.meta.title]] : [],
    ),
  )('%s answers with its own title and a canonical without the query', async (pagePath, title) => {
    const res = await t.get(`${pagePath}?utm_source=x`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toEqual([escapeHtml(title)]);
    expect(canonicalOf(res.body)).toBe(`${origin()}${pagePath}`);
    expect(metaOf(res.body, 'robots')).toBeUndefined();
  });

  test.each([
    ['/listing', 'CollectionPage'],
    ['/signup', 'WebPage'],
    ['/about-us', 'AboutPage'],
    ['/privacy-policy', 'WebPage'],
    ['/terms-conditions', 'WebPage'],
    ['/refund-policy', 'WebPage'],
    ['/influencer-agreement', 'WebPage'],
    ['/contact-us', 'ContactPage'],
    ['/blogs', 'Blog'],
    ['/tools/YouTubeDirectLinkGenerator', 'WebApplication'],
  ])(
    '%s describes itself to search engines as a %s of the site, with its publisher',
    async (pagePath, type) => {
      const data = structuredDataOf((await t.get(pagePath)).body);
      expect(data).toHaveLength(1);
      const [page] = data;
      expect(page?.['@type']).toBe(type);
      expect(page?.url).toBe(`${origin()}${pagePath}`);
      expect(page?.name).toBe(titleOf((await t.get(pagePath)).body)[0]?.replace(/&amp;/g, '&'));
      expect((page?.publisher as Record<string, unknown>)['@type']).toBe('Organization');
    },
  );

  test('the YouTube tool is a free web application', async () => {
    const [tool] = structuredDataOf((await t.get('/tools/YouTubeDirectLinkGenerator')).body);
    expect(tool).toMatchObject({
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
    });
  });

  test('an influencer profile names the influencer and describes them as a Person with their platforms', async () => {
    const res = await t.get('/influencer/ananya.sharma');
    expect(res.statusCode).toBe(200);
    const [title] = titleOf(res.body);
    expect(title).toBe('Ananya &lt;Sharma&gt; (@ananya.sharma): YouTube and Instagram influencer | Collably');
    expect(metaOf(res.body, 'og:title')).toBe(title);
    expect(metaOf(res.body, 'og:type')).toBe('profile');
    expect(metaOf(res.body, 'og:image')).toBe(`${origin()}/files/abc.webp`);
    // The picture (the page's LCP) is fetched with the HTML, as the profile's <img> asks for it.
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/files/abc.webp" imagesrcset="/files/abc.webp?size=card 320w, /files/abc.webp 800w" imagesizes="(min-width: 48em) 220px, 100vw" fetchpriority="high" />',
    );
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
    expect(metaOf(res.body, 'description')).toMatch(/followers on Instagram/);
    expect(canonicalOf(res.body)).toBe(`${origin()}/influencer/ananya.sharma`);
    const [profile] = structuredDataOf(res.body);
    expect(profile?.['@type']).toBe('ProfilePage');
    const person = profile?.mainEntity as Record<string, unknown>;
    expect(person['@type']).toBe('Person');
    expect(person.name).toBe('Ananya <Sharma>');
    expect(person.sameAs).toEqual([
      'https://example.com/ananya.sharma/3',
      'https://example.com/ananya.sharma/4',
    ]);
    expect(res.body).not.toContain('<Sharma>');
  });

  test('an unknown or not yet approved influencer answers the 404 page with a 404 status', async () => {
    for (const url of ['/influencer/nobody.here', '/influencer/waiting.one']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(titleOf(res.body)).toEqual(['Page Not Found | Collably']);
      expect(metaOf(res.body, 'robots')).toBe('noindex');
      expect(canonicalOf(res.body)).toBeUndefined();
    }
  });

  test('unknown paths answer the 404 page; asset and API misses stay envelopes', async () => {
    for (const url of ['/no-such-page', '/blog', '/blog/', '/listing/extra', '/influencer/a/b']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body), url).toEqual(['Page Not Found | Collably']);
    }
    for (const url of ['/api/nothing-here', '/assets/missing.js']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().isSuccess).toBe(false);
    }
  });

  test('a trailing slash or another letter case of a page redirects to the page, keeping the query', async () => {
    const cases = [
      ['/listing/?q=yoga', '/listing?q=yoga'],
      ['/tools/youtubedirectlinkgenerator', '/tools/YouTubeDirectLinkGenerator'],
      ['/About-Us/', '/about-us'],
      ['/influencer/ananya.sharma/', '/influencer/ananya.sharma'],
    ];
    for (const [from, to] of cases) {
      const res = await t.get(from ?? '');
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  test('private pages are served to the app but kept out of search engines', async () => {
    for (const url of ['/wallet', '/order/complete', '/collabs/12', '/admin', '/influencer', '/yt']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
      expect(canonicalOf(res.body), url).toBeUndefined();
    }
  });

  test('/yt/{link} opens only for links the tool makes', async () => {
    expect((await t.get('/yt/dQw4w9WgXcQ')).statusCode).toBe(200);
    expect((await t.get('/yt/sh-dQw4w9WgXcQ')).statusCode).toBe(200);
    expect((await t.get('/yt/ch-somehandle')).statusCode).toBe(200);
    expect((await t.get('/yt/not a link')).statusCode).toBe(404);
  });

  test('HEAD answers like GET', async () => {
    expect((await t.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'HEAD', url: '/influencer/nobody.here' })).statusCode).toBe(404);
  });

  test('a published post is an Article in its HTML; a renamed one redirects; drafts and unknown slugs are 404', async () => {
    const admin = await t.user(Role.SuperAdmin);
    const created = await t.post(
      '/api/post/create',
      {
        title: 'GST for brands & creators',
        slug: 'gst-for-brands',
        description: 'What a brand should know about GST.',
        postContent: '<p>Eighteen per cent.</p><script>alert(1)</script>',
        imageUrl: null,
        author: 'Collably Team',
        categories: ['Brands'],
        tags: ['GST', 'Invoices'],
      },
      { token: admin.token },
    );
    expect(created.statusCode, created.body).toBe(200);
    const { postId } = created.json<{ data: { postId: number } }>().data;
    expect((await t.get('/blog/gst-for-brands')).statusCode, 'a draft').toBe(404);
    await t.post('/api/post/publish', { postId }, { token: admin.token });

    const res = await t.get('/blog/gst-for-brands');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toEqual(['GST for brands &amp; creators | Collably']);
    expect(metaOf(res.body, 'keywords')).toBe('Brands, GST, Invoices');
    expect(metaOf(res.body, 'og:type')).toBe('article');
    expect(structuredDataOf(res.body)[0]).toMatchObject({
      '@type': 'Article',
      headline: 'GST for brands & creators',
    });
    expect(res.body).not.toContain('alert(1)');

    const blogMap = await t.get('/sitemaps/blog.xml');
    expect(blogMap.body).toContain(`<loc>${origin()}/blog/gst-for-brands</loc>`);
    expect((await t.get('/sitemap.xml')).body).toContain('/sitemaps/blog.xml');

    const renamed = await t.post(
      '/api/post/update',
      {
        postId,
        title: 'GST for brands & creators',
        slug: 'gst-guide',
        description: 'What a brand should know about GST.',
        postContent: '<p>Eighteen per cent.</p>',
        imageUrl: null,
        author: 'Collably Team',
        categories: ['Brands'],
        tags: ['GST'],
      },
      { token: admin.token },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const old = await t.get('/blog/gst-for-brands');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/blog/gst-guide');
    expect((await t.get('/blog/gst-guide')).statusCode).toBe(200);
    expect((await t.get('/blog/never-written')).statusCode).toBe(404);
  });

  test('robots.txt keeps private pages and the API out and points to the sitemap', async () => {
    const res = await t.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /order/');
    expect(res.body).toContain('Disallow: /wallet$');
    expect(res.body).toContain(`Sitemap: ${origin()}/sitemap.xml`);
    expect(res.body).not.toMatch(/Disallow: \/influencer\/|Disallow: \/blog|Disallow: \/brands/);
  });

  test('the sitemap lists the public pages and the active influencers only', async () => {
    const index = await t.get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain(`<loc>${origin()}/sitemaps/pages.xml</loc>`);
    expect(index.body).toContain(`<loc>${origin()}/sitemaps/influencers-1.xml</loc>`);
    expect(index.body).not.toContain('influencers-2.xml');

    const pages = await t.get('/sitemaps/pages.xml');
    expect(pages.body).toContain(`<loc>${origin()}/listing</loc>`);
    expect(pages.body).toContain(`<loc>${origin()}/tools/YouTubeDirectLinkGenerator</loc>`);
    expect(pages.body).not.toContain('/wallet');

    const people = await t.get('/sitemaps/influencers-1.xml');
    expect(people.body).toContain(
      `<loc>${origin()}/influencer/ananya.sharma</loc><lastmod>2026-01-01</lastmod>`,
    );
    expect(people.body).not.toContain('waiting.one');

    for (const file of ['influencers-2.xml', 'influencers-0.xml', 'other.xml', 'influencers-1.xml.gz']) {
      expect((await t.get(`/sitemaps/${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe('crawler rules', () => {
  test('pages with a parameter are kept out by their folder, others exactly', () => {
    const rules = crawlerDisallowRules();
    expect(rules).toContain('/collabs/');
    expect(rules).toContain('/collabs$');
    expect(rules).toContain('/influencer$');
    expect(rules).not.toContain('/influencer/');
  });

  test('a sitemap file holds at most 10 000 influencers', () => {
    expect(INFLUENCERS_PER_SITEMAP).toBeLessThanOrEqual(50_000);
  });
});

describe('blog post pages', () => {
  const post = {
    slug: 'pricing-reels',
    title: 'Pricing reels </title><script>x</script>',
    description: 'How to price a reel.',
    author: 'Collably team',
    categories: ['Creators'],
    tags: ['pricing'],
    image: '/files/cover.webp',
    publishedOn: '2026-11-01T00:00:00.000Z',
    modifiedOn: '2026-11-02T00:00:00.000Z',
  };
  const blog: BlogPages = {
    postForPage: async (slug) =>
      slug === post.slug ? { post } : slug === 'old-pricing' ? { movedTo: post.slug } : null,
    postsForSitemap: async () => [{ slug: post.slug, modifiedOn: post.modifiedOn }],
  };

  test('a post is an Article with its title, description and keywords', async () => {
    const answer = await postPage(blog, 'https://collably.in', 'pricing-reels');
    if (!('head' in answer)) throw new Error('expected a page');
    expect(answer.status).toBe(200);
    expect(answer.head.meta.keywords).toBe('Creators, pricing');
    expect(answer.head.ogType).toBe('article');
    expect(answer.head.structuredData[0]).toMatchObject({
      '@type': 'Article',
      headline: post.title,
      image: 'https://collably.in/files/cover.webp',
      datePublished: post.publishedOn,
    });
  });

  test('an old slug redirects and an unknown one is the 404 page', async () => {
    expect(await postPage(blog, 'https://collably.in', 'old-pricing')).toEqual({
      redirectTo: '/blog/pricing-reels',
    });
    expect(await postPage(blog, 'https://collably.in', 'nothing')).toMatchObject({ status: 404 });
  });
});
