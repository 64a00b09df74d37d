import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOG_CONTENT_MAX_BYTES,
  BLOG_DEFAULT_AUTHOR,
  BLOG_PAGE_SIZE,
  BLOG_PAGE_SIZE_MAX,
} from '@collably/shared/constants/blog';
import { MAX_PAGE } from '@collably/shared/constants/discovery';
import { Role } from '@collably/shared/constants/roles';
import { BlogMessages } from '@collably/shared/messages/blog';
import { CommonMessages } from '@collably/shared/messages/common';
import { FileMessages } from '@collably/shared/messages/files';
import type { TAdminBlogPost, TBlogPost, TBlogPostSummary } from '@collably/shared/schemas/blog';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { uploadPictureAs } from '../../../test/uploads';
import { seedDemoBlog } from '../../db/seed/demo-blog';
import { DEMO_ARTICLES } from '../../db/seed/demo-blog-articles';
import { sanitizeBlogHtml } from './blog-html';
import { publishedPostForPage, publishedPostSlugs } from './blog.service';

let seq = 0;
const validPost = (over: Record<string, unknown> = {}) => ({
  title: 'How to price your reels',
  slug: `price-your-reels-${++seq}`,
  description: 'Start from reach and engagement.',
  postContent: '<h2>Start here</h2><p>Reach, engagement and <strong>rights</strong>.</p>',
  imageUrl: null,
  author: 'Collably Team',
  categories: ['Creators', 'Pricing'],
  tags: ['Instagram', 'Reels'],
  ...over,
});

describe.each(databases())('blog on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin, { name: 'Super' });
  });
  afterAll(() => t.close());

  const create = (body: unknown, user: TestUser | null = admin) =>
    t.post('/api/post/create', body, user ? { token: user.token } : {});
  const update = (body: unknown, user: TestUser | null = admin) =>
    t.post('/api/post/update', body, user ? { token: user.token } : {});
  const publish = (postId: number) => t.post('/api/post/publish', { postId }, { token: admin.token });
  const unpublish = (postId: number) => t.post('/api/post/unpublish', { postId }, { token: admin.token });
  const getPost = (slug: string) => t.get('/api/post/get', { query: { slug } });
  const getAll = (query: Record<string, string> = {}) => t.get('/api/post/getall', { query });

  /** A new post, published unless told otherwise; the clock moves a minute so dates differ. */
  async function newPost(over: Record<string, unknown> = {}, { isPublished = true } = {}) {
    t.clock.advance(60_000);
    const res = await create(validPost(over));
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json<{ data: TAdminBlogPost }>().data;
    if (!isPublished) return post;
    const published = await publish(post.postId);
    expect(published.statusCode).toBe(200);
    return published.json<{ data: TAdminBlogPost }>().data;
  }

  const messageOf = async (body: unknown) => {
    const res = await create(body);
    return { status: res.statusCode, message: res.json<{ message: string }>().message };
  };

  describe('demo articles', () => {
    it('are seeded once, published, with covers, and survive sanitising unchanged', async () => {
      const fresh = await testApp(dialect);
      try {
        await fresh.user(Role.SuperAdmin);
        expect(await seedDemoBlog(fresh.db, fresh.clock.now(), fresh.app.ctx.storage)).toBe(
          DEMO_ARTICLES.length,
        );
        expect(await seedDemoBlog(fresh.db, fresh.clock.now(), fresh.app.ctx.storage)).toBe(0);
        const list = (await fresh.get('/api/post/getall')).json<{ data: TBlogPostSummary[] }>().data;
        expect(list.map((p) => p.slug)).toEqual(DEMO_ARTICLES.map((a) => a.slug));
        for (const article of DEMO_ARTICLES) {
          const words = article.content
            .replace(/<[^>]*>/g, ' ')
            .split(/\s+/)
            .filter(Boolean).length;
          expect(words, article.slug).toBeGreaterThanOrEqual(400);
          expect(words, article.slug).toBeLessThanOrEqual(900);
          expect(sanitizeBlogHtml(article.content)).toBe(article.content.trim());
        }
        const cover = list[0].imageUrl;
        expect(cover).toMatch(/\.webp$/);
        const picture = await fresh.get(`/files/${cover}`);
        expect(picture.statusCode).toBe(200);
        expect(picture.headers['content-type']).toBe('image/webp');
      } finally {
        await fresh.close();
      }
    });
  });

  describe('post/getall', () => {
    it('pages through published posts only, newest first', async () => {
      const fresh = await testApp(dialect);
      try {
        const boss = await fresh.user(Role.SuperAdmin);
        const ids: number[] = [];
        for (let i = 0; i < 5; i++) {
          fresh.clock.advance(60_000);
          const res = await fresh.post('/api/post/create', validPost({ title: `Post ${i}` }), {
            token: boss.token,
          });
          const postId = res.json<{ data: TAdminBlogPost }>().data.postId;
          ids.push(postId);
          // Post 2 stays a draft.
          if (i !== 2) await fresh.post('/api/post/publish', { postId }, { token: boss.token });
        }
        const page = async (query: Record<string, string>) => {
          const res = await fresh.get('/api/post/getall', { query });
          expect(res.statusCode).toBe(200);
          return res.json<{ data: TBlogPostSummary[] }>().data;
        };
        const all = await page({});
        expect(all.map((p) => p.title)).toEqual(['Post 4', 'Post 3', 'Post 1', 'Post 0']);
        expect((await page({ page: '0', pageSize: '2' })).map((p) => p.title)).toEqual(['Post 4', 'Post 3']);
        expect((await page({ page: '1', pageSize: '2' })).map((p) => p.title)).toEqual(['Post 1', 'Post 0']);
        expect(await page({ page: '2', pageSize: '2' })).toEqual([]);
        // The list carries no content, and the spec's fields.
        expect(all[0]).not.toHaveProperty('postContent');
        expect(Object.keys(all[0]).sort()).toEqual(
          [
            'postId',
            'title',
            'description',
            'imageUrl',
            'slug',
            'author',
            'categoryName',
            'tagName',
            'dateCreated',
            'dateModified',
            'datePublished',
          ].sort(),
        );
        expect(all[0]).toMatchObject({ categoryName: 'Creators,Pricing', tagName: 'Instagram,Reels' });
      } finally {
        await fresh.close();
      }
    });

    it('serves at most the default page size', async () => {
      for (let i = 0; i < BLOG_PAGE_SIZE + 1; i++) await newPost();
      const res = await getAll();
      expect(res.json().data).toHaveLength(BLOG_PAGE_SIZE);
      expect((await getAll({ pageSize: String(BLOG_PAGE_SIZE_MAX) })).json().data.length).toBeGreaterThan(
        BLOG_PAGE_SIZE,
      );
    });

    it.each([
      [{ page: '-1' }, CommonMessages.mustBeBetween('page', 0, MAX_PAGE)],
      [{ page: 'abc' }, CommonMessages.mustBeBetween('page', 0, MAX_PAGE)],
      [{ page: '1.5' }, CommonMessages.mustBeBetween('page', 0, MAX_PAGE)],
      [{ page: String(MAX_PAGE + 1) }, CommonMessages.mustBeBetween('page', 0, MAX_PAGE)],
      [{ pageSize: '0' }, CommonMessages.mustBeBetween('pageSize', 1, BLOG_PAGE_SIZE_MAX)],
      [
        { pageSize: String(BLOG_PAGE_SIZE_MAX + 1) },
        CommonMessages.mustBeBetween('pageSize', 1, BLOG_PAGE_SIZE_MAX),
      ],
      [{ pageSize: '1e9' }, CommonMessages.mustBeBetween('pageSize', 1, BLOG_PAGE_SIZE_MAX)],
    ])('refuses the query %o', async (query, message) => {
      const res = await getAll(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, message });
    });
  });

  describe('post/get', () => {
    it('answers a published post with every field of the spec', async () => {
      const post = await newPost({ author: 'Neha', categories: ['GST', 'Brands'], tags: ['Tax'] });
      const res = await getPost(post.slug);
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: TBlogPost }>().data;
      expect(data).toMatchObject({
        postId: post.postId,
        title: 'How to price your reels',
        slug: post.slug,
        description: 'Start from reach and engagement.',
        postContent: '<h2>Start here</h2><p>Reach, engagement and <strong>rights</strong>.</p>',
        imageUrl: null,
        author: 'Neha',
        categoryName: 'GST,Brands',
        tagName: 'Tax',
      });
      expect(data.dateCreated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(data.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(data.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(data).not.toHaveProperty('isPublished');
    });

    it('answers 404 for an unknown slug and for a draft', async () => {
      const draft = await newPost({}, { isPublished: false });
      for (const slug of ['no-such-post', draft.slug]) {
        const res = await getPost(slug);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          isSuccess: false,
          message: BlogMessages.postNotFound,
          data: null,
        });
      }
    });

    it('hides a post once unpublished, and shows it again with its first date', async () => {
      const post = await newPost();
      expect((await unpublish(post.postId)).json().data).toMatchObject({ isPublished: false });
      expect((await getPost(post.slug)).statusCode).toBe(404);
      expect((await getAll({ pageSize: String(BLOG_PAGE_SIZE_MAX) })).json().data).not.toContainEqual(
        expect.objectContaining({ postId: post.postId }),
      );
      t.clock.advance(3_600_000);
      const again = (await publish(post.postId)).json<{ data: TAdminBlogPost }>().data;
      expect(again.datePublished).toBe(post.datePublished);
      expect((await getPost(post.slug)).statusCode).toBe(200);
      // Both are safe to repeat.
      expect((await publish(post.postId)).statusCode).toBe(200);
      expect((await unpublish(post.postId)).statusCode).toBe(200);
      expect((await unpublish(post.postId)).statusCode).toBe(200);
    });

    it('needs a slug of sane length', async () => {
      const missing = await t.get('/api/post/get');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(CommonMessages.isRequired('slug'));
      const long = await getPost('a'.repeat(101));
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe(BlogMessages.slugLength);
    });
  });

  describe('slug changes', () => {
    it('keeps the old slug leading to the post, with its current slug', async () => {
      const post = await newPost();
      const oldSlug = post.slug;
      const newSlug = `${oldSlug}-updated`;
      const res = await update({ ...validPost({ slug: newSlug }), postId: post.postId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: BlogMessages.updated, data: { slug: newSlug } });

      const viaOld = await getPost(oldSlug);
      expect(viaOld.statusCode).toBe(200);
      expect(viaOld.json().data).toMatchObject({ postId: post.postId, slug: newSlug });
      expect((await getPost(newSlug)).json().data.postId).toBe(post.postId);

      expect(await publishedPostForPage(t.db, oldSlug)).toMatchObject({
        redirectTo: newSlug,
        post: { postId: post.postId },
      });
      expect(await publishedPostForPage(t.db, newSlug)).toMatchObject({ redirectTo: null });
      expect(await publishedPostForPage(t.db, 'never-was-a-post')).toBeNull();
      const slugs = await publishedPostSlugs(t.db);
      expect(slugs).toContainEqual({ slug: newSlug, dateModified: expect.any(String) });
      expect(slugs.map((s) => s.slug)).not.toContain(oldSlug);

      // An old slug of an unpublished post leads nowhere.
      await unpublish(post.postId);
      expect((await getPost(oldSlug)).statusCode).toBe(404);
      expect(await publishedPostForPage(t.db, oldSlug)).toBeNull();
      await publish(post.postId);

      // Going back to the old slug works, and the other one then redirects.
      const back = await update({ ...validPost({ slug: oldSlug }), postId: post.postId });
      expect(back.statusCode).toBe(200);
      expect((await getPost(newSlug)).json().data).toMatchObject({ slug: oldSlug });
    });

    it('lets another post take a slug given up, which then stops redirecting', async () => {
      const first = await newPost();
      const given = first.slug;
      await update({ ...validPost({ slug: `${given}-moved` }), postId: first.postId });
      const second = await newPost({ slug: given, title: 'Second' });
      expect((await getPost(given)).json().data).toMatchObject({ postId: second.postId, title: 'Second' });
    });

    it('refuses a slug another post uses (409), on create and on update', async () => {
      const taken = await newPost();
      const dup = await create(validPost({ slug: taken.slug }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ isSuccess: false, message: BlogMessages.slugTaken });
      const other = await newPost();
      const dupUpdate = await update({ ...validPost({ slug: taken.slug }), postId: other.postId });
      expect(dupUpdate.statusCode).toBe(409);
      expect(dupUpdate.json().message).toBe(BlogMessages.slugTaken);
      // A post keeping its own slug is no conflict.
      expect((await update({ ...validPost({ slug: other.slug }), postId: other.postId })).statusCode).toBe(
        200,
      );
    });
  });

  describe('sanitising', () => {
    const hostile = [
      '<h1>Title</h1>',
      '<p onclick="alert(1)">Hello<script>alert("x")</script></p>',
      '<img src="x" onerror="alert(1)">',
      '<img src="https://cdn.example.com/a.png" onerror="alert(2)" alt="elsewhere">',
      '<img src="/files/a.webp" onerror="alert(2)" alt="ok">',
      '<img src="//cdn.example.com/b.png">',
      '<img src="http://insecure.example.com/a.png">',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<a href="javascript:alert(3)">js</a>',
      '<a href="https://example.com" target="_blank">out</a>',
      '<a href="/influencer/ananya.sharma">in</a>',
      '<style>body{display:none}</style><iframe src="https://evil.example.com"></iframe>',
      '<p style="color:red">styled</p><svg><script>alert(4)</script></svg>',
    ].join('');

    it('stores and answers no script, handler, javascript: URL, style or frame', async () => {
      const post = await newPost({ postContent: hostile });
      for (const html of [
        post.postContent,
        (await getPost(post.slug)).json<{ data: TBlogPost }>().data.postContent,
      ]) {
        expect(html).not.toMatch(
          /<script|onerror|onclick|javascript:|<style|<iframe|style=|data:|<svg|http:\/\//i,
        );
        expect(html).toContain('<h2>Title</h2>');
        expect(html).toContain('<p>Hello</p>');
        // Pictures from /files only: the pages' CSP (img-src 'self') would not show others.
        expect(html).toContain('<img src="/files/a.webp" alt="ok" />');
        expect(html).not.toMatch(/cdn\.example\.com|elsewhere/);
        expect(html).toContain('<a href="https://example.com" rel="noopener nofollow">out</a>');
        expect(html).toContain('<a href="/influencer/ananya.sharma">in</a>');
        expect(html).toContain('<p>styled</p>');
      }
      const stored = await t.db
        .selectFrom('blogPosts')
        .select('content')
        .where('id', '=', post.postId)
        .executeTakeFirstOrThrow();
      expect(stored.content).not.toMatch(/<script|onerror|javascript:/i);
    });

    it('sanitises on the way out too (a row written another way)', async () => {
      const post = await newPost();
      await t.db
        .updateTable('blogPosts')
        .set({ content: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>' })
        .where('id', '=', post.postId)
        .execute();
      const html = (await getPost(post.slug)).json<{ data: TBlogPost }>().data.postContent;
      expect(html).toBe('<p>ok</p>');
    });

    it('refuses content that is empty once sanitised', async () => {
      expect(await messageOf(validPost({ postContent: '<script>alert(1)</script>' }))).toEqual({
        status: 400,
        message: BlogMessages.contentRequired,
      });
    });
  });

  describe('validation', () => {
    it.each([
      ['no title', { title: undefined }, CommonMessages.required],
      ['blank title', { title: '   ' }, CommonMessages.required],
      ['long title', { title: 'x'.repeat(151) }, BlogMessages.titleTooLong],
      ['title with a control character', { title: 'Hi\u202Eevil' }, CommonMessages.controlCharacters],
      ['no slug', { slug: '' }, CommonMessages.required],
      ['short slug', { slug: 'ab' }, BlogMessages.slugLength],
      ['long slug', { slug: 'a'.repeat(101) }, BlogMessages.slugLength],
      ['uppercase slug', { slug: 'Price-Reels' }, BlogMessages.slugPattern],
      ['double hyphen', { slug: 'price--reels' }, BlogMessages.slugPattern],
      ['leading hyphen', { slug: '-price-reels' }, BlogMessages.slugPattern],
      ['slug with a space', { slug: 'price reels' }, BlogMessages.slugPattern],
      ['no description', { description: '' }, CommonMessages.required],
      ['long description', { description: 'x'.repeat(301) }, BlogMessages.descriptionTooLong],
      ['no content', { postContent: undefined }, BlogMessages.contentRequired],
      ['empty editor', { postContent: '<p></p>' }, BlogMessages.contentRequired],
      [
        'content too large',
        { postContent: `<p>${'x'.repeat(BLOG_CONTENT_MAX_BYTES)}</p>` },
        BlogMessages.contentTooLarge,
      ],
      [
        'content too large in bytes',
        { postContent: `<p>${'₹'.repeat(Math.ceil(BLOG_CONTENT_MAX_BYTES / 3) + 1)}</p>` },
        BlogMessages.contentTooLarge,
      ],
      ['long author', { author: 'x'.repeat(101) }, BlogMessages.authorTooLong],
      ['six categories', { categories: ['a', 'b', 'c', 'd', 'e', 'f'] }, BlogMessages.tooManyCategories],
      ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, BlogMessages.tooManyTags],
      ['a comma in a category', { categories: ['GST, tax'] }, BlogMessages.labelInvalid],
      ['an empty tag', { tags: [' '] }, BlogMessages.labelInvalid],
      ['a long tag', { tags: ['x'.repeat(41)] }, BlogMessages.labelInvalid],
      ['categories as text', { categories: 'GST' }, BlogMessages.labelInvalid],
      ['a number as title', { title: 123 }, CommonMessages.required],
      ['a cover nobody uploaded', { imageUrl: 'nobody-uploaded-this.webp' }, FileMessages.notYours],
    ])('refuses %s', async (_, over, message) => {
      expect(await messageOf(validPost(over))).toEqual({ status: 400, message });
    });

    it('answers 413, not 500, for a body over the server limit', async () => {
      const res = await create(validPost({ postContent: `<p>${'x'.repeat(1_100_000)}</p>` }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ isSuccess: false });
    });

    it('refuses a body that is not an object, and wrong types for ids', async () => {
      for (const body of [[], 'text', 42, null, { title: {} }]) {
        const res = await t.inject({
          method: 'POST',
          url: '/api/post/create',
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ isSuccess: false });
      }
      for (const postId of ['1', -1, 1.5, 2 ** 31]) {
        expect((await publish(postId as number)).statusCode).toBe(400);
      }
    });

    it('fills the author, drops repeated names and accepts the caller’s own cover', async () => {
      const image = await uploadPictureAs(t, admin.token);
      const res = await create(
        validPost({ author: '', imageUrl: image, categories: ['GST', 'gst', 'Brands'], tags: [] }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: BlogMessages.created,
        data: {
          author: BLOG_DEFAULT_AUTHOR,
          imageUrl: image,
          categoryName: 'GST,Brands',
          tagName: '',
          isPublished: false,
        },
      });
    });

    it('refuses a cover another admin uploaded, but keeps a post’s current cover on update', async () => {
      const other = await t.user(Role.SuperAdmin);
      const theirs = await uploadPictureAs(t, other.token);
      expect(await messageOf(validPost({ imageUrl: theirs }))).toEqual({
        status: 400,
        message: FileMessages.notYours,
      });
      const created = await t.post('/api/post/create', validPost({ imageUrl: theirs }), {
        token: other.token,
      });
      const postId = created.json<{ data: TAdminBlogPost }>().data.postId;
      const res = await update({ ...validPost({ imageUrl: theirs, title: 'Edited by me' }), postId });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ imageUrl: theirs, title: 'Edited by me' });
    });

    it('answers 404 for a post that does not exist', async () => {
      for (const res of [
        await update({ ...validPost(), postId: 999_999 }),
        await publish(999_999),
        await unpublish(999_999),
        await t.post('/api/post/delete', { postId: 999_999 }, { token: admin.token }),
        await t.get('/api/post/admin/get', { token: admin.token, query: { postId: '999999' } }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(BlogMessages.adminPostNotFound);
      }
    });
  });

  describe('super admin', () => {
    it('lists drafts and published posts, gets one to edit, and deletes', async () => {
      const draft = await newPost({ title: 'A draft' }, { isPublished: false });
      const list = await t.get('/api/post/admin/list', { token: admin.token, query: { pageSize: '5' } });
      expect(list.statusCode).toBe(200);
      const page = list.json().data;
      expect(page.posts.length).toBeLessThanOrEqual(5);
      expect(page.totalCount).toBeGreaterThanOrEqual(page.posts.length);
      expect(page.totalPages).toBe(Math.ceil(page.totalCount / 5));
      expect(page.posts[0]).toMatchObject({ postId: draft.postId, isPublished: false, datePublished: null });

      const one = await t.get('/api/post/admin/get', {
        token: admin.token,
        query: { postId: String(draft.postId) },
      });
      expect(one.json().data).toMatchObject({
        postId: draft.postId,
        postContent: expect.stringContaining('<h2>'),
      });

      const gone = await t.post('/api/post/delete', { postId: draft.postId }, { token: admin.token });
      expect(gone.json()).toMatchObject({ isSuccess: true, message: BlogMessages.deleted });
      expect(
        (await t.get('/api/post/admin/get', { token: admin.token, query: { postId: String(draft.postId) } }))
          .statusCode,
      ).toBe(404);
    });

    it('refuses visitors (401) and every other role (403)', async () => {
      const post = await newPost();
      const calls = (user: TestUser | null) => {
        const token = user ? { token: user.token } : {};
        return [
          t.post('/api/post/create', validPost(), token),
          t.post('/api/post/update', { ...validPost(), postId: post.postId }, token),
          t.post('/api/post/publish', { postId: post.postId }, token),
          t.post('/api/post/unpublish', { postId: post.postId }, token),
          t.post('/api/post/delete', { postId: post.postId }, token),
          t.get('/api/post/admin/list', token),
          t.get('/api/post/admin/get', { ...token, query: { postId: String(post.postId) } }),
        ];
      };
      for (const res of await Promise.all(calls(null))) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ isSuccess: false });
      }
      for (const role of [Role.Influencer, Role.Brand, Role.Staff] as const) {
        const user = await t.user(role);
        for (const res of await Promise.all(calls(user))) {
          expect(res.statusCode).toBe(403);
          expect(res.json()).toMatchObject({ isSuccess: false });
        }
      }
      // Nothing changed.
      expect((await getPost(post.slug)).json().data).toMatchObject({
        postId: post.postId,
        title: post.title,
      });
    });

    it('lets anyone read, signed in or not', async () => {
      const post = await newPost();
      for (const role of [Role.Influencer, Role.Brand, Role.Staff] as const) {
        const user = await t.user(role);
        expect(
          (await t.get('/api/post/get', { token: user.token, query: { slug: post.slug } })).statusCode,
        ).toBe(200);
        expect((await t.get('/api/post/getall', { token: user.token })).statusCode).toBe(200);
      }
    });
  });
});
