import { Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatRupees } from '@collably/shared/domain/pricing';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import { priceLinesOf } from '../../lib/price-lines';

type Props = {
  opened: boolean;
  onClose: () => void;
  service: TServiceResponse | null;
  withUgc: boolean;
};

/** Price Breakup (spec §2, §9): each line of the service's price and the total, in rupees. */
export function PriceBreakupModal({ opened, onClose, service, withUgc }: Props) {
  const breakup = service ? priceLinesOf(service, withUgc) : null;
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
                  <Table.Td c="gray.7">{line.label}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(line.paise)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={800} fz="lg" c="brand.7" aria-label="Total price">
              {formatRupees(breakup.totalPaise)}
            </Text>
          </Group>
          <Text fz="xs" c="dimmed">
            GST on the influencer&apos;s price applies only when the influencer is GST registered. Coupons are
            applied at checkout.
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
