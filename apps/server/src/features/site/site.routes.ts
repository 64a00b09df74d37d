import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_PAGE_PATHS, PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import type { AppContext } from '../../platform/context';
import type { WebApp } from '../../platform/http/web-app';
import { renderHead } from './site.head';
import {
  canonicalRedirect,
  homePage,
  influencerPage,
  notFoundPage,
  postPage,
  privatePage,
  staticPage,
  youtubeOpenPage,
  type BlogPages,
  type PageAnswer,
} from './site.service';
import { blogSitemap, influencersSitemap, pagesSitemap, robotsTxt, sitemapIndex } from './site.sitemap';

export type SiteOptions = AppContext & {
  /** The built web app; without it (API only, or the Vite dev server) only robots.txt and the sitemaps exist. */
  webApp: WebApp | null;
  blogPages: BlogPages | null;
};

const hidden = { schema: { hide: true } } as const;
const INFLUENCER_SITEMAP = /^influencers-([1-9]\d{0,5})\.xml$/;

const pathOf = (req: FastifyRequest) => req.url.split('?')[0] ?? '/';

/**
 * Any path that is no route of the app: a trailing slash or another letter case of a page goes to the page (the
 * browser's router would show it; one address keeps one status), anything else is the 404 page with a 404.
 */
export const sendNotFoundPage = (
  webApp: WebApp,
  publicUrl: string,
  req: FastifyRequest,
  reply: FastifyReply,
) => {
  const [pathname = '/', query] = req.url.split('?', 2);
  const redirect = canonicalRedirect(pathname);
  if (redirect !== null) return reply.redirect(query === undefined ? redirect : `${redirect}?${query}`, 301);
  const { status, head } = notFoundPage(pathname);
  return webApp.sendPage(reply, { status, head: renderHead(head, publicUrl), paint: false });
};

/**
 * The site as crawlers and link previews see it: every page of the app answered with its own head tags
 * (title, description, canonical, Open Graph, JSON-LD) before the app takes over, robots.txt and the sitemaps.
 */
export const siteRoutes: FastifyPluginAsync<SiteOptions> = async (app, { db, config, webApp, blogPages }) => {
  const { publicUrl } = config;
  // Pages and sitemaps only (this plugin's routes): a page the server painted is ~50-160 KB of HTML, a slow
  // phone network's second or so before anything shows. The API's JSON is left as it was.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);

  app.get('/robots.txt', hidden, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', hidden, async (_req, reply) =>
    xml(reply, await sitemapIndex(db, publicUrl, blogPages !== null)),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (req, reply) => {
    const { file } = req.params;
    if (file === 'pages.xml') return xml(reply, pagesSitemap(publicUrl));
    if (file === 'blog.xml' && blogPages) return xml(reply, await blogSitemap(blogPages, publicUrl));
    const share = INFLUENCER_SITEMAP.exec(file);
    const body = share ? await influencersSitemap(db, publicUrl, Number(share[1])) : null;
    if (body === null)
      return reply.status(404).send({ isSuccess: false, message: 'No such sitemap.', data: null });
    return xml(reply, body);
  });

  if (!webApp) return;
  /** A public page is painted on the server for visitors (when it is a 200); a private one never is. */
  const send = (reply: FastifyReply, answer: PageAnswer, paint: boolean) => {
    if ('redirectTo' in answer) return reply.redirect(answer.redirectTo, 301);
    const { status, head } = answer;
    return webApp.sendPage(reply, {
      status,
      head: renderHead(head, publicUrl),
      paint: paint && status === 200,
    });
  };

  app.get('/', hidden, async (_req, reply) => send(reply, { status: 200, head: homePage(publicUrl) }, true));
  for (const page of Object.values(PUBLIC_PAGES)) {
    if (!('meta' in page) || page.path === PUBLIC_PAGES.home.path) continue;
    app.get(page.path, hidden, async (_req, reply) =>
      send(reply, { status: 200, head: staticPage(page.path, page.meta, publicUrl) }, true),
    );
  }
  app.get<{ Params: { u_name: string } }>(PUBLIC_PAGES.influencer.path, hidden, async (req, reply) =>
    send(reply, await influencerPage(db, publicUrl, req.params.u_name), true),
  );
  app.get<{ Params: { slug: string } }>(PUBLIC_PAGES.blogPost.path, hidden, async (req, reply) =>
    send(
      reply,
      blogPages ? await postPage(blogPages, publicUrl, req.params.slug) : notFoundPage(pathOf(req)),
      true,
    ),
  );
  app.get<{ Params: { link: string } }>('/yt/:link', hidden, async (req, reply) =>
    send(reply, youtubeOpenPage(pathOf(req), req.params.link), true),
  );
  for (const path of PRIVATE_PAGE_PATHS) {
    if (path === '/yt/:link') continue;
    app.get(path, hidden, async (req, reply) =>
      send(reply, { status: 200, head: privatePage(pathOf(req)) }, false),
    );
  }
};
