import { useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Group,
  Modal,
  Paper,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ReviewMessages as M } from '@collably/shared/messages/reviews';
import {
  ZReportReviewRequest,
  type TReportReviewRequest,
  type TReview,
} from '@collably/shared/schemas/reviews';
import { RatingSummary } from '@/components/rating-summary';
import { fileUrl } from '@/lib/api-client';
import { DateFormat, formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useReportReview, useUserReviews } from '../api/reviews';

/**
 * A profile's rating and the reviews others may see (issue 19); a signed-in reader may report one.
 * Nothing is shown until the first review is visible.
 */
export function ProfileReviews({ userId }: { userId: number }) {
  const reviews = useUserReviews(userId);
  const session = useSession();
  const [reporting, setReporting] = useState<TReview | null>(null);
  if (!reviews.data) return null;
  const { rating, ratingCount } = reviews.data;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Reviews">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg">
            Reviews
          </Title>
          <RatingSummary rating={rating} count={ratingCount} />
        </Group>
        {reviews.data.reviews.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {M.noReviews}
          </Text>
        ) : (
          reviews.data.reviews.map((r) => (
            <Stack key={r.reviewId} gap={4} component="article" aria-label={`Review by ${r.reviewerName}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Avatar src={fileUrl(r.reviewerPic)} alt="" size="sm" radius="xl" />
                  <Text fz="sm" fw={600} truncate>
                    {r.reviewerName}
                  </Text>
                  <Rating value={r.stars} readOnly size="xs" aria-label={`${r.stars} out of 5 stars`} />
                </Group>
                <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(r.createdOn, DateFormat.day)}
                </Text>
              </Group>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {r.text}
              </Text>
              {session ? (
                <Group justify="flex-end">
                  <Button variant="subtle" size="compact-xs" color="gray" onClick={() => setReporting(r)}>
                    Report
                  </Button>
                </Group>
              ) : null}
            </Stack>
          ))
        )}
      </Stack>
      {reporting ? <ReportModal review={reporting} onClose={() => setReporting(null)} /> : null}
    </Paper>
  );
}

function ReportModal({ review, onClose }: { review: TReview; onClose: () => void }) {
  const report = useReportReview();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TReportReviewRequest>({
    resolver: zodResolver(ZReportReviewRequest),
    defaultValues: { reviewId: review.reviewId, reason: '' },
  });
  const submit = form.handleSubmit((input) =>
    report.mutate(input, {
      onSuccess: (envelope) => {
        notifySuccess(envelope.message);
        onClose();
      },
      onError: (error) => setFailure(errorMessage(error)),
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Report this review" centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Reason"
            autosize
            minRows={2}
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
          {failure ? (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
