import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PAYOUT_REFERENCE_MAX } from '@collably/shared/constants/limits';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { ZApprovePayoutRequest, type TPayoutDetails } from '@collably/shared/schemas/payouts';
import { errorMessage } from '@/lib/errors';
import { DateFormat, formatDate } from '@/lib/dates';
import { usePayoutDetails } from '../api/get-payout-details';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function BankDetails({ payout }: { payout: TPayoutDetails }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      <Detail label="Influencer" value={`${payout.influencerName} (${payout.email})`} />
      <Detail label="Amount" value={formatRupees(rupeesToPaise(payout.amount))} />
      <Detail label="Requested On" value={formatDate(payout.requestedOn, DateFormat.payout)} />
      <Detail
        label="Pay to"
        value={`${payout.method === 'upi' ? 'UPI ID' : 'Bank account'}${payout.railMode ? ` (${payout.railMode})` : ''}`}
      />
      <Detail label="Bank Name" value={payout.bankName} />
      <Detail label="Account holder" value={payout.accountHolder ?? payout.influencerName} />
      <Detail label="Account No." value={payout.accountNo} />
      <Detail label="IFSC Code" value={payout.ifscCode} />
      <Detail label="PAN No." value={payout.pan} />
      <Detail label="UPI ID" value={payout.upi} />
      <Detail label="Phone" value={payout.phone} />
      <Detail label="Address" value={payout.address} />
    </SimpleGrid>
  );
}

type Props = {
  payoutId: number | null;
  onApprove: (input: { payoutId: number; reference?: string }) => Promise<unknown>;
  /** The approval is on its way (the mutation's pending state). */
  isBusy: boolean;
  onClose: () => void;
};

/**
 * The confirm tick's dialog (spec §2 Payment details): the request's bank details in clear, and Approve. With
 * RazorpayX, Approve sends the money (the dialog says by which mode); without it the super admin sends it by
 * hand first and may give the bank's reference (UTR).
 */
export function ApprovePayoutDialog({ payoutId, onApprove, isBusy, onClose }: Props) {
  const details = usePayoutDetails(payoutId);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReference('');
    setError(null);
    onClose();
  };
  const approve = async () => {
    if (payoutId === null) return;
    const parsed = ZApprovePayoutRequest.safeParse({ reference });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await onApprove({ payoutId, reference: parsed.data?.reference || undefined });
      close();
    } catch (e) {
      setError(errorMessage(e, 'Could not approve the payout'));
    }
  };

  return (
    <Modal opened={payoutId !== null} onClose={close} title="Approve payout" size="lg">
      <Stack gap="md">
        {details.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" aria-label="Loading the payout" />
          </Group>
        ) : details.isError ? (
          <Alert color="red" role="alert" title="Could not load the payout">
            {errorMessage(details.error)}
          </Alert>
        ) : (
          <BankDetails payout={details.data} />
        )}
        {details.data?.railMode ? (
          <Text fz="sm" c="dimmed">
            Approve sends the amount to this account through RazorpayX by {details.data.railMode}. The request
            shows as ‘Processing’ until the bank confirms it, then ‘Released to Bank Account’ with the bank’s
            UTR; if the bank returns it, the amount goes back to the influencer’s balance.
          </Text>
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              Send the amount to this account first, then approve: the request becomes ‘Released to Bank
              Account’ and the influencer is told.
            </Text>
            <TextInput
              label="Bank reference (UTR)"
              description="Optional. Without one the reference is PAYOUT- and the request number."
              maxLength={PAYOUT_REFERENCE_MAX}
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
          </>
        )}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={isBusy}>
            Cancel
          </Button>
          <Button color="teal" onClick={() => void approve()} loading={isBusy} disabled={!details.isSuccess}>
            Approve
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
