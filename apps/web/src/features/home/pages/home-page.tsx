import { Box, Button, Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarCheck,
  IconChartLine,
  IconDiscountCheck,
  IconLock,
  IconRosetteDiscountCheck,
  IconSparkles,
  IconTargetArrow,
  IconUserSearch,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { PageTitle } from '@/components/page-title';
import { PromoBanner } from '@/components/promo-banner';
import { SearchBar } from '@/components/search-bar';
import { useSearchChoices } from '@/features/master/api/master-data';
import { listingPath, type ListingSearch } from '@collably/shared/domain/listing-search';
import { BrandCarousel } from '../components/brand-carousel';
import { PopularInfluencers } from '../components/popular-influencers';

const STEPS = [
  {
    icon: IconUserSearch,
    title: 'Find and book influencers',
    text: 'Search creators by platform, category, reach and price. Pay securely in a few clicks.',
  },
  {
    icon: IconSparkles,
    title: 'They make it happen',
    text: 'Share your brief. The creator makes the content, you approve it, and it goes live.',
  },
  {
    icon: IconChartLine,
    title: 'See your business grow',
    text: 'Reach real audiences across India and track every collab in one place.',
  },
];

const TRUST = [
  {
    icon: IconRosetteDiscountCheck,
    title: 'Verified influencers',
    text: 'Every creator is reviewed before they can take orders.',
  },
  {
    icon: IconLock,
    title: 'Payments held safely',
    text: 'Your money is held until the promotion is executed.',
  },
  {
    icon: IconDiscountCheck,
    title: 'Guaranteed posts or full refund',
    text: 'No delivery within 14 days? Your money comes back.',
  },
  {
    icon: IconTargetArrow,
    title: 'Targeted reach',
    text: 'Pick creators by state, language, category and audience size.',
  },
];

/**
 * The hero's search. Its own component so that the master data arriving (three queries, each an
 * update React renders at once, in one task) re-renders the search bar, not the whole page.
 */
function HeroSearch() {
  const navigate = useNavigate();
  const choices = useSearchChoices();
  // Spec §2: on home, Search opens the listing with the search as query parameters.
  const search = (s: ListingSearch) => void navigate(listingPath(s));
  return <SearchBar choices={choices} onSearch={search} />;
}

export default function HomePage() {
  return (
    <>
      <PageTitle meta={PUBLIC_PAGES.home.meta} />
      <Box
        style={{ background: 'radial-gradient(circle at 20% 0%, #e6defc 0%, #fafafd 55%)' }}
        pt={{ base: 40, sm: 72 }}
        pb={{ base: 40, sm: 64 }}
      >
        <Container size="md">
          <Stack align="center" ta="center" gap="lg">
            <Text c="brand.6" fw={700} tt="uppercase" fz="sm" style={{ letterSpacing: 1.5 }}>
              Instagram · YouTube · Facebook · UGC
            </Text>
            <Title order={1} fz={{ base: 32, sm: 52 }} lh={1.1} style={{ letterSpacing: -1 }}>
              Hire popular influencers at affordable prices
            </Title>
            <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }} maw={620}>
              Book verified Indian creators for your brand. Your payment is held until the promotion is live:
              guaranteed posts or a full refund.
            </Text>
            <Box w="100%" maw={860} ta="left">
              <HeroSearch />
            </Box>
            {/* In the flow under the search: a floating tab covered this text and the cards below. */}
            <Box w="100%" maw={860} ta="left">
              <PromoBanner variant="strip" />
            </Box>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py="xl">
        <PopularInfluencers />
      </Container>

      <Container size="xl" py={48}>
        <Title order={2} ta="center" fz={{ base: 24, sm: 32 }} mb="xl">
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {STEPS.map((step, i) => (
            <Paper key={step.title} withBorder radius="lg" p="lg">
              <Stack gap="xs">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <step.icon size={26} />
                </ThemeIcon>
                <Text fz="xs" c="dimmed" fw={700}>
                  STEP {i + 1}
                </Text>
                <Title order={3} fz="lg">
                  {step.title}
                </Title>
                <Text c="dimmed" fz="sm">
                  {step.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="brand.0" py={48}>
        <Container size="xl">
          <Title order={2} ta="center" fz={{ base: 24, sm: 32 }} mb="xl">
            Why brands trust Collably
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {TRUST.map((t) => (
              <Stack key={t.title} gap={6} align="center" ta="center">
                <ThemeIcon size={52} radius="xl" color="brand">
                  <t.icon size={28} />
                </ThemeIcon>
                <Title order={3} fz="md">
                  {t.title}
                </Title>
                <Text c="dimmed" fz="sm">
                  {t.text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="xl" py={48}>
        <Title order={2} ta="center" fz={{ base: 20, sm: 24 }} mb="lg" c="dimmed">
          Brands growing with Collably
        </Title>
        <BrandCarousel />
        <Stack align="center" mt={40}>
          <Button component={Link} to="/listing" size="lg" leftSection={<IconCalendarCheck size={20} />}>
            Explore Influencers
          </Button>
        </Stack>
      </Container>
    </>
  );
}
