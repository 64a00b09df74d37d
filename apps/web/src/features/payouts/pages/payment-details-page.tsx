import { useState, type ReactNode } from 'react';
import {
  Button,
  Container,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCash, IconReceipt2, IconWallet } from '@tabler/icons-react';
import { PAYOUT_PERIOD_DAYS } from '@collably/shared/constants/limits';
import { Role } from '@collably/shared/constants/roles';
import { PAYOUT_STATUSES, PayoutStatus, type TPayoutStatus } from '@collably/shared/domain/payouts';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { PayoutMessages } from '@collably/shared/messages/payouts';
import type { TPayoutRecord, TPayoutRequest } from '@collably/shared/schemas/payouts';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { PageTitle } from '@/components/page-title';
import { useAccountBalance } from '@/features/wallet/api/get-wallet';
import { notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useApprovePayout, useDeclinePayout } from '../api/decide-payout';
import { usePayoutBank } from '../api/get-payout-bank';
import { usePayoutHistory } from '../api/get-payout-history';
import { usePayoutTerms } from '../api/get-payout-terms';
import { useRequestPayout } from '../api/request-payout';
import { ApprovePayoutDialog } from '../components/approve-payout-dialog';
import { DeclinePayoutDialog } from '../components/decline-payout-dialog';
import { PayoutCards, PayoutTable, type RecordActions } from '../components/payout-records';
import { RequestPayoutModal } from '../components/request-payout-modal';

const PERIODS = PAYOUT_PERIOD_DAYS.map((d) => ({ value: String(d), label: `${d} days` }));

/** The influencer's wallet card: balance with two decimals and 'Request Payout' (spec §2 Payment details). */
function BalanceCard({
  onRequest,
  waiting,
}: {
  onRequest: (balance: number) => void;
  /** The request waiting for a decision: one at a time, so Request Payout waits for it. */
  waiting: TPayoutRecord | undefined;
}) {
  const balance = useAccountBalance();
  const amount = balance.isSuccess ? formatRupees(rupeesToPaise(balance.data)) : '…';
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-brand-7), var(--mantine-color-brand-5))',
        color: 'white',
      }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
          <ThemeIcon size={56} radius="xl" color="white" variant="white" c="brand.7" aria-hidden>
            <IconWallet size={32} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fz={{ base: 22, sm: 28 }} fw={800} c="white" style={{ overflowWrap: 'anywhere' }}>
              Account Balance: {amount}
            </Text>
            <Text fz="sm" c="brand.0">
              Earnings of completed collabs, ready to be paid to your bank account.
            </Text>
          </Stack>
        </Group>
        <Button
          color="white"
          c="brand.7"
          variant="white"
          leftSection={<IconCash size={18} />}
          disabled={!balance.isSuccess || waiting !== undefined}
          onClick={() => balance.isSuccess && onRequest(balance.data)}
        >
          Request Payout
        </Button>
      </Group>
      {waiting ? (
        <Text fz="sm" c="white" mt="sm">
          {PayoutMessages.alreadyWaiting(formatRupees(rupeesToPaise(waiting.amount)))}.
        </Text>
      ) : null}
      {balance.isError ? (
        <Text fz="sm" c="white" mt="sm" role="alert">
          Could not load your balance.
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * /paymentdetails: influencers see their earnings and payouts, and below them `tax` (the app passes the TDS
 * card); the super admin approves requests.
 */
export default function PaymentDetailsPage({
  tax,
  brandWithdrawals,
}: {
  tax?: ReactNode;
  /** The super admin's queue of brands' bank withdrawals (the withdrawals feature's), beside the payouts. */
  brandWithdrawals?: ReactNode;
}) {
  const session = useSession();
  const isAdmin = session?.role === Role.SuperAdmin;
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [days, setDays] = useState<number>(PAYOUT_PERIOD_DAYS[0]);
  const [status, setStatus] = useState<TPayoutStatus>(PayoutStatus.Requested);
  const [requestingFrom, setRequestingFrom] = useState<number | null>(null);
  const [approving, setApproving] = useState<number | null>(null);
  const [declining, setDeclining] = useState<TPayoutRecord | null>(null);

  const history = usePayoutHistory({ days, status: isAdmin ? status : undefined });
  const bank = usePayoutBank(!isAdmin && session !== null);
  const terms = usePayoutTerms(!isAdmin && session !== null);
  const request = useRequestPayout();
  const approve = useApprovePayout();
  const decline = useDeclinePayout();

  const sendRequest = async (input: TPayoutRequest) => {
    notifySuccess(await request.mutateAsync(input));
    setRequestingFrom(null);
  };
  const actions: RecordActions = isAdmin
    ? { onApprove: (r) => setApproving(r.id), onDecline: setDeclining }
    : {};
  const records = history.data ?? [];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Payment details" />
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          Payment details
        </Title>
        {isAdmin ? brandWithdrawals : null}
        {isAdmin ? null : (
          <BalanceCard
            onRequest={setRequestingFrom}
            waiting={records.find((r) => r.status === PayoutStatus.Requested)}
          />
        )}

        <Group justify="space-between" align="flex-end" gap="sm">
          {isAdmin ? (
            <Select
              label="Status"
              data={PAYOUT_STATUSES}
              value={status}
              allowDeselect={false}
              onChange={(v) => v && setStatus(v as TPayoutStatus)}
              w={{ base: '100%', xs: 260 }}
            />
          ) : (
            <Text fw={700} fz="lg">
              Earnings and payouts
            </Text>
          )}
          <SegmentedControl
            aria-label="Period"
            data={PERIODS}
            value={String(days)}
            onChange={(v) => setDays(Number(v))}
          />
        </Group>

        {history.isPending ? (
          <PageLoader label="Loading payment records" />
        ) : history.isError ? (
          <LoadError title="Could not load the payment records" error={history.error} />
        ) : records.length === 0 ? (
          <EmptyState icon={IconReceipt2} title="No payment records">
            {isAdmin
              ? `Nothing with status ‘${status}’ in the last ${days} days.`
              : `Nothing in the last ${days} days. Earnings appear here when a collab is completed.`}
          </EmptyState>
        ) : isWide ? (
          <PayoutTable records={records} {...actions} />
        ) : (
          <PayoutCards records={records} {...actions} />
        )}
        {isAdmin ? null : tax}
      </Stack>

      {isAdmin ? (
        <>
          <ApprovePayoutDialog
            payoutId={approving}
            onClose={() => setApproving(null)}
            onApprove={async (input) => notifySuccess(await approve.mutateAsync(input))}
            isBusy={approve.isPending}
          />
          <DeclinePayoutDialog
            payout={declining}
            onClose={() => setDeclining(null)}
            onDecline={async (input) => notifySuccess(await decline.mutateAsync(input))}
            isBusy={decline.isPending}
          />
        </>
      ) : (
        <RequestPayoutModal
          opened={requestingFrom !== null && !bank.isPending}
          balance={requestingFrom ?? 0}
          bank={bank.data}
          terms={terms.data}
          onSubmit={sendRequest}
          onCancel={() => setRequestingFrom(null)}
        />
      )}
    </Container>
  );
}
