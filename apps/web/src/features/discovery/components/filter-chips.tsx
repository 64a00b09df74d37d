import { SocialVerificationMessages } from '@collably/shared/messages/social-verification';
import { Group, Pill, UnstyledButton } from '@mantine/core';
import { SPEAKS_FILTERS, SpeaksFilter } from '@collably/shared/constants/discovery';
import { GENDERS, LANGUAGES } from '@collably/shared/constants/profile';
import { DEFAULT_FOLLOWER_SLIDER, DEFAULT_PRICE_SLIDER } from '@collably/shared/constants/ranges';
import { followerRangeById } from '@collably/shared/domain/labels';
import {
  EMPTY_SEARCH,
  followerRangeLabel,
  priceRangeLabel,
  type ListingSearch,
} from '@collably/shared/domain/listing-search';
import { useSearchChoices } from '@/features/master/api/master-data';

type Chip = { key: string; label: string; remove: (s: ListingSearch) => ListingSearch };

/** One removable chip per active filter (spec §2 'removable filter chips'). */
function chipsOf(
  search: ListingSearch,
  names: { platform?: string; category?: string; state?: string },
): Chip[] {
  const chips: Chip[] = [];
  if (search.text.trim()) {
    chips.push({ key: 'text', label: `“${search.text.trim()}”`, remove: (s) => ({ ...s, text: '' }) });
  }
  if (search.platformId) {
    chips.push({
      key: 'platform',
      label: names.platform ?? 'Platform',
      remove: (s) => ({ ...s, platformId: null }),
    });
  }
  if (search.categoryId) {
    chips.push({
      key: 'category',
      label: names.category ?? 'Category',
      remove: (s) => ({ ...s, categoryId: null }),
    });
  }
  const dropFollowers = (s: ListingSearch): ListingSearch => ({
    ...s,
    followerRangeId: null,
    followers: { isActive: false, ...DEFAULT_FOLLOWER_SLIDER },
  });
  if (search.followers.isActive) {
    chips.push({
      key: 'followers',
      label: `Followers ${followerRangeLabel(search.followers)}`,
      remove: dropFollowers,
    });
  } else if (search.followerRangeId) {
    const range = followerRangeById(search.followerRangeId);
    chips.push({ key: 'followers', label: `Followers ${range?.followerRange ?? ''}`, remove: dropFollowers });
  }
  if (search.price.isActive) {
    chips.push({
      key: 'price',
      label: `Price ${priceRangeLabel(search.price)}`,
      remove: (s) => ({ ...s, price: { isActive: false, ...DEFAULT_PRICE_SLIDER } }),
    });
  }
  if (search.gender) {
    chips.push({
      key: 'gender',
      label: GENDERS.find((g) => g.value === search.gender)?.Name ?? search.gender,
      remove: (s) => ({ ...s, gender: null }),
    });
  }
  if (search.stateId) {
    chips.push({ key: 'state', label: names.state ?? 'State', remove: (s) => ({ ...s, stateId: null }) });
  }
  if (search.languageId !== null) {
    chips.push({
      key: 'language',
      label: `Speaks ${LANGUAGES[search.languageId]?.name ?? 'a language'}`,
      remove: (s) => ({ ...s, languageId: null }),
    });
  }
  if (search.isVerifiedOnly) {
    chips.push({
      key: 'verified',
      label: SocialVerificationMessages.verifiedOnly,
      remove: (s) => ({ ...s, isVerifiedOnly: false }),
    });
  }
  if (search.speaks !== SpeaksFilter.All) {
    chips.push({
      key: 'speaks',
      label: SPEAKS_FILTERS.find((f) => f.value === search.speaks)?.label ?? 'Speaks',
      remove: (s) => ({ ...s, speaks: SpeaksFilter.All }),
    });
  }
  return chips;
}

export function FilterChips({
  search,
  onChange,
}: {
  search: ListingSearch;
  onChange: (next: ListingSearch) => void;
}) {
  const { platforms, categories, states } = useSearchChoices();
  const chips = chipsOf(search, {
    platform: platforms?.find((p) => p.platformId === search.platformId)?.platformName,
    category: categories?.find((c) => c.categoryId === search.categoryId)?.categoryName,
    state: states?.find((s) => s.stateId === search.stateId)?.name,
  });
  if (chips.length === 0) return null;
  return (
    <Group gap={6}>
      <Group gap={6} role="list" aria-label="Active filters">
        {chips.map((chip) => (
          <Pill
            key={chip.key}
            role="listitem"
            size="md"
            withRemoveButton
            onRemove={() => onChange(chip.remove(search))}
            removeButtonProps={{
              'aria-label': `Remove filter ${chip.label}`,
              'aria-hidden': false,
              tabIndex: 0,
            }}
            bg="brand.0"
            c="brand.8"
            fw={600}
          >
            {chip.label}
          </Pill>
        ))}
      </Group>
      {chips.length > 1 ? (
        <UnstyledButton
          fz="sm"
          c="dimmed"
          td="underline"
          px={4}
          onClick={() => onChange({ ...EMPTY_SEARCH, sort: search.sort, isAdvanced: search.isAdvanced })}
        >
          Clear all
        </UnstyledButton>
      ) : null}
    </Group>
  );
}
