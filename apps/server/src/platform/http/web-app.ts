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

export type WebApp = {
  /**
   * Sends the app's index.html with `head` (title, meta, link and JSON-LD tags written by the caller, already
   * escaped) in place of the built file's own title and description, never cached.
   */
  sendPage: (reply: FastifyReply, page: { status: number; head: string }) => FastifyReply;
};

const OWN_HEAD_TAGS = /\s*<title>[\s\S]*?<\/title>|\s*<meta\s+name="description"[^>]*>/gi;

/** The built index.html split where a page's own head tags go: just before </head>. */
const pageTemplate = (indexHtml: string): { before: string; after: string } => {
  const html = indexHtml.replace(OWN_HEAD_TAGS, '');
  const at = html.search(/<\/head>/i);
  return at < 0 ? { before: '', after: html } : { before: html.slice(0, at), after: html.slice(at) };
};

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when the build
 * wrote them), index.html never cached. Null when there is no build (API only, or the Vite dev server).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<WebApp | null> {
  const indexFile = distDir && path.join(distDir, 'index.html');
  if (!distDir || !indexFile || !fs.existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    preCompressed: true,
    // The app's pages, '/' included, are answered with their own head tags by the site's routes.
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const { before, after } = pageTemplate(fs.readFileSync(indexFile, 'utf8'));
  return {
    sendPage: (reply, page) =>
      reply
        .status(page.status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(`${before}${page.head}\n  ${after}`),
  };
}
