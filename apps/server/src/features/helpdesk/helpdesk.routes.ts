import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role } from '@collably/shared/constants/roles';
import { rupeesToPaise } from '@collably/shared/domain/pricing';
import {
  HelpdeskOutcome,
  ZHelpdeskResolution,
  ZResolveHelpdeskRequest,
} from '@collably/shared/schemas/helpdesk';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/auth/guards';
import { envelopeOf, ok } from '../../platform/http/envelope';
import * as helpdesk from './helpdesk.service';

const security = [{ bearer: [] }];

export const helpdeskRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tags = ['helpdesk'];

  // The helpdesk is the super admin's (spec §2, §6); staff (98) see nothing of orders or money.
  app.post(
    '/api/helpdesk/resolve',
    {
      onRequest: app.requireRole(Role.SuperAdmin),
      schema: {
        tags,
        security,
        body: ZResolveHelpdeskRequest,
        response: { 200: envelopeOf(ZHelpdeskResolution) },
      },
    },
    async (req) => {
      const { collabDetailId, outcome, refundAmount } = req.body;
      const result = await helpdesk.resolveCase(ctx, currentUser(req.auth), {
        collabId: collabDetailId,
        outcome,
        refundPaise:
          outcome === HelpdeskOutcome.Split && typeof refundAmount === 'number'
            ? rupeesToPaise(refundAmount)
            : null,
      });
      return ok(result, helpdesk.resolvedMessage(outcome));
    },
  );
};
