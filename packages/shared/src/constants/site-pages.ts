/**
 * The web app's pages (spec §2) by path pattern, in React Router's syntax. The browser's router and the server
 * share this list: the server answers each public page with its own title, description and link-preview tags,
 * keeps private pages out of search engines, and answers any other path with the 404 page and a 404 status.
 * A web test checks that the router declares exactly these paths.
 */
export const SITE_NAME = 'Collably';

export const DEFAULT_DESCRIPTION =
  'Hire popular Instagram, YouTube, Facebook and UGC influencers at affordable prices. Payments held until the promotion is executed.';

export type StaticPageMeta = { title: string; description: string };

/** Pages anyone may open and search engines may list; those with a meta are the same for every visitor. */
export const PUBLIC_PAGES = {
  home: {
    path: '/',
    meta: {
      title: 'Collably | Hire popular influencers at affordable prices',
      description: DEFAULT_DESCRIPTION,
    },
  },
  listing: {
    path: '/listing',
    meta: {
      title: 'Find Instagram, YouTube, Facebook and UGC influencers | Collably',
      description:
        'Browse Indian influencers by platform, category, followers, price and language, compare their services and book a collab with the payment held safely until it is done.',
    },
  },
  signup: {
    path: '/signup',
    meta: {
      title: 'Join as Influencer | Collably',
      description:
        'Creators with more than 5k followers list their Instagram, YouTube, Facebook or UGC services on Collably and get paid for brand collabs.',
    },
  },
  aboutUs: {
    path: '/about-us',
    meta: {
      title: 'About us | Collably',
      description:
        "Collably is where India's small brands and independent creators do business with each other, safely.",
    },
  },
  privacyPolicy: {
    path: '/privacy-policy',
    meta: {
      title: 'Privacy Policy | Collably',
      description: 'What we collect, why, and the choices you have.',
    },
  },
  terms: {
    path: '/terms-conditions',
    meta: {
      title: 'Terms & Conditions | Collably',
      description: 'The rules for brands and influencers using Collably.',
    },
  },
  refundPolicy: {
    path: '/refund-policy',
    meta: {
      title: 'Refund Policy | Collably',
      description: 'Guaranteed posts or a full refund. Here is exactly how it works.',
    },
  },
  influencerAgreement: {
    path: '/influencer-agreement',
    meta: {
      title: 'Influencer Supply Agreement | Collably',
      description:
        'How Collably buys your work when a brand orders one of your services: prices, GST, self-billing and TDS.',
    },
  },
  contactUs: {
    path: '/contact-us',
    meta: {
      title: 'Contact us | Collably',
      description: 'Brands, creators and partners: we usually reply within one working day.',
    },
  },
  blogs: {
    path: '/blogs',
    meta: {
      title: 'Blogs: influencer marketing in India | Collably',
      description:
        'Guides on influencer marketing in India for brands and creators: pricing, GST, briefs and payments.',
    },
  },
  youtubeTool: {
    path: '/tools/YouTubeDirectLinkGenerator',
    meta: {
      title: 'YouTube Direct Link Generator: open videos in the YouTube app | Collably',
      description:
        'Free tool: turn a YouTube video, short or channel link into a direct link that opens in the YouTube app instead of an in-app browser.',
    },
  },
  influencer: { path: '/influencer/:u_name' },
  blogPost: { path: '/blog/:slug' },
} as const satisfies Record<string, { path: string; meta?: StaticPageMeta }>;

/** Pages of signed-in people, or pages that only pass a visitor on: served, but never listed by search engines. */
export const PRIVATE_PAGE_PATHS = [
  '/wallet',
  '/favourite',
  '/brand',
  '/addedit-influencer',
  '/addedit-influencer/:u_name',
  '/admin',
  '/coupon/manage',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/blog/:postId',
  '/order',
  '/order/:s_tab',
  '/collabs',
  '/collabs/:u_id',
  '/paymentdetails',
  '/account',
  '/account/restore-email',
  '/influencer',
  '/yt',
  '/yt/:link',
] as const;

export const SITE_PAGE_PATHS: readonly string[] = [
  ...Object.values(PUBLIC_PAGES).map((p) => p.path),
  ...PRIVATE_PAGE_PATHS,
];
