import { useDeferredValue, useEffect } from 'react';
import { Alert, Anchor, Box, Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import { InfluencerCard } from '@/components/influencer-card';
import { favouriteHeart } from '@/components/favourite-heart';
import { useCardFavourites } from '@/features/favourites/api/card-favourites';
import type { ListingSearch } from '@collably/shared/domain/listing-search';
import { nextListingPage, useInfluencerListing } from '../api/get-influencers';
import { errorMessage } from '@/lib/errors';

/** '1 influencer', '12 influencers', '1,000+ influencers' (counts stop at a cap, issue 13). */
export const resultCountLabel = (count: number, isCapped: boolean): string =>
  `${count.toLocaleString('en-IN')}${isCapped ? '+' : ''} ${count === 1 && !isCapped ? 'influencer' : 'influencers'}`;

export const NO_MATCH_MESSAGE =
  "No matches this time! Instead, here's a fabulous lineup of influencers you'll love!";

/**
 * 'Infinite-scroll distance 3' (spec §9): the original fires when what is left to scroll is
 * within 3 tenths of the window's height, so the next page starts loading 30 % of a screen
 * before the end of the grid comes into view.
 */
const NEAR_END = '0px 0px 30% 0px';

function InfluencerGrid({ label, influencers }: { label: string; influencers: TInfluencerListItem[] }) {
  const heartOf = useCardFavourites();
  return (
    <SimpleGrid
      role="list"
      aria-label={label}
      cols={{ base: 2, sm: 3, xl: 4 }}
      spacing={{ base: 'sm', sm: 'lg' }}
      verticalSpacing={{ base: 'sm', sm: 'lg' }}
    >
      {influencers.map((influencer, index) => (
        <div role="listitem" key={influencer.userName}>
          <InfluencerCard
            influencer={influencer}
            openInNewTab
            action={favouriteHeart(heartOf(influencer))}
            isAboveFold={index < 2}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Results of one search; the page mounts a fresh one per search, so paging starts at page 0. */
export function ListingResults({ search }: { search: ListingSearch }) {
  const listing = useInfluencerListing(search);
  // The results render in the background, in slices, once a page is in: data arriving is otherwise
  // rendered at once, in one long task on a phone. The loader stays until then, so the count and the
  // cards appear together and nothing below them moves twice.
  const data = useDeferredValue(listing.data);
  const { ref: endRef, entry } = useIntersection<HTMLDivElement>({ rootMargin: NEAR_END });
  const isNearEnd = entry?.isIntersecting ?? false;
  const { hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = listing;

  // Spec §4: once the last page of a filtered search is in, the recommendations load with it.
  const lastPage = listing.data?.pages.at(-1);
  const isLastSearchPage =
    lastPage?.source === 'search' && nextListingPage(lastPage, search)?.source === 'recommended';

  useEffect(() => {
    // Keeps loading while the end stays near (a tall screen, a page that added little).
    if ((isNearEnd || isLastSearchPage) && hasNextPage && !isFetching && !isFetchNextPageError) {
      void fetchNextPage();
    }
  }, [isNearEnd, isLastSearchPage, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  if (listing.isError && !listing.data) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title="We could not load influencers" mt="md">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{errorMessage(listing.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void listing.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Center py={96}>
        <Loader aria-label="Loading influencers" />
      </Center>
    );
  }

  const loaded = data.pages;
  const isFallback = loaded[0]?.source === 'fallback';
  // Each person once: a login can move someone between pages already fetched, and the
  // recommendations (everyone by relevance) leave out whoever the search already showed.
  const shown = new Set<string>();
  const firstSighting = (i: TInfluencerListItem) => !shown.has(i.userName) && Boolean(shown.add(i.userName));
  const found = loaded
    .filter((p) => p.source !== 'recommended')
    .flatMap((p) => p.influencers.filter(firstSighting));
  const recommended = loaded
    .filter((p) => p.source === 'recommended')
    .flatMap((p) => p.influencers.filter(firstSighting));
  const isRecommending = loaded.some((p) => p.source === 'recommended');
  const first = loaded[0];

  return (
    <Stack gap="lg" mt="md">
      {isFallback ? (
        <Alert
          color="brand"
          variant="light"
          radius="lg"
          icon={<IconSparkles />}
          title={NO_MATCH_MESSAGE}
          role="status"
        />
      ) : null}
      {first && !isFallback ? (
        <Text fz="sm" c="dimmed" role="status" aria-live="polite" data-testid="result-count">
          {resultCountLabel(first.totalCount, first.totalIsCapped)}
        </Text>
      ) : null}
      {found.length > 0 ? (
        <InfluencerGrid label="Influencers" influencers={found} />
      ) : (
        <Text c="dimmed" ta="center" py="xl">
          No influencers to show right now. Check back soon.
        </Text>
      )}
      {isRecommending ? (
        <Stack gap="md" mt="lg">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            Recommended Influencers For You
          </Title>
          {recommended.length > 0 ? (
            <InfluencerGrid label="Recommended influencers" influencers={recommended} />
          ) : null}
        </Stack>
      ) : null}
      <Box ref={endRef} h={1} aria-hidden />
      <Center mih={48}>
        {listing.isFetchingNextPage ? (
          <Loader size="sm" aria-label="Loading more influencers" />
        ) : isFetchNextPageError ? (
          <Stack gap={4} align="center">
            <Text fz="sm" c="red.7">
              {errorMessage(listing.error)}
            </Text>
            <Button size="xs" variant="light" onClick={() => void fetchNextPage()}>
              Try again
            </Button>
          </Stack>
        ) : hasNextPage ? (
          <Anchor component="button" type="button" fw={600} onClick={() => void fetchNextPage()}>
            View More...
          </Anchor>
        ) : found.length > 0 ? (
          <Text fz="sm" c="dimmed">
            You have seen everyone for this search.
          </Text>
        ) : null}
      </Center>
    </Stack>
  );
}
