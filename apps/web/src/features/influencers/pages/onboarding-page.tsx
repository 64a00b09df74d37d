import { UpcomingPage } from '@/components/upcoming-page';

export default function OnboardingPage() {
  return (
    <UpcomingPage
      title="Set up your profile"
      description="Profile set-up (picture, categories, social accounts and services) is coming soon."
    />
  );
}
