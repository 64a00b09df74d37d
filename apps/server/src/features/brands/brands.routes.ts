import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@collably/shared/constants/roles';
import { BrandMessages } from '@collably/shared/messages/brands';
import {
  ZBrandBilling,
  ZBrandProfile,
  ZUpdateBrandBillingRequest,
  ZUpdateBrandRequest,
  ZUpdateBrandResult,
} from '@collably/shared/schemas/brands';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { getBrand, getBrandBilling, updateBrand, updateBrandBilling } from './brands.service';

/** Brand profile (spec §2 'brand', §7), role 2 only. */
export const brandRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['brands'];
  const security = [{ bearer: [] }];
  const brandOnly = app.requireRole(Role.Brand);

  app.get(
    '/api/brand/get',
    { onRequest: brandOnly, schema: { tags, security, response: { 200: envelopeOf(ZBrandProfile) } } },
    async (req) => ok(await getBrand(ctx, currentUser(req.auth).userId)),
  );

  app.post(
    '/api/brand/update',
    {
      onRequest: brandOnly,
      schema: {
        tags,
        security,
        body: ZUpdateBrandRequest,
        response: { 200: envelopeOf(ZUpdateBrandResult) },
      },
    },
    async (req) => ok(await updateBrand(ctx, currentUser(req.auth).userId, req.body), BrandMessages.updated),
  );

  // Billing details for tax invoices (issue 16): not in the spec, which has no invoices.
  app.get(
    '/api/brand/billing',
    { onRequest: brandOnly, schema: { tags, security, response: { 200: envelopeOf(ZBrandBilling) } } },
    async (req) => ok(await getBrandBilling(ctx, currentUser(req.auth).userId)),
  );

  app.post(
    '/api/brand/billing',
    {
      onRequest: brandOnly,
      schema: {
        tags,
        security,
        body: ZUpdateBrandBillingRequest,
        response: { 200: envelopeOf(ZBrandBilling) },
      },
    },
    async (req) =>
      ok(await updateBrandBilling(ctx, currentUser(req.auth).userId, req.body), BrandMessages.billingSaved),
  );
};
