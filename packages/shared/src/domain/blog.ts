import { BLOG_SLUG_MAX } from '../constants/blog';

/** A slug: lowercase letters and digits in words joined by single hyphens (no hyphen at either end). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug the editor suggests for a title: 'GST on influencer marketing: what brands should know' →
 * 'gst-on-influencer-marketing-what-brands-should-know'. Accents are dropped, '&' reads 'and', anything
 * else that is not a letter or digit separates words; cut at a word boundary to fit the slug limit.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > BLOG_SLUG_MAX) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, BLOG_SLUG_MAX);
}

/**
 * Categories and tags travel as one comma-separated text (spec §4 'Blog post': categoryName, tagName);
 * names never hold a comma, so splitting gives the names back.
 */
export const splitBlogLabels = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

export const joinBlogLabels = (names: readonly string[]): string => names.join(',');

/** How the pages show the lists (spec §4: 'shown with ", "'). */
export const displayBlogLabels = (text: string | null | undefined): string =>
  splitBlogLabels(text).join(', ');

/**
 * Whether a post's HTML says anything: text once tags are removed, or a picture. The editor's empty
 * document is '<p></p>'. A rough reading, enough to refuse an empty post; the server sanitises anyway.
 */
export function blogContentHasText(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text.length > 0;
}

/** UTF-8 bytes of a text, as the size limit counts them. */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** The list card's teaser (spec §2: 'description followed by ...'), without a doubled full stop. */
export const blogTeaser = (description: string): string =>
  `${description.trim().replace(/[.…\s]+$/u, '')}...`;
