import { useState } from 'react';
import { Alert, Button, Divider, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { GST_RATE_PERCENT } from '@collably/shared/constants/limits';
import { amountDue, formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { PaymentMessages } from '@collably/shared/messages/payments';
import {
  ZApplyCouponRequest,
  type TAppliedCoupon,
  type TApplyCouponRequest,
} from '@collably/shared/schemas/coupons';
import { applyCoupon } from '@/features/coupons/api/apply-coupon';
import { errorMessage } from '@/lib/errors';

const ZCodeForm = ZApplyCouponRequest.pick({ Code: true });
type CodeForm = z.infer<typeof ZCodeForm>;

type Props = {
  opened: boolean;
  onClose: () => void;
  serviceId: number | null;
  allowUgc: boolean;
  /** The coupon applied now, if any; shown with its breakup. */
  applied: TAppliedCoupon | null;
  onApplied: (coupon: TAppliedCoupon) => void;
  onRemove: () => void;
};

/**
 * The coupon as it is used without wallet money: all of `value`, unless the card's ₹1 minimum leaves part of
 * it unused (the server's `price` already says so).
 */
const couponDue = (coupon: TAppliedCoupon) =>
  amountDue(rupeesToPaise(coupon.subtotal), { discountPaise: rupeesToPaise(coupon.value), walletPaise: 0 });

/** The breakup brand/applycoupon answers with (spec §3): the discounted price of this service. */
function AppliedBreakup({ coupon }: { coupon: TAppliedCoupon }) {
  const due = couponDue(coupon);
  const gst = `GST ${GST_RATE_PERCENT}%`;
  const lines: [string, number][] = [
    ['Influencer price', coupon.basePrice],
    [`${gst} on influencer price`, coupon.priceGst],
    ...(coupon.ugcPrice > 0
      ? ([
          ['UGC price', coupon.ugcPrice],
          [`${gst} on UGC price`, coupon.ugcPriceGst],
        ] as [string, number][])
      : []),
    ['Platform fee', coupon.platformFee],
    [`${gst} on platform fee`, coupon.platformFeeGst],
  ];
  return (
    <Stack gap="xs" aria-label="Discounted price">
      <Table verticalSpacing={4} horizontalSpacing={0} withRowBorders={false}>
        <Table.Tbody>
          {lines.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td c="gray.7">{label}</Table.Td>
              <Table.Td ta="right">{formatRupees(rupeesToPaise(value))}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td c="teal.9" fw={600}>
              Coupon {coupon.code}
            </Table.Td>
            <Table.Td ta="right" c="teal.9" fw={600}>
              {formatRupees(-due.discount)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Divider />
      <Group justify="space-between">
        <Text fw={700}>Total after discount</Text>
        <Group gap="xs" align="baseline">
          <Text fz="sm" c="dimmed" td="line-through">
            {formatRupees(rupeesToPaise(coupon.subtotal))}
          </Text>
          <Text fw={800} fz="lg" c="brand.7" aria-label="Discounted total">
            {formatRupees(rupeesToPaise(coupon.price))}
          </Text>
        </Group>
      </Group>
      {due.discountHeldBack > 0 ? (
        <Text fz="sm" c="gray.7">
          {PaymentMessages.minimumOnlinePayment(0, due.discountHeldBack)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Apply Coupon (spec §2): a code, checked by the server for this service; its message when refused. */
export function ApplyCouponModal({
  opened,
  onClose,
  serviceId,
  allowUgc,
  applied,
  onApplied,
  onRemove,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Apply Coupon" size="sm">
      {opened ? (
        <CouponForm
          serviceId={serviceId}
          allowUgc={allowUgc}
          applied={applied}
          onApplied={onApplied}
          onRemove={onRemove}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CouponForm({ serviceId, allowUgc, applied, onApplied, onRemove, onClose }: Omit<Props, 'opened'>) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CodeForm>({ resolver: zodResolver(ZCodeForm), defaultValues: { Code: '' } });
  const applying = useMutation({ mutationFn: (input: TApplyCouponRequest) => applyCoupon(input) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ Code }) => {
    if (serviceId === null) return;
    setError(null);
    try {
      onApplied(await applying.mutateAsync({ Code, InfluencerServiceId: serviceId, AllowUGC: allowUgc }));
      form.reset({ Code: '' });
    } catch (e) {
      setError(errorMessage(e, 'This coupon cannot be applied'));
    }
  });

  return (
    <Stack gap="md">
      {applied ? (
        <>
          <Alert color="teal" icon={<IconCircleCheck size={20} />} title={`${applied.code} applied`}>
            You save {formatRupees(couponDue(applied).discount)} on this order.
          </Alert>
          <AppliedBreakup coupon={applied} />
          <Group justify="space-between">
            <Button variant="subtle" color="red" onClick={onRemove} px="xs">
              Remove coupon
            </Button>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Stack gap="md">
            <Text fz="sm" c="dimmed">
              New on Collably? Use FLAT500 for ₹500 off your first order.
            </Text>
            {error ? (
              <Alert color="red" role="alert" title="Coupon not applied">
                {error}
              </Alert>
            ) : null}
            <TextInput
              label="Coupon Code"
              placeholder="e.g. FLAT500"
              autoCapitalize="characters"
              autoComplete="off"
              data-autofocus
              error={errors.Code?.message}
              {...form.register('Code', { setValueAs: (v: string) => v.trim().toUpperCase() })}
            />
            <Button type="submit" loading={isSubmitting} disabled={serviceId === null} fullWidth>
              Apply
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
