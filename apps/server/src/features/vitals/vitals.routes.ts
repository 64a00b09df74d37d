import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@collably/shared/constants/roles';
import { ZVitalsReport, ZVitalSummary } from '@collably/shared/schemas/vitals';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/http/errors';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as vitals from './vitals.service';

/** A report is a few metrics; anything bigger is not one. */
const REPORT_BODY_MAX = 8 * 1024;

/**
 * Field Core Web Vitals (issue 15 part 3): every visitor's browser reports its page's LCP, INP and CLS with
 * navigator.sendBeacon; the super admin reads the 75th percentiles per page.
 */
export const vitalsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['vitals'];

  // sendBeacon with a string body sends it as text/plain: within this plugin, such a body is JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('The report is not JSON'), undefined);
    }
  });

  app.post(
    '/api/vitals',
    {
      bodyLimit: REPORT_BODY_MAX,
      schema: {
        tags,
        summary:
          "A page load's Core Web Vitals (visitors too; JSON as text/plain or application/json; limited per IP)",
        body: ZVitalsReport,
        response: { 200: envelopeOf(z.object({ stored: z.number().int() })) },
      },
    },
    async (req) => ok(await vitals.report(ctx, { metrics: req.body, ip: req.ip })),
  );

  app.get(
    '/api/admin/vitals',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'The 75th percentile of LCP, INP and CLS per page over the last 7 days (busiest pages first)',
        response: { 200: envelopeOf(z.array(ZVitalSummary)) },
      },
    },
    async () => ok(await vitals.summary(ctx)),
  );
};
