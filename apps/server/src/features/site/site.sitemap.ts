import { PRIVATE_PAGE_PATHS, PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import type { Db } from '../../db/database';
import { escapeHtml } from '../../platform/http/html';
import { siteRepository as repo } from './site.repository';
import type { BlogPages } from './site.service';

/** Influencers per sitemap file: well under the protocol's 50 000 URLs and 50 MB. */
export const INFLUENCERS_PER_SITEMAP = 10_000;

const day = (isoTime: string) => isoTime.slice(0, 10);

const urlSet = (urls: { loc: string; lastmod?: string }[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (u) =>
        `<url><loc>${escapeHtml(u.loc)}</loc>${u.lastmod ? `<lastmod>${day(u.lastmod)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/** /sitemap.xml: an index of the pages' sitemap, the blog's and one per 10 000 active influencers. */
export async function sitemapIndex(db: Db, publicUrl: string, hasBlog: boolean): Promise<string> {
  const influencerFiles = Math.ceil((await repo.activeInfluencerCount(db)) / INFLUENCERS_PER_SITEMAP);
  const files = [
    'pages.xml',
    ...(hasBlog ? ['blog.xml'] : []),
    ...Array.from({ length: influencerFiles }, (_, i) => `influencers-${i + 1}.xml`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${f}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The public pages that are the same for everyone. */
export const pagesSitemap = (publicUrl: string): string =>
  urlSet(
    Object.values(PUBLIC_PAGES)
      .filter((p) => 'meta' in p)
      .map((p) => ({ loc: `${publicUrl}${p.path}` })),
  );

/** The n-th (from 1) share of active influencer profiles; null past the last. */
export async function influencersSitemap(db: Db, publicUrl: string, n: number): Promise<string | null> {
  const rows = await repo.activeInfluencerNames(db, {
    offset: (n - 1) * INFLUENCERS_PER_SITEMAP,
    limit: INFLUENCERS_PER_SITEMAP,
  });
  if (rows.length === 0 && n > 1) return null;
  return urlSet(
    rows.map((r) => ({
      loc: `${publicUrl}/influencer/${encodeURIComponent(r.userName)}`,
      lastmod: r.modifiedOn,
    })),
  );
}

export const blogSitemap = async (blog: BlogPages, publicUrl: string): Promise<string> =>
  urlSet([
    { loc: `${publicUrl}${PUBLIC_PAGES.blogs.path}` },
    ...(await blog.postsForSitemap()).map((p) => ({
      loc: `${publicUrl}/blog/${encodeURIComponent(p.slug)}`,
      lastmod: p.modifiedOn,
    })),
  ]);

/**
 * Rules keeping crawlers off the private pages and the server's own paths. '$' ends a path (so '/brand$' keeps
 * '/brands/…' pictures crawlable), '?' catches the same page with a query, and a page with a parameter is
 * everything under its first segment.
 */
export const crawlerDisallowRules = (): string[] => {
  const rules = new Set<string>();
  for (const path of PRIVATE_PAGE_PATHS) {
    const param = path.indexOf('/:');
    if (param >= 0) rules.add(`${path.slice(0, param)}/`);
    else rules.add(`${path}$`).add(`${path}?`);
  }
  return [...rules, '/api/', '/dev/', '/pay/'];
};

export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...crawlerDisallowRules().map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
