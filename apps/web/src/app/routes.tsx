import type { RouteObject } from 'react-router';
import { Role } from '@collably/shared/constants/roles';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { PageLoader } from '@/components/page-states';
import { AdminGuard, InfluencerOrAdminGuard, LoginGuard, RolesGuard, SuperAdminGuard } from './guards';

// Every page is its own chunk: the first load ships only the layout and the page it opens. Until that chunk
// arrives, the page's own place shows a spinner (its hydrate fallback) while the header and footer render;
// without one React Router warns on every load and renders nothing below the root.
const page = (
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  hydrateFallbackElement: <PageLoader label="Loading" />,
});

// One import for both editor routes: each import() call carries its own list of chunks to preload.
const blogEditor = page(() => import('@/features/blog/pages/blog-editor-page'));

/** Every page of spec §2. The server answers the same paths (@collably/shared site pages); a test checks both agree. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <LoginGuard />,
        children: [
          { index: true, ...page(() => import('@/features/home/pages/home-page')) },
          { path: 'listing', ...page(() => import('@/features/discovery/pages/listing-page')) },
        ],
      },
      {
        element: <RolesGuard roles={[Role.Brand]} />,
        children: [
          { path: 'wallet', ...page(() => import('./routes/wallet-route')) },
          { path: 'favourite', ...page(() => import('@/features/favourites/pages/favourites-page')) },
          { path: 'brand', ...page(() => import('./routes/brand-profile-route')) },
        ],
      },
      {
        element: <InfluencerOrAdminGuard />,
        children: [
          {
            path: 'addedit-influencer',
            ...page(() => import('@/features/influencers/pages/onboarding-page')),
          },
          {
            path: 'addedit-influencer/:u_name',
            ...page(() => import('@/features/influencers/pages/onboarding-page')),
          },
        ],
      },
      {
        element: <AdminGuard />,
        children: [{ path: 'admin', ...page(() => import('./routes/admin-route')) }],
      },
      {
        element: <SuperAdminGuard />,
        children: [
          { path: 'coupon/manage', ...page(() => import('@/features/coupons/pages/manage-coupons-page')) },
          { path: 'admin/blog', ...page(() => import('@/features/blog/pages/admin-blog-page')) },
          { path: 'admin/blog/new', ...blogEditor },
          { path: 'admin/blog/:postId', ...blogEditor },
        ],
      },
      {
        element: <RolesGuard roles={[Role.Influencer, Role.Brand, Role.SuperAdmin]} />,
        children: [
          { path: 'order', ...page(() => import('./routes/orders-route')) },
          { path: 'order/:s_tab', ...page(() => import('./routes/orders-route')) },
        ],
      },
      {
        element: <RolesGuard roles={[Role.Influencer, Role.Brand, Role.SuperAdmin, Role.Staff]} />,
        children: [
          { path: 'collabs', ...page(() => import('@/app/routes/chat-route')) },
          { path: 'account', ...page(() => import('./routes/account-route')) },
          { path: 'collabs/:u_id', ...page(() => import('@/app/routes/chat-route')) },
        ],
      },
      {
        element: <RolesGuard roles={[Role.Influencer, Role.SuperAdmin]} />,
        children: [{ path: 'paymentdetails', ...page(() => import('./routes/payment-details-route')) }],
      },
      { path: 'signup', ...page(() => import('@/features/auth/pages/signup-page')) },
      // The old address's restore link: no guard, whoever follows it may have been logged out.
      {
        path: 'account/restore-email',
        ...page(() => import('@/features/account/pages/restore-email-page')),
      },
      { path: 'influencer', ...page(() => import('./routes/profile-route')) },
      { path: 'influencer/:u_name', ...page(() => import('./routes/profile-route')) },
      { path: 'about-us', ...page(() => import('@/features/static-pages/pages/about-us-page')) },
      { path: 'privacy-policy', ...page(() => import('./routes/privacy-policy-route')) },
      { path: 'terms-conditions', ...page(() => import('@/features/legal/pages/terms-page')) },
      { path: 'refund-policy', ...page(() => import('@/features/legal/pages/refund-policy-page')) },
      {
        path: 'influencer-agreement',
        ...page(() => import('@/features/legal/pages/influencer-agreement-page')),
      },
      { path: 'contact-us', ...page(() => import('@/features/static-pages/pages/contact-us-page')) },
      { path: 'blogs', ...page(() => import('@/features/blog/pages/blog-list-page')) },
      { path: 'blog/:slug', ...page(() => import('./routes/blog-post-route')) },
      {
        path: 'tools/YouTubeDirectLinkGenerator',
        ...page(() => import('@/features/tools/pages/youtube-link-page')),
      },
      { path: 'yt', ...page(() => import('./routes/youtube-open-route')) },
      { path: 'yt/:link', ...page(() => import('./routes/youtube-open-route')) },
      { path: '*', ...page(() => import('@/features/errors/pages/not-found-page')) },
    ],
  },
];
