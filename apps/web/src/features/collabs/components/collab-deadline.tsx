import { Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { TRole } from '@collably/shared/constants/roles';
import { nextStepOf } from '@collably/shared/domain/collab-progress';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { DateFormat, formatDate } from '@/lib/dates';
import { isOverdue } from '../lib/deadline-text';

type Props = {
  collab: Pick<TCollab, 'collabStatus' | 'deadline' | 'brandName' | 'influencerName'>;
  viewerRole: TRole;
  /** The moment to compare with (tests pass one). */
  now?: Date;
};

/**
 * One line of the order card (issue 11 items 1 and 2): what happens next, who must act, by when and what
 * happens otherwise ('Waiting for you to accept the order — by 26 Nov, 12:14 PM, otherwise …'), from
 * shared/domain/collab-progress and the deadline of the status's clock.
 */
export function CollabDeadline({ collab, viewerRole, now = new Date() }: Props) {
  const step = nextStepOf({
    status: collab.collabStatus,
    viewerRole,
    deadline: collab.deadline,
    brandName: collab.brandName,
    influencerName: collab.influencerName,
    formatDue: (iso) => formatDate(iso, DateFormat.shortDayTime),
  });
  if (!step) return null;
  const overdue = collab.deadline !== null && isOverdue(collab.deadline, now);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" aria-label="Next step">
      <IconClock
        size={16}
        color={overdue ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-gray-6)'}
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text
        fz="sm"
        fw={step.isViewer ? 600 : undefined}
        c={overdue ? 'red.7' : step.isViewer ? undefined : 'gray.7'}
        style={{ overflowWrap: 'anywhere' }}
      >
        {step.text}
      </Text>
      {overdue ? (
        <Badge color="red" variant="filled" size="sm" style={{ flexShrink: 0 }}>
          Overdue
        </Badge>
      ) : null}
    </Group>
  );
}
