import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the single-page app never owns: they answer 404 in the envelope instead of index.html. */
const SERVER_PREFIXES = ['/api/', '/files/', '/dev/', '/pay/', '/chat/', '/socket.io/'];

/** A missing file of one of these types is a real 404; any other path belongs to the app's router. */
const ASSET_EXTENSION = /\.(js|mjs|css|map|png|jpe?g|webp|gif|svg|ico|txt|json|xml|woff2?|br|gz)$/i;

// User names may contain dots (/influencer/riya.k), so a dot alone does not make a path a file.
export const isSpaRequest = (req: FastifyRequest) => {
  const pathname = req.url.split('?')[0] ?? '';
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !SERVER_PREFIXES.some((p) => pathname.startsWith(p)) &&
    !pathname.startsWith('/assets/') &&
    !ASSET_EXTENSION.test(pathname)
  );
};

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when the build
 * wrote them), index.html never cached, any unknown app route answered with index.html.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<boolean> {
  if (!distDir || !fs.existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    preCompressed: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export const sendSpaIndex = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
