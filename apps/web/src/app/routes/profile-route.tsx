import { BillingGatePanel } from '@/features/brands/components/billing-gate-panel';
import { createCollab } from '@/features/collabs/api/create-collab';
import ProfilePage, { type CheckoutProps } from '@/features/influencers/pages/profile-page';
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card';
import { HireCheckout } from '@/features/payments/components/hire-checkout';
import { ProfileReviews } from '@/features/reviews/components/profile-reviews';
import { VerifyAccountsCard } from '@/features/social-verification/components/verify-accounts-card';
import { userInfoQuery } from '@/features/influencers/api/get-user-info';
import { getSession } from '@/lib/session';
import type { PageLoader } from '../page-loader';

/** The profile in the address, as the viewer sees it (/influencer alone is the influencer's own: no loader data). */
export const loader: PageLoader =
  (queryClient) =>
  async ({ params }) =>
    params.u_name && queryClient.ensureQueryData(userInfoQuery(params.u_name, getSession()?.userId ?? 0));

/** What the owner sees below their profile: verifying their social accounts, then their e-mail settings. */
function OwnSettings() {
  return (
    <>
      <VerifyAccountsCard />
      <EmailPreferencesCard />
    </>
  );
}

/**
 * The payments feature's checkout, asking for the brands feature's billing details before Pay (issue 36), and
 * sending the paid order's details as the collabs feature's new collab.
 */
function Checkout(props: CheckoutProps) {
  return <HireCheckout {...props} BillingPanel={BillingGatePanel} sendCollabDetails={createCollab} />;
}

/**
 * The profile page books through the payments feature's checkout (with the brands feature's billing gate and the
 * collabs feature's new collab), and shows its owner the notifications
 * feature's e-mail preferences and the social-verification feature's card, and everyone the reviews feature's
 * rating and reviews; the features meet here, not in each other.
 */
export default function ProfileRoute() {
  return <ProfilePage checkout={Checkout} ownSettings={OwnSettings} reviews={ProfileReviews} />;
}
