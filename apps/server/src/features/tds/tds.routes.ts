import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@collably/shared/constants/roles';
import { ZInvoiceExportQuery } from '@collably/shared/schemas/invoices';
import {
  ZTdsDetails,
  ZTdsSetup,
  ZTdsStatement,
  ZTdsStatementQuery,
  ZUpdateTdsDetailsRequest,
} from '@collably/shared/schemas/tds';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import {
  applyTdsSection,
  exportTdsMonth,
  saveTdsDetails,
  tdsDetails,
  tdsSetup,
  tdsStatement,
  tdsStatementFile,
} from './tds.service';

/** Income-tax TDS on influencers' credits (issues 16 and 37, docs/tax.md § TDS): not in the spec, which has none. */
export const tdsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Before this instance serves anyone: the configured section recorded, or a change of it scheduled (never
  // retroactively), so every credit is charged under a section the database holds.
  app.addHook('onReady', async () => void (await applyTdsSection(ctx, app.log)));
  const tags = ['tds'];
  const security = [{ bearer: [] }];
  const influencerOnly = app.requireRole(Role.Influencer);

  app.get(
    '/api/tds/details',
    { onRequest: influencerOnly, schema: { tags, security, response: { 200: envelopeOf(ZTdsDetails) } } },
    async (req) => ok(await tdsDetails(ctx, currentUser(req.auth).userId)),
  );

  app.post(
    '/api/tds/details',
    { onRequest: influencerOnly, schema: { tags, security, body: ZUpdateTdsDetailsRequest } },
    async (req) => ok(null, await saveTdsDetails(ctx, currentUser(req.auth).userId, req.body.pan, req.log)),
  );

  app.get(
    '/api/tds/statement',
    {
      onRequest: influencerOnly,
      schema: {
        tags,
        security,
        querystring: ZTdsStatementQuery,
        response: { 200: envelopeOf(ZTdsStatement) },
      },
    },
    async (req) => ok(await tdsStatement(ctx, currentUser(req.auth).userId, req.query.year)),
  );

  app.get(
    '/api/tds/statement/pdf',
    { onRequest: influencerOnly, schema: { tags, security, querystring: ZTdsStatementQuery } },
    async (req, reply) => {
      const { fileName, pdf } = await tdsStatementFile(ctx, currentUser(req.auth).userId, req.query.year);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/tds/export',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: { tags, security, querystring: ZInvoiceExportQuery },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="tds-${req.query.month}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(await exportTdsMonth(ctx, req.query.month)),
  );

  app.get(
    '/api/tds/setup',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: { tags, security, response: { 200: envelopeOf(ZTdsSetup) } },
    },
    async () => ok(await tdsSetup(ctx)),
  );
};
