import OnboardingPage from '@/features/influencers/pages/onboarding-page';

export default function OnboardingRoute() {
  return <OnboardingPage />;
}
