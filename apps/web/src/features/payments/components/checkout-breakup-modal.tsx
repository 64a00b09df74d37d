import { Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { formatRupees } from '@collably/shared/domain/pricing';
import { GstMessages } from '@collably/shared/messages/gst';
import { PaymentMessages } from '@collably/shared/messages/payments';
import type { TServiceResponse } from '@collably/shared/schemas/influencers';
import type { PriceLine } from '@/lib/price-lines';
import type { CheckoutLines } from '../lib/checkout-lines';

type Props = {
  opened: boolean;
  onClose: () => void;
  service: TServiceResponse | null;
  withUgc: boolean;
  breakup: CheckoutLines | null;
  /** Why the coupon will not be reserved for this checkout (applycoupon's holdNote), said plainly. */
  couponNote?: string | null;
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Money taken off the subtotal (coupon, wallet): green, with its minus sign. */
function Deduction({ line }: { line: PriceLine }) {
  return (
    <Table.Tr>
      <Table.Td c="teal.9" fw={600}>
        {line.label}
      </Table.Td>
      <Table.Td ta="right" c="teal.9" fw={600} style={nowrap}>
        {formatRupees(line.paise)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Price Breakup (spec §2, §9): each line of the service, the subtotal (struck through beside the discounted
 * amount when a coupon applies), the coupon, the wallet money, and what is left to pay by card (with why some
 * wallet money or coupon was held back, when the card's ₹1 minimum did).
 */
export function CheckoutBreakupModal({
  opened,
  onClose,
  service,
  withUgc,
  breakup,
  couponNote = null,
}: Props) {
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
                  <Table.Td ta="right" style={nowrap}>
                    {formatRupees(line.paise)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {breakup.couponLine || breakup.walletLine ? (
            <>
              <Divider />
              <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td fw={600}>Subtotal</Table.Td>
                    <Table.Td ta="right" style={nowrap}>
                      {breakup.couponLine ? (
                        <Text
                          component="s"
                          fz="sm"
                          c="dimmed"
                          mr={8}
                          aria-label={`Before coupon ${formatRupees(breakup.subtotalPaise)}`}
                        >
                          {formatRupees(breakup.subtotalPaise)}
                        </Text>
                      ) : null}
                      <Text component="span" fz="sm" fw={700}>
                        {formatRupees(breakup.afterCouponPaise)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                  {breakup.couponLine ? <Deduction line={breakup.couponLine} /> : null}
                  {breakup.walletLine ? <Deduction line={breakup.walletLine} /> : null}
                </Table.Tbody>
              </Table>
            </>
          ) : null}
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>{breakup.totalLabel}</Text>
            <Text fw={800} fz="lg" c="brand.7" aria-label="Total price">
              {formatRupees(breakup.totalPaise)}
            </Text>
          </Group>
          {breakup.minimumNote ? (
            <Text fz="sm" c="gray.7">
              {breakup.minimumNote}
            </Text>
          ) : null}
          {breakup.couponLine && couponNote ? (
            <Text fz="sm" c="yellow.9" role="note">
              {couponNote}
            </Text>
          ) : null}
          {breakup.totalPaise === 0 && breakup.walletPaise > 0 ? (
            <Text fz="sm" c="teal.9">
              Your wallet covers the whole order: no card payment is needed.
            </Text>
          ) : null}
          {breakup.couponLine ? (
            <Text fz="sm" c="gray.7">
              {PaymentMessages.couponGst(breakup.discountGstPaise, breakup.gstPaise)}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed">
            {GstMessages.breakupFootnote} {breakup.gstNote} {PaymentMessages.escrowNote}
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
