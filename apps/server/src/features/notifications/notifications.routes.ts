import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { NotificationMessages as M } from '@collably/shared/messages/notifications';
import {
  ZEmailPreference,
  ZNotification,
  ZSaveEmailPreferencesRequest,
} from '@collably/shared/schemas/notifications';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as notifications from './notifications.service';

const security = [{ bearer: [] }];

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['notifications'];
  // Only influencers and brands have a bell (spec §4).
  const withBell = app.requireRole(Role.Influencer, Role.Brand);

  app.get(
    '/api/notification/get',
    {
      onRequest: withBell,
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZNotification)) } },
    },
    async (req) => ok(await notifications.latestNotifications(ctx, currentUser(req.auth).userId)),
  );

  // A GET that writes, as the spec's client calls it; it is idempotent, so a repeat is harmless.
  app.get(
    '/api/notification/read',
    { onRequest: withBell, schema: { tags, security, response: { 200: envelopeOf(z.number()) } } },
    async (req) => ok(await notifications.markAllRead(ctx, currentUser(req.auth).userId)),
  );

  // E-mail preferences (issue 11 item 5): every role that gets order or reminder e-mails, its own account only.
  const withMail = app.requireRole(Role.Influencer, Role.Brand, Role.SuperAdmin);
  const preferences = envelopeOf(z.array(ZEmailPreference));

  app.get(
    '/api/user/email-preferences',
    { onRequest: withMail, schema: { tags, security, response: { 200: preferences } } },
    async (req) => ok(await notifications.emailPreferences(ctx, currentUser(req.auth))),
  );

  app.post(
    '/api/user/email-preferences',
    {
      onRequest: withMail,
      schema: { tags, security, body: ZSaveEmailPreferencesRequest, response: { 200: preferences } },
    },
    async (req) =>
      ok(await notifications.saveEmailPreferences(ctx, currentUser(req.auth), req.body), M.preferencesSaved),
  );
};
