import { Group, Rating, Text } from '@mantine/core';

/**
 * A rating and its number of reviews (issue 19): '★ 4.5 (3 reviews)'. Nothing when there are no reviews, so a
 * new creator's card is not marked down.
 */
export function RatingSummary({
  rating,
  count,
  size = 'sm',
}: {
  rating: number | null;
  count: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  if (rating === null || count === 0) return null;
  const label = `Rated ${rating.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <Group gap={4} wrap="nowrap" aria-label={label} role="img">
      <Rating value={rating} fractions={10} readOnly size={size} aria-hidden />
      <Text fz={size} fw={700} aria-hidden>
        {rating.toFixed(1)}
      </Text>
      <Text fz={size} c="dimmed" aria-hidden>
        ({count})
      </Text>
    </Group>
  );
}
