import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import { toDbBool, withBooleans, type WithBooleans } from '../../db/bool';
import type { BlogPostsTable } from '../../db/tables/blog';

export type BlogPostRow = WithBooleans<Selectable<BlogPostsTable>, 'isPublished'>;
/** A row without its HTML: what lists read. */
export type BlogPostListRow = Omit<BlogPostRow, 'content'>;

type NewBlogPost = Omit<Insertable<BlogPostsTable>, 'isPublished' | 'publishedOn'>;
type BlogPostChanges = Pick<
  Updateable<BlogPostsTable>,
  | 'title'
  | 'slug'
  | 'description'
  | 'content'
  | 'image'
  | 'author'
  | 'categoryNames'
  | 'tagNames'
  | 'modifiedOn'
>;

const LIST_COLUMNS = [
  'id',
  'title',
  'slug',
  'description',
  'image',
  'author',
  'categoryNames',
  'tagNames',
  'isPublished',
  'publishedOn',
  'createdOn',
  'modifiedOn',
] as const;

const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

export const blogRepository = Object.freeze({
  /** One page of published posts, newest first. */
  publishedPage: async (db: DbOrTrx, { offset, limit }: { offset: number; limit: number }) => {
    const rows = await db
      .selectFrom('blogPosts')
      .select(LIST_COLUMNS)
      .where('isPublished', '=', 1)
      .orderBy('publishedOn', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((r): BlogPostListRow => withBooleans(r, 'isPublished'));
  },

  /** One page of every post (drafts too), the latest changed first. */
  allPage: async (db: DbOrTrx, { offset, limit }: { offset: number; limit: number }) => {
    const rows = await db
      .selectFrom('blogPosts')
      .select(LIST_COLUMNS)
      .orderBy('modifiedOn', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const count = await db
      .selectFrom('blogPosts')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirst();
    return { rows: rows.map((r): BlogPostListRow => withBooleans(r, 'isPublished')), total: countOf(count) };
  },

  /** Slugs and change dates of every published post, newest first (the sitemap). */
  publishedSlugs: (db: DbOrTrx, limit: number) =>
    db
      .selectFrom('blogPosts')
      .select(['slug', 'modifiedOn'])
      .where('isPublished', '=', 1)
      .orderBy('publishedOn', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),

  findById: async (db: DbOrTrx, id: number): Promise<BlogPostRow | undefined> => {
    const row = await db.selectFrom('blogPosts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && withBooleans(row, 'isPublished');
  },

  findBySlug: async (db: DbOrTrx, slug: string): Promise<BlogPostRow | undefined> => {
    const row = await db.selectFrom('blogPosts').selectAll().where('slug', '=', slug).executeTakeFirst();
    return row && withBooleans(row, 'isPublished');
  },

  /** The post a slug it gave up leads to. */
  findByOldSlug: async (db: DbOrTrx, oldSlug: string): Promise<BlogPostRow | undefined> => {
    const row = await db
      .selectFrom('blogSlugRedirects as r')
      .innerJoin('blogPosts as p', 'p.id', 'r.postId')
      .selectAll('p')
      .where('r.oldSlug', '=', oldSlug)
      .executeTakeFirst();
    return row && withBooleans(row, 'isPublished');
  },

  insert: (db: DbOrTrx, post: NewBlogPost) =>
    db
      .insertInto('blogPosts')
      .values({ ...post, isPublished: toDbBool(false) })
      .returning('id')
      .executeTakeFirstOrThrow(),

  update: (db: DbOrTrx, id: number, changes: BlogPostChanges) =>
    db.updateTable('blogPosts').set(changes).where('id', '=', id).execute(),

  /** Publishes: the first publication date is kept when a post goes public again. */
  publish: (db: DbOrTrx, id: number, now: string) =>
    db
      .updateTable('blogPosts')
      .set((eb) => ({
        isPublished: toDbBool(true),
        publishedOn: eb.fn.coalesce('publishedOn', eb.val(now)),
        modifiedOn: now,
      }))
      .where('id', '=', id)
      .execute(),

  unpublish: (db: DbOrTrx, id: number, now: string) =>
    db
      .updateTable('blogPosts')
      .set({ isPublished: toDbBool(false), modifiedOn: now })
      .where('id', '=', id)
      .execute(),

  delete: async (db: DbOrTrx, id: number) => {
    await db.deleteFrom('blogSlugRedirects').where('postId', '=', id).execute();
    const r = await db.deleteFrom('blogPosts').where('id', '=', id).executeTakeFirst();
    return r.numDeletedRows === 1n;
  },

  /** Keeps `oldSlug` leading to the post (a later change of the same slug moves it). */
  keepOldSlug: (db: DbOrTrx, redirect: { oldSlug: string; postId: number; createdOn: string }) =>
    db
      .insertInto('blogSlugRedirects')
      .values(redirect)
      .onConflict((oc) =>
        oc.column('oldSlug').doUpdateSet({ postId: redirect.postId, createdOn: redirect.createdOn }),
      )
      .execute(),

  /** A slug a post now uses is nobody's old slug any more. */
  dropOldSlug: (db: DbOrTrx, slug: string) =>
    db.deleteFrom('blogSlugRedirects').where('oldSlug', '=', slug).execute(),
});
