import { BLOG_SITEMAP_MAX } from '@collably/shared/constants/blog';
import { blogContentHasText, joinBlogLabels } from '@collably/shared/domain/blog';
import { BlogMessages } from '@collably/shared/messages/blog';
import type {
  TAdminBlogPage,
  TAdminBlogPost,
  TAdminBlogPostSummary,
  TBlogListQuery,
  TBlogPost,
  TBlogPostSummary,
  TCreateBlogPostRequest,
  TUpdateBlogPostRequest,
} from '@collably/shared/schemas/blog';
import type { DbOrTrx } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { assertOwnUploads } from '../../platform/storage/ownership';
import { sanitizeBlogHtml } from './blog-html';
import { blogRepository as repo, type BlogPostListRow, type BlogPostRow } from './blog.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'storage'>;

// ---------------------------------------------------------------------------------------------
// Row → wire (spec §4 'Blog post')

const toAdminSummary = (row: BlogPostListRow): TAdminBlogPostSummary => ({
  postId: row.id,
  title: row.title,
  description: row.description,
  imageUrl: row.image,
  slug: row.slug,
  author: row.author,
  categoryName: row.categoryNames,
  tagName: row.tagNames,
  dateCreated: row.createdOn,
  dateModified: row.modifiedOn,
  datePublished: row.publishedOn,
  isPublished: row.isPublished,
});

/** A published row: publishing always sets its date. */
const toSummary = (row: BlogPostListRow): TBlogPostSummary => {
  const { isPublished: _isPublished, ...summary } = toAdminSummary(row);
  return { ...summary, datePublished: row.publishedOn ?? row.createdOn };
};

/** The stored HTML is sanitised again on the way out: a row written another way is never shown unsafe. */
const toPost = (row: BlogPostRow): TBlogPost => ({
  ...toSummary(row),
  postContent: sanitizeBlogHtml(row.content),
});

const toAdminPost = (row: BlogPostRow): TAdminBlogPost => ({
  ...toAdminSummary(row),
  postContent: sanitizeBlogHtml(row.content),
});

// ---------------------------------------------------------------------------------------------
// Public reads

/** GET post/getall: one page of published posts, newest first. */
export async function listPublishedPosts(
  ctx: Pick<Ctx, 'db'>,
  query: TBlogListQuery,
): Promise<TBlogPostSummary[]> {
  const rows = await repo.publishedPage(ctx.db, {
    offset: query.page * query.pageSize,
    limit: query.pageSize,
  });
  return rows.map(toSummary);
}

/**
 * A published post by its slug, or by a slug it gave up (`redirectTo` is then its current slug), for the
 * post page and for the HTML served to crawlers (a permanent redirect to the current URL). Null when no
 * published post has or had the slug.
 */
export async function publishedPostForPage(
  db: DbOrTrx,
  slug: string,
): Promise<{ post: TBlogPost; redirectTo: string | null } | null> {
  const current = await repo.findBySlug(db, slug);
  if (current) return current.isPublished ? { post: toPost(current), redirectTo: null } : null;
  const moved = await repo.findByOldSlug(db, slug);
  if (!moved?.isPublished) return null;
  return { post: toPost(moved), redirectTo: moved.slug };
}

/** GET post/get?slug=: the published post; an old slug answers it too, with its current `slug`. */
export async function publishedPost(ctx: Pick<Ctx, 'db'>, slug: string): Promise<TBlogPost> {
  const found = await publishedPostForPage(ctx.db, slug);
  if (!found) throw notFound(BlogMessages.postNotFound);
  return found.post;
}

/** Every published post's slug and last change (the sitemap), newest first. */
export async function publishedPostSlugs(db: DbOrTrx): Promise<{ slug: string; dateModified: string }[]> {
  const rows = await repo.publishedSlugs(db, BLOG_SITEMAP_MAX);
  return rows.map((r) => ({ slug: r.slug, dateModified: r.modifiedOn }));
}

// ---------------------------------------------------------------------------------------------
// Super admin

/** GET post/admin/list: every post, drafts included, the latest changed first. */
export async function adminListPosts(ctx: Pick<Ctx, 'db'>, query: TBlogListQuery): Promise<TAdminBlogPage> {
  const { rows, total } = await repo.allPage(ctx.db, {
    offset: query.page * query.pageSize,
    limit: query.pageSize,
  });
  return {
    posts: rows.map(toAdminSummary),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.pageSize),
    totalCount: total,
  };
}

async function postById(db: DbOrTrx, postId: number): Promise<BlogPostRow> {
  const row = await repo.findById(db, postId);
  if (!row) throw notFound(BlogMessages.adminPostNotFound);
  return row;
}

/** GET post/admin/get: a post to edit, draft or not. */
export const adminGetPost = async (ctx: Pick<Ctx, 'db'>, postId: number): Promise<TAdminBlogPost> =>
  toAdminPost(await postById(ctx.db, postId));

/** The stored form of the fields: sanitised HTML that still says something, names joined by commas. */
function storedFields(input: TCreateBlogPostRequest) {
  const content = sanitizeBlogHtml(input.postContent);
  if (!blogContentHasText(content)) throw badRequest(BlogMessages.contentRequired);
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    content,
    image: input.imageUrl,
    author: input.author,
    categoryNames: joinBlogLabels(input.categories),
    tagNames: joinBlogLabels(input.tags),
  };
}

/** A slug another post uses now is taken; one another post gave up is free (it stops redirecting). */
async function assertSlugFree(db: DbOrTrx, slug: string, postId: number | null) {
  const holder = await repo.findBySlug(db, slug);
  if (holder && holder.id !== postId) throw conflict(BlogMessages.slugTaken);
}

const slugConflicts = (error: unknown) => {
  if (isUniqueViolation(error)) return conflict(BlogMessages.slugTaken);
  return error;
};

/** POST post/create: a new draft; a cover must be one of the caller's own uploaded pictures. */
export async function createPost(
  ctx: Ctx,
  userId: number,
  input: TCreateBlogPostRequest,
): Promise<TAdminBlogPost> {
  const fields = storedFields(input);
  if (fields.image) await assertOwnUploads(ctx, userId, [fields.image], 'image');
  const now = ctx.clock.now().toISOString();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      await assertSlugFree(trx, fields.slug, null);
      const { id } = await repo.insert(trx, { ...fields, createdOn: now, modifiedOn: now });
      await repo.dropOldSlug(trx, fields.slug);
      return id;
    });
    return toAdminPost(await postById(ctx.db, id));
  } catch (error) {
    throw slugConflicts(error);
  }
}

/**
 * POST post/update: changes a post, published or not. A changed slug keeps the old one leading to the post;
 * a new cover must be one of the caller's own uploaded pictures (the current one may stay as it is).
 */
export async function updatePost(
  ctx: Ctx,
  userId: number,
  input: TUpdateBlogPostRequest,
): Promise<TAdminBlogPost> {
  const fields = storedFields(input);
  const existing = await postById(ctx.db, input.postId);
  if (fields.image && fields.image !== existing.image) {
    await assertOwnUploads(ctx, userId, [fields.image], 'image');
  }
  const now = ctx.clock.now().toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const current = await postById(trx, input.postId);
      await assertSlugFree(trx, fields.slug, current.id);
      await repo.update(trx, current.id, { ...fields, modifiedOn: now });
      if (current.slug !== fields.slug) {
        await repo.dropOldSlug(trx, fields.slug);
        await repo.keepOldSlug(trx, { oldSlug: current.slug, postId: current.id, createdOn: now });
      }
    });
  } catch (error) {
    throw slugConflicts(error);
  }
  return toAdminPost(await postById(ctx.db, input.postId));
}

/** POST post/publish: idempotent; the first publication date is kept. */
export async function publishPost(ctx: Pick<Ctx, 'db' | 'clock'>, postId: number): Promise<TAdminBlogPost> {
  const existing = await postById(ctx.db, postId);
  if (!existing.isPublished) await repo.publish(ctx.db, postId, ctx.clock.now().toISOString());
  return toAdminPost(await postById(ctx.db, postId));
}

/** POST post/unpublish: idempotent; the post leaves the public pages (its links answer 404). */
export async function unpublishPost(ctx: Pick<Ctx, 'db' | 'clock'>, postId: number): Promise<TAdminBlogPost> {
  const existing = await postById(ctx.db, postId);
  if (existing.isPublished) await repo.unpublish(ctx.db, postId, ctx.clock.now().toISOString());
  return toAdminPost(await postById(ctx.db, postId));
}

/** POST post/delete: the post and its old slugs are gone (its cover picture stays in storage). */
export async function deletePost(ctx: Pick<Ctx, 'db'>, postId: number): Promise<void> {
  const isDeleted = await ctx.db.transaction().execute((trx) => repo.delete(trx, postId));
  if (!isDeleted) throw notFound(BlogMessages.adminPostNotFound);
}
