import ListingPage from '@/features/discovery/pages/listing-page';
import { parseListingSearch } from '@collably/shared/domain/listing-search';
import { influencerListingQuery } from '@/features/discovery/api/get-influencers';
import { loadSearchChoices } from '@/features/master/api/master-data';
import type { PageLoader } from '../page-loader';

/** The search bar's choices and the first page of the search in the address, read as the page reads it. */
export const loader: PageLoader =
  (queryClient) =>
  ({ request }) =>
    Promise.all([
      loadSearchChoices(queryClient),
      queryClient.ensureInfiniteQueryData(
        influencerListingQuery(parseListingSearch(new URL(request.url).searchParams)),
      ),
    ]);

export default function ListingRoute() {
  return <ListingPage />;
}
