import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { ZRefundToPaymentRequest, type TRefundablePayment } from '@collably/shared/schemas/withdrawals';
import { SectionLoader } from '@/components/page-states';
import { RupeeInput } from '@/components/rupee-input';
import { DateFormat, formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { useBrandWithdrawals, useRefundToPayment } from '../api/brand-withdrawals';
import { WithdrawalRow } from './withdrawal-row';

const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** One refundable payment: what it brought and what can still go back, and the refund form when opened. */
function PaymentRow({
  brandUserId,
  payment,
  walletBalance,
}: {
  brandUserId: number;
  payment: TRefundablePayment;
  walletBalance: number;
}) {
  const refund = useRefundToPayment();
  const limit = Math.min(payment.refundable, walletBalance);
  const [amount, setAmount] = useState<number | string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = ZRefundToPaymentRequest.safeParse({
      brandUserId,
      transactionId: payment.transactionId,
      amount: amount ?? '',
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      notifySuccess(await refund.mutateAsync(parsed.data));
      setAmount(null);
    } catch (e) {
      setError(errorMessage(e, 'Could not refund'));
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`Payment #${payment.transactionId}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {payment.serviceTitle} · {payment.influencerName}
          </Text>
          <Text fz="sm" c="dimmed">
            Paid {formatDate(payment.paidOn, DateFormat.day)}
          </Text>
        </Group>
        <Text fz="sm">
          Paid {rupees(payment.paid)} · can still be refunded {rupees(payment.refundable)}
        </Text>
        {amount === null ? (
          <Group>
            <Button
              size="compact-sm"
              variant="light"
              disabled={limit <= 0}
              onClick={() => setAmount(limit)}
              aria-label={`Refund payment #${payment.transactionId}`}
            >
              Refund to payment method
            </Button>
          </Group>
        ) : (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <RupeeInput
              label="Amount to refund"
              description={`Up to ${rupees(limit)}`}
              value={amount}
              onChange={setAmount}
              error={error}
              style={{ flex: '1 1 160px' }}
              data-autofocus
            />
            <Group gap="xs">
              <Button variant="default" onClick={() => setAmount(null)} disabled={refund.isPending}>
                Cancel
              </Button>
              <Button color="teal" onClick={() => void submit()} loading={refund.isPending}>
                Refund
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The super admin's view of one brand's wallet (from the admin Brands list): its balance, each payment that
 * can still go back to the card, UPI or bank it came from, and the refunds made, with the provider's status.
 */
export function BrandWalletModal({
  brand,
  onClose,
}: {
  brand: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const wallet = useBrandWithdrawals(brand?.id ?? null);
  const data = wallet.data;
  return (
    <Modal opened={brand !== null} onClose={onClose} title={brand ? `${brand.name}’s wallet` : ''} size="lg">
      {wallet.isPending ? (
        <SectionLoader label="Loading the wallet" />
      ) : wallet.isError ? (
        <Alert color="red" role="alert" title="Could not load the wallet">
          {errorMessage(wallet.error)}
        </Alert>
      ) : data && brand ? (
        <Stack gap="md">
          <Group gap="xs" align="baseline">
            <Text c="dimmed">Wallet balance</Text>
            <Text fw={800} fz={22} aria-label="Wallet balance">
              {rupees(data.walletBalance)}
            </Text>
          </Group>
          <Title order={3} fz="md">
            Refund to the payment method
          </Title>
          {!data.canRefund ? (
            <Text fz="sm" c="dimmed">
              This payment provider does not refund to the payment method from here: refund in its dashboard.
            </Text>
          ) : data.payments.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No payment of this brand can be refunded.
            </Text>
          ) : (
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.payments.map((p) => (
                <PaymentRow
                  key={p.transactionId}
                  brandUserId={brand.id}
                  payment={p}
                  walletBalance={data.walletBalance}
                />
              ))}
            </Stack>
          )}
          <Text fz="xs" c="dimmed">
            The amount leaves the wallet at once and is booked as refunded when the provider confirms; if the
            provider fails it, it comes back to the wallet and the brand is told.
          </Text>
          {data.withdrawals.length > 0 ? (
            <>
              <Title order={3} fz="md">
                Refunds made
              </Title>
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.withdrawals.map((w) => (
                  <WithdrawalRow key={w.id} withdrawal={w} />
                ))}
              </Stack>
            </>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
