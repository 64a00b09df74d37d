import { Badge, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InfluencerCard } from '@/components/influencer-card';
import { favouriteHeart } from '@/components/favourite-heart';
import { useCardFavourites } from '../api/card-favourites';
import { PageTitle } from '@/components/page-title';
import { useFavourites } from '../api/get-favourites';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';

/** /favourite (brand only): the brand's favourite influencers (spec §2). */
export default function FavouritesPage() {
  const favourites = useFavourites();
  const list = favourites.data ?? [];
  const heartOf = useCardFavourites();
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Favourite Influencers" />
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              Favourite Influencers
            </Title>
            {favourites.isSuccess ? (
              <Badge size="lg" variant="light" aria-label={`${list.length} favourites`}>
                {list.length}
              </Badge>
            ) : null}
          </Group>
          {list.length > 0 ? (
            <Button component={Link} to="/listing" variant="light">
              Find more influencers
            </Button>
          ) : null}
        </Group>

        {favourites.isPending ? (
          <PageLoader label="Loading favourites" />
        ) : favourites.isError ? (
          <LoadError title="Could not load your favourites" error={favourites.error} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={IconHeart}
            color="pink"
            title="No favourites yet"
            action={
              <Button component={Link} to="/listing" mt="xs">
                Explore Influencers
              </Button>
            }
          >
            Tap the heart on an influencer&apos;s profile to keep them here for your next campaign.
          </EmptyState>
        ) : (
          <>
            <Text c="dimmed" fz="sm">
              {list.length === 1 ? '1 influencer saved' : `${list.length} influencers saved`}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'sm', sm: 'lg' }}>
              {list.map((i) => (
                <InfluencerCard key={i.userName} influencer={i} action={favouriteHeart(heartOf(i))} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
