import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminAction, type TStatusAction } from '@collably/shared/constants/admin';
import { Role } from '@collably/shared/constants/roles';
import { AdminMessages } from '@collably/shared/messages/admin';
import {
  moderateUserRequest,
  ZAdminUserListParams,
  ZAdminUserListQuery,
  ZAdminUserPage,
  ZAccessLogPage,
  ZAuditLogPage,
  ZAuditLogQuery,
  ZToggleFeaturedRequest,
  ZUpdateTagsRequest,
} from '@collably/shared/schemas/admin';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as admin from './admin.service';

const security = [{ bearer: [] }];

/** The spec's status calls (§7) and what each answers on success. */
const STATUS_ROUTES: readonly { path: string; action: TStatusAction; message: string; summary: string }[] = [
  {
    path: '/api/user/approve',
    action: AdminAction.Approve,
    message: AdminMessages.approved,
    summary: 'Approve a pending user',
  },
  {
    path: '/api/user/Reject',
    action: AdminAction.Disable,
    message: AdminMessages.disabled,
    summary: 'Disable an active user',
  },
  {
    path: '/api/user/Delete',
    action: AdminAction.Delete,
    message: AdminMessages.deleted,
    summary: 'Delete a user (soft)',
  },
  {
    path: '/api/user/Revert',
    action: AdminAction.Revert,
    message: AdminMessages.reverted,
    summary: 'Make a disabled user active again',
  },
];

/**
 * Moderation (spec §2 Admin, §6, §7): the user lists and featured / tags for staff (98) and the super admin
 * (99); approve, disable, delete, revert and the audit log for the super admin only.
 */
export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['admin'];
  const admins = app.requireRole(Role.Staff, Role.SuperAdmin);
  const superAdmin = app.requireRole(Role.SuperAdmin);

  app.get(
    '/api/user/get-all-user/:x',
    {
      onRequest: admins,
      schema: {
        tags,
        security,
        summary: 'Pending (0), active (1) or disabled (2) users of a role, one page',
        params: ZAdminUserListParams,
        querystring: ZAdminUserListQuery,
        response: { 200: envelopeOf(ZAdminUserPage) },
      },
    },
    async (req) =>
      ok(
        await admin.listUsers(ctx, {
          list: req.params.x,
          roleId: req.query.role,
          page: req.query.page,
          search: req.query.search,
        }),
      ),
  );

  for (const route of STATUS_ROUTES) {
    app.post(
      route.path,
      {
        onRequest: superAdmin,
        schema: {
          tags,
          security,
          summary: route.summary,
          body: moderateUserRequest(route.action),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await admin.moveUserStatus(ctx, route.action, {
          actorUserId: currentUser(req.auth).userId,
          userId: req.body.userId,
        });
        return ok(null, route.message);
      },
    );
  }

  app.post(
    '/api/user/togglefeatured',
    {
      onRequest: admins,
      schema: { tags, security, body: ZToggleFeaturedRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      await admin.setFeatured(ctx, {
        actorUserId: currentUser(req.auth).userId,
        userId: req.body.userId,
        isFeatured: req.body.isFeatured,
      });
      return ok(null, req.body.isFeatured ? AdminMessages.featuredOn : AdminMessages.featuredOff);
    },
  );

  app.post(
    '/api/user/updateTags',
    {
      onRequest: admins,
      schema: { tags, security, body: ZUpdateTagsRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      await admin.setTags(ctx, {
        actorUserId: currentUser(req.auth).userId,
        userId: req.body.userId,
        tags: req.body.tags,
      });
      return ok(null, AdminMessages.tagsUpdated);
    },
  );

  app.get(
    '/api/admin/audit-log',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        summary: 'Every admin action, newest first',
        querystring: ZAuditLogQuery,
        response: { 200: envelopeOf(ZAuditLogPage) },
      },
    },
    async (req) => ok(await admin.auditLog(ctx, req.query.page)),
  );

  app.get(
    '/api/admin/access-log',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        summary:
          'Every call of staff or a super admin that may have shown someone’s personal data, newest first',
        querystring: ZAuditLogQuery,
        response: { 200: envelopeOf(ZAccessLogPage) },
      },
    },
    async (req) => ok(await admin.accessLog(ctx, req.query.page)),
  );
};
