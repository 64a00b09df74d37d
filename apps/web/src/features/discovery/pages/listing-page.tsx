import { UpcomingPage } from '@/components/upcoming-page';

export default function ListingPage() {
  return (
    <UpcomingPage
      title="Explore Influencers"
      description="Search and filters for every influencer on Collably are coming in the next release."
    />
  );
}
