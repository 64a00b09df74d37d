import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { PAYOUT_DECLINE_REASON_MAX, PAYOUT_REFERENCE_MAX } from '@collably/shared/constants/limits';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { ZApprovePayoutRequest, ZDeclinePayoutRequest } from '@collably/shared/schemas/payouts';
import type { TBankWithdrawalRequest } from '@collably/shared/schemas/withdrawals';
import { SectionLoader } from '@/components/page-states';
import { DateFormat, formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import {
  useApproveBankWithdrawal,
  useBankWithdrawalRequests,
  useRejectBankWithdrawal,
} from '../api/brand-withdrawals';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value ?? '—'}
      </Text>
    </Stack>
  );
}

/** One waiting request: where to send it in clear, the UTR, Approve; Reject asks why. */
function RequestItem({ request }: { request: TBankWithdrawalRequest }) {
  const approve = useApproveBankWithdrawal();
  const reject = useRejectBankWithdrawal();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const amount = formatRupees(rupeesToPaise(request.amount));

  const send = async () => {
    const parsed = ZApprovePayoutRequest.safeParse({ reference });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      notifySuccess(
        await approve.mutateAsync({ id: request.id, reference: parsed.data?.reference || undefined }),
      );
    } catch (e) {
      setError(errorMessage(e, 'Could not approve the withdrawal'));
    }
  };
  const refuse = async () => {
    const parsed = ZDeclinePayoutRequest.safeParse({ reason });
    if (!parsed.success) return setReasonError(parsed.error.issues[0]?.message ?? null);
    setReasonError(null);
    try {
      notifySuccess(await reject.mutateAsync({ id: request.id, reason: parsed.data.reason }));
      setRejecting(false);
    } catch (e) {
      setReasonError(errorMessage(e, 'Could not reject the withdrawal'));
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`${request.brandName} ${amount}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>
            {request.brandName} · {amount}
          </Text>
          <Badge variant="light" color="yellow">
            {formatDate(request.requestedOn, DateFormat.dayTime)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Detail label="Brand e-mail" value={request.email} />
          {request.method === 'upi' ? (
            <Detail label="UPI ID" value={request.upi} />
          ) : (
            <>
              <Detail label="Account holder" value={request.accountHolder} />
              <Detail label="Account No." value={request.accountNo} />
              <Detail label="IFSC Code" value={request.ifscCode} />
            </>
          )}
        </SimpleGrid>
        <Group align="flex-start" gap="sm" wrap="wrap">
          {request.railMode ? (
            <Text fz="sm" c="dimmed" style={{ flex: '1 1 220px' }}>
              Approve sends it through RazorpayX by {request.railMode}: it shows as Processing until the bank
              confirms it.
              {error ? (
                <Text component="span" c="red" display="block" role="alert">
                  {error}
                </Text>
              ) : null}
            </Text>
          ) : (
            <TextInput
              label="Bank reference (UTR)"
              description="Optional. Without one the reference is WITHDRAWAL- and the request number."
              maxLength={PAYOUT_REFERENCE_MAX}
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
              error={error}
              style={{ flex: '1 1 220px' }}
            />
          )}
          <Group gap="xs" mt={request.railMode ? 0 : { base: 0, xs: 46 }}>
            <Button
              variant="default"
              color="red"
              onClick={() => setRejecting(true)}
              disabled={approve.isPending}
            >
              Reject
            </Button>
            <Button color="teal" onClick={() => void send()} loading={approve.isPending}>
              Approve
            </Button>
          </Group>
        </Group>
      </Stack>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title="Reject withdrawal">
        <Stack gap="sm">
          <Text fz="sm">
            {amount} goes back to {request.brandName}’s wallet, and the brand is told why.
          </Text>
          <Textarea
            label="Reason"
            maxLength={PAYOUT_DECLINE_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={reasonError}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRejecting(false)} disabled={reject.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void refuse()} loading={reject.isPending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/**
 * The super admin's queue of brands' bank withdrawals (issue 18), beside the influencers' payout requests:
 * send the money to the account shown (or let RazorpayX send it), then approve; or reject it back to the
 * brand's wallet. No fee is kept: it is the brand's own money.
 */
export function BankWithdrawalRequests() {
  const requests = useBankWithdrawalRequests();
  if (requests.isPending) return <SectionLoader label="Loading brand withdrawals" />;
  if (requests.isError) {
    return (
      <Alert color="red" role="alert" title="Could not load the brands’ withdrawals">
        {errorMessage(requests.error)}
      </Alert>
    );
  }
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="bank-withdrawals-title"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="bank-withdrawals-title">
          Brand wallet withdrawals to bank
        </Title>
        {requests.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No brand is waiting for a bank transfer of its wallet.
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {requests.data.map((r) => (
              <RequestItem key={r.id} request={r} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
