import { Group, Text } from '@mantine/core';
import { RatingSummary } from '@/components/rating-summary';
import { useUserReviews } from '../api/reviews';

/**
 * The other party's rating from their visible reviews, as an influencer weighs a new order: "Brand rating ★ 4.5
 * (3 reviews)". Nothing until they have one.
 */
export function CounterpartRating({ userId, label }: { userId: number; label: string }) {
  const reviews = useUserReviews(userId);
  if (!reviews.data || reviews.data.ratingCount === 0) return null;
  return (
    <Group gap="xs" data-testid="counterpart-rating">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <RatingSummary rating={reviews.data.rating} count={reviews.data.ratingCount} />
    </Group>
  );
}
