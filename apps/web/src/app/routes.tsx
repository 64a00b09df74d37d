import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { Role } from '@collably/shared/constants/roles';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { PageLoader } from '@/components/page-states';
import { AdminGuard, InfluencerOrAdminGuard, LoginGuard, RolesGuard, SuperAdminGuard } from './guards';
import { routeLoader, type PageHandle, type RouteModule } from './page-loader';

/** Every page's module: its own chunk, so the first load ships only the layout and the page it opens. */
const routeModules = import.meta.glob<RouteModule>('./routes/*-route.tsx');

export type RoutesOptions = {
  queryClient: QueryClient;
  /** True on the server, which renders a page once its data is in; the browser renders at once. */
  waitForData: boolean;
};

/**
 * The page of app/routes/{name}-route.tsx, loaded when it is first opened, with its loader (app/page-loader.ts).
 * Until its chunk arrives the page's own place shows a spinner (its hydrate fallback) while the header and
 * footer render; without one React Router warns on every load and renders nothing below the root. The handle
 * names the module as the build's manifest does, so the server can ask for its files with the HTML.
 */
function pageOf({ queryClient, waitForData }: RoutesOptions) {
  return (name: string): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement' | 'handle'> => {
    const file = `./routes/${name}-route.tsx`;
    const load = routeModules[file];
    if (!load) throw new Error(`No route module ${file}`);
    return {
      lazy: async () => {
        const module = await load();
        return {
          Component: module.default,
          ...(module.loader ? { loader: routeLoader(module.loader(queryClient), waitForData) } : {}),
        };
      },
      hydrateFallbackElement: <PageLoader label="Loading" />,
      handle: { module: `src/app/routes/${name}-route.tsx` } satisfies PageHandle,
    };
  };
}

/** Every page of spec §2. The server answers the same paths (@collably/shared site pages); a test checks both agree. */
export function createRoutes(options: RoutesOptions): RouteObject[] {
  const page = pageOf(options);
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          element: <LoginGuard />,
          children: [
            { index: true, ...page('home') },
            { path: 'listing', ...page('listing') },
          ],
        },
        {
          element: <RolesGuard roles={[Role.Brand]} />,
          children: [
            { path: 'wallet', ...page('wallet') },
            { path: 'favourite', ...page('favourites') },
            { path: 'brand', ...page('brand-profile') },
          ],
        },
        {
          element: <InfluencerOrAdminGuard />,
          children: [
            {
              path: 'addedit-influencer',
              ...page('onboarding'),
            },
            {
              path: 'addedit-influencer/:u_name',
              ...page('onboarding'),
            },
          ],
        },
        {
          element: <AdminGuard />,
          children: [{ path: 'admin', ...page('admin') }],
        },
        {
          element: <SuperAdminGuard />,
          children: [
            { path: 'coupon/manage', ...page('manage-coupons') },
            { path: 'admin/blog', ...page('admin-blog') },
            { path: 'admin/blog/new', ...page('blog-editor') },
            { path: 'admin/blog/:postId', ...page('blog-editor') },
          ],
        },
        {
          element: <RolesGuard roles={[Role.Influencer, Role.Brand, Role.SuperAdmin]} />,
          children: [
            { path: 'order', ...page('orders') },
            { path: 'order/:s_tab', ...page('orders') },
          ],
        },
        {
          element: <RolesGuard roles={[Role.Influencer, Role.Brand, Role.SuperAdmin, Role.Staff]} />,
          children: [
            { path: 'collabs', ...page('chat') },
            { path: 'account', ...page('account') },
            { path: 'collabs/:u_id', ...page('chat') },
          ],
        },
        {
          element: <RolesGuard roles={[Role.Influencer, Role.SuperAdmin]} />,
          children: [{ path: 'paymentdetails', ...page('payment-details') }],
        },
        { path: 'signup', ...page('signup') },
        // The old address's restore link: no guard, whoever follows it may have been logged out.
        {
          path: 'account/restore-email',
          ...page('restore-email'),
        },
        { path: 'influencer', ...page('profile') },
        { path: 'influencer/:u_name', ...page('profile') },
        { path: 'about-us', ...page('about-us') },
        { path: 'privacy-policy', ...page('privacy-policy') },
        { path: 'terms-conditions', ...page('terms') },
        { path: 'refund-policy', ...page('refund-policy') },
        {
          path: 'influencer-agreement',
          ...page('influencer-agreement'),
        },
        { path: 'contact-us', ...page('contact-us') },
        { path: 'blogs', ...page('blog-list') },
        { path: 'blog/:slug', ...page('blog-post') },
        {
          path: 'tools/YouTubeDirectLinkGenerator',
          ...page('youtube-link'),
        },
        { path: 'yt', ...page('youtube-open') },
        { path: 'yt/:link', ...page('youtube-open') },
        { path: '*', ...page('not-found') },
      ],
    },
  ];
}
