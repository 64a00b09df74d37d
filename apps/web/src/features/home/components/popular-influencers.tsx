import { Anchor, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { InfluencerCard } from '@/components/influencer-card';
import { favouriteHeart } from '@/components/favourite-heart';
import { useCardFavourites } from '@/features/favourites/api/card-favourites';
import { usePopularInfluencers } from '@/features/discovery/api/get-popular-influencers';

export function PopularInfluencers() {
  const popular = usePopularInfluencers();
  const heartOf = useCardFavourites();
  const influencers = popular.data?.influencers ?? [];
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
      {popular.isPending ? (
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
