import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TCollabStatus } from '@collably/shared/constants/collabs';
import { collabProgress } from '@collably/shared/domain/collab-progress';

/**
 * The order card's compact step indicator (Paid → Accepted → Work approved → Posted → Completed; UGC has no
 * posting step), from shared/domain/collab-progress. Narrow screens show the dots and the current step's name
 * beneath; wide ones the names beside the dots. Nothing is shown once the collab stopped (Reject, Cancel).
 */
export function CollabProgress({ status, platformId }: { status: TCollabStatus; platformId: number }) {
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { steps, current } = collabProgress(status, platformId);
  if (current === null) return null;
  const isDone = current >= steps.length;
  const summary = isDone
    ? 'All steps done'
    : `Next: ${steps[current].label} (step ${current + 1} of ${steps.length})`;
  return (
    <div role="group" aria-label="Progress">
      <Stepper
        active={current}
        size="xs"
        iconSize={isWide ? 24 : 20}
        allowNextStepsSelect={false}
        styles={{ separator: { marginInline: isWide ? 6 : 2, minWidth: 6 } }}
        aria-hidden
      >
        {steps.map((s) => (
          <Stepper.Step key={s.key} label={isWide ? s.label : undefined} />
        ))}
      </Stepper>
      <Text fz="xs" c="dimmed" mt={4} aria-live="polite">
        {summary}
      </Text>
    </div>
  );
}
