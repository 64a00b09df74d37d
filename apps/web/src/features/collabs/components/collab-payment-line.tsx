import { Group, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TCollabPayment } from '@collably/shared/schemas/collabs';

const rupees = (value: number) => formatRupees(rupeesToPaise(value));

/**
 * The parts of a split payment, e.g. 'Paid ₹3,115.20 · ₹1,168.20 from wallet · ₹1,947.00 by card · coupon
 * FLAT500 −₹500.00'. A part that is zero is left out, except the card when nothing else paid.
 */
export function paymentParts(payment: TCollabPayment): string[] {
  const parts = [`Paid ${rupees(payment.paid)}`];
  if (payment.fromWallet > 0) parts.push(`${rupees(payment.fromWallet)} from wallet`);
  if (payment.byCard > 0 || payment.fromWallet === 0) parts.push(`${rupees(payment.byCard)} by card`);
  if (payment.discount > 0) {
    const code = payment.couponCode ? `${payment.couponCode} ` : '';
    parts.push(`coupon ${code}${rupees(-payment.discount)}`);
  }
  return parts;
}

/**
 * How the brand paid for the order (issue 11 item 6), under the price box of the order card: the brand and the
 * super admin only (the server sends no payment to the influencer).
 */
export function CollabPaymentLine({ payment }: { payment: TCollabPayment | null | undefined }) {
  if (!payment) return null;
  const text = paymentParts(payment).join(' · ');
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mt={-8} aria-label="Payment">
      <IconReceipt
        size={16}
        color="var(--mantine-color-gray-6)"
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text fz="xs" c="gray.7">
        {text}
      </Text>
    </Group>
  );
}
