import { expect } from 'vitest';
import { uniqueName, type Fixtures } from '../../../test/permissions/matrix-fixtures';
import { dataOf, everyone, only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** A blog post written straight into the database (published unless told otherwise); its id and slug. */
async function freshBlogPost(fx: Fixtures, isPublished = true): Promise<{ id: number; slug: string }> {
  const slug = uniqueName('matrix-post')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const now = fx.t.clock.now().toISOString();
  const { id } = await fx.t.db
    .insertInto('blogPosts')
    .values({
      title: 'Matrix post',
      slug,
      description: 'Made by the matrix',
      content: '<p>Matrix</p>',
      image: null,
      author: 'Matrix',
      isPublished: isPublished ? 1 : 0,
      publishedOn: isPublished ? now : null,
      createdOn: now,
      modifiedOn: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug };
}

const blogPostProbe = (fx: Fixtures, id: number) => () =>
  fx.t.db.selectFrom('blogPosts').selectAll().where('id', '=', id).execute();

const blogBody = (slug: string) => ({
  title: 'Matrix post',
  slug,
  description: 'Made by the matrix',
  postContent: '<p>Matrix</p>',
  categories: ['Matrix'],
  tags: [],
});

const newBlogSlug = () =>
  uniqueName('matrix-new')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Blog (issue 14): anyone reads published posts; only the super admin writes. */
export const permissions: FeaturePermissions = {
  feature: 'blog',
  rows: [
    { route: 'GET /api/post/getall', rule: 'public', expect: everyone, request: async () => ({}) },
    {
      route: 'GET /api/post/get',
      rule: 'public (published posts only)',
      expect: everyone,
      request: async (fx) => ({ query: { slug: (await freshBlogPost(fx)).slug } }),
    },
    {
      route: 'GET /api/post/admin/list',
      rule: 'super admin only (drafts: staff 98 write no content)',
      expect: only('admin'),
      request: async () => ({ query: { page: '0' } }),
    },
    {
      route: 'GET /api/post/admin/get',
      rule: 'super admin only',
      expect: only('admin'),
      request: async (fx) => ({ query: { postId: String((await freshBlogPost(fx, false)).id) } }),
    },
    {
      route: 'POST /api/post/create',
      rule: 'super admin only',
      expect: only('admin'),
      request: async (fx) => {
        const slug = newBlogSlug();
        return {
          body: blogBody(slug),
          probe: async () => fx.t.db.selectFrom('blogPosts').select('id').where('slug', '=', slug).execute(),
          // A new post is a draft, whatever else the body said.
          verify: (res) =>
            expect(dataOf(res)).toMatchObject({ slug, isPublished: false, datePublished: null }),
        };
      },
    },
    {
      route: 'POST /api/post/update',
      rule: 'super admin only',
      expect: only('admin'),
      request: async (fx) => {
        const post = await freshBlogPost(fx);
        return { body: { ...blogBody(newBlogSlug()), postId: post.id }, probe: blogPostProbe(fx, post.id) };
      },
    },
    {
      route: 'POST /api/post/publish',
      rule: 'super admin only',
      expect: only('admin'),
      request: async (fx) => {
        const post = await freshBlogPost(fx, false);
        return { body: { postId: post.id }, probe: blogPostProbe(fx, post.id) };
      },
    },
    {
      route: 'POST /api/post/unpublish',
      rule: 'super admin only',
      expect: only('admin'),
      request: async (fx) => {
        const post = await freshBlogPost(fx);
        return { body: { postId: post.id }, probe: blogPostProbe(fx, post.id) };
      },
    },
    {
      route: 'POST /api/post/delete',
      rule: 'super admin only',
      expect: only('admin'),
      request: async (fx) => {
        const post = await freshBlogPost(fx);
        return { body: { postId: post.id }, probe: blogPostProbe(fx, post.id) };
      },
    },
  ],
};
