import { Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatRupees } from '@collably/shared/domain/pricing';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import type { CheckoutLines } from '../lib/checkout-lines';

type Props = {
  opened: boolean;
  onClose: () => void;
  service: TServiceResponse | null;
  withUgc: boolean;
  breakup: CheckoutLines | null;
};

/** Price Breakup (spec §2, §9): each line, the applied coupon and wallet money, and what is left to pay. */
export function CheckoutBreakupModal({ opened, onClose, service, withUgc, breakup }: Props) {
  const hasAdjustments = Boolean(breakup && (breakup.discountPaise > 0 || breakup.walletPaise > 0));
  return (
    <Modal opened={opened} onClose={onClose} title="Price Breakup">
      {service && breakup ? (
        <Stack gap="sm">
          <Text fw={600}>
            {service.title}
            {withUgc ? ' with UGC rights' : ''}
          </Text>
          <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
            <Table.Tbody>
              {breakup.lines.map((line) => (
                <Table.Tr key={line.label}>
                  <Table.Td c={line.paise < 0 ? 'teal.8' : 'gray.7'} fw={line.paise < 0 ? 600 : undefined}>
                    {line.label}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    c={line.paise < 0 ? 'teal.8' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {formatRupees(line.paise)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>{hasAdjustments ? 'To pay' : 'Total'}</Text>
            <Text fw={800} fz="lg" c="brand.7" aria-label="Total price">
              {formatRupees(breakup.totalPaise)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed">
            GST on the influencer&apos;s price applies only when the influencer is GST registered. Your
            payment is held by Collably until the collab is complete, and refunded in full if it is rejected
            or cancelled.
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
