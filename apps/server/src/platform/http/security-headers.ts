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

/**
 * JSON answers are never rendered as documents, so they need no page policy (CSP for scripts,
 * frames, ...): a short set that forbids sniffing, framing and cross-site reads. Fewer header bytes
 * on every API call, which on small cached answers is most of the cost.
 */
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

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
 * The powerful browser features a Permissions-Policy names, each off unless allowed. No page of the product uses
 * any of them: the camera, microphone and location are never asked for, and pictures are chosen as files; only
 * the Razorpay checkout page lets Razorpay's frame use the Payment Request API (payments/razorpay.routes.ts).
 * Features left out keep the browser's default ('self'): fullscreen, picture-in-picture and encrypted-media,
 * which the profile's YouTube and Instagram embeds are given by their frames' `allow`, and clipboard-write for the
 * copy-link buttons. Only features Chromium knows are named: it logs an error for any other.
 */
const POLICY_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const;

/** A Permissions-Policy header with every feature of POLICY_FEATURES off but those given their allowed origins. */
export const permissionsPolicy = (
  allowed: Partial<Record<(typeof POLICY_FEATURES)[number], readonly string[]>> = {},
): string =>
  POLICY_FEATURES.map(
    (feature) =>
      `${feature}=(${(allowed[feature] ?? []).map((o) => (o === 'self' ? o : `"${o}"`)).join(' ')})`,
  ).join(', ');

/** The policy of every page and file the server sends but the Razorpay checkout. */
export const PERMISSIONS_POLICY = permissionsPolicy();

export const securityHeaders = fp<HelmetOptions>(
  (app, options, done) => {
    const pageHeaders = { ...helmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
    const jsonHeaders = apiHeaders(pageHeaders);
    app.addHook('onRequest', (req, reply, next) => {
      reply.headers(req.url.startsWith('/api/') ? jsonHeaders : pageHeaders);
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
