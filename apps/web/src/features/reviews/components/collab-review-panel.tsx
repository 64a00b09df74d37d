import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Rating, Stack, Text, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_TEXT_MAX } from '@collably/shared/constants/reviews';
import { ReviewMessages as M } from '@collably/shared/messages/reviews';
import {
  ZWriteReviewRequest,
  type TReview,
  type TWriteReviewRequest,
} from '@collably/shared/schemas/reviews';
import { DateFormat, formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { useMyReviews, useWriteReview } from '../api/reviews';

function ReviewLine({ title, review }: { title: string; review: TReview }) {
  return (
    <Stack gap={2} aria-label={title} role="group">
      <Group gap={6} wrap="nowrap">
        <Text fz="sm" fw={700}>
          {title}
        </Text>
        <Rating value={review.stars} readOnly size="xs" aria-label={`${review.stars} out of 5 stars`} />
      </Group>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.text}
      </Text>
    </Stack>
  );
}

/**
 * The reviews part of a complete collab's card (issue 19): 'Leave a review' while the caller may still write,
 * then the caller's review, and the other side's once the server shows it (both written or the window closed),
 * otherwise until when the caller's waits.
 */
export function CollabReviewPanel({
  collabId,
  counterpartName,
}: {
  collabId: number;
  counterpartName: string;
}) {
  const reviews = useMyReviews();
  const [isOpen, setIsOpen] = useState(false);
  const state = reviews.data?.find((r) => r.collabDetailId === collabId);
  if (!state) return null;
  if (!state.mine && !state.theirs && !state.canReview) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" aria-label="Reviews" component="section">
      <Stack gap="xs">
        {state.mine ? <ReviewLine title={M.yourReview} review={state.mine} /> : null}
        {state.theirs ? (
          <ReviewLine title={M.theirReview(state.theirs.reviewerName)} review={state.theirs} />
        ) : state.mine && !state.isVisible ? (
          <Text fz="xs" c="dimmed">
            {M.waitingUntil(formatDate(state.windowClosesOn, DateFormat.day))}
          </Text>
        ) : null}
        {state.canReview ? (
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dimmed">
              How was working with {counterpartName}?
            </Text>
            <Button size="xs" onClick={() => setIsOpen(true)}>
              {M.leaveReview}
            </Button>
          </Group>
        ) : null}
      </Stack>
      <WriteReviewModal
        collabId={collabId}
        counterpartName={counterpartName}
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </Paper>
  );
}

function WriteReviewModal({
  collabId,
  counterpartName,
  isOpen,
  onClose,
}: {
  collabId: number;
  counterpartName: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const write = useWriteReview();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TWriteReviewRequest>({
    resolver: zodResolver(ZWriteReviewRequest),
    defaultValues: { collabDetailId: collabId, stars: 0, text: '' },
  });
  const errors = form.formState.errors;
  const text = form.watch('text');
  const submit = form.handleSubmit((input) => {
    setFailure(null);
    write.mutate(input, {
      onSuccess: (envelope) => {
        notifySuccess(envelope.message);
        onClose();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  });
  return (
    <Modal opened={isOpen} onClose={onClose} title={M.leaveReview} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text fz="sm">
            Rate {counterpartName}. They see your review once they have written theirs, or when the review
            window closes.
          </Text>
          <Stack gap={4}>
            <Text fz="sm" fw={500} id={`stars-${collabId}`}>
              Stars
            </Text>
            <Controller
              control={form.control}
              name="stars"
              render={({ field }) => (
                <Rating
                  value={field.value}
                  onChange={field.onChange}
                  size="lg"
                  getSymbolLabel={(v) => `${v} ${v === 1 ? 'star' : 'stars'}`}
                  aria-labelledby={`stars-${collabId}`}
                />
              )}
            />
            {errors.stars ? (
              <Text fz="xs" c="red">
                {errors.stars.message}
              </Text>
            ) : null}
          </Stack>
          <Textarea
            label="Your review"
            autosize
            minRows={3}
            maxLength={REVIEW_TEXT_MAX}
            description={`${text.length}/${REVIEW_TEXT_MAX}`}
            error={errors.text?.message}
            {...form.register('text')}
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
            <Button type="submit" loading={write.isPending}>
              Submit review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
