import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { CouponMessages } from '@collably/shared/messages/coupons';
import {
  ZCoupon,
  ZCouponUsagePage,
  ZCouponUsageQuery,
  ZDeleteCouponRequest,
  ZSaveCouponRequest,
} from '@collably/shared/schemas/coupons';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as coupons from './coupons.service';

const security = [{ bearer: [] }];

export const couponRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['coupons'];
  const superAdmin = app.requireRole(Role.SuperAdmin);

  app.get(
    '/api/manage/coupons',
    { onRequest: superAdmin, schema: { tags, security, response: { 200: envelopeOf(z.array(ZCoupon)) } } },
    async () => ok(await coupons.listCoupons(ctx)),
  );

  app.get(
    '/api/manage/coupon/usage',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        querystring: ZCouponUsageQuery,
        response: { 200: envelopeOf(ZCouponUsagePage) },
      },
    },
    async (req) => ok(await coupons.couponUsage(ctx, req.query)),
  );

  app.post(
    '/api/manage/createupdatecoupon',
    {
      onRequest: superAdmin,
      schema: { tags, security, body: ZSaveCouponRequest, response: { 200: envelopeOf(ZCoupon) } },
    },
    async (req) => ok(await coupons.saveCoupon(ctx, req.body), CouponMessages.saved),
  );

  app.post(
    '/api/manage/deletecoupon',
    {
      onRequest: superAdmin,
      schema: { tags, security, body: ZDeleteCouponRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      await coupons.deleteCoupon(ctx, req.body.id);
      return ok(null, CouponMessages.deleted);
    },
  );
};
