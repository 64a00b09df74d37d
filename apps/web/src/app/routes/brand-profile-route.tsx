import BrandProfilePage from '@/features/brands/pages/brand-profile-page';
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card';
import { ProfileReviews } from '@/features/reviews/components/profile-reviews';
import { useSession } from '@/lib/session';

/**
 * /brand: the brand's profile, then the reviews feature's rating and the reviews influencers wrote of the brand
 * (once visible), and the notifications feature's e-mail preferences.
 */
export default function BrandProfileRoute() {
  const session = useSession();
  return (
    <BrandProfilePage
      settings={
        <>
          {session ? <ProfileReviews userId={session.userId} /> : null}
          <EmailPreferencesCard />
        </>
      }
    />
  );
}
