import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * JSON answers are never rendered as documents, so they need no page policy (CSP for scripts,
 * frames, ...): a short set that forbids sniffing, framing and cross-site reads, and helmet's other
 * headers off. Fewer header bytes on every API call, which on small cached answers is most of the
 * cost. Strict-Transport-Security follows the page options.
 */
const API_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies FastifyHelmetOptions;

/** Answers under /api/ (routes and their 404s) are JSON, everything else may be a page. */
export const API_PREFIX = '/api/';

/** The WebSocket origin of the public URL: ws://host for http, wss://host for https. */
export const socketOrigin = (publicUrl: string) => new URL(publicUrl).origin.replace(/^http/, 'ws');

/** Content-Security-Policy of the /api/docs pages (Swagger UI), and of nothing else. */
export const SWAGGER_UI_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // The one <style> element Swagger UI's bundle inserts (@fastify/swagger-ui 5.2), allowed by its hash
  // rather than by 'unsafe-inline'; should a new version change it, only that styling is lost.
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Helmet's headers with the page options given on every answer, and the short JSON set on /api/
 * routes. Register before any route. A 404 under /api/ needs its not-found handler registered with
 * `apiHeaders` as its config.
 */
export const securityHeaders = fp<FastifyHelmetOptions>(
  async (app, pageOptions) => {
    // Added before @fastify/helmet's own onRoute hook, which reads each route's `helmet` option.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(API_PREFIX)) route.helmet ??= API_HEADERS;
    });
    await app.register(helmet, pageOptions);
  },
  { name: 'security-headers' },
);

/** Route config that gives a not-found handler the JSON set. */
export const apiHeaders = { helmet: API_HEADERS };
