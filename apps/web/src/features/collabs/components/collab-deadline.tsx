import { Badge, Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { TCollabStatus } from '@collably/shared/constants/collabs';
import type { TRole } from '@collably/shared/constants/roles';
import type { TCollabDeadline } from '@collably/shared/schemas/collabs';
import { deadlineText, isOverdue } from '../lib/deadline-text';

type Props = {
  deadline: TCollabDeadline;
  status: TCollabStatus;
  viewerRole: TRole;
  /** The moment to compare with (tests pass one). */
  now?: Date;
};

/** One line of the order card: by when the collab must move, who must move it, what happens otherwise. */
export function CollabDeadline({ deadline, status, viewerRole, now = new Date() }: Props) {
  const overdue = isOverdue(deadline, now);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" aria-label="Deadline">
      <IconClock
        size={16}
        color={overdue ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-gray-6)'}
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text fz="sm" c={overdue ? 'red.7' : 'gray.7'} style={{ overflowWrap: 'anywhere' }}>
        {deadlineText(deadline, status, viewerRole)}
      </Text>
      {overdue ? (
        <Badge color="red" variant="filled" size="sm" style={{ flexShrink: 0 }}>
          Overdue
        </Badge>
      ) : null}
    </Group>
  );
}
