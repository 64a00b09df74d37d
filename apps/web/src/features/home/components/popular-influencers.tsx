import { useDeferredValue } from 'react';
import type { TInfluencerListItem } from '@collably/shared/schemas/discovery';
import { Anchor, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InfluencerCard } from '@/components/influencer-card';
import { favouriteHeart } from '@/components/favourite-heart';
import { useCardFavourites } from '@/features/favourites/api/card-favourites';
import { usePopularInfluencers } from '@/features/discovery/api/get-popular-influencers';

const NO_CARDS: TInfluencerListItem[] = [];

export function PopularInfluencers() {
  const popular = usePopularInfluencers();
  const heartOf = useCardFavourites();
  // Cards that arrive after the page has rendered render in the background, in slices: data arriving is
  // otherwise rendered at once, in one long task on a phone. Until then the loader stays. Cards the page starts
  // with (the server's first paint: app/render-page.tsx) render with it.
  const influencers = useDeferredValue(popular.data?.influencers ?? NO_CARDS);
  const isLoading = influencers === NO_CARDS && !popular.isError;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz={{ base: 22, sm: 28 }}>
          Popular Influencers
        </Title>
        <Anchor component={Link} to="/listing" fw={600}>
          View More
        </Anchor>
      </Group>
      {isLoading ? (
        <Center py="xl">
          <Loader aria-label="Loading influencers" />
        </Center>
      ) : influencers.length === 0 ? (
        <Text c="dimmed">No influencers to show right now. Check back soon.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
          {influencers.map((i) => (
            <InfluencerCard key={i.userName} influencer={i} action={favouriteHeart(heartOf(i))} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
