/** Blog limits (spec §2 'Blog', §4 'Blog post'): one home for each, used by the form and the server. */
export const BLOG_TITLE_MAX = 150;
export const BLOG_DESCRIPTION_MAX = 300;
export const BLOG_AUTHOR_MAX = 100;
export const BLOG_SLUG_MIN = 3;
export const BLOG_SLUG_MAX = 100;
/** The post's HTML as sent, in UTF-8 bytes (the server's JSON body limit is 1 MB). */
export const BLOG_CONTENT_MAX_BYTES = 200 * 1024;
export const BLOG_MAX_CATEGORIES = 5;
export const BLOG_MAX_TAGS = 10;
export const BLOG_LABEL_MAX = 40;
/** Cards per page of /blogs, and the most a client may ask for. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_PAGE_SIZE_MAX = 24;
/** Rows per page of the super admin's post table. */
export const BLOG_ADMIN_PAGE_SIZE = 20;
/** Most slugs the sitemap reads (a sitemap file holds at most 50 000 URLs). */
export const BLOG_SITEMAP_MAX = 50_000;
/** The byline of a post whose author field was left as it was. */
export const BLOG_DEFAULT_AUTHOR = 'Collably Team';
