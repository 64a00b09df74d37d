import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { PAYOUT_DECLINE_REASON_MAX } from '@collably/shared/constants/limits';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { ZDeclinePayoutRequest, type TPayoutRecord } from '@collably/shared/schemas/payouts';
import { errorMessage } from '@/lib/errors';

type Props = {
  payout: TPayoutRecord | null;
  onDecline: (input: { payoutId: number; reason: string }) => Promise<unknown>;
  /** The decline is on its way (the mutation's pending state). */
  isBusy: boolean;
  onClose: () => void;
};

/** Declining a request: the reason (required, told to the influencer); the money returns to their balance. */
export function DeclinePayoutDialog({ payout, onDecline, isBusy, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const decline = async () => {
    if (!payout) return;
    const parsed = ZDeclinePayoutRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await onDecline({ payoutId: payout.id, reason: parsed.data.reason });
      close();
    } catch (e) {
      setError(errorMessage(e, 'Could not decline the payout'));
    }
  };

  return (
    <Modal opened={payout !== null} onClose={close} title="Decline payout">
      <Stack gap="md">
        {payout ? (
          <Text>
            Decline {payout.influencerName}’s request of {formatRupees(rupeesToPaise(payout.amount))}? The
            amount goes back to the influencer’s account balance, and they can request it again with corrected
            details.
          </Text>
        ) : null}
        <Textarea
          label="Reason"
          description="The influencer reads this in their notification."
          withAsterisk
          autosize
          minRows={2}
          maxLength={PAYOUT_DECLINE_REASON_MAX}
          value={reason}
          error={error ?? undefined}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void decline()} loading={isBusy}>
            Decline
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
