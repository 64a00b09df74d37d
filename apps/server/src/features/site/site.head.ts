import { SITE_NAME } from '@collably/shared/constants/site-pages';
import type { PageMeta } from '@collably/shared/domain/page-meta';
import { escapeHtml } from '../../platform/http/html';

/** What the server writes into a page's <head> for search engines and link previews. */
export type PageHead = {
  meta: PageMeta;
  /** Path of the canonical URL (no query). */
  path: string;
  /** False for private pages, redirect pages and the 404 page: 'noindex' and no canonical. */
  indexable: boolean;
  ogType: 'website' | 'profile' | 'article';
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData: object[];
  /**
   * The page's largest picture, fetched with the HTML instead of after the app and its data (LCP): the same
   * src, srcset and sizes as the page's <img>, or the browser fetches it twice.
   */
  preloadImage?: { href: string; srcset: string; sizes: string };
};

/** Shown by link previews when a page has no picture of its own. */
export const DEFAULT_PREVIEW_IMAGE = '/images/og-default.png';

export const absoluteUrl = (publicUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** JSON inside <script>: '<' escaped so no text in it can close the element. */
const jsonLd = (data: object): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

const metaName = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`;

export function renderHead(head: PageHead, publicUrl: string): string {
  const { meta } = head;
  const url = absoluteUrl(publicUrl, head.path);
  const image = absoluteUrl(publicUrl, meta.image ?? DEFAULT_PREVIEW_IMAGE);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaName('description', meta.description),
    meta.keywords ? metaName('keywords', meta.keywords) : null,
    head.indexable ? `<link rel="canonical" href="${escapeHtml(url)}" />` : metaName('robots', 'noindex'),
    metaProperty('og:site_name', SITE_NAME),
    metaProperty('og:type', head.ogType),
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    metaProperty('og:url', url),
    metaProperty('og:image', image),
    metaProperty('og:locale', 'en_IN'),
    metaName('twitter:card', meta.image ? 'summary' : 'summary_large_image'),
    metaName('twitter:title', meta.title),
    metaName('twitter:description', meta.description),
    metaName('twitter:image', image),
    ...head.structuredData.map(jsonLd),
    head.preloadImage
      ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage.href)}" imagesrcset="${escapeHtml(head.preloadImage.srcset)}" imagesizes="${escapeHtml(head.preloadImage.sizes)}" fetchpriority="high" />`
      : null,
  ];
  return tags.filter((t): t is string => t !== null).join('\n    ');
}
