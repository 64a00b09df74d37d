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
   * escaped) in place of the built file's own title and description, never cached. `module` is the source path
   * of the page's lazily loaded module (as in the build's manifest, e.g. 'src/features/home/pages/home-page.tsx'):
   * its files are asked for in the HTML, beside the entry.
   */
  sendPage: (reply: FastifyReply, page: { status: number; head: string; module?: string }) => FastifyReply;
};

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source path or a chunk name. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const readManifest = (distDir: string): Manifest => {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
};

/**
 * The <link> tags that fetch a page module, the chunks it imports and their styles with the HTML. Without them
 * the browser learns of those files only once the entry has run, one round trip after another, and the entry's
 * loader then inserts a link per file (dozens) in one long task on a slow phone. The entry's own files are
 * already in index.html.
 */
export const pagePreloadTags = (manifest: Manifest, module: string): string => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
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
  const manifest = readManifest(distDir);
  const preloads = new Map<string, string>();
  const preloadsOf = (module: string) => {
    if (!preloads.has(module)) preloads.set(module, pagePreloadTags(manifest, module));
    return preloads.get(module) ?? '';
  };
  return {
    sendPage: (reply, page) =>
      reply
        .status(page.status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(`${before}${page.head}${page.module ? `\n    ${preloadsOf(page.module)}` : ''}\n  ${after}`),
  };
}
