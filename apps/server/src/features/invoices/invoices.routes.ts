import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { ZInvoiceIdParams, ZInvoiceSummary } from '@collably/shared/schemas/invoices';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { invoicePdf, listInvoices } from './invoices.service';

/** Tax invoices (issue 16, docs/tax.md): not in the spec, which has none. */
export const invoiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['invoices'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/invoices',
    {
      onRequest: app.requireRole(Role.Brand),
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZInvoiceSummary)) } },
    },
    async (req) => ok(await listInvoices(ctx, currentUser(req.auth).userId)),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      onRequest: app.requireRole(Role.Brand, Role.SuperAdmin),
      schema: { tags, security, params: ZInvoiceIdParams },
    },
    async (req, reply) => {
      const { number, pdf } = await invoicePdf(ctx, currentUser(req.auth), req.params.id);
      const fileName = `${number.replaceAll('/', '-')}.pdf`;
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
