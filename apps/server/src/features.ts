import type { Feature } from './platform/feature';
import { dataKeysFeature } from './platform/crypto/data-keys.feature';
import { staffAccessLogFeature } from './platform/http/staff-access-log.feature';
import { mailFeature } from './platform/mail/mail.feature';
import { paymentProvidersFeature } from './platform/payments/payment-providers.feature';
import { filesFeature } from './platform/storage/files.feature';
import { accountFeature } from './features/account/account.feature';
import { adminFeature } from './features/admin/admin.feature';
import { authFeature } from './features/auth/auth.feature';
import { blogFeature } from './features/blog/blog.feature';
import { brandsFeature } from './features/brands/brands.feature';
import { chatFeature } from './features/chat/chat.feature';
import { collabsFeature } from './features/collabs/collabs.feature';
import { couponsFeature } from './features/coupons/coupons.feature';
import { discoveryFeature } from './features/discovery/discovery.feature';
import { favouritesFeature } from './features/favourites/favourites.feature';
import { gstHeldFeature } from './features/gst-held/gst-held.feature';
import { helpdeskFeature } from './features/helpdesk/helpdesk.feature';
import { influencersFeature } from './features/influencers/influencers.feature';
import { invoicesFeature } from './features/invoices/invoices.feature';
import { legalFeature } from './features/legal/legal.feature';
import { masterFeature } from './features/master/master.feature';
import { notificationsFeature } from './features/notifications/notifications.feature';
import { offersFeature } from './features/offers/offers.feature';
import { paymentsFeature } from './features/payments/payments.feature';
import { payoutsFeature } from './features/payouts/payouts.feature';
import { reconciliationFeature } from './features/reconciliation/reconciliation.feature';
import { referralsFeature } from './features/referrals/referrals.feature';
import { reviewsFeature } from './features/reviews/reviews.feature';
import { siteFeature } from './features/site/site.feature';
import { socialVerificationFeature } from './features/social-verification/social-verification.feature';
import { tdsFeature } from './features/tds/tds.feature';
import { toolsFeature } from './features/tools/tools.feature';
import { transfersFeature } from './features/transfers/transfers.feature';
import { vitalsFeature } from './features/vitals/vitals.feature';
import { walletFeature } from './features/wallet/wallet.feature';
import { withdrawalsFeature } from './features/withdrawals/withdrawals.feature';

/**
 * Every capability the app runs, the ONE list app.ts (routes, rails, sockets), main.ts (jobs, start-up work)
 * and the permission matrix loop over. A new capability adds its `<name>.feature.ts` here and edits nothing
 * else central (CONTRIBUTING.md). Order matters twice: routes register in it, and a refund goes to the first
 * feature that claims it (payments' stray payments before withdrawals). The site comes last: its 404 page
 * answers whatever no route took.
 */
export const features: readonly Feature[] = [
  authFeature,
  masterFeature,
  discoveryFeature,
  filesFeature,
  influencersFeature,
  socialVerificationFeature,
  reviewsFeature,
  favouritesFeature,
  brandsFeature,
  paymentProvidersFeature,
  couponsFeature,
  paymentsFeature,
  invoicesFeature,
  legalFeature,
  tdsFeature,
  gstHeldFeature,
  collabsFeature,
  walletFeature,
  helpdeskFeature,
  notificationsFeature,
  adminFeature,
  payoutsFeature,
  withdrawalsFeature,
  transfersFeature,
  accountFeature,
  chatFeature,
  offersFeature,
  toolsFeature,
  referralsFeature,
  blogFeature,
  vitalsFeature,
  reconciliationFeature,
  mailFeature,
  dataKeysFeature,
  staffAccessLogFeature,
  siteFeature,
];
