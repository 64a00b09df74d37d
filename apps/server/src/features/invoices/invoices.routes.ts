import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { InvoiceMessages } from '@collably/shared/messages/invoices';
import {
  ZAnnualReturnRequest,
  ZCreditNoteDeadlines,
  ZDefaultedStateReport,
  ZInvoiceExportQuery,
  ZInvoiceIdParams,
  ZInvoiceSummary,
  ZSelfBilledInvoice,
  ZSelfBilling,
  ZSelfBillingRequest,
} from '@collably/shared/schemas/invoices';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import {
  confirmReversal,
  creditNoteDeadlines,
  exportMonth,
  invoicePdf,
  listInvoices,
  listSelfBilled,
  recordAnnualReturn,
  saveSelfBilling,
  selfBilling,
} from './invoices.service';
import { defaultedStateReport } from './defaulted-state.service';

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

  const influencerOnly = app.requireRole(Role.Influencer);

  app.get(
    '/api/invoices/self-billing',
    { onRequest: influencerOnly, schema: { tags, security, response: { 200: envelopeOf(ZSelfBilling) } } },
    async (req) => ok(await selfBilling(ctx, currentUser(req.auth).userId)),
  );

  app.post(
    '/api/invoices/self-billing',
    {
      onRequest: influencerOnly,
      schema: { tags, security, body: ZSelfBillingRequest, response: { 200: envelopeOf(ZSelfBilling) } },
    },
    async (req) =>
      ok(
        await saveSelfBilling(ctx, currentUser(req.auth).userId, req.body.consent),
        req.body.consent ? InvoiceMessages.selfBillingOn : InvoiceMessages.selfBillingOff,
      ),
  );

  app.get(
    '/api/invoices/self-billed',
    {
      onRequest: influencerOnly,
      schema: { tags, security, response: { 200: envelopeOf(z.array(ZSelfBilledInvoice)) } },
    },
    async (req) => ok(await listSelfBilled(ctx, currentUser(req.auth).userId)),
  );

  app.get(
    '/api/invoices/export',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: { tags, security, querystring: ZInvoiceExportQuery },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="tax-documents-${req.query.month}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(await exportMonth(ctx, req.query.month)),
  );

  // Issue 36: the invoices issued while a brand had given no billing details (docs/tax.md).
  app.get(
    '/api/invoices/defaulted-state',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: { tags, security, response: { 200: envelopeOf(ZDefaultedStateReport) } },
    },
    async () => ok(await defaultedStateReport(ctx)),
  );

  // Issue 37: credit notes under CGST Act s. 34 — each year's deadline, and those issued past it.
  app.get(
    '/api/invoices/credit-notes',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: { tags, security, response: { 200: envelopeOf(ZCreditNoteDeadlines) } },
    },
    async () => ok(await creditNoteDeadlines(ctx)),
  );

  app.post(
    '/api/invoices/annual-returns',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: {
        tags,
        security,
        body: ZAnnualReturnRequest,
        response: { 200: envelopeOf(ZCreditNoteDeadlines) },
      },
    },
    async (req) =>
      ok(
        await recordAnnualReturn(ctx, currentUser(req.auth).userId, req.body),
        InvoiceMessages.annualReturnRecorded,
      ),
  );

  app.post(
    '/api/invoices/:id/reversal',
    {
      onRequest: app.requireRole(Role.Brand, Role.SuperAdmin),
      schema: { tags, security, params: ZInvoiceIdParams, response: { 200: envelopeOf(z.null()) } },
    },
    async (req) => {
      await confirmReversal(ctx, currentUser(req.auth), req.params.id);
      return ok(null, InvoiceMessages.reversalConfirmed);
    },
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      onRequest: app.requireRole(Role.Brand, Role.Influencer, Role.SuperAdmin),
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
