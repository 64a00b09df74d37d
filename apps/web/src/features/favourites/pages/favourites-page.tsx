import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InfluencerCard } from '@/components/influencer-card';
import { PageTitle } from '@/components/page-title';
import { useFavourites } from '../api/get-favourites';

/** /favourite (brand only): the brand's favourite influencers (spec §2). */
export default function FavouritesPage() {
  const favourites = useFavourites();
  const list = favourites.data ?? [];
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
          <Center py={80}>
            <Loader aria-label="Loading favourites" />
          </Center>
        ) : favourites.isError ? (
          <Alert color="red" title="Could not load your favourites">
            {favourites.error.message}
          </Alert>
        ) : list.length === 0 ? (
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }}>
            <Stack align="center" ta="center" gap="sm">
              <ThemeIcon size={64} radius="xl" variant="light" color="pink">
                <IconHeart size={34} />
              </ThemeIcon>
              <Title order={2} fz="xl">
                No favourites yet
              </Title>
              <Text c="dimmed" maw={440}>
                Tap the heart on an influencer&apos;s profile to keep them here for your next campaign.
              </Text>
              <Button component={Link} to="/listing" mt="xs">
                Explore Influencers
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            <Text c="dimmed" fz="sm">
              {list.length === 1 ? '1 influencer saved' : `${list.length} influencers saved`}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'sm', sm: 'lg' }}>
              {list.map((i) => (
                <InfluencerCard key={i.userName} influencer={i} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
