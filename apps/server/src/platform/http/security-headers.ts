import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, computed once. @fastify/helmet rebuilds the helmet middleware (and
 * re-parses the Content-Security-Policy) on every request, which cost a cached API answer about a
 * fifth of its time; without per-request nonces the headers never change, so they are captured at
 * start-up and copied onto each reply.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  // Helmet's middlewares only set and remove headers; with static options they never read the request.
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
  });
  return headers;
}

export const securityHeaders = fp<HelmetOptions>(
  (app, options, done) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_req, reply, next) => {
      reply.headers(headers);
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
