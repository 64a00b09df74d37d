import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { FirstPaint } from '@collably/shared/domain/first-paint';
import { DEFAULT_FIRST_PAINT_LIMITS, loadFirstPaints, type FirstPaintLimits } from './first-paint';

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
   * escaped) in place of the built file's own title and description, never cached. A 200 asks for the files of
   * the page's module (the route's lazy import, found in the build's manifest) beside the entry; `paint` paints
   * it on the server when the build has the renderer (platform/http/first-paint.ts): public pages only, as a
   * visitor sees them.
   */
  sendPage: (
    reply: FastifyReply,
    page: { status: number; head: string; paint: boolean },
  ) => Promise<FastifyReply>;
};

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source path or a chunk name. */
type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** Vite's `.vite/ssr-manifest.json`: for each source module, the files of the chunk that holds it (first) and its CSS. */
type ModuleFiles = Record<string, string[]>;

const readJson = <T>(distDir: string, name: string, empty: T): T => {
  const file = path.join(distDir, '.vite', name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : empty;
};

/**
 * The manifest, with every module the build names also findable by its source path: the build merges small
 * chunks, so a route's module may live in a chunk named after another, which the manifest keys by that name.
 */
export const readManifest = (distDir: string): Manifest => {
  const manifest = readJson<Manifest>(distDir, 'manifest.json', {});
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const moduleFiles = readJson<ModuleFiles>(distDir, 'ssr-manifest.json', {});
  const byModule: Manifest = {};
  for (const [module, files] of Object.entries(moduleFiles)) {
    const script = files.find((file) => file.endsWith('.js'))?.replace(/^\//, '');
    const key = script === undefined ? undefined : keyOfFile.get(script);
    const chunk = key === undefined ? undefined : manifest[key];
    if (chunk && !(module in manifest)) byModule[module] = chunk;
  }
  return { ...byModule, ...manifest };
};

/** The files of chunks named by the manifest and of the chunks they import, leaving out the entry's own. */
const chunkFiles = (manifest: Manifest, keys: string[]): { styles: string[]; scripts: string[] } => {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { styles: [...styles], scripts: [...scripts] };
};

/**
 * What the HTML says of the app and a page module. The module's styles are in the head: the server's first
 * paint needs them. The app's chunks (what the entry loads: apps/web/src/main.tsx) and the module's own chunk
 * are listed in an inert <template> that the entry adds to the head once the first paint is on screen: in the
 * HTML they would share a slow network with that paint. The chunks the module imports are left to the browser,
 * which asks for them as it reads the module: each <link> added costs a slow phone a few milliseconds, and a
 * page imports dozens.
 */
export const pageTags = (manifest: Manifest, modules: string[]): { head: string; body: string } => {
  const app = chunkFiles(manifest, manifest['index.html']?.dynamicImports ?? []);
  const page = chunkFiles(manifest, modules);
  const scripts = [...new Set([...app.scripts, ...page.scripts.slice(0, 1)])];
  const styles = [...new Set([...app.styles, ...page.styles])];
  const links = scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return {
    head: styles.map((file) => `\n    <link rel="stylesheet" crossorigin href="/${file}">`).join(''),
    body: links.length ? `\n    <template id="page-chunks">${links.join('')}</template>` : '',
  };
};

const OWN_HEAD_TAGS = /\s*<title>[\s\S]*?<\/title>|\s*<meta\s+name="description"[^>]*>/gi;

const EMPTY_ROOT = '<div id="root"></div>';

/** The built index.html split where a page's own head tags go: just before </head>. */
const pageTemplate = (indexHtml: string): { head: string; body: string } => {
  const html = indexHtml.replace(OWN_HEAD_TAGS, '');
  const at = Math.max(html.search(/<\/head>/i), 0);
  return { head: html.slice(0, at), body: html.slice(at) };
};

/** #root with a first paint inside, and its queries' answers beside it for the browser's first render (main.tsx). */
const rootMarkup = (paint: FirstPaint | null) =>
  paint
    ? `<div id="root">${paint.html}</div>\n    <script type="application/json" id="first-paint-queries">${paint.queries.replace(/</g, '\\u003c')}</script>`
    : EMPTY_ROOT;

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when the build
 * wrote them), index.html never cached. Null when there is no build (API only, or the Vite dev server).
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  /** Changes whenever data the server-painted pages show changes (platform/http/first-paint.ts). */
  dataVersion: () => Promise<number> = async () => 0,
  /** How many pages the server may paint, and in how many worker threads. */
  firstPaintLimits: FirstPaintLimits = DEFAULT_FIRST_PAINT_LIMITS,
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
  const template = pageTemplate(fs.readFileSync(indexFile, 'utf8'));
  const firstPaints = await loadFirstPaints(app, distDir, dataVersion, firstPaintLimits);
  const manifest = readManifest(distDir);
  const tagsByModules = new Map<string, { head: string; body: string }>();
  const tagsOf = (modules: string[]) => {
    const key = modules.join('|');
    if (!tagsByModules.has(key)) tagsByModules.set(key, pageTags(manifest, modules));
    return tagsByModules.get(key) ?? { head: '', body: '' };
  };
  return {
    sendPage: async (reply, page) => {
      const paint = page.paint && firstPaints ? await firstPaints.paint(reply.request) : null;
      const pathname = reply.request.url.split('?')[0] ?? '/';
      const modules = page.status === 200 && firstPaints ? firstPaints.pageModules(pathname) : [];
      const tags = tagsOf(modules);
      return reply
        .status(page.status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          `${template.head}${page.head}${tags.head}\n  ${template.body.replace(EMPTY_ROOT, () => rootMarkup(paint) + tags.body)}`,
        );
    },
  };
}
