import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import {
  ZActiveOrder,
  ZActiveOrdersQuery,
  ZChatBlockRequest,
  ZChatHistory,
  ZChatHistoryQuery,
  ZChatPartner,
  ZChatPartnerQuery,
  ZChatReadRequest,
  ZChatUnread,
  ZChatUser,
} from '@collably/shared/schemas/chat';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as chat from './chat.service';

const security = [{ bearer: [] }];

/**
 * Chat REST (spec §7; issue 12 item 2): lists and history of the caller's own conversations. Messages are
 * sent on the socket (chat.socket.ts). Brands, influencers and super admins chat; staff (98) do not.
 */
export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['chat'];
  const chatter = app.requireRole(Role.Influencer, Role.Brand, Role.SuperAdmin);

  app.get(
    '/api/user/chatusers',
    {
      onRequest: chatter,
      schema: {
        tags,
        security,
        description:
          'The caller’s conversations (last message, time, unread), then collab partners not yet written to.',
        response: { 200: envelopeOf(z.array(ZChatUser)) },
      },
    },
    async (req) => ok(await chat.chatUsers(ctx, currentUser(req.auth))),
  );

  app.get(
    '/api/user/chatpartner',
    {
      onRequest: chatter,
      schema: {
        tags,
        security,
        description: 'One partner, and whether the caller may write to them now (and why not).',
        querystring: ZChatPartnerQuery,
        response: { 200: envelopeOf(ZChatPartner) },
      },
    },
    async (req) => ok(await chat.chatPartner(ctx, currentUser(req.auth), req.query.userId)),
  );

  app.get(
    '/api/user/chathistory',
    {
      onRequest: chatter,
      schema: {
        tags,
        security,
        description:
          'A page of the caller’s conversation with toUserId, oldest first: the newest page, `before` an id (older), or `after` an id (catching up).',
        querystring: ZChatHistoryQuery,
        response: { 200: envelopeOf(ZChatHistory) },
      },
    },
    async (req) => ok(await chat.chatHistory(ctx, currentUser(req.auth), req.query)),
  );

  app.get(
    '/api/user/ActiveOrders',
    {
      onRequest: chatter,
      schema: {
        tags,
        security,
        description:
          'The open collabs between the caller and toUserId (a super admin: toUserId’s helpdesk cases).',
        querystring: ZActiveOrdersQuery,
        response: { 200: envelopeOf(z.array(ZActiveOrder)) },
      },
    },
    async (req) => ok(await chat.activeOrders(ctx, currentUser(req.auth), req.query.toUserId)),
  );

  app.post(
    '/api/user/chatread',
    {
      onRequest: chatter,
      schema: {
        tags,
        security,
        description: 'Marks what toUserId sent the caller as read; answers how many messages changed.',
        body: ZChatReadRequest,
        response: { 200: envelopeOf(z.number()) },
      },
    },
    async (req) => ok(await chat.markRead(ctx, currentUser(req.auth), req.body.toUserId)),
  );

  app.get(
    '/api/user/chatunread',
    {
      onRequest: chatter,
      schema: {
        tags,
        security,
        description: 'Unread messages over all the caller’s conversations.',
        response: { 200: envelopeOf(ZChatUnread) },
      },
    },
    async (req) => ok(await chat.unreadTotal(ctx, currentUser(req.auth))),
  );

  app.post(
    '/api/user/chatblock',
    {
      onRequest: app.requireRole(Role.Influencer),
      schema: {
        tags,
        security,
        description: 'An influencer blocks or unblocks the enquiries of a brand they have no collab with.',
        body: ZChatBlockRequest,
        response: { 200: envelopeOf(z.boolean()) },
      },
    },
    async (req) => ok(await chat.setBlocked(ctx, currentUser(req.auth), req.body)),
  );
};
