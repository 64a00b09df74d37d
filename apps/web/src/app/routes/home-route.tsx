import HomePage from '@/features/home/pages/home-page';
import { popularInfluencersQuery } from '@/features/discovery/api/get-popular-influencers';
import { loadSearchChoices } from '@/features/master/api/master-data';
import type { PageLoader } from '../page-loader';

/** The hero's search choices and the popular influencers. */
export const loader: PageLoader = (queryClient) => () =>
  Promise.all([loadSearchChoices(queryClient), queryClient.ensureQueryData(popularInfluencersQuery(0))]);

export default function HomeRoute() {
  return <HomePage />;
}
