import { UpcomingPage } from '@/components/upcoming-page';

export default function FavouritesPage() {
  return <UpcomingPage title="Favourite Influencers" description="Influencers you save will appear here." />;
}
