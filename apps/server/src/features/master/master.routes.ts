import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParam } from '@collably/shared/schemas/common';
import {
  ZCategory,
  ZCity,
  ZCountry,
  ZFollowerRangeItem,
  ZGrievanceOfficer,
  ZPlatform,
  ZState,
} from '@collably/shared/schemas/master';
import { envelopeOf, ok, sendSerialized } from '../../platform/http/envelope';
import type { AppContext } from '../../platform/context';
import { createMasterService } from './master.service';

export const masterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const master = createMasterService(ctx.db);
  const tags = ['master'];
  app.get(
    '/api/master/platforms',
    { schema: { tags, response: { 200: envelopeOf(z.array(ZPlatform)) } } },
    async (_req, reply) => sendSerialized(reply, await master.platforms()),
  );
  app.get(
    '/api/master/categories',
    { schema: { tags, response: { 200: envelopeOf(z.array(ZCategory)) } } },
    async (_req, reply) => sendSerialized(reply, await master.categories()),
  );
  app.get(
    '/api/master/followers-range',
    { schema: { tags, response: { 200: envelopeOf(z.array(ZFollowerRangeItem)) } } },
    async (_req, reply) => sendSerialized(reply, await master.followerRanges()),
  );
  app.get(
    '/api/master/grievance-officer',
    { schema: { tags, response: { 200: envelopeOf(ZGrievanceOfficer) } } },
    async () => {
      const { name, email, phone } = ctx.config.grievanceOfficer;
      return ok({ name, email, phone });
    },
  );
  app.get(
    '/api/master/countries',
    { schema: { tags, response: { 200: envelopeOf(z.array(ZCountry)) } } },
    async (_req, reply) => sendSerialized(reply, await master.countries()),
  );
  app.get(
    '/api/master/states/:id',
    {
      schema: { tags, params: z.object({ id: ZIdParam }), response: { 200: envelopeOf(z.array(ZState)) } },
    },
    async (req, reply) => sendSerialized(reply, await master.states(req.params.id)),
  );
  app.get(
    '/api/master/cities/:id',
    { schema: { tags, params: z.object({ id: ZIdParam }), response: { 200: envelopeOf(z.array(ZCity)) } } },
    async (req, reply) => sendSerialized(reply, await master.cities(req.params.id)),
  );
};
