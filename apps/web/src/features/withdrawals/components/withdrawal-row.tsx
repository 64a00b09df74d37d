import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TWithdrawal } from '@collably/shared/schemas/withdrawals';
import { DateFormat, formatDate } from '@/lib/dates';

type Look = { label: string; color: string };

const STATUS_LOOK: Record<TWithdrawal['method'], Record<TWithdrawal['status'], Look>> = {
  original: {
    requested: { label: 'With the provider', color: 'yellow' },
    // Refunds are 'requested' until the provider answers; kept for a complete table.
    processing: { label: 'Processing', color: 'blue' },
    processed: { label: 'Refunded', color: 'teal' },
    failed: { label: 'Failed: back in wallet', color: 'red' },
  },
  bank: {
    requested: { label: 'Waiting to be sent', color: 'yellow' },
    processing: { label: 'Processing', color: 'blue' },
    processed: { label: 'Sent', color: 'teal' },
    failed: { label: 'Not sent: back in wallet', color: 'red' },
  },
};

/** One withdrawal as a list item: amount, when, the provider's reference or why it failed, its status. */
export function WithdrawalRow({ withdrawal }: { withdrawal: TWithdrawal }) {
  const look = STATUS_LOOK[withdrawal.method][withdrawal.status];
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="wrap">
      <Stack gap={0}>
        <Text fw={600}>
          {formatRupees(rupeesToPaise(withdrawal.amount))} to {withdrawal.destination ?? 'the payment method'}
        </Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {formatDate(withdrawal.requestedOn, DateFormat.dayTime)}
          {withdrawal.reference ? ` · ${withdrawal.reference}` : ''}
          {withdrawal.failureReason ? ` · ${withdrawal.failureReason}` : ''}
        </Text>
      </Stack>
      <Badge color={look.color} variant="light">
        {look.label}
      </Badge>
    </Group>
  );
}
