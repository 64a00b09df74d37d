import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { boolColumn, idColumn } from './schema-helpers';

/**
 * Blog (issue 14). `blog_posts` holds each post with its sanitised HTML, the cover's stored file name,
 * categories and tags as comma-separated names, and whether it is published (`published_on` is set the first
 * time, so a post unpublished and published again keeps its place). `blog_slug_redirects` keeps each slug a
 * post gave up, so old links still lead to it; a slug taken by another post stops redirecting.
 */
export const blog = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    await idColumn(db.schema.createTable('blog_posts'), dialect)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('category_names', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tag_names', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_published', 'integer', boolColumn)
      .addColumn('published_on', 'text')
      .addColumn('created_on', 'text', (c) => c.notNull())
      .addColumn('modified_on', 'text', (c) => c.notNull())
      .execute();
    // The public list: published posts, newest first.
    await db.schema
      .createIndex('blog_posts_published_idx')
      .on('blog_posts')
      .columns(['is_published', 'published_on desc', 'id desc'])
      .execute();
    await db.schema
      .createTable('blog_slug_redirects')
      .addColumn('old_slug', 'text', (c) => c.primaryKey())
      .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
      .addColumn('created_on', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('blog_slug_redirects_post_idx')
      .on('blog_slug_redirects')
      .column('post_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('blog_slug_redirects').execute();
    await db.schema.dropTable('blog_posts').execute();
  },
});
