import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { BlogMessages } from '@collably/shared/messages/blog';
import {
  ZAdminBlogListQuery,
  ZAdminBlogPage,
  ZAdminBlogPost,
  ZBlogListQuery,
  ZBlogPost,
  ZBlogPostIdQuery,
  ZBlogPostIdRequest,
  ZBlogPostQuery,
  ZBlogPostSummary,
  ZCreateBlogPostRequest,
  ZUpdateBlogPostRequest,
} from '@collably/shared/schemas/blog';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as blog from './blog.service';

const security = [{ bearer: [] }];

/**
 * Blog (spec §2 'Blog', §7 post/getall and post/get): anyone reads published posts; only the super admin
 * (99) writes them. Staff (98) moderate profiles, not content.
 */
export const blogRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['blog'];
  const superAdmin = app.requireRole(Role.SuperAdmin);

  app.get(
    '/api/post/getall',
    {
      schema: { tags, querystring: ZBlogListQuery, response: { 200: envelopeOf(z.array(ZBlogPostSummary)) } },
    },
    async (req) => ok(await blog.listPublishedPosts(ctx, req.query)),
  );

  app.get(
    '/api/post/get',
    { schema: { tags, querystring: ZBlogPostQuery, response: { 200: envelopeOf(ZBlogPost) } } },
    async (req) => ok(await blog.publishedPost(ctx, req.query.slug)),
  );

  app.get(
    '/api/post/admin/list',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        querystring: ZAdminBlogListQuery,
        response: { 200: envelopeOf(ZAdminBlogPage) },
      },
    },
    async (req) => ok(await blog.adminListPosts(ctx, req.query)),
  );

  app.get(
    '/api/post/admin/get',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        querystring: ZBlogPostIdQuery,
        response: { 200: envelopeOf(ZAdminBlogPost) },
      },
    },
    async (req) => ok(await blog.adminGetPost(ctx, req.query.postId)),
  );

  app.post(
    '/api/post/create',
    {
      onRequest: superAdmin,
      schema: { tags, security, body: ZCreateBlogPostRequest, response: { 200: envelopeOf(ZAdminBlogPost) } },
    },
    async (req) =>
      ok(await blog.createPost(ctx, currentUser(req.auth).userId, req.body), BlogMessages.created),
  );

  app.post(
    '/api/post/update',
    {
      onRequest: superAdmin,
      schema: { tags, security, body: ZUpdateBlogPostRequest, response: { 200: envelopeOf(ZAdminBlogPost) } },
    },
    async (req) =>
      ok(await blog.updatePost(ctx, currentUser(req.auth).userId, req.body), BlogMessages.updated),
  );

  app.post(
    '/api/post/publish',
    {
      onRequest: superAdmin,
      schema: { tags, security, body: ZBlogPostIdRequest, response: { 200: envelopeOf(ZAdminBlogPost) } },
    },
    async (req) => ok(await blog.publishPost(ctx, req.body.postId), BlogMessages.published),
  );

  app.post(
    '/api/post/unpublish',
    {
      onRequest: superAdmin,
      schema: { tags, security, body: ZBlogPostIdRequest, response: { 200: envelopeOf(ZAdminBlogPost) } },
    },
    async (req) => ok(await blog.unpublishPost(ctx, req.body.postId), BlogMessages.unpublished),
  );

  app.post(
    '/api/post/delete',
    {
      onRequest: superAdmin,
      schema: { tags, security, body: ZBlogPostIdRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      await blog.deletePost(ctx, req.body.postId);
      return ok(null, BlogMessages.deleted);
    },
  );
};
