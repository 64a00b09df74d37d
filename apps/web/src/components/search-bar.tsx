import { useState } from 'react';
import { Button, Collapse, Group, Paper, Select, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconSearch } from '@tabler/icons-react';
import { SPEAKS_FILTERS, SpeaksFilter, type TSpeaksFilter } from '@collably/shared/constants/discovery';
import { GENDERS, LANGUAGES } from '@collably/shared/constants/profile';
import { SEARCH_TEXT_MAX } from '@collably/shared/domain/search-text';
import type { TCategory, TPlatform, TState } from '@collably/shared/schemas/master';
import { DEFAULT_FOLLOWER_SLIDER } from '@collably/shared/constants/ranges';
import {
  EMPTY_SEARCH,
  FOLLOWER_RANGE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  priceRangeIdOf,
  priceSliderFor,
  toListingParams,
  type Gender,
  type ListingSearch,
} from '@collably/shared/domain/listing-search';

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g.value, label: g.Name }));
const SPEAKS_OPTIONS = SPEAKS_FILTERS.filter((s) => s.value !== SpeaksFilter.All).map((s) => ({
  value: String(s.value),
  label: s.label,
}));

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: String(l.id), label: l.name }));

const idOrNull = (value: string | null) => (value ? Number(value) : null);
const field = { variant: 'filled', radius: 'md' } as const;
const selectField = { ...field, comboboxProps: { shadow: 'md' } } as const;

/** The master data the choices come from; a page passes what it has loaded so far. */
export type SearchChoices = { platforms?: TPlatform[]; categories?: TCategory[]; states?: TState[] };

/**
 * The search bar of home and listing (spec §2): a free-text search by name, handle or category (issue 13),
 * platform, category, followers and price, and behind 'Advanced search' gender, state, language and the
 * Speaks filter. It edits a draft; Search hands the whole
 * search over (home navigates to the listing with it, the listing applies it in place). A search
 * also switches the advanced flag on, as the spec's listing does.
 */
export function SearchBar({
  value = EMPTY_SEARCH,
  choices,
  onSearch,
}: {
  value?: ListingSearch;
  choices: SearchChoices;
  onSearch: (search: ListingSearch) => void;
}) {
  // The draft follows the applied search whenever that changes (a chip removed, the back button).
  const valueKey = toListingParams(value).toString();
  const [draft, setDraft] = useState({ key: valueKey, search: value });
  if (draft.key !== valueKey) setDraft({ key: valueKey, search: value });
  const search = draft.search;
  const edit = (changes: Partial<ListingSearch>) =>
    setDraft((d) => ({ ...d, search: { ...d.search, ...changes } }));

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Search influencers"
      radius="lg"
      p={8}
      shadow="md"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onSearch({ ...search, isAdvanced: true });
      }}
    >
      <TextInput
        {...field}
        mb={8}
        aria-label="Search by name, handle or category"
        placeholder="Search by name, handle or category"
        leftSection={<IconSearch size={16} />}
        value={search.text}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(e) => edit({ text: e.currentTarget.value })}
      />
      <Group gap={8} wrap="wrap">
        <Select
          {...selectField}
          aria-label="Platform"
          placeholder="Any platform"
          data={(choices.platforms ?? []).map((p) => ({
            value: String(p.platformId),
            label: p.platformName,
          }))}
          value={search.platformId ? String(search.platformId) : null}
          onChange={(v) => edit({ platformId: idOrNull(v) })}
          clearable
          style={{ flex: '1 1 140px' }}
        />
        <Select
          {...selectField}
          aria-label="Category"
          placeholder="Any category"
          data={(choices.categories ?? []).map((c) => ({
            value: String(c.categoryId),
            label: c.categoryName,
          }))}
          value={search.categoryId ? String(search.categoryId) : null}
          onChange={(v) => edit({ categoryId: idOrNull(v) })}
          searchable
          clearable
          style={{ flex: '1 1 140px' }}
        />
        <Select
          {...selectField}
          aria-label="Followers"
          placeholder={search.followers.isActive ? 'Custom followers' : 'Any followers'}
          data={FOLLOWER_RANGE_OPTIONS}
          value={search.followerRangeId ? String(search.followerRangeId) : null}
          // A range replaces a moved follower slider (one follower filter at a time).
          onChange={(v) =>
            edit({
              followerRangeId: idOrNull(v),
              followers: { isActive: false, ...DEFAULT_FOLLOWER_SLIDER },
            })
          }
          clearable
          style={{ flex: '1 1 140px' }}
        />
        <Select
          {...selectField}
          aria-label="Price"
          placeholder={search.price.isActive ? 'Custom price' : 'Any price'}
          data={PRICE_RANGE_OPTIONS}
          value={priceRangeIdOf(search.price)?.toString() ?? null}
          onChange={(v) => edit({ price: priceSliderFor(idOrNull(v)) })}
          clearable
          style={{ flex: '1 1 140px' }}
        />
        <Button type="submit" leftSection={<IconSearch size={18} />} radius="md" visibleFrom="sm" w={132}>
          Search
        </Button>
      </Group>
      <Collapse in={search.isAdvanced}>
        <Group gap={8} wrap="wrap" mt={8}>
          <Select
            {...selectField}
            aria-label="Gender"
            placeholder="Any gender"
            data={GENDER_OPTIONS}
            value={search.gender}
            onChange={(v) => edit({ gender: v as Gender | null })}
            clearable
            style={{ flex: '1 1 140px' }}
          />
          <Select
            {...selectField}
            aria-label="State"
            placeholder="Any state"
            data={(choices.states ?? []).map((s) => ({ value: String(s.stateId), label: s.name }))}
            value={search.stateId ? String(search.stateId) : null}
            onChange={(v) => edit({ stateId: idOrNull(v) })}
            searchable
            clearable
            style={{ flex: '1 1 140px' }}
          />
          <Select
            {...selectField}
            aria-label="Language"
            placeholder="Any language"
            data={LANGUAGE_OPTIONS}
            value={search.languageId === null ? null : String(search.languageId)}
            onChange={(v) => edit({ languageId: v === null ? null : Number(v) })}
            searchable
            clearable
            style={{ flex: '1 1 140px' }}
          />
          <Select
            {...selectField}
            aria-label="Speaks"
            placeholder="Speaks: any"
            data={SPEAKS_OPTIONS}
            value={search.speaks === SpeaksFilter.All ? null : String(search.speaks)}
            onChange={(v) => edit({ speaks: (v ? Number(v) : SpeaksFilter.All) as TSpeaksFilter })}
            clearable
            style={{ flex: '1 1 140px' }}
          />
        </Group>
      </Collapse>
      <Group justify="space-between" mt={8} gap="xs" wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-sm"
          radius="md"
          onClick={() => edit({ isAdvanced: !search.isAdvanced })}
          aria-expanded={search.isAdvanced}
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          rightSection={
            <IconChevronDown
              size={14}
              style={{
                transform: search.isAdvanced ? 'rotate(180deg)' : undefined,
                transition: 'transform 150ms',
              }}
            />
          }
        >
          Advanced search
        </Button>
        {/* On a phone the one Search button sits under every field, thumb-high. */}
        <Button type="submit" leftSection={<IconSearch size={18} />} radius="md" hiddenFrom="sm">
          Search
        </Button>
      </Group>
    </Paper>
  );
}
