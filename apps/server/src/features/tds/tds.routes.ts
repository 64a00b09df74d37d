import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@collably/shared/constants/roles';
import { TdsMessages } from '@collably/shared/messages/tds';
import { ZInvoiceExportQuery } from '@collably/shared/schemas/invoices';
import {
  ZTdsDetails,
  ZTdsStatement,
  ZTdsStatementQuery,
  ZUpdateTdsDetailsRequest,
} from '@collably/shared/schemas/tds';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import { exportTdsMonth, saveTdsDetails, tdsDetails, tdsStatement, tdsStatementFile } from './tds.service';

/** Income-tax TDS on influencers' credits (issue 16, docs/tax.md § TDS): not in the spec, which has none. */
export const tdsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
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
    async (req) => {
      await saveTdsDetails(ctx, currentUser(req.auth).userId, req.body.pan);
      return ok(null, req.body.pan === null ? TdsMessages.panRemoved : TdsMessages.panSaved);
    },
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
};
