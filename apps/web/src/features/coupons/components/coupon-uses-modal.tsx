import { useState } from 'react';
import { Center, Group, Modal, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconTicketOff } from '@tabler/icons-react';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TCoupon, TCouponUse } from '@collably/shared/schemas/coupons';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { DateFormat, formatDate } from '@/lib/dates';
import { useCouponUsage } from '../api/get-coupon-usage';

/** Which order a use belongs to: the collab once its details were sent, else the payment alone. */
const orderOf = (use: TCouponUse) =>
  use.collabDetailId !== null
    ? `Collab #${use.collabDetailId} · transaction #${use.transId}`
    : `Transaction #${use.transId} · details not sent yet`;

function UseRow({ use }: { use: TCouponUse }) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`Use by ${use.brandName}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {use.brandName}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatDate(use.usedOn, DateFormat.dayTime)}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fz="sm" fw={600} c="teal.9">
            {formatRupees(-rupeesToPaise(use.discount))}
          </Text>
          <Text fz="xs" c="dimmed">
            paid {formatRupees(rupeesToPaise(use.paid))}
          </Text>
        </Stack>
      </Group>
      <Text fz="sm" mt={4}>
        {orderOf(use)}
      </Text>
      <Text fz="xs" c="dimmed" truncate>
        {use.serviceTitle}
      </Text>
    </Paper>
  );
}

function UsesList({ coupon }: { coupon: TCoupon }) {
  const [page, setPage] = useState(0);
  const usage = useCouponUsage(coupon.id, page);
  if (usage.isPending) return <PageLoader label="Loading the uses" />;
  if (usage.isError) return <LoadError title="Could not load the uses" error={usage.error} />;
  const { uses, total, totalPages } = usage.data;
  if (total === 0)
    return (
      <EmptyState icon={IconTicketOff} title="Not used yet">
        No captured payment has used this coupon.
      </EmptyState>
    );
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        Used {total} {total === 1 ? 'time' : 'times'}, newest first.
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {uses.map((u) => (
          <UseRow key={u.transId} use={u} />
        ))}
      </Stack>
      {totalPages > 1 ? (
        <Center>
          <Pagination total={totalPages} value={page + 1} onChange={(p) => setPage(p - 1)} size="sm" />
        </Center>
      ) : null}
    </Stack>
  );
}

/** Who used a coupon, when, and on which order (issue 11 item 6): read from the captured payments. */
export function CouponUsesModal({ coupon, onClose }: { coupon: TCoupon | null; onClose: () => void }) {
  return (
    <Modal opened={coupon !== null} onClose={onClose} title={coupon ? `Uses of ${coupon.code}` : ''}>
      {coupon ? <UsesList key={coupon.id} coupon={coupon} /> : null}
    </Modal>
  );
}
