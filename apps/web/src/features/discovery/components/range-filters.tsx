import { Stack, Switch } from '@mantine/core';
import {
  DEFAULT_FOLLOWER_SLIDER,
  DEFAULT_PRICE_SLIDER,
  FOLLOWER_SLIDER_STEPS,
  PRICE_SLIDER_STEPS,
} from '@collably/shared/constants/ranges';
import { followerSliderLabel, priceSliderLabel } from '@collably/shared/domain/labels';
import { SocialVerificationMessages } from '@collably/shared/messages/social-verification';
import {
  followerRangeLabel,
  followerSliderShown,
  priceRangeLabel,
  type ListingSearch,
} from '@collably/shared/domain/listing-search';
import { StepRangeSlider } from './step-range-slider';

/**
 * The price and follower sliders (spec §5 steps, labels and defaults) and the Verified-only switch (issue 18). The listing renders this
 * twice, in the desktop sidebar and in the mobile drawer, over the one search in the URL, so the
 * two copies can never disagree. Moving a slider marks its filter active (spec §4).
 */
export function RangeFilters({
  search,
  onChange,
}: {
  search: ListingSearch;
  onChange: (next: ListingSearch) => void;
}) {
  return (
    <Stack gap="xl">
      <Switch
        label={SocialVerificationMessages.verifiedOnly}
        description="Creators who proved they own their social account"
        checked={search.isVerifiedOnly}
        onChange={(e) => onChange({ ...search, isVerifiedOnly: e.currentTarget.checked })}
      />
      <StepRangeSlider
        label="Price"
        steps={PRICE_SLIDER_STEPS}
        value={search.price}
        formatStep={(n) => `₹${priceSliderLabel(n)}`}
        formatRange={priceRangeLabel}
        onChange={(price) => onChange({ ...search, price })}
        onClear={() => onChange({ ...search, price: { isActive: false, ...DEFAULT_PRICE_SLIDER } })}
      />
      <StepRangeSlider
        label="Followers"
        steps={FOLLOWER_SLIDER_STEPS}
        value={followerSliderShown(search)}
        formatStep={followerSliderLabel}
        formatRange={followerRangeLabel}
        // The slider replaces a follower range chosen in the search bar.
        onChange={(followers) => onChange({ ...search, followers, followerRangeId: null })}
        onClear={() =>
          onChange({
            ...search,
            followers: { isActive: false, ...DEFAULT_FOLLOWER_SLIDER },
            followerRangeId: null,
          })
        }
      />
    </Stack>
  );
}
