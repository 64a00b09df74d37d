import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@collably/shared/constants/roles';
import { ReconciliationMessages as M } from '@collably/shared/messages/reconciliation';
import {
  ZMismatchIdParam,
  ZReconciliationDayParam,
  ZReconciliationMismatch,
  ZReconciliationPage,
  ZReconciliationQuery,
  ZReconciliationRun,
  ZResolveMismatchRequest,
} from '@collably/shared/schemas/reconciliation';
import { currentUser } from '../../platform/auth/guards';
import { AppError } from '../../platform/http/errors';
import { envelopeOf, ok } from '../../platform/http/envelope';
import {
  dayReport,
  reconciliationPage,
  resolveMismatch,
  runReconciliation,
  type ReconciliationDeps,
} from './reconciliation.service';

/** Admin → Reconciliation (issue 34): the super admin's view of provider against ledger. Not in the spec. */
export const reconciliationRoutes: FastifyPluginAsyncZod<ReconciliationDeps> = async (app, deps) => {
  const tags = ['reconciliation'];
  const security = [{ bearer: [] }];
  const superAdmin = app.requireRole(Role.SuperAdmin);

  app.get(
    '/api/admin/reconciliation',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        description: 'The last reconciliation run, the open count, and a page of mismatches (20 a page).',
        querystring: ZReconciliationQuery,
        response: { 200: envelopeOf(ZReconciliationPage) },
      },
    },
    async (req) => ok(await reconciliationPage(deps, req.query)),
  );

  app.post(
    '/api/admin/reconciliation/run',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        description:
          'Runs the reconciliation of the last 3 IST days now; 409 while another instance runs it.',
        response: { 200: envelopeOf(ZReconciliationRun) },
      },
    },
    async () => {
      const run = await runReconciliation(deps);
      if (!run) throw new AppError('CONFLICT', M.runBusy);
      return ok(run, M.runStarted);
    },
  );

  app.post(
    '/api/admin/reconciliation/:id/resolve',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        description: 'Resolves an open mismatch with a note (audit-logged). Moves no money.',
        params: ZMismatchIdParam,
        body: ZResolveMismatchRequest,
        response: { 200: envelopeOf(ZReconciliationMismatch) },
      },
    },
    async (req) =>
      ok(await resolveMismatch(deps, currentUser(req.auth), req.params.id, req.body.note), M.resolved),
  );

  app.get(
    '/api/admin/reconciliation/days/:day.csv',
    {
      onRequest: superAdmin,
      schema: {
        tags,
        security,
        description:
          'Every item compared for one IST day, as CSV (cells a spreadsheet could run are escaped).',
        params: ZReconciliationDayParam,
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="reconciliation-${req.params.day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(await dayReport(deps, req.params.day)),
  );
};
