import ProfilePage from '@/features/influencers/pages/profile-page';
import { HireCheckout } from '@/features/payments/components/hire-checkout';

/** The profile page books through the payments feature's checkout; the two meet here, not in either. */
export default function ProfileRoute() {
  return <ProfilePage checkout={HireCheckout} />;
}
