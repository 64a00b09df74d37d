import { everyone, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** The site for crawlers: public (the app's pages need a web build, which the test app has not). */
export const permissions: FeaturePermissions = {
  feature: 'site',
  rows: [
    { route: 'GET /robots.txt', rule: 'public', expect: everyone, request: async () => ({}) },
    { route: 'GET /sitemap.xml', rule: 'public', expect: everyone, request: async () => ({}) },
    {
      route: 'GET /sitemaps/{file}',
      rule: 'public',
      expect: everyone,
      request: async () => ({ params: { file: 'influencers-1.xml' } }),
    },
  ],
};
