import { Button, Group, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { canRequestRevision, revisionsUsedText } from '@collably/shared/domain/revisions';
import type { TCollab } from '@collably/shared/schemas/collabs';

type Props = {
  revisions: TCollab['revisions'];
  /** The brand buys one extra revision (absent for other viewers). */
  onBuyExtra?: () => void;
};

/**
 * The order card's revision line (issue 19 item 4): 'Revisions: 1 of 2 used' for both sides, and for the brand
 * who used them all, the paid extra the influencer offers, at what the brand pays for it (fee and GST in).
 */
export function CollabRevisions({ revisions, onBuyExtra }: Props) {
  const isUsedUp = !canRequestRevision(revisions);
  const offer = revisions.extraPrice;
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" aria-label="Revisions">
      <Group gap={6} wrap="nowrap">
        <IconRepeat size={16} color="var(--mantine-color-gray-6)" aria-hidden style={{ flexShrink: 0 }} />
        <Text fz="sm">{revisionsUsedText(revisions)}</Text>
      </Group>
      {isUsedUp && revisions.canBuyExtra && offer !== null && onBuyExtra ? (
        <Button size="xs" variant="light" onClick={onBuyExtra}>
          Buy an extra revision — {formatRupees(rupeesToPaise(offer))}
        </Button>
      ) : null}
    </Group>
  );
}
