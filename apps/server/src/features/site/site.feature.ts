import { splitBlogLabels } from '@collably/shared/domain/blog';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import type { Feature, FeatureEnv } from '../../platform/feature';
import { isSpaRequest, registerWebApp } from '../../platform/http/web-app';
import { publishedPostForPage, publishedPostSlugs } from '../blog/blog.service';
import { readSearchVersion } from '../discovery/discovery.service';
import { sendNotFoundPage, siteRoutes } from './site.routes';
import type { BlogPages } from './site.service';

/** The blog's published posts as the site's pages present them to crawlers and link previews. */
const blogPagesOf = (db: Db): BlogPages => ({
  postForPage: async (slug) => {
    const found = await publishedPostForPage(db, slug);
    if (!found) return null;
    if (found.redirectTo !== null) return { movedTo: found.redirectTo };
    const { post } = found;
    return {
      post: {
        slug: post.slug,
        title: post.title,
        description: post.description,
        author: post.author,
        categories: splitBlogLabels(post.categoryName),
        tags: splitBlogLabels(post.tagName),
        image: post.imageUrl ? `/files/${encodeURIComponent(post.imageUrl)}` : null,
        publishedOn: post.datePublished,
        modifiedOn: post.dateModified,
      },
    };
  },
  postsForSitemap: async () =>
    (await publishedPostSlugs(db)).map((p) => ({ slug: p.slug, modifiedOn: p.dateModified })),
});

const pagesAndNotFound: FastifyPluginAsync<FeatureEnv> = async (app, env) => {
  const { config, db } = env;
  const webApp = await registerWebApp(app, config.webDist, () => readSearchVersion(db), {
    rendersPerSecond: config.firstPaintRendersPerSecond,
    workers: config.firstPaintWorkers,
  });
  await app.register(siteRoutes, { ...env, webApp, blogPages: blogPagesOf(db) });
  app.setNotFoundHandler((req, reply) => {
    if (webApp && isSpaRequest(req)) return sendNotFoundPage(webApp, config.publicUrl, req, reply);
    return reply
      .status(404)
      .send({ isSuccess: false, message: `No route for ${req.method} ${req.url.split('?')[0]}`, data: null });
  });
};

/**
 * The web app's pages (painted on the server for a fast first paint), robots.txt, the sitemaps and the answer to
 * an unknown path. Registered last and not encapsulated: its static files and 404 page are the whole app's.
 */
export const siteFeature: Feature = { name: 'site', routes: fp(pagesAndNotFound, { name: 'site' }) };
