import BrandProfilePage from '@/features/brands/pages/brand-profile-page';
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card';

/** /brand: the brand's profile, with the notifications feature's e-mail preferences below it. */
export default function BrandProfileRoute() {
  return <BrandProfilePage settings={<EmailPreferencesCard />} />;
}
