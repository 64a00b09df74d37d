import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconSend } from '@tabler/icons-react';
import { Platform, platformName } from '@collably/shared/constants/platforms';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TAwaitingDetails } from '@collably/shared/schemas/payments';
import { PlatformIcon } from '@/components/platform-icon';
import { DateFormat, formatDate } from '@/lib/dates';
import { Counterpart } from './counterpart';

type Props = {
  payment: TAwaitingDetails;
  /** Opens the collab details form for this payment. */
  onSend: (payment: TAwaitingDetails) => void;
};

const rupees = (value: number) => formatRupees(rupeesToPaise(value));

/**
 * A brand's paid order whose collab details were never sent (issue 11 item 3), above its collabs on /order:
 * who and what was paid for, the split of the payment, the refund date and the form one click away.
 */
export function AwaitingDetailsCard({ payment, onSend }: Props) {
  const platform = platformName(payment.platformId);
  const title = `Payment #${payment.transId}`;
  const isSplit = payment.walletAmount > 0 && payment.cardAmount > 0;
  // The server's period (configurable), from the two dates it sent.
  const periodDays = Math.round((Date.parse(payment.refundOn) - Date.parse(payment.paidOn)) / 86_400_000);
  const deadline = PaymentMessages.awaitingDeadline(
    formatDate(payment.refundOn, DateFormat.shortDayTime),
    rupees(payment.amount),
  );

  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-label={`${PaymentMessages.awaitingTitle}: ${payment.serviceTitle}`}
      shadow="xs"
      style={{ borderColor: 'var(--mantine-color-orange-4)', borderWidth: 2 }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Counterpart
            name={payment.influencerName}
            profilePic={payment.profilePic}
            profilePath={payment.userName ? `/influencer/${payment.userName}` : null}
            subtitle="Influencer"
          />
          {/* No status badge: the heading below says it, and the influencer's name keeps the room at 375 px. */}
          <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {title}
          </Text>
        </Group>

        <Text fw={700} fz="lg">
          {PaymentMessages.awaitingTitle}
        </Text>

        <Box
          p="sm"
          style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <PlatformIcon name={platform} size={18} />
                <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {payment.serviceTitle}
                </Text>
              </Group>
              <Group gap={6}>
                <Text fz="xs" c="dimmed">
                  {platform} · paid {formatDate(payment.paidOn, DateFormat.shortDayTime)}
                </Text>
                {payment.allowUGC && payment.platformId !== Platform.UGC ? (
                  <Badge size="xs" variant="outline" color="brand">
                    UGC rights
                  </Badge>
                ) : null}
              </Group>
            </Stack>
            <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
              <Text fz="xs" c="dimmed">
                You paid
              </Text>
              <Text fw={800} fz="lg" c="brand.7" aria-label="Amount paid">
                {rupees(payment.amount)}
              </Text>
              {isSplit ? (
                <Text fz="xs" c="dimmed">
                  {rupees(payment.walletAmount)} wallet + {rupees(payment.cardAmount)} card
                </Text>
              ) : null}
            </Stack>
          </Group>
        </Box>

        <Stack gap={6}>
          <Alert color="orange" variant="light" icon={<IconClockHour4 size={20} />} p="sm">
            {deadline}
          </Alert>
          <Text fz="xs" c="dimmed">
            {PaymentMessages.awaitingWhy(periodDays)}
          </Text>
        </Stack>

        <Group justify="flex-end">
          <Button leftSection={<IconSend size={16} />} onClick={() => onSend(payment)}>
            Send details
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
