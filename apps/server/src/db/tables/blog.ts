import type { Generated } from 'kysely';
import type { IntBool } from './foundation';

/** One blog post (migration 016); `content` is HTML sanitised before it was stored. */
export type BlogPostsTable = {
  id: Generated<number>;
  title: string;
  slug: string;
  description: string;
  content: string;
  /** The cover picture's stored file name (served at /files/{name}), or null. */
  image: string | null;
  author: string;
  /** Comma-separated names; a name never holds a comma. */
  categoryNames: Generated<string>;
  tagNames: Generated<string>;
  isPublished: Generated<IntBool>;
  /** When the post first went public; null for a post never published. */
  publishedOn: string | null;
  createdOn: string;
  modifiedOn: string;
};

/** A slug a post gave up: a link to it still finds the post. */
export type BlogSlugRedirectsTable = { oldSlug: string; postId: number; createdOn: string };

export type BlogTables = { blogPosts: BlogPostsTable; blogSlugRedirects: BlogSlugRedirectsTable };
