import { Badge, Button, Group, Paper, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TReportedReview } from '@collably/shared/schemas/reviews';
import { LoadError, SectionLoader } from '@/components/page-states';
import { DateFormat, formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useHideReview, useReportedReviews } from '../api/reviews';

/**
 * The super admin's queue of reported reviews (issue 19): each with its reports' reasons; hide it from everyone
 * or show it again. Each decision is in the audit log, and a hidden review leaves the rating.
 */
export function ReportedReviewsQueue() {
  const queue = useReportedReviews();
  if (queue.isPending) return <SectionLoader label="Loading reported reviews" />;
  if (queue.isError) return <LoadError title="Could not load the reported reviews" error={queue.error} />;
  if (queue.data.length === 0) return <Text c="dimmed">No reviews have been reported.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {queue.data.map((r) => (
        <Reported key={r.reviewId} review={r} />
      ))}
    </SimpleGrid>
  );
}

function Reported({ review }: { review: TReportedReview }) {
  const hide = useHideReview();
  const act = (isHidden: boolean) =>
    hide.mutate(
      { reviewId: review.reviewId, isHidden },
      { onSuccess: (envelope) => notifySuccess(envelope.message), onError: (error) => notifyError(error) },
    );
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`Review by ${review.reviewerName} of ${review.revieweeName}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} fz="sm">
            {review.reviewerName} → {review.revieweeName}
          </Text>
          {review.isHidden ? (
            <Badge color="red" variant="light">
              Hidden
            </Badge>
          ) : null}
        </Group>
        <Rating value={review.stars} readOnly size="xs" aria-label={`${review.stars} out of 5 stars`} />
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
        <Text fz="xs" c="dimmed">
          Collab #{review.collabDetailId} · {review.reportCount}{' '}
          {review.reportCount === 1 ? 'report' : 'reports'}, last{' '}
          {formatDate(review.lastReportedOn, DateFormat.dayTime)}
        </Text>
        <Stack gap={2} component="ul" m={0} pl="md">
          {review.reasons.map((reason, i) => (
            <Text key={i} component="li" fz="xs">
              {reason}
            </Text>
          ))}
        </Stack>
        {review.isHidden ? (
          <Button variant="default" loading={hide.isPending} onClick={() => act(false)}>
            Show again
          </Button>
        ) : (
          <Button color="red" variant="light" loading={hide.isPending} onClick={() => act(true)}>
            Hide review
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
