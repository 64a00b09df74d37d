import {
  PUBLIC_PAGES,
  SITE_NAME,
  SITE_PAGE_PATHS,
  type StaticPageMeta,
} from '@collably/shared/constants/site-pages';
import {
  influencerPageMeta,
  NOT_FOUND_META,
  postPageMeta,
  type PageMeta,
} from '@collably/shared/domain/page-meta';
import { toHttpUrl } from '@collably/shared/domain/portfolio';
import { youtubeAppUrl } from '@collably/shared/domain/youtube-link';
import type { Db } from '../../db/database';
import { absoluteUrl, type PageHead } from './site.head';
import { siteRepository as repo } from './site.repository';

/** A published blog post as its page presents it. */
export type PublishedPost = {
  slug: string;
  title: string;
  description: string;
  author: string;
  categories: string[];
  tags: string[];
  /** Root-relative or absolute URL of the cover picture. */
  image: string | null;
  publishedOn: string;
  modifiedOn: string;
};

/** What the blog tells the site about its posts (the blog capability supplies it; see app.ts). */
export type BlogPages = {
  /** The post, where an old slug now lives, or null when there is no published post by that slug. */
  postForPage: (slug: string) => Promise<{ post: PublishedPost } | { movedTo: string } | null>;
  postsForSitemap: () => Promise<{ slug: string; modifiedOn: string }[]>;
};

export type PageAnswer = { status: 200 | 404; head: PageHead } | { redirectTo: string };

const fileUrl = (name: string | null) => (name ? `/files/${encodeURIComponent(name)}` : null);

const organization = (publicUrl: string) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: publicUrl,
  logo: absoluteUrl(publicUrl, '/favicon.svg'),
});

/** The schema.org type of each public page's WebPage; home is the WebSite itself. */
const PAGE_TYPES: Partial<Record<string, string>> = {
  [PUBLIC_PAGES.listing.path]: 'CollectionPage',
  [PUBLIC_PAGES.aboutUs.path]: 'AboutPage',
  [PUBLIC_PAGES.contactUs.path]: 'ContactPage',
};

/**
 * What a fixed page is to search engines: the listing a collection, the blog a Blog, the YouTube tool a free web
 * application, about and contact the organisation's pages; the rest (sign-up, the policies) a WebPage. Each is
 * part of the site and names its publisher.
 */
function pageStructuredData(path: string, meta: StaticPageMeta, publicUrl: string): object {
  const common = {
    '@context': 'https://schema.org',
    name: meta.title,
    description: meta.description,
    url: absoluteUrl(publicUrl, path),
    inLanguage: 'en-IN',
    publisher: organization(publicUrl),
  };
  if (path === PUBLIC_PAGES.blogs.path) return { ...common, '@type': 'Blog' };
  if (path === PUBLIC_PAGES.youtubeTool.path)
    return {
      ...common,
      '@type': 'WebApplication',
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
    };
  return {
    ...common,
    '@type': PAGE_TYPES[path] ?? 'WebPage',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: publicUrl },
  };
}

const indexablePage = (path: string, meta: StaticPageMeta, structuredData: object[]): PageHead => ({
  meta,
  path,
  indexable: true,
  ogType: 'website',
  structuredData,
});

/** A page of the site with fixed content (PUBLIC_PAGES other than home). */
export const staticPage = (path: string, meta: StaticPageMeta, publicUrl: string): PageHead =>
  indexablePage(path, meta, [pageStructuredData(path, meta, publicUrl)]);

/** Home: the site itself, with the listing's free-text search as its search box. */
export const homePage = (publicUrl: string): PageHead =>
  indexablePage(PUBLIC_PAGES.home.path, PUBLIC_PAGES.home.meta, [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: publicUrl,
      publisher: organization(publicUrl),
      potentialAction: {
        '@type': 'SearchAction',
        target: `${publicUrl}/listing?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ]);

const unlistedPage = (path: string, meta: PageMeta): PageHead => ({
  meta,
  path,
  indexable: false,
  ogType: 'website',
  structuredData: [],
});

/** A signed-in person's page: the site's own title, kept out of search engines. */
export const privatePage = (path: string): PageHead =>
  unlistedPage(path, {
    title: PUBLIC_PAGES.home.meta.title,
    description: PUBLIC_PAGES.home.meta.description,
  });

export const notFoundPage = (path: string): { status: 404; head: PageHead } => ({
  status: 404,
  head: unlistedPage(path, NOT_FOUND_META),
});

/** /yt/{link}: only the parameters the tool makes open a page; anything else is the 404 page. */
export const youtubeOpenPage = (path: string, link: string): PageAnswer =>
  youtubeAppUrl(link) === null
    ? notFoundPage(path)
    : {
        status: 200,
        head: unlistedPage(path, {
          title: `Open in YouTube | ${SITE_NAME}`,
          description: PUBLIC_PAGES.youtubeTool.meta.description,
        }),
      };

/** An active influencer's profile: their name in the title, a ProfilePage with the Person and their platforms. */
export async function influencerPage(db: Db, publicUrl: string, userName: string): Promise<PageAnswer> {
  const path = `/influencer/${encodeURIComponent(userName)}`;
  const row = await repo.influencerPage(db, userName);
  if (!row) return notFoundPage(path);
  const picture = fileUrl(row.picture);
  const meta = influencerPageMeta({
    name: row.name,
    userName: row.userName,
    bio: row.bio,
    categories: row.categories,
    platforms: row.accounts,
    picture,
  });
  const person = {
    '@type': 'Person',
    name: row.name,
    alternateName: `@${row.userName}`,
    url: absoluteUrl(publicUrl, path),
    ...(picture ? { image: absoluteUrl(publicUrl, picture) } : {}),
    ...(row.headline ? { jobTitle: row.headline } : {}),
    description: meta.description,
    knowsAbout: row.categories,
    sameAs: row.accounts.flatMap((a) => toHttpUrl(a.pageUrl)?.absolute ?? []),
  };
  return {
    status: 200,
    head: {
      meta,
      path,
      indexable: true,
      ogType: 'profile',
      // As the profile header's <img> asks for it (apps/web profile-header.tsx).
      ...(picture
        ? {
            preloadImage: {
              href: picture,
              srcset: `${picture}?size=card 320w, ${picture} 800w`,
              sizes: '(min-width: 48em) 220px, 100vw',
            },
          }
        : {}),
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          dateModified: row.modifiedOn,
          mainEntity: person,
        },
      ],
    },
  };
}

/** A published post (an Article), a redirect from a slug it had before, or the 404 page. */
export async function postPage(blog: BlogPages, publicUrl: string, slug: string): Promise<PageAnswer> {
  const path = `/blog/${encodeURIComponent(slug)}`;
  const found = await blog.postForPage(slug);
  if (!found) return notFoundPage(path);
  if ('movedTo' in found) return { redirectTo: `/blog/${encodeURIComponent(found.movedTo)}` };
  const { post } = found;
  const meta = postPageMeta(post);
  return {
    status: 200,
    head: {
      meta,
      path,
      indexable: true,
      ogType: 'article',
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: post.title,
          description: post.description,
          ...(post.image ? { image: absoluteUrl(publicUrl, post.image) } : {}),
          datePublished: post.publishedOn,
          dateModified: post.modifiedOn,
          author: { '@type': 'Person', name: post.author },
          publisher: organization(publicUrl),
          mainEntityOfPage: absoluteUrl(publicUrl, path),
          keywords: meta.keywords,
          articleSection: post.categories.join(', '),
        },
      ],
    },
  };
}

const FIXED_PAGE_PATHS = SITE_PAGE_PATHS.filter((p) => !p.includes('/:'));

/**
 * Where a path that is no route should go instead, as the browser's router would read it: without trailing
 * slashes, and in the spelling of a page it names in another letter case ('/tools/youtubedirectlinkgenerator').
 * Null when it is simply unknown (the 404 page).
 */
export function canonicalRedirect(pathname: string): string | null {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const page = FIXED_PAGE_PATHS.find((p) => p.toLowerCase() === trimmed.toLowerCase());
  const target = page ?? trimmed;
  return target === pathname ? null : target;
}
