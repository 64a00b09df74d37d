import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PERMISSIONS_POLICY, SWAGGER_UI_CSP } from './security-headers';

export const API_DOCS_PATH = '/api/docs';

/** Swagger UI's options, as the page is given them (`queryConfigEnabled` is Swagger UI's, untyped by the plugin). */
const UI_CONFIG = { validatorUrl: null, queryConfigEnabled: false, layout: 'BaseLayout' };

/**
 * The OpenAPI document, generated from the routes' zod schemas (register before the routes), and Swagger UI at
 * /api/docs. The UI shows this API's document and no other:
 * - an address of the UI with a query string is sent to the same address without it. @fastify/swagger-ui's
 *   `/static/index.html` redirect keeps the query, so `/api/docs/static/index.html?url=…` was redirected to itself
 *   for ever, and no `url=` (Swagger UI's parameter for loading another document) reaches the page;
 * - Swagger UI's own reading of `?url=`/`?configUrl=` is off (`queryConfigEnabled`, also its default), and the
 *   layout has no top bar, whose box loads any document typed into it.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Collably API', version: '1.0.0', description: 'Influencer marketplace API (spec §7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // The docs page's own policy (the API's 'default-src none' leaves it blank): its scripts, styles and
    // the OpenAPI document all come from here, and the validator badge (an outside image) is off.
    staticCSP: SWAGGER_UI_CSP,
    uiConfig: UI_CONFIG,
    uiHooks: {
      onRequest: (req, reply, done) => {
        const at = req.url.indexOf('?');
        if (at !== -1) {
          void reply.redirect(req.url.slice(0, at), 302);
          return;
        }
        void reply.header('permissions-policy', PERMISSIONS_POLICY);
        done();
      },
    },
  });
}
