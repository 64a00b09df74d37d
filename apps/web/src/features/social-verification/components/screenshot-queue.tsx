import { Anchor, Button, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TScreenshotReview } from '@collably/shared/schemas/social-verification';
import { LoadError, SectionLoader } from '@/components/page-states';
import { PlatformIcon } from '@/components/platform-icon';
import { fileUrl } from '@/lib/api-client';
import { DateFormat, formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDecideScreenshot, useScreenshotQueue } from '../api/social-verification';

/**
 * The super admin's queue of bio screenshots (issue 18): verify when the screenshot shows the account's page
 * with the code, reject otherwise. Each decision is in the audit log.
 */
export function ScreenshotQueue() {
  const queue = useScreenshotQueue();
  if (queue.isPending) return <SectionLoader label="Loading screenshots" />;
  if (queue.isError) return <LoadError title="Could not load the screenshots" error={queue.error} />;
  if (queue.data.length === 0) {
    return <Text c="dimmed">No screenshots are waiting for review.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {queue.data.map((r) => (
        <Review key={`${r.userId}-${r.plateformId}`} review={r} />
      ))}
    </SimpleGrid>
  );
}

function Review({ review }: { review: TScreenshotReview }) {
  const decide = useDecideScreenshot();
  const act = (approve: boolean) =>
    decide.mutate(
      { userId: review.userId, plateformId: review.plateformId, approve },
      { onSuccess: (envelope) => notifySuccess(envelope.message), onError: (error) => notifyError(error) },
    );
  const src = fileUrl(review.screenshot);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`Screenshot of ${review.name}`}>
      <Stack gap="xs">
        <Group gap={6} wrap="nowrap">
          <PlatformIcon name={review.plateformName} size={18} />
          <Text fw={600} truncate>
            {review.name}
          </Text>
        </Group>
        <Text fz="sm" truncate>
          {review.pageUrl}
        </Text>
        <Text fz="sm">
          Code:{' '}
          <Text span ff="monospace" fw={700}>
            {review.code}
          </Text>
        </Text>
        <Anchor href={src} target="_blank" rel="noopener noreferrer">
          <Image src={src} alt={`Bio screenshot of ${review.name}`} h={220} fit="contain" bg="gray.0" />
        </Anchor>
        <Text fz="xs" c="dimmed">
          Sent {formatDate(review.submittedOn, DateFormat.dayTime)}
        </Text>
        <Group grow>
          <Button color="green" loading={decide.isPending} onClick={() => act(true)}>
            Verify
          </Button>
          <Button color="red" variant="light" loading={decide.isPending} onClick={() => act(false)}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
