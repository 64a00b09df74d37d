import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Paths the single-page app never owns: they answer 404 in the envelope instead of index.html. */
const SERVER_PREFIXES = ['/api/', '/files/', '/dev/', '/pay/', '/chat/', '/socket.io/'];

export const isSpaRequest = (req: FastifyRequest) =>
  req.method === 'GET' &&
  !SERVER_PREFIXES.some((p) => req.url.startsWith(p)) &&
  !path.extname(req.url.split('?')[0] ?? '');

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
    index: false,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export const sendSpaIndex = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
