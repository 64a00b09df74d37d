import { useCallback, useMemo } from 'react';
import {
  Badge,
  Box,
  Button,
  Container,
  Drawer,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconArrowsSort } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SORT_ORDERS, type TSortOrder } from '@collably/shared/constants/discovery';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { PageTitle } from '@/components/page-title';
import { PromoBanner } from '@/components/promo-banner';
import { SearchBar } from '@/components/search-bar';
import { useSearchChoices } from '@/features/master/api/master-data';
import {
  followerBounds,
  hasFilters,
  parseListingSearch,
  priceBounds,
  toListingParams,
  type ListingSearch,
} from '@collably/shared/domain/listing-search';
import { influencerListingQuery } from '../api/get-influencers';
import { ListingResults } from '../components/listing-results';
import { FilterChips } from '../components/filter-chips';
import { RangeFilters } from '../components/range-filters';

const SORT_OPTIONS = SORT_ORDERS.map((o) => ({ value: String(o.value), label: o.label }));

/**
 * The search bar with its choices. Its own component so that the master data arriving (three queries,
 * each an update React renders at once, in one task) re-renders the search bar, not the whole listing.
 */
function ListingSearchBar(props: { value: ListingSearch; onSearch: (search: ListingSearch) => void }) {
  return <SearchBar {...props} choices={useSearchChoices()} />;
}

/**
 * /listing (spec §2 'Listing', §4). The search lives in the query string only: the search bar,
 * the sliders (sidebar and drawer), the chips and the sort all write it, so a search can be
 * shared, the back button undoes the last change, and both slider copies always agree.
 */
export default function ListingPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseListingSearch(params), [params]);
  const queryClient = useQueryClient();
  const apply = useCallback(
    (next: ListingSearch) => {
      // Choosing a search starts it again at page 0 without recommendations (spec §4), even when
      // it was seen before; only the back and forward buttons bring back what was loaded.
      void queryClient.resetQueries({ queryKey: influencerListingQuery(next).queryKey, exact: true });
      setParams(toListingParams(next));
    },
    [queryClient, setParams],
  );
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const sliderCount =
    (priceBounds(search) ? 1 : 0) + (followerBounds(search) ? 1 : 0) + (search.isVerifiedOnly ? 1 : 0);

  return (
    <>
      <PageTitle meta={PUBLIC_PAGES.listing.meta} />
      <Box
        style={{ background: 'radial-gradient(circle at 15% 0%, #e6defc 0%, #fafafd 60%)' }}
        pt={{ base: 24, sm: 40 }}
        pb={{ base: 16, sm: 24 }}
      >
        <Container size="xl">
          <Stack gap="md">
            <Box>
              <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: -0.5 }}>
                Explore Influencers
              </Title>
              <Text c="dimmed" fz={{ base: 'sm', sm: 'md' }}>
                Find creators by platform, niche, reach and budget.
              </Text>
            </Box>
            <ListingSearchBar value={search} onSearch={apply} />
          </Stack>
        </Container>
      </Box>

      <Container size="xl" pt="md" pb={64}>
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <Box
            component="aside"
            aria-label="Refine results"
            visibleFrom="md"
            w={272}
            style={{ flexShrink: 0, position: 'sticky', top: 88 }}
          >
            <Paper withBorder radius="lg" p="lg">
              <Title order={2} fz="md">
                Refine results
              </Title>
              <Text fz="xs" c="dimmed" mb="lg">
                Show verified creators only, or drag a slider to set a budget or an audience size.
              </Text>
              <RangeFilters search={search} onChange={apply} />
            </Paper>
            <Box mt="md">
              <PromoBanner variant="inline" />
            </Box>
          </Box>

          <Box style={{ flex: 1, minWidth: 0 }}>
            <Box hiddenFrom="md" mb="sm">
              <PromoBanner variant="inline" />
            </Box>
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Button
                  hiddenFrom="md"
                  variant="default"
                  radius="md"
                  leftSection={<IconAdjustmentsHorizontal size={18} />}
                  rightSection={
                    sliderCount > 0 ? (
                      <Badge size="sm" circle aria-label={`${sliderCount} active`}>
                        {sliderCount}
                      </Badge>
                    ) : null
                  }
                  onClick={drawer.open}
                >
                  Filters
                </Button>
                <Box visibleFrom="md" pt={6}>
                  {hasFilters(search) ? (
                    <FilterChips search={search} onChange={apply} />
                  ) : (
                    <Text c="dimmed" fz="sm">
                      Showing every influencer. Narrow it down with the search bar or the sliders.
                    </Text>
                  )}
                </Box>
              </Box>
              <Group gap={8} wrap="nowrap">
                <Text fz="sm" c="dimmed" visibleFrom="sm" component="label" htmlFor="listing-sort">
                  Sort by
                </Text>
                <Select
                  id="listing-sort"
                  aria-label="Sort by"
                  data={SORT_OPTIONS}
                  value={String(search.sort)}
                  onChange={(v) => apply({ ...search, sort: Number(v ?? 0) as TSortOrder })}
                  allowDeselect={false}
                  leftSection={<IconArrowsSort size={16} />}
                  radius="md"
                  w={{ base: 190, sm: 210 }}
                  comboboxProps={{ shadow: 'md' }}
                />
              </Group>
            </Group>
            <Box hiddenFrom="md" mt="sm">
              <FilterChips search={search} onChange={apply} />
            </Box>
            <ListingResults key={influencerListingQuery(search).queryKey.join('|')} search={search} />
          </Box>
        </Group>
      </Container>

      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        position="bottom"
        // As tall as the filters, not the whole screen.
        styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
        title={
          <Text fw={700} fz="lg">
            Filters
          </Text>
        }
        radius="lg"
      >
        <Box px={4} pb="md">
          <RangeFilters search={search} onChange={apply} />
          <Button fullWidth mt="xl" onClick={drawer.close}>
            Show influencers
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
