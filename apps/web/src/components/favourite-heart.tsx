import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';

export type FavouriteHeartProps = {
  name: string;
  isFavourite: boolean;
  isBusy: boolean;
  isDisabled: boolean;
  onToggle: () => void;
};

/** The heart on an influencer card: filled when the influencer is a favourite; a press toggles it. */
export function FavouriteHeart({ name, isFavourite, isBusy, isDisabled, onToggle }: FavouriteHeartProps) {
  const label = isFavourite ? `Remove ${name} from favourites` : `Add ${name} to favourites`;
  return (
    <ActionIcon
      variant="white"
      radius="xl"
      size="lg"
      color={isFavourite ? 'red' : 'gray'}
      aria-label={label}
      aria-pressed={isFavourite}
      title={label}
      loading={isBusy}
      disabled={isDisabled}
      onClick={onToggle}
      style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
    >
      {isFavourite ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
    </ActionIcon>
  );
}

/** The heart for a card, or nothing (the viewer is not a brand). */
export const favouriteHeart = (props: FavouriteHeartProps | null) =>
  props ? <FavouriteHeart {...props} /> : null;
