import ProfilePage from '@/features/influencers/pages/profile-page';
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card';
import { HireCheckout } from '@/features/payments/components/hire-checkout';

/**
 * The profile page books through the payments feature's checkout, and shows its owner the notifications
 * feature's e-mail preferences; the features meet here, not in each other.
 */
export default function ProfileRoute() {
  return <ProfilePage checkout={HireCheckout} ownSettings={EmailPreferencesCard} />;
}
