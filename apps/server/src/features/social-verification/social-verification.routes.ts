import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { SocialVerificationMessages as M } from '@collably/shared/messages/social-verification';
import {
  ZAccountVerification,
  ZScreenshotDecisionRequest,
  ZScreenshotReview,
  ZVerificationAccountRequest,
  ZVerificationScreenshotRequest,
} from '@collably/shared/schemas/social-verification';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as verification from './social-verification.service';

/**
 * Verified social accounts (issue 18). Only the influencer proves their own accounts (staff who edit
 * profiles cannot prove ownership for them); only the super admin reviews screenshots.
 */
export const socialVerificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['social-verification'];
  const security = [{ bearer: [] }];
  const influencer = app.requireRole(Role.Influencer);
  const superAdmin = app.requireRole(Role.SuperAdmin);
  const ZState = envelopeOf(ZAccountVerification);

  app.get(
    '/api/influencer/social-verification',
    {
      onRequest: influencer,
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZAccountVerification)) } },
    },
    async (req) => ok(await verification.accountVerifications(ctx, currentUser(req.auth).userId)),
  );

  app.post(
    '/api/influencer/social-verification/code',
    {
      onRequest: influencer,
      schema: { tags, security, body: ZVerificationAccountRequest, response: { 200: ZState } },
    },
    async (req) =>
      ok(
        await verification.issueCode(ctx, {
          userId: currentUser(req.auth).userId,
          platformId: req.body.plateformId,
        }),
        M.codeIssued,
      ),
  );

  app.post(
    '/api/influencer/social-verification/check',
    {
      onRequest: influencer,
      schema: {
        tags,
        security,
        description: 'Fetches the account’s public page and looks for the code; rate-limited per influencer.',
        body: ZVerificationAccountRequest,
        response: { 200: ZState },
      },
    },
    async (req) =>
      ok(
        await verification.checkNow(ctx, {
          userId: currentUser(req.auth).userId,
          platformId: req.body.plateformId,
        }),
        M.verified,
      ),
  );

  app.post(
    '/api/influencer/social-verification/screenshot',
    {
      onRequest: influencer,
      schema: { tags, security, body: ZVerificationScreenshotRequest, response: { 200: ZState } },
    },
    async (req) =>
      ok(
        await verification.submitScreenshot(ctx, {
          userId: currentUser(req.auth).userId,
          platformId: req.body.plateformId,
          screenshot: req.body.screenshot,
        }),
        M.screenshotSent,
      ),
  );

  app.get(
    '/api/admin/social-verifications',
    {
      onRequest: superAdmin,
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZScreenshotReview)) } },
    },
    async () => ok(await verification.screenshotQueue(ctx)),
  );

  app.post(
    '/api/admin/social-verifications/decide',
    {
      onRequest: superAdmin,
      schema: { tags, security, body: ZScreenshotDecisionRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      await verification.decideScreenshot(ctx, {
        userId: req.body.userId,
        platformId: req.body.plateformId,
        approve: req.body.approve,
        adminUserId: currentUser(req.auth).userId,
      });
      return ok(null, req.body.approve ? M.approved : M.rejected);
    },
  );
};
