import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@collably/shared/constants/roles';
import { GstHeldMessages as M } from '@collably/shared/messages/gst-held';
import {
  GSTR2B_MAX_BYTES,
  ZGstHeldAdmin,
  ZGstHeldIdParam,
  ZGstHeldOrder,
  ZGstHeldSummary,
  ZGstr2bImport,
  ZGstr2bUpload,
  ZSaveGstInvoiceNumberRequest,
} from '@collably/shared/schemas/gst-held';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { gstHeldOf, gstHeldOverview, importGstr2b, saveInvoiceNumber } from './gst-held.service';

/**
 * GST held until a registered influencer's invoice is in the platform's GSTR-2B (issue 37, docs/tax.md § GST
 * held): the influencer's own held amounts, and the super admin's GSTR-2B imports. Not in the spec.
 */
export const gstHeldRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['gst-held'];
  const security = [{ bearer: [] }];
  const influencerOnly = app.requireRole(Role.Influencer);
  const superAdmin = app.requireRole(Role.SuperAdmin);

  app.get(
    '/api/gst-held',
    {
      onRequest: influencerOnly,
      schema: {
        tags,
        security,
        description: `The influencer's GST held until their invoice is in Collably's GSTR-2B, total and per order.`,
        response: { 200: envelopeOf(ZGstHeldSummary) },
      },
    },
    async (req) => ok(await gstHeldOf(ctx, currentUser(req.auth).userId)),
  );

  app.post(
    '/api/gst-held/:id/invoice-number',
    {
      onRequest: influencerOnly,
      schema: {
        tags,
        security,
        description:
          'The number of the invoice the influencer issued Collably for the order (without self-billing): the GSTR-2B row with it releases the GST. 404 for another influencer’s order.',
        params: ZGstHeldIdParam,
        body: ZSaveGstInvoiceNumberRequest,
        response: { 200: envelopeOf(ZGstHeldOrder) },
      },
    },
    async (req) =>
      ok(
        await saveInvoiceNumber(ctx, currentUser(req.auth).userId, req.params.id, req.body.invoiceNumber),
        M.invoiceNumberSaved,
      ),
  );

  app.get(
    '/api/admin/gst-held',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        description: 'GST held, by influencer, and the last GSTR-2B imports.',
        response: { 200: envelopeOf(ZGstHeldAdmin) },
      },
    },
    async () => ok(await gstHeldOverview(ctx)),
  );

  app.post(
    '/api/admin/gst-held/imports',
    {
      onRequest: superAdmin,
      bodyLimit: GSTR2B_MAX_BYTES,
      schema: {
        tags,
        security,
        description: `The platform's GSTR-2B JSON file from the GST portal, as the body (at most ${GSTR2B_MAX_BYTES / 1024 / 1024} MB): each row showing a held invoice (supplier GSTIN, number, tax within ₹1) releases its GST to the influencer, once. 400 names what is wrong with another file.`,
        body: ZGstr2bUpload,
        response: { 200: envelopeOf(ZGstr2bImport) },
      },
    },
    async (req) => {
      const report = await importGstr2b(ctx, req.body, {
        source: 'upload',
        importedByUserId: currentUser(req.auth).userId,
      });
      return ok(report, M.imported(report.matched));
    },
  );
};
